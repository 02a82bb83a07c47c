import * as z from "zod";

const fetcherSchema = z.custom<Fetcher>(
  (value) => typeof value === "object" && value !== null && typeof (value as Fetcher).fetch === "function",
);

const envSchema = z
  .object({
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
    CLIENT_SECRET: z.string().min(16, "CLIENT_SECRET must be at least 16 characters"),
    /** Service binding to the ordering API Worker. */
    API: fetcherSchema.optional(),
    /** Public origin of the ordering API when there is no service binding. */
    API_ORIGIN: z.url({ protocol: /^https$/ }).optional(),
    /** Hosts that serve the storefront by slug; any other Host is looked up as a custom domain. */
    APP_HOSTS: z.string().default("localhost,127.0.0.1"),
  })
  .refine((env) => env.API || env.API_ORIGIN, {
    message: "Either the API service binding or API_ORIGIN must be configured",
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the Worker's bindings once per request and fails fast when a secret is missing. */
export function parseEnv(raw: unknown): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join(".") || issue.message);
    throw new Error(`Invalid storefront environment: ${fields.join(", ")}`);
  }
  return result.data;
}
