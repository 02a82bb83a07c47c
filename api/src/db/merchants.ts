import { asc, eq } from "drizzle-orm";
import { type OperationTime, type SocialLoginSettings, socialLoginSettingsSchema } from "../../../contract";
import type { Db } from "./client";
import { type DocumentName, type DocumentOf, merchantDocuments, parseDocument } from "./documents";
import { merchantHosts, merchants, operationTimes } from "./schema";

/** The few merchant columns every scoped route needs; documents are read by the route that serves them. */
export interface MerchantRef {
  id: number;
  slug: string;
  name: string;
  type: "FRANCHISE" | "STORE";
  slugFranchise: string | null;
  /** Read with the merchant, before any document a route reads: the label of its answer (decision 102). */
  settingsVersion: number;
}

const merchantRefColumns = {
  id: merchants.id,
  slug: merchants.slug,
  name: merchants.name,
  type: merchants.type,
  slugFranchise: merchants.slugFranchise,
  settingsVersion: merchants.settingsVersion,
};

export async function findMerchantBySlug(db: Db, slug: string): Promise<MerchantRef | null> {
  const rows = await db.select(merchantRefColumns).from(merchants).where(eq(merchants.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/** The slug of the merchant a custom domain serves, or null. `host` must already be normalised. */
export async function findSlugByHost(db: Db, host: string): Promise<string | null> {
  const rows = await db
    .select({ slug: merchants.slug })
    .from(merchantHosts)
    .innerJoin(merchants, eq(merchants.id, merchantHosts.merchantId))
    .where(eq(merchantHosts.host, host))
    .limit(1);
  return rows[0]?.slug ?? null;
}

/** The menu settings with the menu version they were read at: a change of pizza rule raises it (decision 100). */
export async function loadMenuSettings(db: Db, merchantId: number): Promise<DocumentOf<"menu_settings">> {
  const rows = await db
    .select({ text: merchants.menuSettings, menuVersion: merchants.menuVersion })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading menu_settings`);
  return { ...parseDocument("menu_settings", row.text, merchantId), menu_version: row.menuVersion };
}

export async function loadDocument<K extends DocumentName>(
  db: Db,
  merchantId: number,
  name: K,
): Promise<DocumentOf<K>> {
  const rows = await db
    .select({ text: merchantDocuments[name].column })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading ${name}`);
  return parseDocument(name, row.text, merchantId);
}

export async function loadSchedule(db: Db, merchantId: number) {
  const [periodRows, documentRows] = await db.batch([
    db
      .select({ weekday: operationTimes.weekday, opens_at: operationTimes.opensAt, closes_at: operationTimes.closesAt })
      .from(operationTimes)
      .where(eq(operationTimes.merchantId, merchantId))
      .orderBy(asc(operationTimes.weekday), asc(operationTimes.opensAt), asc(operationTimes.id)),
    db
      .select({
        tropicalization: merchants.tropicalization,
        generalSettings: merchants.generalSettings,
        menuVersion: merchants.menuVersion,
        settingsVersion: merchants.settingsVersion,
      })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1),
  ]);
  const documents = documentRows[0];
  if (!documents) throw new Error(`Merchant ${merchantId} vanished while reading its schedule`);
  const periods: OperationTime[] = periodRows;
  return {
    periods,
    timezone: parseDocument("tropicalization", documents.tropicalization, merchantId).timezone,
    scheduleOnly: parseDocument("general_settings", documents.generalSettings, merchantId).schedule_only,
    menuVersion: documents.menuVersion,
    settingsVersion: documents.settingsVersion,
  };
}

export async function loadSchedulingDocuments(db: Db, merchantId: number) {
  const rows = await db
    .select({ generalSettings: merchants.generalSettings, schedulingSettings: merchants.schedulingSettings })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading its scheduling settings`);
  return {
    general: parseDocument("general_settings", row.generalSettings, merchantId),
    scheduling: parseDocument("scheduling_settings", row.schedulingSettings, merchantId),
  };
}

export async function loadSocialLoginSettings(db: Db, merchantId: number): Promise<SocialLoginSettings | null> {
  const rows = await db
    .select({ text: merchants.socialLoginSettings })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  const text = rows[0]?.text ?? null;
  return text === null ? null : socialLoginSettingsSchema.parse(JSON.parse(text));
}
