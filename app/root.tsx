import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { skipRevalidation } from "~/lib/revalidation";
import { useMemo, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ComandaHeader } from "~/components/Landing";
import { resolveColorScheme } from "~/lib/color-scheme.server";
import { createTranslator, FALLBACK_LANGUAGE, I18nContext, type Translations } from "~/lib/i18n";
import { resolveLanguage, resources } from "~/lib/i18n.server";
import { useNonce } from "~/lib/nonce";
import { merchantTheme } from "~/lib/theme";
import { themeCss } from "~/lib/theme.server";
import appStyles from "~/styles/app.css";
import mantineStyles from "~/styles/mantine.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: mantineStyles },
  { rel: "stylesheet", href: appStyles },
];

/** Pages without a head of their own (landing, 404, errors) are titled with the product's name. */
export const meta: MetaFunction = () => [{ title: "Comanda" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The root renders without merchant data when there is none (landing, 404, API down).
  const merchant = await context.loadMerchant().catch(() => null);
  const [language, colorScheme] = await Promise.all([
    resolveLanguage(request, merchant?.tropicalization.language ?? null),
    resolveColorScheme(request),
  ]);
  const theme = merchantTheme(merchant?.stylizations);
  return {
    language,
    colorScheme,
    theme,
    themeCss: themeCss(theme),
    translations: resources[language].common as Translations,
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/** With the "system" mode and no colour hint from the browser, the scheme is settled before paint. */
const SYSTEM_SCHEME_SCRIPT = `try{var d=document.documentElement;if(d.dataset.colorPreference==="system")d.setAttribute("data-mantine-color-scheme",matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")}catch(e){}`;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? FALLBACK_LANGUAGE;
  const translations = data?.translations;
  const nonce = useNonce();
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
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SYSTEM_SCHEME_SCRIPT }} />
        <Meta />
        <Links />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data?.themeCss ? <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data.themeCss }} /> : null}
      </head>
      <body>
        <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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

export const shouldRevalidate = skipRevalidation;
