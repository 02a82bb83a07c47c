import { Hono } from "hono";
import * as z from "zod";
import { hostLookupResponseSchema } from "../../../contract";
import { requireClientSecret } from "../auth/middleware";
import { HOST_PATTERN, normalizeHost } from "../domain/host";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";
import { reply } from "../http/reply";
import { validateParam } from "../http/validate";
import { findSlugOfHost } from "../services/configuration";

const hostParamSchema = z.object({
  host: z.string().max(260).transform(normalizeHost).pipe(z.string().regex(HOST_PATTERN, "Not a host name")),
});

/** Custom-domain lookup, called by the storefront before any slug is known (server to server). */
export const hostsRoutes = new Hono<AppEnv>().get(
  "/:host",
  requireClientSecret,
  validateParam(hostParamSchema),
  async (c) => {
    const { host } = c.req.valid("param");
    const slug = await findSlugOfHost(c.env.DB, host);
    if (!slug) throw notFound(`No merchant serves ${host}`);
    return reply(c, hostLookupResponseSchema, { data: { host, slug } });
  },
);
