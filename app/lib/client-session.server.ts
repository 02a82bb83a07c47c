import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { CLIENT_TOKEN_TTL_SECONDS, type ClientSession } from "../../contract";
import type { ApiResult } from "./api.server";
import { merchantHref, type MerchantBase } from "./links";
import { loginHref, returnPath } from "./return-path";
import { SESSION_MAX_AGE, type MerchantSession } from "./session.server";
import { storeBase, visitorToken } from "./store.server";

/*
 * The logged-in customer in the merchant session (docs/decisions/020). Login stores the API's
 * client-bound access token in place of the visitor's (the same visitor id, so the cart stays
 * theirs), with the client's id and first name for the header. Nothing but these helpers writes
 * `clientId`/`clientName`; the merchant loader forgets them whenever it issues an anonymous token,
 * and server.ts whenever the API refused the client's token (revoked, expired, deleted client).
 */

/** The customer as the pages read them: never the token. */
export interface CurrentClient {
  id: number;
  name: string;
}

/** What a login or a registration gave: the client's token replaces the visitor's. */
export function logIn(session: MerchantSession, clientSession: ClientSession): CurrentClient {
  const { client, access_token, expires_in } = clientSession;
  session.set("accessToken", access_token);
  session.set("accessTokenExpiresAt", Date.now() + expires_in * 1000);
  session.set("clientId", String(client.id));
  session.set("clientName", client.name);
  return { id: client.id, name: client.name };
}

/**
 * Forgets the client and marks their token expired: the next call issues an anonymous token for
 * the same visitor id (its cart stays with the visitor). The token itself stays in the session
 * until then (only a session that holds one is committed); the API refuses it anyway.
 */
export function logOut(session: MerchantSession): void {
  session.unset("clientId");
  session.unset("clientName");
  session.set("accessTokenExpiresAt", 0);
}

/** Whether the session holds a client (its token may still be refused by the API). */
/** Logs the client out of this session after the API revokes their token, so a copy of the cookie made before is refused after. */
export async function revokeClient(context: Pick<AppLoadContext, "api">, slug: string, session: MerchantSession): Promise<void> {
  const token = session.get("accessToken");
  if (token) {
    const result = await context.api.logout(slug, token);
    if (!result.ok && result.status !== 401) console.error(`[storefront] logout at the API failed: ${result.status} ${result.error.code}`);
  }
  logOut(session);
}

export function hasClient(session: MerchantSession | null): boolean {
  return Boolean(session?.get("clientId"));
}

/** The cookie's lifetime: the client token's 30 days when logged in, the cart's 3 days otherwise. */
export function sessionMaxAge(session: MerchantSession): number {
  return hasClient(session) ? CLIENT_TOKEN_TTL_SECONDS : SESSION_MAX_AGE;
}

/** The logged-in customer (id and name), or null for a visitor. */
export function currentClient(context: Pick<AppLoadContext, "session">): CurrentClient | null {
  const session = context.session;
  const id = Number(session?.get("clientId"));
  if (!session || !Number.isSafeInteger(id) || id <= 0) return null;
  return { id, name: session.get("clientName") ?? "" };
}

/** The first name, as the header shows it. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

function merchantBaseOf(context: Pick<AppLoadContext, "merchantSlug" | "customDomain">): MerchantBase {
  const base = storeBase(context);
  if (!base) throw new Response(null, { status: 404 });
  return base;
}

/** The login page, coming back to the page of `request` afterwards (its return path, spec §2). */
export function loginRedirect(context: Pick<AppLoadContext, "merchantSlug" | "customDomain">, request: Request): Response {
  const merchant = merchantBaseOf(context);
  return redirect(loginHref(merchant, returnPath(new URL(request.url).pathname, merchant)));
}

/**
 * The logged-in customer with their token, or a redirect (thrown) to
 * `/{slug}/login?redirectTo=<return path>` for a visitor.
 */
export async function requireClient(context: AppLoadContext, request: Request): Promise<CurrentClient & { token: string }> {
  const client = currentClient(context);
  if (!client) throw loginRedirect(context, request);
  const token = await visitorToken(context);
  // visitorToken() issues an anonymous token when the client's has expired, and forgets the client.
  if (!token || !currentClient(context)) throw loginRedirect(context, request);
  return { ...client, token };
}

/**
 * After an API answer about the customer's own data: a 401 (token revoked or expired, client
 * deleted) logs out and sends to the login page; a client the merchant flagged `should_disconnect`
 * (spec §4) is logged out and sent to the store's home. Anything else: null, carry on.
 * Use as `const gone = clientGone(context, request, result); if (gone) throw gone;`.
 */
export function clientGone(context: AppLoadContext, request: Request, result: ApiResult<{ should_disconnect?: boolean }>): Response | null {
  if (!context.session) return null;
  if (!result.ok && result.status === 401) {
    logOut(context.session);
    return loginRedirect(context, request);
  }
  if (result.ok && result.data.should_disconnect) {
    logOut(context.session);
    return redirect(merchantHref(merchantBaseOf(context), "/"));
  }
  return null;
}

/**
 * After a login: the visitor's cart (if any) becomes the client's when it has none (the API
 * refuses nothing else of it). A failure is logged only: the login itself stands.
 */
export async function attachCart(context: AppLoadContext, clientSession: ClientSession): Promise<void> {
  const guid = context.session?.get("cartGuid");
  if (!guid || !context.merchantSlug) return;
  const current = await context.cart?.current();
  if (!current || current.state !== "open" || current.cart.client) return;
  const attached = await context.api.attachClientToCart(context.merchantSlug, clientSession.access_token, guid, clientSession.client.id);
  if (!attached.ok) console.error(`[storefront] attaching the client to the cart failed: ${attached.status} ${attached.error.code}`);
}
