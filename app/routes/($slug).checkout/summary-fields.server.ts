import type { Currency } from "../../../contract/merchant";
import { formatMoneyInputMax } from "../../../contract/formats/money-input";
import type { SummaryField } from "~/components/ErrorSummary";
import type { Translate } from "~/lib/i18n/i18n";
import { ADDRESS_FIELD_MAX } from "~/lib/accounts/address-form";
import { brandField, MACHINE_METHODS, type CheckoutPageView } from "~/lib/checkout/checkout-view";
import { COUPON_FIELD_ID } from "~/lib/cart/coupon-messages";
import { SCHEDULING_FIELD } from "~/lib/scheduling/scheduling-messages";

const ADDRESS_ORDER = [
  "zip_code",
  "street",
  "number",
  "complement",
  "neighborhood",
  "city",
  "state",
  "reference_point",
] as const;
const TEXT_MAX: Record<string, number> = { name: 50, phone: 20, tax_id: 18, notes: 500, ...ADDRESS_FIELD_MAX };

/** Made by the loader: the page only picks the ones refused. */
export function checkoutSummaryFields(
  t: Translate,
  country: CheckoutPageView["country"],
  currency: Currency,
): SummaryField[] {
  const field = (name: string, label: string): SummaryField => ({
    name,
    target: `checkout-${name}`,
    label,
    ...(TEXT_MAX[name] ? { values: { max: TEXT_MAX[name] } } : {}),
  });
  return [
    field("name", t("checkout.contact.name")),
    field("phone", t("checkout.contact.phone")),
    field("address_choice", t("checkout.delivery.savedAddresses")),
    ...ADDRESS_ORDER.map((name) =>
      field(name, t(`addresses.fields.${name === "zip_code" ? (country === "BRA" ? "cep" : "zip") : name}`)),
    ),
    field(SCHEDULING_FIELD, t("checkout.when.title")),
    field("payment", t("checkout.payment.title")),
    field("card_guid", t("checkout.payment.whichCard")),
    { ...field("change_for", t("checkout.payment.changeFor")), values: { max: formatMoneyInputMax(currency) } },
    ...MACHINE_METHODS.map((method) =>
      field(brandField(method), t("checkout.payment.brand", { method: t(`checkout.payment.methods.${method}`) })),
    ),
    field("tax_id", t(country === "BRA" ? "checkout.receipt.cpfOrCnpj" : "checkout.receipt.taxId")),
    field("notes", t("checkout.notes")),
    // Its message is the coupon's own (couponMessage), said by the page.
    { name: "voucher_code", target: COUPON_FIELD_ID, label: t("coupons.field.label") },
  ];
}
