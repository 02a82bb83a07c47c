import type { CartOwner } from "../db/carts";
import { loadSchedule } from "../db/merchants";
import { checkCartForOrder } from "../domain/cart";
import { operationNow } from "../domain/operation-status";
import type { Bindings } from "../env";
import { rejected } from "../http/errors";
import { openCart, priced } from "./carts";
import { orderScheduleRefusal, withScheduleRequired } from "./scheduling";
import { customerStatus } from "./store-day";

/** Whether the cart can become an order now: its own checks, the store open, its time still offered. */
export async function validateCart(env: Bindings, merchantId: number, owner: CartOwner, guid: string): Promise<void> {
  const context = await openCart(env.DB, merchantId, owner, guid);
  const status = customerStatus(
    env,
    await loadSchedule(context.db, context.merchantId, operationNow(env)),
    context.day,
  );
  const refusal = checkCartForOrder(priced(context), context.settings, status);
  if (refusal) throw rejected(withScheduleRequired(refusal, status.schedule_only));
  const scheduleRefused = await orderScheduleRefusal(
    operationNow(env),
    context.db,
    context.merchantId,
    context.cart.scheduledTo,
    priced(context).cart.delivery.type,
  );
  if (scheduleRefused) throw rejected(scheduleRefused);
}
