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
import {
  type ClientRow,
  createSession,
  findClient,
  findClientByEmail,
  findUsableEmailToken,
  toClient,
} from "../db/clients";
import { loadDocument, type MerchantRef } from "../db/merchants";
import type { Bindings } from "../env";
import { HttpError, notFound, validationError } from "../http/errors";
import { emailTokenHash } from "./client-secrets";
import { type AttemptSource, chargeAttempt } from "./login-attempts";

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface AccountCaller {
  merchant: MerchantRef;
  visitorId: string;
  clientId?: number;
  ip: string;
}

export const attemptSource = (env: Bindings, caller: AccountCaller): AttemptSource => ({
  d1: env.DB,
  tokenSecret: requiredSecret(env, "TOKEN_SECRET"),
  ip: caller.ip,
});

export const tokenInvalid = () => new HttpError(422, "TOKEN_INVALID", "The token is wrong, expired or already used");
export const emailTaken = () => new HttpError(409, "EMAIL_TAKEN", "Another client of this merchant has that e-mail");
export const phoneTaken = () => new HttpError(409, "PHONE_TAKEN", "A client of this merchant has that phone");
const cpfTaken = () => new HttpError(409, "CPF_TAKEN", "Another client of this merchant has that CPF");

export function uniqueViolation(error: unknown): unknown {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : "";
  if (/UNIQUE constraint failed: clients\.merchant_id, clients\.email/.test(message)) return emailTaken();
  if (/UNIQUE constraint failed: clients\.merchant_id, clients\.cpf/.test(message)) return cpfTaken();
  return error;
}

export async function openSession(
  env: Bindings,
  db: Db,
  caller: Pick<AccountCaller, "merchant" | "visitorId">,
  client: ClientRow,
): Promise<ClientSession> {
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

/** In one transaction with using the token, so two submits of the same form make one client. */
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
      {
        merchantId: merchant.id,
        name: input.name,
        email: input.email,
        cpf: input.cpf ?? null,
        passwordHash,
        phone: input.phone ?? null,
      },
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

type FieldErrors = NonNullable<ApiError["errors"]>;

export function phoneErrors(
  country: CountryCode,
  phone: { ddd: string; number: string } | null | undefined,
  field: string,
): FieldErrors {
  if (!phone) return [];
  return isValidPhone(country, `${phone.ddd}${phone.number}`)
    ? []
    : [{ field, message: "Not a phone number of the merchant's country" }];
}

export const cpfErrors = (cpf: string | undefined, field: string): FieldErrors =>
  cpf === undefined || isValidCpf(cpf) ? [] : [{ field, message: "Not a valid CPF" }];

export function birthdateErrors(birthdate: string | undefined, field: string): FieldErrors {
  if (birthdate === undefined) return [];
  const [year, month, day] = birthdate.split("-");
  return isValidBirthdate(`${day}/${month}/${year}`, new Date()) ? [] : [{ field, message: "Not a real past date" }];
}

export function refuseFieldErrors(errors: FieldErrors) {
  if (errors.length > 0) throw validationError("Invalid request body", errors);
}

export const countryOf = async (db: Db, merchantId: number): Promise<CountryCode> =>
  (await loadDocument(db, merchantId, "tropicalization")).country_code;

export const ownClient = (client: ClientRow): Client => toClient(client);

async function freshClient(db: Db, merchantId: number, clientId: number): Promise<Client> {
  const fresh = await findClient(db, merchantId, clientId);
  if (!fresh) throw notFound("Client not found");
  return toClient(fresh);
}

export const readRegistrations = (d1: D1Database, merchantId: number, query: { email?: string; cpf?: string }) =>
  liveRegistrations(createDb(d1), merchantId, query);

export const isPhoneRegistered = (
  d1: D1Database,
  merchantId: number,
  phone: { country_code: string; ddd: string; number: string },
) => phoneRegistered(createDb(d1), merchantId, phone);

/** 400 for a phone or date that is not real; 422 BIRTHDATE_LOCKED once the birthdate was set. */
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
      : {
          phoneCountryCode: changes.phone?.country_code ?? null,
          phoneDdd: changes.phone?.ddd ?? null,
          phoneNumber: changes.phone?.number ?? null,
        }),
    ...(birthdateChanged ? { birthdate: changes.birthdate, birthdateChanges: client.birthdateChanges + 1 } : {}),
    ...(changes.notifications === undefined
      ? {}
      : {
          notifyEmail: changes.notifications.email,
          notifySms: changes.notifications.sms,
          notifyWhatsapp: changes.notifications.whatsapp,
        }),
  };
  if (Object.keys(values).length > 0) {
    // The birthdate only while still unchanged: two requests that cross cannot both change it.
    const updated = await updateClientProfile(
      db,
      merchantId,
      client.id,
      values,
      birthdateChanged ? client.birthdateChanges : undefined,
    );
    if (!updated) {
      if (birthdateChanged)
        throw new HttpError(422, "BIRTHDATE_LOCKED", "The birthdate can be set or changed only once");
      throw notFound("Client not found");
    }
  }
  return freshClient(db, merchantId, client.id);
}

export async function renameClient(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  name: string,
): Promise<Client> {
  const db = createDb(d1);
  await updateClientProfile(db, merchantId, clientId, { name });
  return freshClient(db, merchantId, clientId);
}

/** A wrong code is a counted guess at the account. */
export async function changeEmail(
  env: Bindings,
  caller: AccountCaller,
  client: ClientRow,
  input: { email: string; token: string },
): Promise<Client> {
  const { email, token } = input;
  const merchant = caller.merchant;
  const db = createDb(env.DB);
  const attempt = await chargeAttempt(attemptSource(env, caller), merchant.id, client.email);
  let tokenId: number | null;
  try {
    if (attempt.limited) throw attempt.limited;
    const tokenHash = await emailTokenHash(
      requiredSecret(env, "TOKEN_SECRET"),
      merchant.id,
      email,
      "update_email",
      token,
    );
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

export const deleteAccount = (d1: D1Database, merchantId: number, clientId: number, now: number) =>
  deleteClientAccount(d1, merchantId, clientId, now);
