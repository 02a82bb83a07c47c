import type { Category, OperationTime, Pizza } from "../../contract";
import type { SeedMerchant } from "../seed/types";

/*
 * Small merchants for the edge cases the demo data need not cover. Ids use merchant numbers
 * 901…906 (k * 100000 + n) and slugs start with "test-", so they can be seeded next to the demo
 * merchants without clashing.
 */

export const everyDay = (opens_at: string, closes_at: string): OperationTime[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at, closes_at }));

interface MerchantOptions {
  id: number;
  slug: string;
  name: string;
  type?: SeedMerchant["type"];
  slugFranchise?: string | null;
  position?: { latitude: number; longitude: number };
  store?: SeedMerchant["store"];
  delivery?: boolean;
  takeout?: boolean;
  addressVisible?: boolean;
}

/** Plain store settings: no loyalty, marketplace, PIX or tag manager. */
function generalSettings(slugFranchise: string | null): SeedMerchant["general_settings"] {
  return {
    multi_stores: false,
    fidelity_program: false,
    slug_franchise: slugFranchise,
    scheduling_enabled: true,
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
  };
}

/** A complete, valid Brazilian merchant with an empty menu; tests override what they exercise. */
export function merchant(options: MerchantOptions): SeedMerchant {
  const position = options.position ?? { latitude: -23.5505, longitude: -46.6333 };
  return {
    id: options.id,
    slug: options.slug,
    name: options.name,
    type: options.type ?? "STORE",
    slug_franchise: options.slugFranchise ?? null,
    custom_domains: [],
    tropicalization: { country_code: "BRA", language: "pt-BR", currency: "BRL", timezone: "America/Sao_Paulo" },
    stylizations: {
      brand_colors: { pure: "#202125", light: "#4d4e52", medium: "#36373b", dark: "#0b0b0d" },
      highlight_colors: { pure: "#ff3a01", light: "#ff7a52", medium: "#ff5a29", dark: "#c72d00" },
      logo: {
        large: `/demo/${options.slug}/logo-400.png`,
        medium: `/demo/${options.slug}/logo-256.png`,
        original: `/demo/${options.slug}/logo.png`,
        small: `/demo/${options.slug}/logo-100.png`,
      },
    },
    general_settings: generalSettings(options.slugFranchise ?? null),
    smart_banner: { link_apple_store: null, link_play_store: null, show_link_store: false },
    general_informations: {
      address: {
        visible: options.addressVisible ?? true,
        street: "Rua Augusta",
        number: "100",
        neighborhood: "Consolação",
        complement: null,
        city: "São Paulo",
        zip_code: "01304000",
        state: "SP",
        latitude: position.latitude,
        longitude: position.longitude,
        reference_point: null,
      },
      contact: {
        email: `contato@${options.slug}.test`,
        website: null,
        visible: true,
        link_faq: null,
        phone: "1130000000",
        phone_ddi: "55",
        whatsapp: "5511990000000",
        whatsapp_visible: true,
      },
      merchant: {
        cnpj: null,
        corporate_name: `${options.name} Ltda`,
        name: options.name,
        average_rating: null,
        description: "Loja de teste",
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
      delivery_configuration: { enabled: options.delivery ?? true, time_to_receive: { minimum: 30, maximum: 50 } },
      takeout_configuration: { enabled: options.takeout ?? true, time_to_receive: { minimum: 15, maximum: 20 } },
      table_configuration: { enabled: false },
    },
    operation_times: everyDay("11:00", "23:00"),
    menu_settings: { show_images: true, show_search: true, layout: "LIST", pizza_price_rule: "PROPORTIONAL" },
    order_settings: {
      minimum_order_value: 2000,
      delivery_fee: { title: "Taxa de entrega", value: 800, use_in_minimum_order_calculation: false },
      extra_fee: null,
      allow_notes: true,
      require_tax_id_on_receipt: false,
      offline_payment_methods: ["CASH", "PIX"],
    },
    coupon_settings: { enabled: true, max_coupons_per_cart: 1, show_wallet: false },
    table_order_settings: {
      modality: null,
      qr_code_type: null,
      service_tax_enabled: false,
      service_tax_value: 0,
      client_name_and_phone: false,
    },
    analytics_settings: { facebook: [], ga4: [] },
    delivery_areas: null,
    categories: [],
    promotions: [],
    extras: [],
    banners: [],
    store: options.store ?? null,
  };
}

export const item = (
  id: number,
  categoryId: number,
  name: string,
  price: number,
  order: number,
  extra: Partial<Category["items"][number]> = {},
) => ({
  id,
  category_id: categoryId,
  name,
  description: `${name} da casa`,
  image: null,
  price,
  original_price: null,
  enabled: true,
  available: true,
  order,
  serves: 1,
  tags: [],
  option_groups: [],
  ...extra,
});

const pizza: Pizza = {
  id: 90100101,
  category_id: 90100001,
  name: "Pizza",
  description: "Monte sua pizza",
  image: null,
  enabled: true,
  available: true,
  order: 0,
  price_from: 0, // computed by the API; ignored by the seed
  sizes: [
    { id: 90100202, name: "Grande", slices: 8, max_flavors: 2, order: 1 },
    { id: 90100201, name: "Broto", slices: 4, max_flavors: 1, order: 0 },
  ],
  flavors: [
    {
      id: 90100302,
      name: "Calabresa",
      description: "Calabresa e cebola",
      image: null,
      enabled: true,
      order: 1,
      prices: [
        { size_id: 90100202, price: 6290 },
        { size_id: 90100201, price: 4290 },
      ],
    },
    {
      id: 90100301,
      name: "Margherita",
      description: "Tomate, mussarela e manjericão",
      image: null,
      enabled: true,
      order: 0,
      prices: [
        { size_id: 90100201, price: 3990 },
        { size_id: 90100202, price: 5990 },
      ],
    },
    {
      // Cheapest, but disabled: must not set price_from.
      id: 90100303,
      name: "Sabor do dia",
      description: "Esgotado",
      image: null,
      enabled: false,
      order: 2,
      prices: [
        { size_id: 90100201, price: 1990 },
        { size_id: 90100202, price: 2990 },
      ],
    },
  ],
  complements: [
    {
      id: 90100402,
      name: "Bacon extra",
      kind: "TOPPING",
      enabled: true,
      order: 1,
      prices: [{ size_id: 90100202, price: 700 }],
    },
    {
      id: 90100401,
      name: "Borda de catupiry",
      kind: "EDGE",
      enabled: true,
      order: 0,
      prices: [
        { size_id: 90100201, price: 800 },
        { size_id: 90100202, price: 1200 },
      ],
    },
  ],
};

/** A pizzeria with a full menu, banners for the filters, a late Friday and two custom domains. */
export const pizzeria: SeedMerchant = {
  ...merchant({ id: 90100000, slug: "test-pizzaria", name: "Pizzaria d'Teste" }),
  custom_domains: ["pizza.test", "www.pizza.test"],
  operation_times: [
    ...[0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, opens_at: "18:00", closes_at: "23:00" })),
    { weekday: 5, opens_at: "18:00", closes_at: "02:00" },
  ],
  categories: [
    {
      id: 90100001,
      name: "Pizzas",
      description: null,
      enabled: true,
      redeemable: false,
      order: 1,
      items: [],
      pizzas: [pizza],
    },
    {
      id: 90100002,
      name: "Bebidas",
      description: "Geladas",
      enabled: true,
      redeemable: false,
      order: 0,
      items: [
        item(90100011, 90100002, "Refrigerante 2 L", 1200, 2),
        item(90100012, 90100002, "Água", 400, 1, { tags: ["sem gás"] }),
        item(90100013, 90100002, "Suco", 900, 3, { enabled: false }),
        item(90100014, 90100002, "Cerveja", 1500, 4, { available: false, original_price: 1800 }),
      ],
      pizzas: [],
    },
    {
      id: 90100003,
      name: "Resgate de pontos",
      description: null,
      enabled: true,
      redeemable: true,
      order: 2,
      items: [item(90100021, 90100003, "Brownie", 0, 0)],
      pizzas: [],
    },
    {
      id: 90100004,
      name: "Lanches",
      description: null,
      enabled: false,
      redeemable: false,
      order: 3,
      items: [
        item(90100031, 90100004, "Calzone", 3500, 0, {
          option_groups: [
            {
              id: 90100501,
              name: "Molho",
              min: 1,
              max: 2,
              order: 0,
              options: [
                { id: 90100602, name: "Pesto", description: null, price: 300, enabled: false, order: 1 },
                { id: 90100601, name: "Tomate", description: "Da casa", price: 0, enabled: true, order: 0 },
              ],
            },
          ],
        }),
      ],
      pizzas: [],
    },
  ],
  promotions: [
    {
      id: 90100701,
      title: "Refri em dobro",
      description: "Dois por um",
      image: null,
      item_id: 90100011,
      price: 1200,
      original_price: 2400,
      order: 0,
    },
  ],
  extras: [
    {
      id: 90100801,
      name: "Talheres",
      description: null,
      enabled: true,
      order: 1,
      min: 0,
      max: 1,
      additionals: [
        { id: 90100902, name: "Sem talheres", price: 0, enabled: true, order: 1 },
        { id: 90100901, name: "Talheres descartáveis", price: 50, enabled: false, order: 0 },
      ],
    },
    {
      id: 90100802,
      name: "Sachês",
      description: "Ketchup; mostarda",
      enabled: false,
      order: 0,
      min: 0,
      max: 3,
      additionals: [],
    },
  ],
  banners: [
    // Inserted out of order on purpose; the API sorts by order, 0 first.
    banner(90101005, "Sempre, order 5", 5, true, true, null, null),
    banner(90101000, "Sempre, order 0", 0, true, true, null, null),
    banner(90101002, "Só celular", 2, false, true, null, null),
    banner(90101001, "Só computador", 1, true, false, null, null),
    banner(90101003, "Junho 2025", 3, true, true, "2025-06-01T03:00:00.000Z", "2025-07-01T02:59:59.000Z"),
    banner(90101004, "Desde julho 2025", 4, true, true, "2025-07-01T03:00:00Z", null),
    banner(90101006, "Até maio 2025", 6, true, true, null, "2025-05-31T12:00:00-03:00"),
  ],
};

