import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { ErrorSummary, problemsIn, type SummaryField, type SummaryProblem } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { MoneyInput, useMoneyMessageValues } from "~/components/MoneyInput";
import { SCHEDULING_FIELD } from "~/components/scheduling/messages";
import { useFocusOnAnswer } from "~/lib/focus";
import { CheckoutWhen } from "~/components/scheduling/WhenSummary";
import { CartSummary } from "~/components/cart/CartSummary";
import { ClosedCheckoutNotice, ClosedCheckoutPage } from "~/components/checkout/ClosedCheckout";
import { COUPON_FIELD_ID, COUPON_STATUS_ID, CouponField } from "~/components/coupons/CouponField";
import { couponMessage } from "~/lib/coupon-messages";
import { ADDRESS_FIELD_MAX, type AddressFields } from "~/lib/address-form";
import { brandField, errorsOf, MACHINE_METHODS, offlinePaymentsKey, paymentMethodKey, valuesOf, type CheckoutActionData, type CheckoutPageView } from "~/lib/checkout-view";
import { runFieldAction } from "~/lib/implicit-submit";
import { useTranslation, type Translate } from "~/lib/i18n";
import { SavedCardLabel } from "~/components/payment/SavedCardLabel";

export const CHECKOUT_FORM_ID = "checkout-form";
export const CHECKOUT_MESSAGE_ID = "checkout-message";
export const CHECKOUT_SUMMARY_ID = "checkout-problems";
const CHECKOUT_REVIEW_ID = "checkout-review";

/** Digits of a complete postal code of the country: Brazil 8 (9 with the hyphen), Mexico 5, Colombia 6. */
const ZIP_MAX: Record<CheckoutPageView["country"], number> = { BRA: 9, MEX: 5, COL: 6 };

interface Props {
  /** paymentCampaigns (issue 16): per payment method, the loyalty campaign's discount on this cart. */
  page: CheckoutPageView & { paymentCampaigns?: Record<string, { name: string; amount: string }> };
  result: CheckoutActionData | null;
}

/**
 * The checkout (issue 14): one plain HTML form in sections (contact, delivery, when, payment,
 * receipt, notes, summary) and one submit. A refusal comes back with everything typed and the
 * message on its field; with JavaScript the focus moves there, and a second tap while sending is ignored.
 */
