import type * as z from "zod";
import { STAFF_TOKEN_TTL_SECONDS, type staffLoginResponseSchema } from "../../../contract/console";
import { STAFF_ERRORS, type StaffMember } from "../../../contract/console-staff";
import {
  type Checklist,
  ONBOARDING_ERRORS,
  PASSWORD_RESET_TTL_SECONDS,
  type OwnerInvitation,
  type PlatformMerchant,
  type platformMerchantCreateRequestSchema,
  STAFF_INVITATION_TTL_SECONDS,
  type StaffLinkPurpose,
  type staffInvitationRequestSchema,
} from "../../../contract/onboarding";
import {
  operationModesSchema,
  orderSettingsSchema,
  stylizationsSchema,
  tropicalizationSchema,
} from "../../../contract";
import { paymentSettingsSchema } from "../../../contract/payment-methods";
import en from "../../../locales/en/onboarding.json";
import es from "../../../locales/es/onboarding.json";
import ptBR from "../../../locales/pt-BR/onboarding.json";
import { requiredSecret } from "../auth/middleware";
import { hashPassword } from "../auth/password";
import { issueStaffToken } from "../auth/token";
import { createDb } from "../db/client";
import { type MerchantRef, findMerchantBySlug, loadDocument } from "../db/merchants";
import {
  insertInvitedMember,
  insertNewMerchant,
  insertStaffLink,
  listPlatformMerchants,
  type PlatformMerchantRow,
  readChecklistRow,
  setPasswordFromLink,
  spendStaffLink,
} from "../db/onboarding";
import { bumpCounters } from "../db/clients";
import {
  createStaffSession,
  findLiveStaff,
  findStaffByEmail,
  findStaffByRequestKey,
  toStaff,
  toStaffMember,
} from "../db/staff";
import { RESERVED_SLUGS } from "../domain/slug";
import { newStoreDocuments } from "../domain/new-store";
import type { Bindings } from "../env";
import { HttpError, notFound } from "../http/errors";
import { mailbox, MailNotSent } from "../mail/mailer";
import { mailerFor, senderAddress } from "../mail/mailer-for";
import { renderStaffLinkMail } from "../mail/staff-link-mail";
import { mailBrand } from "../mail/token-mail";
import { keyedHash, randomToken } from "./client-secrets";
import { rateLimited } from "./login-attempts";

/*
 * Onboarding (decision 108): the platform creates a store with its owner; a mailed link, used
 * once before it expires, sets a staff member's password (an invitation, or a reset); the console's
 * home reads what a new store still lacks. Tokens are kept only as keyed hashes.
 */

type MerchantCreate = z.output<typeof platformMerchantCreateRequestSchema>;
type StaffInvitation = z.output<typeof staffInvitationRequestSchema>;
type StaffLogin = z.output<typeof staffLoginResponseSchema>["data"];

const NEW_STORE_TEXTS = { "pt-BR": ptBR, es, en } as const;

/** Reset links asked per address and per caller's IP at one store, in RESET_WINDOW_SECONDS. */
const RESET_WINDOW_SECONDS = 15 * 60;
export const RESETS_PER_ADDRESS = 3;
export const RESETS_PER_IP = 30;

const TTL: Record<StaffLinkPurpose, number> = {
  INVITATION: STAFF_INVITATION_TTL_SECONDS,
  PASSWORD_RESET: PASSWORD_RESET_TTL_SECONDS,
};
/** The console's page each link opens. */
const LINK_PAGE: Record<StaffLinkPurpose, string> = { INVITATION: "invitation", PASSWORD_RESET: "password-reset" };

const fieldRefusal = (field: string, message: string, why: string) =>
  new HttpError(422, "VALIDATION_ERROR", why, [{ field, message }]);

const linkHash = (env: Bindings, token: string) =>
  keyedHash(requiredSecret(env, "TOKEN_SECRET"), `staff-link\u0000${token}`);

