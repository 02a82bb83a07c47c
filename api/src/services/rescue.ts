import {
  RESCUE_CARTS_LIMIT,
  RESCUE_LINK_TTL_SECONDS,
  type RescueCart,
  type RescueCarts,
  type RescueData,
  type RescueSendRequest,
  type RescueSendResult,
} from "../../../contract";
import { requiredSecret } from "../auth/middleware";
import { loadCart } from "../db/carts";
import { createDb, type Db } from "../db/client";
import { loadDocument, type MerchantRef } from "../db/merchants";
import {
  type AbandonedCartRow,
  abandonedCarts,
  claimRescueLink,
  deleteRescueLink,
  findRescueLink,
  insertRescueLink,
} from "../db/rescue";
import { priceCart } from "../domain/cart";
import { storeDayRange } from "../domain/day-totals";
import type { Bindings } from "../env";
import { HttpError, cartNotFound } from "../http/errors";
import { mailbox, MailNotSent } from "../mail/mailer";
import { mailerFor, senderAddress } from "../mail/mailer-for";
import { renderRescueMail, rescueWhatsappText } from "../mail/rescue-mail";
import { mailBrand } from "../mail/token-mail";
import { loadMerchantContext } from "./carts";
import { keyedHash, randomToken } from "./client-secrets";

/*
 * The rescue campaign (decision 110): the console lists today's abandoned carts and sends a link
 * back to one; the customer's storefront reads the link (the spec's consumer_data_infos) and spends
 * it, taking the cart into the browser that opened it. The link never logs anyone in.
 */

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);
const RESCUE_LINK_HOURS = RESCUE_LINK_TTL_SECONDS / 3600;

/** Bound to its purpose: a rescue token is nothing elsewhere. */
const rescueTokenHash = (env: Bindings, token: string) =>
  keyedHash(requiredSecret(env, "TOKEN_SECRET"), `rescue-link\u0000${token}`);

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** Digits of the phone in international form (country code first), as wa.me takes it; null without a phone. */
export function whatsappNumberOf(row: Pick<AbandonedCartRow, "phoneCountryCode" | "phoneDdd" | "phoneNumber">) {
  if (!row.phoneNumber) return null;
  const digits = `${row.phoneCountryCode ?? ""}${row.phoneDdd ?? ""}${row.phoneNumber}`.replace(/\D/g, "");
  return digits.length >= 8 ? digits : null;
}

const acceptsWhatsapp = (row: AbandonedCartRow) => row.notifyWhatsapp && whatsappNumberOf(row) !== null;

async function storeDay(db: Db, merchantId: number, now: Date) {
  const { timezone, language } = await loadDocument(db, merchantId, "tropicalization");
  return { timezone, language, ...storeDayRange(timezone, undefined, now) };
}

/** Today's abandoned carts of customers who accept messages, the most recently left first, priced now. */
export async function listRescueCarts(d1: D1Database, merchantId: number, now = new Date()): Promise<RescueCarts> {
  const db = createDb(d1);
  const day = await storeDay(db, merchantId, now);
  const rows = await abandonedCarts(db, merchantId, day, RESCUE_CARTS_LIMIT);
  if (rows.length === 0) return { date: day.date, timezone: day.timezone, carts: [] };
  const context = await loadMerchantContext(db, merchantId, now);
  const carts = await Promise.all(
    rows.map(async (row): Promise<RescueCart | null> => {
      const stored = await loadCart(db, merchantId, row.guid, { visitorId: row.visitorId });
      if (!stored) return null;
      const { cart } = priceCart(stored.cart, stored.lines, context.index, context.settings, stored.benefits, now);
      const items = [...cart.items, ...cart.pizzas].map((line) => ({ name: line.name, quantity: line.quantity }));
      if (items.length === 0) return null;
      return {
        guid: row.guid,
        first_name: firstNameOf(row.name),
        items,
        total: cart.summary.total,
        left_at: row.updatedAt,
        email: row.notifyEmail,
        whatsapp: acceptsWhatsapp(row),
        sent:
          row.sentChannel && row.sentAt !== null
            ? {
                channel: row.sentChannel,
                sent_at: new Date(row.sentAt * 1000).toISOString(),
                staff_name: row.sentBy ?? "",
              }
            : null,
      };
    }),
  );
  return { date: day.date, timezone: day.timezone, carts: carts.filter((cart) => cart !== null) };
}

export interface RescueSender {
  merchant: MerchantRef;
  staffId: number;
  staffName: string;
}

/**
 * Sends one of today's abandoned carts its link, by e-mail (through the Mailer) or as the text of a
 * wa.me link the staff member opens. Recorded first, so a second tap meets the day's send; an e-mail
 * the provider did not take is forgotten again (503) and can be sent once more.
 */
