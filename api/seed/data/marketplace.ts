import type { ColorShades, GeneralInformations, GeneralSettings, Menu, Stylizations } from "../../../contract";
import { onlyDigits } from "../../../contract/formats";
import type { SeedMerchant } from "../types";
import { brazilianPaymentSettings } from "./payment-settings";
import {
  EXPIRED,
  ID_BLOCK,
  MenuBuilder,
  cnpj,
  defaultCoupons,
  food,
  generalSettings,
  hours,
  money,
  noAnalytics,
  noTableOrder,
  shades,
  week,
  type FoodImage,
  type GroupSpec,
  type ItemSpec,
} from "./helpers";

/**
 * Two marketplaces (general_settings.marketplace active, decision 040): FRANCHISE accounts that sell
 * nothing themselves and send the customer to the stores of which they are the franchise.
 *
 * - Merchant 11, "Mercado da Vila", a food hall (INDIVIDUAL): its root lists its two stands,
 *   12 "Pastelaria da Vila" (delivery and takeout) and 13 "Açaí da Vila" (takeout only).
 * - Merchant 14, "Açaí da Vila Delivery" (UNIQUE): the brand's ordering address, which sends every
 *   customer to its one store, 15 "Açaí da Vila Pinheiros" (the stand's menu: its dishes are the
 *   stand's, so the end-to-end "every dish" walk adds nothing new there).
 */
export const MARKETPLACE_SLUG = "mercado-da-vila";
export const UNIQUE_MARKETPLACE_SLUG = "acai-da-vila-delivery";

const CNPJ_ROOT = "41926503";
/** Merchant numbers of the marketplaces, by slug. */
const marketplaceK: Record<string, number> = { [MARKETPLACE_SLUG]: 11, [UNIQUE_MARKETPLACE_SLUG]: 14 };
const TIMEZONE = "America/Sao_Paulo";
/** Food-hall hours: every day, lunch to late evening. */
const HALL_HOURS = week(hours([0, 1, 2, 3, 4, 5, 6], "10:00", "23:00"));

type TermsAndPolicies = GeneralInformations["terms_and_policies"];

const termsOf = (name: string, email: string): TermsAndPolicies => ({
  terms_of_use: `Ao pedir pelo site da ${name} você concorda com os preços, as taxas e os prazos exibidos no cardápio no momento da compra. As imagens são meramente ilustrativas.

Promoções e cupons valem enquanto durarem os estoques e não são cumulativos, salvo quando indicado.`,
  cancellation_policy: `Você pode cancelar sem custo até a loja confirmar o pedido. Depois disso, fale com a loja pelo WhatsApp.

Pedidos pagos online e cancelados antes da confirmação são estornados integralmente: no PIX, em até 1 dia útil; no cartão, conforme o prazo da operadora.`,
  repentance_policy: `Por se tratar de alimento perecível preparado sob encomenda, não se aplica o direito de arrependimento após o preparo (Código de Defesa do Consumidor, art. 49).

Se o pedido chegar errado ou fora das condições de consumo, avise a loja em até 2 horas, com uma foto: refazemos o item ou devolvemos o valor.`,
  privacy_policy: `Seus dados são usados apenas para preparar e entregar o pedido, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).

Peça a consulta, a correção ou a exclusão dos seus dados quando quiser pelo e-mail ${email}.`,
  superapp_description: `Com o app da ${name} você pede em poucos toques e acompanha o pedido até a entrega ou a retirada no balcão. Disponível para iPhone e Android.`,
});

const SMART_BANNER = {
  link_apple_store: "https://apps.apple.com/br/app/mercado-da-vila/id6503318820",
  link_play_store: "https://play.google.com/store/apps/details?id=br.com.mercadodavila.app",
  show_link_store: true,
};

const ADDRESS = {
  visible: true,
  street: "Rua Cardeal Arcoverde",
  number: "1750",
  neighborhood: "Pinheiros",
  complement: "Térreo",
  city: "São Paulo",
  zip_code: "05407-002",
  state: "SP",
  latitude: -23.5629,
  longitude: -46.6848,
  reference_point: "Ao lado do Largo da Batata",
};

