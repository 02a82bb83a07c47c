import type {
  ConsoleDay,
  DayDish,
  DayTimes,
  PauseRequest,
  SoldOutKind,
  daySwitchResponseSchema,
} from "../../../contract";
import type * as z from "zod";
import { loadCartDocuments } from "../db/carts";
import { type Db, createDb } from "../db/client";
import { loadMenuNow } from "../db/menu";
import { loadDocument } from "../db/merchants";
import { readAutoAccept } from "../db/store-totals";
import { clearSoldOut, loadStoreDay, setPause, setPrepTimes, setSoldOut } from "../db/store-day";
import { configuredTimes, endOfStoreDay, pauseAt } from "../domain/store-day";
import { notFound } from "../http/errors";

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The dishes customers can see, what is sold out now, the pause and the times for now; one round trip. */
export async function loadConsoleDay(d1: D1Database, merchantId: number, now = new Date()): Promise<ConsoleDay> {
  const db = createDb(d1);
  const [documents, { menu, day }, autoAccept] = await Promise.all([
    loadCartDocuments(db, merchantId),
    loadMenuNow(db, merchantId, now),
    readAutoAccept(d1, merchantId),
  ]);
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
              .map((option) => ({
                id: option.id,
                name: option.name,
                group: group.name,
                sold_out: options.has(option.id),
              })),
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
    auto_accept: autoAccept,
  };
}

/** Saving the form as shown (filled with the configured times) sets nothing for now. */
async function timesForNow(db: Db, merchantId: number, sent: DayTimes): Promise<DayTimes> {
  const documents = await loadCartDocuments(db, merchantId);
  const configured = configuredTimes(documents.operationModes, documents.deliveryAreas);
  const same = (a: DayTimes["DELIVERY"], b: DayTimes["DELIVERY"]) =>
    a !== null && b !== null && a.minimum === b.minimum && a.maximum === b.maximum;
  return {
    DELIVERY: same(sent.DELIVERY, configured.DELIVERY) ? null : sent.DELIVERY,
    TAKEOUT: same(sent.TAKEOUT, configured.TAKEOUT) ? null : sent.TAKEOUT,
  };
}

type DaySwitches = z.infer<typeof daySwitchResponseSchema>["data"];

async function switched(d1: D1Database, merchantId: number, now: Date): Promise<DaySwitches> {
  const db = createDb(d1);
  const [day, { timezone }] = await Promise.all([
    loadStoreDay(db, merchantId, now),
    loadDocument(db, merchantId, "tropicalization"),
  ]);
  const pause = pauseAt(day, now);
  return {
    paused_until: pause?.pausedUntil ?? null,
    pause_reason: pause?.pauseReason ?? null,
    prep_times: day.prepTimes,
    sold_out_until: endOfStoreDay(now, timezone).toISOString(),
  };
}

const noSuchRef = () => notFound("No such dish, option or flavour at this store");

/** Until the end of the store's day (the next 05:00 there), or until put back. */
export async function markSoldOut(
  d1: D1Database,
  merchantId: number,
  ref: { kind: SoldOutKind; id: number },
  staffId: number,
  now = new Date(),
): Promise<DaySwitches> {
  const { timezone } = await loadDocument(createDb(d1), merchantId, "tropicalization");
  const until = endOfStoreDay(now, timezone).toISOString();
  const found = await setSoldOut(d1, merchantId, {
    kind: ref.kind,
    refId: ref.id,
    until,
    staffId,
    at: now.toISOString(),
  });
  if (!found) throw noSuchRef();
  return switched(d1, merchantId, now);
}

export async function putBackSoldOut(
  d1: D1Database,
  merchantId: number,
  ref: { kind: SoldOutKind; id: number },
  now = new Date(),
): Promise<DaySwitches> {
  if (!(await clearSoldOut(d1, merchantId, ref.kind, ref.id))) throw noSuchRef();
  return switched(d1, merchantId, now);
}

export async function pauseStore(
  d1: D1Database,
  merchantId: number,
  request: PauseRequest,
  staffId: number,
  now = new Date(),
): Promise<DaySwitches> {
  const until = new Date(now.getTime() + request.minutes * 60_000).toISOString();
  await setPause(d1, merchantId, { until, reason: request.reason, staffId, at: now.toISOString() });
  return switched(d1, merchantId, now);
}

export async function resumeStore(d1: D1Database, merchantId: number, now = new Date()): Promise<DaySwitches> {
  await setPause(d1, merchantId, { until: null, reason: null, staffId: null, at: now.toISOString() });
  return switched(d1, merchantId, now);
}

export async function setTimesForNow(
  d1: D1Database,
  merchantId: number,
  sent: DayTimes,
  now = new Date(),
): Promise<DaySwitches> {
  await setPrepTimes(d1, merchantId, await timesForNow(createDb(d1), merchantId, sent), now.toISOString());
  return switched(d1, merchantId, now);
}
