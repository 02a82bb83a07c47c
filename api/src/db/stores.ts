import { type SQL, and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { OperationTime } from "../../../contract";
import type { Db } from "./client";
import { cities, merchants, operationTimes } from "./schema";

export async function franchiseStores(db: Db, franchiseSlug: string, filters: { cityId?: number; visible?: boolean }) {
  const conditions: (SQL | undefined)[] = [
    eq(merchants.slugFranchise, franchiseSlug),
    // Only merchants listed as stores (store_visible set) appear in the finder at all.
    isNotNull(merchants.storeVisible),
  ];
  if (filters.cityId !== undefined) conditions.push(eq(merchants.cityId, filters.cityId));
  if (filters.visible !== undefined) conditions.push(eq(merchants.storeVisible, filters.visible));
  return db
    .select({
      id: merchants.id,
      slug: merchants.slug,
      name: merchants.name,
      visible: merchants.storeVisible,
      cityId: cities.id,
      cityName: cities.name,
      generalInformations: merchants.generalInformations,
      operationModes: merchants.operationModes,
      tropicalization: merchants.tropicalization,
      deliveryAreas: merchants.deliveryAreas,
    })
    .from(merchants)
    .innerJoin(cities, eq(cities.id, merchants.cityId))
    .where(and(...conditions));
}

export async function periodsOf(db: Db, ids: number[]): Promise<Map<number, OperationTime[]>> {
  const byMerchant = new Map<number, OperationTime[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMerchant;
  const rows = await db
    .select({
      merchantId: operationTimes.merchantId,
      weekday: operationTimes.weekday,
      opens_at: operationTimes.opensAt,
      closes_at: operationTimes.closesAt,
    })
    .from(operationTimes)
    .where(inArray(operationTimes.merchantId, ids))
    .orderBy(
      asc(operationTimes.merchantId),
      asc(operationTimes.weekday),
      asc(operationTimes.opensAt),
      asc(operationTimes.id),
    );
  for (const { merchantId, ...period } of rows) byMerchant.get(merchantId)?.push(period);
  return byMerchant;
}

export async function franchiseCities(db: Db, franchiseSlug: string) {
  return db
    .selectDistinct({ id: cities.id, name: cities.name })
    .from(merchants)
    .innerJoin(cities, eq(cities.id, merchants.cityId))
    .where(and(eq(merchants.slugFranchise, franchiseSlug), eq(merchants.storeVisible, true)))
    .orderBy(asc(cities.name), asc(cities.id));
}

export async function visibleFranchiseStores(db: Db, franchiseSlug: string) {
  return db
    .select({
      id: merchants.id,
      name: merchants.name,
      slug: merchants.slug,
      stylizations: merchants.stylizations,
      operationModes: merchants.operationModes,
    })
    .from(merchants)
    .where(and(eq(merchants.slugFranchise, franchiseSlug), eq(merchants.storeVisible, true)))
    .orderBy(asc(merchants.name), asc(merchants.id));
}
