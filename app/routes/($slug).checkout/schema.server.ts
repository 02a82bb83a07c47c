import * as z from "zod";
import {
  idempotencyKeySchema,
  ORDER_MESSAGES,
  type CartAddressInput,
  type CountryCode,
  type Currency,
  type OrderPaymentRequest,
} from "../../../contract";
import { CART_NOTES_MAX } from "../../../contract/limits";
import { moneyInputSchema, nameSchema, phoneSchema, taxIdSchema, zipCodeSchema } from "../../../contract/validation";
import { enterLooksUp, type ReferencePointRule } from "~/lib/accounts/address-form";
import { addressFieldsShape } from "~/lib/accounts/address-schema.server";
import { optionalText } from "~/lib/page/form-fields.server";
import { couponCodeField } from "~/lib/cart/coupons.server";
import { type PseFieldValues, pseFieldsShape, psePaymentOf } from "~/lib/checkout/pse.server";
import { intentOfEnter } from "~/lib/page/implicit-submit";
import {
  CHECKOUT_PAYMENTS,
  MACHINE_METHODS,
  brandField,
  type CheckoutPayment,
  type MachineMethod,
} from "~/lib/checkout/checkout-view";

// Built per request from the store's rules and the customer's picks, so each field is checked only when it applies.

export interface CheckoutRules {
  country: CountryCode;
  currency: Currency;
  delivery: boolean;
  requireTaxId: boolean;
  allowNotes: boolean;
  referencePoint: ReferencePointRule;
  /** Minor units: the change must be above it. */
  total: number;
  /** hosted: the card is typed on the provider's page, no saved card is picked. */
  offered: { code: CheckoutPayment; brands: string[]; hosted?: boolean }[];
  /** PSE's bank ids as the form listed them. */
  pseBanks?: readonly string[];
}

/** Read from the form before parsing: it decides which fields apply. */
export interface CheckoutPicks {
  addressChoice: string | null;
  payment: string | null;
  noChange: boolean;
  /** PSE: the person type and document type chosen, which decide what the number must look like. */
  pseEntityType: string | null;
  pseDocumentType: string | null;
}

/**
 * Enter in a field without JavaScript sends the first submit button, "enter": it runs what a field is
 * waiting for (a coupon, a postal-code lookup), else nothing. Only "Fazer pedido" places an order.
 */
export function withIntent(form: FormData): FormData {
  const choice = form.get("address_choice");
  const newAddress = choice === null || choice === "new";
  return intentOfEnter(form, (typed) =>
    typed("register_code")
      ? "register_verify"
      : typed("voucher_code")
        ? "coupon_apply"
        : newAddress && enterLooksUp(form)
          ? "lookup"
          : "review",
  );
}

export function picksOf(form: FormData): CheckoutPicks {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  return {
    addressChoice: text("address_choice"),
    payment: text("payment"),
    noChange: Boolean(text("no_change")),
    pseEntityType: text("pse_entity_type"),
    pseDocumentType: text("pse_document_type"),
  };
}

function addressShape(country: CountryCode, rule: ReferencePointRule) {
  return {
    ...addressFieldsShape(country, rule),
    /** Typed another, the coordinates are not this address's. */
    coords_zip: z.string().max(12).optional(),
  };
}

function paymentShape(rules: CheckoutRules, picks: CheckoutPicks) {
  const offered = rules.offered.map((method) => method.code);
  const payment = z
    .enum(CHECKOUT_PAYMENTS, { error: ORDER_MESSAGES.paymentRequired })
    .refine((code) => offered.includes(code), { error: ORDER_MESSAGES.paymentUnavailable });
  const picked = rules.offered.find((method) => method.code === picks.payment);
  if (!picked) return { payment };
  // At a store whose card is typed on its provider's page there is no saved card to pick.
  if (picked.code === "CARD" && picked.hosted) return { payment };
  if (picked.code === "CARD")
    return { payment, card_guid: z.string({ error: "checkout.errors.cardRequired" }).min(1).max(64) };
  if (picked.code === "PSE")
    return {
      payment,
      ...pseFieldsShape({ entity: picks.pseEntityType, type: picks.pseDocumentType }, rules.pseBanks ?? []),
    };
  if ((MACHINE_METHODS as readonly string[]).includes(picked.code)) {
    return {
      payment,
      [brandField(picked.code)]: z.enum(picked.brands as [string, ...string[]], {
        error: "checkout.errors.brandRequired",
      }),
    };
  }
  if (picked.code === "CASH") {
    if (picks.noChange) return { payment, no_change: z.string().optional() };
    return {
      payment,
      change_for: z
        .string({ error: "checkout.errors.changeRequired" })
        .pipe(moneyInputSchema(rules.currency))
        .refine((amount) => amount > rules.total, { error: ORDER_MESSAGES.changeTooSmall }),
    };
  }
  return { payment };
}

