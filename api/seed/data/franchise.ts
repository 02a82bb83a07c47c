import type { AnalyticsSettings, ColorShades, OperationTime, Stylizations } from "../../../contract";
import { onlyDigits } from "../../../contract/formats";
import type { SeedMerchant } from "../types";
import { brazilianPaymentSettings } from "./payment-settings";
import { saborDaCasaTermsAndPolicies } from "./store-info";
import {
  EXPIRED,
  ID_BLOCK,
  MenuBuilder,
  cnpj,
  defaultCoupons,
  generalSettings,
  hours,
  logoOf,
  money,
  noAnalytics,
  noTableOrder,
  shades,
  week,
  type GroupSpec,
  type ItemSpec,
} from "./helpers";

/**
 * Merchant 4 is "Sabor da Casa", a Brazilian chain of marmitas (home-style lunch boxes), and
 * merchants 5 to 10 are its stores. Every store has the chain's menu plus two regional dishes.
 *
 * Test fixtures on purpose:
 * - sabor-da-casa-recife is closed until further notice (operation_times: []);
 * - sabor-da-casa-porto-alegre is takeout only (delivery disabled), and the only demo merchant with
 *   analytics (GA4 and a Facebook pixel with conversions, decision 032);
 * - sabor-da-casa-florianopolis is not listed (store.visible false, opening soon);
 * - sabor-da-casa-salvador has no brand colours and no logo (default theme).
 */
export const FRANCHISE_SLUG = "sabor-da-casa";
const FRANCHISE_K = 4;
const CNPJ_ROOT = "34512876";

/** IANA zones of the Northeast (same offset as São Paulo, but their own zones). */
const TIMEZONE_BY_STATE: Record<string, string> = { PE: "America/Recife", BA: "America/Bahia" };

const BRAND = shades("#2F7D4F", "#D5EBDD", "#6FAE87", "#1E5234");

/** Cities of the store finder: rows of the franchise (ids in its block, 4 * 100000 + 90000 + n). */
const city = (n: number, name: string) => ({ id: FRANCHISE_K * ID_BLOCK + 90000 + n, name });
export const franchiseCities = {
  curitiba: city(1, "Curitiba"),
  beloHorizonte: city(2, "Belo Horizonte"),
  portoAlegre: city(3, "Porto Alegre"),
  recife: city(4, "Recife"),
  salvador: city(5, "Salvador"),
  florianopolis: city(6, "Florianópolis"),
};

// ---------------------------------------------------------------------------------------------
// The chain's menu.

const tamanho: GroupSpec = {
  name: "Tamanho",
  min: 1,
  max: 1,
  options: ["Individual (500 g)", ["Grande (750 g)", money(7)]],
};
const acompanhamentos: GroupSpec = {
  name: "Acompanhamentos",
  min: 2,
  max: 3,
  options: [
    "Arroz branco",
    "Arroz integral",
    "Feijão carioca",
    "Feijão preto",
    "Farofa de bacon",
    "Purê de batata",
    "Legumes no vapor",
    "Salada verde",
    ["Batata frita", money(4)],
    { name: "Mandioca cozida", enabled: false },
  ],
};
const molho: GroupSpec = {
  name: "Molho da salada",
  min: 1,
  max: 1,
  options: ["Molho de iogurte", "Vinagrete de mostarda", "Azeite e limão", "Molho Caesar"],
};

const marmita = (spec: Omit<ItemSpec, "image" | "groups">): ItemSpec => ({
  image: "marmita",
  groups: [tamanho, acompanhamentos],
  ...spec,
});