function banner(
  id: number,
  title: string,
  order: number,
  enabled_desktop: boolean,
  enabled_mobile: boolean,
  starts_at: string | null,
  ends_at: string | null,
) {
  return {
    id,
    title,
    description: null,
    image: `/demo/banners/${id}.jpg`,
    link: null,
    order,
    enabled_desktop,
    enabled_mobile,
    starts_at,
    ends_at,
  };
}

/** A franchise with a marketplace and five stores: one hidden, one without delivery, one elsewhere. */
export const franchise: SeedMerchant = {
  ...merchant({ id: 90200000, slug: "test-franquia", name: "Franquia Teste", type: "FRANCHISE" }),
  general_settings: {
    ...generalSettings(null),
    multi_stores: true,
    marketplace: {
      account_type: "FRANCHISE",
      active: true,
      delivery: true,
      takeout: true,
      description: "Escolha a loja",
      endpoint: "/test-franquia",
      link_type: "SLUG",
      name: "Franquia Teste",
      logo: null,
      type: "INDIVIDUAL",
    },
  },
  custom_domains: ["franquia.test"],
};

const saoPaulo = { id: 90001, name: "São Paulo" };
const campinas = { id: 90002, name: "Campinas" };

export const franchiseStores: SeedMerchant[] = [
  merchant({
    id: 90300000,
    slug: "test-loja-se",
    name: "Loja Sé",
    slugFranchise: "test-franquia",
    position: { latitude: -23.5505, longitude: -46.6333 },
    store: { visible: true, city: saoPaulo },
  }),
  merchant({
    id: 90400000,
    slug: "test-loja-paulista",
    name: "Loja Avenida Paulista",
    slugFranchise: "test-franquia",
    position: { latitude: -23.5614, longitude: -46.6559 },
    store: { visible: true, city: saoPaulo },
  }),
  merchant({
    id: 90500000,
    slug: "test-loja-campinas",
    name: "Loja Campinas",
    slugFranchise: "test-franquia",
    position: { latitude: -22.9056, longitude: -47.0608 },
    store: { visible: true, city: campinas },
    delivery: false,
  }),
  merchant({
    id: 90600000,
    slug: "test-loja-oculta",
    name: "Loja Oculta",
    slugFranchise: "test-franquia",
    position: { latitude: -23.55, longitude: -46.63 },
    store: { visible: false, city: saoPaulo },
    addressVisible: false,
  }),
];

