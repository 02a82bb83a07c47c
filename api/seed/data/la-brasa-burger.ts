import type { SeedMerchant } from "../types";
import { cardOnlyPaymentSettings } from "./payment-settings";
import { laBrasaTermsAndPolicies } from "./store-info";
import {
  EXPIRED,
  MenuBuilder,
  RUNNING,
  defaultCoupons,
  generalSettings,
  hours,
  logoOf,
  money,
  noAnalytics,
  noSmartBanner,
  noTableOrder,
  nit,
  shades,
  week,
  type GroupSpec,
  type ItemSpec,
  sandboxSocialLogin,
} from "./helpers";

/** Merchant 2: a burger place in El Poblado, Medellín. Prices in COP minor units ($28.000 = 2800000). */
const K = 2;
const SLUG = "la-brasa-burger";
const NIT = nit("901482376");

const punto: GroupSpec = {
  name: "Punto de la carne",
  min: 1,
  max: 1,
  options: ["Término medio", "Tres cuartos", "Bien asada"],
};
const pan: GroupSpec = {
  name: "Tipo de pan",
  min: 1,
  max: 1,
  options: ["Pan brioche", "Pan artesanal de papa", ["Pan sin gluten", money(4000)], "Envuelta en lechuga (sin pan)"],
};
const adiciones: GroupSpec = {
  name: "Adiciones",
  min: 0,
  max: 5,
  options: [
    ["Tocineta", money(5000)],
    ["Queso cheddar extra", money(4000)],
    ["Huevo frito", money(3000)],
    ["Aguacate", money(4500)],
    ["Cebolla caramelizada", money(3500)],
    ["Jalapeños", money(2500)],
    ["Pepinillos", money(2000)],
    ["Carne extra (150 g)", money(12000)],
    { name: "Queso azul", price: money(5000), enabled: false },
  ],
};
const quitar: GroupSpec = {
  name: "¿Le quitamos algo?",
  min: 0,
  max: 4,
  options: ["Sin cebolla", "Sin tomate", "Sin pepinillos", "Sin salsa de la casa"],
};
const gaseosas = ["Coca-Cola 400 ml", "Coca-Cola sin azúcar 400 ml", "Postobón Manzana 400 ml", "Colombiana 400 ml"];
const bebidaCombo: GroupSpec = {
  name: "Elige tu bebida",
  min: 1,
  max: 1,
  options: [...gaseosas, ["Limonada natural", money(3000)], ["Limonada de coco", money(6000)]],
};
const agrandar: GroupSpec = {
  name: "¿Agrandamos las papas?",
  min: 0,
  max: 1,
  options: [["Papas para compartir", money(4000)]],
};

const res = (spec: Omit<ItemSpec, "groups" | "image">): ItemSpec => ({
  image: "burger",
  groups: [punto, pan, adiciones, quitar],
  ...spec,
});
const sinPunto = (spec: Omit<ItemSpec, "groups" | "image">): ItemSpec => ({
  image: "burger",
  groups: [pan, adiciones, quitar],
  ...spec,
});

const menu = new MenuBuilder(K);

