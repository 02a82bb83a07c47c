import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { StaffRole } from "../../contract";
import { consoleSessionStorage } from "../../app/lib/console/console-session.server";

/*
 * What a console page's route test gives its loader or action: a staff login's cookie of a store
 * (the console's own cookie, signed as the storefront signs it) and the API's answers in its place.
 */

export const CONSOLE_SLUG = "bella-napoli";
const SESSION_SECRET = "test-session-secret";

/** The `Cookie` header of a console login at Bella Napoli as `name` with `role`. */
export async function consoleCookie(role: StaffRole, name = role === "OWNER" ? "Dona Carla" : "Rita"): Promise<string> {
  const storage = consoleSessionStorage(CONSOLE_SLUG, SESSION_SECRET);
  const session = await storage.getSession();
  session.set("token", `token-${role}`);
  session.set("name", name);
  session.set("role", role);
  session.set("storeName", "Bella Napoli");
  session.set("timeZone", "America/Sao_Paulo");
  session.set("currency", "BRL");
  session.set("country", "BRA");
  return (await storage.commitSession(session)).split(";")[0]!;
}

/** The values a console cookie in a `Set-Cookie` header holds. */
export async function consoleSessionIn(setCookie: string | null): Promise<Record<string, unknown>> {
  return (await consoleSessionStorage(CONSOLE_SLUG, SESSION_SECRET).getSession(setCookie?.split(";")[0] ?? null)).data;
}

/** A console request to `path` (under the store's console) with the login's cookie, in English. */
export function consoleRequest(path: string, cookie: string, form?: Record<string, string>): Request {
  return new Request(`https://shop.test/_console/${CONSOLE_SLUG}${path}`, {
    headers: { Cookie: cookie, "Accept-Language": "en" },
    ...(form ? { method: "POST", body: new URLSearchParams(form) } : {}),
  });
}

/** The context of a console page whose API calls go to `send` (the parts' own calls) and `console` (the login's). */
export const consoleContext = (send: unknown, console: Record<string, unknown> = {}) =>
  ({ env: { SESSION_SECRET }, api: { send, console } }) as unknown as AppLoadContext;

/**
 * A stub's loader or action arguments with the login's `cookie` on its request: happy-dom's Request
 * (what createRemixStub hands over) does not carry a Cookie header.
 */
export function withConsoleCookie<Args extends Pick<LoaderFunctionArgs, "request">>(args: Args, cookie: string): Args {
  const headers = {
    get: (name: string) => (name.toLowerCase() === "cookie" ? cookie : args.request.headers.get(name)),
  };
  const request = new Proxy(args.request, {
    get: (target, property) => {
      if (property === "headers") return headers;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ...args, request };
}