// ---------------------------------------------------------------------------------------------
// The stands' menus.

/** Dishes of one price and picture: [name, description] each. */
const sabores = (dishes: [name: string, description: string][], price: number, image: FoodImage): ItemSpec[] =>
  dishes.map(([name, description]) => ({ name, description, price, image }));

function pastelariaMenu(k: number): Menu & { banners: SeedMerchant["banners"] } {
  const menu = new MenuBuilder(k);
  const massa: GroupSpec = {
    name: "Massa",
    min: 1,
    max: 1,
    options: ["Tradicional", "Integral", ["Massa de queijo", money(2)]],
  };
  const extra: GroupSpec = {
    name: "Capriche no recheio",
    min: 0,
    max: 2,
    options: [["Catupiry", money(3)], ["Bacon", money(4)], ["Cheddar", money(3)], { name: "Ovo", enabled: false }],
  };
  const pastel = (name: string, description: string, price: number): ItemSpec => ({
    name,
    description,
    price,
    image: "calzone",
    groups: [massa, extra],
  });
  menu.category({
    name: "Pastéis salgados",
    description: "Massa fininha e crocante, frita na hora.",
    items: [
      {
        ...pastel("Pastel de carne", "Carne moída temperada com cebola e azeitona.", money(14.9)),
        tags: ["mais pedido"],
      },
      pastel("Pastel de queijo", "Mussarela derretida.", money(13.9)),
      {
        ...pastel("Pastel de pizza", "Mussarela, presunto, tomate e orégano.", money(14.9)),
        original_price: money(16.9),
        promo: { title: "Pastel de pizza por R$ 14,90", description: "Só no Mercado da Vila." },
      },
      pastel("Pastel de frango com catupiry", "Frango desfiado e catupiry.", money(15.9)),
      pastel("Pastel de palmito", "Palmito, tomate e cheiro-verde.", money(15.9)),
      pastel("Pastel de carne seca", "Carne seca desfiada com abóbora.", money(17.9)),
      pastel("Pastel de bacalhau", "Bacalhau desfiado, batata e azeitona.", money(19.9)),
      pastel("Pastel de camarão", "Camarão refogado com catupiry.", money(21.9)),
      pastel("Pastel de calabresa", "Calabresa acebolada e mussarela.", money(14.9)),
      pastel("Pastel de escarola", "Escarola refogada com alho e mussarela.", money(14.9)),
      pastel("Pastel de brócolis", "Brócolis, alho e mussarela.", money(14.9)),
      pastel("Pastel vegano de cogumelos", "Shimeji e shiitake refogados no shoyu.", money(17.9)),
      { ...pastel("Pastel de costela", "Costela desfiada e requeijão.", money(19.9)), available: false },
      { ...pastel("Pastel de atum", "Atum, cebola e azeitona.", money(16.9)), enabled: false },
    ],
  });
  menu.category({
    name: "Pastéis doces",
    items: [
      {
        name: "Pastel de chocolate",
        description: "Chocolate ao leite derretido.",
        price: money(13.9),
        image: "dessert",
      },
      {
        name: "Pastel de banana com canela",
        description: "Banana, açúcar e canela.",
        price: money(12.9),
        image: "dessert",
        original_price: money(14.9),
        promo: { title: "Pastel de banana por R$ 12,90", description: "Doce da casa." },
      },
      {
        name: "Pastel de Romeu e Julieta",
        description: "Goiabada cascão e queijo minas.",
        price: money(13.9),
        image: "dessert",
      },
      { name: "Pastel de doce de leite", description: "Doce de leite mineiro.", price: money(13.9), image: "dessert" },
    ],
  });
  menu.category({
    name: "Porções",
    items: [
      {
        name: "Mini pastéis (12 unidades)",
        description: "Carne, queijo e pizza, sortidos.",
        price: money(29.9),
        image: "calzone",
        serves: 2,
      },
      {
        name: "Coxinha de frango",
        description: "Massa de batata e frango com catupiry.",
        price: money(8.9),
        image: null,
      },
      {
        name: "Bolinho de bacalhau (6 unidades)",
        description: "Com molho de pimenta da casa.",
        price: money(24.9),
        image: null,
      },
      { name: "Batata frita", description: "Porção de 300 g.", price: money(18.9), image: "fries" },
    ],
  });
  menu.category({
    name: "Bebidas",
    items: [
      {
        name: "Caldo de cana 500 ml",
        description: "Moído na hora.",
        price: money(10.9),
        image: "juice",
        groups: [{ name: "Sabor", min: 1, max: 1, options: ["Puro", "Com limão", "Com abacaxi"] }],
      },
      ...sabores(
        [
          ["Refrigerante lata", "Lata de 350 ml."],
          ["Guaraná lata", "Lata de 350 ml."],
          ["Água mineral", "Garrafa de 500 ml, sem gás."],
          ["Água com gás", "Garrafa de 500 ml."],
          ["Chá gelado de pêssego", "Garrafa de 450 ml."],
          ["Suco de laranja", "Natural, 400 ml."],
          ["Suco de maracujá", "Natural, 400 ml."],
          ["Café expresso", "Dose de 50 ml."],
        ],
        money(6.9),
        "soda",
      ),
    ],
  });
  menu.category({ name: "Novidades", description: "Sabores da estação chegando em breve." });
  menu.category({
    name: "Festa junina",
    description: "Volta em junho.",
    enabled: false,
    items: [{ name: "Pastel de quentão", description: "Só nas festas.", price: money(14.9), image: "calzone" }],
  });
  menu.category({
    name: "Troque seus pontos",
    redeemable: true,
    items: [
      {
        name: "Pastel de queijo (resgate)",
        description: "Troque por 150 pontos.",
        price: money(13.9),
        image: "calzone",
      },
    ],
  });
  menu.extra({
    name: "Molhos",
    description: "Até dois sachês.",
    order: 1,
    min: 0,
    max: 2,
    additionals: [
      { name: "Vinagrete", price: 0, order: 2 },
      { name: "Pimenta", price: 0, order: 0 },
      { name: "Maionese verde", price: money(1), order: 1, enabled: false },
    ],
  });
  menu.extra({
    name: "Talheres",
    order: 0,
    min: 0,
    max: 1,
    additionals: [{ name: "Guardanapos e talheres", price: 0, order: 0 }],
  });
  menu.extra({
    name: "Sacola térmica",
    order: 3,
    min: 0,
    max: 1,
    enabled: false,
    additionals: [{ name: "Sacola térmica", price: money(4.9), order: 0 }],
  });
  menu.banner({
    title: "Pastel na hora",
    description: "Massa fininha e crocante",
    image: "food/calzone.svg",
    order: 0,
  });
  menu.banner({
    title: "Caldo de cana",
    description: "Moído na hora",
    image: "food/juice.svg",
    order: 5,
    enabled_desktop: false,
    enabled_mobile: true,
  });
  menu.banner({
    title: "Festa junina",
    description: "Pastel de quentão",
    image: "food/dessert.svg",
    order: 2,
    ...EXPIRED,
  });
  const built = menu.menu();
  return { categories: built.categories, promotions: built.promotions, extras: built.extras, banners: built.banners };
}

