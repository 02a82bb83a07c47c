import type { SubmissionResult } from "@conform-to/react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import type { CartAddress, ClientAddress, DeliveryType, PaymentMethods } from "../../../contract";
import type { AddressFields, ReferencePointRule } from "~/lib/accounts/address-form";
import type { CartLine, CartSummaryView, FreeDeliveryView, RepricedLineView } from "~/lib/cart/cart-view";
import type { CartCouponView } from "~/lib/cart/coupon-messages";
import type { CheckoutPrice } from "./checkout-prices";
import type { CardView } from "~/lib/accounts/profile-view";
import type { WhenView } from "~/lib/scheduling/scheduling-when";

export const CHECKOUT_PAYMENTS = [
  "PIX",
  "CARD",
  "CASH",
  "CREDIT_CARD",
  "DEBIT_CARD",
  "MEAL_VOUCHER",
  "PIX_ON_DELIVERY",
  "PSE",
  "OXXO",
] as const;
export type CheckoutPayment = (typeof CHECKOUT_PAYMENTS)[number];
export const ONLINE_PAYMENTS = ["PIX", "CARD", "PSE", "OXXO"] as const;
export const MACHINE_METHODS = ["CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER"] as const;
export type MachineMethod = (typeof MACHINE_METHODS)[number];

/** Each brand stays tied to its method. */
export const brandField = (method: string) => `brand_${method}`;

export const isOnline = (code: string) => (ONLINE_PAYMENTS as readonly string[]).includes(code);

export interface OnlineOption {
  code: (typeof ONLINE_PAYMENTS)[number];
  /** A visitor must log in; the store has it off (CARD with no brand on). */
  unavailable: "login" | "disabled" | null;
  /** CARD typed on the provider's own page (Mercado Pago's checkout): no saved card is picked or charged. */
  hosted?: boolean;
}

export interface CheckoutPageView {
  title: string;
  notice: string | null;
  cartGuid: string;
  /** Made by the loader for this drawing of the form: a double click and a resubmit carry the same one. */
  idempotencyKey: string;
  mode: DeliveryType;
  loggedIn: boolean;
  loginHref: string;
  cartHref: string;
  addCardHref: string;
  contact: { name: string; phone: string };
  country: "BRA" | "COL" | "MEX";
  referencePoint: ReferencePointRule;
  savedAddresses: { id: number; label: string; line: string }[];
  addressChoice: string;
  /** The cart's address when it has a full one. */
  address: AddressFields;
  takeoutEnabled: boolean;
  /** Null when not offered. */
  consumeInStore: boolean | null;
  storeAddress: { line1: string; line2: string } | null;
  time: string | null;
  online: OnlineOption[];
  cards: CardView[];
  offline: { code: Exclude<CheckoutPayment, (typeof ONLINE_PAYMENTS)[number]>; brands: string[] }[];
  /** PSE's banks, from the store's provider; null when PSE is not offered or the list could not be read. */
  pseBanks?: { id: string; name: string }[] | null;
  requireTaxId: boolean;
  allowNotes: boolean;
  notes: string;
  lines: CartLine[];
  /** The lines the store re-priced since they were added (decision 097). */
  repriced?: RepricedLineView[];
  summary: CartSummaryView;
  total: string;
  /** Minor units: the change must be above it. */
  totalMinor: number;
  /** For each address and payment the form offers, the one shown as it opens first. */
  prices: CheckoutPrice[];
  /** Shows the price of the choice checked (checkout-prices.ts); empty with one price. */
  priceCss: string;
  /** The store's free delivery, when this cart has one to reach. */
  freeDelivery?: FreeDeliveryView | null;
  coupons?: CartCouponView[];
  /** A voucher link's code not applied yet: the coupon field starts with it. */
  pendingVoucher?: string | null;
  /** Null where the store does not schedule. */
  when?: WhenView | null;
  paused?: string | null;
  /** Null while an order can be placed now. */
  closed?: ClosedCheckout | null;
}

