import {
  type ChargeDecision,
  type ChargeView,
  claimCharge,
  decideCharge,
  hashChargeSecret,
  loadChargeView,
  newChargeSecret,
} from "../db/card-charges";
import { acceptedBrands, hashProviderToken, storeProviderToken } from "../db/cards";
import { createDb } from "../db/client";
import { findMerchantBySlug, loadDocument } from "../db/merchants";
import { type PageContext, type ProviderLocale, type behaviourOfNumber, isProviderLocale } from "../provider/page";
import { isRelativePath } from "./sandbox-payments";

export type { ChargeDecision, ChargeView };

const APP_ID = /^sandbox_([a-z0-9-]{1,80})$/;

export interface CardPageParams {
  app_id?: string;
  return_url?: string;
  cancel_url?: string;
  locale?: string;
}

export async function cardPageContext(
  d1: D1Database,
  params: CardPageParams,
  pageNonce: string,
): Promise<{ context: PageContext } | null> {
  const db = createDb(d1);
  const slug = params.app_id === undefined ? null : (APP_ID.exec(params.app_id)?.[1] ?? null);
  const merchant = slug === null ? null : await findMerchantBySlug(db, slug);
  if (!merchant || !isRelativePath(params.return_url) || !isRelativePath(params.cancel_url)) return null;
  let locale: ProviderLocale = "pt-BR";
  if (isProviderLocale(params.locale)) locale = params.locale;
  else {
    const language = (await loadDocument(db, merchant.id, "tropicalization")).language;
    if (isProviderLocale(language)) locale = language;
  }
  const context: PageContext = {
    locale,
    appId: params.app_id!,
    returnUrl: params.return_url,
    cancelUrl: params.cancel_url,
    nonce: pageNonce,
    acceptedBrands: await acceptedBrands(db, merchant.id),
  };
  return { context };
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `tok_sandbox_${[...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** Kept as its hash, with brand, last four, expiry and holder only. */
export async function issueCardToken(
  d1: D1Database,
  card: {
    appId: string;
    brand: string;
    lastFourDigits: string;
    expMonth: number;
    expYear: number;
    holderName: string;
    behaviour: ReturnType<typeof behaviourOfNumber>;
  },
  now: number,
): Promise<string> {
  const token = randomToken();
  await storeProviderToken(createDb(d1), {
    tokenHash: await hashProviderToken(token),
    ...card,
    createdAt: now,
    usedAt: null,
  });
  return token;
}

export const readCharge = (d1: D1Database, id: string): Promise<ChargeView | null> => loadChargeView(d1, id);

export async function merchantPageLocale(d1: D1Database, merchantId: number): Promise<ProviderLocale | null> {
  const language = (await loadDocument(createDb(d1), merchantId, "tropicalization")).language;
  return isProviderLocale(language) ? language : null;
}

export async function claimChargeLink(
  d1: D1Database,
  id: string,
  handoff: string,
  now: number,
): Promise<string | null> {
  const holder = newChargeSecret();
  return (await claimCharge(d1, id, handoff, holder, now)) ? holder : null;
}

export const holdsCharge = async (view: ChargeView, holder: string): Promise<boolean> =>
  view.charge.holderHash !== null && sameText(await hashChargeSecret(holder), view.charge.holderHash);

export const settleCharge = (
  d1: D1Database,
  view: ChargeView,
  decision: ChargeDecision,
  nowMs: number,
): Promise<boolean> => decideCharge(d1, view.charge, decision, Math.floor(nowMs / 1000), new Date(nowMs).toISOString());

/** Constant time, so the compare leaks nothing about where the texts differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
