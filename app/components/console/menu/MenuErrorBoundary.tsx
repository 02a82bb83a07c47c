import { isRouteErrorResponse, Link, useParams, useRouteError } from "@remix-run/react";
import { consoleHref } from "~/lib/console/console-paths";
import { useTranslation } from "~/lib/i18n/i18n";

/** The editor's pages when they cannot show: only the owner edits (403), gone (404), or the API did not answer. */
export function MenuErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { slug } = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? [t("console.menu.forbidden.title"), t("console.menu.forbidden.text")]
      : [t("console.errors.title"), t(status === 404 ? "console.errors.notFound" : "console.errors.unavailable")];
  return (
    <div className="c-error">
      <h1>{title}</h1>
      <p>{text}</p>
      {slug ? (
        <p className="c-console-actions">
          <Link to={consoleHref(slug, "/menu")} className="c-button">
            {t("console.menu.back")}
          </Link>
          <Link to={consoleHref(slug, "/orders")}>{t("console.errors.back")}</Link>
        </p>
      ) : null}
    </div>
  );
}
