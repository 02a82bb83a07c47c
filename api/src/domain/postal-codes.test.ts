import { describe, expect, it } from "vitest";
import { postalCodeLookupSchema } from "../../../contract";
import { bellaNapoli } from "../../seed/data/pizzaria-bella-napoli";
import { taqueriaElGuero } from "../../seed/data/taqueria-el-guero";
import { quoteDelivery } from "./delivery-areas";
import { lookupPostalCode, normalizePostalCode } from "./postal-codes";

describe("normalizePostalCode", () => {
  it("takes a CEP with or without its dash, and only the country's length", () => {
    expect(normalizePostalCode("BRA", "01310-100")).toBe("01310100");
    expect(normalizePostalCode("BRA", " 01310100 ")).toBe("01310100");
    expect(normalizePostalCode("BRA", "0131-0100")).toBeNull();
    expect(normalizePostalCode("BRA", "0131010")).toBeNull();
    expect(normalizePostalCode("BRA", "01310a100")).toBeNull();
    expect(normalizePostalCode("COL", "050021")).toBe("050021");
    expect(normalizePostalCode("COL", "05002")).toBeNull();
    expect(normalizePostalCode("MEX", "06700")).toBe("06700");
    expect(normalizePostalCode("MEX", "067-00")).toBeNull();
    expect(normalizePostalCode("MEX", "067000")).toBeNull();
  });
});

describe("lookupPostalCode", () => {
  it("answers an exact code with street and neighbourhood in the contract's shape", () => {
    const found = lookupPostalCode("BRA", "01310100");
    expect(postalCodeLookupSchema.parse(found)).toEqual({
      zip_code: "01310100",
      street: "Avenida Paulista",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      country: "BRA",
      latitude: -23.5629,
      longitude: -46.6544,
    });
  });

  it("answers another code of a known city at city level", () => {
    expect(lookupPostalCode("BRA", "80530000")).toMatchObject({
      city: "Curitiba",
      state: "PR",
      street: null,
      neighborhood: null,
    });
    expect(lookupPostalCode("COL", "050040")).toMatchObject({ city: "Medellín", street: null, neighborhood: null });
    expect(lookupPostalCode("MEX", "09000")).toMatchObject({ city: "Ciudad de México", neighborhood: null });
  });

  it("knows every franchise city, Medellín and Mexico City", () => {
    for (const [cep, city] of [
      ["80060000", "Curitiba"],
      ["30130150", "Belo Horizonte"],
      ["90570080", "Porto Alegre"],
      ["51020020", "Recife"],
      ["40130001", "Salvador"],
      ["88010001", "Florianópolis"],
    ] as const) {
      expect(lookupPostalCode("BRA", cep)?.city).toBe(city);
    }
    expect(lookupPostalCode("COL", "050021")).toMatchObject({
      street: "Carrera 35",
      neighborhood: "El Poblado",
      state: "Antioquia",
    });
    expect(lookupPostalCode("MEX", "06140")).toMatchObject({
      street: null,
      neighborhood: "Condesa",
      city: "Ciudad de México",
    });
  });

  it("answers null for codes of no known city, and a code of another country is not mixed up", () => {
    expect(lookupPostalCode("BRA", "99999999")).toBeNull();
    expect(lookupPostalCode("COL", "999999")).toBeNull();
    expect(lookupPostalCode("MEX", "99999")).toBeNull();
    expect(lookupPostalCode("COL", "06700")).toBeNull();
  });

  it("gives neighbourhoods bella-napoli's delivery areas serve", () => {
    const areas = bellaNapoli.delivery_areas;
    const store = bellaNapoli.general_informations.address;
    for (const cep of ["01327000", "01305000", "01418100", "01508000", "01532000", "04001000", "04101300"]) {
      const found = lookupPostalCode("BRA", cep)!;
      const quote = quoteDelivery(areas, store, 0, found);
      expect(quote.served, cep).toBe(true);
      expect(quote.area_name, cep).toBe(found.neighborhood);
    }
    expect(quoteDelivery(areas, store, 0, lookupPostalCode("BRA", "05425070")!).served).toBe(false);
  });

  it("gives places the taqueria's distance bands serve", () => {
    const store = taqueriaElGuero.general_informations.address;
    for (const cep of ["06700", "06140", "06600", "06000", "03100"]) {
      expect(quoteDelivery(taqueriaElGuero.delivery_areas, store, 0, lookupPostalCode("MEX", cep)!).served, cep).toBe(
        true,
      );
    }
  });
});
