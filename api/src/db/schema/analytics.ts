import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { merchants } from "./merchants";

/** One row per event id, so a retry of the same event counts once (decision 032). */
export const conversionEvents = sqliteTable(
  "conversion_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    eventName: text("event_name").notNull(),
    /** JSON of contract facebookEventParamsSchema. */
    eventParams: text("event_params").notNull(),
    fbp: text("fbp"),
    fbc: text("fbc"),
    /** JSON array of the pixel ids the event is for. */
    pixelIds: text("pixel_ids").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("conversion_events_merchant_event_unique").on(t.merchantId, t.eventId),
    index("conversion_events_created_idx").on(t.createdAt),
  ],
);
