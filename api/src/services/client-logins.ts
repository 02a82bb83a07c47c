import type * as z from "zod";
import {
  type authenticateEmailResponseSchema,
  type ClientPhone,
  type ClientSession,
  EMAIL_TOKEN_TTL_SECONDS,
  type PhoneChannel,
  type registerClientRequestSchema,
  type registerPhoneRequestSchema,
} from "../../../contract/clients";
import { requiredSecret } from "../auth/middleware";
import { burnPasswordTime, verifyPassword } from "../auth/password";
import { createDb, type Db } from "../db/client";
import { findClientByPhone, insertPhoneClientUsingToken } from "../db/client-accounts";
import { dropUnvouchedIdentities } from "../db/client-identities";
import {
  bumpCounters,
  countWrongEmailToken,
  type EmailTokenPurpose,
  findClient,
  findClientByEmail,
  findUsableEmailToken,
  revokeSession,
  storeAuthToken,
  storeEmailToken,
  useAuthToken as spendAuthToken,
  useEmailToken as spendEmailToken,
} from "../db/clients";
import type { Bindings } from "../env";
import { HttpError, unauthorized } from "../http/errors";
import {
  type AccountCaller,
  attemptSource,
  countryOf,
  cpfErrors,
  createClientWithToken,
  openSession,
  phoneErrors,
  phoneTaken,
  refuseFieldErrors,
  tokenInvalid,
} from "./client-accounts";
import { sendTokenMail } from "./client-mail";
import { canSendBy, e164Of, homePhoneErrors, sendPhoneCode } from "./client-phone";
import { authTokenHash, emailTokenHash, randomToken, sixDigitToken } from "./client-secrets";
import { chargeAttempt, rateLimited } from "./login-attempts";

/* Secrets (passwords, codes, auth tokens) are kept only as hashes and never logged. */

const TOKEN_EMAIL_WINDOW_SECONDS = 15 * 60;
export const TOKEN_EMAILS_PER_ADDRESS = 5;
/** Two each for 50 customers behind one NAT. */
export const TOKEN_EMAILS_PER_IP = 100;
export const AUTH_TOKEN_TTL_SECONDS = 15 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

type CodeCheck = z.output<typeof authenticateEmailResponseSchema>["data"];

export function loggedInClientId(caller: AccountCaller): number {
  if (caller.clientId === undefined) throw unauthorized("Log in first");
  return caller.clientId;
}

