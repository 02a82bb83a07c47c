import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  authenticateEmailRequestSchema,
  authenticateEmailResponseSchema,
  clientResponseSchema,
  deleteClientQuerySchema,
  deleteClientResponseSchema,
  editableDataResponseSchema,
  editNameRequestSchema,
  EMAIL_TOKEN_TTL_SECONDS,
  haveRegistrationQuerySchema,
  haveRegistrationResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginWithAuthTokenRequestSchema,
  loginWithAuthTokenResponseSchema,
  logoutResponseSchema,
  authenticatePhoneRequestSchema,
  authenticatePhoneResponseSchema,
  registerClientRequestSchema,
  registerClientResponseSchema,
  registerPhoneRequestSchema,
  registerPhoneResponseSchema,
  simpleRegistrationQuerySchema,
  simpleRegistrationResponseSchema,
  singleSignOnLinkResponseSchema,
  type SocialLoginSettings,
  socialLoginSettingsResponseSchema,
  tokenEmailRequestSchema,
  tokenEmailResponseSchema,
  tokenPhoneRequestSchema,
  tokenPhoneResponseSchema,
  updateClientRequestSchema,
  updateEmailRequestSchema,
} from "../../../contract/clients";
import { CLIENT_SECRET_HEADER } from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import { requiredSecret } from "../auth/middleware";
import { burnPasswordTime, verifyPassword } from "../auth/password";
import { secretsEqual } from "../auth/token";
import { createDb, type Db } from "../db/client";
import {
  type ClientProfileChanges,
  changeEmailUsingToken,
  deleteClientAccount,
  findClientByPhone,
  insertPhoneClientUsingToken,
  liveRegistrations,
  phoneRegistered,
  updateClientProfile,
} from "../db/client-accounts";
import {
  bumpCounters,
  countWrongEmailToken,
  findClient,
  findClientByEmail,
  findUsableEmailToken,
  readOutbox,
  revokeSession,
  storeAuthToken,
  storeEmailToken,
  toClient,
  useAuthToken,
  useEmailToken,
  type EmailTokenPurpose,
} from "../db/clients";
import { loadSocialLoginSettings } from "../db/merchants";
import { dropUnvouchedIdentities } from "../db/client-identities";
import type { AppEnv } from "../env";
import { HttpError, notFound, unauthorized, validationError } from "../http/errors";
import { clientIpOf } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";
import {
  birthdateErrors,
  countryOf,
  cpfErrors,
  createClientWithToken,
  emailTaken,
  openSession,
  phoneErrors,
  phoneTaken,
  refuseFieldErrors,
  tokenInvalid,
  uniqueViolation,
} from "../services/client-accounts";
import { sendTokenMail } from "../services/client-mail";
import { canSendBy, e164Of, homePhoneErrors, sendPhoneCode } from "../services/client-phone";
import { authTokenHash, emailTokenHash, randomToken, sixDigitToken } from "../services/client-secrets";
import { chargeAttempt, rateLimited } from "../services/login-attempts";

/*
 * Customer accounts (customer spec §7 "Authentication and registration" and "Profile").
 * Every query is scoped by the merchant the access middleware resolved; everything under
 * `/{slug}/clients/{id}/…` goes through requireOwnClient (404 for anything but the caller's own
 * client). Secrets (passwords, e-mail tokens, auth tokens) are kept only as hashes and never logged.
 */

/** Token e-mails are counted in windows of a quarter hour. */
const TOKEN_EMAIL_WINDOW_SECONDS = 15 * 60;
/** Token e-mails allowed per address (and merchant) in TOKEN_EMAIL_WINDOW_SECONDS. */
export const TOKEN_EMAILS_PER_ADDRESS = 5;
/** Token e-mails allowed per client IP at one merchant in TOKEN_EMAIL_WINDOW_SECONDS: two each for 50 customers behind one NAT. */
export const TOKEN_EMAILS_PER_IP = 100;
/** A single sign-on auth token lives 15 minutes. */
export const AUTH_TOKEN_TTL_SECONDS = 15 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The caller's client id, or 401 for an anonymous token. */
function loggedInClientId(c: Context<AppEnv>): number {
  const clientId = c.get("claims").client_id;
  if (clientId === undefined) throw unauthorized("Log in first");
  return clientId;
}