export function checkoutSchema(rules: CheckoutRules, picks: CheckoutPicks) {
  const taxId = rules.requireTaxId
    ? z.string({ error: ORDER_MESSAGES.taxIdRequired }).pipe(taxIdSchema(rules.country))
    : taxIdSchema(rules.country)
        .optional()
        .transform((value) => value ?? null);
  const newAddress = rules.delivery && (picks.addressChoice === null || picks.addressChoice === "new");
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("order"),
      idempotency_key: idempotencyKeySchema,
      cart_guid: z.string().min(1).max(64),
      name: nameSchema,
      phone: phoneSchema(rules.country),
      ...(rules.delivery
        ? newAddress
          ? { address_choice: z.literal("new").optional(), ...addressShape(rules.country, rules.referencePoint) }
          : { address_choice: z.string().regex(/^\d{1,12}$/, { error: "checkout.errors.addressRequired" }) }
        : {}),
      ...paymentShape(rules, picks),
      tax_id: taxId,
      consume_in_store: z.enum(["0", "1"]).optional(),
      notes: rules.allowNotes
        ? optionalText(CART_NOTES_MAX)
        : z
            .unknown()
            .optional()
            .transform(() => null),
    }),
    z.object({ intent: z.literal("lookup"), zip_code: zipCodeSchema(rules.country) }),
    z.object({ intent: z.literal("takeout") }),
    z.object({ intent: z.literal("locate") }),
    z.object({ intent: z.literal("review") }),
    // "Remover" names the coupon (splitCouponIntent).
    z.object({ intent: z.literal("coupon_apply"), voucher_code: couponCodeField }),
    z.object({ intent: z.literal("coupon_remove"), coupon_id: z.coerce.number().int().positive() }),
    // The code and the e-mail are checked by their intents, whose refusals the registration's part shows.
    z.object({ intent: z.literal("register_phone"), name: nameSchema, phone: phoneSchema(rules.country) }),
    z.object({
      intent: z.literal("register_email"),
      name: nameSchema,
      phone: phoneSchema(rules.country),
      register_email: z.string().max(254).optional(),
    }),
    z.object({
      intent: z.literal("register_verify"),
      name: nameSchema,
      phone: phoneSchema(rules.country),
      register_code: z.string().max(20).optional(),
    }),
    z.object({ intent: z.literal("register_resend") }),
    z.object({ intent: z.literal("register_cancel") }),
  ]);
}
export type CheckoutForm = z.output<ReturnType<typeof checkoutSchema>>;
export type CheckoutOrder = Extract<CheckoutForm, { intent: "order" }>;

/** TypeScript sees only the fields every shape has: this names the others, present when their picks apply. */
interface OrderFields extends PseFieldValues {
  address_choice?: string;
  zip_code?: string;
  street?: string;
  number?: string;
  complement?: string | null;
  neighborhood?: string;
  city?: string;
  state?: string;
  reference_point?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  coords_zip?: string;
  payment: CheckoutPayment;
  card_guid?: string;
  change_for?: number;
  tax_id: string | null;
  [brand: `brand_${string}`]: string | undefined;
}

export type OrderAddress = { saved: string } | { typed: CartAddressInput } | null;

export function orderAddressOf(order: CheckoutOrder, rules: Pick<CheckoutRules, "delivery">): OrderAddress {
  if (!rules.delivery) return null;
  const fields = order as unknown as OrderFields;
  if (fields.address_choice && fields.address_choice !== "new") return { saved: fields.address_choice };
  const typed: CartAddressInput = {
    zip_code: fields.zip_code ?? "",
    street: fields.street ?? "",
    number: fields.number ?? "",
    complement: fields.complement ?? null,
    neighborhood: fields.neighborhood ?? "",
    city: fields.city ?? "",
    state: fields.state ?? "",
    reference_point: fields.reference_point ?? null,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
  };
  if (String(fields.coords_zip ?? "").replace(/\D/g, "") !== typed.zip_code) {
    typed.latitude = null;
    typed.longitude = null;
  }
  return { typed };
}

/** `callbackUrl`: where PSE's bank, or OXXO's voucher page, sends the customer back (a page of this origin). */
export function orderPaymentOf(order: CheckoutOrder, picks: CheckoutPicks, callbackUrl = ""): OrderPaymentRequest {
  const fields = order as unknown as OrderFields;
  switch (fields.payment) {
    case "PSE":
      return { kind: "ONLINE", method: "PSE", pse: psePaymentOf(fields, callbackUrl) };
    case "OXXO":
      return { kind: "ONLINE", method: "OXXO", ...(callbackUrl ? { callback_url: callbackUrl } : {}) };
    case "PIX":
      return { kind: "ONLINE", method: "PIX" };
    case "CARD":
      return fields.card_guid
        ? { kind: "ONLINE", method: "CARD", card_guid: fields.card_guid }
        : { kind: "ONLINE", method: "CARD" };
    case "CASH":
      return { kind: "OFFLINE", method: "CASH", change_for: picks.noChange ? null : (fields.change_for ?? null) };
    case "PIX_ON_DELIVERY":
      return { kind: "OFFLINE", method: "PIX_ON_DELIVERY" };
    default: {
      const method: MachineMethod = fields.payment;
      return {
        kind: "OFFLINE",
        method,
        brand: fields[brandField(method) as `brand_${string}`] as Extract<
          OrderPaymentRequest,
          { brand: unknown }
        >["brand"],
      };
    }
  }
}

export const orderTaxIdOf = (order: CheckoutOrder): string | null => (order as unknown as OrderFields).tax_id ?? null;
