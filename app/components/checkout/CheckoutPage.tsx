import { Form, Link, useNavigation } from "@remix-run/react";
import { Fragment, useEffect, useMemo, useRef, type FormEvent } from "react";
import { ErrorSummary } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { SCHEDULING_FIELD } from "~/lib/scheduling/scheduling-messages";
import { useFocusOnAnswer } from "~/lib/page/focus";
import { CheckoutWhen } from "~/components/scheduling/WhenSummary";
import { COUPON_STATUS_ID } from "~/lib/cart/coupon-messages";
import type { AddressFields } from "~/lib/accounts/address-form";
import { errorsOf, valuesOf, type CheckoutActionData, type CheckoutPageView } from "~/lib/checkout/checkout-view";
import { runFieldAction } from "~/lib/page/implicit-submit";
import { CHECKOUT_FORM_ID } from "~/lib/checkout/checkout-prices";
import { ServerHtml } from "~/lib/page/document-html";
import { useNonce } from "~/lib/page/nonce";
import { useTranslation } from "~/lib/i18n/i18n";
import { lazyIsland, StaticHtml, type StaticPart } from "~/partial";
import * as onServer from "~/partial/islands/checkout.server";
import * as onServerPayment from "~/partial/islands/checkout-payment.server";
import { DeliverySection } from "./DeliverySection";
import { TextField, type CheckoutFormState } from "./fields";
import { useSubmitsInTurn } from "./use-submits-in-turn";

/** Its code is asked for as this module loads, beside the page's data: as a rule here when the page is drawn. */
const coupon = lazyIsland(
  ["coupons"],
  () => import("~/components/coupons/CouponField"),
  "CouponField",
  onServer.CouponField,
);
if (typeof document !== "undefined") void coupon.preload().catch(() => {});
const CouponField = coupon.Island;

/** Its radios, links and selects work as the server drew them until its code is here. */
const payment = lazyIsland(
  [
    "cards.brands",
    "cards.lastUsed",
    "cards.name",
    "checkout.payment",
    "checkout.pse",
    "loyalty.checkoutCampaign",
    "payment.repayment.card",
  ],
  () => import("./PaymentSection"),
  "PaymentSection",
  onServerPayment.PaymentSection,
);
if (typeof document !== "undefined") void payment.preload().catch(() => {});
const PaymentSection = payment.Island;
/** The same array each time, so the island's props stay the same (decision 051). */
const NOTHING_DONE: string[] = [];
const NO_COUPONS: NonNullable<CheckoutPageView["coupons"]> = [];
const NO_PROBLEMS: NonNullable<CheckoutActionData["problems"]> = [];

export const CHECKOUT_MESSAGE_ID = "checkout-message";
export const CHECKOUT_SUMMARY_ID = "checkout-problems";
const CHECKOUT_REVIEW_ID = "checkout-review";

interface Props {
  page: CheckoutPageView & {
    paymentCampaigns?: Record<string, { name: string; amount: string }>;
    totals: StaticPart;
    eatIn: StaticPart | null;
    submitLabel: StaticPart;
    closedNotice: StaticPart | null;
    locate: StaticPart | null;
    repricedNotice?: StaticPart | null;
  };
  result: CheckoutActionData | null;
}

