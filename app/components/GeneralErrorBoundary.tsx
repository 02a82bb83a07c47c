import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n";
import type { MerchantLayoutData } from "~/lib/merchant-view";

/** Which page an error becomes: not found, the ordering API out of reach, or anything else. */
export function errorKind(error: unknown): "notFound" | "upstream" | "generic" {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return "notFound";
    if (error.status === 502 || error.status === 503) return "upstream";
  }
  return "generic";
}

const STATUS = { notFound: 404, upstream: 503, generic: 500 } as const;

/** The one error page of the app: a translated message and a way back, never a stack trace. */
export function GeneralErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  const layout = useRouteLoaderData<MerchantLayoutData>("routes/($slug)");
  const kind = errorKind(error);
  const home = layout?.merchant?.home ?? "/";

  return (
    <main id="main" className="c-container c-error">
      <p className="c-error__status">{STATUS[kind]}</p>
      <h1>{t(`errors.${kind}.title`)}</h1>
      <p>{t(`errors.${kind}.description`)}</p>
      <p className="c-row">
        {kind !== "notFound" ? (
          <a className="c-button" href={location.pathname + location.search}>
            {t("errors.retry")}
          </a>
        ) : null}
        <a className={kind === "notFound" ? "c-button" : "c-button c-button--default"} href={home}>
          {t("errors.backHome")}
        </a>
      </p>
    </main>
  );
}
