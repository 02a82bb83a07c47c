/** The merchant of each order id given (ids not found are left out). */
export async function merchantsOfOrders(d1: D1Database, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { results } = await d1
    .prepare(`SELECT id, merchant_id FROM orders WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<{ id: number; merchant_id: number }>();
  return new Map(results.map((row) => [row.id, row.merchant_id]));
}
