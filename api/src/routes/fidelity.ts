import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import { clientFidelityResponseSchema, fidelityProgramsResponseSchema } from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import type { AppEnv } from "../env";
import { unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { validateParam } from "../http/validate";
import { clientFidelity, fidelityPrograms, markFidelitySeen } from "../services/fidelity";

/*
 * The fidelity programme (contract/loyalty.ts; decision 026):
 * - GET /{slug}/fidelity_programs: the merchant's enabled programmes (configuration, no client data);
 * - GET /{slug}/clients/{id}/fidelity_programs: the logged-in client's progress in each, settling
 *   reached cycles first (db/fidelity.ts settleFidelity);
 * - POST /{slug}/clients/{id}/fidelity_programs/{programId}/seen: the congratulations were shown.
 * A visitor's token answers 401, another client's id 404.
 */

/** 401 for an anonymous token, before requireOwnClient's 404 for anyone else's id. */
const requireLoggedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("claims")?.client_id === undefined) throw unauthorized("Log in first");
  await next();
});

const programPath = z.object({
  slug: z.string(),
  id: z.string(),
  programId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const fidelityRoutes = new Hono<AppEnv>()
  .get("/:slug/fidelity_programs", async (c) =>
    reply(c, fidelityProgramsResponseSchema, { data: await fidelityPrograms(c.env.DB, c.get("merchant").id) }),
  )

  // Matches the collection path itself too.
  .use("/:slug/clients/:id/fidelity_programs/*", requireLoggedIn, requireOwnClient)

  .get("/:slug/clients/:id/fidelity_programs", async (c) => {
    const data = await clientFidelity(c.env.DB, c.get("merchant").id, c.get("client").id);
    c.header("Cache-Control", "private, no-store");
    return reply(c, clientFidelityResponseSchema, { data });
  })

  .post("/:slug/clients/:id/fidelity_programs/:programId/seen", validateParam(programPath), async (c) => {
    const data = await markFidelitySeen(
      c.env.DB,
      c.get("merchant").id,
      c.get("client").id,
      c.req.valid("param").programId,
      new Date(),
    );
    c.header("Cache-Control", "private, no-store");
    return reply(c, clientFidelityResponseSchema, { data });
  });
