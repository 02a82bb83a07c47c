import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createTranslator, SUPPORTED_LANGUAGES, type Translations } from "./i18n";
import { consoleTranslationFiles, resources, translationFileResponse, translationFiles } from "./i18n.server";

const load = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}`, import.meta.url), "utf8")) as Translations;

function keys(node: Translations, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe("locales", () => {
  const namespaces = readdirSync(new URL("../../locales/pt-BR", import.meta.url));

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== "pt-BR"))("%s has every key of pt-BR and no other", (language) => {
    for (const namespace of namespaces) {
      // Plural suffixes differ between languages only in which exist; these three share _one/_other.
      expect(keys(load(language, namespace)).sort()).toEqual(keys(load("pt-BR", namespace)).sort());
    }
  });
});

describe("createTranslator", () => {
  const translations: Translations = {
    menu: { serves_one: "Serve {{count}} pessoa", serves_other: "Serve {{count}} pessoas", from: "a partir de" },
    meta: { title: "{{name}} | Cardápio" },
  };
  const t = createTranslator("pt-BR", translations);

  it("reads nested keys and interpolates without escaping (React escapes)", () => {
    expect(t("menu.from")).toBe("a partir de");
    expect(t("meta.title", { name: "Pizzaria d'Oro <b>" })).toBe("Pizzaria d'Oro <b> | Cardápio");
  });

  it("chooses the plural form by Intl.PluralRules", () => {
    expect(t("menu.serves", { count: 1 })).toBe("Serve 1 pessoa");
    expect(t("menu.serves", { count: 4 })).toBe("Serve 4 pessoas");
  });

  it("shows the key when a text is missing, so it is seen and fixed", () => {
    expect(t("menu.nope")).toBe("menu.nope");
  });
});

describe("translation files", () => {
  it("serve each language's texts under a name that changes with them, cached a year", async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const { href, body } = translationFiles[language];
      expect(href).toMatch(new RegExp(`^/locales/${language}\\.[0-9a-f]{8}\\.json$`));
      // Every text of the storefront; the provider page's are the API's alone, the console's its pages' alone.
      const { provider, console: consoleTexts, ...storefront } = resources[language].common;
      expect(provider).toBeDefined();
      expect(consoleTexts.inbox).toBeDefined();
      expect(JSON.parse(body)).toEqual(storefront);
      const consoleFile = consoleTranslationFiles[language];
      expect(consoleFile.href).toMatch(new RegExp(`^/locales/console-${language}\\.[0-9a-f]{8}\\.json$`));
      expect(JSON.parse(consoleFile.body)).toEqual({ ...storefront, console: consoleTexts });
      expect(await translationFileResponse(consoleFile.href)!.text()).toBe(consoleFile.body);
      const response = translationFileResponse(href)!;
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(await response.text()).toBe(body);
    }
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => translationFiles[language].href)).size).toBe(3);
  });

  it("answers an older name with today's texts, briefly cached, and nothing else under /locales/", () => {
    expect(translationFileResponse("/locales/es.00000000.json")?.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(translationFileResponse("/locales/de.00000000.json")).toBeNull();
    expect(translationFileResponse("/locales/es.json")).toBeNull();
    expect(translationFileResponse("/locales/es.00000000.js")).toBeNull();
    expect(translationFileResponse("/locales/../es.00000000.json")).toBeNull();
  });
});
