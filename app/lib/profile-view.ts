import type { ClientPhone, CountryCode, SavedCard } from "../../contract";
import { DIALLING_PREFIX, formatPhone, splitPhone } from "../../contract/formats/phone";

/*
 * What the profile and cards pages show of the API's shapes, and back: pure functions, shared by
 * the loaders, the actions and the component tests.
 */

/** A national number (digits, as phoneSchema gives it back) split as the API stores it (spec §5). */
export function phoneFromNational(country: CountryCode, national: string): ClientPhone {
  const { countryCode, areaCode, number } = splitPhone(country, `${DIALLING_PREFIX[country]}${national}`);
  return { country_code: countryCode, ddd: areaCode, number };
}

/** The client's phone as the field shows it: Brazil "(11) 91234-5678"; "" when none. */
export function phoneForField(country: CountryCode, phone: ClientPhone | null): string {
  return phone ? formatPhone(country, `${phone.ddd}${phone.number}`) : "";
}

/** An ISO date (yyyy-mm-dd) shown as dd/mm/yyyy; "" when none or unreadable. */
export function birthdateForField(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** A birthdate typed dd/mm/yyyy (already checked by birthdateSchema) as the API's ISO date. */
export function birthdateToIso(typed: string): string {
  const [day, month, year] = typed.trim().split("/");
  return `${year}-${month}-${day}`;
}

/** A saved card as its line of the list shows it. */
export interface CardView {
  guid: string;
  /** Locale key of the brand's name (cards.brands.*): VR is "Vale Refeição" (spec §9). */
  brandKey: string;
  lastFour: string;
  /** "MM/YYYY". */
  expiry: string;
  nickname: string | null;
  lastUsed: boolean;
}

/** The list of saved cards, the last used first (spec §4), then in the API's order (newest first). */
export function presentCards(cards: SavedCard[]): CardView[] {
  const ordered = [...cards.filter((card) => card.last_used), ...cards.filter((card) => !card.last_used)];
  return ordered.map((card) => ({
    guid: card.guid,
    brandKey: `cards.brands.${card.brand}`,
    lastFour: card.last_four_digits,
    expiry: `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`,
    nickname: card.nickname,
    lastUsed: card.last_used,
  }));
}

/**
 * Where the browser is sent to type a card: the provider's hosted page with our app id, the paths
 * it sends the customer back to, and the customer's language. Our pages never hold a card number.
 */
export function hostedPageHref(settings: { hosted_page_url: string; app_id: string }, returnUrl: string, cancelUrl: string, locale: string): string {
  const query = new URLSearchParams({ app_id: settings.app_id, return_url: returnUrl, cancel_url: cancelUrl, locale });
  return `${settings.hosted_page_url}${settings.hosted_page_url.includes("?") ? "&" : "?"}${query}`;
}
