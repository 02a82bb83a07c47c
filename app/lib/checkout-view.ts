import type { SubmissionResult } from "@conform-to/react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import type { CartAddress, ClientAddress, DeliveryType, PaymentMethods } from "../../contract";
import type { AddressFields, ReferencePointRule } from "./address-form";
import type { CartLine, CartSummaryView } from "./cart-view";
import type { CartCouponView } from "./coupon-messages";
import type { CheckoutPrice } from "./checkout-prices";
import type { CardView } from "./profile-view";
import type { WhenView } from "~/lib/scheduling-when";

/*
 * The checkout page's view model: what its form shows, shaped on the server from the
 * cart, the payment methods and the client's saved addresses and cards; and what a refused submit
 * sends back.
 */

/** Every way to pay the form knows: online (PIX, a saved card) and on delivery. */
export const CHECKOUT_PAYMENTS = ["PIX", "CARD", "CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX_ON_DELIVERY"] as const;
export type CheckoutPayment = (typeof CHECKOUT_PAYMENTS)[number];
export const ONLINE_PAYMENTS = ["PIX", "CARD"] as const;
/** Card-machine methods: each has its own brand field. */
export const MACHINE_METHODS = ["CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER"] as const;
export type MachineMethod = (typeof MACHINE_METHODS)[number];

/** The brand field of a card-machine method ("brand_CREDIT_CARD"), so each brand stays tied to its method. */
export const brandField = (method: string) => `brand_${method}`;

export const isOnline = (code: string) => (ONLINE_PAYMENTS as readonly string[]).includes(code);

export interface OnlineOption {
  code: "PIX" | "CARD";
  /** Why it cannot be picked: a visitor must log in; the store has it off (CARD with no brand on). */
  unavailable: "login" | "disabled" | null;
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
  /** Saved addresses of a logged-in client, the one to preselect first. */
  savedAddresses: { id: number; label: string; line: string }[];
  /** "new", or a saved address's id, checked when the page opens. */
  addressChoice: string;
  /** The new-address fields as they open (the cart's address when it has a full one). */
  address: AddressFields;
  takeoutEnabled: boolean;
  /** A takeout at a store that serves it at the venue: whether the customer eats there; null when not offered. */
  consumeInStore: boolean | null;
  /** Where to pick up (takeout). */
  storeAddress: { line1: string; line2: string } | null;
  /** "30 - 40 min", null when unknown. */
  time: string | null;
  online: OnlineOption[];
  cards: CardView[];
  offline: { code: Exclude<CheckoutPayment, "PIX" | "CARD">; brands: string[] }[];
  requireTaxId: boolean;
  allowNotes: boolean;
  notes: string;
  lines: CartLine[];
  summary: CartSummaryView;
  total: string;
  /** The total in minor units: the change must be above it. */
  totalMinor: number;
  /** What the order costs for each address and payment the form offers, the one shown as it opens first. */
  prices: CheckoutPrice[];
  /** The style that shows the price of the choice checked (checkout-prices.ts priceSwitchCss); empty with one price. */
  priceCss: string;
  /** The coupons on the cart. */
  coupons?: CartCouponView[];
  /** A voucher link's code not applied yet: the coupon field starts with it. */
  pendingVoucher?: string | null;
  /** As soon as possible or the time chosen; null where the store does not schedule. */
  when?: WhenView | null;
  /** Why and until when the store paused new orders, while it does. */
  paused?: string | null;
  /** The store is closed now and the cart has no time: null while an order can be placed now. */
  closed?: ClosedCheckout | null;
}

/** Why an order cannot be placed now, when the store opens ("Fechado · abre hoje às 18:00"), and the ways on. */
export interface ClosedCheckout {
  opens: string;
  /** The store schedules orders and opens again: choosing a time makes the order possible now. */
  canSchedule: boolean;
  scheduleHref: string;
  menuHref: string;
}

