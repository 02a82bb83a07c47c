import { createContext, useContext } from "react";
import type { Language } from "../../../contract";

export const SUPPORTED_LANGUAGES = ["pt-BR", "es", "en"] as const satisfies readonly Language[];
export const FALLBACK_LANGUAGE: Language = "pt-BR";
export const DEFAULT_NAMESPACE = "common";

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export type Translations = { [key: string]: string | Translations };
export type TranslateValues = Record<string, string | number | null | undefined>;
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * The i18next JSON format as components need it, in under a kilobyte; the full i18next runs on the
 * server only (decision 004).
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
    const template =
      (typeof count === "number" ? (lookup(`${key}_${plural.select(count)}`) ?? lookup(`${key}_other`)) : undefined) ??
      lookup(key);
    if (template === undefined) return key;
    return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ""));
  };
}

/** In the browser the parts loaded so far, merged in place, so a translator made before a part arrived reads it too. */
export const TranslationsContext = createContext<Partial<Record<Language, Translations>>>({});

export const loadedTranslations: Partial<Record<Language, Translations>> = {};

/**
 * The parts of the texts (`"cart"`, `"auth.header"`) a route's browser code renders: the document
 * preloads its routes' parts; a client-side navigation loads what it lacks (`textsClientLoader`).
 */
export type TextsHandle = { texts?: readonly string[] };

const within = (path: string, part: string) => part === "" || path === part || path.startsWith(`${part}.`);

/** One name per set (the server refuses any other). */
export function textsSet(paths: readonly string[]): string[] {
  const set: string[] = [];
  for (const path of [...new Set(paths)].sort()) if (!set.some((part) => within(path, part))) set.push(path);
  return set;
}

export const textsOf = (matches: ReadonlyArray<{ handle?: unknown }>): string[] =>
  textsSet(matches.flatMap((match) => (match.handle as TextsHandle | undefined)?.texts ?? []));

export const textsHref = (base: string, paths: readonly string[]) =>
  `${base}${paths.length ? `.${paths.join("+")}` : ""}.json`;

const bases: Partial<Record<Language, string>> = {};
const asked: Partial<Record<Language, Map<string, Promise<void>>>> = {};

export function setTextsBase(language: Language, base: string) {
  bases[language] = base;
}

/** What a switch to another language must load again. */
export const askedTexts = (language: Language): string[] => [...(asked[language]?.keys() ?? [])].filter(Boolean);

function merge(into: Translations, from: Translations) {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (typeof value === "object" && typeof current === "object") merge(current, value);
    else into[key] = value;
  }
}

/** Rejects when it cannot (a later call asks again). `file` loads a whole file instead (the console's). */
export function loadTexts(language: Language, paths: readonly string[], file?: string): Promise<void> {
  const parts = (asked[language] ??= new Map());
  const covering = (path: string) => [...parts.keys()].find((part) => within(path, part));
  const wanted = file ? [""] : paths;
  const missing = textsSet(wanted.filter((path) => covering(path) === undefined));
  const base = bases[language];
  if (missing.length > 0) {
    const href = file ?? (base ? textsHref(base, missing) : null);
    const loading = (async () => {
      if (!href) throw new Error(`no texts file for ${language}`);
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      merge((loadedTranslations[language] ??= {}), (await response.json()) as Translations);
    })();
    loading.catch(() => missing.forEach((path) => parts.delete(path)));
    missing.forEach((path) => parts.set(path, loading));
  }
  return Promise.all(wanted.map((path) => parts.get(covering(path)!))).then(() => {});
}

export const pageLanguage = (): Language =>
  isSupportedLanguage(document.documentElement.lang) ? document.documentElement.lang : FALLBACK_LANGUAGE;

/** When the texts cannot be loaded, the page is asked for as a document, which the server renders whole. */
export function textsClientLoader(handle: Required<TextsHandle>) {
  return ({ request, serverLoader }: { request: Request; serverLoader: () => Promise<unknown> }) =>
    Promise.all([
      serverLoader(),
      loadTexts(pageLanguage(), handle.texts).catch(() => {
        window.location.assign(request.url);
        return new Promise<never>(() => {});
      }),
    ]).then(([data]) => data);
}

export const I18nContext = createContext<{ language: Language; t: Translate }>({
  language: FALLBACK_LANGUAGE,
  t: (key) => key,
});

export function useTranslation() {
  const { language, t } = useContext(I18nContext);
  return { t, i18n: { language } };
}