/** The hash is stored before the code is sent, so a code that reaches the customer always works. */
async function storeNewCode(
  env: Bindings,
  db: Db,
  merchantId: number,
  address: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<string> {
  const token = sixDigitToken();
  const tokenHash = await emailTokenHash(requiredSecret(env, "TOKEN_SECRET"), merchantId, address, purpose, token);
  await storeEmailToken(
    db,
    { merchantId, email: address, purpose, tokenHash, ttlSeconds: EMAIL_TOKEN_TTL_SECONDS },
    now,
  );
  return token;
}

async function usableLoginCode(
  env: Bindings,
  db: Db,
  merchantId: number,
  address: string,
  token: string,
  attempt: { failed: () => void },
): Promise<number> {
  const tokenHash = await emailTokenHash(requiredSecret(env, "TOKEN_SECRET"), merchantId, address, "login", token);
  const tokenId = await findUsableEmailToken(db, merchantId, address, "login", tokenHash);
  if (tokenId !== null) return tokenId;
  attempt.failed();
  await countWrongEmailToken(env.DB, merchantId, address);
  throw tokenInvalid();
}

async function limitCodeSends(d1: D1Database, caller: AccountCaller, address: string, now: number): Promise<void> {
  const merchantId = caller.merchant.id;
  const [perAddress, perIp] = await bumpCounters(
    d1,
    [`send:address:${merchantId}:${address}`, `send:ip:${merchantId}:${caller.ip}`],
    TOKEN_EMAIL_WINDOW_SECONDS,
    now,
  );
  const over = [
    perAddress!.count > TOKEN_EMAILS_PER_ADDRESS ? perAddress! : null,
    perIp!.count > TOKEN_EMAILS_PER_IP ? perIp! : null,
  ].filter((state) => state !== null);
  if (over.length > 0)
    throw rateLimited(Math.max(...over.map((state) => state.windowStart + TOKEN_EMAIL_WINDOW_SECONDS - now)));
}

/** 401 INVALID_CREDENTIALS or INVALID_PASSWORD, each a counted guess. */
export async function logInWithPassword(
  env: Bindings,
  caller: AccountCaller,
  input: { email: string; password: string },
): Promise<ClientSession> {
  const { email, password } = input;
  const merchant = caller.merchant;
  const attempt = await chargeAttempt(attemptSource(env, caller), merchant.id, email);
  try {
    if (attempt.limited) throw attempt.limited;
    const db = createDb(env.DB);
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
    const session = await openSession(env, db, caller, client);
    attempt.succeeded();
    return session;
  } finally {
    await attempt.settle();
  }
}

export async function logOut(d1: D1Database, merchantId: number, sid: string | undefined): Promise<void> {
  if (sid === undefined) throw unauthorized("Not logged in");
  await revokeSession(createDb(d1), merchantId, sid);
}

/** 503 MAIL_NOT_SENT when the send fails; asking again counts against the same limits. */
export async function sendEmailCode(
  env: Bindings,
  caller: AccountCaller,
  input: { email: string; purpose: EmailTokenPurpose },
): Promise<void> {
  const { email, purpose } = input;
  if (purpose === "update_email") loggedInClientId(caller);
  const now = nowSeconds();
  await limitCodeSends(env.DB, caller, email, now);

  const db = createDb(env.DB);
  const token = await storeNewCode(env, db, caller.merchant.id, email, purpose, now);
  await sendTokenMail(env, db, caller.merchant, { email, purpose, token });
}

/** A new e-mail keeps the code unused, for registerWithEmailCode. */
export async function logInWithEmailCode(
  env: Bindings,
  caller: AccountCaller,
  input: { email: string; token: string },
): Promise<CodeCheck> {
  const { email, token } = input;
  const merchant = caller.merchant;
  const attempt = await chargeAttempt(attemptSource(env, caller), merchant.id, email);
  try {
    if (attempt.limited) throw attempt.limited;
    const db = createDb(env.DB);
    const tokenId = await usableLoginCode(env, db, merchant.id, email, token, attempt);
    const client = await findClientByEmail(db, merchant.id, email);
    if (!client) return { valid: true, registered: false, session: null };
    // Used a moment ago by a request that crossed this one (a double submit): not a guess.
    if (!(await spendEmailToken(env.DB, tokenId))) throw tokenInvalid();
    // The code proves the e-mail is theirs: a provider login that never vouched for it goes (decision 062).
    await dropUnvouchedIdentities(env.DB, merchant.id, client.id, nowSeconds());
    const session = await openSession(env, db, caller, client);
    attempt.succeeded();
    return { valid: true, registered: true, session };
  } finally {
    await attempt.settle();
  }
}

export async function registerWithEmailCode(
  env: Bindings,
  caller: AccountCaller,
  input: z.output<typeof registerClientRequestSchema>,
): Promise<ClientSession> {
  const { token, client } = input;
  const merchant = caller.merchant;
  const db = createDb(env.DB);
  const country = await countryOf(db, merchant.id);
  refuseFieldErrors([...phoneErrors(country, client.phone, "client.phone"), ...cpfErrors(client.cpf, "client.cpf")]);

  const attempt = await chargeAttempt(attemptSource(env, caller), merchant.id, client.email);
  try {
    if (attempt.limited) throw attempt.limited;
    const tokenId = await usableLoginCode(env, db, merchant.id, client.email, token, attempt);
    const created = await createClientWithToken(env.DB, db, merchant, tokenId, client);
    const session = await openSession(env, db, caller, created);
    attempt.succeeded();
    return session;
  } finally {
    await attempt.settle();
  }
}

export async function sendPhoneLoginCode(
  env: Bindings,
  caller: AccountCaller,
  input: { phone: ClientPhone; channel: PhoneChannel },
): Promise<void> {
  const { phone, channel } = input;
  const merchant = caller.merchant;
  const db = createDb(env.DB);
  refuseFieldErrors(homePhoneErrors(await countryOf(db, merchant.id), phone, "phone"));
  if (!canSendBy(env, merchant.id, channel))
    refuseFieldErrors([{ field: "channel", message: "Codes cannot go by this channel here" }]);
  const address = e164Of(phone);
  const now = nowSeconds();
  await limitCodeSends(env.DB, caller, address, now);
  const token = await storeNewCode(env, db, merchant.id, address, "login", now);
  await sendPhoneCode(env, db, merchant, { to: address, channel, token });
}

export async function logInWithPhoneCode(
  env: Bindings,
  caller: AccountCaller,
  input: { phone: ClientPhone; token: string },
): Promise<CodeCheck> {
  const { phone, token } = input;
  const merchant = caller.merchant;
  const address = e164Of(phone);
  const attempt = await chargeAttempt(attemptSource(env, caller), merchant.id, address);
  try {
    if (attempt.limited) throw attempt.limited;
    const db = createDb(env.DB);
    const tokenId = await usableLoginCode(env, db, merchant.id, address, token, attempt);
    const client = await findClientByPhone(db, merchant.id, phone);
    if (!client) return { valid: true, registered: false, session: null };
    if (!(await spendEmailToken(env.DB, tokenId))) throw tokenInvalid();
    const session = await openSession(env, db, caller, client);
    attempt.succeeded();
    return { valid: true, registered: true, session };
  } finally {
    await attempt.settle();
  }
}

export async function registerWithPhoneCode(
  env: Bindings,
  caller: AccountCaller,
  input: z.output<typeof registerPhoneRequestSchema>,
): Promise<ClientSession> {
  const { token, client } = input;
  const merchant = caller.merchant;
  const db = createDb(env.DB);
  refuseFieldErrors(homePhoneErrors(await countryOf(db, merchant.id), client.phone, "client.phone"));
  const address = e164Of(client.phone);
  const attempt = await chargeAttempt(attemptSource(env, caller), merchant.id, address);
  try {
    if (attempt.limited) throw attempt.limited;
    const tokenId = await usableLoginCode(env, db, merchant.id, address, token, attempt);
    // Not a guess: the code is right, and the phone is a client's (who logs in with it instead).
    attempt.succeeded();
    if (await findClientByPhone(db, merchant.id, client.phone)) throw phoneTaken();
    const id = await insertPhoneClientUsingToken(
      env.DB,
      { merchantId: merchant.id, name: client.name, phone: client.phone },
      tokenId,
      nowSeconds(),
    );
    if (id === null) {
      if (await findClientByPhone(db, merchant.id, client.phone)) throw phoneTaken();
      throw tokenInvalid();
    }
    const created = await findClient(db, merchant.id, id);
    if (!created) throw new Error(`Client ${id} vanished after registration`);
    return await openSession(env, db, caller, created);
  } finally {
    await attempt.settle();
  }
}

export async function issueSingleSignOnToken(env: Bindings, caller: AccountCaller): Promise<string> {
  const clientId = loggedInClientId(caller);
  const token = randomToken();
  await storeAuthToken(
    createDb(env.DB),
    caller.merchant.id,
    clientId,
    await authTokenHash(requiredSecret(env, "TOKEN_SECRET"), token),
    AUTH_TOKEN_TTL_SECONDS,
  );
  return token;
}

export async function logInWithAuthToken(
  env: Bindings,
  caller: AccountCaller,
  authToken: string,
): Promise<ClientSession> {
  const merchant = caller.merchant;
  const db = createDb(env.DB);
  const clientId = await spendAuthToken(
    env.DB,
    merchant.id,
    await authTokenHash(requiredSecret(env, "TOKEN_SECRET"), authToken),
  );
  const client = clientId === null ? null : await findClient(db, merchant.id, clientId);
  if (!client) throw tokenInvalid();
  return openSession(env, db, caller, client);
}