export async function sendRescue(
  env: Bindings,
  sender: RescueSender,
  guid: string,
  request: RescueSendRequest,
  now = new Date(),
): Promise<RescueSendResult> {
  const db = createDb(env.DB);
  const { merchant } = sender;
  const day = await storeDay(db, merchant.id, now);
  const [row] = await abandonedCarts(db, merchant.id, day, 1, guid);
  if (!row) throw cartNotFound(guid);
  if (row.sentChannel) throw new HttpError(409, "RESCUE_ALREADY_SENT", "This cart was already sent its link today");
  const phone = whatsappNumberOf(row);
  const accepted = request.channel === "EMAIL" ? row.notifyEmail : acceptsWhatsapp(row);
  if (!accepted) throw new HttpError(422, "RESCUE_NOT_ACCEPTED", `The customer does not accept ${request.channel}`);

  const token = randomToken();
  const tokenHash = await rescueTokenHash(env, token);
  const at = nowSeconds(now);
  const inserted = await insertRescueLink(db, {
    tokenHash,
    merchantId: merchant.id,
    cartGuid: row.guid,
    clientId: row.clientId,
    channel: request.channel,
    staffId: sender.staffId,
    staffName: sender.staffName,
    storeDate: day.date,
    createdAt: at,
    expiresAt: at + RESCUE_LINK_TTL_SECONDS,
  });
  if (!inserted) throw new HttpError(409, "RESCUE_ALREADY_SENT", "This cart was already sent its link today");

  const link = `${request.link_origin.replace(/\/$/, "")}/${merchant.slug}/rescue?guid=${token}`;
  const stylizations = await loadDocument(db, merchant.id, "stylizations");
  const brand = mailBrand(merchant.name, stylizations, env.MAIL_ASSETS_ORIGIN);
  const message = { firstName: firstNameOf(row.name), link, hours: RESCUE_LINK_HOURS };
  const sent = { channel: request.channel, sent_at: new Date(at * 1000).toISOString(), staff_name: sender.staffName };

  if (request.channel === "WHATSAPP") {
    const text = rescueWhatsappText(day.language, brand, message);
    return { ...sent, whatsapp_url: `https://wa.me/${phone}?text=${encodeURIComponent(text)}` };
  }
  try {
    await mailerFor(env, merchant.id).send({
      ...renderRescueMail(day.language, brand, message),
      to: row.email,
      from: mailbox(merchant.name, senderAddress(env)),
      tags: { purpose: "rescue", merchant: merchant.slug },
      idempotencyKey: `rescue-email/${tokenHash}`,
    });
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    await deleteRescueLink(db, merchant.id, tokenHash);
    console.error(
      `[mail] ${merchant.slug} rescue not sent after ${error.attempts} attempt(s): status ${error.status ?? "none"} code ${error.providerCode ?? "none"}`,
    );
    throw new HttpError(503, "MAIL_NOT_SENT", "The rescue e-mail could not be sent; send it again");
  }
  return { ...sent, whatsapp_url: null };
}

const linkNotFound = () => new HttpError(404, "RESCUE_LINK_NOT_FOUND", "No such rescue link at this store");

/** The spec's rescue data: what the link is worth now, without spending it. */
export async function readRescueData(
  env: Bindings,
  merchantId: number,
  token: string,
  now = new Date(),
): Promise<RescueData> {
  const link = await findRescueLink(createDb(env.DB), merchantId, await rescueTokenHash(env, token));
  if (!link) throw linkNotFound();
  const state =
    link.usedAt !== null
      ? "USED"
      : link.cartStatus !== "OPEN"
        ? "ORDERED"
        : link.expiresAt <= nowSeconds(now)
          ? "EXPIRED"
          : "VALID";
  return {
    state,
    first_name: state === "VALID" ? firstNameOf(link.name) : null,
    expires_at: new Date(link.expiresAt * 1000).toISOString(),
  };
}

/**
 * Spends the link: its cart becomes the caller's (their visitor id, and their client when logged in,
 * else none). Refusals name why: 404 unknown here, 409 used, expired, ordered, or the caller already
 * holding another cart with lines at this store (the link is then left unspent).
 */
export async function claimRescue(
  env: Bindings,
  caller: { merchantId: number; visitorId: string; clientId: number | null },
  token: string,
  now = new Date(),
): Promise<{ cart_guid: string }> {
  const db = createDb(env.DB);
  const tokenHash = await rescueTokenHash(env, token);
  const link = await findRescueLink(db, caller.merchantId, tokenHash);
  if (!link) throw linkNotFound();
  const outcome = await claimRescueLink(db, caller.merchantId, tokenHash, caller, nowSeconds(now));
  if (outcome === "CLAIMED") return { cart_guid: link.cartGuid };
  if (outcome === "CONFLICT")
    throw new HttpError(409, "RESCUE_CART_CONFLICT", "There is another cart with items at this store in this browser");
  const { state } = await readRescueData(env, caller.merchantId, token, now);
  if (state === "ORDERED") throw new HttpError(409, "RESCUE_CART_ORDERED", "This cart was already ordered");
  if (state === "EXPIRED") throw new HttpError(409, "RESCUE_LINK_EXPIRED", "This rescue link has expired");
  throw new HttpError(409, "RESCUE_LINK_USED", "This rescue link was already used");
}
