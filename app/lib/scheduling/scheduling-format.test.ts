import { describe, expect, it } from "vitest";
import { dateInZone, formatScheduledDay, formatScheduledLabel, formatScheduledTime } from "./scheduling-format";

// 2026-11-26T00:00:00Z is Wednesday 25th at 21:00 in São Paulo, 19:00 in Bogotá, 18:00 in Mexico City.
const SLOT = "2026-11-26T00:00:00.000Z";

describe("the scheduled time, 'H h MM min' (customer spec §9)", () => {
  it("reads the slot in the merchant's zone, hours without a leading zero, minutes with one", () => {
    expect(formatScheduledTime(SLOT, "America/Sao_Paulo")).toBe("21 h 00 min");
    expect(formatScheduledTime(SLOT, "America/Bogota")).toBe("19 h 00 min");
    expect(formatScheduledTime(SLOT, "America/Mexico_City")).toBe("18 h 00 min");
    expect(formatScheduledTime("2026-11-25T12:05:00Z", "America/Sao_Paulo")).toBe("9 h 05 min");
    expect(formatScheduledTime("2026-11-26T03:30:00Z", "America/Sao_Paulo")).toBe("0 h 30 min");
    expect(formatScheduledTime("não é uma data", "America/Sao_Paulo")).toBe("");
  });

  it("dates a slot on the merchant's calendar, not UTC's", () => {
    expect(dateInZone(SLOT, "America/Sao_Paulo")).toBe("2026-11-25");
    expect(dateInZone(SLOT, "UTC")).toBe("2026-11-26");
    expect(dateInZone("2026-11-26T05:30:00Z", "America/Mexico_City")).toBe("2026-11-25");
  });

  it("names the day in the customer's language, and the label joins day and time", () => {
    expect(formatScheduledDay("2026-11-25", "pt-BR")).toBe("quarta-feira, 25/11");
    expect(formatScheduledDay("2026-11-25", "es-CO")).toMatch(/^miércoles, 25\/11$/);
    expect(formatScheduledDay("2026-11-25", "en-US")).toMatch(/^Wednesday, 11\/25$/);
    expect(formatScheduledLabel(SLOT, "America/Sao_Paulo", "pt-BR")).toBe("quarta-feira, 25/11 · 21 h 00 min");
    expect(formatScheduledLabel(SLOT, "America/Mexico_City", "es-MX")).toMatch(/^miércoles, 25\/11 · 18 h 00 min$/);
    expect(formatScheduledLabel("2026-11-28T03:30:00Z", "America/Bogota", "es-CO")).toMatch(
      /^viernes, 27\/11 · 22 h 30 min$/,
    );
    expect(formatScheduledLabel("x", "America/Sao_Paulo", "pt-BR")).toBe("");
  });
});
