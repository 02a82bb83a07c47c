import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AutoRefreshControl, useAutoRefreshStopped } from "~/components/AutoRefresh";
import { CartSummary } from "~/components/cart/CartSummary";
import { QuestionForm } from "~/components/QuestionForm";
import { useTranslation } from "~/lib/i18n";
import type { OrderView } from "~/lib/order-view";
import type { OrderRatingView, RatingAnswer } from "~/lib/rating-view";
import { OrderProgress } from "./OrderProgress";
import { OrderStatusFrame } from "./OrderStatusFrame";
import { PixPayment } from "./PixPayment";
import { OrderRating } from "./Rating";
import { useOrderPolling } from "./use-order-polling";

const DETAILS = { margin: 0, fontSize: ".875rem", color: "var(--mantine-color-dimmed)" } as const;

export interface OrderPageData {
  title: string;
  order: OrderView;
  /** The PIX QR code as SVG markup made on the server; null unless a PIX waits to be paid. */
  qr: string | null;
  /** Just placed: the order-sent panel on top. */
  sent: boolean;
  notice: string | null;
  store: {
    name: string;
    /** Where to pick up a TAKEOUT order (the store's address when it shows it). */
    pickup: string[] | null;
    phone: { display: string; href: string } | null;
    whatsapp: string | null;
  };
  hrefs: { self: string; menu: string; repay: string; orders: string | null };
  /** The customer's rating of the order, or whether it can be rated (once delivered). */
  rating: OrderRatingView;
  /** The customer stopped the automatic refresh (remembered for every order). */
  autoRefreshStopped: boolean;
}

export interface OrderActionData {
  formError: string | null;
  /** The first "cancel" post: ask before canceling. */
  confirmCancel: boolean;
  /** "Order again" refused until the visitor says they are 18 or older: the order's dishes for adults (decision 031). */
  adultDishes?: string[];
  /** A refused rating form (without JavaScript), drawn again with why. */
  rating?: RatingAnswer;
}

