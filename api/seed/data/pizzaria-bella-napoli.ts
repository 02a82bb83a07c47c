import { onlyDigits } from "../../../contract/formats";
import { brazilianPaymentSettings } from "./payment-settings";
import { napoliFidelityPrograms } from "./fidelity";
import { napoliLoyaltyCampaigns, napoliLoyaltySettings } from "./loyalty";
import { napoliTermsAndPolicies } from "./store-info";
import type { SeedMerchant } from "../types";
import {
  EXPIRED,
  MenuBuilder,
  cnpj,
  defaultCoupons,
  generalSettings,
  hours,
  logoOf,
  money,
  noAnalytics,
  shades,
  week,
  type GroupSpec,
  type PizzaSpec,
  sandboxSocialLogin,
} from "./helpers";

/** Merchant 1: a São Paulo pizzeria with the pizza builder, PIX, table service and loyalty. */
const K = 1;
const SLUG = "bella-napoli";
const CNPJ = cnpj("18234567", 1);

// Whole-pizza prices per size: Broto, Média, Grande, Gigante.
const TRADICIONAL = [money(39.9), money(52.9), money(62.9), money(82.9)];
const ESPECIAL = [money(43.9), money(57.9), money(69.9), money(89.9)];
const QUEIJOS = [money(47.9), money(62.9), money(74.9), money(96.9)];
const PREMIUM = [money(54.9), money(72.9), money(87.9), money(114.9)];
const CAMARAO = [money(59.9), money(79.9), money(96.9), money(124.9)];

const pizzaSalgada: PizzaSpec = {
  name: "Pizza salgada",
  description: "Massa de longa fermentação, molho de tomate italiano e forno a lenha. Monte com até 4 sabores.",
  image: "pizza",
  sizes: [
    { name: "Broto", slices: 4, max_flavors: 1 },
    { name: "Média", slices: 6, max_flavors: 2 },
    { name: "Grande", slices: 8, max_flavors: 3 },
    { name: "Gigante", slices: 12, max_flavors: 4 },
  ],
  flavors: [
    {
      name: "Mussarela",
      description: "Mussarela derretida, rodelas de tomate, orégano e azeitonas pretas.",
      prices: TRADICIONAL,
    },
    {
      name: "Calabresa",
      description: "Calabresa artesanal fatiada, cebola roxa, mussarela e azeitonas pretas.",
      prices: TRADICIONAL,
    },
    {
      name: "Marguerita",
      description: "Mussarela, tomate fresco, manjericão e um fio de azeite extravirgem.",
      prices: TRADICIONAL,
    },
    {
      name: "Alho e óleo",
      description: "Mussarela, alho dourado no azeite e orégano.",
      prices: TRADICIONAL,
      enabled: false,
    },
    {
      name: "Portuguesa",
      description: "Presunto, ovos, cebola, ervilha, palmito, mussarela e azeitonas.",
      prices: ESPECIAL,
    },
    {
      name: "Frango com catupiry",
      description: "Frango desfiado temperado, catupiry original e milho verde.",
      prices: ESPECIAL,
    },
    {
      name: "Napolitana",
      description: "Mussarela, rodelas de tomate, parmesão ralado e manjericão.",
      prices: ESPECIAL,
    },
    {
      name: "Baiana",
      description: "Calabresa moída com pimenta, ovos cozidos, cebola e mussarela. Ardidinha!",
      prices: ESPECIAL,
    },
    { name: "Atum", description: "Atum sólido, cebola roxa, mussarela e azeitonas.", prices: ESPECIAL },
    { name: "Milho com bacon", description: "Milho verde, bacon crocante e mussarela.", prices: ESPECIAL },
    {
      name: "Vegetariana",
      description: "Brócolis, palmito, champignon, tomate, pimentão e mussarela.",
      prices: ESPECIAL,
    },
    { name: "Quatro Queijos", description: "Mussarela, provolone, parmesão e gorgonzola.", prices: QUEIJOS },
    { name: "Pepperoni", description: "Pepperoni fatiado fino sobre mussarela e molho da casa.", prices: QUEIJOS },
    { name: "Lombo com catupiry", description: "Lombo canadense defumado, catupiry e cebola.", prices: QUEIJOS },
    {
      name: "Parma com rúcula",
      description: "Presunto parma, rúcula fresca, tomate seco e lascas de parmesão.",
      prices: PREMIUM,
    },
    {
      name: "Filé mignon com gorgonzola",
      description: "Tiras de filé mignon, gorgonzola e cebola caramelizada.",
      prices: PREMIUM,
    },
    { name: "Burrata", description: "Burrata cremosa, tomate confit e pesto de manjericão.", prices: PREMIUM },
    { name: "Camarão", description: "Camarões refogados no alho, catupiry e cebolinha.", prices: CAMARAO },
  ],
  complements: [
    { name: "Massa tradicional", kind: "CRUST", prices: [0, 0, 0, 0] },
    { name: "Massa fina", kind: "CRUST", prices: [0, 0, 0, 0] },
    { name: "Massa integral", kind: "CRUST", prices: [money(3), money(4), money(5), money(6)] },
    { name: "Borda recheada de catupiry", kind: "EDGE", prices: [money(8), money(10), money(12), money(15)] },
    { name: "Borda de cheddar", kind: "EDGE", prices: [null, money(10), money(12), money(15)] },
    {
      name: "Borda de cream cheese",
      kind: "EDGE",
      prices: [money(8), money(10), money(12), money(15)],
      enabled: false,
    },
    { name: "Bacon extra", kind: "TOPPING", prices: [money(5), money(7), money(9), money(12)] },
    { name: "Azeitonas", kind: "TOPPING", prices: [money(2), money(3), money(4), money(5)] },
    { name: "Catupiry extra", kind: "TOPPING", prices: [money(6), money(8), money(10), money(13)] },
    { name: "Cebola caramelizada", kind: "TOPPING", prices: [money(4), money(5), money(6), money(8)] },
    { name: "Rúcula", kind: "TOPPING", prices: [money(3), money(4), money(5), money(6)] },
    { name: "Pimenta calabresa", kind: "TOPPING", prices: [0, 0, 0, 0] },
    { name: "Champignon", kind: "TOPPING", prices: [money(4), money(5), money(6), money(8)], enabled: false },
  ],
};

