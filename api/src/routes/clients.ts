import { and, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  authenticateEmailRequestSchema,
  authenticateEmailResponseSchema,
  CLIENT_TOKEN_TTL_SECONDS,
  clientResponseSchema,
  type ClientSession,
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
  registerClientRequestSchema,
  registerClientResponseSchema,
  simpleRegistrationQuerySchema,
  simpleRegistrationResponseSchema,
  singleSignOnLinkResponseSchema,
  type SocialLoginSettings,
  socialLoginSettingsResponseSchema,
  socialLoginSettingsSchema,
  tokenEmailRequestSchema,
  tokenEmailResponseSchema,
  updateClientRequestSchema,
  updateEmailRequestSchema,
} from "../../../contract/clients";
import { CLIENT_SECRET_HEADER } from "../../../contract";
import type { ApiError } from "../../../contract/envelope";
import { isValidBirthdate, isValidCpf, isValidPhone } from "../../../contract/formats";
import type { CountryCode } from "../../../contract/merchant";
import { requireOwnClient } from "../auth/client-access";
import { requiredSecret } from "../auth/middleware";
import { burnPasswordTime, hashPassword, verifyPassword } from "../auth/password";
import { issueAccessToken, secretsEqual } from "../auth/token";
import { createDb, type Db } from "../db/client";
import {
  bumpCounters,
  bumpWindows,
  clearCounters,
  type ClientRow,
  countWrongEmailToken,
  createSession,
  type EmailTokenPurpose,
  findClient,
  findClientByEmail,
  findUsableEmailToken,
  hasMark,
  refundCounters,
  readOutbox,
  revokeSession,
  setMark,
  storeAuthToken,
  storeEmailToken,
  toClient,
  useAuthToken,
  useEmailToken,
} from "../db/clients";
import { loadDocument } from "../db/merchants";
import {
  ACCOUNT_AND_IP_LIMITS,
  ACCOUNT_LIMITS,
  type FailureLimit,
  KNOWN_IP_SECONDS,
  MERCHANT_AND_IP_LIMITS,
  secondsToWait,
} from "../domain/login-limits";
import { clients, merchants } from "../db/schema";
import type { AppEnv } from "../env";
import { HttpError, notFound, unauthorized, validationError } from "../http/errors";
import { clientIpOf } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";

/*
 * Customer accounts (issue 13, customer spec §7 "Authentication and registration" and "Profile").
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

const tokenInvalid = () => new HttpError(422, "TOKEN_INVALID", "The token is wrong, expired or already used");
const emailTaken = () => new HttpError(409, "EMAIL_TAKEN", "Another client of this merchant has that e-mail");
const cpfTaken = () => new HttpError(409, "CPF_TAKEN", "Another client of this merchant has that CPF");

// ---------------------------------------------------------------------------------------------
// Hashes of short secrets, keyed by TOKEN_SECRET (a stolen table alone does not give the tokens)

const encoder = new TextEncoder();

async function keyedHash(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const emailTokenHash = (secret: string, merchantId: number, email: string, purpose: EmailTokenPurpose, token: string) =>
  keyedHash(secret, `email-token\u0000${merchantId}\u0000${purpose}\u0000${email}\u0000${token}`);

const authTokenHash = (secret: string, token: string) => keyedHash(secret, `auth-token\u0000${token}`);

/** Six random digits, uniform (rejection sampling over 32-bit values). */
function sixDigitToken(): string {
  const limit = 4_294_000_000; // a multiple of 1 000 000 below 2^32
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) return String(value! % 1_000_000).padStart(6, "0");
  }
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

// ---------------------------------------------------------------------------------------------
// Limits: wrong passwords or tokens per account, per account and IP, per IP at a merchant
// (domain/login-limits.ts, docs/decisions/044); token e-mails per address and per IP

function rateLimited(c: Context<AppEnv>, retryAfter: number): Response {
  const seconds = Math.max(1, retryAfter);
  c.header("Retry-After", String(seconds));
  return c.json({ code: "RATE_LIMITED", message: `Too many attempts; retry in ${seconds} seconds`, retry_after: seconds } satisfies ApiError, 429);
}

const failureCounters = (scope: string, limits: readonly FailureLimit[]) =>
  limits.map((limit) => ({ key: `fail:${scope}:${limit.windowSeconds}`, windowSeconds: limit.windowSeconds, limit }));

