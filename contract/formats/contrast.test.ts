import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextColor } from "./contrast";

describe("readableTextColor", () => {
  it.each([
    ["#ffffff", "#000000"],
    ["#ff3a01", "#000000"],
    ["#777777", "#000000"],
    ["#595959", "#ffffff"],
    ["#202125", "#ffffff"],
    ["#C62828", "#ffffff"],
  ] as const)("on %s writes in %s", (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  it("always reads at 4.5:1 or more (WCAG AA), whatever the merchant's colour", () => {
    for (let value = 0; value <= 0xffffff; value += 0x0f0f0f / 3) {
      const background = `#${Math.round(value).toString(16).padStart(6, "0")}`;
      expect(contrastRatio(background, readableTextColor(background)), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("measures the WCAG ratio: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ff3a01", "#ff3a01")).toBe(1);
  });
});
