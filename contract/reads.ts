import * as z from "zod";
import { envelope } from "./envelope";
import {
  generalInformationsResponseSchema,
  generalSettingsResponseSchema,
  slugTypeResponseSchema,
  smartBannerResponseSchema,
  stylizationsResponseSchema,
  tropicalizationResponseSchema,
} from "./merchant";
import {
  operationModesResponseSchema,
  operationStatusNowResponseSchema,
  operationTimesResponseSchema,
} from "./operation";
import { menuResponseSchema, menuSettingsResponseSchema } from "./menu";
import {
  analyticsSettingsResponseSchema,
  couponSettingsResponseSchema,
  marketplacesResponseSchema,
  orderSettingsResponseSchema,
  tableOrderSettingsResponseSchema,
} from "./settings";
import { bannersResponseSchema } from "./banners";
import { socialLoginSettingsResponseSchema } from "./clients";
import { deliveryAreasResponseSchema } from "./cart";

/** The configuration reads of core spec §7 (path and answer schema): both Workers use this one table. */
export const configurationReads = {
  slug_types: { path: (slug: string) => `/merchants/${slug}/slug_types`, response: slugTypeResponseSchema },
  stylizations: { path: (slug: string) => `/merchants/${slug}/stylizations`, response: stylizationsResponseSchema },
  general_settings: { path: (slug: string) => `/${slug}/general_settings`, response: generalSettingsResponseSchema },
  smart_banner: {
    path: (slug: string) => `/${slug}/general_settings/smart_banner`,
    response: smartBannerResponseSchema,
  },
  general_informations: {
    path: (slug: string) => `/${slug}/general_informations`,
    response: generalInformationsResponseSchema,
  },
  operation_modes: { path: (slug: string) => `/${slug}/operation_modes`, response: operationModesResponseSchema },
  operation_status_now: {
    path: (slug: string) => `/${slug}/operation_status_now`,
    response: operationStatusNowResponseSchema,
  },
  operation_times: { path: (slug: string) => `/${slug}/operation_times`, response: operationTimesResponseSchema },
  menu: { path: (slug: string) => `/${slug}/menu`, response: menuResponseSchema },
  menu_settings: { path: (slug: string) => `/${slug}/menu_settings`, response: menuSettingsResponseSchema },
  order_settings: { path: (slug: string) => `/${slug}/order_settings`, response: orderSettingsResponseSchema },
  tropicalizations: { path: (slug: string) => `/${slug}/tropicalizations`, response: tropicalizationResponseSchema },
  banners: { path: (slug: string) => `/${slug}/banners`, response: bannersResponseSchema },
  analytics_settings: {
    path: (slug: string) => `/${slug}/analytics_settings`,
    response: analyticsSettingsResponseSchema,
  },
  coupon_settings: { path: (slug: string) => `/${slug}/coupon_settings`, response: couponSettingsResponseSchema },
  marketplaces: { path: (slug: string) => `/${slug}/marketplaces`, response: marketplacesResponseSchema },
  table_order_settings: {
    path: (slug: string) => `/${slug}/table_order_settings`,
    response: tableOrderSettingsResponseSchema,
  },
  social_login_settings: {
    path: (slug: string) => `/${slug}/social_login_settings`,
    response: socialLoginSettingsResponseSchema,
  },
  /** The same for every visitor, so configuration, though the spec lists it with the cart. */
  delivery_areas: { path: (slug: string) => `/${slug}/delivery_areas`, response: deliveryAreasResponseSchema },
} as const satisfies Record<string, { path: (slug: string) => string; response: z.ZodType }>;

export type ConfigurationRead = keyof typeof configurationReads;
export type ConfigurationData<K extends ConfigurationRead> = z.infer<
  (typeof configurationReads)[K]["response"]
>["data"];

/**
 * `reads` names each read once; `{read}.{parameter}` passes one of its parameters. A read that failed answers
 * null, so each part fails on its own.
 */
export const configurationBatchPath = (slug: string) => `/${slug}/configuration`;

export const MAX_BATCHED_READS = Object.keys(configurationReads).length;

export const configurationBatchResponseSchema = envelope(
  z.partialRecord(z.enum(Object.keys(configurationReads) as [ConfigurationRead, ...ConfigurationRead[]]), z.unknown()),
);
