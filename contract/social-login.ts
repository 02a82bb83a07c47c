import * as z from "zod";
import { clientSessionSchema } from "./clients";
import { envelope } from "./envelope";

// The API checks the provider's token itself; merchants without a client id use the local sandbox issuer, so
// both paths run the same code.

export const SOCIAL_PROVIDERS = ["google", "facebook", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const sandboxClientId = (provider: SocialProvider, slug: string): string =>
  `comanda-sandbox.${provider}.${slug}`;

/** The redirect URI registered with the provider, which accepts exactly this one. */
export const socialCallbackPath = (provider: SocialProvider): string => `/login/social/${provider}/callback`;

const jwt = z.string().min(10).max(8192);

const client = z.string().trim().min(1).max(40);

/** `access_token` is unused: the id_token proves who logged in. */
export const authenticateGoogleRequestSchema = z.object({ access_token: z.string().max(8192), id_token: jwt, client });

/** `access_token` is Limited Login's OIDC token, whose `sub` must be `user_id`. */
export const authenticateFacebookRequestSchema = z.object({
  user_id: z.string().trim().min(1).max(100),
  access_token: z.string().min(1).max(8192),
  client,
  name: z.string().trim().max(100).nullable().optional(),
  email: z.string().trim().max(254).nullable().optional(),
  facebook_limited: z.boolean(),
});

/** Apple posts `name` only on a user's first authorization and never puts it in the token. */
export const authenticateAppleRequestSchema = z.object({
  id_token: jwt,
  client,
  name: z.string().trim().max(100).nullable().optional(),
});

export const socialLoginResponseSchema = envelope(clientSessionSchema.extend({ created: z.boolean() }));
export type SocialLoginSession = z.infer<typeof socialLoginResponseSchema>["data"];

export const socialLoginErrorCodes = [
  "SOCIAL_TOKEN_INVALID",
  "SOCIAL_PROVIDER_DISABLED",
  "SOCIAL_EMAIL_MISSING",
  "SOCIAL_EMAIL_UNVERIFIED",
  "SOCIAL_TOKEN_UNSUPPORTED",
] as const;
export type SocialLoginErrorCode = (typeof socialLoginErrorCodes)[number];