/** A new link's token and the keyed hash kept of it. */
export async function newLink(env: Bindings, purpose: StaffLinkPurpose) {
  const token = randomToken();
  return { token, tokenHash: await linkHash(env, token), ttlSeconds: TTL[purpose] };
}

/** Mails a link to a member; false when the mailer could not hand it over (logged, without the address). */
export async function sendLinkMail(
  env: Bindings,
  merchant: MerchantRef,
  mail: { purpose: StaffLinkPurpose; to: string; name: string; token: string; origin: string },
): Promise<boolean> {
  const db = createDb(env.DB);
  const [tropicalization, stylizations] = await Promise.all([
    loadDocument(db, merchant.id, "tropicalization"),
    loadDocument(db, merchant.id, "stylizations"),
  ]);
  const link = `${mail.origin}/_console/${merchant.slug}/${LINK_PAGE[mail.purpose]}?token=${encodeURIComponent(mail.token)}`;
  const content = renderStaffLinkMail(
    tropicalization.language,
    mail.purpose,
    mailBrand(merchant.name, stylizations, env.MAIL_ASSETS_ORIGIN),
    mail.name,
    link,
    TTL[mail.purpose],
  );
  try {
    await mailerFor(env, merchant.id).send({
      ...content,
      to: mail.to,
      from: mailbox(merchant.name, senderAddress(env)),
      tags: { purpose: mail.purpose.toLowerCase(), merchant: merchant.slug },
      idempotencyKey: `staff-link/${crypto.randomUUID()}`,
    });
    return true;
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    console.error(
      `[mail] ${merchant.slug} ${mail.purpose} link not sent after ${error.attempts} attempt(s): status ${error.status ?? "none"} code ${error.providerCode ?? "none"}`,
    );
    return false;
  }
}

/**
 * A new store, empty and closed, its owner invited by e-mail. Callable from tests. 422 beside the
 * field for a reserved or taken slug. The store stands even when the mail could not be sent
 * (`invitation_sent: false`): the platform sends the invitation again.
 */
export async function createMerchant(
  env: Bindings,
  request: MerchantCreate,
): Promise<PlatformMerchant & { invitation_sent: boolean }> {
  if (RESERVED_SLUGS.has(request.slug))
    throw fieldRefusal("slug", ONBOARDING_ERRORS.slugReserved, "That slug is a word of the platform");
  const documents = newStoreDocuments({
    ...request,
    deliveryFeeTitle: NEW_STORE_TEXTS[request.language].newStore.deliveryFee,
  });
  const invitation = await newLink(env, "INVITATION");
  const created = await insertNewMerchant(env.DB, {
    slug: request.slug,
    name: request.name,
    slugFranchise: request.slug_franchise,
    documents,
    owner: { name: request.owner_name, email: request.owner_email },
    invitation,
  });
  if (!created) throw fieldRefusal("slug", ONBOARDING_ERRORS.slugTaken, "Another store has that slug");
  const merchant: MerchantRef = {
    id: created.merchantId,
    slug: request.slug,
    name: request.name,
    type: "STORE",
    slugFranchise: request.slug_franchise,
    settingsVersion: 0,
  };
  const sent = await sendLinkMail(env, merchant, {
    purpose: "INVITATION",
    to: request.owner_email,
    name: request.owner_name,
    token: invitation.token,
    origin: request.link_origin,
  });
  return {
    id: created.merchantId,
    slug: request.slug,
    name: request.name,
    type: "STORE",
    slug_franchise: request.slug_franchise,
    country_code: request.country_code,
    currency: request.currency,
    timezone: request.timezone,
    language: request.language,
    owner: {
      name: request.owner_name,
      email: request.owner_email,
      invitation: {
        state: "PENDING",
        sent_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + invitation.ttlSeconds * 1000).toISOString(),
      },
    },
    invitation_sent: sent,
  };
}

