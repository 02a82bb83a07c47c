import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { schedulingIntentSchema } from "./intents.server";

const parse = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: schedulingIntentSchema });
};

describe("the scheduling form", () => {
  it("takes 'as soon as possible' or a slot's start, and where to go back", () => {
    expect(parse({ intent: "when", when: "asap" })).toMatchObject({
      status: "success",
      value: { when: "asap", from: "cart" },
    });
    expect(parse({ intent: "when", when: "2026-11-26T00:00:00.000Z", from: "checkout" })).toMatchObject({
      status: "success",
      value: { when: "2026-11-26T00:00:00.000Z", from: "checkout" },
    });
  });

  it("refuses no choice or something that is not a time with 'choose a time', and any other return page", () => {
    for (const when of [undefined, "", "amanhã", "2026-11-26", "2026-13-40T99:00:00Z"]) {
      const result = parse({ intent: "when", ...(when === undefined ? {} : { when }) });
      expect(result.status, String(when)).toBe("error");
      expect(result.reply().error?.when).toEqual(["scheduling.errors.pick"]);
    }
    expect(parse({ intent: "when", when: "asap", from: "https://elsewhere.example" }).status).toBe("error");
  });
});
