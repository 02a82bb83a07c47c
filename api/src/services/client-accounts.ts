import type * as z from "zod";
import {
  CLIENT_TOKEN_TTL_SECONDS,
  type Client,
  type ClientSession,
  type registerClientRequestSchema,
  type updateClientRequestSchema,
} from "../../../contract/clients";
import type { ApiError } from "../../../contract/envelope";
import { isValidBirthdate, isValidCpf, isValidPhone } from "../../../contract/formats";
import type { CountryCode } from "../../../contract/merchant";
import { requiredSecret } from "../auth/middleware";
import { hashPassword } from "../auth/password";
import { issueAccessToken } from "../auth/token";
import { createDb, type Db } from "../db/client";
import {
  type ClientProfileChanges,
  changeEmailUsingToken,
  cpfHeld,
  deleteClientAccount,
  insertClientUsingToken,
  liveRegistrations,
  phoneRegistered,
  updateClientProfile,
} from "../db/client-accounts";
import { type ClientRow, createSession, findClient, findClientByEmail, findUsableEmailToken, toClient } from "../db/clients";
import { loadDocument, type MerchantRef } from "../db/merchants";
import type { Bindings } from "../env";
import { HttpError, notFound, validationError } from "../http/errors";
import { emailTokenHash } from "./client-secrets";
import { type AttemptSource, chargeAttempt } from "./login-attempts";

/*
 * Customer accounts: opening a client's session, creating one, their profile, and the checks of
 * their fields that depend on the merchant's country.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Who asks: the merchant of the path, the access token's visitor and client (when logged in), and the caller's IP. */
export interface AccountCaller {
  merchant: MerchantRef;
  visitorId: string;
  clientId?: number;
  ip: string;
}

/** What the login limits count the caller's attempts by. */
export const attemptSource = (env: Bindings, caller: AccountCaller): AttemptSource => ({
  d1: env.DB,
  tokenSecret: requiredSecret(env, "TOKEN_SECRET"),
  ip: caller.ip,
});

/** A wrong, expired or used e-mail or auth token. */
export const tokenInvalid = () => new HttpError(422, "TOKEN_INVALID", "The token is wrong, expired or already used");
/** Another client of the merchant has the e-mail. */
export const emailTaken = () => new HttpError(409, "EMAIL_TAKEN", "Another client of this merchant has that e-mail");
/** A client of the merchant has the phone: they log in with its code instead of registering it again. */
export const phoneTaken = () => new HttpError(409, "PHONE_TAKEN", "A client of this merchant has that phone");
const cpfTaken = () => new HttpError(409, "CPF_TAKEN", "Another client of this merchant has that CPF");

/** A UNIQUE violation of clients as the matching 409, or the error itself. */
export function uniqueViolation(error: unknown): unknown {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : "";
  if (/UNIQUE constraint failed: clients\.merchant_id, clients\.email/.test(message)) return emailTaken();
  if (/UNIQUE constraint failed: clients\.merchant_id, clients\.cpf/.test(message)) return cpfTaken();
  return error;
}

/** Logs `client` in: a new session and a token acting for them on top of the caller's visitor id. */
export async function openSession(env: Bindings, db: Db, caller: Pick<AccountCaller, "merchant" | "visitorId">, client: ClientRow): Promise<ClientSession> {
  const { merchant } = caller;
  const sid = await createSession(db, merchant.id, client.id, CLIENT_TOKEN_TTL_SECONDS);
  const { accessToken, expiresIn } = await issueAccessToken(requiredSecret(env, "TOKEN_SECRET"), {
    slug: merchant.slug,
    visitorId: caller.visitorId,
    clientId: client.id,
    sessionId: sid,
  });
  return { client: toClient(client), access_token: accessToken, expires_in: expiresIn };
}

/**
 * Creates the client of a registration whose token `tokenId` was checked: 409 for a taken e-mail or
 * CPF; in one transaction with using the token, so two submits of the same form make one client.
 */
export async function createClientWithToken(
  d1: D1Database,
  db: Db,
  merchant: MerchantRef,
  tokenId: number,
  input: z.infer<typeof registerClientRequestSchema>["client"],
): Promise<ClientRow> {
  if (await findClientByEmail(db, merchant.id, input.email)) throw emailTaken();
  if (input.cpf !== undefined && (await cpfHeld(db, merchant.id, input.cpf))) throw cpfTaken();

  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  let id: number | null;
  try {
    id = await insertClientUsingToken(
      d1,
      { merchantId: merchant.id, name: input.name, email: input.email, cpf: input.cpf ?? null, passwordHash, phone: input.phone ?? null },
      tokenId,
      nowSeconds(),
    );
  } catch (error) {
    throw uniqueViolation(error);
  }
  // The token was used meanwhile: the second of two submits of the same form.
  if (id === null) throw tokenInvalid();
  const created = await findClient(db, merchant.id, id);
  if (!created) throw new Error(`Client ${id} vanished after registration`);
  return created;
}

