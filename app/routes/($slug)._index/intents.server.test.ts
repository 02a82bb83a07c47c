import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { menuIntentSchema } from "./intents.server";

const parse = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema: menuIntentSchema });
};
const item = (quantity: string, notes = ""): [string, string][] => [
  ["intent", "add-item"],
  ["itemId", "101"],
  ["options.3", "7"],
  ["quantity", quantity],
  ["notes", notes],
];

describe("menu forms", () => {
  it("reads an item with its options, one field per group, its quantity and notes", () => {
    const one = parse(item("3", " sem cebola "));
    expect(one.status === "success" && one.value).toEqual({
      intent: "add-item",
      itemId: 101,
      options: [7],
      quantity: 3,
      notes: "sem cebola",
    });
    // Two single-choice groups (bread and doneness) and a multiple-choice group with two extras.
    const several = parse([...item("1"), ["options.4", "8"], ["options.5", "11"], ["options.5", "12"]]);
    expect(several.status === "success" && several.value).toMatchObject({ options: [7, 8, 11, 12], notes: null });
    const none = parse([
      ["intent", "add-item"],
      ["itemId", "101"],
      ["quantity", "1"],
    ]);
    expect(none.status === "success" && none.value).toMatchObject({ options: [] });
  });

  it.each(["NaN", "1.5", "0x10", "", "0", "100", "1e1", "-2"])(
    "refuses a quantity of %j with a message, never another number",
    (quantity) => {
      const submission = parse(item(quantity));
      expect(submission.status).toBe("error");
      expect(submission.reply().error).toHaveProperty("quantity");
    },
  );

  it("refuses notes over 140 characters instead of cutting them", () => {
    expect(parse(item("1", "n".repeat(140))).status).toBe("success");
    expect(parse(item("1", "n".repeat(141))).reply().error).toEqual({ notes: ["form.tooLong"] });
  });

  it("refuses a forged option or item id", () => {
    expect(Object.keys(parse([...item("1"), ["options.4", "x"]]).reply().error ?? {})).toEqual([
      expect.stringMatching(/^options/),
    ]);
    expect(parse([...item("1"), ["options.x", "8"]]).status).toBe("error");
    expect(
      parse([
        ["intent", "add-item"],
        ["itemId", "0x1"],
        ["quantity", "1"],
      ]).reply().error,
    ).toHaveProperty("itemId");
  });

  it("reads the pizza builder's last step strictly too", () => {
    expect(
      parse([
        ["intent", "add-pizza"],
        ["quantity", "2"],
        ["notes", ""],
      ]).status,
    ).toBe("success");
    expect(
      parse([
        ["intent", "add-pizza"],
        ["quantity", "2.5"],
      ]).reply().error,
    ).toHaveProperty("quantity");
  });

  it("reads the fidelity congratulations' close with its programme id only (issue 16)", () => {
    const seen = parse([
      ["intent", "fidelity-seen"],
      ["programId", "1"],
    ]);
    expect(seen.status === "success" && seen.value).toEqual({ intent: "fidelity-seen", programId: 1 });
    expect(
      parse([
        ["intent", "fidelity-seen"],
        ["programId", "1; DROP"],
      ]).reply().error,
    ).toHaveProperty("programId");
    expect(parse([["intent", "fidelity-seen"]]).status).toBe("error");
  });
});

describe("the points alert's form", () => {
  it("reads the day it was closed for, and whether the customer goes to their points", () => {
    const closed = parse([
      ["intent", "dismiss-points-alert"],
      ["key", "2026-06-19"],
    ]);
    expect(closed.status === "success" && closed.value).toEqual({ intent: "dismiss-points-alert", key: "2026-06-19" });
    const toPoints = parse([
      ["intent", "dismiss-points-alert"],
      ["key", "2026-06-19"],
      ["then", "loyalty"],
    ]);
    expect(toPoints.status === "success" && toPoints.value).toMatchObject({ then: "loyalty" });
    expect(
      parse([
        ["intent", "dismiss-points-alert"],
        ["then", "https://evil.test"],
      ]).status,
    ).not.toBe("success");
  });
});