function acaiMenu(k: number): Menu & { banners: SeedMerchant["banners"] } {
  const menu = new MenuBuilder(k);
  const complementos: GroupSpec = {
    name: "Complementos",
    min: 0,
    max: 5,
    options: [
      "Granola",
      "Banana",
      "Leite em pó",
      "Leite condensado",
      "Paçoca",
      ["Morango", money(3)],
      ["Kiwi", money(3)],
      { name: "Nutella", enabled: false },
    ],
  };
  const base: GroupSpec = {
    name: "Base",
    min: 1,
    max: 1,
    options: ["Açaí tradicional", "Açaí zero açúcar", ["Açaí com cupuaçu", money(2)]],
  };
  const cup = (size: string, price: number, extra: Partial<ItemSpec> = {}): ItemSpec => ({
    name: `Açaí ${size}`,
    description: `Copo de ${size}, batido na hora.`,
    price,
    image: "acai",
    groups: [base, complementos],
    ...extra,
  });
  menu.category({
    name: "Açaí no copo",
    description: "Escolha a base e até cinco complementos.",
    items: [
      cup("300 ml", money(16.9), { tags: ["mais pedido"] }),
      cup("500 ml", money(22.9), {
        original_price: money(25.9),
        promo: { title: "Açaí 500 ml por R$ 22,90", description: "Com cinco complementos." },
      }),
      cup("700 ml", money(28.9)),
      cup("1 litro", money(38.9), { serves: 2 }),
      { ...cup("2 litros", money(69.9)), enabled: false },
    ],
  });
  menu.category({
    name: "Tigelas",
    items: [
      { name: "Tigela tropical", description: "Açaí, manga, banana e granola.", price: money(26.9), image: "bowl" },
      {
        name: "Tigela fit",
        description: "Açaí zero, morango, whey e chia.",
        price: money(29.9),
        image: "bowl",
        tags: ["fit"],
      },
      {
        name: "Tigela de cupuaçu",
        description: "Creme de cupuaçu, banana e paçoca.",
        price: money(27.9),
        image: "bowl",
      },
      { name: "Tigela kids", description: "Açaí, leite condensado e confete.", price: money(18.9), image: "bowl" },
      {
        name: "Tigela de pitaya",
        description: "Pitaya, frutas vermelhas e coco.",
        price: money(31.9),
        image: "bowl",
        available: false,
      },
    ],
  });
  menu.category({
    name: "Sorvetes e milk-shakes",
    items: [
      ...sabores(
        [
          ["Milk-shake de chocolate", "Copo de 400 ml."],
          ["Milk-shake de morango", "Copo de 400 ml."],
          ["Milk-shake de baunilha", "Copo de 400 ml."],
          ["Milk-shake de açaí", "Copo de 400 ml."],
          ["Milk-shake de paçoca", "Copo de 400 ml."],
        ],
        money(19.9),
        "milkshake",
      ),
      ...sabores(
        [
          ["Sorvete de creme", "Duas bolas."],
          ["Sorvete de chocolate", "Duas bolas."],
          ["Sorvete de coco", "Duas bolas."],
          ["Sorvete de tapioca", "Duas bolas."],
          ["Sorvete de cupuaçu", "Duas bolas."],
        ],
        money(12.9),
        "ice-cream",
      ),
    ],
  });
  menu.category({
    name: "Sucos e vitaminas",
    items: [
      { name: "Vitamina de banana", description: "Banana, leite e aveia, 400 ml.", price: money(13.9), image: "juice" },
      {
        name: "Vitamina de açaí",
        description: "Açaí, banana e leite, 400 ml.",
        price: money(15.9),
        image: "juice",
        original_price: money(17.9),
        promo: { title: "Vitamina de açaí por R$ 15,90", description: "Para tomar andando." },
      },
      { name: "Suco verde", description: "Couve, limão, maçã e gengibre, 400 ml.", price: money(12.9), image: "juice" },
      {
        name: "Suco de cupuaçu",
        description: "Polpa de cupuaçu, 400 ml.",
        price: money(11.9),
        image: "juice",
        groups: [{ name: "Preparo", min: 1, max: 1, options: ["Com água", "Com leite"] }],
      },
      { name: "Água de coco", description: "Natural, 300 ml.", price: money(8.9), image: "water" },
      { name: "Água mineral", description: "Garrafa de 500 ml.", price: money(4.9), image: "water" },
      {
        name: "Café gelado",
        description: "Com leite e calda de caramelo, 300 ml.",
        price: money(11.9),
        image: "coffee",
      },
      { name: "Chá gelado de hibisco", description: "Com limão, 400 ml.", price: money(9.9), image: "juice" },
      { name: "Kombucha de frutas vermelhas", description: "Garrafa de 275 ml.", price: money(13.9), image: null },
      {
        name: "Limonada suíça",
        description: "Limão batido com leite condensado, 400 ml.",
        price: money(10.9),
        image: "juice",
      },
      { name: "Chá mate com limão", description: "Gelado, 400 ml.", price: money(7.9), image: "juice" },
    ],
  });
  menu.category({ name: "Lançamentos", description: "Novos sabores chegando." });
  menu.category({
    name: "Verão",
    description: "Volta em dezembro.",
    enabled: false,
    items: [{ name: "Picolé de açaí", description: "Picolé cremoso.", price: money(7.9), image: "ice-cream" }],
  });
  menu.category({
    name: "Troque seus pontos",
    redeemable: true,
    items: [
      { name: "Açaí 300 ml (resgate)", description: "Troque por 180 pontos.", price: money(16.9), image: "acai" },
    ],
  });
  menu.extra({
    name: "Colher e guardanapo",
    order: 0,
    min: 0,
    max: 1,
    additionals: [{ name: "Colher descartável", price: 0, order: 0 }],
  });
  menu.extra({
    name: "Caldas",
    description: "Até duas.",
    order: 2,
    min: 0,
    max: 2,
    additionals: [
      { name: "Calda de chocolate", price: money(2), order: 3 },
      { name: "Mel", price: money(2), order: 1 },
      { name: "Calda de caramelo", price: money(2), order: 2, enabled: false },
    ],
  });
  menu.extra({
    name: "Embalagem térmica",
    order: 4,
    min: 0,
    max: 1,
    enabled: false,
    additionals: [{ name: "Embalagem térmica", price: money(3.9), order: 0 }],
  });
  menu.banner({
    title: "Açaí de verdade",
    description: "Batido na hora, do jeito que você gosta",
    image: "food/acai.svg",
    order: 0,
  });
  menu.banner({
    title: "Milk-shakes",
    description: "Cinco sabores",
    image: "food/milkshake.svg",
    order: 6,
    enabled_desktop: false,
    enabled_mobile: true,
  });
  menu.banner({
    title: "Picolé de açaí",
    description: "Volta no verão",
    image: "food/ice-cream.svg",
    order: 1,
    ...EXPIRED,
  });
  const built = menu.menu();
  return { categories: built.categories, promotions: built.promotions, extras: built.extras, banners: built.banners };
}