export function CheckoutPage({ page, result }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "order";
  const reply = result?.reply ?? null;
  // One form state per answer: the payment island's props stay the same between answers.
  const form = useMemo<CheckoutFormState>(() => {
    const values = valuesOf(reply);
    return { values, errors: errorsOf(reply), value: (name, fallback = "") => values[name] ?? fallback };
  }, [reply]);
  const { values, errors, value } = form;
  const formError = errors[""] ?? null;
  const refused = reply !== null && reply.status === "error";
  useFocusAnswer(result, refused, values.intent);
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") sent.current = false;
  }, [navigation.state]);

  const address: AddressFields = { ...page.address, ...pickAddress(values), ...(result?.found ?? {}) };
  const hasSent = reply !== null;
  const addressChoice = hasSent
    ? value("address_choice", page.savedAddresses.length > 0 ? "" : "new")
    : page.addressChoice;
  const paymentChoice = value("payment");
  const cardChoice = hasSent ? value("card_guid") : (page.cards[0]?.guid ?? "");
  const key = reply
    ? JSON.stringify(reply.initialValue ?? {}) + JSON.stringify(reply.error ?? {}) + JSON.stringify(result?.found ?? {})
    : "loaded";

  const holdInTurn = useSubmitsInTurn();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "order";
    if (intent === "order" && (sending || sent.current)) {
      event.preventDefault();
      return;
    }
    holdInTurn(event);
    if (intent === "order") sent.current = true;
  };

  if (page.closed && !page.closed.canSchedule && page.closedNotice) {
    return <StaticHtml as="main" id="main" className="c-container c-page c-checkout" part={page.closedNotice} />;
  }

  return (
    <main id="main" className="c-container c-page c-checkout" aria-busy={sending || undefined}>
      <p>
        <Link to={page.cartHref} className="c-back-link">
          ← {t("checkout.backToCart")}
        </Link>
      </p>
      <h1 tabIndex={-1}>{page.title}</h1>
      {page.notice ? (
        <p role="status" className="c-alert c-alert--info">
          {page.notice}
        </p>
      ) : null}
      {page.closedNotice ? <StaticHtml part={page.closedNotice} /> : null}
      {page.paused ? <p className="c-alert c-alert--info">{page.paused}</p> : null}
      {page.repricedNotice ? <StaticHtml part={page.repricedNotice} /> : null}
      <ErrorSummary id={CHECKOUT_SUMMARY_ID} problems={result?.problems ?? NO_PROBLEMS} />
      {result?.review ? (
        <p id={CHECKOUT_REVIEW_ID} role="status" tabIndex={-1} className="c-alert c-alert--info" autoFocus>
          {t("checkout.notices.review", { submit: t("checkout.submit", { total: page.total }) })}
        </p>
      ) : null}
      <Form
        id={CHECKOUT_FORM_ID}
        method="post"
        noValidate
        className="c-section"
        onSubmit={onSubmit}
        onKeyDown={runFieldAction}
        data-enter="none"
      >
        {/* Every answer draws the fields again (with what was sent); the totals are the loader's. */}
        <Fragment key={key}>
          {/* Enter in a field never places the order: without JavaScript it sends this first submit (see withIntent). */}
          <button
            type="submit"
            name="intent"
            value="enter"
            className="c-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
          >
            {t("checkout.enter")}
          </button>
          <input type="hidden" name="idempotency_key" value={value("idempotency_key", page.idempotencyKey)} />
          <input type="hidden" name="cart_guid" value={page.cartGuid} />
          <FormMessage page={page} result={result} formError={formError} />

          <fieldset className="c-option-group c-cart-section">
            <legend>{t("checkout.contact.title")}</legend>
            <TextField
              form={form}
              name="name"
              label={t("checkout.contact.name")}
              autoComplete="name"
              maxLength={50}
              fallback={value("name", page.contact.name)}
            />
            <TextField
              form={form}
              name="phone"
              label={t("checkout.contact.phone")}
              autoComplete="tel-national"
              inputMode="tel"
              type="tel"
              maxLength={20}
              fallback={value("phone", page.contact.phone)}
            />
          </fieldset>

          <DeliverySection
            page={page}
            form={form}
            result={result}
            address={address}
            addressChoice={addressChoice}
            locate={page.locate}
          />
          {page.eatIn ? <StaticHtml part={page.eatIn} className="c-static" /> : null}
          <CheckoutWhen when={page.when ?? null} time={page.time} error={errors[SCHEDULING_FIELD]} />
          <PaymentSection page={page} form={form} payment={paymentChoice} cardChoice={cardChoice} />

          <fieldset className="c-option-group c-cart-section">
            <legend>{t("checkout.receipt.title")}</legend>
            <TextField
              form={form}
              name="tax_id"
              label={t(page.country === "BRA" ? "checkout.receipt.cpfOrCnpj" : "checkout.receipt.taxId")}
              required={page.requireTaxId ? undefined : false}
              inputMode={page.country === "MEX" ? "text" : "numeric"}
              maxLength={18}
            />
          </fieldset>

          {page.allowNotes ? (
            <div className="c-field c-cart-section">
              <label htmlFor="checkout-notes">
                {t("checkout.notes")} {t("addresses.optional")}
              </label>
              <textarea
                id="checkout-notes"
                name="notes"
                className="c-input"
                maxLength={500}
                rows={3}
                defaultValue={value("notes", page.notes)}
                {...describedBy("checkout-notes-error", errors.notes)}
              />
              <FieldError id="checkout-notes-error" message={errors.notes} values={{ max: 500 }} />
            </div>
          ) : null}

          <CouponField
            coupons={page.coupons ?? NO_COUPONS}
            value={value("voucher_code", page.pendingVoucher ?? "")}
            error={errors.voucher_code ?? null}
            done={result?.coupon?.done ?? NOTHING_DONE}
            fromLink={Boolean(page.pendingVoucher) && !hasSent}
            loginHref={page.loginHref}
          />
        </Fragment>
        <StaticHtml part={page.totals} autoFocusOnChange />

        <div className="c-cart-checkout">
          {/* Never disabled while sending: a disabled button drops the focus it holds. */}
          <button
            type="submit"
            name="intent"
            value="order"
            className="c-button c-cart-checkout__button"
            aria-disabled={sending || undefined}
          >
            <StaticHtml as="span" part={page.submitLabel} />
          </button>
        </div>
        <PriceSwitch css={page.priceCss} />
      </Form>
    </main>
  );
}

