import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { items, menuChanges, merchants } from "./schema";

export interface ItemPhotoRow {
  id: number;
  name: string;
  image: string | null;
}

/** A dish of the merchant that is not in the trash, with its image; null when there is none. */
export async function findItemForPhoto(db: Db, merchantId: number, itemId: number): Promise<ItemPhotoRow | null> {
  const [row] = await db
    .select({ id: items.id, name: items.name, image: items.image })
    .from(items)
    .where(and(eq(items.merchantId, merchantId), eq(items.id, itemId), isNull(items.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface ItemImageChange {
  merchantId: number;
  item: ItemPhotoRow;
  image: string | null;
  staff: { id: number; name: string };
  /** Epoch ms. */
  at: number;
}

/** Sets a dish's image, records it in the menu's audit trail and raises the menu version, in one batch. */
export async function changeItemImage(db: Db, change: ItemImageChange): Promise<void> {
  const { merchantId, item, image, staff, at } = change;
  await db.batch([
    db
      .update(items)
      .set({ image })
      .where(and(eq(items.merchantId, merchantId), eq(items.id, item.id))),
    db.insert(menuChanges).values({
      merchantId,
      staffId: staff.id,
      staffName: staff.name,
      at,
      action: "update",
      subject: "item",
      subjectId: item.id,
      name: item.name,
      changes: [{ field: "image", from: item.image, to: image }],
    }),
    db
      .update(merchants)
      .set({ menuVersion: sql`${merchants.menuVersion} + 1` })
      .where(eq(merchants.id, merchantId)),
  ]);
}