menu.category({
  name: "Hamburguesas",
  description: "Carne de res madurada, molida cada mañana y asada al carbón.",
  items: [
    res({
      name: "La Brasa Clásica",
      description: "Carne madurada de 150 g al carbón, queso cheddar, lechuga, tomate, cebolla y salsa de la casa.",
      price: money(28000),
      tags: ["más pedida"],
    }),
    res({
      name: "Doble Queso",
      description: "Doble carne de 120 g, doble cheddar fundido, pepinillos y cebolla picada.",
      price: money(34000),
    }),
    res({
      name: "BBQ Tocineta",
      description: "Carne de 150 g, tocineta crocante, aros de cebolla, cheddar y salsa BBQ ahumada.",
      price: money(36000),
      tags: ["más pedida"],
    }),
    res({
      name: "La Paisa",
      description: "Carne de 150 g, chicharrón crocante, maduro asado, huevo frito y hogao casero.",
      price: money(38000),
      tags: ["de la casa"],
    }),
    res({
      name: "Mexicana",
      description: "Carne de 150 g, guacamole, jalapeños, pico de gallo y queso pepper jack.",
      price: money(35000),
      tags: ["picante"],
    }),
    res({
      name: "Smash Burger",
      description: "Dos carnes smash de 90 g bien doradas, queso americano y cebolla a la plancha.",
      price: money(26000),
      original_price: money(30000),
      tags: ["promo"],
      promo: { title: "Smash Burger a $26.000", description: "Todos los días, solo por la página." },
    }),
    res({
      name: "Hongos y Queso Suizo",
      description: "Carne de 150 g, champiñones salteados al ajo, queso suizo y alioli.",
      price: money(35000),
    }),
    res({
      name: "Hawaiana",
      description: "Carne de 150 g, piña asada, jamón ahumado, mozzarella y salsa teriyaki.",
      price: money(32000),
    }),
    res({
      name: "La Trufada",
      description: "Carne angus de 180 g, queso brie, rúgula, cebolla caramelizada y mayonesa de trufa.",
      price: money(42000),
      tags: ["premium"],
    }),
    sinPunto({
      name: "Pollo Crispy",
      description: "Pechuga apanada crocante, ensalada coleslaw, pepinillos y mayonesa de miel mostaza.",
      price: money(29000),
    }),
    sinPunto({
      name: "Veggie de Garbanzo",
      description: "Medallón de garbanzo y quinua, aguacate, tomate, rúgula y alioli.",
      price: money(27000),
      tags: ["vegetariana"],
    }),
    res({
      name: "La Costeña",
      description: "Carne de 150 g, queso costeño asado, suero y bollo limpio.",
      price: money(33000),
      enabled: false,
    }),
  ],
});
menu.category({
  name: "Combos",
  description: "Hamburguesa, papas y bebida: todo listo.",
  items: [
    {
      name: "Combo Clásico",
      description: "La Brasa Clásica, papas a la francesa personales y gaseosa de 400 ml.",
      price: money(39900),
      original_price: money(46000),
      image: "combo",
      tags: ["más pedido"],
      promo: { title: "Combo Clásico a $39.900", description: "Hamburguesa, papas y gaseosa." },
      groups: [punto, bebidaCombo, agrandar],
    },
    {
      name: "Combo Doble Queso",
      description: "Doble Queso, papas a la francesa personales y gaseosa de 400 ml.",
      price: money(45900),
      image: "combo",
      groups: [punto, bebidaCombo, agrandar],
    },
    {
      name: "Combo Pareja",
      description: "Dos hamburguesas a elección, papas para compartir y dos bebidas.",
      price: money(79900),
      image: "combo",
      serves: 2,
      groups: [
        {
          name: "Elige las dos hamburguesas",
          min: 2,
          max: 2,
          options: ["La Brasa Clásica", ["BBQ Tocineta", money(6000)], "Pollo Crispy", "Veggie de Garbanzo"],
        },
        { name: "Elige las dos bebidas", min: 2, max: 2, options: gaseosas },
      ],
    },
    {
      name: "Combo Infantil",
      description: "Mini hamburguesa o nuggets, papitas, jugo en caja y una sorpresa.",
      price: money(24900),
      image: "combo",
      groups: [{ name: "Plato principal", min: 1, max: 1, options: ["Mini hamburguesa", "Nuggets (6 unidades)"] }],
    },
  ],
});
menu.category({
  name: "Papas y acompañamientos",
  items: [
    {
      name: "Papas a la francesa",
      description: "Papas crocantes con sal marina.",
      price: money(9000),
      image: "fries",
      groups: [{ name: "Tamaño", min: 1, max: 1, options: ["Personal", ["Para compartir", money(6000)]] }],
    },
    {
      name: "Papas rústicas con paprika",
      description: "Con cáscara, paprika ahumada y alioli.",
      price: money(11000),
      image: "fries",
    },
    {
      name: "Papas cheddar y tocineta",
      description: "Bañadas en salsa de cheddar con tocineta y cebollín.",
      price: money(16000),
      image: "fries",
      serves: 2,
    },
    {
      name: "Aros de cebolla",
      description: "Apanados en cerveza, con salsa BBQ.",
      price: money(12000),
      image: "fries",
    },
    {
      name: "Yuca frita",
      description: "Yuquitas doradas con suero costeño y ají de la casa.",
      price: money(12000),
      image: "fries",
    },
    {
      name: "Alitas (8 unidades)",
      description: "Alitas jugosas con apio y salsa de queso azul.",
      price: money(24000),
      image: "wings",
      serves: 2,
      groups: [
        { name: "Salsa de las alitas", min: 1, max: 1, options: ["BBQ", "Búfalo picante", "Miel mostaza", "Maracuyá"] },
      ],
    },
    {
      name: "Nuggets de pollo (8 unidades)",
      description: "Pechuga apanada con salsa miel mostaza.",
      price: money(15000),
      image: "wings",
    },
    {
      name: "Patacón con hogao",
      description: "Patacón crocante con hogao y queso costeño.",
      price: money(12000),
      image: null,
    },
    {
      name: "Ensalada de la casa",
      description: "Lechugas, tomate cherry, mango y vinagreta de maracuyá.",
      price: money(14000),
      image: "salad",
      available: false,
    },
  ],
});
menu.category({
  name: "Bebidas",
  items: [
    {
      name: "Gaseosa 400 ml",
      description: "Bien fría.",
      price: money(6000),
      image: "soda",
      groups: [
        { name: "Elige tu gaseosa", min: 1, max: 1, options: [...gaseosas, { name: "Quatro 400 ml", enabled: false }] },
      ],
    },
    {
      name: "Limonada de coco",
      description: "Limón, crema de coco y hielo frappé.",
      price: money(12000),
      image: "juice",
      tags: ["más pedida"],
    },
    { name: "Limonada natural", description: "Limón recién exprimido.", price: money(7000), image: "juice" },
    {
      name: "Jugo natural",
      description: "Fruta fresca colombiana.",
      price: money(9000),
      image: "juice",
      groups: [
        { name: "Fruta", min: 1, max: 1, options: ["Mora", "Lulo", "Maracuyá", "Mango", ["Guanábana", money(1000)]] },
        { name: "Preparación", min: 1, max: 1, options: ["En agua", ["En leche", money(1500)]] },
      ],
    },
    {
      name: "Malteada",
      description: "Helado artesanal batido con leche entera y crema chantilly.",
      price: money(15000),
      image: "milkshake",
      groups: [
        {
          name: "Sabor",
          min: 1,
          max: 1,
          options: ["Vainilla", "Chocolate", "Fresa", "Arequipe", ["Oreo", money(2000)]],
        },
      ],
    },
    {
      name: "Cerveza nacional",
      description: "Botella de 330 ml. Prohibida la venta a menores de edad.",
      price: money(8000),
      image: "beer",
      tags: ["+18"],
      groups: [{ name: "Elige la cerveza", min: 1, max: 1, options: ["Club Colombia Dorada", "Águila", "Poker"] }],
    },
    {
      name: "Cerveza artesanal",
      description: "Cerveza artesanal antioqueña de la temporada, 355 ml.",
      price: money(14000),
      image: "beer",
      tags: ["+18"],
    },
    {
      name: "Agua",
      description: "Botella de 600 ml.",
      price: money(5000),
      image: "water",
      groups: [{ name: "Tipo", min: 1, max: 1, options: ["Sin gas", "Con gas"] }],
    },
    { name: "Té helado de durazno", description: "Té negro con durazno, 400 ml.", price: money(6500), image: "juice" },
  ],
});
menu.category({
  name: "Postres",
  items: [
    {
      name: "Brownie con helado",
      description: "Brownie tibio de chocolate con helado de vainilla.",
      price: money(14000),
      image: "dessert",
      tags: ["más pedido"],
    },
    {
      name: "Cheesecake de maracuyá",
      description: "Base de galleta y coulis de maracuyá.",
      price: money(13000),
      image: "dessert",
    },
    {
      name: "Oblea con arequipe",
      description: "Oblea crocante con arequipe.",
      price: money(8000),
      image: null,
      groups: [
        {
          name: "Adiciones",
          min: 0,
          max: 3,
          options: [
            ["Queso rallado", money(1500)],
            ["Crema de leche", money(1500)],
            ["Mermelada de mora", money(1500)],
            ["Chispas de chocolate", money(1500)],
          ],
        },
      ],
    },
    {
      name: "Torta de chocolate",
      description: "Húmeda, con ganache de chocolate.",
      price: money(12000),
      image: "dessert",
    },
    {
      name: "Helado (2 bolas)",
      description: "Helado artesanal.",
      price: money(9000),
      image: "ice-cream",
      groups: [
        { name: "Sabores", min: 1, max: 2, options: ["Vainilla", "Chocolate", "Fresa", "Arequipe", "Ron con pasas"] },
      ],
    },
  ],
});
menu.category({
  name: "Salsas",
  description: "Para untar todo.",
  items: [
    { name: "Salsa de la casa", description: "Receta secreta, 60 g.", price: money(2500), image: "sauce" },
    { name: "BBQ ahumada", description: "Dulce y ahumada, 60 g.", price: money(2500), image: "sauce" },
    { name: "Alioli", description: "Mayonesa de ajo confitado, 60 g.", price: money(2500), image: "sauce" },
    {
      name: "Ají de la casa",
      description: "Ají picante con cilantro y cebolla larga, 60 g.",
      price: money(2500),
      image: "sauce",
      tags: ["picante"],
    },
    {
      name: "Miel mostaza",
      description: "Mostaza antigua con miel de abejas, 60 g.",
      price: money(2500),
      image: "sauce",
    },
    { name: "Salsa de queso cheddar", description: "Caliente y cremosa, 90 g.", price: money(4000), image: "sauce" },
  ],
});
menu.category({ name: "Lanzamientos", description: "Muy pronto, nuevas hamburguesas." });
menu.category({
  name: "Temporada navideña",
  description: "Vuelve en diciembre.",
  enabled: false,
  items: [
    res({
      name: "Hamburguesa Navideña",
      description: "Carne de 150 g, pernil desmechado y salsa de ciruela.",
      price: money(39000),
    }),
    {
      name: "Natilla con buñuelos",
      description: "Natilla casera y dos buñuelos.",
      price: money(12000),
      image: "dessert",
    },
  ],
});
menu.category({
  name: "Canje de puntos",
  description: "Redime tus puntos del club La Brasa.",
  redeemable: true,
  items: [
    { name: "Papas a la francesa (canje)", description: "Canjea 300 puntos.", price: money(9000), image: "fries" },
    { name: "Malteada (canje)", description: "Canjea 500 puntos.", price: money(15000), image: "milkshake" },
  ],
});

