import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import { pageError, type CartActionData, type CartPageView } from "~/lib/cart/cart-view";
import { feedbackFor } from "~/lib/page/reply-feedback";
import { useMerchantHref } from "~/lib/store/use-merchant";
import { CartExtras } from "./CartExtras";
import { CartLines } from "./CartLines";
import { CartNotes } from "./CartNotes";
import { DeliveryChooser } from "./DeliveryChooser";
import { CHECKOUT_FEEDBACK_ID, useCartFocus } from "./use-cart-focus";
import { lazyIsland, StaticHtml } from "~/partial";
import * as onServer from "~/partial/islands/cart.server";

/** One chunk for both islands (islands.ts), asked for as this module loads: as a rule here when the page is drawn. */
const sendRound = lazyIsland(
  ["form.summary", "table.cart", "table.errors"],
  () => import("./islands"),
  "SendRoundForm",
  onServer.SendRoundForm,
);
if (typeof document !== "undefined") void sendRound.preload().catch(() => {});
const SendRoundForm = sendRound.Island;
const CartProblems = lazyIsland(
  ["form.summary", "table.cart", "table.errors"],
  () => import("./islands"),
  "CartProblems",
  onServer.CartProblems,
).Island;

const AREA_REFUSALS = new Set(["cart.errors.REQUIRED_ADDRESS", "cart.errors.DELIVERY_NOT_AVAILABLE"]);

/** In the sticky bar, so the reason is on screen where the customer pressed. */
function CheckoutFeedback({
  page,
  result,
}: {
  page: Extract<CartPageView, { state: "open" }>;
  result: CartActionData | null;
}) {
  const { t } = useTranslation();
  const refusal = feedbackFor(result?.reply, "checkout")?.formError ?? null;
  if (!result?.minimumRefused && !refusal) return null;
  return (
    // Only drawn by an answer to "Continuar": without JavaScript that answer is a new page, and this takes the focus.
    <div
      id={CHECKOUT_FEEDBACK_ID}
      role="alert"
      tabIndex={-1}
      autoFocus
      className="c-alert c-alert--error c-cart-checkout__feedback"
    >
      {result?.minimumRefused ? (
        <>
          <strong>{t("cart.minimum.title")}. </strong>
          {/* The notice of the cart as it is now; another tab may have reached the minimum meanwhile. */}
          {page.minimum
            ? t("cart.minimum.notice", { minimum: page.minimum.minimum, missing: page.minimum.missing })
            : t("cart.errors.INVALID_MINIMUM_ORDER")}
        </>
      ) : refusal ? (
        <>
          {t(refusal)}
          {AREA_REFUSALS.has(refusal) ? (
            <>
              {" "}
              <a href="#neighborhood">{t("cart.area.goTo")}</a>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export function CartPage({
  page,
  result,
  table = null,
}: {
  page: CartPageView;
  result: CartActionData | null;
  table?: { cartGuid: string; takesRounds: boolean } | null;
}) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reply = result?.reply ?? null;
  const checkoutRefusal = feedbackFor(reply, "checkout")?.formError ?? null;
  // A checkout refused once the cart is gone (another tab emptied it) has no button to stand by.
  const error =
    pageError(reply, page.state === "open" ? page.cart.lines : []) ?? (page.state === "open" ? null : checkoutRefusal);
  const { status, onSubmit } = useCartFocus(page, result);
  // Only on a page that opened with its answer: with JavaScript a summary inserted above would push
  // the page down under the customer's finger.
  const drawnWith = useRef(result);

  return (
    <main id="main" className="c-container c-page c-cart" aria-busy={busy || undefined} onSubmitCapture={onSubmit}>
      <p>
        <Link to={href("/")} className="c-back-link">
          ← {t("cart.backToMenu")}
        </Link>
      </p>
      {/* Focus lands here when the control the customer used is gone and no other line takes it. */}
      <h1 id="cart-title" tabIndex={-1}>
        {page.title}
      </h1>
      {/* Always in the page, so that what is put in it later is announced. */}
      <div role="status" className="c-cart-status">
        {status ? (
          <p key={status.key} className="c-snackbar">
            {status.text}
          </p>
        ) : null}
      </div>
      {page.state === "open" && result !== null && result === drawnWith.current ? (
        <CartProblems page={page} reply={reply} />
      ) : null}
      {error ? (
        <p role="alert" className="c-alert c-alert--error" tabIndex={-1} autoFocus>
          {t(error)}
        </p>
      ) : null}
      {page.state === "unavailable" ? (
        <>
          <p role="alert" className="c-alert c-alert--error">
            {t("cart.errors.unreachable")}
          </p>
          <p className="c-row">
            <Link to={`${location.pathname}${location.search}`} reloadDocument className="c-button">
              {t("errors.retry")}
            </Link>
            <Link to={href("/")} className="c-button c-button--default">
              {t("cart.backToMenu")}
            </Link>
          </p>
        </>
      ) : page.state === "empty" ? (
        <>
          <p>{t("cart.empty")}</p>
          <Link to={href("/")} className="c-button">
            {t("cart.backToMenu")}
          </Link>
        </>
      ) : (
        <>
          {/* The lines' names are h3s: their part is named, for whoever moves by headings. */}
          {page.repriced ? <StaticHtml part={page.repriced} /> : null}
          <h2 className="c-visually-hidden">{t("cart.line.listTitle")}</h2>
          <CartLines lines={page.cart.lines} reply={reply} />
          <p>
            <Link to={href("/")}>{t("cart.addMore")}</Link>
          </p>
          {table ? null : (
            <DeliveryChooser
              modes={page.modes}
              mode={page.mode}
              proposedMode={page.proposedMode}
              area={page.cart.area}
              deliveryFee={page.cart.summary.deliveryFee}
              areas={page.areas}
              reply={reply}
              notServed={result?.notServed ?? null}
              addressNeeded={checkoutRefusal === "cart.errors.REQUIRED_ADDRESS" && page.cart.summary.deliveryFeePending}
            />
          )}
          {page.locate && !table ? <StaticHtml part={page.locate} /> : null}
          {page.extras.length > 0 ? <CartExtras extras={page.extras} reply={reply} /> : null}
          {page.allowNotes ? <CartNotes notes={page.cart.notes} reply={reply} /> : null}
          <StaticHtml part={page.totals} />
          {result?.ready ? (
            <p role="status" className="c-alert c-alert--info">
              {t("cart.ready")}
            </p>
          ) : null}
          {table ? (
            <SendRoundForm
              cartGuid={table.cartGuid}
              total={page.cart.summary.total}
              reply={reply}
              takesRounds={table.takesRounds}
            />
          ) : (
            <Form method="post" preventScrollReset className="c-cart-checkout">
              <input type="hidden" name="intent" value="checkout" />
              <CheckoutFeedback page={page} result={result} />
              {/* Never disabled while sending: a disabled button drops the focus it holds. */}
              <button type="submit" id="checkout-button" className="c-button c-cart-checkout__button">
                {t("cart.checkout")} · {page.cart.summary.total}
              </button>
            </Form>
          )}
        </>
      )}
    </main>
  );
}
