import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  addCouponRequestSchema,
  addCouponResponseSchema,
  addWalletCouponRequestSchema,
  cartResponseSchema,
  couponResponseSchema,
  couponsListResponseSchema,
  voucherCodeSchema,
} from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import type { AppEnv } from "../env";
import { forbidden, unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { cartPath } from "../http/paths";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { ownerOf } from "../services/carts";
import {
  addWalletCouponByCode,
  applyCoupon,
  removeCoupon,
  walletCouponById,
  walletCouponByCode,
  walletOf,
} from "../services/coupons";

/** The logged-in client the token acts for, or 401; a query's client_id must be that client (403). */
function callerClient(c: Context<AppEnv>, requested?: number): number {
  const clientId = c.get("claims").client_id;
  if (clientId === undefined) throw unauthorized("Log in to see your coupons");
  if (requested !== undefined && requested !== clientId) throw forbidden("Not your wallet");
  return clientId;
}

const bool = z.enum(["true", "false"]).transform((value) => value === "true");
const walletQuery = z.object({
  client_id: z.coerce.number().int().optional(),
  enabled: bool.optional(),
  displayed_in_wallet: bool.optional(),
  available_for_use: bool.optional(),
  code: z.string().max(60).optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).default(1),
  "end_date[gte]": z.string().max(40).optional(),
  "end_date[lte]": z.string().max(40).optional(),
});

const couponPath = cartPath.extend({ couponId: z.coerce.number().int() });

export const couponsRoutes = new Hono<AppEnv>()
  .post("/:slug/carts/:guid/coupons", validateParam(cartPath), validateJson(addCouponRequestSchema), async (c) => {
    const code = c.req.valid("json").coupon.voucher_code;
    const data = await applyCoupon(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("param").guid,
      code,
      new Date(),
    );
    return reply(c, addCouponResponseSchema, { data });
  })

  .delete("/:slug/carts/:guid/coupons/:couponId", validateParam(couponPath), async (c) => {
    const { guid, couponId } = c.req.valid("param");
    return reply(c, cartResponseSchema, {
      data: await removeCoupon(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), guid, couponId),
    });
  })

  .get("/:slug/coupons", validateQuery(walletQuery), async (c) => {
    const query = c.req.valid("query");
    const clientId = callerClient(c, query.client_id);
    const wallet = await walletOf(c.env.DB, c.get("merchant").id, clientId, new Date());
    const code = query.code?.trim().toUpperCase();
    const listed = wallet.filter(
      (coupon) =>
        (query.enabled === undefined || coupon.enabled === query.enabled) &&
        (query.displayed_in_wallet === undefined || coupon.displayed_in_wallet === query.displayed_in_wallet) &&
        (query.available_for_use === undefined || coupon.available_for_use === query.available_for_use) &&
        (code === undefined || coupon.voucher_code === code) &&
        (query["end_date[gte]"] === undefined ||
          (coupon.end_date !== null && coupon.end_date >= query["end_date[gte]"])) &&
        (query["end_date[lte]"] === undefined ||
          (coupon.end_date !== null && coupon.end_date <= query["end_date[lte]"])),
    );
    const { page, size } = query;
    return reply(c, couponsListResponseSchema, {
      data: { coupons: listed.slice((page - 1) * size, page * size), paging: { page, size, total: listed.length } },
    });
  })

  .get(
    "/:slug/coupons/code",
    validateQuery(z.object({ client_id: z.coerce.number().int().optional(), voucher_code: voucherCodeSchema })),
    async (c) => {
      const query = c.req.valid("query");
      const clientId = callerClient(c, query.client_id);
      return reply(c, couponResponseSchema, {
        data: await walletCouponByCode(c.env.DB, c.get("merchant").id, clientId, query.voucher_code, new Date()),
      });
    },
  )

  .get("/:slug/coupons/:id", validateParam(z.object({ slug: z.string(), id: z.coerce.number().int() })), async (c) => {
    const clientId = callerClient(c);
    return reply(c, couponResponseSchema, {
      data: await walletCouponById(c.env.DB, c.get("merchant").id, clientId, c.req.valid("param").id, new Date()),
    });
  })

  .use("/:slug/clients/:id/coupons", requireOwnClient)
  .post("/:slug/clients/:id/coupons", validateJson(addWalletCouponRequestSchema), async (c) => {
    const { added, coupon } = await addWalletCouponByCode(
      c.env.DB,
      c.get("merchant").id,
      c.get("client").id,
      c.req.valid("json").voucher_code,
      new Date(),
    );
    c.status(added ? 201 : 200);
    return reply(c, couponResponseSchema, { data: coupon });
  });
