import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import { clientFidelityResponseSchema, fidelityProgramsResponseSchema } from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import { createDb } from "../db/client";
import { markRewardsSeen, settleFidelity } from "../db/fidelity";
import { loadDocument } from "../db/merchants";
import { clientFidelityView, enabledPrograms } from "../domain/fidelity";
import type { AppEnv } from "../env";
import { notFound, unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { validateParam } from "../http/validate";

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

const programPath = z.object({ slug: z.string(), id: z.string(), programId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const fidelityRoutes = new Hono<AppEnv>()
  .get("/:slug/fidelity_programs", async (c) => {
    const programs = await loadDocument(createDb(c.env.DB), c.get("merchant").id, "fidelity_programs");
    return reply(c, fidelityProgramsResponseSchema, { data: { fidelity_programs: enabledPrograms(programs) } });
  })

  // Matches the collection path itself too.
  .use("/:slug/clients/:id/fidelity_programs/*", requireLoggedIn, requireOwnClient)

  .get("/:slug/clients/:id/fidelity_programs", async (c) => {
    const merchantId = c.get("merchant").id;
    const clientId = c.get("client").id;
    const programs = enabledPrograms(await loadDocument(createDb(c.env.DB), merchantId, "fidelity_programs"));
    const { progress, rewards } = await settleFidelity(c.env.DB, merchantId, clientId, programs);
    c.header("Cache-Control", "private, no-store");
    return reply(c, clientFidelityResponseSchema, {
      data: { fidelity_programs: programs.map((program) => clientFidelityView(program, progress.get(program.id) ?? 0, rewards)) },
    });
  })

  .post("/:slug/clients/:id/fidelity_programs/:programId/seen", validateParam(programPath), async (c) => {
    const merchantId = c.get("merchant").id;
    const clientId = c.get("client").id;
    const { programId } = c.req.valid("param");
    const programs = enabledPrograms(await loadDocument(createDb(c.env.DB), merchantId, "fidelity_programs"));
    const program = programs.find((candidate) => candidate.id === programId);
    if (!program) throw notFound("Fidelity programme not found");
    await markRewardsSeen(c.env.DB, merchantId, clientId, programId, new Date().toISOString());
    const { progress, rewards } = await settleFidelity(c.env.DB, merchantId, clientId, [program]);
    c.header("Cache-Control", "private, no-store");
    return reply(c, clientFidelityResponseSchema, {
      data: { fidelity_programs: [clientFidelityView(program, progress.get(program.id) ?? 0, rewards)] },
    });
  });
