import * as z from "zod";
import { envelope } from "./envelope";
import { SLUG_MAX } from "./limits";

/** Header carrying the storefront's shared secret on the token bootstrap calls. */
export const CLIENT_SECRET_HEADER = "client-secret";

export const clientSecretKeyRequestSchema = z.object({ slug: z.string().min(1).max(SLUG_MAX) });
export const clientSecretKeyResponseSchema = envelope(z.object({ client_secret_key: z.string() }));

export const authenticateRequestSchema = z.object({
  // A signed key is about 150 characters; the bound only keeps junk from being hashed.
  client_secret_key: z.string().min(1).max(1024),
  /**
   * The storefront's id of this visitor (kept in its signed session). The access token carries
   * it, and a cart belongs to the visitor who created it: another visitor's token gets 404.
   * Renewing the token with the same id keeps the cart. Absent: the API makes one up.
   */
  visitor_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export const authenticateResponseSchema = envelope(
  z.object({
    access_token: z.string(),
    /** Seconds until the token expires. */
    expires_in: z.number().int().positive(),
  }),
);