menu.extra({
  name: "Cubiertos",
  description: "Solo si los necesitas.",
  order: 0,
  min: 0,
  max: 1,
  additionals: [{ name: "Incluir cubiertos y servilletas", price: 0, order: 1 }],
});
menu.extra({
  name: "Salsas en sobre",
  description: "Hasta cuatro sobres.",
  order: 2,
  min: 0,
  max: 4,
  additionals: [
    { name: "Salsa de tomate", price: 0, order: 2 },
    { name: "Mayonesa", price: 0, order: 1 },
    { name: "Mostaza", price: 0, order: 3 },
    { name: "Salsa rosada", price: 0, order: 0 },
    { name: "Ají picante", price: money(500), order: 5 },
    { name: "Salsa de piña", price: money(500), order: 4, enabled: false },
  ],
});
menu.extra({
  name: "Bolsa",
  description: "Bolsa biodegradable.",
  order: 1,
  min: 0,
  max: 1,
  enabled: false,
  additionals: [{ name: "Bolsa biodegradable", price: money(300), order: 1 }],
});

menu.banner({
  title: "Combo Clásico",
  description: "Hamburguesa, papas y gaseosa: $39.900",
  image: `${SLUG}/banner-combo.svg`,
  link: menu.itemLink("Combo Clásico"),
  order: 0,
  ...RUNNING,
});
menu.banner({
  title: "Malteadas de la casa",
  description: "Vainilla, chocolate, fresa y Oreo",
  image: `${SLUG}/banner-malteadas.svg`,
  link: menu.itemLink("Malteada"),
  order: 4,
  enabled_desktop: false,
  enabled_mobile: true,
});
menu.banner({
  title: "Martes de Smash 2x1",
  description: "Dos Smash Burger al precio de una",
  image: `${SLUG}/banner-smash.svg`,
  order: 9,
  ...EXPIRED,
});

