import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/i18n";

export interface GatewayPageData {
  title: string;
  kind: "failed" | "pending" | "closed";
  failureKey: string | null;
  orderId: number | null;
  total: string | null;
  repayHref: string | null;
  orderHref: string | null;
}

/** The heading takes the focus on arrival: the customer hears at once what happened. */
export function GatewayPage({ page }: { page: GatewayPageData }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main" className="c-container c-page">
      <h1 id="gateway-title" tabIndex={-1} ref={heading}>
        {page.title}
      </h1>
      {page.kind === "failed" && page.failureKey ? (
        <div className="c-alert c-alert--error" role="alert">
          <p>
            <strong>{t(page.failureKey)}</strong>
          </p>
          {page.repayHref ? <p>{t("payment.gateway.errorHelp")}</p> : null}
        </div>
      ) : page.kind === "pending" ? (
        <p className="c-alert c-alert--info">{t("payment.gateway.pending")}</p>
      ) : (
        <p className="c-alert c-alert--info">{t("payment.gateway.closed")}</p>
      )}
      {page.orderId !== null ? <p>{t("payment.gateway.order", { id: page.orderId, total: page.total })}</p> : null}
      <p className="c-row">
        {page.repayHref ? (
          <Link to={page.repayHref} className="c-button">
            {t(page.orderId === null ? "payment.gateway.retry" : "payment.gateway.repay")}
          </Link>
        ) : null}
        {page.orderHref ? (
          <Link to={page.orderHref} className={page.repayHref ? "c-button c-button--default" : "c-button"}>
            {t("payment.gateway.viewOrder")}
          </Link>
        ) : null}
      </p>
    </main>
  );
}
