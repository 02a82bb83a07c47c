import { data as respond, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { cardBrandCodeSchema, type ApiError } from "../../../contract";
import { CARD_NICKNAME_MAX } from "../../../contract/limits";
import { unreachable, type ApiResult } from "~/lib/platform/api.server";
import { clientGone, requireClient } from "./client-session.server";
import { requireStore } from "~/lib/store/store.server";

/** A visitor is sent to login and back (spec §2). */
export async function accountPage(context: AppLoadContext, request: Request) {
  const store = await requireStore(context, request);
  const client = await requireClient(context, request).catch(unreachable);
  return { ...store, client };
}
export type AccountPage = Awaited<ReturnType<typeof accountPage>>;

const KNOWN = new Set([
  "TOKEN_INVALID",
  "EMAIL_TAKEN",
  "BIRTHDATE_LOCKED",
  "CARD_BRAND_NOT_ACCEPTED",
  "RATE_LIMITED",
  "VALIDATION_ERROR",
  "NOT_FOUND",
]);

export function accountErrorKey(error: Pick<ApiError, "code">, status: number): string {
  // The store answered, but the mail provider did not take the code: asking again may work.
  if (error.code === "MAIL_NOT_SENT") return "auth.errors.MAIL_NOT_SENT";
  if (status >= 500) return "profile.errors.unreachable";
  return KNOWN.has(error.code) ? `profile.errors.${error.code}` : "profile.errors.generic";
}

export const refusalStatus = (status: number) => (status >= 500 ? 503 : status === 429 ? 429 : 422);

/** A 404 is the not-found page, no data; a gone customer goes to login or, `should_disconnect`, the store's home. */
export function stopUnlessTheirs<T>(context: AppLoadContext, request: Request, result: ApiResult<T>): void {
  const gone = clientGone(context, request, result as ApiResult<{ should_disconnect?: boolean }>);
  if (gone) throw gone;
  if (!result.ok && result.status === 404) throw respond(null, { status: 404 });
}

export function mustRead<T>(context: AppLoadContext, request: Request, result: ApiResult<T>): T {
  stopUnlessTheirs(context, request, result);
  if (!result.ok) throw respond(null, { status: result.status >= 500 ? 503 : result.status === 429 ? 429 : 502 });
  return result.data;
}

export const addressDeleteFormSchema = z.object({
  intent: z.literal("delete"),
  id: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
});

export const cardIntentFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), redirectTo: z.string().max(300).optional() }),
  z.object({ intent: z.literal("delete"), guid: z.string().trim().min(1).max(100) }),
]);

export const cardSaveFormSchema = z.object({
  card_token: z.string({ error: "cards.errors.noToken" }).trim().min(1).max(200),
  nickname: z
    .string()
    .trim()
    .max(CARD_NICKNAME_MAX, { error: "form.tooLong" })
    .optional()
    .transform((text) => (text ? text : null)),
});

/** Null for none or a brand we do not know. */
export function cardBrandKey(brand: string | null): string | null {
  const parsed = cardBrandCodeSchema.safeParse(brand);
  return parsed.success ? `cards.brands.${parsed.data}` : null;
}