function buildMenu(k: number, specials: ItemSpec[]) {
  const menu = new MenuBuilder(k);
  menu.category({
    name: "Marmitas",
    description: "Prato do dia com dois ou três acompanhamentos à sua escolha.",
    items: [
      marmita({
        name: "Frango grelhado",
        description: "Filé de peito grelhado com ervas finas.",
        price: money(26.9),
        tags: ["mais pedido"],
      }),
      marmita({
        name: "Bife acebolado",
        description: "Contrafilé grelhado coberto com cebola dourada.",
        price: money(32.9),
      }),
      marmita({
        name: "Strogonoff de frango",
        description: "Cremoso, com champignon e batata palha.",
        price: money(26.9),
        original_price: money(29.9),
        tags: ["mais pedido"],
        promo: { title: "Strogonoff por R$ 26,90", description: "Marmita individual com dois acompanhamentos." },
      }),
      marmita({
        name: "Parmegiana de frango",
        description: "Filé empanado, molho de tomate caseiro e mussarela gratinada.",
        price: money(34.9),
      }),
      marmita({
        name: "Picadinho de carne",
        description: "Carne em cubos no molho, com cenoura e batata.",
        price: money(31.9),
      }),
      marmita({
        name: "Filé de tilápia grelhado",
        description: "Tilápia com crosta de ervas e limão-siciliano.",
        price: money(35.9),
      }),
      marmita({
        name: "Frango xadrez",
        description: "Frango em cubos, pimentões, cebola e amendoim no molho shoyu.",
        price: money(29.9),
      }),
      marmita({
        name: "Omelete de legumes",
        description: "Três ovos, abobrinha, tomate, cebola e queijo.",
        price: money(24.9),
        tags: ["vegetariano"],
      }),
      marmita({
        name: "Moqueca de palmito",
        description: "Palmito, pimentões e leite de coco com coentro.",
        price: money(31.9),
        tags: ["vegano"],
      }),
      {
        name: "Feijoada completa",
        description: "Feijão preto com carnes selecionadas, arroz, couve, farofa, torresmo e laranja.",
        price: money(38.9),
        image: "marmita",
        serves: 1,
        groups: [tamanho],
      },
      {
        name: "Escondidinho de carne seca",
        description: "Purê de mandioca gratinado com carne seca desfiada. Acompanha salada verde.",
        price: money(33.9),
        image: "marmita",
      },
      {
        name: "Lasanha à bolonhesa",
        description: "Massa fresca, molho bolonhesa e queijo gratinado. Acompanha salada verde.",
        price: money(32.9),
        image: "marmita",
      },
      marmita({
        name: "Costela no bafo",
        description: "Costela bovina cozida por 8 horas.",
        price: money(39.9),
        enabled: false,
      }),
    ],
  });
  menu.category({
    name: "Bowls e saladas",
    description: "Leves, coloridos e bem servidos.",
    items: [
      {
        name: "Bowl de frango teriyaki",
        description: "Arroz japonês, frango teriyaki, brócolis, cenoura e gergelim.",
        price: money(32.9),
        image: "bowl",
      },
      {
        name: "Poke de salmão",
        description: "Salmão fresco, arroz de sushi, manga, pepino, edamame e molho ponzu.",
        price: money(37.9),
        original_price: money(42.9),
        image: "bowl",
        tags: ["promoção"],
        promo: { title: "Poke de salmão por R$ 37,90", description: "Só esta semana." },
      },
      {
        name: "Bowl vegano de grão-de-bico",
        description: "Grão-de-bico assado, quinoa, abóbora, couve e tahine.",
        price: money(29.9),
        image: "bowl",
        tags: ["vegano"],
      },
      {
        name: "Salada Caesar com frango",
        description: "Alface romana, frango grelhado, croutons e parmesão.",
        price: money(28.9),
        image: "salad",
        groups: [molho],
      },
      {
        name: "Salada tropical com manga",
        description: "Folhas, manga, tomate-cereja, palmito e castanha-de-caju.",
        price: money(26.9),
        image: "salad",
        tags: ["vegetariano"],
        groups: [molho],
      },
    ],
  });
  menu.category({
    name: "Caldos",
    items: [
      {
        name: "Caldo verde",
        description: "Batata, couve fininha e calabresa, 400 ml.",
        price: money(19.9),
        image: "soup",
      },
      {
        name: "Caldo de feijão",
        description: "Com bacon, cebolinha e torradinhas, 400 ml.",
        price: money(18.9),
        image: "soup",
      },
      {
        name: "Canja de galinha",
        description: "Frango desfiado, arroz e legumes, 400 ml. Acabou por hoje.",
        price: money(18.9),
        image: "soup",
        available: false,
      },
    ],
  });
  menu.category({ name: "Especial da casa", description: "Pratos da nossa região.", items: specials });
  menu.category({
    name: "Bebidas",
    items: [
      {
        name: "Suco natural 500 ml",
        description: "Feito na hora, sem conservantes.",
        price: money(9.9),
        image: "juice",
        groups: [
          {
            name: "Sabor",
            min: 1,
            max: 1,
            options: [
              "Laranja",
              "Limão",
              "Maracujá",
              "Abacaxi com hortelã",
              "Melancia",
              { name: "Acerola", enabled: false },
            ],
          },
          { name: "Açúcar", min: 1, max: 1, options: ["Com açúcar", "Sem açúcar"] },
        ],
      },
      {
        name: "Refrigerante lata",
        description: "Lata de 350 ml.",
        price: money(6),
        image: "soda",
        groups: [
          {
            name: "Escolha o sabor",
            min: 1,
            max: 1,
            options: ["Coca-Cola", "Coca-Cola Zero", "Guaraná Antarctica", "Sprite"],
          },
        ],
      },
      {
        name: "Água mineral",
        description: "Garrafa de 500 ml.",
        price: money(4),
        image: "water",
        groups: [{ name: "Tipo", min: 1, max: 1, options: ["Sem gás", "Com gás"] }],
      },
      { name: "Chá mate gelado", description: "Com limão, 400 ml.", price: money(6.9), image: "juice" },
      { name: "Água de coco", description: "Natural, 300 ml.", price: money(7.9), image: "water" },
      { name: "Kombucha artesanal", description: "Gengibre e limão, 275 ml.", price: money(12.9), image: null },
      { name: "Café coado", description: "Café especial, 150 ml.", price: money(5), image: "coffee" },
    ],
  });
  menu.category({
    name: "Sobremesas",
    items: [
      {
        name: "Pudim de leite",
        description: "Pudim de leite condensado com calda de caramelo.",
        price: money(9.9),
        image: "flan",
        tags: ["mais pedido"],
      },
      {
        name: "Brigadeiro de colher",
        description: "Chocolate belga e granulado, pote de 120 g.",
        price: money(8.9),
        image: "dessert",
      },
      { name: "Mousse de maracujá", description: "Leve e azedinha.", price: money(8.9), image: "dessert" },
      {
        name: "Torta de limão",
        description: "Massa amanteigada, creme de limão e merengue.",
        price: money(10.9),
        image: "dessert",
      },
      {
        name: "Salada de frutas",
        description: "Frutas da estação picadas na hora.",
        price: money(9.9),
        image: null,
        tags: ["vegano"],
      },
      {
        name: "Açaí 300 ml",
        description: "Açaí cremoso batido na hora.",
        price: money(14.9),
        original_price: money(16.9),
        promo: {
          title: "Açaí 300 ml por R$ 14,90",
          description: "A sobremesa mais pedida, com até quatro complementos.",
        },
        image: "acai",
        groups: [
          {
            name: "Complementos",
            min: 0,
            max: 4,
            options: ["Granola", "Banana", "Leite em pó", "Leite condensado", "Paçoca", ["Morango", money(2)]],
          },
        ],
      },
    ],
  });
  menu.category({ name: "Lançamentos", description: "Novidades chegando em breve." });
  menu.category({
    name: "Cardápio de verão",
    description: "Volta em dezembro.",
    enabled: false,
    items: [
      {
        name: "Salada de quinoa com manga",
        description: "Quinoa, manga, pepino e hortelã.",
        price: money(27.9),
        image: "salad",
      },
      { name: "Picolé de frutas", description: "Manga, coco ou limão.", price: money(6.9), image: "ice-cream" },
    ],
  });
  menu.category({
    name: "Troque seus pontos",
    description: "Use os pontos do Clube Sabor da Casa.",
    redeemable: true,
    items: [
      { name: "Suco natural (resgate)", description: "Troque por 120 pontos.", price: money(9.9), image: "juice" },
      { name: "Pudim de leite (resgate)", description: "Troque por 120 pontos.", price: money(9.9), image: "flan" },
      {
        name: "Marmita de frango grelhado (resgate)",
        description: "Troque por 400 pontos.",
        price: money(26.9),
        image: "marmita",
      },
    ],
  });

  menu.extra({
    name: "Talheres",
    description: "Só enviamos se você pedir.",
    order: 0,
    min: 0,
    max: 1,
    additionals: [{ name: "Talheres descartáveis e guardanapo", price: 0, order: 1 }],
  });
  menu.extra({
    name: "Molhos",
    description: "Até três sachês.",
    order: 1,
    min: 0,
    max: 3,
    additionals: [
      { name: "Pimenta da casa", price: 0, order: 2 },
      { name: "Vinagrete", price: money(1), order: 1 },
      { name: "Ketchup", price: 0, order: 4 },
      { name: "Maionese temperada", price: money(1.5), order: 3 },
      { name: "Molho de alho", price: money(1.5), order: 0, enabled: false },
    ],
  });
  menu.extra({
    name: "Sacola retornável",
    description: null,
    order: 4,
    min: 0,
    max: 1,
    enabled: false,
    additionals: [{ name: "Sacola retornável Sabor da Casa", price: money(3.9), order: 1 }],
  });

  menu.banner({
    title: "Marmita do dia",
    description: "Comida caseira a partir de R$ 24,90",
    image: `${FRANCHISE_SLUG}/banner-marmita.svg`,
    order: 0,
  });
  menu.banner({
    title: "Açaí de sobremesa",
    description: "300 ml com granola e banana",
    image: `${FRANCHISE_SLUG}/banner-acai.svg`,
    link: menu.itemLink("Açaí 300 ml"),
    order: 2,
    enabled_desktop: false,
    enabled_mobile: true,
  });
  menu.banner({
    title: "Caldos de inverno",
    description: "Caldo verde e caldo de feijão caseiros",
    image: `${FRANCHISE_SLUG}/banner-caldos.svg`,
    order: 6,
    ...EXPIRED,
  });
  return menu.menu();
}

