import { Hono } from "hono";
import * as z from "zod";
import {
  contactRequestSchema,
  contactResponseSchema,
  informationPageRequestSchema,
  informationPageSchema,
  informationPagesResponseSchema,
  integrationsRequestSchema,
  integrationsResponseSchema,
} from "../../../contract/console-settings-pages";

import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { settingsActorOf, settingsWritten } from "../http/settings";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import {
  readContact,
  readInformationPages,
  readIntegrations,
  writeContact,
  writeInformationPage,
  writeIntegrations,
} from "../services/settings-pages";

// A router imports no other router, so these two lines of console-settings.ts are written again here.

/**
 * The store's information pages, contact and integrations (decision 106): every member reads
 * them, the owner writes them; behind requireStaff (app.ts).
 */
export const consoleSettingsPagesRoutes = new Hono<AppEnv>()
  .get("/:slug/settings/pages", async (c) =>
    reply(c, informationPagesResponseSchema, { data: await readInformationPages(c.env.DB, c.get("merchant").id) }),
  )

  .put(
    "/:slug/settings/pages/:page",
    requireOwner,
    validateParam(z.object({ slug: z.string(), page: informationPageSchema })),
    validateJson(informationPageRequestSchema),
    async (c) => {
      const { page } = c.req.valid("param");
      const written = await writeInformationPage(c.env.DB, settingsActorOf(c), page, c.req.valid("json").text);
      return settingsWritten(c, written);
    },
  )

  .get("/:slug/settings/contact", async (c) =>
    reply(c, contactResponseSchema, { data: await readContact(c.env.DB, c.get("merchant").id) }),
  )

  .put("/:slug/settings/contact", requireOwner, validateJson(contactRequestSchema), async (c) =>
    settingsWritten(c, await writeContact(c.env.DB, settingsActorOf(c), c.req.valid("json"))),
  )

  .get("/:slug/settings/integrations", async (c) =>
    reply(c, integrationsResponseSchema, { data: await readIntegrations(c.env.DB, c.get("merchant").id) }),
  )

  .put("/:slug/settings/integrations", requireOwner, validateJson(integrationsRequestSchema), async (c) =>
    settingsWritten(c, await writeIntegrations(c.env.DB, settingsActorOf(c), c.req.valid("json"))),
  );
