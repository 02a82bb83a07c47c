import type { MantineColorsTuple, MantineThemeOverride } from "@mantine/core";
import type { ColorShades, Stylizations } from "../../contract";

/** Default theme of core spec §3: brand family around #202125, highlight family around #FF3A01. */
export const DEFAULT_BRAND: ColorShades = { pure: "#202125", light: "#5c5d63", medium: "#3a3b40", dark: "#111114" };
export const DEFAULT_HIGHLIGHT: ColorShades = { pure: "#ff3a01", light: "#ff8a66", medium: "#ff6233", dark: "#c22c00" };

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** Mixes `a` towards `b` by `amount` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const [ra, ga, ba] = toRgb(a);
  const [rb, gb, bb] = toRgb(b);
  return toHex([ra + (rb - ra) * amount, ga + (gb - ga) * amount, ba + (bb - ba) * amount]);
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableTextColor(background: string): "#000000" | "#ffffff" {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#000000") ? "#ffffff" : "#000000";
}

/** The ten shades Mantine wants, spread around the merchant's four (pure is shade 6). */
export function shadesToTuple(shades: ColorShades): MantineColorsTuple {
  return [
    mix(shades.light, "#ffffff", 0.85),
    mix(shades.light, "#ffffff", 0.6),
    mix(shades.light, "#ffffff", 0.3),
    shades.light,
    mix(shades.light, shades.medium, 0.5),
    shades.medium,
    shades.pure,
    mix(shades.pure, shades.dark, 0.5),
    shades.dark,
    mix(shades.dark, "#000000", 0.4),
  ];
}

export interface MerchantTheme {
  brand: ColorShades;
  highlight: ColorShades;
  /** Text colour on the brand colour (header) and on the highlight colour (buttons). */
  onBrand: string;
  onHighlight: string;
}

/** The merchant's colours, falling back shade family by family to the default theme. */
export function merchantTheme(stylizations: Stylizations | null | undefined): MerchantTheme {
  const brand = stylizations?.brand_colors ?? DEFAULT_BRAND;
  const highlight = stylizations?.highlight_colors ?? DEFAULT_HIGHLIGHT;
  return { brand, highlight, onBrand: readableTextColor(brand.pure), onHighlight: readableTextColor(highlight.pure) };
}

/** Mantine theme override for a merchant: "highlight" drives buttons and links, "brand" the header. */
export function mantineTheme(theme: MerchantTheme): MantineThemeOverride {
  return {
    colors: { brand: shadesToTuple(theme.brand), highlight: shadesToTuple(theme.highlight) },
    primaryColor: "highlight",
    autoContrast: true,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
    defaultRadius: "md",
    cursorType: "pointer",
  };
}