/** What a refused submit (or a postal code lookup) answers: conform's reply (what was typed, errors by field) and more. */
export interface CheckoutActionData {
  reply: SubmissionResult<string[]>;
  /** The address is in a region the store does not serve: offer pickup or another address. */
  notServed: boolean;
  /** ORDER_ALREADY_EXISTS: the order this cart already became; SIMILAR_ORDER: the earlier order with the same lines. */
  existingOrderHref: string | null;
  /** SIMILAR_ORDER: how many minutes ago the same order was placed (the next tap places this one). */
  similarMinutes?: number | null;
  /** The new-address fields filled by a postal code found (Buscar CEP). */
  found: Partial<AddressFields> | null;
  /** INVALID_MINIMUM_ORDER: what is missing, formatted. */
  missing: string | null;
  /** UNAVAILABLE: the lines the API took out of the cart, by name. */
  removed: string | null;
  /** TOTAL_CHANGED: what the order costs now, formatted (the page shows it; the next tap places it). */
  newTotal?: string | null;
  /** A coupon applied or removed: the status messages to show. */
  coupon?: { done: string[] } | null;
  /** Enter pressed where there was nothing to do: nothing was sent, the page says how to order. */
  review?: boolean;
  /** A refusal's summary of problems, written by the server, in the page's order. */
  problems?: { target: string; label: string; message: string }[];
  /** The form's refusal is about the cart's lines: the page offers the way back to the cart. */
  backToCart?: boolean;
}

/** One line of a saved address ("Rua Augusta, 500 - ap 12, Consolação"). */
export function addressLine(address: Pick<ClientAddress, "street" | "number" | "complement" | "neighborhood">): string {
  return `${address.street}, ${address.number}${address.complement ? ` - ${address.complement}` : ""}, ${address.neighborhood}`;
}

/** A saved address as the cart takes it (PUT …/delivery_method). */
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
        (address) => address.street === cartAddress.street && address.number === cartAddress.number && address.neighborhood === cartAddress.neighborhood,
      )
    : undefined;
  return String((same ?? saved[0])?.id ?? "new");
}

/**
 * The online options as the page offers them (spec §5): PIC_PAY never; PSE neither (no flow for it here); CARD
 * off when none of its brands is; for a visitor each one is shown unavailable with a login link.
 */
export function presentOnline(methods: PaymentMethods | null): OnlineOption[] {
  if (!methods) return [];
  return methods.online_payments.flatMap((method): OnlineOption[] => {
    if (method.code !== "PIX" && method.code !== "CARD") return [];
    if (!method.enabled) return [];
    const off = method.code === "CARD" && !method.options.some((option) => option.enabled);
    return [{ code: method.code, unavailable: off ? "disabled" : methods.online_requires_login ? "login" : null }];
  });
}

export function presentOffline(methods: PaymentMethods | null): CheckoutPageView["offline"] {
  return (methods?.offline_payments ?? []).map((method) => ({ code: method.code, brands: [...method.brands] }));
}

/** Saved cards as every page that pays with one lists them (the repayment page too): the last used first (spec §4). */
export { presentCards } from "./profile-view";

/** The methods a submit may pick (what the page offered and can be picked). */
export function offeredMethods(view: Pick<CheckoutPageView, "online" | "offline" | "cards">): { code: CheckoutPayment; brands: string[] }[] {
  return [
    ...view.online
      .filter((option) => option.unavailable === null && (option.code !== "CARD" || view.cards.length > 0))
      .map((option) => ({ code: option.code, brands: [] })),
    ...view.offline,
  ];
}

/** The first field in error of a reply, and the form's own message (locale keys). */
export function errorsOf(reply: SubmissionResult<string[]> | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(reply?.error ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return errors;
}

/** What the customer sent, as text by field name (nothing typed is lost on a refusal). */
export function valuesOf(reply: SubmissionResult<string[]> | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply?.initialValue ?? {})) if (typeof value === "string") values[name] = value;
  return values;
}