const built = menu.menu();

export const laBrasaBurger: SeedMerchant = {
  id: K,
  slug: SLUG,
  name: "La Brasa Burger",
  type: "STORE",
  slug_franchise: null,
  custom_domains: [],
  tropicalization: { country_code: "COL", language: "es", currency: "COP", timezone: "America/Bogota" },
  stylizations: {
    brand_colors: shades("#E8590C", "#FFE3D1", "#F08A4B", "#A33C06"),
    highlight_colors: shades("#F2B705", "#FDF0C4", "#F6CD4D", "#A67D00"),
    logo: logoOf(SLUG),
  },
  // Kept for when the store turns scheduling on (issue 17): it does not schedule now.
  scheduling_settings: { slot_minutes: 20, days_ahead: 3, lead_time_minutes: { DELIVERY: 50, TAKEOUT: 25 } },
  general_settings: generalSettings({
    scheduling_enabled: false,
    address_configuration: { enabled_reference_point: true, required_reference_point: true },
  }),
  smart_banner: noSmartBanner,
  general_informations: {
    address: {
      visible: true,
      street: "Carrera 35",
      number: "8A-21",
      neighborhood: "El Poblado",
      complement: "Local 102",
      city: "Medellín",
      zip_code: "050021",
      state: "Antioquia",
      latitude: 6.2095,
      longitude: -75.5666,
      reference_point: "Barrio Provenza, a media cuadra del parque Lleras",
    },
    contact: {
      email: "hola@labrasaburger.co",
      website: "https://labrasaburger.co",
      visible: true,
      link_faq: "https://labrasaburger.co/preguntas-frecuentes",
      phone: "6044483120",
      phone_ddi: "57",
      whatsapp: "573146620958",
      whatsapp_visible: true,
    },
    merchant: {
      cnpj: NIT,
      corporate_name: "La Brasa Burger S.A.S.",
      name: "La Brasa Burger",
      average_rating: 4.6,
      description: "Hamburguesas al carbón con carne madurada y pan artesanal, hechas en Provenza, Medellín.",
      policy_cnpj: NIT,
      last_mile: false,
    },
    social_medias: {
      facebook: null,
      instagram: { name: "@labrasaburger.med", link: "https://www.instagram.com/labrasaburger.med" },
      twitter: null,
      youtube: { name: "La Brasa Burger", link: "https://www.youtube.com/@labrasaburgermed" },
    },
    terms_and_policies: laBrasaTermsAndPolicies,
  },
  operation_modes: {
    delivery_configuration: { enabled: true, time_to_receive: { minimum: 30, maximum: 45 } },
    takeout_configuration: { enabled: true, time_to_receive: { minimum: 15, maximum: 20 } },
    table_configuration: { enabled: false },
  },
  // Split shift with an afternoon break; Friday and Saturday until midnight.
  operation_times: week(
    hours([0, 1, 2, 3, 4, 5, 6], "12:00", "15:00"),
    hours([0, 1, 2, 3, 4], "17:30", "22:30"),
    hours([5, 6], "17:30", "00:00"),
  ),
  menu_settings: { show_images: true, show_search: true, layout: "GRID", pizza_price_rule: "PROPORTIONAL" },
  order_settings: {
    minimum_order_value: money(25000),
    delivery_fee: { title: "Domicilio", value: money(5900), use_in_minimum_order_calculation: false },
    extra_fee: { title: "Empaque", value: money(1500), use_in_minimum_order_calculation: true },
    allow_notes: true,
    require_tax_id_on_receipt: false,
    offline_payment_methods: ["CASH", "CREDIT_CARD", "DEBIT_CARD"],
  },
  coupon_settings: defaultCoupons,
  table_order_settings: noTableOrder,
  analytics_settings: noAnalytics,
  delivery_areas: null,
  categories: built.categories,
  promotions: built.promotions,
  extras: built.extras,
  banners: built.banners,
  social_login_settings: sandboxSocialLogin("google", "facebook"),
  payment_settings: cardOnlyPaymentSettings(["VISA", "MASTER", "AMEX"], null, { pse: true }),
  store: null,
};