export interface ClosedCheckout {
  opens: string;
  canSchedule: boolean;
  scheduleHref: string;
  menuHref: string;
}

/** What a refused submit answers: conform's reply (what was typed, errors by field) and more. */
export interface CheckoutActionData {
  reply: SubmissionResult<string[]>;
  notServed: boolean;
  /** ORDER_ALREADY_EXISTS: the order this cart already became; SIMILAR_ORDER: the earlier order with the same lines. */
  existingOrderHref: string | null;
  /** SIMILAR_ORDER: the next tap places this one. */
  similarMinutes?: number | null;
  found: Partial<AddressFields> | null;
  missing: string | null;
  removed: string | null;
  /** UNAVAILABLE, and only coupons were taken off the cart (their last use went to another order). */
  couponsRemoved?: boolean;
  /** TOTAL_CHANGED: the page shows it; the next tap places it. */
  newTotal?: string | null;
  coupon?: { done: string[] } | null;
  /** Enter pressed where there was nothing to do: nothing was sent. */
  review?: boolean;
  problems?: { target: string; label: string; message: string }[];
  backToCart?: boolean;
}

export function addressLine(address: Pick<ClientAddress, "street" | "number" | "complement" | "neighborhood">): string {
  return `${address.street}, ${address.number}${address.complement ? ` - ${address.complement}` : ""}, ${address.neighborhood}`;
}

export function cartAddressOf(address: ClientAddress): CartAddress {
  return {
    neighborhood: address.neighborhood,
    street: address.street,
    number: address.number,
    city: address.city,
    zip_code: address.zip_code,
    complement: address.complement,
    state: address.state,
    reference_point: address.reference_point,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** The saved address that matches the cart's, else the first (the list comes newest first). */
export function preselectedAddress(saved: ClientAddress[], cartAddress: CartAddress | null): string {
  const same = cartAddress
    ? saved.find(
        (address) =>
          address.street === cartAddress.street &&
          address.number === cartAddress.number &&
          address.neighborhood === cartAddress.neighborhood,
      )
    : undefined;
  return String((same ?? saved[0])?.id ?? "new");
}

/** Spec §5: PIC_PAY never; CARD off when none of its brands is. PSE and OXXO only where the API offers them. */
export function presentOnline(methods: PaymentMethods | null): OnlineOption[] {
  if (!methods) return [];
  return methods.online_payments.flatMap((method): OnlineOption[] => {
    if (method.code === "PIC_PAY") return [];
    if (!method.enabled) return [];
    const off = method.code === "CARD" && !method.options.some((option) => option.enabled);
    const unavailable = off ? "disabled" : methods.online_requires_login ? "login" : null;
    return [{ code: method.code, unavailable, ...(method.code === "CARD" && method.hosted ? { hosted: true } : {}) }];
  });
}

export function presentOffline(methods: PaymentMethods | null): CheckoutPageView["offline"] {
  return (methods?.offline_payments ?? []).map((method) => ({ code: method.code, brands: [...method.brands] }));
}

export { presentCards } from "~/lib/accounts/profile-view";

/** Whether the store's card is paid on its provider's page rather than with a saved card. */
export const hostsCards = (view: Pick<CheckoutPageView, "online">) =>
  view.online.some((option) => option.code === "CARD" && option.hosted === true);

export function offeredMethods(
  view: Pick<CheckoutPageView, "online" | "offline" | "cards">,
): { code: CheckoutPayment; brands: string[]; hosted?: boolean }[] {
  return [
    ...view.online
      .filter(
        (option) => option.unavailable === null && (option.code !== "CARD" || option.hosted || view.cards.length > 0),
      )
      .map((option) => ({ code: option.code, brands: [], ...(option.hosted ? { hosted: true } : {}) })),
    ...view.offline,
  ];
}

export function errorsOf(reply: SubmissionResult<string[]> | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(reply?.error ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return errors;
}

/** Nothing typed is lost on a refusal. */
export function valuesOf(reply: SubmissionResult<string[]> | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply?.initialValue ?? {}))
    if (typeof value === "string") values[name] = value;
  return values;
}
