import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { countryCodeSchema, languageSchema } from "../../../contract/merchant";
import { checkCountry, COUNTRY_DEFAULTS, newStoreFieldsSchema, ONBOARDING_ERRORS } from "../../../contract/onboarding";
import { onboardingCalls } from "./onboarding-api.server";
import { CREATE_FIELDS } from "./platform";
import { PLATFORM_PATH, platformSessionStorage } from "./platform-session.server";
import { i18nServer, resolveLanguage } from "~/lib/i18n/i18n.server";
import { firstErrors } from "~/lib/page/form-fields.server";

/*
 * The platform's page (decision 108): its operator types the platform key once, then lists the
 * stores and creates one, whose owner the API invites by e-mail. Every form is a plain post.
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

async function platformPage({ request, context }: LoaderFunctionArgs) {
  const language = await resolveLanguage(request, null);
  const storage = platformSessionStorage(context);
  const session = await storage.getSession(request.headers.get("Cookie"));
  return { t: await i18nServer.getFixedT(language), storage, session, key: session.get("key") ?? null };
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
  return {
    title,
    signedIn: true as const,
    options: newStoreOptions(),
    merchants,
    created: created && {
      name: created.name,
      email: created.owner?.email ?? "",
      sent: url.searchParams.get("sent") === "1",
    },
  };
}

export interface PlatformAnswer {
  form: "login" | "create";
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
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
