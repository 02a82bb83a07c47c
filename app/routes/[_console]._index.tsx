import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { consoleHref } from "~/lib/console/console-paths";
import { i18nServer, resolveLanguage } from "~/lib/i18n/i18n.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { parseSlug } from "~/lib/store/slug";
import consoleStyles from "~/styles/console.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** For staff who know their store's address but not the console's. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.get("store");
  const t = await i18nServer.getFixedT(await resolveLanguage(request, null));
  if (typed !== null) {
    // "bella-napoli", "/bella-napoli" or "https://comanda.app/bella-napoli/…": the first segment of a path.
    const path = typed.trim().replace(/^https?:\/\/[^/]+/i, "");
    const slug = parseSlug(path.split("/").find((segment) => segment.length > 0) ?? "");
    if (slug) throw redirect(consoleHref(slug, "/login"));
  }
  return { title: t("console.home.title"), typed, invalid: typed !== null };
}

export default function ConsoleHome() {
  const { t } = useTranslation();
  const { typed, invalid } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="c-container c-page c-console-login">
      <h1>{t("console.home.title")}</h1>
      <p>{t("console.home.intro")}</p>
      <Form method="get" className="c-console-form" noValidate>
        <div className="c-field">
          <label htmlFor="console-store">{t("console.home.store")}</label>
          <input
            id="console-store"
            name="store"
            className="c-input"
            defaultValue={typed ?? ""}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={invalid ? "console-store-hint console-store-error" : "console-store-hint"}
            aria-invalid={invalid || undefined}
          />
          <p id="console-store-hint" className="c-dimmed">
            {t("console.home.hint")}
          </p>
          {invalid ? (
            <p id="console-store-error" className="c-field-error" role="alert">
              {t("console.home.invalid")}
            </p>
          ) : null}
        </div>
        <button type="submit" className="c-button">
          {t("console.home.submit")}
        </button>
      </Form>
    </main>
  );
}
