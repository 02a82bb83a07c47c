import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from "@mantine/core";
import { mantineTheme, type MerchantTheme } from "./theme";

const defaults = defaultCssVariablesResolver(DEFAULT_THEME);

function withoutDefaults(section: Record<string, string>, base: Record<string, string>) {
  return Object.fromEntries(Object.entries(section).filter(([name, value]) => base[name] !== value));
}

/**
 * The merchant's Mantine CSS variables (brand and highlight shades, primary colour, light and
 * dark), computed on the server with Mantine's own resolver. Only what differs from Mantine's
 * default-css-variables.css is sent, and no Mantine JavaScript is needed to paint the theme.
 */
export function themeCss(theme: MerchantTheme): string {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, mantineTheme(theme)));
  const variables: ConvertCSSVariablesInput = {
    variables: withoutDefaults(resolved.variables, defaults.variables),
    light: withoutDefaults(resolved.light, defaults.light),
    dark: withoutDefaults(resolved.dark, defaults.dark),
  };
  return convertCssVariables(variables, ":root");
}