const allSocialLoginDisabled: SocialLoginSettings = {
  apple: { enabled: false, client_id: null },
  facebook: { enabled: false, client_id: null, enabled_android: false, enabled_ios: false },
  google: { enabled: false, client_id: null, client_id_android: null, enabled_android: false, client_id_ios: null, enabled_ios: false },
};

/**
 * A new six-digit code of `address` (an e-mail, or a phone in E.164), its hash stored first: a code
 * that reaches the customer always works.
 */
async function storeNewCode(c: Context<AppEnv>, db: Db, merchantId: number, address: string, purpose: EmailTokenPurpose, now: number): Promise<string> {
  const token = sixDigitToken();
  const tokenHash = await emailTokenHash(requiredSecret(c.env, "TOKEN_SECRET"), merchantId, address, purpose, token);
  await storeEmailToken(db, { merchantId, email: address, purpose, tokenHash, ttlSeconds: EMAIL_TOKEN_TTL_SECONDS }, now);
  return token;
}

/** The id of `address`'s usable login code `token`; else a wrong guess, charged and counted: 422 TOKEN_INVALID. */
async function usableLoginCode(
  c: Context<AppEnv>,
  db: Db,
  merchantId: number,
  address: string,
  token: string,
  attempt: { failed: () => void },
): Promise<number> {
  const tokenHash = await emailTokenHash(requiredSecret(c.env, "TOKEN_SECRET"), merchantId, address, "login", token);
  const tokenId = await findUsableEmailToken(db, merchantId, address, "login", tokenHash);
  if (tokenId !== null) return tokenId;
  attempt.failed();
  await countWrongEmailToken(c.env.DB, merchantId, address);
  throw tokenInvalid();
}

/**
 * Counts one code sent to `address` (an e-mail, or a phone in E.164) and to the caller's IP at the
 * merchant: the 429 answer once either is past its limit, else null.
 */
async function limitCodeSends(c: Context<AppEnv>, merchantId: number, address: string, now: number): Promise<Response | null> {
  const [perAddress, perIp] = await bumpCounters(
    c.env.DB,
    [`send:address:${merchantId}:${address}`, `send:ip:${merchantId}:${clientIpOf(c)}`],
    TOKEN_EMAIL_WINDOW_SECONDS,
    now,
  );
  const over = [perAddress!.count > TOKEN_EMAILS_PER_ADDRESS ? perAddress! : null, perIp!.count > TOKEN_EMAILS_PER_IP ? perIp! : null].filter(
    (state) => state !== null,
  );
  return over.length > 0 ? rateLimited(c, Math.max(...over.map((state) => state.windowStart + TOKEN_EMAIL_WINDOW_SECONDS - now))) : null;
}

// ---------------------------------------------------------------------------------------------
// Routes

