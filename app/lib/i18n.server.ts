import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import type { Language } from "../../contract";
import en from "../../locales/en/common.json";
import es from "../../locales/es/common.json";
import ptBR from "../../locales/pt-BR/common.json";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, isSupportedLanguage, SUPPORTED_LANGUAGES } from "./i18n";

export const resources = {
  "pt-BR": { [DEFAULT_NAMESPACE]: ptBR },
  es: { [DEFAULT_NAMESPACE]: es },
  en: { [DEFAULT_NAMESPACE]: en },
} satisfies Record<Language, Record<string, unknown>>;

/** The customer's own language choice (language switch), for every merchant: one year. */
export const languageCookie = createCookie("lng", {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  maxAge: 31_536_000,
});

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  // React escapes what it renders; escaping here too would show "&#39;" in titles.
  i18next: { resources, defaultNS: DEFAULT_NAMESPACE, fallbackLng: FALLBACK_LANGUAGE, interpolation: { escapeValue: false } },
});

/**
 * Language of a page: the customer's switch, else the merchant's tropicalization, else (no
 * merchant) the browser's Accept-Language among ours, else pt-BR.
 */
export async function resolveLanguage(request: Request, merchantLanguage: Language | null): Promise<Language> {
  const chosen: unknown = await languageCookie.parse(request.headers.get("Cookie"));
  if (isSupportedLanguage(chosen)) return chosen;
  if (merchantLanguage) return merchantLanguage;
  const detected = await i18nServer.getLocale(request);
  return isSupportedLanguage(detected) ? detected : FALLBACK_LANGUAGE;
}