const pizzaDoce: PizzaSpec = {
  name: "Pizza doce",
  description: "Para fechar a noite: massa fininha e recheios generosos. Até 2 sabores na média.",
  image: "pizza-doce",
  sizes: [
    { name: "Broto", slices: 4, max_flavors: 1 },
    { name: "Média", slices: 6, max_flavors: 2 },
  ],
  flavors: [
    { name: "Brigadeiro", description: "Chocolate ao leite cremoso e granulado.", prices: [money(37.9), money(52.9)] },
    {
      name: "Romeu e Julieta",
      description: "Goiabada cascão com queijo minas derretido.",
      prices: [money(37.9), money(52.9)],
    },
    {
      name: "Banana com canela",
      description: "Banana caramelizada, canela e açúcar.",
      prices: [money(36.9), money(50.9)],
    },
    { name: "Prestígio", description: "Chocolate ao leite e coco ralado.", prices: [money(39.9), money(55.9)] },
    {
      name: "Chocolate com morango",
      description: "Chocolate meio amargo e morangos frescos.",
      prices: [money(42.9), money(58.9)],
    },
    {
      name: "Creme de avelã com morango",
      description: "Creme de avelã, morangos frescos e açúcar de confeiteiro.",
      prices: [money(49.9), money(67.9)],
    },
  ],
  complements: [
    { name: "Massa tradicional", kind: "CRUST", prices: [0, 0] },
    { name: "Borda de chocolate", kind: "EDGE", prices: [money(7), money(9)] },
    { name: "Granulado", kind: "TOPPING", prices: [money(2), money(3)] },
    { name: "Leite condensado", kind: "TOPPING", prices: [money(3), money(4)] },
    { name: "Morangos extras", kind: "TOPPING", prices: [money(5), money(7)] },
  ],
};

const adicionaisEsfiha: GroupSpec = {
  name: "Adicionais",
  min: 0,
  max: 3,
  options: [
    ["Catupiry", money(2)],
    ["Queijo extra", money(2)],
    ["Bacon", money(2.5)],
    ["Limão", 0],
  ],
};

