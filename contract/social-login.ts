import * as z from "zod";
import { clientSessionSchema } from "./clients";
import { envelope } from "./envelope";

/*
 * Social login (customer spec §7): the storefront runs the provider's authorization-code flow
 * (PKCE, state, nonce) and hands the API what the provider gave it; the API checks the token's
 * signature, issuer, audience and expiry itself, then finds, links or creates the client of this
 * merchant and logs them in as the e-mail login does. Merchants without a client id of a provider
 * use the local sandbox issuer when it is on (`sandboxClientId`), so both paths run the same code.
 */

export const SOCIAL_PROVIDERS = ["google", "facebook", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The client id the sandbox issuer knows a merchant by, when its settings name none for `provider`. */
export const sandboxClientId = (provider: SocialProvider, slug: string): string => `comanda-sandbox.${provider}.${slug}`;

/**
 * The storefront's callback of a social login, below the store's base (`/{slug}` on the app host,
 * nothing on the store's own domain): the redirect URI registered with the provider, which the
 * sandbox issuer, like the real ones, accepts exactly and nothing else.
 */
export const socialCallbackPath = (provider: SocialProvider): string => `/login/social/${provider}/callback`;

/** An OIDC id_token (a JWT); real ones are 1-2 KB. */
const jwt = z.string().min(10).max(8192);

/**
 * Which app sent the login: "web" for the storefront. "android" and "ios" select the platform's
 * client id and switch of the settings (`client_id_android`, `enabled_ios`, …); anything else is web.
 */
const client = z.string().trim().min(1).max(40);

/** POST /{slug}/clients/social_logins/authenticate_google. `access_token` is not used: the id_token is what proves who logged in. */
export const authenticateGoogleRequestSchema = z.object({ access_token: z.string().max(8192), id_token: jwt, client });

/**
 * POST /{slug}/clients/social_logins/authenticate_facebook. With `facebook_limited: true` the
 * access_token is Facebook's Limited Login authentication token (an OIDC id_token) whose `sub`
 * must be `user_id`; a classic Graph access token (`false`) is refused with 422
 * SOCIAL_TOKEN_UNSUPPORTED. `name` and `email` are only used when the token has none.
 */
export const authenticateFacebookRequestSchema = z.object({
  user_id: z.string().trim().min(1).max(100),
  access_token: z.string().min(1).max(8192),
  client,
  name: z.string().trim().max(100).nullable().optional(),
  email: z.string().trim().max(254).nullable().optional(),
  facebook_limited: z.boolean(),
});

/**
 * POST /{slug}/clients/social_logins/authenticate_apple (ours: the spec lists Apple without a
 * path). `name` is what Apple posts only on a user's first authorization (the `user` form field's
 * first and last name): Apple never puts it in the token.
 */
export const authenticateAppleRequestSchema = z.object({ id_token: jwt, client, name: z.string().trim().max(100).nullable().optional() });

/** The three answer the same: the session, and `created` when a new client was made for this login. */
export const socialLoginResponseSchema = envelope(clientSessionSchema.extend({ created: z.boolean() }));
export type SocialLoginSession = z.infer<typeof socialLoginResponseSchema>["data"];

/** Refusals of the social logins (besides VALIDATION_ERROR and RATE_LIMITED). */
export const socialLoginErrorCodes = [
  /** 401: bad signature, issuer, audience or expiry, unknown key, or Facebook's `sub` is not `user_id`. */
  "SOCIAL_TOKEN_INVALID",
  /** 422: the merchant has not enabled the provider (for that client), or has no client id and there is no sandbox. */
  "SOCIAL_PROVIDER_DISABLED",
  /** 422: the provider gave no e-mail (the customer declined it): an account needs one. */
  "SOCIAL_EMAIL_MISSING",
  /** 409: a client of this merchant has the e-mail and the provider does not vouch it is verified: never linked. */
  "SOCIAL_EMAIL_UNVERIFIED",
  /** 422: a classic Facebook access token (`facebook_limited: false`): only Limited Login's OIDC token is taken. */
  "SOCIAL_TOKEN_UNSUPPORTED",
] as const;
export type SocialLoginErrorCode = (typeof socialLoginErrorCodes)[number];
