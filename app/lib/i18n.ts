import { createContext, useContext } from "react";
import type { Language } from "../../contract";

export const SUPPORTED_LANGUAGES = ["pt-BR", "es", "en"] as const satisfies readonly Language[];
/** Language fallback of core spec §9: Portuguese (Brazil). */
export const FALLBACK_LANGUAGE: Language = "pt-BR";
export const DEFAULT_NAMESPACE = "common";

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A namespace of locales/: nested keys, string leaves in i18next's JSON format. */
export type Translations = { [key: string]: string | Translations };
export type TranslateValues = Record<string, string | number | null | undefined>;
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * The i18next JSON format as components need it, in under a kilobyte: nested keys, `{{name}}`
 * interpolation and `_one`/`_other` plurals by Intl.PluralRules. The full i18next (16 KB gzip
 * with react-i18next) runs on the server only (docs/decisions/004).
 */
export function createTranslator(language: Language, translations: Translations): Translate {
  const plural = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => {
    let node: string | Translations | undefined = translations;
    for (const part of key.split(".")) {
      if (typeof node !== "object") return undefined;
      node = node[part];
    }
    return typeof node === "string" ? node : undefined;
  };
  return (key, values) => {
    const count = values?.count;
    const template = (typeof count === "number" ? (lookup(`${key}_${plural.select(count)}`) ?? lookup(`${key}_other`)) : undefined) ?? lookup(key);
    if (template === undefined) return key;
    return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ""));
  };
}

/**
 * The interface texts a render may use, by language. On the server every language
 * (entry.server.tsx); in the browser the ones loaded so far from their static JSON
 * (`loadTranslations`: entry.client before hydrating, the root's clientLoader after a switch).
 */
export const TranslationsContext = createContext<Partial<Record<Language, Translations>>>({});

/** Translations loaded in the browser; the object entry.client hands to TranslationsContext. */
export const loadedTranslations: Partial<Record<Language, Translations>> = {};

/** Loads a language's texts from their static JSON (decision 019), once; rejects when it cannot. */
export async function loadTranslations(language: Language, href: string): Promise<void> {
  if (loadedTranslations[language]) return;
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  loadedTranslations[language] = (await response.json()) as Translations;
}

export const I18nContext = createContext<{ language: Language; t: Translate }>({
  language: FALLBACK_LANGUAGE,
  t: (key) => key,
});

/** The page's language and its translate function (same call shape as react-i18next). */
export function useTranslation() {
  const { language, t } = useContext(I18nContext);
  return { t, i18n: { language } };
}
