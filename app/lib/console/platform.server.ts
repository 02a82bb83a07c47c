import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { countryCodeSchema, languageSchema } from "../../../contract/merchant";
import { staffEmailSchema } from "../../../contract/console-staff";
import {
  checkCountry,
  COUNTRY_DEFAULTS,
  newStoreFieldsSchema,
  ONBOARDING_ERRORS,
  OWNER_INVITATION_ERRORS,
  type PlatformMerchant,
} from "../../../contract/onboarding";
import { onboardingCalls } from "./onboarding-api.server";
import { CREATE_FIELDS } from "./platform";
import { PLATFORM_PATH, platformSessionStorage } from "./platform-session.server";
import { i18nServer, resolveLanguage } from "~/lib/i18n/i18n.server";
import { firstErrors } from "~/lib/page/form-fields.server";
import { retryAfterHeaders, waitOf } from "~/lib/page/wait.server";

/*
 * The platform's page (decision 108): its operator types the platform key once, then lists the
 * stores and creates one, whose owner the API invites by e-mail; an owner who has not accepted is
 * sent a new invitation (decision 112). Every form is a plain post.
 */

const loginSchema = z.object({
  intent: z.literal("login"),
  key: z
    .string({ error: ONBOARDING_ERRORS.keyRequired })
    .trim()
    .min(1, { error: ONBOARDING_ERRORS.keyRequired })
    .max(200, { error: ONBOARDING_ERRORS.keyWrong }),
});
const createSchema = newStoreFieldsSchema.superRefine(checkCountry);
// Any slug is sent as it is: a store the API does not know is its 404, said in words.
const resendSchema = z.object({
  intent: z.literal("resend"),
  slug: z.string().trim().min(1).max(100),
  email: staffEmailSchema,
});

async function platformPage({ request, context }: LoaderFunctionArgs) {
  const language = await resolveLanguage(request, null);
  const storage = platformSessionStorage(context);
  const session = await storage.getSession(request.headers.get("Cookie"));
  return { language, t: await i18nServer.getFixedT(language), storage, session, key: session.get("key") ?? null };
}

export async function platformLoader(args: LoaderFunctionArgs) {
  const page = await platformPage(args);
  const title = page.t("console.onboarding.platform.title");
  const url = new URL(args.request.url);
  if (!page.key) return { title, signedIn: false as const, options: null, merchants: null, created: null };
  const result = await onboardingCalls(args.context.api.send).merchants(page.key);
  if (!result.ok && result.status === 401) {
    throw redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.destroySession(page.session) } });
  }
  const merchants = result.ok ? result.data.merchants : null;
  const createdSlug = url.searchParams.get("created");
  const created = merchants?.find((merchant) => merchant.slug === createdSlug) ?? null;
  const resentSlug = url.searchParams.get("resent");
  const resent = merchants?.find((merchant) => merchant.slug === resentSlug) ?? null;
  return {
    title,
    signedIn: true as const,
    options: newStoreOptions(),
    merchants: merchants && merchants.map((merchant) => storeRow(merchant, page.language, page.t)),
    created: created && {
      name: created.name,
      email: created.owner?.email ?? "",
      sent: url.searchParams.get("sent") === "1",
    },
    resent: resent?.owner ? { slug: resent.slug, email: resent.owner.email } : null,
  };
}

/**
 * A store as the list shows it: where its owner's invitation stands, written in the operator's
 * language with instants in the store's zone (written here, so the browser's zone never differs).
 */
function storeRow(
  merchant: PlatformMerchant,
  language: string,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: merchant.timezone,
  });
  const at = (iso: string) => when.format(new Date(iso));
  const invitation = merchant.owner?.invitation;
  let ownerState: string | null = null;
  if (invitation?.state === "ACCEPTED")
    ownerState = invitation.last_login_at
      ? t("console.platform.invitation.accepted", { lastLogin: at(invitation.last_login_at) })
      : t("console.platform.invitation.acceptedNoLogin");
  else if (invitation?.state === "PENDING")
    ownerState = t("console.platform.invitation.pending", {
      sent: at(invitation.sent_at),
      expires: at(invitation.expires_at),
    });
  else if (invitation?.state === "EXPIRED")
    ownerState = invitation.expires_at
      ? t("console.platform.invitation.expired", { expires: at(invitation.expires_at) })
      : t("console.platform.invitation.none");
  return {
    id: merchant.id,
    slug: merchant.slug,
    name: merchant.name,
    country_code: merchant.country_code,
    owner: merchant.owner && { name: merchant.owner.name, email: merchant.owner.email },
    ownerState,
    resendable: invitation !== undefined && invitation.state !== "ACCEPTED",
  };
}

export interface PlatformAnswer {
  form: "login" | "create" | "resend";
  /** The store a resend form was sent for. */
  slug?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  /** The seconds a `tooSoon` message names. */
  count?: number;
}

