import type { FidelityProgram } from "../../../contract";
import { type FidelityEvent, type StoredFidelityReward, enabledPrograms, settleProgress } from "../domain/fidelity";

/*
 * The fidelity programme's reads and writes (decision 026). Progress is computed when
 * it is read, never by a hook on order moves: `settleFidelity` reads what counts since the client's
 * last reached cycle and inserts every cycle reached since (INSERT … ON CONFLICT DO NOTHING on the
 * cycle's unique index, so two reads at once insert it once). It runs on the client's fidelity
 * read, and on the cart read and the order placement of a client's cart when no reward is waiting
 * already (so a reward reached between visits is in the very next checkout).
 */

const DELIVERED_AT = `(SELECT json_extract(h.value, '$.at') FROM json_each(o.history) h WHERE json_extract(h.value, '$.status') = 'DELIVERED' LIMIT 1)`;

/** What counts towards `program` for the client after `since` (ISO time; null: ever). */
async function eventsSince(d1: D1Database, merchantId: number, clientId: number, program: FidelityProgram, since: string | null): Promise<FidelityEvent[]> {
  const after = since ?? "";
  if (program.modality === "POINTS") {
    const { results } = await d1
      .prepare(
        `SELECT created_at AS at, points AS amount FROM loyalty_entries
         WHERE merchant_id = ?1 AND client_id = ?2 AND kind = 'EARNED' AND points > 0 AND created_at > ?3`,
      )
      .bind(merchantId, clientId, after)
      .all<FidelityEvent>();
    return results;
  }
  const amount =
    program.modality === "ORDERS"
      ? "1"
      : `(SELECT COALESCE(SUM(json_extract(i.value, '$.quantity')), 0) FROM json_each(o.snapshot, '$.items') i)
         + (SELECT COALESCE(SUM(json_extract(p.value, '$.quantity')), 0) FROM json_each(o.snapshot, '$.pizzas') p)`;
  const { results } = await d1
    .prepare(
      `SELECT at, amount FROM (
         SELECT ${DELIVERED_AT} AS at, ${amount} AS amount FROM orders o
         WHERE o.merchant_id = ?1 AND o.client_id = ?2 AND o.status = 'DELIVERED'
       ) WHERE at IS NOT NULL AND at > ?3`,
    )
    .bind(merchantId, clientId, after)
    .all<FidelityEvent>();
  return results.map((row) => ({ at: row.at, amount: Number(row.amount) }));
}

