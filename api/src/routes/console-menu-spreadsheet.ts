import { Hono } from "hono";
import * as z from "zod";
import { menuEditorResponseSchema } from "../../../contract/console-menu";
import {
  menuImportModes,
  menuImportRequestSchema,
  menuImportResponseSchema,
} from "../../../contract/console-menu-import";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";
import { importMenuSheet, menuModel, menuSheet, menuWorkbook } from "../services/menu-spreadsheet";

const importQuery = z.object({ mode: z.enum(menuImportModes) });

/**
 * The whole menu as a spreadsheet (CSV or Excel) and as JSON (decision 098): every staff member downloads it, only the
 * owner imports one; behind requireStaff (app.ts).
 */
export const consoleMenuSpreadsheetRoutes = new Hono<AppEnv>()

  .get("/:slug/menu_editor/export.csv", async (c) => {
    const { csv, filename } = await menuSheet(c.env.DB, c.get("merchant").id, c.get("merchant").slug);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    });
  })

  .get("/:slug/menu_editor/export.xlsx", async (c) => {
    const { xlsx, filename } = await menuWorkbook(c.env.DB, c.get("merchant").id, c.get("merchant").slug);
    return c.body(xlsx, 200, {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    });
  })

  .get("/:slug/menu_editor/export.json", async (c) => {
    return reply(c, menuEditorResponseSchema, { data: await menuModel(c.env.DB, c.get("merchant").id) });
  })

  .post(
    "/:slug/menu_editor/import",
    requireOwner,
    validateQuery(importQuery),
    validateJson(menuImportRequestSchema),
    async (c) => {
      const staff = c.get("staff");
      const actor = { merchantId: c.get("merchant").id, staffId: staff.id, staffName: staff.name };
      const result = await importMenuSheet(c.env.DB, actor, c.req.valid("query").mode, c.req.valid("json"));
      return reply(c, menuImportResponseSchema, { data: result });
    },
  );
