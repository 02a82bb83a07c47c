import { isRouteErrorResponse, Link, useParams, useRouteError } from "@remix-run/react";
import { consoleHref } from "~/lib/console/console-paths";
import { useTranslation } from "~/lib/i18n/i18n";

/** A text key and the console path it links to. */
interface ConsoleLink {
  path: string;
  label: string;
}

/**
 * A console page that cannot show: not this member's (403, said in the page's own words), gone (404),
 * or the API did not answer; with a way back (the page's own, else the orders) and, for a 403, where to go instead.
 */
export function ConsolePageError({
  forbidden,
  back,
  instead,
}: {
  forbidden: { title?: string; text: string };
  back?: ConsoleLink;
  instead?: ConsoleLink;
}) {
  const { t } = useTranslation();
  const error = useRouteError();
  const { slug } = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? [t(forbidden.title ?? "console.errors.title"), t(forbidden.text)]
      : [t("console.errors.title"), t(status === 404 ? "console.errors.notFound" : "console.errors.unavailable")];
  const home = back ?? { path: "/orders", label: "console.errors.back" };
  return (
    <div className="c-error">
      <h1>{title}</h1>
      <p>{text}</p>
      {slug ? (
        <p className="c-console-actions">
          <Link to={consoleHref(slug, home.path)} className="c-button">
            {t(home.label)}
          </Link>
          {back ? <Link to={consoleHref(slug, "/orders")}>{t("console.errors.back")}</Link> : null}
          {status === 403 && instead ? <Link to={consoleHref(slug, instead.path)}>{t(instead.label)}</Link> : null}
        </p>
      ) : null}
    </div>
  );
}
