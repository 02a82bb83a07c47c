import type { CountryCode, Currency, Language } from "../../../contract";
import type { DocumentName, DocumentOf } from "../db/documents";

/*
 * A new store's configuration (decision 108): every document valid and empty, so the storefront
 * shows a closed store (no hours, no menu) and nothing can be ordered until the owner sets it up:
 * no delivery nor takeout, no payment method, no delivery area, no online payment. The shapes are
 * the seed's (api/seed/data/helpers.ts).
 */

export interface NewStore {
  name: string;
  country_code: CountryCode;
  currency: Currency;
  timezone: string;
  language: Language;
  slug_franchise: string | null;
  /** The delivery fee's title as customers read it, in the store's language. */
  deliveryFeeTitle: string;
}

type NewStoreDocuments = { [K in DocumentName]: DocumentOf<K> };

export function newStoreDocuments(store: NewStore): NewStoreDocuments {
  return {
    stylizations: { brand_colors: null, highlight_colors: null, logo: null },
    tropicalization: {
      country_code: store.country_code,
      language: store.language,
      currency: store.currency,
      timezone: store.timezone,
    },
    general_settings: {
      multi_stores: false,
      fidelity_program: false,
      slug_franchise: store.slug_franchise,
      scheduling_enabled: false,
      schedule_only: false,
      has_any_active_pdv_integration: false,
      address_configuration: { enabled_reference_point: true, required_reference_point: false },
      show_welcome_modal: false,
      consume_in_store_available: false,
      allow_enter_quantity: true,
      redirect_to_nearest_store: false,
      pix_settings: null,
      modules: {
        consumer_app: { integration: { points: false, status: false }, personalization: { benefits_club_logo: null } },
        reshop: { integration: { status: false } },
      },
      marketplace: null,
      google_tag_manager_id: null,
    },
    smart_banner: { link_apple_store: null, link_play_store: null, show_link_store: false },
    general_informations: {
      // Not shown until the owner writes it (visible: false).
      address: {
        visible: false,
        street: "",
        number: "",
        neighborhood: "",
        complement: null,
        city: "",
        zip_code: "",
        state: "",
        latitude: 0,
        longitude: 0,
        reference_point: null,
      },
      contact: {
        email: null,
        website: null,
        visible: false,
        link_faq: null,
        phone: null,
        phone_ddi: null,
        whatsapp: null,
        whatsapp_visible: false,
      },
      merchant: {
        cnpj: null,
        corporate_name: store.name,
        name: store.name,
        average_rating: null,
        description: "",
        policy_cnpj: null,
        last_mile: false,
      },
      social_medias: { facebook: null, instagram: null, twitter: null, youtube: null },
      terms_and_policies: {
        terms_of_use: null,
        cancellation_policy: null,
        repentance_policy: null,
        privacy_policy: null,
        superapp_description: null,
      },
    },
    operation_modes: {
      delivery_configuration: { enabled: false, time_to_receive: { minimum: 30, maximum: 45 } },
      takeout_configuration: { enabled: false, time_to_receive: { minimum: 15, maximum: 20 } },
      table_configuration: { enabled: false },
    },
    menu_settings: { show_images: true, show_search: true, layout: "LIST", pizza_price_rule: "PROPORTIONAL" },
    order_settings: {
      minimum_order_value: 0,
      delivery_fee: { title: store.deliveryFeeTitle, value: 0, use_in_minimum_order_calculation: false },
      extra_fee: null,
      allow_notes: true,
      require_tax_id_on_receipt: false,
      offline_payment_methods: [],
    },
    coupon_settings: { enabled: true, max_coupons_per_cart: 1, show_wallet: true },
    table_order_settings: {
      modality: null,
      qr_code_type: null,
      service_tax_enabled: false,
      service_tax_value: 0,
      client_name_and_phone: false,
    },
    analytics_settings: { facebook: [], ga4: [] },
    delivery_areas: null,
    loyalty_settings: null,
    loyalty_campaigns: null,
    fidelity_programs: null,
    scheduling_settings: null,
  };
}
