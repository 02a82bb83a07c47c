import { type Context, Hono } from "hono";
import * as z from "zod";
import { customDomainRequestSchema, customDomainsResponseSchema } from "../../../contract/console-domain";
import { settingsWriteResponseSchema } from "../../../contract/console-settings";
import { requireOwner } from "../auth/staff-access";
import { HOST_PATTERN, normalizeHost } from "../domain/host";
import type { AppEnv } from "../env";
import { settingsActorOf } from "../http/settings";

import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { addCustomDomain, checkCustomDomains, customDomainsOf, removeCustomDomain } from "../services/custom-domains";

const written = (c: Context<AppEnv>, write: { id: number | null; version: number }, status: 200 | 201 = 200) => {
  c.status(status);
  return reply(c, settingsWriteResponseSchema, { data: write });
};

const hostParam = z.object({
  host: z.string().max(260).transform(normalizeHost).pipe(z.string().regex(HOST_PATTERN)),
});

/**
 * The store's own domain (contract/console-domain.ts, decision 109): every member sees it and the
 * DNS records to create; the owner adds it, has its state read again and removes it. Behind
 * requireStaff (app.ts).
 */
export const consoleDomainRoutes = new Hono<AppEnv>()

  .get("/:slug/domain", async (c) =>
    reply(c, customDomainsResponseSchema, { data: await customDomainsOf(c.env.DB, c.env, c.get("merchant").id) }),
  )

  .post("/:slug/domain", requireOwner, validateJson(customDomainRequestSchema), async (c) => {
    const { host, request_key } = c.req.valid("json");
    const write = await addCustomDomain(c.env.DB, c.env, settingsActorOf(c), host, c.get("inProcess"), request_key);
    return written(c, write, 201);
  })

  .post("/:slug/domain/check", requireOwner, async (c) =>
    reply(c, customDomainsResponseSchema, {
      data: await checkCustomDomains(c.env.DB, c.env, c.get("merchant").id, c.get("inProcess")),
    }),
  )

  .delete("/:slug/domain/:host", requireOwner, validateParam(hostParam), async (c) => {
    const write = await removeCustomDomain(
      c.env.DB,
      c.env,
      settingsActorOf(c),
      c.req.valid("param").host,
      c.get("inProcess"),
    );
    return written(c, write);
  });
