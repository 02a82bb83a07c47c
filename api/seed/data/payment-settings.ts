import type { CardBrand, PaymentSettings } from "../../../contract";

/*
 * Online payment settings of the demo merchants (issue 14, merchants.payment_settings):
 * the Brazilian ones take PIX (the key is their CNPJ, or pix@{slug}.demo for the pizzeria) and
 * saved cards; the Colombian one cards (PSE is off); the Mexican one cards. The franchise itself
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

/** A merchant outside Brazil: no PIX; cards online, PSE off. */
export function cardOnlyPaymentSettings(machineBrands: CardBrand[], limit: number | null = null): PaymentSettings {
  return {
    pix: null,
    card: { enabled: true },
    pse: { enabled: false },
    online_payment_limit: limit,
    machine_brands: machineBrands,
  };
}
