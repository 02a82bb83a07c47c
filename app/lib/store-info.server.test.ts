import { describe, expect, it } from "vitest";
import { displayPhone } from "./store-info.server";

describe("displayPhone", () => {
  it.each([
    ["5511987654321", "national", "(11) 98765-4321"],
    ["5511987654321", "international", "+55 11 98765 4321"],
    ["573001234567", "international", "+57 300 1234567"],
    ["525512345678", "national", "55 1234 5678"],
    ["5512", "national", "5512"],
  ] as const)("%s %s -> %s", (digits, style, expected) => {
    expect(displayPhone(digits, style)).toBe(expected);
  });
});