// ---------------------------------------------------------------------------------------------
// Shared settings.

/** Lunch on weekdays and Saturday, a light dinner on weekdays; closed on Sunday. */
const STORE_HOURS: OperationTime[] = week(
  hours([1, 2, 3, 4, 5], "10:30", "15:00"),
  hours([1, 2, 3, 4, 5], "18:00", "21:30"),
  hours([6], "11:00", "15:00"),
);

const SOCIAL = {
  facebook: { name: "Sabor da Casa", link: "https://www.facebook.com/sabordacasamarmitas" },
  instagram: { name: "@sabordacasa.marmitas", link: "https://www.instagram.com/sabordacasa.marmitas" },
  twitter: null,
  youtube: null,
};

const SMART_BANNER = {
  link_apple_store: "https://apps.apple.com/br/app/sabor-da-casa-marmitas/id6502281946",
  link_play_store: "https://play.google.com/store/apps/details?id=br.com.sabordacasa.app",
  show_link_store: true,
};

interface Address {
  street: string;
  number: string;
  neighborhood: string;
  complement: string | null;
  city: string;
  zip_code: string;
  state: string;
  latitude: number;
  longitude: number;
  reference_point: string | null;
}

interface StoreSpec {
  k: number;
  slug: string;
  name: string;
  branch: number;
  city: { id: number; name: string };
  address: Address;
  phone: string;
  whatsapp: string;
  /** null: the default theme (no colours, no logo). */
  highlight: ColorShades | null;
  visible: boolean;
  delivery: boolean;
  operation_times: OperationTime[];
  description: string;
  specials: ItemSpec[];
  /** Takes scheduled orders only (issue 17: Belo Horizonte, the demo of a schedule-only store). */
  scheduleOnly?: boolean;
  /** The merchant's GA4 and pixel (issue 17: Porto Alegre, decision 032); none by default. */
  analytics?: AnalyticsSettings;
  /** Greets a first-time visitor (show_welcome_modal, issue 17: Salvador, decision 033). */
  welcomeModal?: boolean;
}

