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

/** FNV-1a of a text, 8 hex digits: names a translations file by its content. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The interface texts of each language as a static JSON file with a content-hashed name
 * (`/locales/pt-BR.1a2b3c4d.json`), cached by browsers for a year: the documents name it and the
 * browser loads it once, instead of every document and data response carrying the texts (decision
 * 019). Data, not code: the browser parses it as JSON. server.ts serves it; entry.client fetches it
 * (preloaded by the document) before hydrating.
 */
export const translationFiles = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => {
    // `provider`: the sandbox card provider's page, rendered by the API from the same files.
    const { provider: _provider, ...texts } = resources[language][DEFAULT_NAMESPACE];
    const body = JSON.stringify(texts);
    return [language, { href: `/locales/${language}.${contentHash(body)}.json`, body }];
  }),
) as Record<Language, { href: string; body: string }>;

const TRANSLATION_PATH = /^\/locales\/([A-Za-z-]+)\.([0-9a-f]{8})\.json$/;

/** The texts a path names: today's, cached a year when the name is today's (else null: not ours). */
export function translationFileResponse(pathname: string): Response | null {
  const match = TRANSLATION_PATH.exec(pathname);
  if (!match || !isSupportedLanguage(match[1])) return null;
  const module = translationFiles[match[1]];
  // An older name (a page from before a deploy) gets today's texts, never cached for long.
  const current = module.href === pathname;
  return new Response(module.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=60",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
