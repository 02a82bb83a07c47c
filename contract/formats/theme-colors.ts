import type { ColorShades, Stylizations } from "../merchant";
import { readableTextColor } from "./contrast";

export { mix } from "./contrast";

// A merchant's brand as the storefront themes it (decision 015); what it does to keep each colour
// readable is in theme-contrast.ts, apart, so the pages that only theme do not carry it.

/** Core spec §3. */
export const DEFAULT_BRAND: ColorShades = { pure: "#202125", light: "#5c5d63", medium: "#3a3b40", dark: "#111114" };
export const DEFAULT_HIGHLIGHT: ColorShades = { pure: "#ff3a01", light: "#ff8a66", medium: "#ff6233", dark: "#c22c00" };

export interface MerchantTheme {
  brand: ColorShades;
  highlight: ColorShades;
  onBrand: string;
  onHighlight: string;
}

export function merchantTheme(stylizations: Stylizations | null | undefined): MerchantTheme {
  const brand = stylizations?.brand_colors ?? DEFAULT_BRAND;
  const highlight = stylizations?.highlight_colors ?? DEFAULT_HIGHLIGHT;
  return { brand, highlight, onBrand: readableTextColor(brand.pure), onHighlight: readableTextColor(highlight.pure) };
}
