import { type Context, Hono } from "hono";
import {
  authenticateAppleRequestSchema,
  authenticateFacebookRequestSchema,
  authenticateGoogleRequestSchema,
  socialLoginResponseSchema,
} from "../../../contract/social-login";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { HttpError } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import { chargeIpAttempt } from "../services/login-attempts";
import { type SocialLoginInput, socialLogin } from "../services/social-accounts";

/*
 * Social login (customer spec §7): POST /{slug}/clients/social_logins/authenticate_{google,facebook,apple}.
 * The storefront ran the provider's flow; these verify the token it got and log the client in
 * (services/social-accounts.ts). A refused token counts as a failed login of the caller's IP at
 * this merchant (decision 044): before verification there is no account to count it against.
 */

async function logIn(c: Context<AppEnv>, input: SocialLoginInput) {
  const attempt = await chargeIpAttempt(c, c.get("merchant").id);
  try {
    if (attempt.limited) return attempt.limited;
    const session = await socialLogin(c, createDb(c.env.DB), input);
    return reply(c, socialLoginResponseSchema, { data: session });
  } catch (error) {
    if (error instanceof HttpError && error.code === "SOCIAL_TOKEN_INVALID") attempt.failed();
    throw error;
  } finally {
    await attempt.settle();
  }
}

export const socialLoginsRoutes = new Hono<AppEnv>()
  .post("/:slug/clients/social_logins/authenticate_google", validateJson(authenticateGoogleRequestSchema), (c) => {
    const { id_token, client } = c.req.valid("json");
    return logIn(c, { provider: "google", token: id_token, client });
  })

  .post("/:slug/clients/social_logins/authenticate_facebook", validateJson(authenticateFacebookRequestSchema), (c) => {
    const { user_id, access_token, client, name, facebook_limited } = c.req.valid("json");
    // A classic Graph token proves nothing by itself; checking it needs the app secret and a call to Graph (decision 062).
    if (!facebook_limited) throw new HttpError(422, "SOCIAL_TOKEN_UNSUPPORTED", "Only Facebook Limited Login's OIDC token is accepted");
    return logIn(c, { provider: "facebook", token: access_token, client, userId: user_id, name });
  })

  .post("/:slug/clients/social_logins/authenticate_apple", validateJson(authenticateAppleRequestSchema), (c) => {
    const { id_token, client, name } = c.req.valid("json");
    return logIn(c, { provider: "apple", token: id_token, client, name });
  });
