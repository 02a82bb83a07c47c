import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { operationStatusNowSchema } from "../../../contract";
import { DEFAULT_NAMESPACE } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { describeOperationStatus } from "./operation-status.server";

const i18n = i18next.createInstance();
await i18n.init({ resources, lng: "pt-BR", defaultNS: DEFAULT_NAMESPACE, interpolation: { escapeValue: false } });
const t = i18n.getFixedT("pt-BR");

const NOW = new Date("2026-11-25T15:00:00Z");
const closed = (overrides: Record<string, unknown>) =>
  operationStatusNowSchema.parse({
    open: false,
    schedule_only: false,
    next_opening_at: "2026-11-27T21:00:00.000Z",
    closes_at: null,
    ...overrides,
  });

describe("the store's line on a holiday or closure", () => {
  it("names the reason and the date it reopens", () => {
    const status = closed({ closure: { starts_on: "2026-11-25", ends_on: "2026-11-26", reason: "Feriado municipal" } });
    expect(describeOperationStatus(status, "America/Sao_Paulo", "pt-BR", t, NOW).text).toBe(
      "Fechado: Feriado municipal · abre sexta-feira, 27/11/2026 às 18:00",
    );
  });

  it("says only closed, with the date it reopens, without a reason; and no reopening when there is none", () => {
    const status = closed({ closure: { starts_on: "2026-11-25", ends_on: "2026-11-26", reason: null } });
    expect(describeOperationStatus(status, "America/Sao_Paulo", "pt-BR", t, NOW).text).toBe(
      "Fechado · abre sexta-feira, 27/11/2026 às 18:00",
    );
    const noHours = closed({ next_opening_at: null, closure: { starts_on: "a", ends_on: "b", reason: "Reforma" } });
    expect(describeOperationStatus(noHours, "America/Sao_Paulo", "pt-BR", t, NOW).text).toBe("Fechado: Reforma");
  });
});
