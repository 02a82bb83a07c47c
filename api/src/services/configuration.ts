import type { Marketplace, OperationStatusNow } from "../../../contract";
import { createDb } from "../db/client";
import { type DocumentName, type DocumentOf, parseDocument } from "../db/documents";
import { findMerchantBySlug, findSlugByHost, loadDocument, loadSchedule, type MerchantRef } from "../db/merchants";
import { visibleFranchiseStores } from "../db/stores";
import type { Bindings } from "../env";
import { loadCustomerStatus } from "./store-day";

/*
 * The store's configuration as the storefront reads it: its stored documents, its hours, and the
 * merchant a slug or a custom domain names.
 */

export type { DocumentName, DocumentOf, MerchantRef };

/** One of the merchant's stored configuration documents. */
export const readDocument = <K extends DocumentName>(d1: D1Database, merchantId: number, name: K): Promise<DocumentOf<K>> =>
  loadDocument(createDb(d1), merchantId, name);

/** The merchant's opening hours and timezone. */
export const readOperationTimes = (d1: D1Database, merchantId: number) => loadSchedule(createDb(d1), merchantId);

/** Whether the store is open now, with its staff's switches of the day. */
export const readOperationStatus = (env: Bindings, merchantId: number): Promise<OperationStatusNow> => loadCustomerStatus(env, createDb(env.DB), merchantId);

/** The merchant `slug` names, or null. */
export const findMerchant = (d1: D1Database, slug: string): Promise<MerchantRef | null> => findMerchantBySlug(createDb(d1), slug);

/** The slug of the merchant serving the custom domain `host`, or null. */
export const findSlugOfHost = (d1: D1Database, host: string): Promise<string | null> => findSlugByHost(createDb(d1), host);

/**
 * The storefronts a marketplace merchant sends customers to: when its general_settings.marketplace
 * is active, the visible stores of which it is the franchise; otherwise none.
 */
export async function readMarketplaces(d1: D1Database, merchant: MerchantRef): Promise<Marketplace[]> {
  const db = createDb(d1);
  const settings = await loadDocument(db, merchant.id, "general_settings");
  if (!settings.marketplace?.active) return [];

  const rows = await visibleFranchiseStores(db, merchant.slug);

  return rows.map((row): Marketplace => {
    const modes = parseDocument("operation_modes", row.operationModes, row.id);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo: parseDocument("stylizations", row.stylizations, row.id).logo?.small ?? null,
      delivery: modes.delivery_configuration.enabled,
      takeout: modes.takeout_configuration.enabled,
    };
  });
}