/** The browser hides nonce attributes from scripts, so after a client-side navigation the nonce is read from its scripts. */
function PriceSwitch({ css }: { css: string }) {
  const nonce =
    useNonce() ??
    (typeof document === "undefined" ? undefined : document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce);
  return css ? <ServerHtml as="style" nonce={nonce} html={css} /> : null;
}

function FormMessage({
  page,
  result,
  formError,
}: {
  page: CheckoutPageView;
  result: CheckoutActionData | null;
  formError: string | null;
}) {
  const { t } = useTranslation();
  if (!formError) return null;
  return (
    <div id={CHECKOUT_MESSAGE_ID} role="alert" tabIndex={-1} className="c-alert c-alert--error">
      <p>{formError}</p>
      {result?.existingOrderHref ? <Link to={result.existingOrderHref}>{t("checkout.seeOrder")}</Link> : null}
      {result?.backToCart ? <Link to={page.cartHref}>{t("checkout.backToCart")}</Link> : null}
    </div>
  );
}

/**
 * Every answer draws the form again, so the focus would fall to the page: it goes to what answers the
 * customer, once per answer, never taking the keys of someone who started typing before hydration.
 */
function useFocusAnswer(answer: CheckoutActionData | null, refused: boolean, intent: string | undefined) {
  useFocusOnAnswer(answer, () => {
    const byId = (id: string) => document.getElementById(id);
    if (!refused) {
      if (answer?.found) {
        const next = ["checkout-number", "checkout-street"]
          .map(byId)
          .find((field) => field instanceof HTMLInputElement && field.value === "");
        return next ?? byId("checkout-number");
      }
      if (answer?.coupon) return byId(COUPON_STATUS_ID);
      if (answer?.review) return byId(CHECKOUT_REVIEW_ID);
      return null;
    }
    const invalid = byId(CHECKOUT_FORM_ID)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const field =
      invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>("input:not([disabled])") : invalid;
    if (intent === "coupon_apply" || intent === "lookup") return field ?? byId(CHECKOUT_MESSAGE_ID);
    return byId(CHECKOUT_SUMMARY_ID) ?? byId(CHECKOUT_MESSAGE_ID) ?? field;
  });
}

function pickAddress(values: Record<string, string>): Partial<AddressFields> {
  const picked: Partial<AddressFields> = {};
  for (const name of [
    "zip_code",
    "street",
    "number",
    "complement",
    "neighborhood",
    "city",
    "state",
    "reference_point",
    "latitude",
    "longitude",
  ] as const) {
    if (values[name] !== undefined) picked[name] = values[name];
  }
  return picked;
}
