import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { CLIENT_TOKEN_TTL_SECONDS, type ClientSession } from "../../../contract";
import type { ApiResult } from "~/lib/platform/api.server";
import { merchantHref, type MerchantBase } from "~/lib/store/links";
import { loginHref, returnPath } from "./return-path";
import { SESSION_MAX_AGE, type MerchantSession } from "~/lib/platform/session.server";
import { storeBase, visitorToken } from "~/lib/store/store.server";

// The logged-in customer in the merchant session (decision 020): login stores the client-bound token
// in place of the visitor's (the same visitor id, so the cart stays theirs). Only these helpers write
// `clientId`/`clientName`.

/** Never the token. */
export interface CurrentClient {
  id: number;
  name: string;
}

export function logIn(session: MerchantSession, clientSession: ClientSession): CurrentClient {
  const { client, access_token, expires_in } = clientSession;
  session.set("accessToken", access_token);
  session.set("accessTokenExpiresAt", Date.now() + expires_in * 1000);
  session.set("clientId", String(client.id));
  session.set("clientName", client.name);
  return { id: client.id, name: client.name };
}

/**
 * The next call issues an anonymous token for the same visitor id. The token stays in the session
 * until then (server.ts commits only a session that holds one); the API refuses it anyway.
 */
export function logOut(session: MerchantSession): void {
  session.unset("clientId");
  session.unset("clientName");
  session.set("accessTokenExpiresAt", 0);
}

/** Whether the session holds a client (its token may still be refused by the API). */
/** Logs the client out of this session after the API revokes their token, so a copy of the cookie made before is refused after. */
export async function revokeClient(
  context: Pick<AppLoadContext, "api">,
  slug: string,
  session: MerchantSession,
): Promise<void> {
  const token = session.get("accessToken");
  if (token) {
    const result = await context.api.logout(slug, token);
    if (!result.ok && result.status !== 401)
      console.error(`[storefront] logout at the API failed: ${result.status} ${result.error.code}`);
  }
  logOut(session);
}

export function hasClient(session: MerchantSession | null): boolean {
  return Boolean(session?.get("clientId"));
}

/** The client token's 30 days when logged in, the cart's 3 days otherwise. */
export function sessionMaxAge(session: MerchantSession): number {
  return hasClient(session) ? CLIENT_TOKEN_TTL_SECONDS : SESSION_MAX_AGE;
}

export function currentClient(context: { store: Pick<AppLoadContext["store"], "session"> }): CurrentClient | null {
  const session = context.store.session;
  const id = Number(session?.get("clientId"));
  if (!session || !Number.isSafeInteger(id) || id <= 0) return null;
  return { id, name: session.get("clientName") ?? "" };
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

function merchantBaseOf(context: Pick<AppLoadContext, "store">): MerchantBase {
  const base = storeBase(context);
  if (!base) throw new Response(null, { status: 404 });
  return base;
}

export function loginRedirect(context: Pick<AppLoadContext, "store">, request: Request): Response {
  const merchant = merchantBaseOf(context);
  return redirect(loginHref(merchant, returnPath(new URL(request.url).pathname, merchant)));
}

export async function requireClient(
  context: AppLoadContext,
  request: Request,
): Promise<CurrentClient & { token: string }> {
  const client = currentClient(context);
  if (!client) throw loginRedirect(context, request);
  const token = await visitorToken(context);
  // visitorToken() issues an anonymous token when the client's has expired, and forgets the client.
  if (!token || !currentClient(context)) throw loginRedirect(context, request);
  return { ...client, token };
}

/**
 * A 401 logs out and sends to the login page; a client flagged `should_disconnect` (spec §4) is
 * logged out and sent to the store's home. Else null.
 */
export function clientGone(
  context: AppLoadContext,
  request: Request,
  result: ApiResult<{ should_disconnect?: boolean }>,
): Response | null {
  if (!context.store.session) return null;
  if (!result.ok && result.status === 401) {
    logOut(context.store.session);
    return loginRedirect(context, request);
  }
  if (result.ok && result.data.should_disconnect) {
    logOut(context.store.session);
    return redirect(merchantHref(merchantBaseOf(context), "/"));
  }
  return null;
}

/** The visitor's cart becomes the client's when it has none. A failure is logged only: the login stands. */
export async function attachCart(context: AppLoadContext, clientSession: ClientSession): Promise<void> {
  const guid = context.store.session?.get("cartGuid");
  if (!guid || !context.store.slug) return;
  const current = await context.store.cart?.current();
  if (!current || current.state !== "open" || current.cart.client) return;
  const attached = await context.api.attachClientToCart(
    context.store.slug,
    clientSession.access_token,
    guid,
    clientSession.client.id,
  );
  if (!attached.ok)
    console.error(`[storefront] attaching the client to the cart failed: ${attached.status} ${attached.error.code}`);
}