export const clientsRoutes = new Hono<AppEnv>()
  .post("/:slug/clients/login", validateJson(loginRequestSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const merchant = c.get("merchant");
    const attempt = await chargeAttempt(c, merchant.id, email);
    try {
      if (attempt.limited) return attempt.limited;
      const db = createDb(c.env.DB);
      const client = await findClientByEmail(db, merchant.id, email);
      if (!client) {
        await burnPasswordTime(password);
        attempt.failed();
        throw new HttpError(401, "INVALID_CREDENTIALS", "No client with that e-mail here");
      }
      if (!client.passwordHash || !(await verifyPassword(password, client.passwordHash))) {
        if (!client.passwordHash) await burnPasswordTime(password);
        attempt.failed();
        throw new HttpError(401, "INVALID_PASSWORD", "Wrong password");
      }
      const session = await openSession(c, db, client);
      attempt.succeeded();
      return reply(c, loginResponseSchema, { data: session });
    } finally {
      await attempt.settle();
    }
  })

  .post("/:slug/clients/logout", async (c) => {
    const { sid } = c.get("claims");
    if (sid === undefined) throw unauthorized("Not logged in");
    await revokeSession(createDb(c.env.DB), c.get("merchant").id, sid);
    return reply(c, logoutResponseSchema, { data: { logged_out: true } });
  })

  .post("/:slug/clients/registration_tokens/token_email", validateJson(tokenEmailRequestSchema), async (c) => {
    const { email, purpose } = c.req.valid("json");
    const merchant = c.get("merchant");
    if (purpose === "update_email") loggedInClientId(c);
    const now = nowSeconds();
    const limited = await limitCodeSends(c, merchant.id, email, now);
    if (limited) return limited;

    const db = createDb(c.env.DB);
    // A send that fails answers 503 MAIL_NOT_SENT, and asking again counts against the same limits.
    const token = await storeNewCode(c, db, merchant.id, email, purpose, now);
    await sendTokenMail(c.env, db, merchant, { email, purpose, token });
    return reply(c, tokenEmailResponseSchema, { data: { sent: true } });
  })

  .post("/:slug/clients/registration_tokens/authenticate_email", validateJson(authenticateEmailRequestSchema), async (c) => {
    const { email, token } = c.req.valid("json");
    const merchant = c.get("merchant");
    const attempt = await chargeAttempt(c, merchant.id, email);
    try {
      if (attempt.limited) return attempt.limited;
      const db = createDb(c.env.DB);
      const tokenId = await usableLoginCode(c, db, merchant.id, email, token, attempt);
      const client = await findClientByEmail(db, merchant.id, email);
      // A new e-mail keeps the token unused: register_client takes it once.
      if (!client) return reply(c, authenticateEmailResponseSchema, { data: { valid: true, registered: false, session: null } });
      // Used a moment ago by a request that crossed this one (a double submit): not a guess.
      if (!(await useEmailToken(c.env.DB, tokenId))) throw tokenInvalid();
      // The code proves the e-mail is theirs: a provider login that never vouched for it goes (decision 062).
      await dropUnvouchedIdentities(c.env.DB, merchant.id, client.id, nowSeconds());
      const session = await openSession(c, db, client);
      attempt.succeeded();
      return reply(c, authenticateEmailResponseSchema, { data: { valid: true, registered: true, session } });
    } finally {
      await attempt.settle();
    }
  })

  .post("/:slug/clients/registration_tokens/register_client", validateJson(registerClientRequestSchema), async (c) => {
    const { token, client: input } = c.req.valid("json");
    const merchant = c.get("merchant");
    const db = createDb(c.env.DB);
    const country = await countryOf(db, merchant.id);
    refuseFieldErrors([...phoneErrors(country, input.phone, "client.phone"), ...cpfErrors(input.cpf, "client.cpf")]);

    const attempt = await chargeAttempt(c, merchant.id, input.email);
    try {
      if (attempt.limited) return attempt.limited;
      const tokenId = await usableLoginCode(c, db, merchant.id, input.email, token, attempt);
      const created = await createClientWithToken(c, db, tokenId, input);
      const session = await openSession(c, db, created);
      attempt.succeeded();
      return reply(c, registerClientResponseSchema, { data: session });
    } finally {
      await attempt.settle();
    }
  })

  // Phone codes: the e-mail codes' store, limits, expiry and single use, keyed by the phone in E.164.
  .post("/:slug/clients/registration_tokens/token_phone", validateJson(tokenPhoneRequestSchema), async (c) => {
    const { phone, channel } = c.req.valid("json");
    const merchant = c.get("merchant");
    const db = createDb(c.env.DB);
    refuseFieldErrors(homePhoneErrors(await countryOf(db, merchant.id), phone, "phone"));
    if (!canSendBy(c.env, merchant.id, channel)) refuseFieldErrors([{ field: "channel", message: "Codes cannot go by this channel here" }]);
    const address = e164Of(phone);
    const now = nowSeconds();
    const limited = await limitCodeSends(c, merchant.id, address, now);
    if (limited) return limited;
    const token = await storeNewCode(c, db, merchant.id, address, "login", now);
    await sendPhoneCode(c.env, db, merchant, { to: address, channel, token });
    return reply(c, tokenPhoneResponseSchema, { data: { sent: true } });
  })

  .post("/:slug/clients/registration_tokens/authenticate_phone", validateJson(authenticatePhoneRequestSchema), async (c) => {
    const { phone, token } = c.req.valid("json");
    const merchant = c.get("merchant");
    const address = e164Of(phone);
    const attempt = await chargeAttempt(c, merchant.id, address);
    try {
      if (attempt.limited) return attempt.limited;
      const db = createDb(c.env.DB);
      const tokenId = await usableLoginCode(c, db, merchant.id, address, token, attempt);
      const client = await findClientByPhone(db, merchant.id, phone);
      // A new phone keeps the code unused: register_phone takes it once.
      if (!client) return reply(c, authenticatePhoneResponseSchema, { data: { valid: true, registered: false, session: null } });
      if (!(await useEmailToken(c.env.DB, tokenId))) throw tokenInvalid();
      const session = await openSession(c, db, client);
      attempt.succeeded();
      return reply(c, authenticatePhoneResponseSchema, { data: { valid: true, registered: true, session } });
    } finally {
      await attempt.settle();
    }
  })

  .post("/:slug/clients/registration_tokens/register_phone", validateJson(registerPhoneRequestSchema), async (c) => {
    const { token, client: input } = c.req.valid("json");
    const merchant = c.get("merchant");
    const db = createDb(c.env.DB);
    refuseFieldErrors(homePhoneErrors(await countryOf(db, merchant.id), input.phone, "client.phone"));
    const address = e164Of(input.phone);
    const attempt = await chargeAttempt(c, merchant.id, address);
    try {
      if (attempt.limited) return attempt.limited;
      const tokenId = await usableLoginCode(c, db, merchant.id, address, token, attempt);
      // Not a guess: the code is right, and the phone is a client's (who logs in with it instead).
      attempt.succeeded();
      if (await findClientByPhone(db, merchant.id, input.phone)) throw phoneTaken();
      const id = await insertPhoneClientUsingToken(c.env.DB, { merchantId: merchant.id, name: input.name, phone: input.phone }, tokenId, nowSeconds());
      if (id === null) {
        if (await findClientByPhone(db, merchant.id, input.phone)) throw phoneTaken();
        throw tokenInvalid();
      }
      const created = await findClient(db, merchant.id, id);
      if (!created) throw new Error(`Client ${id} vanished after registration`);
      return reply(c, registerPhoneResponseSchema, { data: await openSession(c, db, created) });
    } finally {
      await attempt.settle();
    }
  })

  .get("/:slug/clients/have_registration", validateQuery(haveRegistrationQuerySchema), async (c) => {
    const { email, cpf } = c.req.valid("query");
    const merchant = c.get("merchant");
    return reply(c, haveRegistrationResponseSchema, { data: await liveRegistrations(createDb(c.env.DB), merchant.id, { email, cpf }) });
  })

  .get("/:slug/clients/simple_registrations/validate", validateQuery(simpleRegistrationQuerySchema), async (c) => {
    const { ddd, number, country_code } = c.req.valid("query");
    const registered = await phoneRegistered(createDb(c.env.DB), c.get("merchant").id, { country_code, ddd, number });
    return reply(c, simpleRegistrationResponseSchema, { data: { registered } });
  })

  .get("/:slug/clients/single_sign_on_link", async (c) => {
    const clientId = loggedInClientId(c);
    const merchant = c.get("merchant");
    const token = randomToken();
    await storeAuthToken(createDb(c.env.DB), merchant.id, clientId, await authTokenHash(requiredSecret(c.env, "TOKEN_SECRET"), token), AUTH_TOKEN_TTL_SECONDS);
    return reply(c, singleSignOnLinkResponseSchema, { data: { auth_token: token } });
  })

  .post("/:slug/clients/login_with_auth_token", validateJson(loginWithAuthTokenRequestSchema), async (c) => {
    const { auth_token } = c.req.valid("json");
    const merchant = c.get("merchant");
    const db = createDb(c.env.DB);
    const clientId = await useAuthToken(c.env.DB, merchant.id, await authTokenHash(requiredSecret(c.env, "TOKEN_SECRET"), auth_token));
    const client = clientId === null ? null : await findClient(db, merchant.id, clientId);
    if (!client) throw tokenInvalid();
    return reply(c, loginWithAuthTokenResponseSchema, { data: await openSession(c, db, client) });
  })

  .get("/:slug/social_login_settings", async (c) => {
    const settings = (await loadSocialLoginSettings(createDb(c.env.DB), c.get("merchant").id)) ?? allSocialLoginDisabled;
    return reply(c, socialLoginSettingsResponseSchema, { data: settings });
  })

  // ---- the caller's own client (requireOwnClient: 404 for anything else)

  .get("/:slug/clients/:id", requireOwnClient, (c) => reply(c, clientResponseSchema, { data: toClient(c.get("client")) }))

  .put("/:slug/clients/:id", requireOwnClient, validateJson(updateClientRequestSchema), async (c) => {
    const { client: changes } = c.req.valid("json");
    const client = c.get("client");
    const merchant = c.get("merchant");
    const db = createDb(c.env.DB);
    refuseFieldErrors([
      ...(changes.phone ? phoneErrors(await countryOf(db, merchant.id), changes.phone, "client.phone") : []),
      ...birthdateErrors(changes.birthdate, "client.birthdate"),
    ]);
    const birthdateChanged = changes.birthdate !== undefined && changes.birthdate !== client.birthdate;
    if (birthdateChanged && client.birthdateChanges > 0) {
      throw new HttpError(422, "BIRTHDATE_LOCKED", "The birthdate can be set or changed only once");
    }
    const values: ClientProfileChanges = {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.phone === undefined
        ? {}
        : { phoneCountryCode: changes.phone?.country_code ?? null, phoneDdd: changes.phone?.ddd ?? null, phoneNumber: changes.phone?.number ?? null }),
      ...(birthdateChanged ? { birthdate: changes.birthdate, birthdateChanges: client.birthdateChanges + 1 } : {}),
      ...(changes.notifications === undefined
        ? {}
        : { notifyEmail: changes.notifications.email, notifySms: changes.notifications.sms, notifyWhatsapp: changes.notifications.whatsapp }),
    };
    if (Object.keys(values).length > 0) {
      // The birthdate only while still unchanged: two requests that cross cannot both change it.
      const updated = await updateClientProfile(db, merchant.id, client.id, values, birthdateChanged ? client.birthdateChanges : undefined);
      if (!updated) {
        if (birthdateChanged) throw new HttpError(422, "BIRTHDATE_LOCKED", "The birthdate can be set or changed only once");
        throw notFound("Client not found");
      }
    }
    const fresh = await findClient(db, merchant.id, client.id);
    if (!fresh) throw notFound("Client not found");
    return reply(c, clientResponseSchema, { data: toClient(fresh) });
  })

  .put("/:slug/clients/:id/update_email", requireOwnClient, validateJson(updateEmailRequestSchema), async (c) => {
    const { email, token } = c.req.valid("json");
    const client = c.get("client");
    const merchant = c.get("merchant");
    const db = createDb(c.env.DB);
    const attempt = await chargeAttempt(c, merchant.id, client.email);
    let tokenId: number | null;
    try {
      if (attempt.limited) return attempt.limited;
      const tokenHash = await emailTokenHash(requiredSecret(c.env, "TOKEN_SECRET"), merchant.id, email, "update_email", token);
      tokenId = await findUsableEmailToken(db, merchant.id, email, "update_email", tokenHash);
      if (tokenId === null) {
        attempt.failed();
        throw tokenInvalid();
      }
      attempt.succeeded();
    } finally {
      await attempt.settle();
    }
    if (email !== client.email && (await findClientByEmail(db, merchant.id, email))) throw emailTaken();
    const now = nowSeconds();
    let changed: boolean;
    try {
      changed = await changeEmailUsingToken(c.env.DB, merchant.id, client.id, email, tokenId, now);
    } catch (error) {
      throw uniqueViolation(error);
    }
    if (!changed) throw tokenInvalid();
    const fresh = await findClient(db, merchant.id, client.id);
    if (!fresh) throw notFound("Client not found");
    return reply(c, clientResponseSchema, { data: toClient(fresh) });
  })

  .get("/:slug/clients/:id/editable_data", requireOwnClient, (c) =>
    reply(c, editableDataResponseSchema, {
      data: { name: true, email: true, phone: true, birthdate: c.get("client").birthdateChanges === 0 },
    }),
  )

  .put("/:slug/clients/:id/edit_name", requireOwnClient, validateJson(editNameRequestSchema), async (c) => {
    const { name } = c.req.valid("json");
    const client = c.get("client");
    const merchant = c.get("merchant");
    const db = createDb(c.env.DB);
    await updateClientProfile(db, merchant.id, client.id, { name });
    const fresh = await findClient(db, merchant.id, client.id);
    if (!fresh) throw notFound("Client not found");
    return reply(c, clientResponseSchema, { data: toClient(fresh) });
  })

  .delete("/:slug/clients/:id", requireOwnClient, validateQuery(deleteClientQuerySchema), async (c) => {
    const client = c.get("client");
    const merchantId = c.get("merchant").id;
    const now = nowSeconds();
    await deleteClientAccount(c.env.DB, merchantId, client.id, now);
    return reply(c, deleteClientResponseSchema, { data: { deleted: true } });
  });

