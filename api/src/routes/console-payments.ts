import { Hono } from "hono";
import { paymentAccountRequestSchema, paymentAccountResponseSchema } from "../../../contract";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import { changePaymentAccount, readPaymentAccount } from "../services/console-payments";

/**
 * How the store is paid online (contract/console-payments.ts): every member sees it, only the owner
 * changes it; behind requireStaff (app.ts). No answer ever carries the token or the secret.
 */
export const consolePaymentsRoutes = new Hono<AppEnv>()

  .get("/:slug/payment_account", async (c) => {
    return reply(c, paymentAccountResponseSchema, {
      data: await readPaymentAccount(c.env.DB, c.env, c.get("merchant")),
    });
  })

  .put("/:slug/payment_account", requireOwner, validateJson(paymentAccountRequestSchema), async (c) => {
    const account = await changePaymentAccount(
      c.env.DB,
      c.env,
      c.get("merchant"),
      c.req.valid("json"),
      c.get("inProcess"),
    );
    return reply(c, paymentAccountResponseSchema, { data: account });
  });