export async function platformAction(args: ActionFunctionArgs) {
  const page = await platformPage(args);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const calls = onboardingCalls(args.context.api.send);

  if (intent === "logout") {
    return redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.destroySession(page.session) } });
  }
  if (intent === "login") {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success")
      return data<PlatformAnswer>(
        { form: "login", errors: firstErrors(submission.error), values: {}, message: null },
        { status: 400 },
      );
    const result = await calls.merchants(submission.value.key);
    if (!result.ok) {
      const wrong = result.status === 401;
      return data<PlatformAnswer>(
        {
          form: "login",
          errors: wrong ? { key: ONBOARDING_ERRORS.keyWrong } : {},
          values: {},
          message: wrong ? null : ONBOARDING_ERRORS.unavailable,
        },
        { status: wrong ? 401 : 503 },
      );
    }
    page.session.set("key", submission.value.key);
    return redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.commitSession(page.session) } });
  }
  if (intent === "resend") return resendInvitation(args, page, form);
  if (intent !== "create") throw data(null, { status: 400 });
  if (!page.key) return redirect(PLATFORM_PATH);

  const values = Object.fromEntries(CREATE_FIELDS.map((field) => [field, String(form.get(field) ?? "").slice(0, 254)]));
  const submission = parseWithZod(form, { schema: createSchema });
  if (submission.status !== "success") {
    return data<PlatformAnswer>(
      { form: "create", errors: firstErrors(submission.error), values, message: null },
      { status: 400 },
    );
  }
  const result = await calls.createMerchant(page.key, {
    ...submission.value,
    link_origin: args.context.page.publicOrigin,
  });
  if (result.ok) {
    const sent = result.data.invitation_sent ? "1" : "0";
    return redirect(`${PLATFORM_PATH}?created=${encodeURIComponent(result.data.slug)}&sent=${sent}`);
  }
  if (result.status === 401) {
    return redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.destroySession(page.session) } });
  }
  const fieldErrors = Object.fromEntries(
    (result.error.errors ?? [])
      .filter(
        (error) => (CREATE_FIELDS as readonly string[]).includes(error.field) && error.message.startsWith("console."),
      )
      .map((error) => [error.field, error.message]),
  );
  const known = Object.keys(fieldErrors).length > 0;
  return data<PlatformAnswer>(
    { form: "create", errors: fieldErrors, values, message: known ? null : ONBOARDING_ERRORS.unavailable },
    { status: known ? 422 : 503 },
  );
}

/** An owner who has not accepted is sent a new invitation, optionally to the address typed. */
async function resendInvitation(
  args: ActionFunctionArgs,
  page: Awaited<ReturnType<typeof platformPage>>,
  form: FormData,
) {
  if (!page.key) return redirect(PLATFORM_PATH);
  const slug = String(form.get("slug") ?? "").slice(0, 60);
  const values = { email: String(form.get("email") ?? "").slice(0, 254) };
  const answer = (fields: Partial<PlatformAnswer>, status: number, headers?: HeadersInit) =>
    data<PlatformAnswer>({ form: "resend", slug, values, errors: {}, message: null, ...fields }, { status, headers });
  const submission = parseWithZod(form, { schema: resendSchema });
  if (submission.status !== "success") return answer({ errors: firstErrors(submission.error) }, 400);

  const result = await onboardingCalls(args.context.api.send).resendOwnerInvitation(page.key, submission.value.slug, {
    email: submission.value.email,
    link_origin: args.context.page.publicOrigin,
  });
  if (result.ok) return redirect(`${PLATFORM_PATH}?resent=${encodeURIComponent(submission.value.slug)}`);
  if (result.status === 401) {
    return redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.destroySession(page.session) } });
  }
  if (result.status === 429) {
    const wait = waitOf(result.error.retry_after);
    return answer({ message: OWNER_INVITATION_ERRORS.tooSoon, count: wait.seconds }, 429, retryAfterHeaders(wait));
  }
  const said = (result.error.errors ?? []).find((error) => error.message.startsWith("console."));
  if (said?.field === "email" && said.message !== OWNER_INVITATION_ERRORS.mailNotSent)
    return answer({ errors: { email: said.message } }, result.status);
  return answer(
    { message: said?.message ?? ONBOARDING_ERRORS.unavailable },
    result.status >= 500 ? 503 : result.status,
  );
}

/** The new store form's choices: each country's currency and time zones, the languages. */
function newStoreOptions() {
  const countries = countryCodeSchema.options;
  return {
    countries,
    currencies: countries.map((code) => COUNTRY_DEFAULTS[code].currency),
    zones: countries.map((code) => ({ country: code, zones: COUNTRY_DEFAULTS[code].zones })),
    languages: languageSchema.options,
  };
}
