import { describe, expect, it } from "vitest";
import { normalizeAreaName } from "./delivery-areas";

describe("normalizeAreaName: a neighbourhood as customers type it", () => {
  it.each([
    ["Paraíso", "paraiso"],
    ["  PARAISO ", "paraiso"],
    ["Vila   Mariana", "vila mariana"],
    ["Jd. Paulista", "jardim paulista"],
    ["jd paulista", "jardim paulista"],
    ["Jardim Paulista", "jardim paulista"],
    ["Vl. Madalena", "vila madalena"],
    ["Pq. São Lucas", "parque sao lucas"],
    ["Res. Sta. Mônica", "residencial santa monica"],
    ["Col. Roma Norte", "colonia roma norte"],
    ["Colonia Roma Norte", "colonia roma norte"],
    ["Chapinero-Alto", "chapinero alto"],
    ["São João (Clímaco)", "sao joao climaco"],
    ["Fracc. Las Ánimas", "fraccionamiento las animas"],
  ])("%j reads as %j", (typed, compared) => {
    expect(normalizeAreaName(typed)).toBe(compared);
  });

  it("expands only whole words, never a part of one, nor the names objects inherit", () => {
    expect(normalizeAreaName("Jdim Jdx")).toBe("jdim jdx");
    expect(normalizeAreaName("Colina")).toBe("colina");
    expect(normalizeAreaName("Vila Constructor")).toBe("vila constructor");
    expect(normalizeAreaName("toString")).toBe("tostring");
  });

  it("keeps apart what differs", () => {
    expect(normalizeAreaName("Jardim América")).not.toBe(normalizeAreaName("Vila América"));
    expect(normalizeAreaName("Santa Cecília")).not.toBe(normalizeAreaName("Santo Cecília"));
  });
});
