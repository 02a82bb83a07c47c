// Shared by the component tests: a page's interface texts, and what a test route's action was sent.
import { createRemixStub } from "@remix-run/testing";
import { Outlet } from "@remix-run/react";
import { act, render } from "@testing-library/react";
import { createElement, Fragment, type ReactElement, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import type { Language } from "../../contract";
import { createTranslator, I18nContext, textsOf, type TextsHandle, type Translations } from "../../app/lib/i18n/i18n";
import { pickTexts, storefrontTexts } from "../../app/lib/i18n/i18n.server";
import type { MerchantLayoutData } from "../../app/lib/store/merchant-view";
import en from "../../locales/en/common.json";
import es from "../../locales/es/common.json";
import ptBR from "../../locales/pt-BR/common.json";

const TEXTS = { "pt-BR": ptBR, es, en } as Record<Language, Translations>;

/** Renders `ui` with the interface texts of `language`, as the root gives them to every page. */
export function renderIn(language: Language, ui: ReactNode) {
  return render(
    createElement(I18nContext.Provider, { value: { language, t: createTranslator(language, TEXTS[language]) } }, ui),
  );
}

/**
 * The texts a page has in the browser: only the parts its routes declare (decision 064), as the
 * document's texts file holds them.
 */
export function declaredTexts(language: Language, ...handles: TextsHandle[]): Translations {
  return pickTexts(storefrontTexts[language], textsOf(handles.map((handle) => ({ handle }))))!;
}

const SECTIONS = new RegExp(`\\b(?:${Object.keys(storefrontTexts["pt-BR"]).join("|")})\\.[A-Za-z][\\w.]*\\b`, "g");

/** The keys a render showed as keys, in its text or attributes (`document.body.innerHTML`): parts its routes do not load. */
export const rawKeys = (text: string | null | undefined): string[] => text?.match(SECTIONS) ?? [];

/** The fields a form posted to a test route's action, as strings. */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]));
}

/**
 * `page` as the server sends it: its markup on the document, no script run yet (what a customer on
 * a slow phone may type into). `hydrate(check)` then lets React take it over, as the page's code
 * does when it arrives, runs `check`, and removes it all.
 */
export function servedMarkup(page: ReactElement) {
  const container = document.createElement("div");
  // A stub's router is a browser one: React warns that its layout effect does nothing on a
  // server. The page's own markup is what the server sends.
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  container.innerHTML = renderToString(page);
  quiet.mockRestore();
  document.body.appendChild(container);
  return {
    async hydrate(check: () => Promise<void>) {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      try {
        await act(async () => {
          root = hydrateRoot(container, page);
        });
        await check();
      } finally {
        act(() => root?.unmount());
        container.remove();
      }
    },
  };
}

/**
 * The store layout's data a page under `/{slug}` reads (its merchant's address, language and
 * money): a Brazilian store unless told otherwise.
 */
export function storeLayout(
  slug: string,
  {
    language = "pt-BR",
    currency = "BRL",
    country = "BRA",
  }: { language?: string; currency?: string; country?: string } = {},
) {
  return {
    merchant: {
      slug,
      customDomain: false,
      base: `/${slug}`,
      home: `/${slug}`,
      language,
      contentLanguage: language,
      currency,
      country,
    },
  } as unknown as MerchantLayoutData;
}

/**
 * `page` as the index page of the store `slug` (its layout's data: the merchant's slug and
 * language), in the interface texts of `language`; the page's action records what each form posted.
 */
export function renderInStore(page: ReactNode, { slug, language = "pt-BR" }: { slug: string; language?: Language }) {
  const posted: Record<string, string>[] = [];
  const layout = storeLayout(slug);
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () => layout,
      Component: Outlet,
      children: [
        {
          index: true,
          Component: () => createElement(Fragment, null, page),
          action: async ({ request }) => {
            posted.push(await postedFields(request));
            return null;
          },
        },
      ],
    },
  ]);
  renderIn(language, createElement(Stub, { initialEntries: [`/${slug}`] }));
  return posted;
}