function merchantFor(spec: {
  k: number;
  slug: string;
  name: string;
  type: "FRANCHISE" | "STORE";
  branch: number;
  address: Address;
  phone: string;
  whatsapp: string;
  stylizations: Stylizations;
  delivery: boolean;
  operation_times: OperationTime[];
  description: string;
  specials: ItemSpec[];
  store: SeedMerchant["store"];
  scheduleOnly?: boolean;
  welcomeModal?: boolean;
  analytics?: AnalyticsSettings;
}): SeedMerchant {
  const taxId = cnpj(CNPJ_ROOT, spec.branch);
  const built = buildMenu(spec.k, spec.specials);
  const isStore = spec.type === "STORE";
  return {
    id: spec.k,
    slug: spec.slug,
    name: spec.name,
    type: spec.type,
    slug_franchise: isStore ? FRANCHISE_SLUG : null,
    custom_domains: [],
    tropicalization: {
      country_code: "BRA",
      language: "pt-BR",
      currency: "BRL",
      timezone: TIMEZONE_BY_STATE[spec.address.state] ?? "America/Sao_Paulo",
    },
    stylizations: spec.stylizations,
    // Scheduling (issue 17, decision 029): half-hour slots for three days.
    scheduling_settings: { slot_minutes: 30, days_ahead: 3, lead_time_minutes: { DELIVERY: 40, TAKEOUT: 20 } },
    general_settings: generalSettings({
      multi_stores: true,
      fidelity_program: true,
      slug_franchise: isStore ? FRANCHISE_SLUG : null,
      scheduling_enabled: true,
      schedule_only: spec.scheduleOnly ?? false,
      show_welcome_modal: spec.welcomeModal ?? false,
      redirect_to_nearest_store: !isStore,
      pix_settings: { pix_type: "CNPJ", pix_value: onlyDigits(taxId), type: "STATIC" },
    }),
    smart_banner: SMART_BANNER,
    general_informations: {
      address: { visible: true, ...spec.address },
      contact: {
        email: isStore ? `${spec.slug.replace(`${FRANCHISE_SLUG}-`, "")}@sabordacasa.com.br` : "sac@sabordacasa.com.br",
        website: "https://www.sabordacasa.com.br",
        visible: true,
        link_faq: "https://www.sabordacasa.com.br/duvidas",
        phone: spec.phone,
        phone_ddi: "55",
        whatsapp: spec.whatsapp,
        whatsapp_visible: true,
      },
      merchant: {
        cnpj: taxId,
        corporate_name: "Sabor da Casa Alimentação Ltda.",
        name: spec.name,
        average_rating: isStore ? 4.5 : null,
        description: spec.description,
        policy_cnpj: cnpj(CNPJ_ROOT, 1),
        last_mile: false,
      },
      social_medias: SOCIAL,
      terms_and_policies: saborDaCasaTermsAndPolicies,
    },
    operation_modes: {
      delivery_configuration: { enabled: spec.delivery, time_to_receive: { minimum: 30, maximum: 50 } },
      takeout_configuration: { enabled: true, time_to_receive: { minimum: 10, maximum: 20 } },
      table_configuration: { enabled: false },
    },
    operation_times: spec.operation_times,
    menu_settings: { show_images: true, show_search: true, layout: "GRID", pizza_price_rule: "PROPORTIONAL" },
    order_settings: {
      minimum_order_value: money(25),
      delivery_fee: { title: "Taxa de entrega", value: money(5.99), use_in_minimum_order_calculation: false },
      extra_fee: { title: "Embalagem sustentável", value: money(1.5), use_in_minimum_order_calculation: false },
      allow_notes: true,
      require_tax_id_on_receipt: true,
      offline_payment_methods: ["CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX"],
    },
    coupon_settings: defaultCoupons,
    table_order_settings: noTableOrder,
    analytics_settings: spec.analytics ?? noAnalytics,
    delivery_areas: null,
    categories: built.categories,
    promotions: built.promotions,
    extras: built.extras,
    banners: built.banners,
    // The franchise itself sells nothing; each store takes PIX to its CNPJ, and cards except Florianópolis.
    payment_settings: isStore
      ? brazilianPaymentSettings({
          pixKey: onlyDigits(taxId),
          name: spec.name,
          city: spec.address.city,
          card: spec.slug !== `${FRANCHISE_SLUG}-florianopolis`,
        })
      : null,
    store: spec.store,
  };
}

