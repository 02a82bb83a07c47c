import { Hono, type Context } from "hono";
import * as z from "zod";
import {
  deleteSandboxHostname,
  findSandboxHostname,
  insertSandboxHostname,
  listSandboxHostnames,
  settleSandboxHostname,
  type SandboxHostnameRow,
} from "../../db/cloudflare-sandbox";
import type { AppEnv } from "../../env";

/*
 * The local Cloudflare for SaaS (decision 109): the custom hostnames endpoints its client
 * (domains/custom-hostnames.ts) calls, with the v4 envelope, `Authorization: Bearer`, the documented
 * fields and statuses and the duplicate refusal (1406), its hostnames in D1. A new hostname stays
 * `pending` (certificate `pending_validation`) until `settleStandInHostname` marks it active or
 * failed, which is what Cloudflare does once the owner's DNS records are in place. Served at
 * /provider/cloudflare/client/v4/… only where CUSTOM_HOSTNAMES_SANDBOX is "1"
 * (routes/provider-cloudflare.ts); never in production.
 */

function cfError(c: Context, status: 400 | 403 | 404 | 409, code: number, message: string) {
  return c.json({ success: false, errors: [{ code, message }], messages: [], result: null }, status);
}

const ok = (c: Context, result: unknown) => c.json({ success: true, errors: [], messages: [], result });

/** A hostname as Cloudflare writes it. */
function asHostname(row: SandboxHostnameRow) {
  return {
    id: row.id,
    hostname: row.hostname,
    status: row.status,
    created_at: row.created_at,
    ssl: {
      id: `ssl-${row.id}`,
      type: "dv",
      method: "txt",
      status: row.ssl_status,
      bundle_method: "ubiquitous",
      certificate_authority: "google",
      wildcard: false,
      validation_records:
        row.ssl_status === "active"
          ? []
          : [{ txt_name: `_acme-challenge.${row.hostname}`, txt_value: `acme-${row.id}` }],
      validation_errors: row.ssl_status.endsWith("timed_out")
        ? [{ message: "The certificate authority could not validate the TXT record." }]
        : [],
    },
    ownership_verification: { type: "txt", name: `_cf-custom-hostname.${row.hostname}`, value: row.ownership_value },
    ownership_verification_http: {
      http_url: `http://${row.hostname}/.well-known/cf-custom-hostname-challenge/${row.id}`,
      http_body: row.ownership_value,
    },
    verification_errors: JSON.parse(row.verification_errors) as string[],
  };
}

const hex = () => crypto.randomUUID().replaceAll("-", "");
const createBody = z.object({
  hostname: z.string().regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z0-9-]{1,63}$/),
  ssl: z
    .object({ method: z.enum(["http", "txt", "email"]), type: z.literal("dv").optional() })
    .partial()
    .optional(),
});

export const cloudflareSandbox = new Hono<AppEnv & { Variables: { zone: string } }>()
  .use("/zones/:zone/*", async (c, next) => {
    if (!/^Bearer\s+\S+$/i.test(c.req.header("authorization") ?? ""))
      return cfError(c, 403, 10000, "Authentication error");
    c.set("zone", c.req.param("zone")!);
    await next();
  })

  .post("/zones/:zone/custom_hostnames", async (c) => {
    const body = createBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return cfError(c, 400, 1411, "Invalid custom hostname.");
    const row: SandboxHostnameRow = {
      id: hex(),
      zone_id: c.get("zone"),
      hostname: body.data.hostname,
      status: "pending",
      ssl_status: "pending_validation",
      verification_errors: JSON.stringify(["custom hostname does not CNAME to this zone."]),
      ownership_value: hex(),
      created_at: new Date().toISOString(),
    };
    if (!(await insertSandboxHostname(c.env.DB, row))) return cfError(c, 409, 1406, "Duplicate custom hostname found.");
    return ok(c, asHostname(row));
  })

  .get("/zones/:zone/custom_hostnames", async (c) => {
    const rows = await listSandboxHostnames(c.env.DB, c.get("zone"), c.req.query("hostname") ?? null);
    return c.json({
      success: true,
      errors: [],
      messages: [],
      result: rows.map(asHostname),
      result_info: { page: 1, per_page: 50, count: rows.length, total_count: rows.length },
    });
  })

  .get("/zones/:zone/custom_hostnames/:id", async (c) => {
    const row = await findSandboxHostname(c.env.DB, c.get("zone"), c.req.param("id"));
    return row ? ok(c, asHostname(row)) : cfError(c, 404, 1436, "The custom hostname was not found.");
  })

  .delete("/zones/:zone/custom_hostnames/:id", async (c) => {
    const id = c.req.param("id");
    if (!(await deleteSandboxHostname(c.env.DB, c.get("zone"), id)))
      return cfError(c, 404, 1436, "The custom hostname was not found.");
    return ok(c, { id });
  });

export type StandInOutcome = "active" | "failed";

/**
 * What Cloudflare does once it has checked the owner's records: `active` (hostname and certificate),
 * or `failed` (the certificate's validation timed out, the CNAME missing). False for an unknown hostname.
 */
export function settleStandInHostname(d1: D1Database, hostname: string, outcome: StandInOutcome): Promise<boolean> {
  return settleSandboxHostname(
    d1,
    hostname,
    outcome === "active"
      ? { status: "active", sslStatus: "active", verificationErrors: [] }
      : {
          status: "pending",
          sslStatus: "validation_timed_out",
          verificationErrors: ["custom hostname does not CNAME to this zone."],
        },
  );
}
