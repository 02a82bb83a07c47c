import * as z from "zod";
import {
  analyticsSettingsSchema,
  couponSettingsSchema,
  deliveryAreasSchema,
  fidelityProgramSchema,
  loyaltyCampaignSchema,
  loyaltySettingsSchema,
  generalInformationsSchema,
  generalSettingsSchema,
  menuSettingsSchema,
  operationModesSchema,
  orderSettingsSchema,
  schedulingSettingsDocumentSchema,
  smartBannerSchema,
  stylizationsSchema,
  tableOrderSettingsSchema,
  tropicalizationSchema,
} from "../../../contract";
import { merchants } from "./schema";

/**
 * Each configuration document is JSON text in a column of `merchants`, with the contract schema it
 * must satisfy; the seed validates with the same table.
 */
export const merchantDocuments = {
  stylizations: { column: merchants.stylizations, schema: stylizationsSchema },
  tropicalization: { column: merchants.tropicalization, schema: tropicalizationSchema },
  general_settings: { column: merchants.generalSettings, schema: generalSettingsSchema },
  smart_banner: { column: merchants.smartBanner, schema: smartBannerSchema },
  general_informations: { column: merchants.generalInformations, schema: generalInformationsSchema },
  operation_modes: { column: merchants.operationModes, schema: operationModesSchema },
  menu_settings: { column: merchants.menuSettings, schema: menuSettingsSchema },
  order_settings: { column: merchants.orderSettings, schema: orderSettingsSchema },
  coupon_settings: { column: merchants.couponSettings, schema: couponSettingsSchema },
  table_order_settings: { column: merchants.tableOrderSettings, schema: tableOrderSettingsSchema },
  analytics_settings: { column: merchants.analyticsSettings, schema: analyticsSettingsSchema },
  /** Nullable column: SQL NULL is "no document" (every address served at the store's delivery fee). */
  delivery_areas: { column: merchants.deliveryAreas, schema: deliveryAreasSchema.nullable() },
  /** Nullable columns: SQL NULL is no loyalty programme, no campaigns, no fidelity programme. */
  loyalty_settings: { column: merchants.loyaltySettings, schema: loyaltySettingsSchema.nullable() },
  loyalty_campaigns: { column: merchants.loyaltyCampaigns, schema: z.array(loyaltyCampaignSchema).nullable() },
  fidelity_programs: { column: merchants.fidelityPrograms, schema: z.array(fidelityProgramSchema).nullable() },
  /** Nullable column: SQL NULL schedules with DEFAULT_SCHEDULING_SETTINGS. */
  scheduling_settings: { column: merchants.schedulingSettings, schema: schedulingSettingsDocumentSchema.nullable() },
} as const;

export type DocumentName = keyof typeof merchantDocuments;
export type DocumentOf<K extends DocumentName> = z.output<(typeof merchantDocuments)[K]["schema"]>;

/** Checked again on read, so a hand-edited or stale row fails loudly here (500) rather than in the storefront. */
export function parseDocument<K extends DocumentName>(name: K, text: string | null, merchantId: number): DocumentOf<K> {
  let json: unknown = null;
  try {
    if (text !== null) json = JSON.parse(text);
  } catch {
    throw new Error(`Stored ${name} of merchant ${merchantId} is not valid JSON`);
  }
  const result = merchantDocuments[name].schema.safeParse(json);
  if (!result.success) {
    throw new Error(`Stored ${name} of merchant ${merchantId} does not match the contract: ${result.error.message}`);
  }
  return result.data as DocumentOf<K>;
}
