import type { Context } from "hono";
import type * as z from "zod";
import { CLIENT_TOKEN_TTL_SECONDS, type ClientSession, type registerClientRequestSchema } from "../../../contract/clients";
import type { ApiError } from "../../../contract/envelope";
import { isValidBirthdate, isValidCpf, isValidPhone } from "../../../contract/formats";
import type { CountryCode } from "../../../contract/merchant";
import { requiredSecret } from "../auth/middleware";
import { hashPassword } from "../auth/password";
import { issueAccessToken } from "../auth/token";
import type { Db } from "../db/client";
import { cpfHeld, insertClientUsingToken } from "../db/client-accounts";
import { type ClientRow, createSession, findClient, findClientByEmail, toClient } from "../db/clients";
import { loadDocument } from "../db/merchants";
import type { AppEnv } from "../env";
import { HttpError, validationError } from "../http/errors";

/*
 * Customer accounts: logging a client in, registering one, and the checks of their fields that
 * depend on the merchant's country.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

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
export async function openSession(c: Context<AppEnv>, db: Db, client: ClientRow): Promise<ClientSession> {
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
export async function createClientWithToken(
  c: Context<AppEnv>,
  db: Db,
  tokenId: number,
  input: z.infer<typeof registerClientRequestSchema>["client"],
): Promise<ClientRow> {
  const merchant = c.get("merchant");
  if (await findClientByEmail(db, merchant.id, input.email)) throw emailTaken();
  if (input.cpf !== undefined && (await cpfHeld(db, merchant.id, input.cpf))) throw cpfTaken();

  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  let id: number | null;
  try {
    id = await insertClientUsingToken(
      c.env.DB,
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
