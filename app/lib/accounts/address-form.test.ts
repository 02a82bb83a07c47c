import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { fillFromLookup, fieldsOfValues, placeMismatch, EMPTY_ADDRESS } from "./address-form";
import { addressFormSchema, addressIntent, toAddressInput } from "./address-schema.server";

const noReference = { enabled_reference_point: false, required_reference_point: false };
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};
const complete = {
  intent: "save",
  label: "HOME",
  zip_code: "01310-100",
  street: "Av. Paulista",
  number: "1000",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
};

describe("addressFormSchema", () => {
  it("takes a complete Brazilian address and sends the CEP as 8 digits", () => {
    const submission = parseWithZod(form(complete), { schema: addressFormSchema("BRA", noReference) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success" || submission.value.intent !== "save") throw new Error("refused");
    expect(toAddressInput("BRA", submission.value)).toMatchObject({
      name: "HOME",
      zip_code: "01310100",
      country: "BRA",
      complement: null,
      reference_point: null,
      latitude: null,
    });
  });

  it("refuses the required fields empty and a CEP of the wrong shape", () => {
    const submission = parseWithZod(form({ intent: "save", label: "HOME", zip_code: "0131" }), {
      schema: addressFormSchema("BRA", noReference),
    });
    const errors = submission.reply().error ?? {};
    expect(errors.zip_code).toEqual(["validation.cepInvalid"]);
    for (const field of ["street", "number", "neighborhood", "city", "state"])
      expect(errors[field]).toEqual(["validation.required"]);
  });

  it("requires the reference point only when the store says so", () => {
    const required = parseWithZod(form(complete), {
      schema: addressFormSchema("BRA", { enabled_reference_point: true, required_reference_point: true }),
    });
    expect(required.reply().error?.reference_point).toEqual(["validation.required"]);
    const optional = parseWithZod(form(complete), {
      schema: addressFormSchema("BRA", { enabled_reference_point: true, required_reference_point: false }),
    });
    expect(optional.status).toBe("success");
  });

  it("takes the postal code of the merchant's country: Colombia 6 digits, Mexico 5", () => {
    expect(
      parseWithZod(form({ intent: "lookup", zip_code: "110111" }), { schema: addressFormSchema("COL", noReference) })
        .status,
    ).toBe("success");
    expect(
      parseWithZod(form({ intent: "lookup", zip_code: "06700" }), { schema: addressFormSchema("COL", noReference) })
        .status,
    ).toBe("error");
    expect(
      parseWithZod(form({ intent: "lookup", zip_code: "06700" }), { schema: addressFormSchema("MEX", noReference) })
        .status,
    ).toBe("success");
  });

  it("refuses a label that is not Casa, Trabalho or Outro", () => {
    const submission = parseWithZod(form({ ...complete, label: "CASTLE" }), {
      schema: addressFormSchema("BRA", noReference),
    });
    expect(submission.reply().error?.label).toEqual(["addresses.errors.label"]);
  });
});

describe("lookup and mismatch", () => {
  const found = {
    zip_code: "01310100",
    street: "Avenida Paulista",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    country: "BRA" as const,
    latitude: -23.56,
    longitude: -46.65,
  };

  it("fills the form from the postal code, keeping what was typed elsewhere", () => {
    const typed = fieldsOfValues({ number: "42", complement: "ap 3", street: "" });
    expect(fillFromLookup("BRA", typed, found)).toMatchObject({
      zip_code: "01310-100",
      street: "Avenida Paulista",
      number: "42",
      complement: "ap 3",
      city: "São Paulo",
      latitude: "-23.56",
    });
    expect(fillFromLookup("BRA", { ...EMPTY_ADDRESS, street: "Rua A" }, { ...found, street: null }).street).toBe(
      "Rua A",
    );
  });

  it("asks to confirm a city that is not the postal code's, not one written differently", () => {
    expect(placeMismatch(found, "sao  paulo", "sp")).toBeNull();
    expect(placeMismatch(found, "Curitiba", "PR")).toEqual({
      zipCity: "São Paulo",
      zipState: "SP",
      city: "Curitiba",
      state: "PR",
    });
    expect(placeMismatch(found, "São Paulo", "São Paulo")).toBeNull();
  });
});

describe("addressIntent", () => {
  it("reads Enter (or no button) as a lookup of a postal code typed on an empty address, else as save; a button's own intent stays", () => {
    const intentOf = (entries: Record<string, string>) => addressIntent(form(entries)).get("intent");
    expect(intentOf({ intent: "enter", zip_code: "01310-100", street: "" })).toBe("lookup");
    expect(intentOf({ zip_code: "01310-100" })).toBe("lookup");
    expect(intentOf({ ...complete, intent: "enter" })).toBe("save");
    expect(intentOf({ intent: "enter", zip_code: "", street: "" })).toBe("save");
    expect(intentOf({ ...complete, intent: "lookup" })).toBe("lookup");
    expect(intentOf({ intent: "save", zip_code: "01310-100" })).toBe("save");
  });

  it("reads Enter as a lookup of a postal code typed over the one the page showed, the street as it was; a street typed by hand saves", () => {
    const intentOf = (entries: Record<string, string>) => addressIntent(form(entries)).get("intent");
    const shown = { ...complete, intent: "enter", drawn_zip_code: complete.zip_code, drawn_street: complete.street };
    expect(intentOf({ ...shown, zip_code: "20040-002" })).toBe("lookup");
    expect(intentOf(shown)).toBe("save");
    expect(intentOf({ ...shown, zip_code: "20040-002", street: "Rua Nova" })).toBe("save");
  });
});
