import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MENU_ERRORS as E } from "../../../contract";
import { firstErrors } from "~/lib/page/form-fields.server";
import { groupFormField, groupFormSchema, itemFormField, itemFormSchema } from "./console-menu.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** A refused submission's first error per field; none for one that passed. */
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) =>
  firstErrors(submission.status === "success" ? {} : submission.error);

const dish = { category_id: "3", name: "Pizza de abobrinha", description: "", tags: "", enabled: "on" };
const parseItem = (fields: Record<string, string>, currency: "BRL" | "COP" | "MXN" = "BRL") =>
  parseWithZod(form({ ...dish, ...fields }), { schema: itemFormSchema(currency) });

describe("a dish's prices as the owner types them", () => {
  it.each(["34,90", "34.90", "R$ 34,90", "R$34,90", " 34,9 "])(
    "reads %j at a Brazilian store as 3490 cents",
    (typed) => {
      const submission = parseItem({ price: typed });
      expect(submission.status).toBe("success");
      expect(submission.status === "success" && submission.value).toMatchObject({ price: 3490, original_price: null });
    },
  );

  it("keeps the price the customer pays as `price`, the price before the promotion as `original_price`", () => {
    const submission = parseItem({ price: "34,90", promotional_price: "29,90" });
    expect(submission.status === "success" && submission.value).toMatchObject({ price: 2990, original_price: 3490 });
  });

  it("reads whole pesos at a Colombian store and refuses cents there", () => {
    expect(parseItem({ price: "$ 18.000" }, "COP").status === "success").toBe(true);
    expect(errorsOf(parseItem({ price: "18.000,50" }, "COP"))).toEqual({ price: E.priceInvalid });
  });

  it("refuses a missing, garbled, too high or negative price, and a promotion not below the price, on their fields", () => {
    expect(errorsOf(parseItem({ price: "" }))).toEqual({ price: E.priceRequired });
    expect(errorsOf(parseItem({ price: "trinta" }))).toEqual({ price: E.priceInvalid });
    expect(errorsOf(parseItem({ price: "-5" }))).toEqual({ price: E.priceInvalid });
    expect(errorsOf(parseItem({ price: "99.999,00" }))).toEqual({ price: E.priceTooHigh });
    expect(errorsOf(parseItem({ price: "30", promotional_price: "30,00" }))).toEqual({
      promotional_price: E.promotionNotBelow,
    });
  });

  it("splits the tags at commas, and refuses a ninth tag", () => {
    const submission = parseItem({ price: "10", tags: " gelada, +18 ,, " });
    expect(submission.status === "success" && submission.value.tags).toEqual(["gelada", "+18"]);
    expect(errorsOf(parseItem({ price: "10", tags: "a,b,c,d,e,f,g,h,i" }))).toEqual({ tags: E.tagsTooMany });
  });

  it("reads an empty serves as none, and refuses 0 or a word", () => {
    const submission = parseItem({ price: "10", serves: "" });
    expect(submission.status === "success" && submission.value.serves).toBeNull();
    expect(errorsOf(parseItem({ price: "10", serves: "0" }))).toEqual({ serves: E.servesInvalid });
    expect(errorsOf(parseItem({ price: "10", serves: "duas" }))).toEqual({ serves: E.servesInvalid });
  });

  it("names the API's refusal of a price on the field the owner typed it in", () => {
    expect(itemFormField("original_price", E.promotionNotBelow, true)).toBe("promotional_price");
    expect(itemFormField("price", E.priceTooHigh, true)).toBe("promotional_price");
    expect(itemFormField("price", E.priceTooHigh, false)).toBe("price");
    expect(itemFormField("original_price", E.priceTooHigh, true)).toBe("price");
  });
});

describe("an option group's form", () => {
  const parseGroup = (fields: Record<string, string>) =>
    parseWithZod(form({ name: "Borda", ...fields }), { schema: groupFormSchema("BRL") });

  it("sends its named rows in order, without those emptied or ticked to remove; a required group chooses at least one", () => {
    const submission = parseGroup({
      required: "on",
      min: "",
      max: "1",
      "options[0].id": "7",
      "options[0].name": "Catupiry",
      "options[0].price": "8,00",
      "options[0].enabled": "on",
      "options[1].id": "8",
      "options[1].name": "Cheddar",
      "options[1].remove": "on",
      "options[2].name": "",
      "options[2].price": "5",
      "options[3].name": "Sem borda",
      "options[3].price": "",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Borda",
      min: 1,
      max: 1,
      options: [
        { id: 7, name: "Catupiry", price: 800, enabled: true },
        { name: "Sem borda", price: 0, enabled: false },
      ],
      rows: [0, 3],
    });
  });

  it("refuses a row's bad price on that row, and a group with no option or a maximum above its options", () => {
    expect(errorsOf(parseGroup({ max: "1", "options[0].name": "Catupiry", "options[0].price": "oito" }))).toEqual({
      "options[0].price": E.priceInvalid,
    });
    expect(errorsOf(parseGroup({ max: "1" }))).toEqual({ options: E.optionsRequired });
    expect(errorsOf(parseGroup({ max: "3", "options[0].name": "Catupiry" }))).toEqual({
      max: E.maxAboveOptions,
    });
    expect(errorsOf(parseGroup({ max: "um", "options[0].name": "Catupiry" }))).toEqual({
      max: E.choicesInvalid,
    });
  });

  it("names an API refusal of an option by the row shown, not by its place among the rows kept", () => {
    expect(groupFormField("options[1].price", [0, 3])).toBe("options[3].price");
    expect(groupFormField("options", [0, 3])).toBe("options");
    expect(groupFormField("max", [0])).toBe("max");
  });
});
