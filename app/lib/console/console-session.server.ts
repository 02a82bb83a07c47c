import { createCookieSessionStorage, data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import * as z from "zod";
import {
  STAFF_TOKEN_TTL_SECONDS,
  type CountryCode,
  type Currency,
  type Language,
  type StaffRole,
} from "../../../contract";
import { displayLocale } from "../../../contract/formats/money";
import type { ApiResult } from "~/lib/platform/api.server";
import { consoleHref, CONSOLE_SEGMENT } from "./console-paths";
import { i18nServer, resolveLanguage } from "~/lib/i18n/i18n.server";
import { parseSlug } from "~/lib/store/slug";

// A staff login has its own cookie, signed for one store and at Path=/_console, so no storefront page
// receives it. It holds the staff token and who it is; the API checks the token on every call.

export interface ConsoleSessionData {
  token: string;
  name: string;
  role: StaffRole;
  storeName: string;
  timeZone: string;
  currency: Currency;
  country: CountryCode;
}

/** A cookie that does not parse counts as no login (decision 013): the login page, never a 500. */
export function consoleSessionStorage(slug: string, secret: string) {
  const storage = createCookieSessionStorage<Partial<ConsoleSessionData>>({
    cookie: {
      name: `__comanda_console_${slug}`,
      path: `/${CONSOLE_SEGMENT}`,
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      secrets: [`console:${slug}:${secret}`],
      maxAge: STAFF_TOKEN_TTL_SECONDS,
    },
  });
  return {
    ...storage,
    getSession: (cookieHeader?: string | null) => storage.getSession(cookieHeader).catch(() => storage.getSession()),
  };
}

export interface ConsolePage {
  slug: string;
  language: Language;
  t: TFunction;
  api: AppLoadContext["api"]["console"];
}

export interface StaffPage extends ConsolePage {
  token: string;
  staff: { name: string; role: StaffRole };
  store: { name: string; timeZone: string; currency: Currency; locale: string };
  /** A login that ended goes back to the login page; the rest is thrown as the error page. */
  refused(result: Extract<ApiResult<unknown>, { ok: false }>): Promise<never>;
}

/** 404 for something that is no slug. */
export async function consolePage(
  context: AppLoadContext,
  request: Request,
  params: { slug?: string },
): Promise<ConsolePage> {
  const slug = parseSlug(params.slug ?? "");
  if (!slug) throw respond(null, { status: 404 });
  const language = await resolveLanguage(request, null);
  return { slug, language, t: await i18nServer.getFixedT(language), api: context.api.console };
}

export const storageOf = (context: AppLoadContext, slug: string) =>
  consoleSessionStorage(slug, context.env.SESSION_SECRET);

export function loginRedirect(slug: string, request: Request, headers?: HeadersInit): Response {
  const url = new URL(request.url);
  const next = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return redirect(`${consoleHref(slug, "/login")}?next=${encodeURIComponent(next)}`, { headers });
}

export async function staffPage(
  context: AppLoadContext,
  request: Request,
  params: { slug?: string },
): Promise<StaffPage> {
  const page = await consolePage(context, request, params);
  const storage = storageOf(context, page.slug);
  const session = await storage.getSession(request.headers.get("Cookie"));
  const { token, name, role, storeName, timeZone, currency, country } = session.data;
  if (!token || !name || (role !== "OWNER" && role !== "STAFF") || !storeName || !timeZone || !currency || !country)
    throw loginRedirect(page.slug, request);
  return {
    ...page,
    token,
    staff: { name, role },
    store: { name: storeName, timeZone, currency, locale: displayLocale(page.language, country) },
    async refused(result) {
      if (result.status === 401)
        throw loginRedirect(page.slug, request, { "Set-Cookie": await storage.destroySession(session) });
      if (result.status === 403 || result.status === 404) throw respond(null, { status: 404 });
      if (result.status === 429) throw respond(null, { status: 429 });
      throw respond(null, { status: 503 });
    },
  };
}

/** Anything outside the store's console is the inbox. */
export function safeNext(slug: string, next: unknown): string {
  const home = consoleHref(slug, "/orders");
  if (
    typeof next !== "string" ||
    !next.startsWith(`${consoleHref(slug)}/`) ||
    next.includes("//") ||
    next.includes("\\")
  )
    return home;
  return next.includes("/login") || next.includes("/logout") ? home : next;
}

export const loginSchema = z.object({
  email: z
    .string({ error: "console.login.errors.email" })
    .trim()
    .toLowerCase()
    .email({ error: "console.login.errors.email" })
    .max(254),
  password: z
    .string({ error: "console.login.errors.password" })
    .min(1, { error: "console.login.errors.password" })
    .max(200),
  next: z.string().max(500).optional(),
});
