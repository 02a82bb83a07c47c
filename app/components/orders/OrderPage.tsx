import { Link, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AutoRefreshControl, useAutoRefreshStopped } from "~/components/AutoRefresh";
import { useLiveUpdates } from "~/lib/console/live";
import { useTranslation } from "~/lib/i18n/i18n";
import { lazyIsland, StaticHtml, type StaticPart } from "~/partial";
import * as onServer from "~/partial/islands/order.server";
import type { OrderStatusView } from "~/lib/orders/order-view";
import type { OrderRatingView, RatingAnswer } from "~/lib/orders/rating-view";
import { OrderProgress } from "./OrderProgress";
import { OrderStatusFrame } from "./OrderStatusFrame";
import { PixPayment } from "./PixPayment";
import { OrderActions } from "./OrderActions";
import { useOrderPolling } from "./use-order-polling";

/** Only on a delivered order; until its code is here it is the server's form, which posts without JavaScript. */
const OrderRating = lazyIsland(["orders.rating"], () => import("./Rating"), "OrderRating", onServer.OrderRating).Island;

export interface OrderPageData {
  title: string;
  order: OrderStatusView;
  qr: string | null;
  sent: boolean;
  notice: string | null;
  details: StaticPart;
  /** PSE waiting for the bank, or the OXXO voucher: server-drawn. */
  bankPayment: StaticPart | null;
  hrefs: { self: string; menu: string; repay: string; orders: string | null };
  rating: OrderRatingView;
  autoRefreshStopped: boolean;
}

export interface OrderActionData {
  formError: string | null;
  confirmCancel: boolean;
  adultDishes?: string[];
  rating?: RatingAnswer;
}

export function OrderPage({ page, answer }: { page: OrderPageData; answer: OrderActionData | null }) {
  const { t } = useTranslation();
  const { order, hrefs } = page;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const stopped = useAutoRefreshStopped(page.autoRefreshStopped);
  // The order's own events pushed (decision 090); the polling stays while the socket is not open.
  const revalidator = useRevalidator();
  // Reading the page again drops what its last form answered (the age question, a refusal): while
  // one is shown, an event is left for the next read the customer makes.
  const answered = useRef(answer);
  answered.current = answer;
  const live = useLiveUpdates(stopped || !order.refreshSeconds ? null : `${hrefs.self}/live`, () => {
    if (!answered.current) revalidator.revalidate();
  });
  const announcement = useOrderPolling(
    stopped || live ? null : order.refreshSeconds,
    t("orders.statusNow", { status: t(order.statusKey) }),
    order.statusKey,
  );
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.formError) messageRef.current?.focus();
  }, [answer]);

  return (
    <main id="main" className="c-container c-page" aria-busy={busy || undefined}>
      <p>
        <Link to={hrefs.menu} className="c-back-link">
          ← {t("orders.back")}
        </Link>
        {hrefs.orders ? (
          <>
            {" · "}
            <Link to={hrefs.orders}>{t("orders.myOrders")}</Link>
          </>
        ) : null}
      </p>
      {page.sent ? (
        <section className="c-alert c-alert--info" aria-labelledby="order-sent-title">
          <h2 id="order-sent-title">{t("orders.sent.title")}</h2>
          <p>{order.pix ? t("orders.sent.pix") : t("orders.sent.text")}</p>
        </section>
      ) : null}
      <h1 id="order-title" tabIndex={-1}>
        {page.title}
      </h1>
      <p>{t("orders.placedAt", { date: order.placedAt })}</p>
      {/* Always in the page, so that a status that changes while it is open is announced. */}
      <div role="status" className="c-cart-status">
        {announcement ? (
          <p key={announcement} className="c-snackbar">
            {announcement}
          </p>
        ) : page.notice ? (
          <p className="c-snackbar">{page.notice}</p>
        ) : null}
      </div>
      {answer?.formError ? (
        <p role="alert" className="c-alert c-alert--error" tabIndex={-1} ref={messageRef}>
          {t(answer.formError)}
        </p>
      ) : null}

      <section className="c-section" aria-labelledby="order-status-title">
        <h2 id="order-status-title" className="c-section__title">
          {t(order.statusKey)}
        </h2>
        <p data-testid="payment-status">
          {t(order.payment.statusKey)}
          {order.payment.failureKey ? ` · ${t(order.payment.failureKey)}` : null}
        </p>
        {order.cancellation ? (
          <div className="c-alert c-alert--error c-order-cancellation" data-testid="order-cancellation">
            <p>
              <strong>{t("orders.cancellation.title")}</strong>
            </p>
            <p>{t("orders.cancellation.reason", { reason: t(order.cancellation.reasonKey) })}</p>
            {order.cancellation.note ? <p>{t("orders.cancellation.note", { note: order.cancellation.note })}</p> : null}
          </div>
        ) : null}
        {/* Without JavaScript a status frame reloads, never the page. */}
        {order.refreshSeconds && !stopped ? (
          <OrderStatusFrame self={hrefs.self} order={order} seconds={order.refreshSeconds} />
        ) : null}
        {order.refreshSeconds ? (
          <AutoRefreshControl
            stopped={stopped}
            note={t("autoRefresh.status", { count: order.refreshSeconds })}
            self={hrefs.self}
            refreshLabel={t("orders.refresh")}
          />
        ) : null}
      </section>

      {order.pix && page.qr ? <PixPayment pix={order.pix} qr={page.qr} /> : null}
      {page.bankPayment ? <StaticHtml part={page.bankPayment} /> : null}

      {order.steps ? <OrderProgress steps={order.steps} /> : null}

      {page.rating.rating || page.rating.canRate ? (
        <section className="c-section" aria-labelledby="order-rating-title">
          <h2 id="order-rating-title" className="c-section__title">
            {t(page.rating.rating ? "orders.rating.yours" : "orders.rating.title")}
          </h2>
          <OrderRating orderId={order.id} view={page.rating} action={hrefs.self} answer={answer?.rating ?? null} />
        </section>
      ) : null}

      {order.deliveryCode ? (
        <section className="c-section" aria-labelledby="delivery-code-title">
          <h2 id="delivery-code-title" className="c-section__title">
            {t("orders.deliveryCode.title")}
          </h2>
          <p
            style={{ fontSize: "2rem", fontWeight: 700, letterSpacing: ".25em", margin: 0 }}
            aria-describedby="delivery-code-hint"
          >
            {order.deliveryCode}
          </p>
          <p id="delivery-code-hint">{t("orders.deliveryCode.hint")}</p>
        </section>
      ) : null}

      <OrderActions order={order} hrefs={hrefs} answer={answer} busy={busy} />
      <StaticHtml part={page.details} />
    </main>
  );
}
