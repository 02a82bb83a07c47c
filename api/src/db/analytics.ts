import type { Db } from "./client";
import { conversionEvents } from "./schema";

/** Records a conversion event of the merchant's pixels once per event id: a retry of the same event writes nothing (false). */
export async function recordConversionEvent(
  db: Db,
  event: {
    merchantId: number;
    eventId: string;
    eventName: string;
    eventParams: string;
    fbp: string | null;
    fbc: string | null;
    pixelIds: string;
    createdAt: string;
  },
): Promise<boolean> {
  const result = await db
    .insert(conversionEvents)
    .values(event)
    .onConflictDoNothing({ target: [conversionEvents.merchantId, conversionEvents.eventId] });
  return result.meta.changes > 0;
}