/**
 * One attempt at a password or token of `email`, charged to every limit BEFORE it is checked, so
 * parallel guesses cannot slip past a limit between a read and a write. `limited` is the 429
 * answer (with the real wait) once a limit is past; the account-wide limit does not hold an IP
 * the account logged in from lately, so guesses from elsewhere cannot lock its owner out there.
 * The charge stays only if the handler calls `failed()`; `settle()` (in a finally) gives it back
 * otherwise, and after a success forgives the account's failures and remembers the IP (never
 * the IP's failures at the merchant, which count for every account tried from it).
 */
async function chargeAttempt(c: Context<AppEnv>, merchantId: number, email: string) {
  const now = nowSeconds();
  const ip = clientIpOf(c);
  const accountAndIp = failureCounters(`account-ip:${merchantId}:${ip}:${email}`, ACCOUNT_AND_IP_LIMITS);
  const account = failureCounters(`account:${merchantId}:${email}`, ACCOUNT_LIMITS);
  const merchantAndIp = failureCounters(`ip:${merchantId}:${ip}`, MERCHANT_AND_IP_LIMITS);
  const counters = [...accountAndIp, ...account, ...merchantAndIp];
  const knownIp = await keyedHash(requiredSecret(c.env, "TOKEN_SECRET"), `known-ip\u0000${merchantId}\u0000${email}\u0000${ip}`);
  const [states, known] = await Promise.all([bumpWindows(c.env.DB, counters, now), hasMark(c.env.DB, knownIp, KNOWN_IP_SECONDS, now)]);
  // An IP the account logged in from is held by its own limits, never by guesses from elsewhere.
  const holding = counters.flatMap((counter, index) => (known && account.includes(counter) ? [] : [{ limit: counter.limit, ...states[index]! }]));
  const wait = secondsToWait(holding, now);
  const keys = counters.map((counter) => counter.key);
  let outcome: "pending" | "failed" | "succeeded" = "pending";
  return {
    limited: wait === null ? null : rateLimited(c, wait),
    failed() {
      outcome = "failed";
    },
    succeeded() {
      outcome = "succeeded";
    },
    async settle() {
      if (outcome === "failed") return;
      await refundCounters(c.env.DB, keys);
      if (outcome === "succeeded") {
        await Promise.all([clearCounters(c.env.DB, [...accountAndIp, ...account].map((counter) => counter.key)), setMark(c.env.DB, knownIp, now)]);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Sessions

/** Logs `client` in: a new session and a token acting for them on top of the caller's visitor id. */
async function openSession(c: Context<AppEnv>, db: Db, client: ClientRow): Promise<ClientSession> {
  const merchant = c.get("merchant");
  const sid = await createSession(db, merchant.id, client.id, CLIENT_TOKEN_TTL_SECONDS);
  const { accessToken, expiresIn } = await issueAccessToken(requiredSecret(c.env, "TOKEN_SECRET"), {
    slug: merchant.slug,
    visitorId: c.get("claims").vid,
    clientId: client.id,
    sessionId: sid,
  });
  return { client: toClient(client), access_token: accessToken, expires_in: expiresIn };
}

/**
 * Creates the client of a registration whose token `tokenId` was checked: 409 for a taken e-mail or
 * CPF; in one transaction with using the token, so two submits of the same form make one client.
 */
async function createClientWithToken(c: Context<AppEnv>, db: Db, tokenId: number, input: z.infer<typeof registerClientRequestSchema>["client"]): Promise<ClientRow> {
  const merchant = c.get("merchant");
  if (await findClientByEmail(db, merchant.id, input.email)) throw emailTaken();
  if (input.cpf !== undefined) {
    const holder = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.merchantId, merchant.id), eq(clients.cpf, input.cpf)))
      .limit(1);
    if (holder.length > 0) throw cpfTaken();
  }

  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const now = nowSeconds();
  // One transaction: the client is created only while the token is unused, and the token is used
  // with it. Two submits of the same form: the second finds the token used (422), never a twin.
  let results: D1Result<{ id: number }>[];
  try {
    results = await c.env.DB.batch<{ id: number }>([
      c.env.DB.prepare(
        `INSERT INTO clients (merchant_id, name, email, cpf, password_hash, phone_country_code, phone_ddd, phone_number, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
         WHERE EXISTS (SELECT 1 FROM email_tokens WHERE id = ?10 AND used_at IS NULL AND expires_at > ?9)
         RETURNING id`,
      ).bind(
        merchant.id,
        input.name,
        input.email,
        input.cpf ?? null,
        passwordHash,
        input.phone?.country_code ?? null,
        input.phone?.ddd ?? null,
        input.phone?.number ?? null,
        now,
        tokenId,
      ),
      c.env.DB.prepare("UPDATE email_tokens SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL").bind(tokenId, now),
    ]);
  } catch (error) {
    throw uniqueViolation(error);
  }
  const id = results[0]?.results[0]?.id;
  if (id === undefined) throw tokenInvalid();
  const created = await findClient(db, merchant.id, id);
  if (!created) throw new Error(`Client ${id} vanished after registration`);
  return created;
}

// ---------------------------------------------------------------------------------------------
// Mail

type Language = "pt-BR" | "es" | "en";

const mailTexts: Record<Language, Record<EmailTokenPurpose, (merchant: string, token: string) => { subject: string; body: string }>> = {
  "pt-BR": {
    login: (merchant, token) => ({
      subject: `Seu código de acesso: ${token}`,
      body: `Olá!\n\nSeu código para entrar em ${merchant} é ${token}. Ele vale por 10 minutos.\n\nSe você não pediu este código, ignore este e-mail.`,
    }),
    update_email: (merchant, token) => ({
      subject: `Confirme seu novo e-mail: ${token}`,
      body: `Olá!\n\nPara usar este e-mail na sua conta de ${merchant}, digite o código ${token}. Ele vale por 10 minutos.\n\nSe você não pediu esta troca, ignore este e-mail.`,
    }),
  },
  es: {
    login: (merchant, token) => ({
      subject: `Tu código de acceso: ${token}`,
      body: `¡Hola!\n\nTu código para entrar en ${merchant} es ${token}. Es válido durante 10 minutos.\n\nSi no pediste este código, ignora este correo.`,
    }),
    update_email: (merchant, token) => ({
      subject: `Confirma tu nuevo correo: ${token}`,
      body: `¡Hola!\n\nPara usar este correo en tu cuenta de ${merchant}, escribe el código ${token}. Es válido durante 10 minutos.\n\nSi no pediste este cambio, ignora este correo.`,
    }),
  },
  en: {
    login: (merchant, token) => ({
      subject: `Your sign-in code: ${token}`,
      body: `Hello!\n\nYour code to sign in to ${merchant} is ${token}. It is valid for 10 minutes.\n\nIf you did not ask for this code, ignore this e-mail.`,
    }),
    update_email: (merchant, token) => ({
      subject: `Confirm your new e-mail: ${token}`,
      body: `Hello!\n\nTo use this e-mail for your ${merchant} account, enter the code ${token}. It is valid for 10 minutes.\n\nIf you did not ask for this change, ignore this e-mail.`,
    }),
  },
};

// ---------------------------------------------------------------------------------------------
// Field checks the contract's shapes cannot make (they depend on the merchant's country)

type FieldErrors = NonNullable<ApiError["errors"]>;

function phoneErrors(country: CountryCode, phone: { ddd: string; number: string } | null | undefined, field: string): FieldErrors {
  if (!phone) return [];
  return isValidPhone(country, `${phone.ddd}${phone.number}`) ? [] : [{ field, message: "Not a phone number of the merchant's country" }];
}

const cpfErrors = (cpf: string | undefined, field: string): FieldErrors =>
  cpf === undefined || isValidCpf(cpf) ? [] : [{ field, message: "Not a valid CPF" }];

function birthdateErrors(birthdate: string | undefined, field: string): FieldErrors {
  if (birthdate === undefined) return [];
  const [year, month, day] = birthdate.split("-");
  return isValidBirthdate(`${day}/${month}/${year}`, new Date()) ? [] : [{ field, message: "Not a real past date" }];
}

function refuseFieldErrors(errors: FieldErrors) {
  if (errors.length > 0) throw validationError("Invalid request body", errors);
}

/** A UNIQUE violation of clients as the matching 409, or the error itself. */
function uniqueViolation(error: unknown): unknown {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : "";
  if (/UNIQUE constraint failed: clients\.merchant_id, clients\.email/.test(message)) return emailTaken();
  if (/UNIQUE constraint failed: clients\.merchant_id, clients\.cpf/.test(message)) return cpfTaken();
  return error;
}

const countryOf = async (db: Db, merchantId: number): Promise<CountryCode> =>
  (await loadDocument(db, merchantId, "tropicalization")).country_code;

/** The caller's client id, or 401 for an anonymous token. */
function loggedInClientId(c: Context<AppEnv>): number {
  const clientId = c.get("claims").client_id;
  if (clientId === undefined) throw unauthorized("Log in first");
  return clientId;
}


const allSocialLoginDisabled: SocialLoginSettings = {
  apple: { enabled: false },
  facebook: { enabled: false, client_id: null, enabled_android: false, enabled_ios: false },
  google: { enabled: false, client_id: null, client_id_android: null, enabled_android: false, client_id_ios: null, enabled_ios: false },
};

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
    const [perAddress, perIp] = await bumpCounters(
      c.env.DB,
      [`send:address:${merchant.id}:${email}`, `send:ip:${merchant.id}:${clientIpOf(c)}`],
      TOKEN_EMAIL_WINDOW_SECONDS,
      now,
    );
    const over = [
      perAddress!.count > TOKEN_EMAILS_PER_ADDRESS ? perAddress! : null,
      perIp!.count > TOKEN_EMAILS_PER_IP ? perIp! : null,
    ].filter((state) => state !== null);
    if (over.length > 0) return rateLimited(c, Math.max(...over.map((state) => state.windowStart + TOKEN_EMAIL_WINDOW_SECONDS - now)));

    const db = createDb(c.env.DB);
    const token = sixDigitToken();
    const tokenHash = await emailTokenHash(requiredSecret(c.env, "TOKEN_SECRET"), merchant.id, email, purpose, token);
    const language = (await loadDocument(db, merchant.id, "tropicalization")).language as Language;
    const mail = (mailTexts[language] ?? mailTexts["pt-BR"])[purpose](merchant.name, token);
    await storeEmailToken(db, { merchantId: merchant.id, email, purpose, tokenHash, ttlSeconds: EMAIL_TOKEN_TTL_SECONDS }, mail, now);
    return reply(c, tokenEmailResponseSchema, { data: { sent: true } });
  })

  .post("/:slug/clients/registration_tokens/authenticate_email", validateJson(authenticateEmailRequestSchema), async (c) => {
    const { email, token } = c.req.valid("json");
    const merchant = c.get("merchant");
    const attempt = await chargeAttempt(c, merchant.id, email);
    try {
      if (attempt.limited) return attempt.limited;
      const db = createDb(c.env.DB);
      const tokenHash = await emailTokenHash(requiredSecret(c.env, "TOKEN_SECRET"), merchant.id, email, "login", token);
      const tokenId = await findUsableEmailToken(db, merchant.id, email, "login", tokenHash);
      if (tokenId === null) {
        attempt.failed();
        await countWrongEmailToken(c.env.DB, merchant.id, email);
        throw tokenInvalid();
      }
      const client = await findClientByEmail(db, merchant.id, email);
      // A new e-mail keeps the token unused: register_client takes it once.
      if (!client) return reply(c, authenticateEmailResponseSchema, { data: { valid: true, registered: false, session: null } });
      // Used a moment ago by a request that crossed this one (a double submit): not a guess.
      if (!(await useEmailToken(c.env.DB, tokenId))) throw tokenInvalid();
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
      const tokenHash = await emailTokenHash(requiredSecret(c.env, "TOKEN_SECRET"), merchant.id, input.email, "login", token);
      const tokenId = await findUsableEmailToken(db, merchant.id, input.email, "login", tokenHash);
      if (tokenId === null) {
        attempt.failed();
        await countWrongEmailToken(c.env.DB, merchant.id, input.email);
        throw tokenInvalid();
      }
      const created = await createClientWithToken(c, db, tokenId, input);
      const session = await openSession(c, db, created);
      attempt.succeeded();
      return reply(c, registerClientResponseSchema, { data: session });
    } finally {
      await attempt.settle();
    }
  })

  .get("/:slug/clients/have_registration", validateQuery(haveRegistrationQuerySchema), async (c) => {
    const { email, cpf } = c.req.valid("query");
    const merchant = c.get("merchant");
    const db = createDb(c.env.DB);
    const live = and(eq(clients.merchantId, merchant.id), isNull(clients.deletedAt));
    const [byEmail, byCpf] = await Promise.all([
      email === undefined ? [] : db.select({ id: clients.id }).from(clients).where(and(live, eq(clients.email, email))).limit(1),
      cpf === undefined ? [] : db.select({ id: clients.id }).from(clients).where(and(live, eq(clients.cpf, cpf))).limit(1),
    ]);
    return reply(c, haveRegistrationResponseSchema, { data: { email: byEmail.length > 0, cpf: byCpf.length > 0 } });
  })

  .get("/:slug/clients/simple_registrations/validate", validateQuery(simpleRegistrationQuerySchema), async (c) => {
    const { ddd, number, country_code } = c.req.valid("query");
    const rows = await createDb(c.env.DB)
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.merchantId, c.get("merchant").id),
          eq(clients.phoneCountryCode, country_code),
          eq(clients.phoneDdd, ddd),
          eq(clients.phoneNumber, number),
          isNull(clients.deletedAt),
        ),
      )
      .limit(1);
    return reply(c, simpleRegistrationResponseSchema, { data: { registered: rows.length > 0 } });
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
    const rows = await createDb(c.env.DB)
      .select({ text: merchants.socialLoginSettings })
      .from(merchants)
      .where(eq(merchants.id, c.get("merchant").id))
      .limit(1);
    const text = rows[0]?.text ?? null;
    const settings: SocialLoginSettings = text === null ? allSocialLoginDisabled : socialLoginSettingsSchema.parse(JSON.parse(text));
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
    const values: Partial<typeof clients.$inferInsert> = {
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
      const guard = birthdateChanged ? eq(clients.birthdateChanges, client.birthdateChanges) : undefined;
      const updated = await db
        .update(clients)
        .set(values)
        .where(and(eq(clients.merchantId, merchant.id), eq(clients.id, client.id), isNull(clients.deletedAt), guard))
        .returning({ id: clients.id });
      if (updated.length === 0) {
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
    let results: D1Result<{ id: number }>[];
    try {
      results = await c.env.DB.batch<{ id: number }>([
        c.env.DB.prepare(
          `UPDATE clients SET email = ?3 WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM email_tokens WHERE id = ?4 AND used_at IS NULL AND expires_at > ?5) RETURNING id`,
        ).bind(merchant.id, client.id, email, tokenId, now),
        c.env.DB.prepare("UPDATE email_tokens SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL").bind(tokenId, now),
      ]);
    } catch (error) {
      throw uniqueViolation(error);
    }
    if (results[0]?.results.length !== 1) throw tokenInvalid();
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
    await db
      .update(clients)
      .set({ name })
      .where(and(eq(clients.merchantId, merchant.id), eq(clients.id, client.id), isNull(clients.deletedAt)));
    const fresh = await findClient(db, merchant.id, client.id);
    if (!fresh) throw notFound("Client not found");
    return reply(c, clientResponseSchema, { data: toClient(fresh) });
  })

  .delete("/:slug/clients/:id", requireOwnClient, validateQuery(deleteClientQuerySchema), async (c) => {
    const client = c.get("client");
    const merchantId = c.get("merchant").id;
    const now = nowSeconds();
    // Personal data wiped, the e-mail freed (a placeholder no one can type), every session and link
    // revoked, saved addresses deleted and saved cards closed, at once.
    await c.env.DB.batch([
      c.env.DB.prepare(
        `UPDATE clients SET name = '', email = 'deleted-' || id || '@deleted.invalid', cpf = NULL, password_hash = NULL,
           phone_country_code = NULL, phone_ddd = NULL, phone_number = NULL, birthdate = NULL, deleted_at = ?3
         WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL`,
      ).bind(merchantId, client.id, now),
      c.env.DB.prepare("UPDATE client_sessions SET revoked_at = ?3 WHERE merchant_id = ?1 AND client_id = ?2 AND revoked_at IS NULL").bind(
        merchantId,
        client.id,
        now,
      ),
      c.env.DB.prepare("UPDATE client_auth_tokens SET used_at = ?3 WHERE merchant_id = ?1 AND client_id = ?2 AND used_at IS NULL").bind(
        merchantId,
        client.id,
        now,
      ),
      // The places saved by api-places' routes (migration 0005): addresses go, cards are closed and unnamed.
      c.env.DB.prepare("DELETE FROM client_addresses WHERE merchant_id = ?1 AND client_id = ?2").bind(merchantId, client.id),
      c.env.DB.prepare("UPDATE client_cards SET deleted_at = coalesce(deleted_at, ?3), nickname = NULL WHERE merchant_id = ?1 AND client_id = ?2").bind(
        merchantId,
        client.id,
        now,
      ),
    ]);
    return reply(c, deleteClientResponseSchema, { data: { deleted: true } });
  });

/**
 * GET /dev/mail_outbox?email=: the newest mails to that address, for local development and the
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
  const email = z.string().trim().toLowerCase().min(3).max(254).safeParse(c.req.query("email"));
  if (!email.success) throw validationError("email is required", [{ field: "email", message: "Required" }]);
  const messages = await readOutbox(createDb(c.env.DB), email.data);
  return c.json({ data: messages });
});