const regional = (a: ItemSpec, b: ItemSpec): ItemSpec[] => [a, b];

const stores: StoreSpec[] = [
  {
    k: 5,
    slug: `${FRANCHISE_SLUG}-curitiba`,
    name: "Sabor da Casa Curitiba",
    branch: 2,
    city: franchiseCities.curitiba,
    address: {
      street: "Rua XV de Novembro",
      number: "1120",
      neighborhood: "Centro",
      complement: "Loja 3",
      city: "Curitiba",
      zip_code: "80060-000",
      state: "PR",
      latitude: -25.4307,
      longitude: -49.2661,
      reference_point: "Calçadão da Rua das Flores, perto da Boca Maldita",
    },
    phone: "4130241166",
    whatsapp: "5541991204455",
    highlight: shades("#7E57C2", "#E6DDF5", "#A58AD6", "#4D2C91"),
    visible: true,
    delivery: true,
    operation_times: STORE_HOURS,
    description: "Marmitas caseiras no centro de Curitiba, com entrega e retirada.",
    specials: regional(
      {
        name: "Barreado",
        description: "Carne cozida por horas na panela de barro, com farinha de mandioca, banana e arroz.",
        price: money(42.9),
        image: "marmita",
        tags: ["típico"],
      },
      {
        name: "Pierogi de batata",
        description: "Seis pierogi de batata e ricota com cebola dourada e creme azedo.",
        price: money(28.9),
        image: null,
        tags: ["vegetariano"],
      },
    ),
  },
  {
    k: 6,
    slug: `${FRANCHISE_SLUG}-belo-horizonte`,
    name: "Sabor da Casa Belo Horizonte",
    branch: 3,
    city: franchiseCities.beloHorizonte,
    address: {
      street: "Rua Pernambuco",
      number: "880",
      neighborhood: "Savassi",
      complement: null,
      city: "Belo Horizonte",
      zip_code: "30130-150",
      state: "MG",
      latitude: -19.9368,
      longitude: -43.9345,
      reference_point: "A duas quadras da Praça da Savassi",
    },
    phone: "3132259032",
    whatsapp: "5531987750321",
    highlight: shades("#D9822B", "#F8E2CB", "#E6A666", "#94551A"),
    visible: true,
    delivery: true,
    operation_times: STORE_HOURS,
    scheduleOnly: true,
    description: "O tempero mineiro do Sabor da Casa, pertinho da Savassi.",
    specials: regional(
      {
        name: "Feijão tropeiro",
        description: "Feijão, farinha de mandioca, torresmo, linguiça, couve e ovo.",
        price: money(31.9),
        image: "marmita",
        tags: ["mais pedido"],
      },
      {
        name: "Frango com quiabo",
        description: "Frango caipira ensopado com quiabo e angu.",
        price: money(29.9),
        image: "marmita",
        tags: ["típico"],
      },
    ),
  },
  {
    k: 7,
    slug: `${FRANCHISE_SLUG}-porto-alegre`,
    name: "Sabor da Casa Porto Alegre",
    branch: 4,
    city: franchiseCities.portoAlegre,
    address: {
      street: "Rua Padre Chagas",
      number: "310",
      neighborhood: "Moinhos de Vento",
      complement: null,
      city: "Porto Alegre",
      zip_code: "90570-080",
      state: "RS",
      latitude: -30.0263,
      longitude: -51.202,
      reference_point: null,
    },
    phone: "5130287140",
    whatsapp: "5551996127740",
    highlight: shades("#C0392B", "#F3D3CF", "#D66F64", "#80261C"),
    visible: true,
    delivery: false,
    operation_times: STORE_HOURS,
    description: "Só retirada no balcão: peça pelo site e busque sem fila.",
    analytics: {
      facebook: [
        {
          facebook_pixel_id: "100000000000001",
          facebook_api_conversion_enabled: true,
          add_payment_info: true,
          add_to_cart: true,
          initiate_checkout: true,
          lead: true,
          purchase: true,
          remove_from_cart: true,
          view_content: true,
        },
      ],
      ga4: [{ google_analytics_id: "G-COMANDA0001" }],
    },
    specials: regional(
      {
        name: "Arroz carreteiro",
        description: "Arroz com charque desfiado, linguiça e cheiro-verde.",
        price: money(32.9),
        image: "marmita",
        tags: ["típico"],
      },
      {
        name: "Galeto com polenta",
        description: "Meio galeto assado com polenta frita e salada de radicci.",
        price: money(36.9),
        image: "marmita",
      },
    ),
  },
  {
    k: 8,
    slug: `${FRANCHISE_SLUG}-recife`,
    name: "Sabor da Casa Recife",
    branch: 5,
    city: franchiseCities.recife,
    address: {
      street: "Avenida Conselheiro Aguiar",
      number: "2150",
      neighborhood: "Boa Viagem",
      complement: null,
      city: "Recife",
      zip_code: "51020-020",
      state: "PE",
      latitude: -8.113,
      longitude: -34.8968,
      reference_point: null,
    },
    phone: "8133261870",
    whatsapp: "5581998126640",
    highlight: shades("#0097A7", "#CCEEF1", "#4DB8C3", "#006570"),
    visible: true,
    delivery: true,
    // Closed until further notice (renovation): no opening period at all.
    operation_times: [],
    description: "Loja fechada para reforma, sem data de reabertura. Peça em outra unidade.",
    specials: regional(
      {
        name: "Arrumadinho de charque",
        description: "Charque acebolada, feijão-verde, vinagrete e farofa.",
        price: money(29.9),
        image: "marmita",
        tags: ["típico"],
      },
      {
        name: "Baião de dois",
        description: "Arroz e feijão-de-corda com queijo coalho, nata e carne de sol.",
        price: money(31.9),
        image: "marmita",
      },
    ),
  },
  {
    k: 9,
    slug: `${FRANCHISE_SLUG}-salvador`,
    name: "Sabor da Casa Salvador",
    branch: 6,
    city: franchiseCities.salvador,
    address: {
      street: "Avenida Sete de Setembro",
      number: "3400",
      neighborhood: "Barra",
      complement: "Térreo",
      city: "Salvador",
      zip_code: "40130-001",
      state: "BA",
      latitude: -13.0085,
      longitude: -38.529,
      reference_point: "Perto do Farol da Barra",
    },
    phone: "7133317725",
    whatsapp: "5571991338402",
    highlight: null,
    visible: true,
    delivery: true,
    operation_times: week(STORE_HOURS, hours([0], "11:00", "15:00")),
    description: "Comida caseira com um toque baiano, aberta também aos domingos.",
    welcomeModal: true,
    specials: regional(
      {
        name: "Moqueca baiana de peixe",
        description: "Peixe no dendê e leite de coco, com arroz, pirão e farofa.",
        price: money(44.9),
        image: "marmita",
        tags: ["típico"],
      },
      {
        name: "Bobó de camarão",
        description: "Creme de mandioca com camarão, dendê e coentro, com arroz.",
        price: money(42.9),
        image: "marmita",
        tags: ["picante"],
      },
    ),
  },
  {
    k: 10,
    slug: `${FRANCHISE_SLUG}-florianopolis`,
    name: "Sabor da Casa Florianópolis",
    branch: 7,
    city: franchiseCities.florianopolis,
    address: {
      street: "Rua Felipe Schmidt",
      number: "515",
      neighborhood: "Centro",
      complement: null,
      city: "Florianópolis",
      zip_code: "88010-001",
      state: "SC",
      latitude: -27.5966,
      longitude: -48.552,
      reference_point: "Em frente à Praça XV",
    },
    phone: "4830281904",
    whatsapp: "5548991560318",
    highlight: shades("#1E88E5", "#D2E7FA", "#64ABEE", "#125A9C"),
    visible: false,
    delivery: true,
    operation_times: STORE_HOURS,
    description: "Inauguração em breve no centro de Florianópolis.",
    specials: regional(
      {
        name: "Sequência de camarão individual",
        description: "Camarão ao alho e óleo, empanado e ensopado, com arroz e pirão.",
        price: money(49.9),
        image: "marmita",
        tags: ["típico"],
      },
      {
        name: "Pirão com peixe",
        description: "Filé de peixe ensopado com pirão de farinha e arroz.",
        price: money(34.9),
        image: "marmita",
      },
    ),
  },
];