/**
 * GET /dev/mail_outbox?email= (or ?phone=+5511…): the newest mails (or phone codes) to that address, for local development and the
 * end-to-end tests only. Answers only when the Worker var MAIL_OUTBOX_READABLE is "1" (set in
 * .dev.vars, never in production) AND the request carries the shared client-secret header;
 * otherwise 404, as if the route did not exist.
 */
export const devRoutes = new Hono<AppEnv>().get("/mail_outbox", async (c) => {
  if (c.env.MAIL_OUTBOX_READABLE !== "1") throw notFound(`No route for GET ${c.req.path}`);
  const presented = c.req.header(CLIENT_SECRET_HEADER);
  if (!presented || !(await secretsEqual(presented, requiredSecret(c.env, "CLIENT_SECRET")))) {
    throw notFound(`No route for GET ${c.req.path}`);
  }
  // A phone's codes are kept under the phone in E.164 (services/client-phone.ts).
  const phone = c.req.query("phone");
  const to =
    phone === undefined
      ? z.string().trim().toLowerCase().min(3).max(254).safeParse(c.req.query("email"))
      : z
          .string()
          .regex(/^\+\d{8,15}$/)
          .safeParse(phone);
  if (!to.success) throw validationError("email or phone is required", [{ field: phone === undefined ? "email" : "phone", message: "Required" }]);
  const messages = await readOutbox(createDb(c.env.DB), to.data);
  return c.json({ data: messages });
});
