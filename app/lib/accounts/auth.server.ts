import { data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import type { SubmissionResult } from "@conform-to/react";
import type { ClientSession, CountryCode } from "../../../contract";
import { DIALLING_PREFIX, isValidCpf, onlyDigits, splitPhone } from "../../../contract/formats";
import { emailSchema, nameSchema, passwordSchema, phoneSchema, tokenSchema } from "../../../contract/validation";
import type { ApiResult } from "~/lib/platform/api.server";
import { attachCart, currentClient, logIn, logOut } from "./client-session.server";
import { merchantHref, type MerchantBase } from "~/lib/store/links";
import { afterLoginHref, redirectToParam } from "./return-path";
import { requireStore } from "~/lib/store/store.server";
import { retryAfterHeaders, waitOf, type Wait } from "~/lib/page/wait.server";

export const emailPasswordSchema = z.object({ email: emailSchema, password: passwordSchema });
export const otpSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), email: emailSchema }),
  z.object({ intent: z.literal("verify"), token: tokenSchema }),
  z.object({ intent: z.literal("resend") }),
]);
export function phoneLoginSchema(country: CountryCode) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("send"), phone: phoneSchema(country) }),
    z.object({ intent: z.literal("verify"), token: tokenSchema, name: nameSchema.optional() }),
    z.object({ intent: z.literal("resend") }),
  ]);
}
export const authLinkSchema = z.object({
  auth_token: z.string({ error: "auth.errors.AUTH_LINK_INVALID" }).min(1).max(200),
  new_client: z.enum(["true", "false"]).optional(),
});

const cpfSchema = z
  .string()
  .trim()
  .refine(isValidCpf, { error: "auth.newUser.cpfInvalid" })
  .transform(onlyDigits)
  .optional();

export function newUserSchema(country: CountryCode) {
  return z.object({
    name: nameSchema,
    phone: phoneSchema(country),
    cpf: country === "BRA" ? cpfSchema : z.undefined().optional(),
    password: passwordSchema.optional(),
  });
}

/** As spec §5 sends it: country dialling code, area code, the rest. */
export function phoneParts(country: CountryCode, nationalDigits: string) {
  const { countryCode, areaCode, number } = splitPhone(country, `${DIALLING_PREFIX[country]}${nationalDigits}`);
  return { country_code: countryCode, ddd: areaCode, number };
}

export async function authServices(context: AppLoadContext, request: Request) {
  const store = await requireStore(context, request);
  const url = new URL(request.url);
  return { ...store, redirectTo: redirectToParam(url), url };
}

export function leaveIfLoggedIn(context: AppLoadContext, services: { base: MerchantBase; redirectTo: string | null }) {
  if (currentClient(context)) throw redirect(afterLoginHref(services.base, services.redirectTo));
}

type Refusal = Extract<ApiResult<unknown>, { ok: false }>;

const WAIT_MESSAGES = { seconds: "auth.errors.tooManySeconds", minutes: "auth.errors.tooMany" } as const;

/** The wait itself goes in the answer's Retry-After. */
export function waitMessage(retryAfter: number | undefined): { message: string; count: number; wait: Wait } {
  const wait = waitOf(retryAfter);
  return { message: wait.unit ? WAIT_MESSAGES[wait.unit] : "auth.errors.tooManyLater", count: wait.count, wait };
}

export function refusalMessage(result: Refusal): string {
  const code = result.error.code;
  if (result.status === 429 || code === "RATE_LIMITED") return waitMessage(result.error.retry_after).message;
  if (code === "MAIL_NOT_SENT") return "auth.errors.MAIL_NOT_SENT";
  if (code === "MESSAGE_NOT_SENT") return "auth.errors.MESSAGE_NOT_SENT";
  if (result.status >= 500 || code === "INTERNAL_ERROR") return "auth.errors.unavailable";
  if (
    ["INVALID_CREDENTIALS", "INVALID_PASSWORD", "TOKEN_INVALID", "EMAIL_TAKEN", "CPF_TAKEN", "PHONE_TAKEN"].includes(
      code,
    )
  )
    return `auth.errors.${code}`;
  return "auth.errors.generic";
}

/** 400 for the customer's input, 429 and 503 as the API said. */
export function refusalStatus(result: Refusal): number {
  if (result.status === 429) return 429;
  if (result.status >= 500) return 503;
  return 400;
}

export interface AuthActionData {
  reply: SubmissionResult<string[]>;
  message: string | null;
  count: number;
  /** The form acts on a refusal once (clears the password, moves the focus). */
  id: string;
}

export function answer(
  reply: SubmissionResult<string[]>,
  status: number,
  message: string | null = null,
  refusal?: Refusal,
) {
  const said = refusal ? waitMessage(refusal.error.retry_after) : null;
  const headers = status === 429 && said ? retryAfterHeaders(said.wait) : undefined;
  return respond({ reply, message, count: said?.count ?? 0, id: crypto.randomUUID() } satisfies AuthActionData, {
    status,
    headers,
  });
}

/** A client the merchant flagged should_disconnect is logged out at once and sent to the store (spec §4). */
export async function finishLogin(
  context: AppLoadContext,
  services: { session: NonNullable<AppLoadContext["store"]["session"]>; base: MerchantBase },
  clientSession: ClientSession,
  redirectTo: unknown,
  notice: "auth.welcome" | "auth.registered" = "auth.welcome",
) {
  const { session, base } = services;
  session.unset("registrationEmail");
  session.unset("registrationToken");
  session.unset("pendingCode");
  if (clientSession.client.should_disconnect) {
    logOut(session);
    return redirect(merchantHref(base, "/"));
  }
  logIn(session, clientSession);
  await attachCart(context, clientSession);
  session.flash("notice", notice);
  return redirect(afterLoginHref(base, redirectTo));
}
