import { useDataSaver } from "~/lib/data-saver";
import { useTranslation } from "~/lib/i18n";
import type { OrderView } from "~/lib/order-view";

/** The status frame's address: the order's, plus the status the page shows, which the frame compares with the order's now. */
export function statusFrameHref(self: string, order: Pick<OrderView, "status" | "payment">): string {
  return `${self}/status?${new URLSearchParams({ status: order.status, payment: order.payment.status })}`;
}

/**
 * Where the page cannot poll (no JavaScript, the data-saver mode), only the order's status refreshes
 * itself, in a small frame: the page is never reloaded under a customer who is reading it or
 * copying the PIX code. Inside <noscript> otherwise, so a page that polls has no frame.
 */
export function OrderStatusFrame({ self, order, seconds }: { self: string; order: Pick<OrderView, "status" | "payment">; seconds: number }) {
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
  /** orders.status.{status} of the order now; null when it could not be read. */
  statusKey: string | null;
  /** The order moved since the page was shown (or cannot be read here): link the whole page, stop refreshing. */
  changed: boolean;
  /** PIX still to pay: whole minutes left. */
  minutesLeft: number | null;
  /** "14:20:05" in the merchant's time zone. */
  checkedAt: string;
  /** Seconds until the frame reloads itself; null: it does not. */
  refreshSeconds: number | null;
  /** The order page, opened in the whole tab. */
  orderHref: string;
}

/** The frame's own document: the status now and when it was checked, or the change and a link to the updated order. */
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
