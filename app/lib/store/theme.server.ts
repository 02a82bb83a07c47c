import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from "@mantine/core";
import { colorVariables, COLOR_VARIABLES, mantineTheme, merchantTheme, type MerchantTheme } from "./theme";

const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
const ours = new Set(Object.values(COLOR_VARIABLES));
/** The default theme's colours, which app/styles/mantine.css declares (theme.test.ts keeps the two equal). */
const staticColors = {
  light: colorVariables(merchantTheme(null), "light"),
  dark: colorVariables(merchantTheme(null), "dark"),
};

function withoutDefaults(section: Record<string, string>, base: Record<string, string>) {
  return Object.fromEntries(Object.entries(section).filter(([name, value]) => base[name] !== value));
}

/** Mantine's resolver sets some of our roles too (primary colour, anchor): ours decide. */
const notOurs = (section: Record<string, string>) =>
  Object.fromEntries(Object.entries(section).filter(([name]) => !ours.has(name)));

/**
 * The merchant's CSS variables, light and dark, computed on the server: Mantine's own resolver
 * for the brand and highlight shades, then the contrast-safe colours of app/lib/store/theme.ts
 * (docs/decisions/015) where they differ from the default theme's, which mantine.css already
 * declares. Only what differs from those defaults is sent, and no JavaScript paints the theme.
 */
export function themeCss(theme: MerchantTheme): string {
  const key = JSON.stringify([theme.brand, theme.highlight]);
  let css = cache.get(key);
  if (css === undefined) {
    css = computeThemeCss(theme);
    // An isolate serves a handful of merchants: keep the last few, computing costs ~2 ms.
    if (cache.size >= 64) cache.delete(cache.keys().next().value!);
    cache.set(key, css);
  }
  return css;
}

const cache = new Map<string, string>();

function computeThemeCss(theme: MerchantTheme): string {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, mantineTheme(theme)));
  const variables: ConvertCSSVariablesInput = {
    variables: {
      ...withoutDefaults(notOurs(resolved.variables), defaults.variables),
      // The store's bar, in both schemes: the brand's colour with its readable text.
      "--c-brand": theme.brand.pure,
      "--c-on-brand": theme.onBrand,
    },
    light: {
      ...withoutDefaults(notOurs(resolved.light), defaults.light),
      ...withoutDefaults(colorVariables(theme, "light"), staticColors.light),
    },
    dark: {
      ...withoutDefaults(notOurs(resolved.dark), defaults.dark),
      ...withoutDefaults(colorVariables(theme, "dark"), staticColors.dark),
    },
  };
  return convertCssVariables(variables, ":root");
}