const adicionaisCalzone: GroupSpec = {
  name: "Adicionais",
  min: 0,
  max: 3,
  options: [
    ["Bacon extra", money(7)],
    ["Catupiry extra", money(6)],
    ["Azeitonas", money(3)],
    ["Cebola caramelizada", money(5)],
    { name: "Champignon", price: money(5), enabled: false },
  ],
};

const saborRefri = (options: string[]): GroupSpec => ({ name: "Escolha o sabor", min: 1, max: 1, options });

const menu = new MenuBuilder(K);

menu.category({
  name: "Pizzas salgadas",
  description: "Fermentação natural de 48 horas, assadas no forno a lenha.",
  pizzas: [pizzaSalgada],
});
menu.category({
  name: "Pizzas doces",
  description: "Broto ou média, com até dois sabores.",
  pizzas: [pizzaDoce],
});
menu.category({
  name: "Esfihas",
  description: "Abertas e fechadas, assadas na hora.",
  items: [
    {
      name: "Esfiha de carne",
      description: "Carne moída temperada com cebola, tomate e hortelã.",
      price: money(6.5),
      image: "esfiha",
      tags: ["mais pedido"],
      groups: [adicionaisEsfiha],
    },
    {
      name: "Esfiha de queijo",
      description: "Mussarela cremosa com orégano.",
      price: money(6.5),
      image: "esfiha",
      tags: ["vegetariano"],
      groups: [adicionaisEsfiha],
    },
    {
      name: "Esfiha de calabresa",
      description: "Calabresa moída, cebola e mussarela.",
      price: money(6.9),
      image: "esfiha",
      groups: [adicionaisEsfiha],
    },
    {
      name: "Esfiha de frango com catupiry",
      description: "Frango desfiado temperado e catupiry original.",
      price: money(7.5),
      image: "esfiha",
      groups: [adicionaisEsfiha],
    },
    {
      name: "Esfiha de escarola",
      description: "Escarola refogada no alho com mussarela.",
      price: money(7.5),
      image: "esfiha",
      tags: ["vegetariano"],
      groups: [adicionaisEsfiha],
    },
    {
      name: "Esfiha de zaatar",
      description: "Zaatar, azeite extravirgem e coalhada seca.",
      price: money(6.9),
      image: "esfiha",
      tags: ["vegetariano"],
    },
    {
      name: "Esfiha fechada de carne",
      description: "Massa macia recheada com carne temperada e pinoli.",
      price: money(7.9),
      image: "esfiha",
    },
    {
      name: "Esfiha de chocolate",
      description: "Chocolate ao leite com granulado.",
      price: money(7.9),
      image: "esfiha",
    },
    {
      name: "Combo 12 esfihas",
      description: "Doze esfihas abertas em até três sabores salgados. Acompanha limão.",
      price: money(69.9),
      original_price: money(78),
      image: "esfiha",
      serves: 3,
      tags: ["promoção"],
      promo: { title: "12 esfihas por R$ 69,90", description: "Escolha até três sabores e economize." },
      groups: [
        {
          name: "Escolha os sabores",
          min: 1,
          max: 3,
          options: ["Carne", "Queijo", "Calabresa", "Frango com catupiry", "Escarola", "Zaatar"],
        },
      ],
    },
  ],
});
menu.category({
  name: "Calzones",
  description: "Pizza fechada, dourada e bem recheada.",
  items: [
    {
      name: "Calzone de calabresa",
      description: "Calabresa, cebola, mussarela e molho de tomate.",
      price: money(44.9),
      image: "calzone",
      serves: 2,
      groups: [adicionaisCalzone],
    },
    {
      name: "Calzone de frango com catupiry",
      description: "Frango desfiado, catupiry, milho e mussarela.",
      price: money(46.9),
      image: "calzone",
      serves: 2,
      tags: ["mais pedido"],
      groups: [adicionaisCalzone],
    },
    {
      name: "Calzone quatro queijos",
      description: "Mussarela, provolone, parmesão e gorgonzola.",
      price: money(48.9),
      image: "calzone",
      serves: 2,
      tags: ["vegetariano"],
      groups: [adicionaisCalzone],
    },
    {
      name: "Calzone de pepperoni",
      description: "Pepperoni, mussarela e orégano.",
      price: money(48.9),
      image: "calzone",
      serves: 2,
      groups: [adicionaisCalzone],
    },
    {
      name: "Calzone de palmito",
      description: "Palmito, tomate, mussarela e azeitonas. Esgotado hoje.",
      price: money(46.9),
      image: "calzone",
      serves: 2,
      tags: ["vegetariano"],
      available: false,
      groups: [adicionaisCalzone],
    },
  ],
});
menu.category({
  name: "Entradas e porções",
  description: "Para beliscar enquanto a pizza sai do forno.",
  items: [
    {
      name: "Pão de alho",
      description: "Seis fatias de pão italiano com manteiga de alho e parmesão.",
      price: money(18.9),
      image: "garlic-bread",
      serves: 2,
      tags: ["mais pedido"],
    },
    {
      name: "Bruschetta de tomate e manjericão",
      description: "Quatro unidades com tomate italiano, manjericão e azeite.",
      price: money(26.9),
      image: "garlic-bread",
      serves: 2,
      tags: ["vegetariano"],
    },
    {
      name: "Polenta frita",
      description: "Palitos crocantes de polenta com parmesão ralado.",
      price: money(29.9),
      image: "fries",
      serves: 2,
    },
    {
      name: "Batata frita com cheddar e bacon",
      description: "Batatas crocantes cobertas com cheddar cremoso e bacon.",
      price: money(29.9),
      original_price: money(34.9),
      image: "fries",
      serves: 2,
      promo: { title: "Batata cheddar e bacon", description: "Porção média com R$ 5 de desconto." },
      groups: [
        { name: "Tamanho da porção", min: 1, max: 1, options: ["Média (400 g)", ["Grande (700 g)", money(12)]] },
      ],
    },
    {
      name: "Bolinho de bacalhau",
      description: "Oito bolinhos de bacalhau do Porto com limão.",
      price: money(42.9),
      image: null,
      serves: 2,
    },
    {
      name: "Salada caprese",
      description: "Tomate, mussarela de búfala, manjericão e redução de balsâmico.",
      price: money(32.9),
      image: "salad",
      tags: ["vegetariano"],
    },
    {
      name: "Carpaccio",
      description: "Lâminas de filé, alcaparras, parmesão e rúcula.",
      price: money(39.9),
      image: null,
      enabled: false,
    },
  ],
});
menu.category({
  name: "Bebidas",
  items: [
    {
      name: "Refrigerante lata 350 ml",
      description: "Bem gelado.",
      price: money(6.9),
      image: "soda",
      groups: [
        saborRefri(["Coca-Cola", "Coca-Cola Zero", "Guaraná Antarctica", "Guaraná Antarctica Zero", "Fanta Laranja"]),
      ],
    },
    {
      name: "Refrigerante 2 litros",
      description: "Para dividir com a família.",
      price: money(12.9),
      original_price: money(14.9),
      image: "soda",
      serves: 4,
      promo: { title: "Refri 2 litros por R$ 12,90", description: "Só no delivery, enquanto durar o estoque." },
      groups: [saborRefri(["Coca-Cola", "Coca-Cola Zero", "Guaraná Antarctica", "Fanta Laranja"])],
    },
    {
      name: "Suco natural",
      description: "Feito na hora com fruta fresca.",
      price: money(9.9),
      image: "juice",
      groups: [
        { name: "Escolha o tamanho da bebida", min: 1, max: 1, options: ["300 ml", ["500 ml", money(4)]] },
        {
          name: "Escolha o sabor",
          min: 1,
          max: 1,
          options: ["Laranja", "Limão", "Maracujá", "Abacaxi com hortelã", ["Morango", money(2)]],
        },
        { name: "Como prefere?", min: 1, max: 1, options: ["Com açúcar", "Sem açúcar", "Com adoçante"] },
      ],
    },
    {
      name: "Água mineral 500 ml",
      description: "Garrafa de 500 ml.",
      price: money(4.5),
      image: "water",
      groups: [{ name: "Escolha o tipo", min: 1, max: 1, options: ["Sem gás", "Com gás"] }],
    },
    {
      name: "Cerveja long neck 355 ml",
      description: "Venda proibida para menores de 18 anos.",
      price: money(11.9),
      image: "beer",
      tags: ["+18"],
      groups: [
        {
          name: "Escolha a cerveja",
          min: 1,
          max: 1,
          options: ["Heineken", "Stella Artois", "Budweiser", { name: "Eisenbahn Pilsen", enabled: false }],
        },
      ],
    },
    {
      name: "Taça de vinho tinto",
      description: "Cabernet Sauvignon chileno, 150 ml.",
      price: money(24.9),
      image: null,
      tags: ["+18"],
    },
    { name: "Chá gelado de pêssego", description: "Chá preto com pêssego, 500 ml.", price: money(8.9), image: "juice" },
    { name: "Água tônica lata", description: "Lata de 350 ml.", price: money(6.5), image: "soda" },
  ],
});
menu.category({
  name: "Sobremesas",
  items: [
    {
      name: "Petit gâteau",
      description: "Bolinho de chocolate com recheio cremoso e sorvete de creme.",
      price: money(28.9),
      image: "dessert",
      tags: ["mais pedido"],
    },
    {
      name: "Pudim de leite condensado",
      description: "Receita da nonna, com calda de caramelo.",
      price: money(16.9),
      image: "flan",
    },
    {
      name: "Tiramisù",
      description: "Biscoito champanhe, café, mascarpone e cacau.",
      price: money(24.9),
      image: "dessert",
    },
    {
      name: "Cannoli siciliano",
      description: "Duas unidades recheadas com ricota e gotas de chocolate.",
      price: money(19.9),
      image: null,
    },
    {
      name: "Sorvete 2 bolas",
      description: "Sorvete artesanal de massa.",
      price: money(14.9),
      image: "ice-cream",
      groups: [
        {
          name: "Escolha os sabores",
          min: 1,
          max: 2,
          options: ["Creme", "Chocolate", "Morango", "Flocos", ["Pistache", money(3)]],
        },
      ],
    },
    {
      name: "Mousse de maracujá",
      description: "Leve e azedinha, com calda da fruta.",
      price: money(13.9),
      image: "dessert",
    },
  ],
});
menu.category({ name: "Novidades", description: "Em breve, novos sabores por aqui." });
menu.category({
  name: "Especiais de inverno",
  description: "Temporada encerrada.",
  enabled: false,
  items: [
    {
      name: "Sopa de capeletti",
      description: "Capeletti de carne no caldo de galinha caseiro.",
      price: money(29.9),
      image: "soup",
    },
    {
      name: "Fondue de queijo",
      description: "Queijos suíços com pão italiano, para dois.",
      price: money(89.9),
      image: null,
      serves: 2,
    },
  ],
});
menu.category({
  name: "Resgate de pontos",
  description: "Troque seus pontos do programa de fidelidade.",
  redeemable: true,
  items: [
    {
      name: "Refrigerante lata (resgate)",
      description: "Troque por 100 pontos.",
      points_price: 100,
      price: money(6.9),
      image: "soda",
    },
    {
      name: "Pudim de leite condensado (resgate)",
      description: "Troque por 250 pontos.",
      points_price: 250,
      price: money(16.9),
      image: "flan",
    },
    {
      name: "Pizza broto de calabresa (resgate)",
      description: "Troque por 500 pontos.",
      points_price: 500,
      price: money(39.9),
      image: "pizza",
    },
    // For adults (decision 031): "Resgatar" asks the visitor's age first, as the menu's beers do.
    {
      name: "Chope artesanal (resgate)",
      description: "Troque por 100 pontos. Vendido apenas para maiores de 18 anos.",
      points_price: 100,
      price: money(14.9),
      image: "beer",
      tags: ["+18"],
    },
  ],
});

