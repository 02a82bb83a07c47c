import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import type { Language } from "../../contract";
import en from "../../locales/en/common.json";
import es from "../../locales/es/common.json";
import ptBR from "../../locales/pt-BR/common.json";
import consoleEn from "../../locales/en/console.json";
import consoleDayEn from "../../locales/en/console-day.json";
import consoleStaffEn from "../../locales/en/console-staff.json";
import consoleTablesEn from "../../locales/en/console-tables.json";
import consoleEs from "../../locales/es/console.json";
import consoleDayEs from "../../locales/es/console-day.json";
import consoleStaffEs from "../../locales/es/console-staff.json";
import consoleTablesEs from "../../locales/es/console-tables.json";
import consolePtBR from "../../locales/pt-BR/console.json";
import consoleDayPtBR from "../../locales/pt-BR/console-day.json";
import consoleStaffPtBR from "../../locales/pt-BR/console-staff.json";
import consoleTablesPtBR from "../../locales/pt-BR/console-tables.json";
import { isConsolePath } from "./console-paths";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, isSupportedLanguage, SUPPORTED_LANGUAGES } from "./i18n";

/**
 * The texts of each language: the storefront's, with the store console's under `console` (kept in
 * their own files, one per part of the console: `console.day.…` is console-day.json; only the
 * console's pages send them to the browser).
 */
export const resources = {
  "pt-BR": { [DEFAULT_NAMESPACE]: { ...ptBR, console: { ...consolePtBR, day: consoleDayPtBR, tables: consoleTablesPtBR, staff: consoleStaffPtBR } } },
  es: { [DEFAULT_NAMESPACE]: { ...es, console: { ...consoleEs, day: consoleDayEs, tables: consoleTablesEs, staff: consoleStaffEs } } },
  en: { [DEFAULT_NAMESPACE]: { ...en, console: { ...consoleEn, day: consoleDayEn, tables: consoleTablesEn, staff: consoleStaffEn } } },
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
function translationFile(name: string, texts: object) {
  const body = JSON.stringify(texts);
  return { href: `/locales/${name}.${contentHash(body)}.json`, body };
}

export const translationFiles = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => {
    // `provider`: the sandbox card provider's page, rendered by the API from the same files.
    // `console`: the store console's texts, which no customer's page needs.
    const { provider: _provider, console: _console, ...texts } = resources[language][DEFAULT_NAMESPACE];
    return [language, translationFile(language, texts)];
  }),
) as Record<Language, { href: string; body: string }>;

/** The console's pages load the storefront's texts and their own in one file (`/locales/console-pt-BR.….json`). */
export const consoleTranslationFiles = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => {
    const { provider: _provider, ...texts } = resources[language][DEFAULT_NAMESPACE];
    return [language, translationFile(`console-${language}`, texts)];
  }),
) as Record<Language, { href: string; body: string }>;

/** The texts file a page of `pathname` loads: the console's pages take the one with their own texts. */
export const translationsHrefFor = (pathname: string, language: Language): string =>
  (isConsolePath(pathname) ? consoleTranslationFiles : translationFiles)[language].href;

const TRANSLATION_PATH = /^\/locales\/(console-)?([A-Za-z-]+)\.([0-9a-f]{8})\.json$/;

/** The texts a path names: today's, cached a year when the name is today's (else null: not ours). */
export function translationFileResponse(pathname: string): Response | null {
  const match = TRANSLATION_PATH.exec(pathname);
  if (!match || !isSupportedLanguage(match[2])) return null;
  const module = (match[1] ? consoleTranslationFiles : translationFiles)[match[2]];
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
