import type { SeedMerchant } from "../types";
import { cardOnlyPaymentSettings } from "./payment-settings";
import { taqueriaTermsAndPolicies } from "./store-info";
import {
  EXPIRED,
  MenuBuilder,
  generalSettings,
  hours,
  logoOf,
  money,
  noAnalytics,
  noSmartBanner,
  noTableOrder,
  shades,
  week,
  type GroupSpec,
  type ItemSpec,
  sandboxSocialLogin,
} from "./helpers";

/** Merchant 3: a late-night taquería in Roma Norte, Ciudad de México. Prices in MXN minor units. */
const K = 3;
const SLUG = "taqueria-el-guero";
const RFC = "TEG180512KJ3";

const tortilla: GroupSpec = { name: "Tortilla", min: 1, max: 1, options: ["Maíz", ["Harina", money(5)]] };
const comoLoQuieres: GroupSpec = {
  name: "¿Cómo lo quieres?",
  min: 1,
  max: 1,
  options: ["Con todo (cebolla y cilantro)", "Sin cebolla", "Sin cilantro", "Solo carne"],
};
const salsas: GroupSpec = {
  name: "Salsas",
  min: 0,
  max: 2,
  options: [
    "Salsa verde",
    "Salsa roja",
    "Taquera de chile de árbol",
    { name: "Salsa de habanero", description: "Muy picosa" },
  ],
};
const extrasTaco: GroupSpec = {
  name: "Extras",
  min: 0,
  max: 3,
  options: [
    ["Queso gratinado", money(12)],
    ["Aguacate", money(15)],
    ["Cebollitas asadas", money(10)],
    ["Nopales", money(10)],
    { name: "Chicharrón", price: money(10), enabled: false },
  ],
};
const tortillaQuesadilla: GroupSpec = {
  name: "Tortilla",
  min: 1,
  max: 1,
  options: ["Maíz azul hecha a mano", "Maíz amarillo hecha a mano", "Harina"],
};

const taco = (spec: Omit<ItemSpec, "groups" | "image">, extraGroups: GroupSpec[] = []): ItemSpec => ({
  image: "taco",
  groups: [tortilla, comoLoQuieres, salsas, extrasTaco, ...extraGroups],
  ...spec,
});
const quesadilla = (spec: Omit<ItemSpec, "groups" | "image">): ItemSpec => ({
  image: "quesadilla",
  groups: [tortillaQuesadilla, salsas],
  ...spec,
});

const menu = new MenuBuilder(K);