// ---------------------------------------------------------------------------------------------
// The merchants.

interface MerchantSpec {
  k: number;
  slug: string;
  name: string;
  type: "FRANCHISE" | "STORE";
  slugFranchise: string | null;
  branch: number;
  description: string;
  email: string;
  phone: string;
  whatsapp: string;
  brand: ColorShades;
  highlight: ColorShades;
  logo: FoodImage | null;
  delivery: boolean;
  menu: ReturnType<typeof pastelariaMenu> | null;
  marketplace: GeneralSettings["marketplace"];
  complement: string | null;
}

const logoOfFood = (image: FoodImage): NonNullable<Stylizations["logo"]> => {
  const url = food(image);
  return { large: url, medium: url, original: url, small: url };
};

function merchantFor(spec: MerchantSpec): SeedMerchant {
  const taxId = cnpj(CNPJ_ROOT, spec.branch);
  const isStore = spec.type === "STORE";
  // A marketplace sells nothing itself: its root lists (or points to) its stores.
  const menu = spec.menu ?? { categories: [], promotions: [], extras: [], banners: [] };
  return {
    id: spec.k,
    slug: spec.slug,
    name: spec.name,
    type: spec.type,
    slug_franchise: spec.slugFranchise,
    custom_domains: [],
    tropicalization: { country_code: "BRA", language: "pt-BR", currency: "BRL", timezone: TIMEZONE },
    stylizations: {
      brand_colors: spec.brand,
      highlight_colors: spec.highlight,
      logo: spec.logo ? logoOfFood(spec.logo) : null,
    },
    general_settings: generalSettings({
      multi_stores: !isStore,
      slug_franchise: spec.slugFranchise,
      pix_settings: { pix_type: "CNPJ", pix_value: onlyDigits(taxId), type: "STATIC" },
      marketplace: spec.marketplace,
    }),
    smart_banner: SMART_BANNER,
    general_informations: {
      address: { ...ADDRESS, complement: spec.complement },
      contact: {
        email: spec.email,
        website: "https://www.mercadodavila.com.br",
        visible: true,
        link_faq: "https://www.mercadodavila.com.br/duvidas",
        phone: spec.phone,
        phone_ddi: "55",
        whatsapp: spec.whatsapp,
        whatsapp_visible: true,
      },
      merchant: {
        cnpj: taxId,
        corporate_name: "Mercado da Vila Alimentação Ltda.",
        name: spec.name,
        average_rating: isStore ? 4.7 : null,
        description: spec.description,
        policy_cnpj: cnpj(CNPJ_ROOT, 1),
        last_mile: false,
      },
      social_medias: {
        facebook: null,
        instagram: { name: "@mercadodavila", link: "https://www.instagram.com/mercadodavila" },
        twitter: null,
        youtube: null,
      },
      terms_and_policies: termsOf(spec.name, spec.email),
    },
    operation_modes: {
      delivery_configuration: { enabled: spec.delivery, time_to_receive: { minimum: 25, maximum: 45 } },
      takeout_configuration: { enabled: true, time_to_receive: { minimum: 10, maximum: 15 } },
      table_configuration: { enabled: false },
    },
    operation_times: HALL_HOURS,
    menu_settings: { show_images: true, show_search: true, layout: "GRID", pizza_price_rule: "PROPORTIONAL" },
    order_settings: {
      minimum_order_value: money(20),
      delivery_fee: { title: "Taxa de entrega", value: money(6.9), use_in_minimum_order_calculation: false },
      extra_fee: null,
      allow_notes: true,
      require_tax_id_on_receipt: false,
      offline_payment_methods: ["CASH", "CREDIT_CARD", "DEBIT_CARD", "PIX"],
    },
    coupon_settings: defaultCoupons,
    table_order_settings: noTableOrder,
    analytics_settings: noAnalytics,
    delivery_areas: null,
    ...menu,
    payment_settings: isStore
      ? brazilianPaymentSettings({ pixKey: onlyDigits(taxId), name: spec.name, city: ADDRESS.city, card: true })
      : null,
    // The marketplace's one city, a row of its block (as a franchise's cities are).
    store: isStore
      ? { visible: true, city: { id: marketplaceK[spec.slugFranchise!]! * ID_BLOCK + 90001, name: ADDRESS.city } }
      : null,
  };
}