export async function listMerchants(d1: D1Database): Promise<PlatformMerchant[]> {
  const rows = await listPlatformMerchants(d1, 200);
  const now = Math.floor(Date.now() / 1000);
  return rows.map((row) => {
    const tropicalization = tropicalizationSchema.parse(JSON.parse(row.tropicalization));
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type,
      slug_franchise: row.slug_franchise,
      country_code: tropicalization.country_code,
      currency: tropicalization.currency,
      timezone: tropicalization.timezone,
      language: tropicalization.language,
      owner:
        row.owner_name !== null && row.owner_email !== null
          ? { name: row.owner_name, email: row.owner_email, invitation: ownerInvitationOf(row, now) }
          : null,
    };
  });
}

const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** Where the owner's invitation stands: accepted once a password is set, else its newest link's state. */
function ownerInvitationOf(row: PlatformMerchantRow, now: number): OwnerInvitation {
  if (row.owner_invited_only !== 1) return { state: "ACCEPTED", last_login_at: isoOf(row.owner_last_login_at) };
  const sentAt = row.invitation_sent_at;
  const expiresAt = row.invitation_expires_at;
  if (sentAt !== null && expiresAt !== null && row.invitation_used_at === null && expiresAt > now)
    return { state: "PENDING", sent_at: isoOf(sentAt)!, expires_at: isoOf(expiresAt)! };
  return { state: "EXPIRED", sent_at: isoOf(sentAt), expires_at: isoOf(expiresAt) };
}

/** The owner adds a member without typing a password: the member sets it from the mailed invitation. */
export async function inviteStaff(
  env: Bindings,
  merchant: MerchantRef,
  invitation: StaffInvitation,
): Promise<StaffMember & { invitation_sent: boolean }> {
  // The same form sent again (decision 111) answers the member it invited, not "a member has that
  // e-mail". Whether that first mail went out is not kept: the member's row offers to send it again.
  const key = invitation.request_key;
  const invited = async () => {
    const first = key ? await findStaffByRequestKey(env.DB, merchant.id, key) : null;
    return first && { ...toStaffMember(first), invitation_sent: true };
  };
  const before = await invited();
  if (before) return before;
  const link = await newLink(env, "INVITATION");
  const member = await insertInvitedMember(env.DB, merchant.id, { ...invitation, requestKey: key }, link);
  if (!member) {
    const crossed = await invited();
    if (crossed) return crossed;
    throw new HttpError(422, "EMAIL_TAKEN", "A member of this store has that e-mail", [
      { field: "email", message: STAFF_ERRORS.emailTaken },
    ]);
  }
  const sent = await sendLinkMail(env, merchant, {
    purpose: "INVITATION",
    to: invitation.email,
    name: invitation.name,
    token: link.token,
    origin: invitation.link_origin,
  });
  return { ...toStaffMember(member), invitation_sent: sent };
}

/** A member's invitation sent again (the earlier one ends). 503 MAIL_NOT_SENT when it could not be. */
export async function reinviteStaff(
  env: Bindings,
  merchant: MerchantRef,
  staffId: number,
  origin: string,
): Promise<void> {
  const member = await findLiveStaff(env.DB, merchant.id, staffId);
  if (!member) throw notFound("No such staff member at this store");
  const link = await newLink(env, "INVITATION");
  await insertStaffLink(env.DB, merchant.id, member.id, "INVITATION", link);
  const sent = await sendLinkMail(env, merchant, {
    purpose: "INVITATION",
    to: member.email,
    name: member.name,
    token: link.token,
    origin,
  });
  if (!sent) throw new HttpError(503, "MAIL_NOT_SENT", "The invitation could not be sent; send it again");
}

/**
 * "I forgot my password": the same answer whether or not a member has that e-mail (a mail that
 * could not be sent included); limited per address and per IP at the store, counted for both.
 */