menu.extra({
  name: "Molhos e sachês",
  description: "Escolha até quatro.",
  order: 1,
  min: 0,
  max: 4,
  additionals: [
    { name: "Ketchup", price: 0, order: 3 },
    { name: "Maionese", price: 0, order: 1 },
    { name: "Mostarda", price: 0, order: 2 },
    { name: "Azeite extravirgem (sachê)", price: money(1.5), order: 5 },
    { name: "Molho de pimenta da casa", price: money(2), order: 4 },
    { name: "Barbecue", price: money(1), order: 0, enabled: false },
  ],
});
menu.extra({
  name: "Talheres",
  description: "Ajude o meio ambiente: peça só se precisar.",
  order: 0,
  min: 0,
  max: 1,
  additionals: [
    { name: "Talheres descartáveis e guardanapos", price: 0, order: 2 },
    { name: "Só guardanapos", price: 0, order: 1 },
  ],
});
menu.extra({
  name: "Sacola térmica",
  description: "Sacola reutilizável da casa.",
  order: 5,
  min: 0,
  max: 1,
  enabled: false,
  additionals: [{ name: "Sacola térmica Bella Napoli", price: money(12.9), order: 1 }],
});

menu.banner({
  title: "Terça da Grande",
  description: "Pizza grande tradicional por R$ 59,90",
  image: `${SLUG}/banner-terca.svg`,
  order: 0,
});
menu.banner({
  title: "Pizzas doces",
  description: "Brigadeiro, Romeu e Julieta e mais",
  image: `${SLUG}/banner-doces.svg`,
  order: 3,
});
menu.banner({
  title: "Peça direto da mesa",
  description: "Sem esperar o garçom, direto do celular",
  image: `${SLUG}/banner-mesa.svg`,
  order: 7,
  enabled_desktop: false,
  enabled_mobile: true,
});
menu.banner({
  title: "Borda recheada grátis",
  description: "Nas pizzas Gigantes, só no delivery",
  image: `${SLUG}/banner-borda.svg`,
  order: 12,
  ...EXPIRED,
});