/** The order page: order sent, PIX, progress, delivery code, lines and totals, payment, contact, order again, cancel. */
export function OrderPage({ page, answer }: { page: OrderPageData; answer: OrderActionData | null }) {
  const { t } = useTranslation();
  const { order, store, hrefs } = page;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const stopped = useAutoRefreshStopped(page.autoRefreshStopped);
  const announcement = useOrderPolling(stopped ? null : order.refreshSeconds, t("orders.statusNow", { status: t(order.statusKey) }), order.status);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // A refused form or the cancel question: focus goes to what the customer must read next.
  useEffect(() => {
    if (answer?.formError) messageRef.current?.focus();
  }, [answer]);
  const paymentLine = [
    t(order.payment.methodKey),
    order.payment.brandKey && order.payment.lastFour ? t("orders.payment.card", { brand: t(order.payment.brandKey), lastFour: order.payment.lastFour }) : order.payment.brandKey ? t(order.payment.brandKey) : null,
    order.payment.methodKey.endsWith(".CASH") ? (order.payment.changeFor ? t("orders.payment.changeFor", { amount: order.payment.changeFor }) : t("orders.payment.noChange")) : null,
  ].filter(Boolean);

  return (
    <main id="main" className="c-container c-page" aria-busy={busy || undefined}>
      <p>
        <Link to={hrefs.menu}>← {t("orders.back")}</Link>
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
        {announcement ? <p key={announcement} className="c-snackbar">{announcement}</p> : page.notice ? <p className="c-snackbar">{t(page.notice)}</p> : null}
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
        {/* While the order is not over its status refreshes itself: with JavaScript the loader runs again (useOrderPolling), without it a status frame reloads, never the page. */}
        {order.refreshSeconds && !stopped ? <OrderStatusFrame self={hrefs.self} order={order} seconds={order.refreshSeconds} /> : null}
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
          <p style={{ fontSize: "2rem", fontWeight: 700, letterSpacing: ".25em", margin: 0 }} aria-describedby="delivery-code-hint">
            {order.deliveryCode}
          </p>
          <p id="delivery-code-hint">{t("orders.deliveryCode.hint")}</p>
        </section>
      ) : null}

      {answer?.confirmCancel && order.canCancel ? (
        <QuestionForm
          id="cancel-question"
          question={t("orders.cancel.question", { id: order.id })}
          intent="cancel-confirm"
          yes={t("orders.cancel.confirm")}
          no={t("orders.cancel.keep")}
          noHref={hrefs.self}
          busy={busy}
        />
      ) : null}
      {answer?.adultDishes?.length ? (
        <QuestionForm
          id="reorder-age-question"
          question={t("orders.reorder.ageQuestion", { names: answer.adultDishes.join(", ") })}
          intent="reorder-over18"
          yes={t("age.confirm")}
          no={t("orders.reorder.ageDecline")}
          noHref={hrefs.self}
          busy={busy}
        />
      ) : null}
      <div className="c-row c-section">
        {order.canRepay ? (
          <Link to={hrefs.repay} className="c-button">
            {t("orders.repay")}
          </Link>
        ) : null}
        {answer?.adultDishes?.length ? null : (
          <Form method="post">
            <button type="submit" name="intent" value="reorder" className="c-button c-button--default" disabled={busy}>
              {t("orders.reorder.button")}
            </button>
          </Form>
        )}
        {order.canCancel && !answer?.confirmCancel ? (
          <Form method="post">
            <button type="submit" name="intent" value="cancel" className="c-button c-button--default" disabled={busy}>
              {t("orders.cancel.button")}
            </button>
          </Form>
        ) : null}
      </div>

      <section className="c-section" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" className="c-section__title">
          {t(`orders.delivery.${order.deliveryType}`)}
        </h2>
        <p>{t("orders.delivery.customer", { name: order.customer })}</p>
        {order.scheduledTo ? <p>{t("orders.delivery.scheduled", { date: order.scheduledTo })}</p> : null}
        {order.address ? (
          <>
            <h3>{t("orders.delivery.address")}</h3>
            <address>
              {order.address.map((line) => (
                <span key={line} style={{ display: "block" }}>
                  {line}
                </span>
              ))}
            </address>
          </>
        ) : null}
        {store.pickup ? (
          <>
            <h3>{t("orders.delivery.pickup")}</h3>
            <address>
              <span style={{ display: "block" }}>{store.name}</span>
              {store.pickup.map((line) => (
                <span key={line} style={{ display: "block" }}>
                  {line}
                </span>
              ))}
            </address>
          </>
        ) : null}
        {order.notes ? (
          <>
            <h3>{t("orders.notes")}</h3>
            <p>{order.notes}</p>
          </>
        ) : null}
      </section>

      <section className="c-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className="c-section__title">
          {t("orders.items")}
        </h2>
        <ul className="c-account-list">
          {order.lines.map((line) => (
            <li key={line.key} >
              <p>
                <strong>
                  {line.quantity}× {line.name}
                </strong>{" "}
                <span>{line.points != null ? t("loyalty.points", { count: line.points }) : line.total}</span>
              </p>
              {line.details.length > 0 ? <p style={DETAILS}>{line.details.filter(Boolean).join(" · ")}</p> : null}
              {line.notes ? <p style={DETAILS}>{line.notes}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <CartSummary summary={order.summary} />

      <section className="c-section" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" className="c-section__title">
          {t("orders.payment.title")}
        </h2>
        <p>{paymentLine.join(" · ")}</p>
      </section>

      {store.whatsapp || store.phone ? (
        <section className="c-section" aria-labelledby="order-contact-title">
          <h2 id="order-contact-title" className="c-section__title">
            {t("orders.contact.title")}
          </h2>
          <p className="c-row">
            {store.whatsapp ? (
              <a href={store.whatsapp} className="c-button c-button--default" target="_blank" rel="noopener noreferrer">
                {t("orders.contact.whatsapp")}
              </a>
            ) : null}
            {store.phone ? (
              <a href={store.phone.href} className="c-button c-button--default">
                {t("orders.contact.phone", { phone: store.phone.display })}
              </a>
            ) : null}
          </p>
        </section>
      ) : null}
    </main>
  );
}
