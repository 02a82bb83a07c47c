import type { JWTPayload } from "jose";
import * as z from "zod";
import type { SocialLoginSettings } from "../../../contract/clients";
import { type SocialLoginSession, type SocialProvider, sandboxClientId } from "../../../contract/social-login";
import { createDb, type Db } from "../db/client";
import {
  deleteIdentity,
  findIdentity,
  insertClientWithIdentity,
  isSocialUniqueViolation,
  linkIdentity,
  type NewIdentity,
} from "../db/client-identities";
import { type ClientRow, findClient, findClientByEmail } from "../db/clients";
import { loadSocialLoginSettings } from "../db/merchants";
import type { Bindings } from "../env";
import { HttpError } from "../http/errors";
import { chargeIpAttempt } from "./login-attempts";
import { type AccountCaller, openSession } from "./client-accounts";
import { sandboxKeyOf } from "./social-sandbox";
import { tokenCheckFor, verifyIdToken } from "./social-tokens";

/*
 * An e-mail the provider does not vouch for is never linked to an existing account: whoever controls
 * the provider account would get into someone else's (docs/decisions/062).
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const socialTokenInvalid = () =>
  new HttpError(401, "SOCIAL_TOKEN_INVALID", "The provider's token is not valid for this store");
const providerDisabled = () => new HttpError(422, "SOCIAL_PROVIDER_DISABLED", "This store does not offer that login");
const emailMissing = () => new HttpError(422, "SOCIAL_EMAIL_MISSING", "The provider gave no e-mail address");
const emailUnverified = () =>
  new HttpError(
    409,
    "SOCIAL_EMAIL_UNVERIFIED",
    "A client of this store has that e-mail and the provider does not vouch it is verified",
  );

const disabledSettings: SocialLoginSettings = {
  apple: { enabled: false, client_id: null },
  facebook: { enabled: false, client_id: null, enabled_android: false, enabled_ios: false },
  google: {
    enabled: false,
    client_id: null,
    client_id_android: null,
    enabled_android: false,
    client_id_ios: null,
    enabled_ios: false,
  },
};

export function providerSetting(
  settings: SocialLoginSettings,
  provider: SocialProvider,
  client: string,
): { enabled: boolean; clientId: string | null } {
  const platform = client === "android" || client === "ios" ? client : "web";
  if (provider === "apple") return { enabled: settings.apple.enabled, clientId: settings.apple.client_id };
  if (provider === "facebook") {
    const { facebook } = settings;
    const enabled =
      platform === "android" ? facebook.enabled_android : platform === "ios" ? facebook.enabled_ios : facebook.enabled;
    return { enabled, clientId: facebook.client_id };
  }
  const { google } = settings;
  if (platform === "android") return { enabled: google.enabled_android, clientId: google.client_id_android };
  if (platform === "ios") return { enabled: google.enabled_ios, clientId: google.client_id_ios };
  return { enabled: google.enabled, clientId: google.client_id };
}

export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  /** Lower-cased and trimmed; null when the provider gave none (or not an address). */
  email: string | null;
  /** The provider vouches the e-mail is the person's: Google's and Apple's `email_verified`, never Facebook's. */
  emailVerified: boolean;
  name: string | null;
}

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

export function identityOf(
  provider: SocialProvider,
  claims: JWTPayload & { sub: string },
  requestName: string | null | undefined,
): SocialIdentity {
  const parsed = emailSchema.safeParse(claims.email);
  const email = parsed.success ? parsed.data : null;
  // Apple writes booleans as strings in some tokens; Google as booleans; Facebook has no such claim.
  const verified =
    provider === "google"
      ? claims.email_verified === true
      : provider === "apple"
        ? claims.email_verified === true || claims.email_verified === "true"
        : false;
  // Apple never puts the name in its token.
  const name = (provider === "apple" ? null : text(claims.name)) ?? text(requestName);
  return { provider, subject: claims.sub, email, emailVerified: email !== null && verified, name };
}

const newClientName = (identity: SocialIdentity, email: string) =>
  (identity.name ?? email.split("@")[0] ?? email).slice(0, 50);

export async function findOrCreateClient(
  d1: D1Database,
  db: Db,
  merchantId: number,
  identity: SocialIdentity,
  retried = false,
): Promise<{ client: ClientRow; created: boolean }> {
  const linked = await findIdentity(db, merchantId, identity.provider, identity.subject);
  if (linked?.client && linked.client.deletedAt === null) return { client: linked.client, created: false };
  if (linked) await deleteIdentity(db, merchantId, linked.identityId);

  const email = identity.email;
  if (email === null) throw emailMissing();
  const now = nowSeconds();
  const link: NewIdentity = {
    merchantId,
    provider: identity.provider,
    subject: identity.subject,
    email,
    emailVerified: identity.emailVerified,
  };
  const existing = await findClientByEmail(db, merchantId, email);
  if (existing) {
    if (!identity.emailVerified) throw emailUnverified();
    await linkIdentity(db, link, existing.id, now);
    return { client: existing, created: false };
  }
  try {
    const id = await insertClientWithIdentity(d1, link, newClientName(identity, email), now);
    const client = await findClient(db, merchantId, id);
    if (!client) throw new Error(`Client ${id} vanished after a social sign-up`);
    return { client, created: true };
  } catch (error) {
    // A request that crossed this one made the client or the link first: read again, once.
    if (!retried && isSocialUniqueViolation(error)) return findOrCreateClient(d1, db, merchantId, identity, true);
    throw error;
  }
}

export interface SocialLoginInput {
  provider: SocialProvider;
  token: string;
  client: string;
  /** Facebook: the `sub` the token must have. */
  userId?: string;
  name?: string | null;
}

export async function socialLogin(
  env: Bindings,
  db: Db,
  caller: AccountCaller,
  input: SocialLoginInput,
): Promise<SocialLoginSession> {
  const { merchant } = caller;
  const settings = (await loadSocialLoginSettings(db, merchant.id)) ?? disabledSettings;
  const setting = providerSetting(settings, input.provider, input.client);
  if (!setting.enabled) throw providerDisabled();
  const sandbox = await sandboxKeyOf(env);
  const audience = setting.clientId ?? (sandbox ? sandboxClientId(input.provider, merchant.slug) : null);
  if (audience === null) throw providerDisabled();

  const check = tokenCheckFor(input.provider, input.token, audience, sandbox?.keySet ?? null);
  const claims = check ? await verifyIdToken(input.token, check) : null;
  if (!claims || (input.userId !== undefined && claims.sub !== input.userId)) throw socialTokenInvalid();

  const { client, created } = await findOrCreateClient(
    env.DB,
    db,
    merchant.id,
    identityOf(input.provider, claims, input.name),
  );
  return { ...(await openSession(env, db, caller, client)), created };
}

export const readSocialLoginSettings = async (d1: D1Database, merchantId: number): Promise<SocialLoginSettings> =>
  (await loadSocialLoginSettings(createDb(d1), merchantId)) ?? disabledSettings;

/** A refused token counts against the caller's IP: before verification there is no account to count it against. */
export async function logInWithProvider(
  env: Bindings,
  caller: AccountCaller,
  input: SocialLoginInput,
): Promise<SocialLoginSession> {
  const attempt = await chargeIpAttempt({ d1: env.DB, ip: caller.ip }, caller.merchant.id);
  try {
    if (attempt.limited) throw attempt.limited;
    return await socialLogin(env, createDb(env.DB), caller, input);
  } catch (error) {
    if (error instanceof HttpError && error.code === "SOCIAL_TOKEN_INVALID") attempt.failed();
    throw error;
  } finally {
    await attempt.settle();
  }
}
