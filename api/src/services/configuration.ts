import type { Marketplace, OperationStatusNow } from "../../../contract";
import { createDb } from "../db/client";
import { type DocumentName, type DocumentOf, parseDocument } from "../db/documents";
import {
  findMerchantBySlug,
  findSlugByHost,
  loadDocument,
  loadMenuSettings,
  loadSchedule,
  type MerchantRef,
} from "../db/merchants";
import { visibleFranchiseStores } from "../db/stores";
import type { Bindings } from "../env";
import { loadCustomerStatus } from "./store-day";

export type { DocumentName, DocumentOf, MerchantRef };

export const readDocument = <K extends DocumentName>(
  d1: D1Database,
  merchantId: number,
  name: K,
): Promise<DocumentOf<K>> => loadDocument(createDb(d1), merchantId, name);

/** The menu settings, versioned like the menu (the storefront's cache reads them again after a change). */
export const readMenuSettings = (d1: D1Database, merchantId: number) => loadMenuSettings(createDb(d1), merchantId);

export const readOperationTimes = (d1: D1Database, merchantId: number, now: Date) =>
  loadSchedule(createDb(d1), merchantId, now);

export const readOperationStatus = (env: Bindings, merchantId: number): Promise<OperationStatusNow> =>
  loadCustomerStatus(env, createDb(env.DB), merchantId);

export const findMerchant = (d1: D1Database, slug: string): Promise<MerchantRef | null> =>
  findMerchantBySlug(createDb(d1), slug);

export const findSlugOfHost = (d1: D1Database, host: string): Promise<string | null> =>
  findSlugByHost(createDb(d1), host);

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
