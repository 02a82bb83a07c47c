import { and, eq, lt } from "drizzle-orm";
import { MENU_TRASH_DAYS } from "../../contract/console-menu";
import { createDb } from "./db/client";
import { deleteOldSandboxCodes } from "./db/client-identities";
import { expiredTrash, holdMark, imagesOfTrash, purgeTrashed, runMenuWrite } from "./db/menu-editor";
import { forgetPhotos, forgetReusedPhotos, supersedePhotos, unusedSupersededPhotos } from "./db/superseded-photos";
import { deleteRescueLinksExpiredBefore } from "./db/rescue";
import { carts, conversionEvents } from "./db/schema";
import type { Bindings } from "./env";
import { supersededFolders } from "./photos/media-folders";

/** An OPEN cart untouched this long (seconds, 3 days) is abandoned. */
export const ABANDONED_CART_SECONDS = 259_200;

/** The hourly cron (decision 012). PENDING and FINALIZED carts are kept: an order points at them. */
export async function deleteAbandonedCarts(env: Pick<Bindings, "DB">, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_CART_SECONDS * 1000).toISOString();
  const deleted = await createDb(env.DB)
    .delete(carts)
    .where(and(eq(carts.status, "OPEN"), lt(carts.updatedAt, cutoff)))
    .returning({ guid: carts.guid });
  return deleted.length;
}

/** Conversion events older than this (seconds, 7 days) are past Facebook's window for them (decision 032). */
export const CONVERSION_EVENT_SECONDS = 604_800;

export async function deleteOldConversionEvents(env: Pick<Bindings, "DB">, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CONVERSION_EVENT_SECONDS * 1000).toISOString();
  const deleted = await createDb(env.DB)
    .delete(conversionEvents)
    .where(lt(conversionEvents.createdAt, cutoff))
    .returning({ id: conversionEvents.id });
  return deleted.length;
}

/** An expired rescue link is kept this long (seconds, a day), so a late tap is told it expired (decision 111). */
export const EXPIRED_RESCUE_LINK_SECONDS = 86_400;

/** Deletes the rescue links (decision 110) expired more than EXPIRED_RESCUE_LINK_SECONDS ago; answers how many. */
export async function deleteExpiredRescueLinks(env: Pick<Bindings, "DB">, now: Date): Promise<number> {
  return deleteRescueLinksExpiredBefore(
    createDb(env.DB),
    Math.floor(now.getTime() / 1000) - EXPIRED_RESCUE_LINK_SECONDS,
  );
}

export async function deleteOldSandboxOidcCodes(env: Pick<Bindings, "DB">, now: Date): Promise<number> {
  return deleteOldSandboxCodes(createDb(env.DB), Math.floor(now.getTime() / 1000));
}

/**
 * Empties the menu editor's trash of what has been in it MENU_TRASH_DAYS (decision 095): deleted for
 * good (a category with its dishes), one `purge` change each, one batch per merchant; answers how many.
 */
export async function purgeMenuTrash(env: Pick<Bindings, "DB">, now: Date): Promise<number> {
  const cutoff = now.getTime() - MENU_TRASH_DAYS * 86_400_000;
  const expired = await expiredTrash(env.DB, cutoff);
  const merchantIds = [...new Set(expired.map((entry) => entry.merchant_id))];
  for (const merchantId of merchantIds) {
    const entries = expired.filter((entry) => entry.merchant_id === merchantId);
    const ids = (kind: "category" | "item") => entries.filter((entry) => entry.kind === kind).map((entry) => entry.id);
    const images = await imagesOfTrash(env.DB, merchantId, ids("category"), ids("item"));
    await runMenuWrite(
      env.DB,
      merchantId,
      { staffId: null, staffName: "" },
      now.getTime(),
      [
        ...(["categories", "items", "option_groups", "options"] as const).map((table) => holdMark(env.DB, table)),
        ...entries.map((entry) =>
          purgeTrashed(env.DB, entry.kind === "category" ? "categories" : "items", merchantId, entry.id),
        ),
        ...supersedePhotos(env.DB, supersededFolders(images), now.getTime()),
      ],
      entries.map((entry) => ({
        action: "purge",
        subject: entry.kind,
        subjectId: entry.id,
        name: entry.name,
        changes: [],
      })),
    );
  }
  return expired.length;
}

/** How long a superseded image's objects stay in R2 (ms): past the 300 s caches and any page still open. */
export const SUPERSEDED_PHOTO_MS = 86_400_000;

/** Folders deleted from R2 per run at most (each a list and a delete). */
const SUPERSEDED_PHOTOS_PER_RUN = 50;

/**
 * Deletes from R2 the uploaded images superseded a day ago or more that nothing names (decision 115);
 * one named again is forgotten instead. Answers how many folders were deleted.
 */
export async function deleteSupersededPhotos(env: Pick<Bindings, "DB" | "PHOTOS">, now: Date): Promise<number> {
  const cutoff = now.getTime() - SUPERSEDED_PHOTO_MS;
  await forgetReusedPhotos(env.DB, cutoff);
  const folders = await unusedSupersededPhotos(env.DB, cutoff, SUPERSEDED_PHOTOS_PER_RUN);
  for (const folder of folders) {
    const listed = await env.PHOTOS.list({ prefix: `${folder}/` });
    if (listed.objects.length > 0) await env.PHOTOS.delete(listed.objects.map((object) => object.key));
  }
  if (folders.length > 0) await forgetPhotos(env.DB, folders);
  return folders.length;
}
