import type {
  AccountType,
  AnalyticsSettings,
  Banner,
  Category,
  CouponSettings,
  DeliveryAreas,
  Extra,
  GeneralInformations,
  GeneralSettings,
  MenuSettings,
  OperationModes,
  OperationTime,
  SchedulingSettingsDocument,
  OrderSettings,
  Promotion,
  SmartBanner,
  Stylizations,
  TableOrderSettings,
  PaymentSettings,
  LoyaltySettings,
  LoyaltyCampaign,
  FidelityProgram,
  SocialLoginSettings,
  Tropicalization,
} from "../../contract";

/**
 * One demo merchant as the seed writes it into D1. Ids are chosen by the seed and are unique
 * per table across all merchants: merchant number k uses k * 100000 + n (never 10000, the
 * pizza builder's "no size yet" sentinel).
 */
export interface SeedMerchant {
  id: number;
  slug: string;
  name: string;
  type: AccountType;
  /** For a STORE of a franchise: the franchise's slug. */
  slug_franchise: string | null;
  /** Hosts that serve this merchant at "/" (custom domains). */
  custom_domains: string[];
  tropicalization: Tropicalization;
  stylizations: Stylizations;
  general_settings: GeneralSettings;
  smart_banner: SmartBanner;
  general_informations: GeneralInformations;
  operation_modes: OperationModes;
  /** Opening periods in tropicalization.timezone; an empty list means closed until further notice. */
  operation_times: OperationTime[];
  menu_settings: MenuSettings;
  order_settings: OrderSettings;
  coupon_settings: CouponSettings;
  table_order_settings: TableOrderSettings;
  analytics_settings: AnalyticsSettings;
  /** Delivery areas and fees; null: every address is served at order_settings.delivery_fee. */
  delivery_areas: DeliveryAreas | null;
  /** Each item and pizza carries its category_id; categories, items and pizzas keep the order field. */
  categories: Category[];
  promotions: Promotion[];
  extras: Extra[];
  banners: Banner[];
  /** Online payment settings (issue 14); absent or null: no online payment. */
  payment_settings?: PaymentSettings | null;
  /** Loyalty and fidelity (issue 16); absent or null: none. */
  loyalty_settings?: LoyaltySettings | null;
  loyalty_campaigns?: LoyaltyCampaign[] | null;
  fidelity_programs?: FidelityProgram[] | null;
  /** Social login providers (docs/decisions/062); absent or null: all disabled. No client id: the local sandbox issuer. */
  social_login_settings?: SocialLoginSettings | null;
  /** Slot length, days ahead and lead times (issue 17); absent or null: DEFAULT_SCHEDULING_SETTINGS. */
  scheduling_settings?: SchedulingSettingsDocument | null;
  /**
   * Tables for table ordering (issue 15): code is what the table's QR code carries; modality, when
   * set, replaces table_order_settings.modality for that table. Absent: none.
   */
  tables?: { id: number; code: string; number: number; name: string; enabled: boolean; modality?: 1 | 2 | 3 }[];
  /** Present for a store listed by its franchise (GET /merchants/{franchise}/stores). */
  store: { visible: boolean; city: { id: number; name: string } } | null;
}
