import type { FidelityProgram } from "../../../contract";
import { type FidelityEvent, type StoredFidelityReward, enabledPrograms, settleProgress } from "../domain/fidelity";

/*
 * Progress is computed when read, never by a hook on order moves (decision 026): settleFidelity
 * inserts the cycles reached since the last one, ON CONFLICT DO NOTHING, so two reads insert once.
 */

const DELIVERED_AT = `(SELECT json_extract(h.value, '$.at') FROM json_each(o.history) h WHERE json_extract(h.value, '$.status') = 'DELIVERED' LIMIT 1)`;

async function eventsSince(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  program: FidelityProgram,
  since: string | null,
): Promise<FidelityEvent[]> {
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

export async function clientRewards(
  d1: D1Database,
  merchantId: number,
  clientId: number,
): Promise<StoredFidelityReward[]> {
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
    const settled = settleProgress(
      await eventsSince(d1, merchantId, clientId, program, last?.reachedAt ?? null),
      program.goal,
      last?.cycle ?? 0,
    );
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

/** Only for a client with no reward waiting, so the usual cost is one cheap read. */
export async function withSettledFidelity<
  T extends {
    cart: { clientId: number | null; status: string };
    benefits: { fidelityReward: StoredFidelityReward | null };
  },
>(
  d1: D1Database,
  merchantId: number,
  stored: T,
  programs: readonly FidelityProgram[] | null,
  reload: () => Promise<T | null>,
): Promise<T> {
  const clientId = stored.cart.clientId;
  if (
    clientId === null ||
    stored.cart.status !== "OPEN" ||
    stored.benefits.fidelityReward !== null ||
    enabledPrograms(programs).length === 0
  )
    return stored;
  const { inserted } = await settleFidelity(d1, merchantId, clientId, programs);
  if (!inserted) return stored;
  return (await reload()) ?? stored;
}

export async function markRewardsSeen(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  programId: number,
  at: string,
): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE fidelity_rewards SET seen_at = ?4 WHERE merchant_id = ?1 AND client_id = ?2 AND program_id = ?3 AND seen_at IS NULL`,
    )
    .bind(merchantId, clientId, programId, at)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * A guard for the order's INSERT (the reward is still unused) and the statement marking it used, in
 * the same batch: two orders can never use one reward.
 */
export function fidelityOrderGuard(merchantId: number, rewardId: number | null): { sql: string; binds: unknown[] } {
  if (rewardId === null) return { sql: "1", binds: [] };
  return {
    sql: "EXISTS (SELECT 1 FROM fidelity_rewards WHERE merchant_id = ? AND id = ? AND used_order_id IS NULL)",
    binds: [merchantId, rewardId],
  };
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

export function releaseOrderRewardStatement(d1: D1Database, orderId: number, status: string): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE fidelity_rewards SET used_order_id = NULL, used_at = NULL
       WHERE used_order_id = ?1 AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND merchant_id = fidelity_rewards.merchant_id AND status = ?2)`,
    )
    .bind(orderId, status);
}

export async function rewardTaken(d1: D1Database, merchantId: number, rewardId: number): Promise<boolean> {
  const row = await d1
    .prepare(`SELECT used_order_id FROM fidelity_rewards WHERE merchant_id = ?1 AND id = ?2`)
    .bind(merchantId, rewardId)
    .first<{ used_order_id: number | null }>();
  return row?.used_order_id != null;
}