/** Another franchise with its own store and menu: nothing of it may leak into the ones above. */
export const otherFranchise: SeedMerchant = {
  ...merchant({ id: 90700000, slug: "test-outra-franquia", name: "Outra Franquia", type: "FRANCHISE" }),
  // Closed until further notice, taking only scheduled orders.
  general_settings: { ...generalSettings(null), schedule_only: true },
  operation_times: [],
  categories: [
    {
      id: 90700001,
      name: "Pizzas",
      description: null,
      enabled: true,
      redeemable: false,
      order: 0,
      items: [item(90700011, 90700001, "Refrigerante 2 L", 1100, 0)],
      pizzas: [],
    },
  ],
  banners: [banner(90701000, "Outra", 0, true, true, null, null)],
  custom_domains: ["outra.test"],
};

export const otherFranchiseStore: SeedMerchant = merchant({
  id: 90800000,
  slug: "test-outra-loja",
  name: "Loja da Outra",
  slugFranchise: "test-outra-franquia",
  position: { latitude: -23.5505, longitude: -46.6333 },
  store: { visible: true, city: saoPaulo },
});

/** Every fixture merchant. */
export const fixtureMerchants: SeedMerchant[] = [
  pizzeria,
  franchise,
  ...franchiseStores,
  otherFranchise,
  otherFranchiseStore,
];
