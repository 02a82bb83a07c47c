import type { ClientPhone, CountryCode, SavedCard } from "../../../contract";
import { DIALLING_PREFIX, formatPhone, splitPhone } from "../../../contract/formats/phone";

export function phoneFromNational(country: CountryCode, national: string): ClientPhone {
  const { countryCode, areaCode, number } = splitPhone(country, `${DIALLING_PREFIX[country]}${national}`);
  return { country_code: countryCode, ddd: areaCode, number };
}

export function phoneForField(country: CountryCode, phone: ClientPhone | null): string {
  return phone ? formatPhone(country, `${phone.ddd}${phone.number}`) : "";
}

export function birthdateForField(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

export function birthdateToIso(typed: string): string {
  const [day, month, year] = typed.trim().split("/");
  return `${year}-${month}-${day}`;
}

export interface CardView {
  guid: string;
  /** VR is "Vale Refeição" (spec §9). */
  brandKey: string;
  lastFour: string;
  expiry: string;
  nickname: string | null;
  lastUsed: boolean;
}

/** The last used first (spec §4), then newest first. */
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

/** Our pages never hold a card number. */
export function hostedPageHref(
  settings: { hosted_page_url: string; app_id: string },
  returnUrl: string,
  cancelUrl: string,
  locale: string,
): string {
  const query = new URLSearchParams({ app_id: settings.app_id, return_url: returnUrl, cancel_url: cancelUrl, locale });
  return `${settings.hosted_page_url}${settings.hosted_page_url.includes("?") ? "&" : "?"}${query}`;
}
