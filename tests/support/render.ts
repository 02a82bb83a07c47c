// Shared by the component tests: a page's interface texts, and what a test route's action was sent.
import { render } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import type { Language } from "../../contract";
import { createTranslator, I18nContext, type Translations } from "../../app/lib/i18n";
import en from "../../locales/en/common.json";
import es from "../../locales/es/common.json";
import ptBR from "../../locales/pt-BR/common.json";

const TEXTS = { "pt-BR": ptBR, es, en } as Record<Language, Translations>;

/** Renders `ui` with the interface texts of `language`, as the root gives them to every page. */
export function renderIn(language: Language, ui: ReactNode) {
  return render(createElement(I18nContext.Provider, { value: { language, t: createTranslator(language, TEXTS[language]) } }, ui));
}

/** The fields a form posted to a test route's action, as strings. */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]));
}