menu.category({
  name: "Tacos",
  description: "Tortilla de maíz nixtamalizado hecha al momento. Precio por pieza.",
  items: [
    taco(
      {
        name: "Taco al pastor",
        description: "Cerdo adobado al trompo con piña, cebolla y cilantro.",
        price: money(25),
        tags: ["más pedido"],
      },
      [{ name: "¿Con piña?", min: 1, max: 1, options: ["Con piña", "Sin piña", ["Piña extra", money(5)]] }],
    ),
    taco({
      name: "Taco de suadero",
      description: "Suadero confitado en su jugo y dorado en la plancha.",
      price: money(25),
    }),
    taco({ name: "Taco campechano", description: "Suadero y longaniza con chicharrón crujiente.", price: money(28) }),
    taco({ name: "Taco de bistec", description: "Bistec de res picado a la plancha.", price: money(27) }),
    taco({
      name: "Taco de longaniza",
      description: "Longaniza de Toluca bien dorada.",
      price: money(25),
      tags: ["picante"],
    }),
    taco({ name: "Taco de tripa", description: "Tripita dorada y crujiente, como la pidas.", price: money(30) }),
    taco({ name: "Taco de cabeza", description: "Cachete y maciza de res cocidos al vapor.", price: money(28) }),
    taco({ name: "Taco de lengua", description: "Lengua de res suavecita, picada al momento.", price: money(35) }),
    taco({ name: "Taco de costilla", description: "Costilla de res al carbón con cebollita asada.", price: money(35) }),
    taco({ name: "Taco de pollo", description: "Pollo adobado al carbón.", price: money(23) }),
    taco({
      name: "Taco de nopales con queso",
      description: "Nopales asados con queso panela.",
      price: money(22),
      tags: ["vegetariano"],
    }),
    taco({
      name: "Taco de hongos al ajillo",
      description: "Hongos salteados con ajo y chile guajillo.",
      price: money(24),
      tags: ["vegetariano"],
    }),
    {
      name: "Taco gobernador",
      description: "Camarón con queso y pimiento en tortilla dorada, estilo Sinaloa.",
      price: money(45),
      image: "taco",
      groups: [salsas],
    },
    {
      name: "Orden de 5 tacos al pastor",
      description: "Cinco tacos al pastor con piña, cebolla, cilantro y limones.",
      price: money(99),
      original_price: money(125),
      image: "taco",
      tags: ["promo"],
      promo: { title: "5 al pastor por $99", description: "La orden completa con todo y piña." },
      groups: [tortilla, comoLoQuieres, salsas],
    },
    taco({ name: "Taco de chuleta", description: "Chuleta ahumada a la plancha.", price: money(28), enabled: false }),
  ],
});
menu.category({
  name: "Quesadillas",
  description: "Tortilla hecha a mano, comal y queso Oaxaca.",
  items: [
    quesadilla({
      name: "Quesadilla de queso",
      description: "Queso Oaxaca derretido.",
      price: money(45),
      tags: ["vegetariano"],
    }),
    quesadilla({
      name: "Quesadilla de champiñones",
      description: "Champiñones con epazote y queso.",
      price: money(55),
      tags: ["vegetariano"],
    }),
    quesadilla({
      name: "Quesadilla de flor de calabaza",
      description: "Flor de calabaza guisada con queso.",
      price: money(55),
      tags: ["vegetariano"],
    }),
    quesadilla({
      name: "Quesadilla de huitlacoche",
      description: "Huitlacoche de temporada con queso. Se acabó por hoy.",
      price: money(60),
      tags: ["vegetariano"],
      available: false,
    }),
    quesadilla({
      name: "Quesadilla de chicharrón prensado",
      description: "Chicharrón prensado en salsa verde con queso.",
      price: money(55),
    }),
    quesadilla({
      name: "Quesadilla de tinga",
      description: "Tinga de pollo en chipotle con queso.",
      price: money(55),
      tags: ["picante"],
    }),
  ],
});
menu.category({
  name: "Especialidades",
  description: "Gringas, volcanes, costras y alambres.",
  items: [
    {
      name: "Gringa al pastor",
      description: "Tortilla de harina con pastor, queso gratinado y piña.",
      price: money(59),
      original_price: money(69),
      image: "quesadilla",
      tags: ["más pedido"],
      promo: { title: "Gringa al pastor a $59", description: "De lunes a jueves." },
      groups: [salsas, extrasTaco],
    },
    {
      name: "Gringa de bistec",
      description: "Tortilla de harina con bistec y queso gratinado.",
      price: money(72),
      image: "quesadilla",
      groups: [salsas, extrasTaco],
    },
    {
      name: "Volcán al pastor",
      description: "Tostada con queso gratinado y pastor encima.",
      price: money(38),
      image: "taco",
      groups: [salsas],
    },
    {
      name: "Costra de pastor",
      description: "Queso dorado en la plancha hasta hacer costra, relleno de pastor.",
      price: money(55),
      image: "quesadilla",
      groups: [salsas],
    },
    {
      name: "Alambre de bistec",
      description: "Bistec, tocino, pimiento y cebolla gratinados con queso. Con cinco tortillas.",
      price: money(145),
      image: "taco",
      groups: [tortilla, salsas],
    },
    {
      name: "Alambre vegetariano",
      description: "Champiñones, nopales, pimiento y cebolla con queso gratinado. Con cinco tortillas.",
      price: money(120),
      image: "taco",
      tags: ["vegetariano"],
      groups: [tortilla, salsas],
    },
  ],
});
menu.category({
  name: "Para compartir",
  items: [
    {
      name: "Kilo de pastor para llevar",
      description: "Un kilo de pastor con 30 tortillas, piña, cebolla, cilantro, limones y salsas.",
      price: money(380),
      original_price: money(420),
      image: "taco",
      serves: 5,
      promo: { title: "Kilo de pastor a $380", description: "Para la reunión, con todo incluido." },
      groups: [{ name: "Tortillas", min: 1, max: 1, options: ["30 de maíz", ["30 de harina", money(30)]] }],
    },
    {
      name: "Guacamole con totopos",
      description: "Aguacate, jitomate, cebolla, cilantro y chile serrano.",
      price: money(89),
      image: "guacamole",
      serves: 2,
      tags: ["vegetariano"],
    },
    {
      name: "Queso fundido con chorizo",
      description: "Queso Chihuahua fundido con chorizo y tortillas de harina.",
      price: money(98),
      image: null,
      serves: 2,
    },
    {
      name: "Frijoles charros",
      description: "Frijol bayo con tocino, chorizo y chile.",
      price: money(49),
      image: "soup",
    },
    {
      name: "Cebollitas asadas",
      description: "Seis cebollitas cambray con limón y sal.",
      price: money(35),
      image: null,
    },
  ],
});
menu.category({
  name: "Bebidas",
  items: [
    {
      name: "Agua fresca",
      description: "Preparada en casa todos los días.",
      price: money(35),
      image: "juice",
      groups: [
        { name: "Tamaño", min: 1, max: 1, options: ["Chica (500 ml)", ["Grande (1 litro)", money(20)]] },
        {
          name: "Sabor",
          min: 1,
          max: 1,
          options: ["Horchata", "Jamaica", "Tamarindo", "Limón con chía", { name: "Pepino con limón", enabled: false }],
        },
      ],
    },
    {
      name: "Refresco",
      description: "Botella de vidrio de 355 ml.",
      price: money(30),
      image: "soda",
      groups: [
        {
          name: "Elige tu refresco",
          min: 1,
          max: 1,
          options: [
            "Coca-Cola",
            "Coca-Cola sin azúcar",
            "Sidral Mundet",
            "Jarritos de tamarindo",
            "Jarritos de mandarina",
            "Sangría Señorial",
          ],
        },
      ],
    },
    {
      name: "Cerveza",
      description: "Botella de 355 ml. Venta solo a mayores de 18 años.",
      price: money(45),
      image: "beer",
      tags: ["+18"],
      groups: [
        { name: "Elige la cerveza", min: 1, max: 1, options: ["Victoria", "Modelo Especial", "Indio", "Pacífico"] },
      ],
    },
    {
      name: "Michelada",
      description: "Vaso escarchado con chile, limón y tu cerveza favorita.",
      price: money(75),
      image: "beer",
      tags: ["+18", "picante"],
      groups: [
        { name: "Cerveza base", min: 1, max: 1, options: ["Victoria", "Modelo Especial", "Indio"] },
        {
          name: "Preparación",
          min: 1,
          max: 1,
          options: ["Clásica (limón y sal)", "Cubana (con salsas)", ["Clamato", money(15)]],
        },
      ],
    },
    { name: "Agua mineral Topo Chico", description: "Botella de vidrio de 355 ml.", price: money(30), image: "water" },
    { name: "Café de olla", description: "Con canela y piloncillo.", price: money(30), image: "coffee" },
  ],
});
menu.category({
  name: "Postres",
  items: [
    { name: "Flan napolitano", description: "Flan casero con cajeta.", price: money(45), image: "flan" },
    { name: "Arroz con leche", description: "Con canela y pasas.", price: money(40), image: null },
    {
      name: "Churros con chocolate",
      description: "Cuatro churros con azúcar y canela, y chocolate caliente para sopear.",
      price: money(55),
      image: "churros",
      tags: ["más pedido"],
    },
    {
      name: "Pastel de tres leches",
      description: "Rebanada con durazno en almíbar.",
      price: money(55),
      image: "dessert",
    },
    {
      name: "Nieve de garrafa",
      description: "Nieve artesanal, vaso chico.",
      price: money(40),
      image: "ice-cream",
      groups: [{ name: "Sabor", min: 1, max: 1, options: ["Limón", "Mamey", "Vainilla", "Fresa"] }],
    },
  ],
});
menu.category({ name: "Próximamente", description: "Nuevos guisos muy pronto." });
menu.category({
  name: "Temporada de chiles en nogada",
  description: "Agosto y septiembre.",
  enabled: false,
  items: [
    {
      name: "Chile en nogada",
      description: "Chile poblano relleno de picadillo, nogada y granada.",
      price: money(230),
      image: null,
    },
    {
      name: "Pozole rojo",
      description: "Pozole de cerdo con tostadas, rábano y lechuga.",
      price: money(120),
      image: "soup",
    },
  ],
});
menu.category({
  name: "Canje de puntos",
  description: "Canjea los puntos de tu tarjeta El Güero.",
  redeemable: true,
  items: [
    { name: "Taco al pastor (canje)", description: "Canjea 50 puntos.", price: money(25), image: "taco" },
    { name: "Agua fresca chica (canje)", description: "Canjea 70 puntos.", price: money(35), image: "juice" },
  ],
});

