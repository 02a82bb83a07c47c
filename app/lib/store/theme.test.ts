import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  DEFAULT_BRAND,
  DEFAULT_HIGHLIGHT,
  merchantTheme,
  mix,
  readableTextColor,
  shadesToTuple,
} from "./theme";
import { themeCss } from "./theme.server";

const greenBrand = { pure: "#1b5e20", light: "#66bb6a", medium: "#388e3c", dark: "#0d3311" };
const yellowHighlight = { pure: "#ffd600", light: "#ffee58", medium: "#fdd835", dark: "#c7a500" };

describe("merchantTheme", () => {
  it("falls back to the default theme of core spec §3 without stylizations", () => {
    const theme = merchantTheme(null);
    expect(theme.brand).toEqual(DEFAULT_BRAND);
    expect(theme.highlight).toEqual(DEFAULT_HIGHLIGHT);
    expect(DEFAULT_BRAND.pure).toBe("#202125");
    expect(DEFAULT_HIGHLIGHT.pure).toBe("#ff3a01");
  });

  it("falls back family by family", () => {
    const theme = merchantTheme({ brand_colors: greenBrand, highlight_colors: null, logo: null });
    expect(theme.brand).toEqual(greenBrand);
    expect(theme.highlight).toEqual(DEFAULT_HIGHLIGHT);
  });

  it("picks readable text on the brand and highlight colours", () => {
    const theme = merchantTheme({ brand_colors: greenBrand, highlight_colors: yellowHighlight, logo: null });
    expect(theme.onBrand).toBe("#ffffff");
    expect(theme.onHighlight).toBe("#000000");
    expect(contrastRatio(theme.onBrand, greenBrand.pure)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("colour helpers", () => {
  it("mixes and measures contrast like WCAG", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(readableTextColor("#202125")).toBe("#ffffff");
    expect(readableTextColor("#ffee58")).toBe("#000000");
  });

  it("spreads four shades into Mantine's ten with the merchant's own at light, medium, pure, dark", () => {
    const tuple = shadesToTuple(greenBrand);
    expect(tuple).toHaveLength(10);
    expect([tuple[3], tuple[5], tuple[6], tuple[8]]).toEqual([
      greenBrand.light,
      greenBrand.medium,
      greenBrand.pure,
      greenBrand.dark,
    ]);
  });
});

describe("themeCss", () => {
  it("sends the merchant's highlight as the buttons' colour, with readable text, without Mantine's defaults", () => {
    const css = themeCss(merchantTheme({ brand_colors: greenBrand, highlight_colors: yellowHighlight, logo: null }));
    expect(css).toContain(`--mantine-color-highlight-6: ${yellowHighlight.pure}`);
    expect(css).toContain(`--mantine-color-brand-6: ${greenBrand.pure}`);
    // The store's bar: the brand with its readable text (no JavaScript paints it).
    expect(css).toContain(`--c-brand: ${greenBrand.pure}`);
    expect(css).toContain(
      `--c-on-brand: ${merchantTheme({ brand_colors: greenBrand, highlight_colors: yellowHighlight, logo: null }).onBrand}`,
    );
    expect(css).toContain(`--mantine-primary-color-filled: ${yellowHighlight.pure}`);
    // Black text on yellow, as on the default theme's orange: mantine.css already says so.
    expect(css).not.toContain("--mantine-primary-color-contrast");
    expect(css).not.toContain("--mantine-color-red-6");
  });
});
