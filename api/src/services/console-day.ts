import type { ConsoleDay, DayDish, DayTimes } from "../../../contract";
import { loadCartDocuments } from "../db/carts";
import type { Db } from "../db/client";
import { loadMenuNow } from "../db/menu";
import { configuredTimes, endOfStoreDay, pauseAt } from "../domain/store-day";

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The console's day page: the dishes customers can see (enabled, in an enabled category that is
 * bought, not redeemed) with their options and flavours and what of them is sold out now, the
 * pause, and the times for now beside the configured ones. One round for the menu and the day.
 */
export async function loadConsoleDay(db: Db, merchantId: number, now = new Date()): Promise<ConsoleDay> {
  const [documents, { menu, day }] = await Promise.all([loadCartDocuments(db, merchantId), loadMenuNow(db, merchantId, now)]);
  const items = new Set(day.soldOut.items);
  const options = new Set(day.soldOut.options);
  const flavors = new Set(day.soldOut.flavors);
  const dishes: DayDish[] = [...menu.categories]
    .filter((category) => category.enabled && !category.redeemable)
    .sort(byOrder)
    .flatMap((category) => [
      ...[...category.items]
        .filter((item) => item.enabled)
        .sort(byOrder)
        .map((item): DayDish => ({
          kind: "ITEM",
          id: item.id,
          name: item.name,
          category: category.name,
          sold_out: items.has(item.id),
          options: [...item.option_groups].sort(byOrder).flatMap((group) =>
            [...group.options]
              .filter((option) => option.enabled || options.has(option.id))
              .sort(byOrder)
              .map((option) => ({ id: option.id, name: option.name, group: group.name, sold_out: options.has(option.id) })),
          ),
          flavors: [],
        })),
      ...[...category.pizzas]
        .filter((pizza) => pizza.enabled)
        .sort(byOrder)
        .map((pizza): DayDish => ({
          kind: "PIZZA",
          id: pizza.id,
          name: pizza.name,
          category: category.name,
          sold_out: null,
          options: [],
          flavors: [...pizza.flavors]
            .filter((flavor) => flavor.enabled || flavors.has(flavor.id))
            .sort(byOrder)
            .map((flavor) => ({ id: flavor.id, name: flavor.name, sold_out: flavors.has(flavor.id) })),
        })),
    ]);
  const timezone = documents.tropicalization.timezone;
  const pause = pauseAt(day, now);
  return {
    timezone,
    sold_out_until: endOfStoreDay(now, timezone).toISOString(),
    paused_until: pause?.pausedUntil ?? null,
    pause_reason: pause?.pauseReason ?? null,
    prep_times: day.prepTimes,
    configured_times: configuredTimes(documents.operationModes, documents.deliveryAreas),
    dishes,
  };
}

/**
 * The times staff sent, with null where a time equals the configured one: saving the form as it was
 * shown (filled with the configured times) sets nothing for now.
 */
export async function timesForNow(db: Db, merchantId: number, sent: DayTimes): Promise<DayTimes> {
  const documents = await loadCartDocuments(db, merchantId);
  const configured = configuredTimes(documents.operationModes, documents.deliveryAreas);
  const same = (a: DayTimes["DELIVERY"], b: DayTimes["DELIVERY"]) => a !== null && b !== null && a.minimum === b.minimum && a.maximum === b.maximum;
  return {
    DELIVERY: same(sent.DELIVERY, configured.DELIVERY) ? null : sent.DELIVERY,
    TAKEOUT: same(sent.TAKEOUT, configured.TAKEOUT) ? null : sent.TAKEOUT,
  };
}