const built = menu.menu();

export const bellaNapoli: SeedMerchant = {
  id: K,
  slug: SLUG,
  name: "Pizzaria Bella Napoli",
  type: "STORE",
  slug_franchise: null,
  custom_domains: ["bellanapoli.localhost"],
  tropicalization: { country_code: "BRA", language: "pt-BR", currency: "BRL", timezone: "America/Sao_Paulo" },
  stylizations: {
    brand_colors: shades("#C8102E", "#F6D5DA", "#E0566B", "#8A0B20"),
    highlight_colors: shades("#2E7D32", "#D7EBD8", "#66A86A", "#1B4D1F"),
    logo: logoOf(SLUG),
  },
  // Scheduling (issue 17, decision 029): half-hour slots for a week; a pizza delivered needs 45 min.
  scheduling_settings: { slot_minutes: 30, days_ahead: 7, lead_time_minutes: { DELIVERY: 45, TAKEOUT: 20 } },
  general_settings: generalSettings({
    fidelity_program: true,
    scheduling_enabled: true,
    consume_in_store_available: true,
    pix_settings: { pix_type: "CNPJ", pix_value: onlyDigits(CNPJ), type: "STATIC" },
  }),
  smart_banner: {
    link_apple_store: "https://apps.apple.com/br/app/bella-napoli-pizzaria/id6449021734",
    link_play_store: "https://play.google.com/store/apps/details?id=br.com.bellanapoli.delivery",
    show_link_store: true,
  },
  general_informations: {
    address: {
      visible: true,
      street: "Rua Treze de Maio",
      number: "847",
      neighborhood: "Bela Vista",
      complement: null,
      city: "São Paulo",
      zip_code: "01327-000",
      state: "SP",
      latitude: -23.5603,
      longitude: -46.6449,
      reference_point: "No coração do Bixiga, perto da Igreja da Achiropita",
    },
    contact: {
      email: "contato@bellanapoli.com.br",
      website: "https://www.bellanapoli.com.br",
      visible: true,
      link_faq: "https://www.bellanapoli.com.br/perguntas-frequentes",
      phone: "1131420857",
      phone_ddi: "55",
      whatsapp: "5511974420857",
      whatsapp_visible: true,
    },
    merchant: {
      cnpj: CNPJ,
      corporate_name: "Bella Napoli Pizzaria e Esfiharia Ltda.",
      name: "Pizzaria Bella Napoli",
      average_rating: 4.8,
      description:
        "Pizza napolitana de fermentação natural, assada no forno a lenha desde 1998 no Bixiga. Delivery, retirada e pedido na mesa.",
      policy_cnpj: CNPJ,
      last_mile: false,
    },
    social_medias: {
      facebook: { name: "Pizzaria Bella Napoli", link: "https://www.facebook.com/pizzariabellanapolisp" },
      instagram: { name: "@bellanapolisp", link: "https://www.instagram.com/bellanapolisp" },
      twitter: null,
      youtube: null,
    },
    terms_and_policies: napoliTermsAndPolicies,
  },
  operation_modes: {
    delivery_configuration: { enabled: true, time_to_receive: { minimum: 40, maximum: 60 } },
    takeout_configuration: { enabled: true, time_to_receive: { minimum: 20, maximum: 30 } },
    table_configuration: { enabled: true },
  },
  // Closed on Mondays; lunch Tuesday to Friday; dinner every other night, until 01:00 on Friday and Saturday.
  operation_times: week(
    hours([2, 3, 4, 5], "11:00", "14:30"),
    hours([0, 2, 3, 4], "18:00", "23:30"),
    hours([5, 6], "18:00", "01:00"),
  ),
  menu_settings: { show_images: true, show_search: true, layout: "LIST", pizza_price_rule: "PROPORTIONAL" },
  order_settings: {
    minimum_order_value: money(30),
    delivery_fee: { title: "Taxa de entrega", value: money(7.9), use_in_minimum_order_calculation: false },
    extra_fee: null,
    allow_notes: true,
    require_tax_id_on_receipt: false,
    offline_payment_methods: ["CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX"],
  },
  // Two coupons per cart, so QUANTITY_REACHED can be seen (README, Demo, "Coupons").
  coupon_settings: { ...defaultCoupons, max_coupons_per_cart: 2 },
  table_order_settings: {
    modality: 1,
    qr_code_type: "TABLE",
    service_tax_enabled: true,
    service_tax_value: 1000,
    client_name_and_phone: true,
  },
  analytics_settings: noAnalytics,
  // Bairros around the Bixiga, fee per bairro. Cambuci, next to Aclimação, is not served by name.
  delivery_areas: {
    mode: "NEIGHBORHOOD",
    areas: [
      { name: "Aclimação", latitude: -23.5719, longitude: -46.6325, fee: money(8) },
      { name: "Bela Vista", latitude: -23.5614, longitude: -46.6465, fee: money(5) },
      { name: "Consolação", latitude: -23.5536, longitude: -46.66, fee: money(7) },
      { name: "Jardim Paulista", latitude: -23.5721, longitude: -46.6581, fee: money(9) },
      { name: "Liberdade", latitude: -23.5587, longitude: -46.6339, fee: money(6) },
      { name: "Paraíso", latitude: -23.5751, longitude: -46.6412, fee: money(7) },
      { name: "Vila Mariana", latitude: -23.5891, longitude: -46.6347, fee: money(12) },
    ],
    bands: [],
  },
  categories: built.categories,
  promotions: built.promotions,
  extras: built.extras,
  banners: built.banners,
  // Loyalty points (issue 16; data/loyalty.ts).
  loyalty_settings: napoliLoyaltySettings,
  loyalty_campaigns: napoliLoyaltyCampaigns(built.categories),
  // The fidelity programme (issue 16; data/fidelity.ts): 5 delivered orders, R$ 20 off the next.
  fidelity_programs: napoliFidelityPrograms,
  // PIX to an e-mail key, paid within 30 minutes; online payments up to R$ 1.000.
  social_login_settings: sandboxSocialLogin("google", "apple", "facebook"),
  payment_settings: brazilianPaymentSettings({
    pixKey: "pix@bella-napoli.demo",
    name: "Pizzaria Bella Napoli",
    city: "São Paulo",
    minutes: 30,
    limit: money(1000),
  }),
  // The QR codes' codes (README, Demo): mesas 1 and 2 run the merchant's modality (1, open command),
  // mesa 3 owner verification (2), mesa 4 the device table (3); mesa 9 is disabled.
  tables: [
    { id: K * 100000 + 901, code: "NAPOLI-MESA-1", number: 1, name: "Mesa 1", enabled: true },
    { id: K * 100000 + 902, code: "NAPOLI-MESA-2", number: 2, name: "Mesa 2", enabled: true },
    { id: K * 100000 + 903, code: "NAPOLI-MESA-3", number: 3, name: "Mesa 3", enabled: true, modality: 2 },
    { id: K * 100000 + 904, code: "NAPOLI-MESA-4", number: 4, name: "Mesa 4", enabled: true, modality: 3 },
    { id: K * 100000 + 909, code: "NAPOLI-MESA-9", number: 9, name: "Mesa 9", enabled: false },
  ],
  store: null,
};