menu.extra({
  name: "Salsas extra",
  description: "Para llevar aparte.",
  order: 1,
  min: 0,
  max: 3,
  additionals: [
    { name: "Salsa verde", price: 0, order: 1 },
    { name: "Salsa roja", price: 0, order: 2 },
    { name: "Salsa de chile de árbol", price: 0, order: 3 },
    { name: "Salsa de habanero", price: money(8), order: 5 },
    { name: "Limones extra", price: 0, order: 0 },
    { name: "Guacamole (porción)", price: money(25), order: 4, enabled: false },
  ],
});
menu.extra({
  name: "Tortillas extra",
  description: null,
  order: 2,
  min: 0,
  max: 2,
  additionals: [
    { name: "5 tortillas de maíz", price: money(10), order: 1 },
    { name: "5 tortillas de harina", price: money(15), order: 2 },
  ],
});
menu.extra({
  name: "Cubiertos y servilletas",
  description: "Solo si los necesitas.",
  order: 0,
  min: 0,
  max: 1,
  additionals: [{ name: "Incluir cubiertos", price: 0, order: 1 }],
});
menu.extra({
  name: "Bolsa",
  description: null,
  order: 3,
  min: 0,
  max: 1,
  enabled: false,
  additionals: [{ name: "Bolsa de papel", price: money(3), order: 1 }],
});

