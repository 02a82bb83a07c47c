import { useDataSaver } from "~/lib/page/data-saver";
import { useTranslation } from "~/lib/i18n/i18n";
import type { OrderView } from "~/lib/orders/order-view";

/** The frame compares the status the page shows with the order's now. */
export function statusFrameHref(self: string, order: Pick<OrderView, "status" | "payment">): string {
  return `${self}/status?${new URLSearchParams({ status: order.status, payment: order.payment.status })}`;
}

/** A small frame, so the page is never reloaded under a customer reading it or copying the PIX code. */
export function OrderStatusFrame({
  self,
  order,
  seconds,
}: {
  self: string;
  order: Pick<OrderView, "status" | "payment">;
  seconds: number;
}) {
  const { t } = useTranslation();
  const saver = useDataSaver();
  const frame = (
    <iframe
      src={statusFrameHref(self, order)}
      title={t("autoRefresh.frame.title", { count: seconds })}
      data-testid="status-frame"
      style={{ display: "block", width: "100%", height: "6rem", border: 0 }}
    />
  );
  return saver ? frame : <noscript>{frame}</noscript>;
}

export interface StatusFrameView {
  statusKey: string | null;
  /** The order moved (or cannot be read here): link the whole page, stop refreshing. */
  changed: boolean;
  minutesLeft: number | null;
  checkedAt: string;
  refreshSeconds: number | null;
  orderHref: string;
}

export function StatusFrameDocument({
  view,
  language,
  colorScheme,
  styles,
  themeCss,
  nonce,
}: {
  view: StatusFrameView;
  language: string;
  colorScheme: "light" | "dark";
  styles: string[];
  themeCss: string;
  nonce: string;
}) {
  const { t } = useTranslation();
  const status = view.statusKey ? t(view.statusKey) : null;
  const title = t("autoRefresh.frame.title", { count: view.refreshSeconds ?? 0 });
  return (
    <html lang={language} data-mantine-color-scheme={colorScheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        {view.refreshSeconds ? <meta httpEquiv="refresh" content={String(view.refreshSeconds)} /> : null}
        <title>{title}</title>
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss }} />
      </head>
      <body style={{ margin: 0, padding: ".25rem 0" }}>
        {view.changed ? (
          <p style={{ margin: 0 }}>
            {status ? <strong>{t("autoRefresh.frame.changed", { status })} </strong> : null}
            <a href={view.orderHref} target="_top">
              {t("autoRefresh.frame.open")}
            </a>
          </p>
        ) : status ? (
          <p style={{ margin: 0 }} data-testid="status-frame-status">
            <strong>{status}</strong>
            {view.minutesLeft !== null ? ` · ${t("orders.pix.minutesLeft", { count: view.minutesLeft })}` : null}
            {" · "}
            {t("autoRefresh.frame.checked", { time: view.checkedAt })}
          </p>
        ) : (
          <p style={{ margin: 0 }}>{t("autoRefresh.frame.unreachable", { count: view.refreshSeconds ?? 0 })}</p>
        )}
      </body>
    </html>
  );
}
