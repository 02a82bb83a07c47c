import { Hono } from "hono";
import {
  authenticateAppleRequestSchema,
  authenticateFacebookRequestSchema,
  authenticateGoogleRequestSchema,
  socialLoginResponseSchema,
} from "../../../contract/social-login";
import type { AppEnv } from "../env";
import { callerOf } from "../http/caller";
import { HttpError } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import { logInWithProvider } from "../services/social-accounts";

/*
 * Social login (customer spec §7): POST /{slug}/clients/social_logins/authenticate_{google,facebook,apple}.
 * The storefront ran the provider's flow; these verify the token it got and log the client in
 * (services/social-accounts.ts); a refused token counts against the caller's IP at this merchant
 * (decision 044).
 */

export const socialLoginsRoutes = new Hono<AppEnv>()
  .post(
    "/:slug/clients/social_logins/authenticate_google",
    validateJson(authenticateGoogleRequestSchema),
    async (c) => {
      const { id_token, client } = c.req.valid("json");
      const session = await logInWithProvider(c.env, callerOf(c), { provider: "google", token: id_token, client });
      return reply(c, socialLoginResponseSchema, { data: session });
    },
  )

  .post(
    "/:slug/clients/social_logins/authenticate_facebook",
    validateJson(authenticateFacebookRequestSchema),
    async (c) => {
      const { user_id, access_token, client, name, facebook_limited } = c.req.valid("json");
      // A classic Graph token proves nothing by itself; checking it needs the app secret and a call to Graph (decision 062).
      if (!facebook_limited)
        throw new HttpError(422, "SOCIAL_TOKEN_UNSUPPORTED", "Only Facebook Limited Login's OIDC token is accepted");
      const session = await logInWithProvider(c.env, callerOf(c), {
        provider: "facebook",
        token: access_token,
        client,
        userId: user_id,
        name,
      });
      return reply(c, socialLoginResponseSchema, { data: session });
    },
  )

  .post("/:slug/clients/social_logins/authenticate_apple", validateJson(authenticateAppleRequestSchema), async (c) => {
    const { id_token, client, name } = c.req.valid("json");
    const session = await logInWithProvider(c.env, callerOf(c), { provider: "apple", token: id_token, client, name });
    return reply(c, socialLoginResponseSchema, { data: session });
  });
