import * as z from "zod";
import { envelope } from "./envelope";
import { SLUG_MAX } from "./limits";

export const CLIENT_SECRET_HEADER = "client-secret";

export const clientSecretKeyRequestSchema = z.object({ slug: z.string().min(1).max(SLUG_MAX) });
export const clientSecretKeyResponseSchema = envelope(z.object({ client_secret_key: z.string() }));

export const authenticateRequestSchema = z.object({
  client_secret_key: z.string().min(1).max(1024),
  /**
   * A cart belongs to the visitor id its token carries; renewing the token with the same id keeps the cart.
   * Absent: the API makes one up.
   */
  visitor_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export const authenticateResponseSchema = envelope(
  z.object({
    access_token: z.string(),
    /** Seconds. */
    expires_in: z.number().int().positive(),
  }),
);
