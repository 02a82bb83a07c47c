import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
} from "@remix-run/react";
import { revalidateFrame } from "~/lib/page/revalidation";
import { useContext, useMemo, useState, type ReactNode } from "react";
import { ComandaHeader, GeneralErrorBoundary } from "~/components/lazy-frame";
import { resolveColorScheme, SYSTEM_SCHEME_SCRIPT } from "~/lib/page/color-scheme.server";
import { ServerHtml, useDocumentHtml } from "~/lib/page/document-html";
import {
  askedTexts,
  createTranslator,
  FALLBACK_LANGUAGE,
  I18nContext,
  loadTexts,
  pageLanguage,
  setTextsBase,
  textsHref,
  textsOf,
  TranslationsContext,
} from "~/lib/i18n/i18n";
import { consoleTextsHrefFor, resolveLanguage, textsBases } from "~/lib/i18n/i18n.server";
import { useNonce } from "~/lib/page/nonce";
import { requireStoreWithoutToken } from "~/lib/store/store.server";
import { merchantTheme } from "~/lib/store/theme";
import { themeCss } from "~/lib/store/theme.server";
import appStyles from "~/styles/app.css";
import mantineStyles from "~/styles/mantine.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: mantineStyles },
  { rel: "stylesheet", href: appStyles },
];

/** Pages without a head of their own (landing, 404, errors) are titled with the product's name. */
export const meta: MetaFunction = () => [{ title: "Comanda" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The root renders without a store when there is none (landing, 404, API down): the merchant's
  // layout is what answers why, with the same store (one per request).
  const store = await requireStoreWithoutToken(context, request).catch(() => null);
  const [language, colorScheme] = await Promise.all([
    store?.language ?? resolveLanguage(request, null),
    resolveColorScheme(request),
  ]);
  const theme = merchantTheme(store?.merchant.stylizations);
  context.page.documentHtml.themeCss = themeCss(theme);
  return {
    language,
    colorScheme,
    // The texts are static JSON files the browser caches (~/lib/i18n/i18n.server): a storefront page
    // loads the parts its routes declare from under this base; the store console's pages one file
    // that holds their own texts too.
    textsBase: textsBases[language],
    consoleTexts: consoleTextsHrefFor(new URL(request.url).pathname, language),
    // The data-saver mode: the page goes without any script (decision 034).
    dataSaver: context.page.dataSaver,
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? FALLBACK_LANGUAGE;
  const translations = useContext(TranslationsContext)[language];
  const nonce = useNonce();
  const documentHtml = useDocumentHtml();
  // The texts the page's routes render in the browser (decision 064). Kept from the first render:
  // a new href on a later navigation would make the browser preload a file nobody reads.
  const matches = useMatches();
  const [textsFile] = useState(() => data && (data.consoleTexts ?? textsHref(data.textsBase, textsOf(matches))));
  const i18n = useMemo(
    () => ({ language, t: translations ? createTranslator(language, translations) : (key: string) => key }),
    [language, translations],
  );
  return (
    <html
      lang={language}
      data-mantine-color-scheme={data?.colorScheme.rendered ?? "light"}
      data-color-preference={data?.colorScheme.preference ?? "system"}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The browser hides nonce attributes from scripts, so the client renders none: no mismatch to report. */}
        {data?.dataSaver ? null : <ServerHtml as="script" nonce={nonce} html={SYSTEM_SCHEME_SCRIPT} />}
        <Meta />
        {/* The interface texts, fetched by entry.client before hydrating (decisions 019, 064). */}
        {textsFile && !data?.dataSaver ? (
          <link rel="preload" as="fetch" href={textsFile} crossOrigin="anonymous" id="translations" />
        ) : null}
        <Links />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data ? <ServerHtml as="style" nonce={nonce} html={documentHtml.themeCss} /> : null}
      </head>
      <body>
        <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
        {data?.dataSaver ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <ComandaHeader />
      <GeneralErrorBoundary error={error} />
    </>
  );
}

export const shouldRevalidate = revalidateFrame;

/**
 * After a language switch (with JavaScript), the new language's texts load before the page shows
 * it: every part asked for in the former one (decision 064). When they cannot, the page is loaded
 * again as a document, which the server renders whole.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  setTextsBase(data.language, data.textsBase);
  const texts = data.consoleTexts
    ? loadTexts(data.language, [], data.consoleTexts)
    : loadTexts(data.language, askedTexts(pageLanguage()));
  await texts.catch(() => {
    window.location.reload();
    return new Promise<never>(() => {});
  });
  return data;
}