export async function requestPasswordReset(
  env: Bindings,
  slug: string,
  request: { email: string; link_origin: string },
  ip: string,
): Promise<void> {
  const merchant = await findMerchantBySlug(createDb(env.DB), slug);
  if (!merchant) throw notFound("No such store");
  const now = Math.floor(Date.now() / 1000);
  const [perAddress, perIp] = await bumpCounters(
    env.DB,
    [`staff-reset:address:${merchant.id}:${request.email}`, `staff-reset:ip:${merchant.id}:${ip}`],
    RESET_WINDOW_SECONDS,
    now,
  );
  const over = [
    perAddress!.count > RESETS_PER_ADDRESS ? perAddress! : null,
    perIp!.count > RESETS_PER_IP ? perIp! : null,
  ].filter((state) => state !== null);
  if (over.length > 0)
    throw rateLimited(Math.max(...over.map((state) => state.windowStart + RESET_WINDOW_SECONDS - now)));

  const member = await findStaffByEmail(env.DB, merchant.id, request.email);
  if (!member) return;
  const link = await newLink(env, "PASSWORD_RESET");
  await insertStaffLink(env.DB, merchant.id, member.id, "PASSWORD_RESET", link);
  await sendLinkMail(env, merchant, {
    purpose: "PASSWORD_RESET",
    to: member.email,
    name: member.name,
    token: link.token,
    origin: request.link_origin,
  });
}

/**
 * A mailed link's token sets its member's password and logs them in; every other link and login of
 * theirs ends. 422 TOKEN_INVALID for a link that is unknown, used, expired, another store's or a
 * removed member's.
 */
export async function acceptStaffLink(
  env: Bindings,
  slug: string,
  request: { token: string; password: string },
): Promise<StaffLogin> {
  const merchant = await findMerchantBySlug(createDb(env.DB), slug);
  if (!merchant) throw notFound("No such store");
  const passwordHash = await hashPassword(request.password);
  const spent = await spendStaffLink(env.DB, merchant.id, await linkHash(env, request.token));
  if (!spent) throw new HttpError(422, "TOKEN_INVALID", "This link is unknown, used or expired");
  if (!(await setPasswordFromLink(env.DB, merchant.id, spent.staff_id, passwordHash)))
    throw new HttpError(422, "TOKEN_INVALID", "This link's member is gone");
  const staff = await findLiveStaff(env.DB, merchant.id, spent.staff_id);
  if (!staff) throw new HttpError(422, "TOKEN_INVALID", "This link's member is gone");
  const sessionId = await createStaffSession(env.DB, merchant.id, staff.id, STAFF_TOKEN_TTL_SECONDS);
  const { token, expiresIn } = await issueStaffToken(requiredSecret(env, "TOKEN_SECRET"), {
    slug: merchant.slug,
    staffId: staff.id,
    sessionId,
  });
  return { token, expires_in: expiresIn, staff: toStaff(staff) };
}

/** Whether a payment method is on: one on delivery, or an online one. */
function acceptsPayments(offline: readonly string[], paymentSettings: string | null): boolean {
  if (offline.length > 0) return true;
  if (paymentSettings === null) return false;
  const online = paymentSettingsSchema.safeParse(JSON.parse(paymentSettings));
  if (!online.success) return false;
  const { pix, card, pse, oxxo } = online.data;
  return Boolean(pix?.enabled || card.enabled || pse.enabled || oxxo?.enabled);
}

/** What the store still lacks before it can open, from one read. */
export async function readChecklist(d1: D1Database, merchantId: number): Promise<Checklist> {
  const row = await readChecklistRow(d1, merchantId);
  if (!row) throw notFound("No such store");
  const modes = operationModesSchema.parse(JSON.parse(row.operation_modes));
  const orders = orderSettingsSchema.parse(JSON.parse(row.order_settings));
  const brand = stylizationsSchema.parse(JSON.parse(row.stylizations));
  const items = {
    hours: row.has_hours === 1,
    menu: row.has_dish === 1,
    // A new store starts with both off (a store that delivers everywhere has no areas: null).
    delivery: modes.takeout_configuration.enabled || modes.delivery_configuration.enabled,
    payments: acceptsPayments(orders.offline_payment_methods, row.payment_settings),
    brand: brand.logo !== null || brand.brand_colors !== null,
  };
  return { items, complete: Object.values(items).every(Boolean) };
}
