import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n";
import { pageError, type CartActionData, type CartPageView } from "~/lib/cart-view";
import { useMerchantHref } from "~/lib/use-merchant";
import { CartExtras } from "./CartExtras";
import { CartLines } from "./CartLines";
import { CartNotes } from "./CartNotes";
import { CartSummary } from "./CartSummary";
import { DeliveryChooser } from "./DeliveryChooser";

/** The cart page (plain HTML forms): lines, mode and delivery area, extras, notes, summary, checkout. */
export function CartPage({ page, result }: { page: CartPageView; result: CartActionData | null }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reply = result?.reply ?? null;
  const error = pageError(reply, page.state === "open" ? page.cart.lines : []);

  return (
    <main id="main" className="c-container c-page c-cart" aria-busy={busy || undefined}>
      <p>
        <Link to={href("/")}>← {t("cart.backToMenu")}</Link>
      </p>
      <h1>{page.title}</h1>
      {page.notice ? (
        <p role="status" className="c-snackbar">
          {t(page.notice)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="c-alert c-alert--error">
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
          <CartLines lines={page.cart.lines} reply={reply} />
          <p>
            <Link to={href("/")}>{t("cart.addMore")}</Link>
          </p>
          <DeliveryChooser
            modes={page.modes}
            mode={page.mode}
            proposedMode={page.proposedMode}
            area={page.cart.area}
            deliveryFee={page.cart.summary.deliveryFee}
            areas={page.areas}
            reply={reply}
            notServed={result?.notServed ?? null}
          />
          {page.extras.length > 0 ? <CartExtras extras={page.extras} reply={reply} /> : null}
          {page.allowNotes ? <CartNotes notes={page.cart.notes} reply={reply} /> : null}
          <CartSummary summary={page.cart.summary} />
          {page.minimum ? (
            <div className="c-alert c-alert--info c-minimum" role={result?.minimumRefused ? "alert" : "status"}>
              {result?.minimumRefused ? <strong>{t("cart.minimum.title")}. </strong> : null}
              {t("cart.minimum.notice", { minimum: page.minimum.minimum, missing: page.minimum.missing })}
              {page.minimum.withFees ? ` ${t("cart.minimum.withFees")}` : null}
            </div>
          ) : null}
          {page.scheduleOnly ? <p className="c-alert c-alert--info">{t("cart.scheduled")}</p> : null}
          {result?.ready ? (
            <p role="status" className="c-alert c-alert--info">
              {t("cart.ready")}
            </p>
          ) : null}
          <Form method="post" preventScrollReset className="c-cart-checkout">
            <input type="hidden" name="intent" value="checkout" />
            <button type="submit" className="c-button c-cart-checkout__button" disabled={busy}>
              {t("cart.checkout")} · {page.cart.summary.total}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
