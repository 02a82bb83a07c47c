import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { STAFF_PASSWORD_MAX } from "../../../contract/console-staff";
import { ONBOARDING_ERRORS, staffLinkAcceptRequestSchema, STAFF_LINK_TOKEN_MAX } from "../../../contract/onboarding";
import type { ConsolePage } from "./console-session.server";
import { consoleHref } from "./console-paths";
import { storageOf } from "./console-session.server";
import { onboardingCalls } from "./onboarding-api.server";
import { firstErrors } from "~/lib/page/form-fields.server";
import { retryAfterHeaders, waitOf } from "~/lib/page/wait.server";

/*
 * A mailed link's page (decision 108): the token from the link, a new password, then the member is
 * logged in as the console's login does and lands on the console's home.
 */

/** What the set-password form answers: field errors and the form's message, never the password. */
export interface PasswordLinkAnswer {
  errors: Record<string, string>;
  message: string | null;
}

const linkFormSchema = staffLinkAcceptRequestSchema.extend({
  token: z.string().max(STAFF_LINK_TOKEN_MAX).default(""),
  password: staffLinkAcceptRequestSchema.shape.password,
});

/** The token of the link, or "" (the page then says the link is incomplete). */
export function tokenOf(request: Request): string {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return token.length <= STAFF_LINK_TOKEN_MAX ? token : "";
}

/** Sets the password, logs the member in and goes to the console's home; or says why not. */
export async function setPasswordFromLink(
  context: AppLoadContext,
  request: Request,
  page: ConsolePage,
  form: FormData,
) {
  const submission = parseWithZod(form, { schema: linkFormSchema });
  if (submission.status !== "success") {
    const errors = firstErrors(submission.error);
    const message = errors.token ? ONBOARDING_ERRORS.linkUsed : null;
    return data<PasswordLinkAnswer>({ errors: message ? {} : errors, message }, { status: 400 });
  }
  if (submission.value.token === "")
    return data<PasswordLinkAnswer>({ errors: {}, message: ONBOARDING_ERRORS.linkUsed }, { status: 400 });
  const calls = onboardingCalls(context.api.send);
  const result = await calls.acceptLink(page.slug, {
    token: submission.value.token,
    password: submission.value.password.slice(0, STAFF_PASSWORD_MAX),
  });
  if (!result.ok) {
    const linkGone = result.error.code === "TOKEN_INVALID" || result.status === 404;
    const password = result.error.errors?.find((error) => error.field === "password");
    if (password)
      return data<PasswordLinkAnswer>({ errors: { password: password.message }, message: null }, { status: 400 });
    return data<PasswordLinkAnswer>(
      { errors: {}, message: linkGone ? ONBOARDING_ERRORS.linkUsed : ONBOARDING_ERRORS.unavailable },
      { status: linkGone ? 422 : 503 },
    );
  }
  const { token, staff } = result.data;
  const me = await page.api.me(page.slug, token);
  if (!me.ok) return data<PasswordLinkAnswer>({ errors: {}, message: ONBOARDING_ERRORS.unavailable }, { status: 503 });
  const storage = storageOf(context, page.slug);
  const session = await storage.getSession(request.headers.get("Cookie"));
  const { merchant } = me.data;
  session.set("token", token);
  session.set("name", staff.name);
  session.set("role", staff.role);
  session.set("storeName", merchant.name);
  session.set("timeZone", merchant.timezone);
  session.set("currency", merchant.currency);
  session.set("country", merchant.country_code);
  // The owner to the console's home (a new store's checklist), staff straight to the orders.
  const home = staff.role === "OWNER" ? consoleHref(page.slug) : consoleHref(page.slug, "/orders");
  return redirect(home, { headers: { "Set-Cookie": await storage.commitSession(session) } });
}

const forgotSchema = z.object({
  email: z
    .string({ error: "console.login.errors.email" })
    .trim()
    .toLowerCase()
    .max(254, { error: "console.login.errors.email" })
    .email({ error: "console.login.errors.email" }),
});

export interface ForgotAnswer {
  email: string;
  errors: Record<string, string>;
  message: string | null;
}

/** "I forgot my password": the same answer whether or not the e-mail is a member's; the API's wait when it limits. */
export async function askPasswordReset(context: AppLoadContext, page: ConsolePage, form: FormData) {
  const email = String(form.get("email") ?? "").slice(0, 254);
  const submission = parseWithZod(form, { schema: forgotSchema });
  if (submission.status !== "success")
    return data<ForgotAnswer>({ email, errors: firstErrors(submission.error), message: null }, { status: 400 });
  const result = await onboardingCalls(context.api.send).passwordReset(page.slug, {
    email: submission.value.email,
    link_origin: context.page.publicOrigin,
  });
  if (result.ok) return redirect(`${consoleHref(page.slug, "/password-reset")}?sent=1`);
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.status === 429) {
    const wait = waitOf(result.error.retry_after);
    return data<ForgotAnswer>(
      { email, errors: {}, message: ONBOARDING_ERRORS.tooMany },
      { status: 429, headers: retryAfterHeaders(wait) },
    );
  }
  return data<ForgotAnswer>({ email, errors: {}, message: ONBOARDING_ERRORS.unavailable }, { status: 503 });
}
