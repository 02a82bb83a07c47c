import type { MantineColorsTuple, MantineThemeOverride } from "@mantine/core";
import type { ColorShades } from "../../../contract";
import { mix, type MerchantTheme } from "../../../contract/formats/theme-colors";
import { schemeColors, type Scheme, type SchemeColors } from "../../../contract/formats/theme-contrast";

export { contrastRatio, luminance, readableTextColor } from "../../../contract/formats/contrast";
export * from "../../../contract/formats/theme-colors";
export * from "../../../contract/formats/theme-contrast";

export const COLOR_VARIABLES: Record<keyof SchemeColors, string> = {
  buttonBg: "--mantine-primary-color-filled",
  buttonHoverBg: "--mantine-primary-color-filled-hover",
  buttonText: "--mantine-primary-color-contrast",
  tintBg: "--mantine-primary-color-light",
  tintText: "--mantine-primary-color-light-color",
  accent: "--mantine-color-anchor",
  focus: "--c-focus",
  text: "--mantine-color-text",
  dimmed: "--mantine-color-dimmed",
  error: "--mantine-color-error",
  errorBg: "--mantine-color-red-light",
  errorText: "--mantine-color-red-light-color",
  successBg: "--mantine-color-green-light",
  successText: "--mantine-color-green-light-color",
  inputBorder: "--c-input-border",
};

export function colorVariables(theme: MerchantTheme, scheme: Scheme): Record<string, string> {
  const colors = schemeColors(theme, scheme);
  return Object.fromEntries(
    (Object.keys(COLOR_VARIABLES) as (keyof SchemeColors)[]).map((role) => [COLOR_VARIABLES[role], colors[role]]),
  );
}

/** Pure is shade 6. */
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
