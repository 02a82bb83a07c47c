import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { authorizePage, formPostPage, oidcBadRequestPage } from "../provider/oidc-page";
import { isProviderLocale, providerHtml, providerNonce, type ProviderLocale } from "../provider/page";
import { sandboxKeyOf } from "../services/social-sandbox";
import {
  type AuthorizeRequest,
  authorizationAnswer,
  checkAuthorizeRequest,
  discoveryDocument,
  exchangeCode,
  isSocialProvider,
  redirectWith,
} from "../services/social-sandbox-issuer";

/*
 * The sandbox OpenID Connect issuer per provider (local only: 404 unless IDP_SANDBOX_KEY is set).
 * Browsers reach it through the storefront's /_provider/oidc/{provider}/…; the origin the storefront
 * forwards is the issuer and the only origin redirects may go to.
 */

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

function originOf(c: Context<AppEnv>): string | null {
  const host = c.req.header("x-forwarded-host");
  const protocol = c.req.header("x-forwarded-proto");
  if (host === undefined || !HOST.test(host) || (protocol !== "http" && protocol !== "https")) return null;
  return `${protocol}://${host.toLowerCase()}`;
}

/** The page's language: the first of `ui_locales` (or `locale`) that is ours, else the browser's first of ours, else pt-BR. */
function localeOf(c: Context<AppEnv>, params: Record<string, unknown>): ProviderLocale {
  const asked = [params.locale, ...(typeof params.ui_locales === "string" ? params.ui_locales.split(" ") : [])];
  const ours = asked.find((tag): tag is ProviderLocale => typeof tag === "string" && isProviderLocale(tag));
  if (ours) return ours;
  for (const part of (c.req.header("accept-language") ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag === "pt-br" || tag === "pt") return "pt-BR";
    if (tag === "es" || tag.startsWith("es-")) return "es";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return "pt-BR";
}

const formParams = (request: AuthorizeRequest): Record<string, string> =>
  Object.fromEntries(
    Object.entries(request.params).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

const asStrings = (form: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

export const providerOidcRoutes = new Hono<AppEnv>()
  .use("/oidc/*", async (c, next) => {
    if ((await sandboxKeyOf(c.env)) === null || !isSocialProvider(c.req.path.split("/")[3])) {
      return c.json({ code: "NOT_FOUND", message: `No route for ${c.req.method} ${c.req.path}` }, 404);
    }
    await next();
  })

  .get("/oidc/:provider/.well-known/openid-configuration", (c) => {
    const origin = originOf(c);
    const provider = c.req.param("provider");
    if (origin === null || !isSocialProvider(provider)) return c.json({ error: "invalid_request" }, 400);
    c.header("cache-control", "no-store");
    return c.json(discoveryDocument(origin, provider));
  })

  .get("/oidc/:provider/jwks", async (c) => {
    const key = (await sandboxKeyOf(c.env))!;
    c.header("cache-control", "no-store");
    return c.json({ keys: [key.publicJwk] });
  })

  .get("/oidc/:provider/authorize", async (c) => {
    const nonce = providerNonce();
    const query = c.req.query();
    const locale = localeOf(c, query);
    const provider = c.req.param("provider");
    const origin = originOf(c);
    const request =
      origin === null || !isSocialProvider(provider)
        ? null
        : await checkAuthorizeRequest(c.env.DB, provider, query, origin);
    if (!request || !isSocialProvider(provider)) return providerHtml(c, 400, nonce, oidcBadRequestPage(locale, nonce));
    return providerHtml(c, 200, nonce, authorizePage(locale, nonce, provider, formParams(request), request.users));
  })

  .post("/oidc/:provider/authorize", async (c) => {
    const nonce = providerNonce();
    const form = asStrings(await c.req.parseBody().catch(() => ({})));
    const locale = localeOf(c, form);
    const provider = c.req.param("provider");
    const origin = originOf(c);
    const request =
      origin === null || !isSocialProvider(provider)
        ? null
        : await checkAuthorizeRequest(c.env.DB, provider, form, origin);
    const answer =
      request && isSocialProvider(provider)
        ? await authorizationAnswer(c.env.DB, provider, request, { cancel: form.cancel === "1", user: form.user })
        : null;
    if (!request || !answer) return providerHtml(c, 400, nonce, oidcBadRequestPage(locale, nonce));
    if (request.params.response_mode === "form_post")
      return providerHtml(c, 200, nonce, formPostPage(locale, nonce, request.params.redirect_uri, answer));
    c.header("cache-control", "no-store");
    return c.redirect(redirectWith(request.params.redirect_uri, answer), 303);
  })

  .post("/oidc/:provider/token", async (c) => {
    c.header("cache-control", "no-store");
    c.header("pragma", "no-cache");
    const provider = c.req.param("provider");
    const origin = originOf(c);
    const form = await c.req.parseBody().catch(() => null);
    if (origin === null || form === null || !isSocialProvider(provider))
      return c.json({ error: "invalid_request" }, 400);
    const key = (await sandboxKeyOf(c.env))!;
    const result = await exchangeCode(c.env.DB, key, provider, form, origin);
    if ("error" in result) return c.json({ error: result.error }, result.status);
    return c.json(result.tokens);
  });
