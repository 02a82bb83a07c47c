import type { ColorShades } from "../merchant";
import { contrastRatio, mix, readableTextColor } from "./contrast";
import type { MerchantTheme } from "./theme-colors";

// The colours the storefront draws from a merchant's brand, each text and outline brought to WCAG AA
// (decision 015). Pure, so the console and the API say what the storefront will do with a colour
// (decision 105).

/** WCAG 2.2 AA: text (1.4.3) and focus rings, control borders, checked states (1.4.11). */
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_NON_TEXT_CONTRAST = 3;

/** The merchant's colour as little changed as the ratio allows (1 % steps). */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  min: number,
  towards: "#000000" | "#ffffff",
): string {
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(color, towards, step / 100);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= min)) return candidate;
  }
  return towards;
}

export type Scheme = "light" | "dark";
export const SCHEMES: readonly Scheme[] = ["light", "dark"];

/** Mantine's neutral surfaces text and rings sit on. */
export const SURFACES: Record<Scheme, { body: string; default: string; defaultHover: string }> = {
  light: { body: "#ffffff", default: "#ffffff", defaultHover: "#f8f9fa" },
  dark: { body: "#242424", default: "#2e2e2e", defaultHover: "#3b3b3b" },
};

const NEUTRAL_START: Record<
  Scheme,
  { text: string; dimmed: string; error: string; success: string; inputBorder: string }
> = {
  light: { text: "#000000", dimmed: "#868e96", error: "#fa5252", success: "#40c057", inputBorder: "#ced4da" },
  dark: { text: "#c9c9c9", dimmed: "#828282", error: "#fa5252", success: "#40c057", inputBorder: "#424242" },
};

const TINT: Record<Scheme, number> = { light: 0.1, dark: 0.15 };

/**
 * Text >= 4.5:1 against every surface and tint it may sit on; focus ring, checked controls and input
 * borders >= 3:1 (decision 015). The merchant's colour is kept where it already holds.
 */
export interface SchemeColors {
  /** The merchant's highlight, untouched. */
  buttonBg: string;
  buttonHoverBg: string;
  buttonText: string;
  tintBg: string;
  tintText: string;
  accent: string;
  focus: string;
  text: string;
  dimmed: string;
  error: string;
  errorBg: string;
  errorText: string;
  successBg: string;
  successText: string;
  inputBorder: string;
}

export function schemeColors(theme: MerchantTheme, scheme: Scheme): SchemeColors {
  const surface = SURFACES[scheme];
  const neutral = NEUTRAL_START[scheme];
  const away = scheme === "light" ? "#000000" : "#ffffff";
  const highlight = theme.highlight.pure.toLowerCase();
  const buttonText = readableTextColor(highlight);
  const tintBg = mix(surface.body, highlight, TINT[scheme]);
  const surfaces = [surface.body, surface.default, surface.defaultHover, tintBg];
  const errorBg = mix(surface.body, neutral.error, TINT[scheme]);
  const successBg = mix(surface.body, neutral.success, TINT[scheme]);
  return {
    buttonBg: highlight,
    // Hovering moves the background away from its text: the ratio only grows.
    buttonHoverBg: mix(highlight, buttonText === "#ffffff" ? "#000000" : "#ffffff", 0.15),
    buttonText,
    tintBg,
    tintText: ensureContrast(highlight, [tintBg, surface.body], MIN_TEXT_CONTRAST, away),
    accent: ensureContrast(highlight, surfaces, MIN_TEXT_CONTRAST, away),
    focus: ensureContrast(highlight, surfaces, MIN_NON_TEXT_CONTRAST, away),
    text: ensureContrast(neutral.text, surfaces, MIN_TEXT_CONTRAST, away),
    dimmed: ensureContrast(neutral.dimmed, surfaces, MIN_TEXT_CONTRAST, away),
    error: ensureContrast(neutral.error, surfaces, MIN_TEXT_CONTRAST, away),
    errorBg,
    errorText: ensureContrast(neutral.error, [errorBg, surface.body], MIN_TEXT_CONTRAST, away),
    successBg,
    successText: ensureContrast(neutral.success, [successBg, surface.body], MIN_TEXT_CONTRAST, away),
    inputBorder: ensureContrast(
      neutral.inputBorder,
      [surface.body, surface.default, surface.defaultHover],
      MIN_NON_TEXT_CONTRAST,
      away,
    ),
  };
}

/** The theme of two picked colours, as merchantTheme makes it of the document they are saved in. */
export function themeOf(brand: string, highlight: string): MerchantTheme {
  return {
    brand: shadesOf(brand),
    highlight: shadesOf(highlight),
    onBrand: readableTextColor(brand),
    onHighlight: readableTextColor(highlight),
  };
}

/** The four shades the document keeps, from the one colour an owner picks (the storefront's palette runs through them). */
export function shadesOf(pure: string): ColorShades {
  const color = pure.toLowerCase();
  return {
    pure: color,
    light: mix(color, "#ffffff", 0.4),
    medium: mix(color, "#ffffff", 0.2),
    dark: mix(color, "#000000", 0.25),
  };
}

const ratioOf = (a: string, b: string) => Math.floor(contrastRatio(a, b) * 100) / 100;

/** Where the storefront draws the primary colour as text on a page of `scheme` and has to change it. */
export interface ColorAdjustment {
  scheme: Scheme;
  /** The owner's colour against the page's lightest (or darkest) surface it sits on, rounded down. */
  ratio: number;
  /** What the storefront draws instead: the shade closest to the owner's that reaches MIN_TEXT_CONTRAST. */
  used: string;
}

/** A colour as a button or header background, with the text the storefront puts on it. */
export interface ColorOnText {
  color: string;
  text: "#000000" | "#ffffff";
  ratio: number;
}

/**
 * What the storefront does with a merchant's colours (the same functions it draws with): the text on
 * each (black or white, always AA) and, per scheme, the primary colour changed where it is text on
 * the page.
 */
export function brandContrast(theme: MerchantTheme): {
  brand: ColorOnText;
  highlight: ColorOnText;
  adjustments: ColorAdjustment[];
} {
  const on = (color: string): ColorOnText => {
    const text = readableTextColor(color);
    return { color, text, ratio: ratioOf(color, text) };
  };
  const highlight = theme.highlight.pure.toLowerCase();
  const adjustments = SCHEMES.flatMap((scheme): ColorAdjustment[] => {
    const colors = schemeColors(theme, scheme);
    if (colors.accent === highlight) return [];
    const surface = SURFACES[scheme];
    const surfaces = [surface.body, surface.default, surface.defaultHover, colors.tintBg];
    const ratio = Math.min(...surfaces.map((background) => ratioOf(highlight, background)));
    return [{ scheme, ratio, used: colors.accent }];
  });
  return { brand: on(theme.brand.pure.toLowerCase()), highlight: on(highlight), adjustments };
}