export function CheckoutPage({ page, result }: Props) {
  const { t } = useTranslation();
  const moneyValues = useMoneyMessageValues();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "order";
  const reply = result?.reply ?? null;
  const errors = errorsOf(reply);
  const values = valuesOf(reply);
  const formError = errors[""] ?? null;
  const refused = reply !== null && reply.status === "error";
  useFocusAnswer(result, refused, values.intent);
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") sent.current = false;
  }, [navigation.state]);

  /** What the form shows in a field: what was sent last, else the page's own value. */
  const value = (name: string, fallback = "") => values[name] ?? fallback;
  const address: AddressFields = { ...page.address, ...pickAddress(values), ...(result?.found ?? {}) };
  const hasSent = reply !== null;
  const addressChoice = hasSent ? value("address_choice", page.savedAddresses.length > 0 ? "" : "new") : page.addressChoice;
  const payment = value("payment");
  const cardChoice = hasSent ? value("card_guid") : (page.cards[0]?.guid ?? "");
  const key = reply ? JSON.stringify(reply.initialValue ?? {}) + JSON.stringify(reply.error ?? {}) + JSON.stringify(result?.found ?? {}) : "loaded";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "order";
    if (intent !== "order") return;
    // A second tap while the order is on its way does nothing (the key would make it the same order anyway).
    if (sending || sent.current) {
      event.preventDefault();
      return;
    }
    sent.current = true;
  };

  const text = (
    name: string,
    label: string,
    options: { required?: boolean; autoComplete?: string; inputMode?: "numeric" | "tel" | "text" | "decimal"; maxLength?: number; fallback?: string; type?: string } = {},
  ) => (
    <div className="c-field">
      <label htmlFor={`checkout-${name}`}>
        {label}
        {options.required === false ? ` ${t("addresses.optional")}` : null}
      </label>
      <input
        id={`checkout-${name}`}
        name={name}
        type={options.type ?? "text"}
        className="c-input"
        defaultValue={options.fallback ?? value(name)}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        maxLength={options.maxLength}
        {...describedBy(`checkout-${name}-error`, errors[name])}
      />
      <FieldError id={`checkout-${name}-error`} message={errors[name]} values={options.maxLength ? { max: options.maxLength } : undefined} />
    </div>
  );
  const addressText = (name: keyof typeof ADDRESS_FIELD_MAX, required: boolean, autoComplete?: string) =>
    text(name, t(`addresses.fields.${name}`), { required, autoComplete, maxLength: ADDRESS_FIELD_MAX[name], fallback: address[name] });
  const zipKind = page.country === "BRA" ? "cep" : "zip";
  // Closed now with no time to choose: no form that could only be refused.
  if (page.closed && !page.closed.canSchedule) return <ClosedCheckoutPage page={page} closed={page.closed} />;

  return (
    <main id="main" className="c-container c-page c-checkout" aria-busy={sending || undefined}>
      <p>
        <Link to={page.cartHref}>← {t("checkout.backToCart")}</Link>
      </p>
      <h1 tabIndex={-1}>{page.title}</h1>
      {page.notice ? (
        <p role="status" className="c-alert c-alert--info">
          {t(page.notice)}
        </p>
      ) : null}
      {page.closed ? <ClosedCheckoutNotice closed={page.closed} /> : null}
      <ErrorSummary id={CHECKOUT_SUMMARY_ID} problems={problemsOf(errors, t, page.country, moneyValues)} />
      {result?.review ? (
        <p id={CHECKOUT_REVIEW_ID} role="status" tabIndex={-1} className="c-alert c-alert--info" autoFocus>
          {t("checkout.notices.review", { submit: t("checkout.submit", { total: page.total }) })}
        </p>
      ) : null}
      <Form key={key} id={CHECKOUT_FORM_ID} method="post" noValidate className="c-section" onSubmit={onSubmit} onKeyDown={runFieldAction} data-enter="none">
        {/*
          Enter in a field never places the order. Without JavaScript the browser sends the form with
          its first submit button: this one, which the server reads as "the field's own action"
          (the coupon typed, the postal code to look up) or nothing (schema.server.ts resolveEnter).
        */}
        <button type="submit" name="intent" value="enter" className="c-visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("checkout.enter")}
        </button>
        <input type="hidden" name="idempotency_key" value={value("idempotency_key", page.idempotencyKey)} />
        <input type="hidden" name="cart_guid" value={page.cartGuid} />
        {formError || result?.existingOrderHref ? (
          <div id={CHECKOUT_MESSAGE_ID} role="alert" tabIndex={-1} className="c-alert c-alert--error">
            <p>
              {formError
                ? t(formError, { missing: result?.missing ?? "", items: result?.removed ?? "" })
                : t("checkout.errors.ORDER_ALREADY_EXISTS")}
              {formError === "checkout.errors.INVALID_MINIMUM_ORDER" && result?.missing ? ` ${t("checkout.errors.missing", { missing: result.missing })}` : null}
              {formError === "checkout.errors.UNAVAILABLE" && result?.removed ? ` ${t("checkout.errors.removed", { items: result.removed })}` : null}
            </p>
            {result?.existingOrderHref ? <Link to={result.existingOrderHref}>{t("checkout.seeOrder")}</Link> : null}
            {formError === "checkout.errors.INVALID_MINIMUM_ORDER" || formError === "checkout.errors.UNAVAILABLE" ? (
              <Link to={page.cartHref}>{t("checkout.backToCart")}</Link>
            ) : null}
          </div>
        ) : null}

        <fieldset className="c-option-group c-cart-section">
          <legend>{t("checkout.contact.title")}</legend>
          {text("name", t("checkout.contact.name"), { autoComplete: "name", maxLength: 50, fallback: value("name", page.contact.name) })}
          {text("phone", t("checkout.contact.phone"), { autoComplete: "tel-national", inputMode: "tel", type: "tel", maxLength: 20, fallback: value("phone", page.contact.phone) })}
        </fieldset>

        <fieldset className="c-option-group c-cart-section">
          <legend>{t(page.mode === "DELIVERY" ? "checkout.delivery.titleDelivery" : "checkout.delivery.titleTakeout")}</legend>
          <p>
            {t(`checkout.delivery.mode.${page.mode}`)} · <Link to={page.cartHref}>{t("checkout.delivery.change")}</Link>
          </p>
          {page.mode === "DELIVERY" ? (
            <>
              {page.savedAddresses.length > 0 ? (
                <fieldset id="checkout-address_choice" className="c-option-group" {...describedBy("checkout-address_choice-error", errors.address_choice)}>
                  <legend>{t("checkout.delivery.savedAddresses")}</legend>
                  {page.savedAddresses.map((saved) => (
                    <label key={saved.id} className="c-option">
                      <input type="radio" name="address_choice" value={String(saved.id)} defaultChecked={addressChoice === String(saved.id)} />
                      <span>
                        <strong>{saved.label}</strong> · {saved.line}
                      </span>
                    </label>
                  ))}
                  <label className="c-option">
                    <input type="radio" name="address_choice" value="new" defaultChecked={addressChoice === "new"} />
                    {t("checkout.delivery.newAddress")}
                  </label>
                  <FieldError id="checkout-address_choice-error" message={errors.address_choice} />
                </fieldset>
              ) : (
                <input type="hidden" name="address_choice" value="new" />
              )}
              <div className="c-section" role="group" aria-label={t("checkout.delivery.newAddress")}>
                {page.savedAddresses.length > 0 ? <p className="c-field-hint">{t("checkout.delivery.newAddressHint")}</p> : null}
                <div className="c-field">
                  <label htmlFor="checkout-zip_code">{t(`addresses.fields.${zipKind}`)}</label>
                  <div className="c-row">
                    <input
                      id="checkout-zip_code"
                      name="zip_code"
                      className="c-input"
                      inputMode="numeric"
                      autoComplete="postal-code"
                      maxLength={ZIP_MAX[page.country]}
                      defaultValue={address.zip_code}
                      data-enter="lookup"
                      {...describedBy("checkout-zip_code-error", errors.zip_code)}
                    />
                    <button type="submit" name="intent" value="lookup" formNoValidate className="c-button c-button--default">
                      {t(`addresses.lookup.${zipKind}`)}
                    </button>
                  </div>
                  <FieldError id="checkout-zip_code-error" message={errors.zip_code} />
                  <p role="status" className="c-field-hint">
                    {result?.found ? t("addresses.lookup.found") : ""}
                  </p>
                </div>
                {addressText("street", true, "address-line1")}
                {addressText("number", true)}
                {addressText("complement", false, "address-line2")}
                {addressText("neighborhood", true, "address-level3")}
                {addressText("city", true, "address-level2")}
                {addressText("state", true, "address-level1")}
                {page.referencePoint.enabled_reference_point ? addressText("reference_point", page.referencePoint.required_reference_point) : null}
                <input type="hidden" name="latitude" defaultValue={address.latitude} />
                <input type="hidden" name="longitude" defaultValue={address.longitude} />
                <input type="hidden" name="coords_zip" defaultValue={result?.found?.zip_code ?? value("coords_zip", page.address.latitude ? page.address.zip_code : "")} />
              </div>
              {result?.notServed ? (
                <div className="c-alert c-alert--info">
                  <p>{t("checkout.delivery.notServed")}</p>
                  <button type="submit" name="intent" value="takeout" formNoValidate className="c-button c-button--default">
                    {t("checkout.delivery.pickUpInstead")}
                  </button>
                </div>
              ) : null}
            </>
          ) : page.mode === "TAKEOUT" ? (
            page.storeAddress ? (
              <p>
                {t("checkout.delivery.pickUpAt")}
                <br />
                {page.storeAddress.line1}
                <br />
                {page.storeAddress.line2}
              </p>
            ) : null
          ) : null}
        </fieldset>

        <CheckoutWhen when={page.when ?? null} time={page.time} error={errors[SCHEDULING_FIELD]} />

        <fieldset id="checkout-payment" className="c-option-group c-cart-section" {...describedBy("checkout-payment-error", errors.payment)}>
          <legend>{t("checkout.payment.title")}</legend>
          <FieldError id="checkout-payment-error" message={errors.payment} />
          {page.online.length > 0 ? (
            <fieldset className="c-option-group">
              <legend>{t("checkout.payment.online")}</legend>
              {page.online.map((option) => {
                const noCards = option.code === "CARD" && option.unavailable === null && page.cards.length === 0;
                const disabled = option.unavailable !== null || noCards;
                const hintId = `checkout-payment-${option.code}-hint`;
                return (
                  <div key={option.code}>
                    <label className="c-option">
                      <input type="radio" name="payment" value={option.code} disabled={disabled} defaultChecked={!disabled && payment === option.code} aria-describedby={disabled ? hintId : undefined} />
                      {t(`checkout.payment.methods.${option.code}`)}
                    </label>
                    {page.paymentCampaigns?.[option.code] ? (
                      <p className="c-field-hint">{t("loyalty.checkoutCampaign", page.paymentCampaigns[option.code])}</p>
                    ) : null}
                    {option.unavailable === "login" ? (
                      <p id={hintId} className="c-field-hint">
                        {t("checkout.payment.unavailable")} · <Link to={page.loginHref}>{t("checkout.payment.login")}</Link>
                      </p>
                    ) : option.unavailable === "disabled" ? (
                      <p id={hintId} className="c-field-hint">
                        {t("checkout.payment.unavailable")}
                      </p>
                    ) : noCards ? (
                      <p id={hintId} className="c-field-hint">
                        {t("checkout.payment.noCards")} · <Link to={page.addCardHref}>{t("checkout.payment.addCard")}</Link>
                      </p>
                    ) : null}
                    {option.code === "CARD" && !disabled ? (
                      <fieldset id="checkout-card_guid" className="c-option-group c-checkout-sub" {...describedBy("checkout-card_guid-error", errors.card_guid)}>
                        <legend>{t("checkout.payment.whichCard")}</legend>
                        {page.cards.map((card) => (
                          <label key={card.guid} className="c-option">
                            <input type="radio" name="card_guid" value={card.guid} defaultChecked={cardChoice === card.guid} />
                            <SavedCardLabel card={card} />
                          </label>
                        ))}
                        <FieldError id="checkout-card_guid-error" message={errors.card_guid} />
                        <p>
                          <Link to={page.addCardHref}>{t("checkout.payment.addCard")}</Link>
                        </p>
                      </fieldset>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          {page.offline.length > 0 ? (
            <fieldset className="c-option-group">
              <legend>{t(offlinePaymentsKey(page.mode))}</legend>
              {page.offline.map((option) => (
                <div key={option.code}>
                  <label className="c-option">
                    <input type="radio" name="payment" value={option.code} defaultChecked={payment === option.code} />
                    {t(paymentMethodKey(option.code, page.mode))}
                  </label>
                  {option.code === "CASH" ? (
                    <div className="c-checkout-sub">
                      <MoneyInput id="checkout-change_for" name="change_for" label={t("checkout.payment.changeFor")} defaultValue={value("change_for")} error={errors.change_for} />
                      <label className="c-option">
                        <input type="checkbox" name="no_change" value="1" defaultChecked={Boolean(values.no_change)} />
                        {t("checkout.payment.noChange")}
                      </label>
                    </div>
                  ) : option.brands.length > 0 ? (
                    <div className="c-field c-checkout-sub">
                      <label htmlFor={`checkout-${brandField(option.code)}`}>{t("checkout.payment.brand", { method: t(`checkout.payment.methods.${option.code}`) })}</label>
                      <select
                        id={`checkout-${brandField(option.code)}`}
                        name={brandField(option.code)}
                        className="c-input"
                        defaultValue={value(brandField(option.code))}
                        {...describedBy(`checkout-${brandField(option.code)}-error`, errors[brandField(option.code)])}
                      >
                        <option value="">{t("checkout.payment.chooseBrand")}</option>
                        {option.brands.map((brand) => (
                          <option key={brand} value={brand}>
                            {t(`cards.brands.${brand}`)}
                          </option>
                        ))}
                      </select>
                      <FieldError id={`checkout-${brandField(option.code)}-error`} message={errors[brandField(option.code)]} />
                    </div>
                  ) : null}
                </div>
              ))}
            </fieldset>
          ) : null}
        </fieldset>

        <fieldset className="c-option-group c-cart-section">
          <legend>{t("checkout.receipt.title")}</legend>
          {text("tax_id", t(page.country === "BRA" ? "checkout.receipt.cpfOrCnpj" : "checkout.receipt.taxId"), {
            required: page.requireTaxId ? undefined : false,
            inputMode: page.country === "MEX" ? "text" : "numeric",
            maxLength: 18,
          })}
        </fieldset>

        {page.allowNotes ? (
          <div className="c-field c-cart-section">
            <label htmlFor="checkout-notes">
              {t("checkout.notes")} {t("addresses.optional")}
            </label>
            <textarea id="checkout-notes" name="notes" className="c-input" maxLength={500} rows={3} defaultValue={value("notes", page.notes)} {...describedBy("checkout-notes-error", errors.notes)} />
            <FieldError id="checkout-notes-error" message={errors.notes} values={{ max: 500 }} />
          </div>
        ) : null}

        <CouponField
          coupons={page.coupons ?? []}
          value={value("voucher_code", page.pendingVoucher ?? "")}
          error={errors.voucher_code ?? null}
          done={result?.coupon?.done ?? []}
          fromLink={Boolean(page.pendingVoucher) && !hasSent}
          loginHref={page.loginHref}
        />

        <section className="c-cart-section" aria-labelledby="checkout-lines-title">
          <h2 id="checkout-lines-title" className="c-cart-section__title">
            {t("checkout.lines")}
          </h2>
          <ul className="c-checkout-lines">
            {page.lines.map((line) => (
              <li key={`${line.kind}-${line.id}`}>
                {line.quantity}× {line.name} · {line.points != null ? t("loyalty.points", { count: line.points }) : line.total}
              </li>
            ))}
          </ul>
        </section>
        <CartSummary summary={page.summary} areaFieldId="checkout-neighborhood" />

        <div className="c-cart-checkout">
          {/* Never disabled while sending: a disabled button drops the focus it holds. */}
          <button type="submit" name="intent" value="order" className="c-button c-cart-checkout__button" aria-disabled={sending || undefined}>
            {t("checkout.submit", { total: page.total })}
          </button>
        </div>
      </Form>
    </main>
  );
}

/**
 * Every answer draws the form again (its key), and the focus would fall to the page: it goes to
 * what answers the customer (~/lib/focus: once per answer, and never taking the keys of a customer
 * who started typing before the page hydrated). Refused: the summary of problems after an order,
 * the field itself after its own action (a coupon, a postal code looked up), else the form's
 * message. Accepted: the next field to fill after a postal code found, the coupon's status, the
 * notice that Enter sent nothing.
 */
function useFocusAnswer(answer: CheckoutActionData | null, refused: boolean, intent: string | undefined) {
  useFocusOnAnswer(answer, () => {
    const byId = (id: string) => document.getElementById(id);
    if (!refused) {
      if (answer?.found) {
        const next = ["checkout-number", "checkout-street"].map(byId).find((field) => field instanceof HTMLInputElement && field.value === "");
        return next ?? byId("checkout-number");
      }
      if (answer?.coupon) return byId(COUPON_STATUS_ID);
      if (answer?.review) return byId(CHECKOUT_REVIEW_ID);
      return null;
    }
    const invalid = byId(CHECKOUT_FORM_ID)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const field = invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>("input:not([disabled])") : invalid;
    if (intent === "coupon_apply" || intent === "lookup") return field ?? byId(CHECKOUT_MESSAGE_ID);
    return byId(CHECKOUT_SUMMARY_ID) ?? byId(CHECKOUT_MESSAGE_ID) ?? field;
  });
}

/** The address fields and their lengths, in the order the page shows them. */
const ADDRESS_ORDER = ["zip_code", "street", "number", "complement", "neighborhood", "city", "state", "reference_point"] as const;
const TEXT_MAX: Record<string, number> = { name: 50, phone: 20, tax_id: 18, notes: 500, ...ADDRESS_FIELD_MAX };

/** The refusals on fields, in the page's order, each with the label the page gives its field. */
function problemsOf(errors: Record<string, string>, t: Translate, country: CheckoutPageView["country"], moneyValues: { max: string }): SummaryProblem[] {
  const field = (name: string, label: string): SummaryField => ({ name, target: `checkout-${name}`, label, values: TEXT_MAX[name] ? { max: TEXT_MAX[name] } : undefined });
  const fields: SummaryField[] = [
    field("name", t("checkout.contact.name")),
    field("phone", t("checkout.contact.phone")),
    field("address_choice", t("checkout.delivery.savedAddresses")),
    ...ADDRESS_ORDER.map((name) => field(name, t(`addresses.fields.${name === "zip_code" ? (country === "BRA" ? "cep" : "zip") : name}`))),
    field(SCHEDULING_FIELD, t("checkout.when.title")),
    field("payment", t("checkout.payment.title")),
    field("card_guid", t("checkout.payment.whichCard")),
    { ...field("change_for", t("checkout.payment.changeFor")), values: moneyValues },
    ...MACHINE_METHODS.map((method) => field(brandField(method), t("checkout.payment.brand", { method: t(`checkout.payment.methods.${method}`) }))),
    field("tax_id", t(country === "BRA" ? "checkout.receipt.cpfOrCnpj" : "checkout.receipt.taxId")),
    field("notes", t("checkout.notes")),
    {
      name: "voucher_code",
      target: COUPON_FIELD_ID,
      label: t("coupons.field.label"),
      say: (error) => {
        const message = couponMessage(error);
        return t(message.key, message.values);
      },
    },
  ];
  return problemsIn(errors, fields, t);
}

/** The address fields among what was sent. */
function pickAddress(values: Record<string, string>): Partial<AddressFields> {
  const picked: Partial<AddressFields> = {};
  for (const name of ["zip_code", "street", "number", "complement", "neighborhood", "city", "state", "reference_point", "latitude", "longitude"] as const) {
    if (values[name] !== undefined) picked[name] = values[name];
  }
  return picked;
}