const HALL_BRAND = shades("#3E2C73", "#E3DEF2", "#8173B0", "#261A4A");

const marketplaceSettings = (
  name: string,
  description: string,
  slug: string,
  type: "UNIQUE" | "INDIVIDUAL",
  delivery: boolean,
): GeneralSettings["marketplace"] => ({
  account_type: "FRANCHISE",
  active: true,
  delivery,
  takeout: true,
  description,
  endpoint: `/${slug}`,
  link_type: "SLUG",
  name,
  logo: null,
  type,
});

const HALL_DESCRIPTION =
  "Pastel, açaí e muito mais no mesmo endereço em Pinheiros. Escolha uma loja e peça direto dela.";
const UNIQUE_DESCRIPTION =
  "O delivery do Açaí da Vila agora é feito pela nossa loja de Pinheiros, com o cardápio completo.";

export const marketplaceMerchants: SeedMerchant[] = [
  merchantFor({
    k: 11,
    slug: MARKETPLACE_SLUG,
    name: "Mercado da Vila",
    type: "FRANCHISE",
    slugFranchise: null,
    branch: 1,
    description: HALL_DESCRIPTION,
    email: "contato@mercadodavila.com.br",
    phone: "1133714400",
    whatsapp: "5511933714400",
    brand: HALL_BRAND,
    highlight: shades("#C2410C", "#FBE1D3", "#E07A45", "#7C2A08"),
    logo: "bag",
    delivery: true,
    menu: null,
    marketplace: marketplaceSettings("Mercado da Vila", HALL_DESCRIPTION, MARKETPLACE_SLUG, "INDIVIDUAL", true),
    complement: "Térreo",
  }),
  merchantFor({
    k: 12,
    slug: `${MARKETPLACE_SLUG}-pastelaria`,
    name: "Pastelaria da Vila",
    type: "STORE",
    slugFranchise: MARKETPLACE_SLUG,
    branch: 2,
    description: "Pastéis fritos na hora e caldo de cana moído na hora, no Mercado da Vila.",
    email: "pastelaria@mercadodavila.com.br",
    phone: "1133714411",
    whatsapp: "5511933714411",
    brand: HALL_BRAND,
    highlight: shades("#B45309", "#FCE8C8", "#D98B3A", "#713306"),
    logo: "calzone",
    delivery: true,
    menu: pastelariaMenu(12),
    marketplace: null,
    complement: "Box 4",
  }),
  merchantFor({
    k: 13,
    slug: `${MARKETPLACE_SLUG}-acai`,
    name: "Açaí da Vila",
    type: "STORE",
    slugFranchise: MARKETPLACE_SLUG,
    branch: 3,
    description: "Açaí batido na hora para retirar no balcão do Mercado da Vila.",
    email: "acai@mercadodavila.com.br",
    phone: "1133714412",
    whatsapp: "5511933714412",
    brand: HALL_BRAND,
    highlight: shades("#7B1FA2", "#EBD5F3", "#A967C4", "#4A1263"),
    logo: "acai",
    delivery: false,
    menu: acaiMenu(13),
    marketplace: null,
    complement: "Box 7",
  }),
  merchantFor({
    k: 14,
    slug: UNIQUE_MARKETPLACE_SLUG,
    name: "Açaí da Vila Delivery",
    type: "FRANCHISE",
    slugFranchise: null,
    branch: 4,
    description: UNIQUE_DESCRIPTION,
    email: "delivery@mercadodavila.com.br",
    phone: "1133714414",
    whatsapp: "5511933714414",
    brand: shades("#5B1A73", "#EAD7F0", "#9B5CB3", "#3A0F4A"),
    highlight: shades("#2E7D32", "#D5ECD6", "#6BAF6E", "#1B5E20"),
    logo: "acai",
    delivery: true,
    menu: null,
    marketplace: marketplaceSettings(
      "Açaí da Vila Delivery",
      UNIQUE_DESCRIPTION,
      UNIQUE_MARKETPLACE_SLUG,
      "UNIQUE",
      true,
    ),
    complement: null,
  }),
  merchantFor({
    k: 15,
    slug: "acai-da-vila-pinheiros",
    name: "Açaí da Vila Pinheiros",
    type: "STORE",
    slugFranchise: UNIQUE_MARKETPLACE_SLUG,
    branch: 5,
    description: "Açaí batido na hora, com entrega em Pinheiros e região.",
    email: "pinheiros@mercadodavila.com.br",
    phone: "1133714415",
    whatsapp: "5511933714415",
    brand: shades("#5B1A73", "#EAD7F0", "#9B5CB3", "#3A0F4A"),
    highlight: shades("#00838F", "#CCECEF", "#4DB1BA", "#005660"),
    logo: "acai",
    delivery: true,
    menu: acaiMenu(15),
    marketplace: null,
    complement: "Loja 2",
  }),
];
