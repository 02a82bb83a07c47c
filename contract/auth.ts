import * as z from "zod";
import { envelope } from "./envelope";

/** Header carrying the storefront's shared secret on the token bootstrap calls. */
export const CLIENT_SECRET_HEADER = "client-secret";

export const clientSecretKeyRequestSchema = z.object({ slug: z.string().min(1) });
export const clientSecretKeyResponseSchema = envelope(z.object({ client_secret_key: z.string() }));

export const authenticateRequestSchema = z.object({ client_secret_key: z.string().min(1) });
export const authenticateResponseSchema = envelope(
  z.object({
    access_token: z.string(),
    /** Seconds until the token expires. */
    expires_in: z.number().int().positive(),
  }),
);