/** The client's reward rows at this merchant, oldest first. */
export async function clientRewards(d1: D1Database, merchantId: number, clientId: number): Promise<StoredFidelityReward[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, merchant_id AS merchantId, client_id AS clientId, program_id AS programId, cycle, reached_at AS reachedAt,
              seen_at AS seenAt, used_order_id AS usedOrderId, used_at AS usedAt
       FROM fidelity_rewards WHERE merchant_id = ?1 AND client_id = ?2 ORDER BY reached_at, id`,
    )
    .bind(merchantId, clientId)
    .all<StoredFidelityReward>();
  return results;
}

/**
 * Inserts the cycles the client reached in each enabled programme since their last one, and
 * answers each programme's progress since then and the client's reward rows (after the inserts).
 */
export async function settleFidelity(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  programs: readonly FidelityProgram[] | null,
): Promise<{ progress: Map<number, number>; rewards: StoredFidelityReward[]; inserted: boolean }> {
  const offered = enabledPrograms(programs);
  const progress = new Map<number, number>();
  if (offered.length === 0) return { progress, rewards: [], inserted: false };
  const before = await clientRewards(d1, merchantId, clientId);
  const inserts: D1PreparedStatement[] = [];
  for (const program of offered) {
    const last = before.filter((reward) => reward.programId === program.id).at(-1) ?? null;
    const settled = settleProgress(await eventsSince(d1, merchantId, clientId, program, last?.reachedAt ?? null), program.goal, last?.cycle ?? 0);
    progress.set(program.id, settled.progress);
    for (const reached of settled.reached) {
      inserts.push(
        d1
          .prepare(
            `INSERT INTO fidelity_rewards (merchant_id, client_id, program_id, cycle, reached_at)
             SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM clients WHERE merchant_id = ?1 AND id = ?2)
             ON CONFLICT DO NOTHING`,
          )
          .bind(merchantId, clientId, program.id, reached.cycle, reached.at),
      );
    }
  }
  if (inserts.length === 0) return { progress, rewards: before, inserted: false };
  await d1.batch(inserts);
  return { progress, rewards: await clientRewards(d1, merchantId, clientId), inserted: true };
}

/**
 * For a cart of a client with no reward waiting: settles the client's programmes and, when that
 * reached a cycle, loads the cart again (its benefits now carry the reward). Otherwise the cart
 * as loaded: one cheap read when nothing was reached, none when a reward is already there.
 */
export async function withSettledFidelity<
  T extends { cart: { clientId: number | null; status: string }; benefits: { fidelityReward: StoredFidelityReward | null } },
>(d1: D1Database, merchantId: number, stored: T, programs: readonly FidelityProgram[] | null, reload: () => Promise<T | null>): Promise<T> {
  const clientId = stored.cart.clientId;
  if (clientId === null || stored.cart.status !== "OPEN" || stored.benefits.fidelityReward !== null || enabledPrograms(programs).length === 0) return stored;
  const { inserted } = await settleFidelity(d1, merchantId, clientId, programs);
  if (!inserted) return stored;
  return (await reload()) ?? stored;
}

/** Marks the client's rewards of `programId` as congratulated; whether there was one. */
export async function markRewardsSeen(d1: D1Database, merchantId: number, clientId: number, programId: number, at: string): Promise<boolean> {
  const result = await d1
    .prepare(`UPDATE fidelity_rewards SET seen_at = ?4 WHERE merchant_id = ?1 AND client_id = ?2 AND program_id = ?3 AND seen_at IS NULL`)
    .bind(merchantId, clientId, programId, at)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * The order placement's part (decision 026): a condition for the order's INSERT (the reward the
 * cart was priced with is still unused: otherwise no order, and the caller answers 409) and the
 * statement, after it in the same batch, that marks the reward used by that order. Guarded by
 * `used_order_id IS NULL` (and the partial unique index on used_order_id), so two orders can
 * never use one reward.
 */
export function fidelityOrderGuard(merchantId: number, rewardId: number | null): { sql: string; binds: unknown[] } {
  if (rewardId === null) return { sql: "1", binds: [] };
  return { sql: "EXISTS (SELECT 1 FROM fidelity_rewards WHERE merchant_id = ? AND id = ? AND used_order_id IS NULL)", binds: [merchantId, rewardId] };
}

export function spendFidelityRewardStatements(
  d1: D1Database,
  merchantId: number,
  rewardId: number | null,
  order: { idempotencyKey: string; cartGuid: string; at: string },
): D1PreparedStatement[] {
  if (rewardId === null) return [];
  return [
    d1
      .prepare(
        `UPDATE fidelity_rewards
         SET used_order_id = (SELECT id FROM orders WHERE merchant_id = ?1 AND idempotency_key = ?3 AND cart_guid = ?4), used_at = ?5
         WHERE merchant_id = ?1 AND id = ?2 AND used_order_id IS NULL
           AND EXISTS (SELECT 1 FROM orders WHERE merchant_id = ?1 AND idempotency_key = ?3 AND cart_guid = ?4)
           AND NOT EXISTS (SELECT 1 FROM fidelity_rewards WHERE merchant_id = ?1 AND used_order_id = (SELECT id FROM orders WHERE merchant_id = ?1 AND idempotency_key = ?3 AND cart_guid = ?4))`,
      )
      .bind(merchantId, rewardId, order.idempotencyKey, order.cartGuid, order.at),
  ];
}

/**
 * Gives back the fidelity reward an order used (unused again, for the client's next order), only if
 * the order is `status` when the batch runs (CANCELED, EXPIRED_PAYMENT).
 */
export function releaseOrderRewardStatement(d1: D1Database, orderId: number, status: string): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE fidelity_rewards SET used_order_id = NULL, used_at = NULL
       WHERE used_order_id = ?1 AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND merchant_id = fidelity_rewards.merchant_id AND status = ?2)`,
    )
    .bind(orderId, status);
}

/** Whether the reward is used (by any order): the 409 after an order's INSERT found it taken. */
export async function rewardTaken(d1: D1Database, merchantId: number, rewardId: number): Promise<boolean> {
  const row = await d1
    .prepare(`SELECT used_order_id FROM fidelity_rewards WHERE merchant_id = ?1 AND id = ?2`)
    .bind(merchantId, rewardId)
    .first<{ used_order_id: number | null }>();
  return row?.used_order_id != null;
}
