import { Hono } from "hono";
import * as z from "zod";
import { secretsEqual } from "../auth/token";
import { HOST_PATTERN, normalizeHost } from "../domain/host";
import type { AppEnv } from "../env";
import { notFound, unauthorized } from "../http/errors";
import { validateParam } from "../http/validate";
import { cloudflareSandbox, settleStandInHostname } from "../provider/cloudflare/sandbox";

/** The Cloudflare for SaaS stand-in at /provider/cloudflare/client/v4/…: only where CUSTOM_HOSTNAMES_SANDBOX is "1" (never in production). */
export const providerCloudflareRoutes = new Hono<AppEnv>().use("/cloudflare/*", async (c, next) => {
  if (c.env.CUSTOM_HOSTNAMES_SANDBOX !== "1") throw notFound(`No route for ${c.req.method} ${c.req.path}`);
  await next();
});
providerCloudflareRoutes.route("/cloudflare/client/v4", cloudflareSandbox);

const hostPath = z.object({
  host: z.string().max(260).transform(normalizeHost).pipe(z.string().regex(HOST_PATTERN)),
  outcome: z.enum(["activate", "fail"]),
});

/**
 * What Cloudflare decides once the owner's DNS records are in place, asked of the stand-in by the
 * tests and `npm run domain` through the storefront's /_admin/* (ADMIN_KEY): POST
 * /admin/custom_hostnames/{host}/activate or /fail. 404 where the stand-in is off.
 */
export const adminCustomHostnamesRoutes = new Hono<AppEnv>().post(
  "/custom_hostnames/:host/:outcome",
  async (c, next) => {
    const expected = c.env.ADMIN_KEY;
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "");
    if (!expected || !match || !(await secretsEqual(match[1]!, expected)))
      throw unauthorized("Missing or wrong admin key");
    if (c.env.CUSTOM_HOSTNAMES_SANDBOX !== "1") throw notFound("The custom hostnames stand-in is off");
    await next();
  },
  validateParam(hostPath),
  async (c) => {
    const { host, outcome } = c.req.valid("param");
    const settled = await settleStandInHostname(c.env.DB, host, outcome === "activate" ? "active" : "failed");
    if (!settled) throw notFound(`The stand-in has no custom hostname ${host}`);
    return c.json({ data: { host, outcome } });
  },
);