menu.banner({
  title: "Martes de pastor",
  description: "Orden de 5 tacos al pastor por $99",
  image: `${SLUG}/banner-pastor.svg`,
  link: menu.itemLink("Orden de 5 tacos al pastor"),
  order: 0,
});
menu.banner({
  title: "Aguas frescas",
  description: "Horchata, jamaica y tamarindo del día",
  image: `${SLUG}/banner-aguas.svg`,
  link: menu.itemLink("Agua fresca"),
  order: 5,
  enabled_desktop: false,
  enabled_mobile: true,
});
menu.banner({
  title: "Noche de gringas",
  description: "Harina, queso y pastor recién salido",
  image: `${SLUG}/banner-gringas.svg`,
  order: 2,
  ...EXPIRED,
});

const built = menu.menu();

export const taqueriaElGuero: SeedMerchant = {
  id: K,
  slug: SLUG,
  name: "Taquería El Güero",
  type: "STORE",
  slug_franchise: null,
  custom_domains: [],
  tropicalization: { country_code: "MEX", language: "es", currency: "MXN", timezone: "America/Mexico_City" },
  stylizations: {
    brand_colors: shades("#D6246E", "#F9D3E2", "#E56A9C", "#93174A"),
    highlight_colors: shades("#00897B", "#CCEDEA", "#4DB6AC", "#00574E"),
    logo: logoOf(SLUG),
  },
  // Scheduling (issue 17, decision 029): five days ahead; deliveries cross the city, an hour's notice.
  scheduling_settings: { slot_minutes: 30, days_ahead: 5, lead_time_minutes: { DELIVERY: 60, TAKEOUT: 30 } },
  general_settings: generalSettings({ scheduling_enabled: true }),
  smart_banner: noSmartBanner,
  general_informations: {
    address: {
      visible: true,
      street: "Calle Orizaba",
      number: "118",
      neighborhood: "Roma Norte",
      complement: null,
      city: "Ciudad de México",
      zip_code: "06700",
      state: "CDMX",
      latitude: 19.4172,
      longitude: -99.1601,
      reference_point: "Esquina con Álvaro Obregón, frente a la fuente",
    },
    contact: {
      email: "pedidos@taqueriaelguero.mx",
      website: null,
      visible: true,
      link_faq: null,
      phone: "5552640918",
      phone_ddi: "52",
      whatsapp: "525548823317",
      whatsapp_visible: true,
    },
    merchant: {
      cnpj: RFC,
      corporate_name: "Taquería El Güero S.A. de C.V.",
      name: "Taquería El Güero",
      average_rating: 4.7,
      description:
        "Tacos al pastor de trompo, suadero y campechanos desde 2018 en la Roma. Abierto hasta la madrugada.",
      policy_cnpj: RFC,
      last_mile: false,
    },
    social_medias: {
      facebook: { name: "Taquería El Güero", link: "https://www.facebook.com/taqueriaelguerocdmx" },
      instagram: { name: "@taqueriaelguero", link: "https://www.instagram.com/taqueriaelguero" },
      twitter: { name: "@elguerotacos", link: "https://x.com/elguerotacos" },
      youtube: null,
    },
    terms_and_policies: taqueriaTermsAndPolicies,
  },
  operation_modes: {
    delivery_configuration: { enabled: true, time_to_receive: { minimum: 25, maximum: 40 } },
    takeout_configuration: { enabled: true, time_to_receive: { minimum: 10, maximum: 15 } },
    table_configuration: { enabled: false },
  },
  // Opens at 13:00 and runs past midnight: until 02:00, and 04:00 on Friday and Saturday nights. Closed on Tuesdays.
  operation_times: week(hours([0, 1, 3, 4], "13:00", "02:00"), hours([5, 6], "13:00", "04:00")),
  menu_settings: { show_images: true, show_search: true, layout: "LIST", pizza_price_rule: "PROPORTIONAL" },
  order_settings: {
    minimum_order_value: money(150),
    delivery_fee: { title: "Envío", value: money(35), use_in_minimum_order_calculation: false },
    extra_fee: null,
    allow_notes: true,
    require_tax_id_on_receipt: false,
    offline_payment_methods: ["CASH", "CREDIT_CARD", "DEBIT_CARD"],
  },
  coupon_settings: { enabled: true, max_coupons_per_cart: 2, show_wallet: false },
  table_order_settings: noTableOrder,
  analytics_settings: noAnalytics,
  // Fee by distance from Roma Norte; Santa Fe and Xochimilco lie beyond the last band.
  delivery_areas: {
    mode: "DISTANCE",
    areas: [
      { name: "Centro Histórico", latitude: 19.4326, longitude: -99.1332, fee: 0 },
      { name: "Condesa", latitude: 19.4113, longitude: -99.1735, fee: 0 },
      { name: "Coyoacán", latitude: 19.35, longitude: -99.162, fee: 0 },
      { name: "Del Valle", latitude: 19.3867, longitude: -99.1637, fee: 0 },
      { name: "Juárez", latitude: 19.427, longitude: -99.16, fee: 0 },
      { name: "Polanco", latitude: 19.4333, longitude: -99.195, fee: 0 },
      { name: "Roma Norte", latitude: 19.419, longitude: -99.163, fee: 0 },
      { name: "Santa Fe", latitude: 19.359, longitude: -99.26, fee: 0 },
      { name: "Xochimilco", latitude: 19.262, longitude: -99.104, fee: 0 },
    ],
    bands: [
      { up_to_km: 3, fee: money(25) },
      { up_to_km: 6, fee: money(45) },
      { up_to_km: 10, fee: money(70) },
    ],
  },
  categories: built.categories,
  promotions: built.promotions,
  extras: built.extras,
  banners: built.banners,
  social_login_settings: sandboxSocialLogin("google", "apple"),
  payment_settings: cardOnlyPaymentSettings(["VISA", "MASTER", "AMEX"], null, { oxxoHours: 72 }),
  store: null,
};
