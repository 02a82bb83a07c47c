import { Hono } from "hono";
import * as z from "zod";
import { chargeRequestSchema, chargeResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { validationError } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { ownerOf } from "../services/carts";
import { chargeOrderCard } from "../services/payments";
import { isRelativePath } from "../services/sandbox-payments";

const chargePath = z.object({ slug: z.string(), guid: z.string().min(1).max(64) });

export const paymentsRoutes = new Hono<AppEnv>().post(
  "/:slug/carts/:guid/pharos_payments/charge",
  validateParam(chargePath),
  validateJson(chargeRequestSchema),
  async (c) => {
    const { slug, guid } = c.req.valid("param");
    const body = c.req.valid("json");
    if (!isRelativePath(body.return_url) || !isRelativePath(body.cancel_url)) {
      throw validationError("return_url and cancel_url must be paths with a single leading slash", [
        ...(isRelativePath(body.return_url)
          ? []
          : [{ field: "return_url", message: "Not a path with a single leading slash" }]),
        ...(isRelativePath(body.cancel_url)
          ? []
          : [{ field: "cancel_url", message: "Not a path with a single leading slash" }]),
      ]);
    }
    const data = await chargeOrderCard(
      c.env,
      { id: c.get("merchant").id, slug, inProcess: c.get("inProcess") },
      ownerOf(c.get("claims")),
      guid,
      body,
      new Date(),
    );
    c.status(201);
    return reply(c, chargeResponseSchema, { data });
  },
);
