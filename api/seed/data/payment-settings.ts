import type { CardBrand, PaymentSettings } from "../../../contract";

/*
 * Online payment settings of the demo merchants (issue 14, merchants.payment_settings):
 * the Brazilian ones take PIX (the key is their CNPJ, or pix@{slug}.demo for the pizzeria) and
 * saved cards; the Colombian one cards and PSE, the Mexican one cards and OXXO (both through its
 * Mercado Pago account, decision 087: a store on the sandbox offers neither). The franchise itself
 * sells nothing (null). One store, sabor-da-casa-florianopolis, takes no card online, so a
 * storefront shows PIX alone there.
 */

/** Brands the card machine of a Brazilian store takes (offline card payments). */
export const BRAZILIAN_MACHINE_BRANDS: CardBrand[] = ["VISA", "MASTER", "ELO", "SODEXO", "ALELO", "VR", "TICKET"];

export function brazilianPaymentSettings(spec: {
  pixKey: string;
  name: string;
  city: string;
  minutes?: number;
  card?: boolean;
  limit?: number | null;
}): PaymentSettings {
  return {
    pix: {
      enabled: true,
      key: spec.pixKey,
      merchant_name: spec.name,
      merchant_city: spec.city,
      expires_in_minutes: spec.minutes ?? 15,
    },
    card: { enabled: spec.card ?? true },
    pse: { enabled: false },
    online_payment_limit: spec.limit ?? null,
    machine_brands: BRAZILIAN_MACHINE_BRANDS,
  };
}

/** A merchant outside Brazil: no PIX; cards online, and PSE (Colombia) or OXXO (Mexico) when asked. */
export function cardOnlyPaymentSettings(
  machineBrands: CardBrand[],
  limit: number | null = null,
  bank: { pse?: boolean; oxxoHours?: number } = {},
): PaymentSettings {
  return {
    pix: null,
    card: { enabled: true },
    pse: { enabled: bank.pse ?? false },
    ...(bank.oxxoHours ? { oxxo: { enabled: true, expires_in_hours: bank.oxxoHours } } : {}),
    online_payment_limit: limit,
    machine_brands: machineBrands,
  };
}
