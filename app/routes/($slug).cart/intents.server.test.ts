import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { cartIntentSchema } from "./intents.server";

const parse = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema: cartIntentSchema });
};
const errorsOf = (fields: [string, string][]) => {
  const submission = parse(fields);
  expect(submission.status).toBe("error");
  return submission.reply().error;
};

describe("cart page forms", () => {
  it("reads a step of one line as +1 or −1", () => {
    const submission = parse([
      ["intent", "step"],
      ["kind", "items"],
      ["id", "12"],
      ["increment", "-1"],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "step",
      kind: "items",
      id: 12,
      increment: -1,
    });
  });

  it.each(["2", "0", "1.5", "NaN", "0x1", "", "+1"])("refuses a step of %j instead of guessing", (increment) => {
    expect(
      errorsOf([
        ["intent", "step"],
        ["kind", "pizzas"],
        ["id", "3"],
        ["increment", increment],
      ]),
    ).toHaveProperty("increment");
  });

  it.each([
    ["kind", "drinks"],
    ["id", "1e3"],
    ["id", "-4"],
    ["id", "abc"],
  ])("refuses a forged line (%s=%j)", (name, value) => {
    const fields: [string, string][] = [
      ["intent", "remove"],
      ["kind", "items"],
      ["id", "5"],
    ];
    expect(errorsOf([...fields.filter(([field]) => field !== name), [name, value]])).toHaveProperty(name, [
      "form.invalid",
    ]);
  });

  it("refuses an unknown intent and a post with no intent", () => {
    expect(errorsOf([["intent", "explode"]])).toHaveProperty("intent");
    expect(errorsOf([])).toHaveProperty("intent");
  });

  it("keeps notes up to 500 characters, clears them when empty, refuses longer ones with the limit", () => {
    const kept = parse([
      ["intent", "notes"],
      ["notes", `  ${"a".repeat(500)}  `],
    ]);
    expect(kept.status === "success" && kept.value).toEqual({ intent: "notes", notes: "a".repeat(500) });
    const cleared = parse([
      ["intent", "notes"],
      ["notes", "   "],
    ]);
    expect(cleared.status === "success" && cleared.value).toEqual({ intent: "notes", notes: null });
    expect(
      errorsOf([
        ["intent", "notes"],
        ["notes", "a".repeat(501)],
      ]),
    ).toEqual({ notes: ["form.tooLong"] });
  });

  it("reads a step of one order extra as +1 or −1, like a line's", () => {
    const submission = parse([
      ["intent", "extra"],
      ["id", "31"],
      ["increment", "1"],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({ intent: "extra", id: 31, increment: 1 });
    const less = parse([
      ["intent", "extra"],
      ["id", "31"],
      ["increment", "-1"],
    ]);
    expect(less.status === "success" && less.value).toEqual({ intent: "extra", id: 31, increment: -1 });
  });

  it.each(["2", "0", "1.5", "", "+1"])("refuses an extra's step of %j", (increment) => {
    expect(
      errorsOf([
        ["intent", "extra"],
        ["id", "31"],
        ["increment", increment],
      ]),
    ).toHaveProperty("increment");
  });

  it.each(["abc", "-4", "1e3", ""])("refuses a forged extra id %j", (id) => {
    expect(
      errorsOf([
        ["intent", "extra"],
        ["id", id],
        ["increment", "1"],
      ]),
    ).toHaveProperty("id");
  });

  it("takes delivery or takeout as a mode, nothing else (table service starts from a QR code)", () => {
    expect(
      parse([
        ["intent", "mode"],
        ["type", "TAKEOUT"],
      ]).status,
    ).toBe("success");
    expect(
      errorsOf([
        ["intent", "mode"],
        ["type", "TABLE"],
      ]),
    ).toHaveProperty("type");
  });

  it("needs a neighbourhood of at most 80 characters", () => {
    expect(
      errorsOf([
        ["intent", "area"],
        ["neighborhood", "  "],
      ]),
    ).toEqual({ neighborhood: ["cart.area.needed"] });
    expect(
      errorsOf([
        ["intent", "area"],
        ["neighborhood", "b".repeat(81)],
      ]),
    ).toEqual({ neighborhood: ["form.tooLong"] });
  });
});
