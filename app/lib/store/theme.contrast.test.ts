import { readFileSync } from "node:fs";
import { DEFAULT_THEME, defaultCssVariablesResolver } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { demoMerchants } from "../../../api/seed/data";
import type { ColorShades } from "../../../contract";
import {
  colorVariables,
  contrastRatio,
  MIN_NON_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  merchantTheme,
  mix,
  SCHEMES,
  schemeColors,
  SURFACES,
  type MerchantTheme,
  type Scheme,
} from "./theme";
import { themeCss } from "./theme.server";

/** Every colour pair the storefront paints holds WCAG 2.2 AA for any merchant colour. */

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(channel(n) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** A grid over hue, saturation and lightness, the extremes, and every shade of every demo merchant. */
const gridColors: string[] = [];
for (let hue = 0; hue < 360; hue += 15) {
  for (const saturation of [0, 0.35, 0.7, 1]) {
    for (let lightness = 0; lightness <= 100; lightness += 4)
      gridColors.push(hslToHex(hue, saturation, lightness / 100));
  }
}
const demoShades = demoMerchants.flatMap((merchant) =>
  [merchant.stylizations.brand_colors, merchant.stylizations.highlight_colors].filter(
    (shades): shades is ColorShades => shades !== null,
  ),
);
const demoColors = demoShades.flatMap((shades) => [shades.pure, shades.light, shades.medium, shades.dark]);
const colors = [...new Set([...gridColors, ...demoColors, "#000000", "#ffffff", "#ff3a01", "#202125"])];

const family = (color: string): ColorShades => ({ pure: color, light: color, medium: color, dark: color });
const themeOf = (color: string) =>
  merchantTheme({ brand_colors: family(color), highlight_colors: family(color), logo: null });

/** Every text/background and non-text/background pair of a scheme, as the CSS uses them. */
function pairs(theme: MerchantTheme, scheme: Scheme): [string, string, string, number][] {
  const c = schemeColors(theme, scheme);
  const s = SURFACES[scheme];
  const surfaces = { body: s.body, default: s.default, defaultHover: s.defaultHover, tint: c.tintBg };
  const text = (name: string, color: string) =>
    Object.entries(surfaces).map(
      ([on, bg]) => [`${name} on ${on}`, color, bg, MIN_TEXT_CONTRAST] as [string, string, string, number],
    );
  const nonText = (name: string, color: string, on: Record<string, string>) =>
    Object.entries(on).map(
      ([where, bg]) => [`${name} on ${where}`, color, bg, MIN_NON_TEXT_CONTRAST] as [string, string, string, number],
    );
  return [
    ["button text on button", c.buttonText, c.buttonBg, MIN_TEXT_CONTRAST],
    ["button text on hovered button", c.buttonText, c.buttonHoverBg, MIN_TEXT_CONTRAST],
    ["tag text on tag", c.tintText, c.tintBg, MIN_TEXT_CONTRAST],
    ["tag text on body", c.tintText, s.body, MIN_TEXT_CONTRAST],
    ["error alert text on error alert", c.errorText, c.errorBg, MIN_TEXT_CONTRAST],
    ["success badge text on success badge", c.successText, c.successBg, MIN_TEXT_CONTRAST],
    ["header text on brand", theme.onBrand, theme.brand.pure, MIN_TEXT_CONTRAST],
    ...text("text", c.text),
    ...text("link", c.accent),
    ...text("dimmed", c.dimmed),
    ...text("error", c.error),
    ...nonText("focus ring", c.focus, surfaces),
    ...nonText("input border", c.inputBorder, { body: s.body, default: s.default, defaultHover: s.defaultHover }),
  ];
}

function failures(themes: [string, MerchantTheme][]): string[] {
  const found: string[] = [];
  for (const [name, theme] of themes) {
    for (const scheme of SCHEMES) {
      for (const [pair, fg, bg, min] of pairs(theme, scheme)) {
        const ratio = contrastRatio(fg, bg);
        if (!(ratio >= min)) found.push(`${name} ${scheme}: ${pair} ${fg} on ${bg} = ${ratio.toFixed(2)} < ${min}`);
      }
    }
  }
  return found;
}

// Two sweeps over every colour take about 2 s on an idle core and over 8 s beside a busy suite:
// headroom, the same checks.
describe("contrast for any merchant colour (docs/decisions/015)", { timeout: 60_000 }, () => {
  it(`holds for ${colors.length} colours over hue, saturation and lightness, in light and dark`, () => {
    expect(colors.length).toBeGreaterThan(1500);
    expect(failures(colors.map((color) => [color, themeOf(color)]))).toEqual([]);
  });

  it("holds for every demo merchant's own theme, and the default theme", () => {
    const themes = demoMerchants.map((merchant): [string, MerchantTheme] => [
      merchant.slug,
      merchantTheme(merchant.stylizations),
    ]);
    expect(failures([...themes, ["default", merchantTheme(null)]])).toEqual([]);
  });

  it("keeps the merchant's colour where it holds and changes it no more than the ratio needs", () => {
    for (const color of colors) {
      for (const scheme of SCHEMES) {
        const c = schemeColors(themeOf(color), scheme);
        const away = scheme === "light" ? "#000000" : "#ffffff";
        const surfaces = [SURFACES[scheme].body, SURFACES[scheme].default, SURFACES[scheme].defaultHover, c.tintBg];
        // Buttons keep the colour as set; only their text (black or white) is chosen.
        expect(c.buttonBg).toBe(color.toLowerCase());
        for (const [role, min] of [
          ["accent", MIN_TEXT_CONTRAST],
          ["focus", MIN_NON_TEXT_CONTRAST],
        ] as const) {
          const holds = (candidate: string) => surfaces.every((bg) => contrastRatio(candidate, bg) >= min);
          if (holds(color)) expect(c[role], `${role} of ${color} in ${scheme}`).toBe(color.toLowerCase());
          else {
            // The first 1 % step that holds: one step less towards black/white does not.
            const amount = [...Array(101).keys()].find((step) => mix(color, away, step / 100) === c[role]);
            expect(amount, `${role} of ${color} in ${scheme} is a mix towards ${away}`).toBeDefined();
            expect(holds(mix(color, away, (amount! - 1) / 100))).toBe(false);
          }
        }
      }
    }
  });

  it("sends only opaque #rrggbb colours", () => {
    for (const color of [...demoColors, "#ABCDEF"]) {
      for (const scheme of SCHEMES) {
        for (const value of Object.values(colorVariables(themeOf(color), scheme)))
          expect(value).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it("measures against Mantine's own surfaces", () => {
    const resolved = defaultCssVariablesResolver(DEFAULT_THEME) as unknown as Record<
      "variables" | Scheme,
      Record<string, string>
    >;
    const resolve = (value: string, scheme: Scheme): string => {
      const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
      if (!reference) return value.length === 4 ? `#${[...value.slice(1)].map((ch) => ch + ch).join("")}` : value;
      return resolve(resolved[scheme][reference] ?? resolved.variables[reference]!, scheme);
    };
    for (const scheme of SCHEMES) {
      expect({
        body: resolve(resolved[scheme]["--mantine-color-body"]!, scheme),
        default: resolve(resolved[scheme]["--mantine-color-default"]!, scheme),
        defaultHover: resolve(resolved[scheme]["--mantine-color-default-hover"]!, scheme),
      }).toEqual(SURFACES[scheme]);
    }
  });
});

/** The declarations of `selector { … }` in a stylesheet (last block wins, as in the browser). */
function declarations(css: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[[\]"().*+?^$|\\]/g, "\\$&");
  const found: Record<string, string> = {};
  for (const block of css.matchAll(new RegExp(`${escaped}\\s*\\{([^}]*)\\}`, "g"))) {
    for (const declaration of block[1]!.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon > 0) found[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
  }
  return found;
}

const schemeSelector = (scheme: Scheme) => `:root[data-mantine-color-scheme="${scheme}"]`;
const mantineCss = readFileSync(new URL("../../styles/mantine.css", import.meta.url), "utf8");

describe("where the colours are declared", () => {
  it("mantine.css declares the default theme's colours exactly as theme.ts computes them", () => {
    for (const scheme of SCHEMES) {
      expect(declarations(mantineCss, schemeSelector(scheme))).toEqual(colorVariables(merchantTheme(null), scheme));
    }
  });

  it("the server sends a merchant's colours where they differ from mantine.css, in the right scheme", () => {
    for (const color of [...demoShades.map((shades) => shades.pure), "#ffd600", "#1b5e20", "#ffffff", "#000000"]) {
      const theme = themeOf(color);
      const css = themeCss(theme);
      for (const scheme of SCHEMES) {
        const onPage = {
          ...declarations(mantineCss, schemeSelector(scheme)),
          ...declarations(css, schemeSelector(scheme)),
        };
        const expected = colorVariables(theme, scheme);
        for (const name of Object.keys(expected))
          expect(onPage[name], `${name} of ${color} in ${scheme}`).toBe(expected[name]);
        // Mantine's resolver must not set them at a lower specificity either, where they would look sent.
        for (const name of Object.keys(expected)) expect(declarations(css, ":root")[name]).toBeUndefined();
      }
    }
  });

  it("sends none of them for the default theme", () => {
    const css = themeCss(merchantTheme(null));
    for (const name of Object.keys(colorVariables(merchantTheme(null), "light"))) expect(css).not.toContain(`${name}:`);
  });
});