// Field checks the contract's shapes cannot make (they depend on the merchant's country)

type FieldErrors = NonNullable<ApiError["errors"]>;

/** A phone that is not one of the merchant's country, on `field`. */
export function phoneErrors(country: CountryCode, phone: { ddd: string; number: string } | null | undefined, field: string): FieldErrors {
  if (!phone) return [];
  return isValidPhone(country, `${phone.ddd}${phone.number}`) ? [] : [{ field, message: "Not a phone number of the merchant's country" }];
}

/** A CPF whose check digits are wrong, on `field`. */
export const cpfErrors = (cpf: string | undefined, field: string): FieldErrors =>
  cpf === undefined || isValidCpf(cpf) ? [] : [{ field, message: "Not a valid CPF" }];

/** A birthdate that is not a real past date, on `field`. */
export function birthdateErrors(birthdate: string | undefined, field: string): FieldErrors {
  if (birthdate === undefined) return [];
  const [year, month, day] = birthdate.split("-");
  return isValidBirthdate(`${day}/${month}/${year}`, new Date()) ? [] : [{ field, message: "Not a real past date" }];
}

/** Throws a 400 VALIDATION_ERROR listing `errors`, when there are any. */
export function refuseFieldErrors(errors: FieldErrors) {
  if (errors.length > 0) throw validationError("Invalid request body", errors);
}

/** The merchant's country: what a phone number is checked against. */
export const countryOf = async (db: Db, merchantId: number): Promise<CountryCode> => (await loadDocument(db, merchantId, "tropicalization")).country_code;

/** The caller's own client, as the API shows them. */
export const ownClient = (client: ClientRow): Client => toClient(client);

/** The client as stored now, or 404 when they went meanwhile. */
async function freshClient(db: Db, merchantId: number, clientId: number): Promise<Client> {
  const fresh = await findClient(db, merchantId, clientId);
  if (!fresh) throw notFound("Client not found");
  return toClient(fresh);
}

/** Whether a live client of the merchant has the e-mail, and the CPF. */
export const readRegistrations = (d1: D1Database, merchantId: number, query: { email?: string; cpf?: string }) =>
  liveRegistrations(createDb(d1), merchantId, query);

/** Whether a live client of the merchant has the phone. */
export const isPhoneRegistered = (d1: D1Database, merchantId: number, phone: { country_code: string; ddd: string; number: string }) =>
  phoneRegistered(createDb(d1), merchantId, phone);

/**
 * Changes the client's name, phone, birthdate and notification choices: 400 for a phone or a date
 * that is not real, 422 BIRTHDATE_LOCKED once the birthdate was set or changed.
 */
export async function updateProfile(
  d1: D1Database,
  merchantId: number,
  client: ClientRow,
  changes: z.output<typeof updateClientRequestSchema>["client"],
): Promise<Client> {
  const db = createDb(d1);
  refuseFieldErrors([
    ...(changes.phone ? phoneErrors(await countryOf(db, merchantId), changes.phone, "client.phone") : []),
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
    const updated = await updateClientProfile(db, merchantId, client.id, values, birthdateChanged ? client.birthdateChanges : undefined);
    if (!updated) {
      if (birthdateChanged) throw new HttpError(422, "BIRTHDATE_LOCKED", "The birthdate can be set or changed only once");
      throw notFound("Client not found");
    }
  }
  return freshClient(db, merchantId, client.id);
}

/** Renames the client. */
export async function renameClient(d1: D1Database, merchantId: number, clientId: number, name: string): Promise<Client> {
  const db = createDb(d1);
  await updateClientProfile(db, merchantId, clientId, { name });
  return freshClient(db, merchantId, clientId);
}

/**
 * Changes the client's e-mail with the code sent to the new one (a wrong code is a counted guess at
 * the account): 409 EMAIL_TAKEN, 422 TOKEN_INVALID.
 */
export async function changeEmail(env: Bindings, caller: AccountCaller, client: ClientRow, input: { email: string; token: string }): Promise<Client> {
  const { email, token } = input;
  const merchant = caller.merchant;
  const db = createDb(env.DB);
  const attempt = await chargeAttempt(attemptSource(env, caller), merchant.id, client.email);
  let tokenId: number | null;
  try {
    if (attempt.limited) throw attempt.limited;
    const tokenHash = await emailTokenHash(requiredSecret(env, "TOKEN_SECRET"), merchant.id, email, "update_email", token);
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
    changed = await changeEmailUsingToken(env.DB, merchant.id, client.id, email, tokenId, now);
  } catch (error) {
    throw uniqueViolation(error);
  }
  if (!changed) throw tokenInvalid();
  return freshClient(db, merchant.id, client.id);
}

/** Deletes the client's account at once: personal data wiped, sessions and links revoked, addresses deleted, cards closed. */
export const deleteAccount = (d1: D1Database, merchantId: number, clientId: number, now: number) => deleteClientAccount(d1, merchantId, clientId, now);
