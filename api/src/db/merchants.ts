import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { type DocumentName, type DocumentOf, merchantDocuments, parseDocument } from "./documents";
import { merchantHosts, merchants } from "./schema";

/** The few merchant columns every scoped route needs; documents are read by the route that serves them. */
export interface MerchantRef {
  id: number;
  slug: string;
  name: string;
  type: "FRANCHISE" | "STORE";
  slugFranchise: string | null;
}

const merchantRefColumns = {
  id: merchants.id,
  slug: merchants.slug,
  name: merchants.name,
  type: merchants.type,
  slugFranchise: merchants.slugFranchise,
};

/** The merchant served under `slug`, or null. */
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

/** One configuration document of a merchant. */
export async function loadDocument<K extends DocumentName>(db: Db, merchantId: number, name: K): Promise<DocumentOf<K>> {
  const rows = await db
    .select({ text: merchantDocuments[name].column })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading ${name}`);
  return parseDocument(name, row.text, merchantId);
}