export const saborDaCasa: SeedMerchant = merchantFor({
  k: FRANCHISE_K,
  slug: FRANCHISE_SLUG,
  name: "Sabor da Casa",
  type: "FRANCHISE",
  branch: 1,
  address: {
    street: "Alameda Santos",
    number: "1200",
    neighborhood: "Jardim Paulista",
    complement: "8º andar",
    city: "São Paulo",
    zip_code: "01418-100",
    state: "SP",
    latitude: -23.5654,
    longitude: -46.6545,
    reference_point: null,
  },
  phone: "1140028922",
  whatsapp: "5511940028922",
  stylizations: {
    brand_colors: BRAND,
    highlight_colors: shades("#F4A300", "#FDEBC2", "#F7C04D", "#A86F00"),
    logo: logoOf(FRANCHISE_SLUG),
  },
  delivery: true,
  operation_times: STORE_HOURS,
  description:
    "Marmitas caseiras, bowls e caldos feitos todo dia em seis cidades do Brasil. Escolha a unidade mais perto de você.",
  specials: regional(
    {
      name: "Virado à paulista",
      description: "Tutu de feijão, bisteca, couve, ovo, banana empanada e torresmo.",
      price: money(36.9),
      image: "marmita",
      tags: ["típico"],
    },
    {
      name: "Cuscuz paulista",
      description: "Cuscuz de milho com sardinha, ovo, tomate e ervilha.",
      price: money(24.9),
      image: null,
    },
  ),
  store: null,
});

export const saborDaCasaStores: SeedMerchant[] = stores.map((s) =>
  merchantFor({
    ...s,
    type: "STORE",
    stylizations: s.highlight
      ? { brand_colors: BRAND, highlight_colors: s.highlight, logo: logoOf(s.slug) }
      : { brand_colors: null, highlight_colors: null, logo: null },
    store: { visible: s.visible, city: s.city },
  }),
);
