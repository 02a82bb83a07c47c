import { data as respond, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { cardBrandCodeSchema, type ApiError } from "../../contract";
import { CARD_NICKNAME_MAX } from "../../contract/limits";
import { unreachable, type ApiResult } from "./api.server";
import { clientGone, requireClient } from "./client-session.server";
import { requireStore } from "./store.server";

/**
 * What every page of the customer's account (profile, addresses, cards) starts with: the store,
 * the logged-in customer with their token (a visitor is sent to login and back, spec §2), the
 * customer's language. An unknown store is a 404; an unreachable API the error page with a way back.
 */
export async function accountPage(context: AppLoadContext, request: Request) {
  const store = await requireStore(context, request);
  const client = await requireClient(context, request).catch(unreachable);
  return { ...store, client };
}
export type AccountPage = Awaited<ReturnType<typeof accountPage>>;

/** API codes of the account calls whose message the customer reads; anything else is generic. */
const KNOWN = new Set(["TOKEN_INVALID", "EMAIL_TAKEN", "BIRTHDATE_LOCKED", "CARD_BRAND_NOT_ACCEPTED", "RATE_LIMITED", "VALIDATION_ERROR", "NOT_FOUND"]);

/** The locale key of an account call's refusal: 'could not reach the store' when the API failed. */
export function accountErrorKey(error: Pick<ApiError, "code">, status: number): string {
  // The store answered, but the mail provider did not take the code: asking again may work.
  if (error.code === "MAIL_NOT_SENT") return "auth.errors.MAIL_NOT_SENT";
  if (status >= 500) return "profile.errors.unreachable";
  return KNOWN.has(error.code) ? `profile.errors.${error.code}` : "profile.errors.generic";
}

/** The status a page answers an API refusal with: 503 when the API failed, 429 when it asks to wait, else 422. */
export const refusalStatus = (status: number) => (status >= 500 ? 503 : status === 429 ? 429 : 422);

/**
 * Stops the page when an account call says the customer is gone (token revoked or expired: login;
 * `should_disconnect`: the store's home) or the thing is not theirs (404: the not-found page, no data).
 */
export function stopUnlessTheirs<T>(context: AppLoadContext, request: Request, result: ApiResult<T>): void {
  const gone = clientGone(context, request, result as ApiResult<{ should_disconnect?: boolean }>);
  if (gone) throw gone;
  if (!result.ok && result.status === 404) throw respond(null, { status: 404 });
}

/** A loader's read that must succeed: its data, else the error page (503 when the API failed). */
export function mustRead<T>(context: AppLoadContext, request: Request, result: ApiResult<T>): T {
  stopUnlessTheirs(context, request, result);
  if (!result.ok) throw respond(null, { status: result.status >= 500 ? 503 : result.status === 429 ? 429 : 502 });
  return result.data;
}

/** Removing one of the customer's addresses, once confirmed: its id. */
export const addressDeleteFormSchema = z.object({
  intent: z.literal("delete"),
  id: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
});

/** The cards page's forms: "add" (to the provider's page, then back to `redirectTo`) and "delete" one saved card. */
export const cardIntentFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), redirectTo: z.string().max(300).optional() }),
  z.object({ intent: z.literal("delete"), guid: z.string().trim().min(1).max(100) }),
]);

/** Saving the card the provider tokenized, with an optional nickname (empty is none). */
export const cardSaveFormSchema = z.object({
  card_token: z.string({ error: "cards.errors.noToken" }).trim().min(1).max(200),
  nickname: z
    .string()
    .trim()
    .max(CARD_NICKNAME_MAX, { error: "form.tooLong" })
    .optional()
    .transform((text) => (text ? text : null)),
});

/** The locale key of the brand the provider named on its way back, or null for none or one we do not know. */
export function cardBrandKey(brand: string | null): string | null {
  const parsed = cardBrandCodeSchema.safeParse(brand);
  return parsed.success ? `cards.brands.${parsed.data}` : null;
}
