import { createCookie } from "@remix-run/cloudflare";

export const COLOR_SCHEMES = ["light", "dark", "system"] as const;
export type ColorSchemePreference = (typeof COLOR_SCHEMES)[number];

export const colorSchemeCookie = createCookie("color-scheme", {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  maxAge: 31_536_000,
});

export function isColorScheme(value: unknown): value is ColorSchemePreference {
  return typeof value === "string" && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/**
 * The customer's colour mode, and the scheme to render now. "system" uses the browser's
 * Sec-CH-Prefers-Color-Scheme hint when it sends one, so the server paints the right scheme
 * without a flash even when JavaScript is off.
 */
export async function resolveColorScheme(request: Request) {
  const stored: unknown = await colorSchemeCookie.parse(request.headers.get("Cookie"));
  const preference: ColorSchemePreference = isColorScheme(stored) ? stored : "system";
  const hint = request.headers.get("Sec-CH-Prefers-Color-Scheme");
  const rendered: "light" | "dark" = preference === "system" ? (hint === "dark" ? "dark" : "light") : preference;
  return { preference, rendered };
}

/**
 * With the "system" mode and no colour hint from the browser, the scheme is settled before paint.
 * Server-only: the root renders it with ServerHtml, so the browser's bundle does not carry it.
 */
export const SYSTEM_SCHEME_SCRIPT = `try{var d=document.documentElement;if(d.dataset.colorPreference==="system")d.setAttribute("data-mantine-color-scheme",matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")}catch(e){}`;
