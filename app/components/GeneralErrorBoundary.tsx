import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { MerchantLayoutData } from "~/lib/store/merchant-view";

export function errorKind(
  error: unknown,
): "notFound" | "forbidden" | "unsupported" | "tooMany" | "upstream" | "generic" {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return "notFound";
    if (error.status === 403) return "forbidden";
    if (error.status === 415) return "unsupported";
    if (error.status === 429) return "tooMany";
    if (error.status === 502 || error.status === 503) return "upstream";
  }
  return "generic";
}

const STATUS = { notFound: 404, forbidden: 403, unsupported: 415, tooMany: 429, upstream: 503, generic: 500 } as const;

/** A translated message and a way back, never a stack trace. */
export function GeneralErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  const layout = useRouteLoaderData<MerchantLayoutData>("routes/($slug)");
  const kind = errorKind(error);
  const home = layout?.merchant?.home ?? "/";
  // Retrying helps after a failure or a limit's wait, not when the address or the request is wrong.
  const retriable = kind === "upstream" || kind === "generic" || kind === "tooMany";

  return (
    <main id="main" className="c-container c-error">
      <p className="c-error__status">{STATUS[kind]}</p>
      <h1>{t(`errors.${kind}.title`)}</h1>
      <p>{t(`errors.${kind}.description`)}</p>
      <p className="c-row">
        {retriable ? (
          <a className="c-button" href={location.pathname + location.search}>
            {t("errors.retry")}
          </a>
        ) : null}
        <a className={retriable ? "c-button c-button--default" : "c-button"} href={home}>
          {t("errors.backHome")}
        </a>
      </p>
    </main>
  );
}
