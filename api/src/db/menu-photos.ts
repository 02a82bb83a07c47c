import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "./client";
import { supersededFolders } from "../photos/media-folders";
import { runMenuWrite } from "./menu-editor";
import { items } from "./schema";
import { supersedePhotos } from "./superseded-photos";

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

/**
 * Sets a dish's image as one of the editor's writes: with its row in the trail and a new menu version,
 * and the image it replaces recorded for the cleanup to delete a day later (decision 115).
 */
export async function changeItemImage(d1: D1Database, change: ItemImageChange): Promise<void> {
  const { merchantId, item, image, staff, at } = change;
  await runMenuWrite(
    d1,
    merchantId,
    { staffId: staff.id, staffName: staff.name },
    at,
    [
      d1.prepare("UPDATE items SET image = ?1 WHERE merchant_id = ?2 AND id = ?3").bind(image, merchantId, item.id),
      ...supersedePhotos(d1, supersededFolders([item.image], [image]), at),
    ],
    [
      {
        action: "update",
        subject: "item",
        subjectId: item.id,
        name: item.name,
        changes: [{ field: "image", from: item.image, to: image }],
      },
    ],
  );
}
