import { Form, useNavigation } from "@remix-run/react";
import type { ConsoleCoupon, Currency } from "../../../../contract";
import { formatMoneyInput } from "../../../../contract/formats/money-input";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { MoneyInput } from "~/components/MoneyInput";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { typed, type MenuFormAnswer } from "~/lib/console/console-menu";
import { useTranslation } from "~/lib/i18n/i18n";

const K = "console.settings.rewards.coupon";
const L = "console.settings.couponLimits";

/** A coupon's every restriction on one plain form; after a refusal, everything comes back as typed. */
export function CouponForm({
  coupon,
  currency,
  today,
  answer,
  requestKey,
}: {
  coupon: ConsoleCoupon | null;
  currency: Currency;
  /** The store's calendar day, a new coupon's first day. */
  today: string;
  answer: MenuFormAnswer | undefined;
  /** A new coupon's form key (drawn with the page; after a refusal, the one sent). */
  requestKey?: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const text = (name: string, fallback: string) => typed(values, name, fallback);
  const ticked = (name: string, fallback: boolean) => (values ? values[name] !== undefined : fallback);
  const chosen = (name: string, fallback: string) =>
    values && typeof values[name] === "string" ? values[name] : fallback;
  const moneyOf = (amount: number | null | undefined) =>
    amount === null || amount === undefined || amount === 0 ? "" : formatMoneyInput(currency, amount);
  const type = chosen("discount_type", coupon?.discount_type ?? "PERCENTAGE");
  const restriction = chosen("delivery_restriction", coupon?.delivery_restriction ?? "");
  const fields = [
    ["code", `${K}.code`],
    ["name", `${K}.name`],
    ["description", `${K}.description`],
    ["discount_type", `${K}.type`],
    ["percent", `${K}.percent`],
    ["amount", `${K}.amount`],
    ["max_discount", `${K}.maxDiscount`],
    ["minimum_order", `${K}.minimumOrder`],
    ["starts_on", `${K}.startsOn`],
    ["ends_on", `${K}.endsOn`],
    ["exclusive_email", `${K}.exclusiveEmail`],
    ["max_uses", `${L}.maxUses`],
    ["max_uses_per_client", `${L}.perClient`],
    ["delivery_restriction", `${K}.restriction`],
  ] as const;
  const problems = problemsIn(
    errors,
    fields.map(([name, label]) => ({ name, target: `coupon-${name}`, label: t(label) })),
    t,
  );
  return (
    <section aria-labelledby="coupon-form-title" className="c-menu-card">
      <h2 id="coupon-form-title">{t(`${K}.formTitle`)}</h2>
      <ErrorSummary id="coupon-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems.length === 0}>
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="coupon" />
        {requestKey ? <input type="hidden" name="request_key" value={chosen("request_key", requestKey)} /> : null}
        <MenuTextField
          id="coupon-code"
          name="code"
          label={t(`${K}.code`)}
          hint={t(`${K}.codeHint`)}
          error={errors.code}
          defaultValue={text("code", coupon?.code ?? "")}
          required
          maxLength={40}
        />
        <MenuTextField
          id="coupon-name"
          name="name"
          label={t(`${K}.name`)}
          hint={t(`${K}.nameHint`)}
          error={errors.name}
          defaultValue={text("name", coupon?.name ?? "")}
          required
          maxLength={80}
        />
        <MenuTextField
          id="coupon-description"
          name="description"
          label={t(`${K}.description`)}
          error={errors.description}
          defaultValue={text("description", coupon?.description ?? "")}
          multiline
          maxLength={300}
        />
        <fieldset id="coupon-discount_type" {...describedBy("coupon-discount_type-error", errors.discount_type)}>
          <legend>{t(`${K}.type`)}</legend>
          <FieldError id="coupon-discount_type-error" message={errors.discount_type} />
          {(["PERCENTAGE", "FIXED", "FREE_DELIVERY"] as const).map((option) => (
            <div key={option} className="c-field c-field--check">
              <input
                type="radio"
                id={`coupon-type-${option}`}
                name="discount_type"
                value={option}
                defaultChecked={type === option}
              />{" "}
              <label htmlFor={`coupon-type-${option}`}>{t(`${K}.types.${option}`)}</label>
            </div>
          ))}
        </fieldset>
        <MenuTextField
          id="coupon-percent"
          name="percent"
          label={t(`${K}.percent`)}
          hint={t(`${K}.percentHint`)}
          error={errors.percent}
          defaultValue={text("percent", coupon?.discount_type === "PERCENTAGE" ? String(coupon.value) : "")}
          inputMode="text"
          maxLength={8}
        />
        <MoneyInput
          id="coupon-amount"
          name="amount"
          label={t(`${K}.amount`)}
          defaultValue={text("amount", coupon?.discount_type === "FIXED" ? moneyOf(coupon.value) : "")}
          error={errors.amount}
          currency={currency}
        />
        <MoneyInput
          id="coupon-max_discount"
          name="max_discount"
          label={t(`${K}.maxDiscount`)}
          defaultValue={text("max_discount", moneyOf(coupon?.max_discount))}
          error={errors.max_discount}
          currency={currency}
        />
        <MoneyInput
          id="coupon-minimum_order"
          name="minimum_order"
          label={t(`${K}.minimumOrder`)}
          defaultValue={text("minimum_order", moneyOf(coupon?.minimum_order))}
          error={errors.minimum_order}
          currency={currency}
        />
        <DateField
          id="coupon-starts_on"
          name="starts_on"
          label={t(`${K}.startsOn`)}
          error={errors.starts_on}
          defaultValue={text("starts_on", coupon?.starts_on ?? today)}
        />
        <DateField
          id="coupon-ends_on"
          name="ends_on"
          label={t(`${K}.endsOn`)}
          hint={t(`${K}.endsOnHint`)}
          error={errors.ends_on}
          defaultValue={text("ends_on", coupon?.ends_on ?? "")}
        />
        <fieldset>
          <legend>{t(`${K}.who`)}</legend>
          <MenuCheckbox
            id="coupon-requires_client"
            name="requires_client"
            label={t(`${K}.requiresClient`)}
            defaultChecked={ticked("requires_client", coupon?.requires_client ?? false)}
          />
          <MenuCheckbox
            id="coupon-first_order_only"
            name="first_order_only"
            label={t(`${K}.firstOrderOnly`)}
            hint={t(`${K}.firstOrderOnlyHint`)}
            defaultChecked={ticked("first_order_only", coupon?.first_order_only ?? false)}
          />
          <div className="c-field">
            <label htmlFor="coupon-exclusive_email">{t(`${K}.exclusiveEmail`)}</label>
            <p id="coupon-exclusive_email-hint" className="c-dimmed">
              {t(`${K}.exclusiveEmailHint`)}
            </p>
            <input
              id="coupon-exclusive_email"
              name="exclusive_email"
              type="email"
              className="c-input"
              autoComplete="off"
              defaultValue={text("exclusive_email", coupon?.exclusive_email ?? "")}
              aria-invalid={errors.exclusive_email ? true : undefined}
              aria-describedby={
                errors.exclusive_email
                  ? "coupon-exclusive_email-error coupon-exclusive_email-hint"
                  : "coupon-exclusive_email-hint"
              }
            />
            <FieldError id="coupon-exclusive_email-error" message={errors.exclusive_email} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t(`${L}.title`)}</legend>
          <MenuTextField
            id="coupon-max_uses"
            name="max_uses"
            label={t(`${L}.maxUses`)}
            hint={t(`${L}.maxUsesHint`)}
            error={errors.max_uses}
            defaultValue={text("max_uses", limitOf(coupon?.max_uses))}
            inputMode="numeric"
            maxLength={9}
          />
          <MenuTextField
            id="coupon-max_uses_per_client"
            name="max_uses_per_client"
            label={t(`${L}.perClient`)}
            hint={t(`${L}.perClientHint`)}
            error={errors.max_uses_per_client}
            defaultValue={text("max_uses_per_client", limitOf(coupon?.max_uses_per_client))}
            inputMode="numeric"
            maxLength={5}
          />
        </fieldset>
        <fieldset>
          <legend>{t(`${K}.combine`)}</legend>
          <MenuCheckbox
            id="coupon-not_with_promotional_items"
            name="not_with_promotional_items"
            label={t(`${K}.notWithPromotionalItems`)}
            defaultChecked={ticked("not_with_promotional_items", coupon?.not_with_promotional_items ?? false)}
          />
          <MenuCheckbox
            id="coupon-not_with_loyalty"
            name="not_with_loyalty"
            label={t(`${K}.notWithLoyalty`)}
            defaultChecked={ticked("not_with_loyalty", coupon?.not_with_loyalty ?? false)}
          />
        </fieldset>
        <fieldset
          id="coupon-delivery_restriction"
          {...describedBy("coupon-delivery_restriction-error", errors.delivery_restriction)}
        >
          <legend>{t(`${K}.restriction`)}</legend>
          <FieldError id="coupon-delivery_restriction-error" message={errors.delivery_restriction} />
          {(["", "DELIVERY_ONLY", "STORE_ONLY"] as const).map((option) => (
            <div key={option} className="c-field c-field--check">
              <input
                type="radio"
                id={`coupon-restriction-${option || "ANY"}`}
                name="delivery_restriction"
                value={option}
                defaultChecked={restriction === option}
              />{" "}
              <label htmlFor={`coupon-restriction-${option || "ANY"}`}>
                {t(`${K}.restrictions.${option || "ANY"}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <MenuCheckbox
          id="coupon-displayed_in_wallet"
          name="displayed_in_wallet"
          label={t(`${K}.displayedInWallet`)}
          defaultChecked={ticked("displayed_in_wallet", coupon?.displayed_in_wallet ?? false)}
        />
        <MenuCheckbox
          id="coupon-enabled"
          name="enabled"
          label={t(`${K}.enabled`)}
          defaultChecked={ticked("enabled", coupon?.enabled ?? true)}
        />
        <button type="submit" className="c-button" aria-disabled={busy || undefined} onClick={sendOnce(busy)}>
          {t(coupon ? `${K}.save` : `${K}.create`)}
        </button>
      </Form>
    </section>
  );
}

const limitOf = (limit: number | null | undefined) => (limit === null || limit === undefined ? "" : String(limit));

/** A calendar day; without JavaScript or a date picker it is typed as YYYY-MM-DD. */
export function DateField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  defaultValue: string;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="c-dimmed">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="date"
        className="c-input"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
