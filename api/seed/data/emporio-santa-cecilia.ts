import { brazilianPaymentSettings } from "./payment-settings";
import { emporioTermsAndPolicies } from "./store-info";
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
  noTableOrder,
  sandboxSocialLogin,
  shades,
  week,
  type FoodImage,
  type GroupSpec,
  type ItemSpec,
} from "./helpers";

/**
 * Merchant 16: a neighbourhood market in Santa Cecília, São Paulo, with more than 600 products:
 * the demo's big catalogue, so the benchmark and the tests see a menu of a real market's length
 * (decision 065). The catalogue is made from tables of products and their sizes, flavours or cuts.
 */
const K = 16;
const SLUG = "emporio-santa-cecilia";
const CNPJ = cnpj("27451983", 1);

/** A product sold in several sizes: one dish per size, each with its price in reais. */
type Sized = [name: string, description: string, prices: number[]];

/** One dish per (product, size): "Arroz agulhinha tipo 1 5 kg". */
function bySize(
  products: Sized[],
  sizes: string[],
  image: FoodImage | null,
  extra: Partial<ItemSpec> = {},
): ItemSpec[] {
  return products.flatMap(([name, description, prices]) => {
    if (prices.length !== sizes.length) throw new Error(`${name}: one price per size`);
    return sizes.map((size, index) => ({
      name: `${name} ${size}`,
      description,
      price: money(prices[index]!),
      image,
      ...extra,
    }));
  });
}

/** One dish per product, priced in reais. */
function each(
  products: [name: string, description: string, price: number][],
  image: FoodImage | null,
  extra: Partial<ItemSpec> = {},
): ItemSpec[] {
  return products.map(([name, description, price]) => ({ name, description, price: money(price), image, ...extra }));
}

/** One dish per flavour of a product line: "Iogurte natural integral de morango 170 g". */
function byFlavor(
  line: string,
  flavors: string[],
  description: string,
  price: number,
  image: FoodImage | null,
  extra: Partial<ItemSpec> = {},
): ItemSpec[] {
  return flavors.map((flavor) => ({ name: `${line} ${flavor}`, description, price: money(price), image, ...extra }));
}

const ripeness: GroupSpec = {
  name: "Como prefere?",
  min: 1,
  max: 1,
  options: ["Mais verde", "No ponto", "Bem madura"],
};
const cut: GroupSpec = {
  name: "Como quer o corte?",
  min: 1,
  max: 1,
  options: ["Peça inteira", "Bifes", "Cubos", "Moída", "Tiras"],
};
const seasoning: GroupSpec = {
  name: "Quer temperada?",
  min: 0,
  max: 1,
  options: [
    ["Alho e sal", money(2)],
    ["Chimichurri", money(4)],
    ["Limão e ervas", money(3)],
  ],
};
const slicing: GroupSpec = {
  name: "Fatiado ou em peça?",
  min: 1,
  max: 1,
  options: ["Fatiado fino", "Fatiado médio", "Em peça"],
};
const chilled: GroupSpec = { name: "Gelada ou natural?", min: 1, max: 1, options: ["Gelada", "Natural"] };
const sides: GroupSpec = {
  name: "Acompanhamentos",
  min: 2,
  max: 2,
  options: [
    "Arroz branco",
    "Arroz integral",
    "Feijão carioca",
    "Feijão preto",
    "Farofa de manteiga",
    "Salada verde",
    { name: "Purê de batata", enabled: false },
  ],
};
const addOns: GroupSpec = {
  name: "Adicionais",
  min: 0,
  max: 3,
  options: [
    ["Ovo frito", money(3)],
    ["Banana à milanesa", money(4.5)],
    ["Porção extra de proteína", money(9)],
    ["Vinagrete", money(2)],
  ],
};
const breadSlicing: GroupSpec = { name: "Quer fatiado?", min: 0, max: 1, options: ["Fatiar na hora"] };

const menu = new MenuBuilder(K);

menu.category({
  name: "Hortifrúti",
  description: "Frutas, legumes e verduras da Ceagesp, escolhidos toda manhã. Preço por quilo ou por unidade.",
  items: [
    ...each(
      [
        ["Banana prata (kg)", "Banana prata de Registro, doce e firme.", 6.99],
        ["Banana nanica (kg)", "Ótima para vitaminas e bolos.", 5.49],
        ["Mamão formosa (kg)", "Mamão formosa do sul da Bahia.", 7.99],
        ["Abacate (kg)", "Abacate manteiga, para vitamina ou guacamole.", 9.99],
        ["Manga palmer (kg)", "Manga palmer sem fiapo.", 8.99],
        ["Pera williams (kg)", "Pera importada, suculenta.", 14.9],
        ["Kiwi (kg)", "Kiwi verde, fonte de vitamina C.", 19.9],
      ],
      "salad",
      { groups: [ripeness] },
    ),
    ...each(
      [
        ["Maçã gala (kg)", "Maçã gala de Vacaria, crocante e doce.", 11.9],
        ["Maçã fuji (kg)", "Maçã fuji de São Joaquim.", 12.9],
        ["Maçã verde (kg)", "Maçã granny smith, azedinha.", 16.9],
        ["Laranja pera (kg)", "Laranja pera para suco.", 4.99],
        ["Laranja lima (kg)", "Laranja lima, sem acidez.", 6.99],
        ["Tangerina ponkan (kg)", "Tangerina ponkan da estação.", 7.49],
        ["Limão taiti (kg)", "Limão taiti suculento.", 5.99],
        ["Limão siciliano (kg)", "Limão siciliano perfumado.", 17.9],
        ["Uva thompson sem semente (500 g)", "Bandeja de uva verde sem semente.", 12.9],
        ["Uva niágara (500 g)", "Uva rosada de Jundiaí.", 9.9],
        ["Morango (bandeja 250 g)", "Morango de Atibaia.", 8.99],
        ["Mirtilo (bandeja 125 g)", "Mirtilo fresco.", 14.9],
        ["Abacaxi pérola (unidade)", "Abacaxi pérola doce.", 8.99],
        ["Melancia (kg)", "Melancia sem semente, em pedaço.", 3.49],
        ["Melão amarelo (unidade)", "Melão amarelo do Rio Grande do Norte.", 12.9],
        ["Goiaba vermelha (kg)", "Goiaba vermelha madura.", 9.49],
        ["Maracujá azedo (kg)", "Maracujá para suco e mousse.", 10.9],
        ["Coco verde (unidade)", "Coco verde gelado, para beber.", 6.5],
        ["Caqui rama forte (kg)", "Caqui da estação.", 11.9],
        ["Pêssego (kg)", "Pêssego nacional.", 18.9],
        ["Ameixa vermelha (kg)", "Ameixa importada.", 19.9],
        ["Figo roxo (bandeja 4 unidades)", "Figo roxo de Valinhos.", 13.9],
        ["Tomate italiano (kg)", "Tomate italiano para molho.", 8.99],
        ["Tomate cereja (bandeja 300 g)", "Tomate cereja docinho.", 7.49],
        ["Cebola (kg)", "Cebola branca nacional.", 4.99],
        ["Cebola roxa (kg)", "Cebola roxa para saladas.", 7.99],
        ["Alho (cabeça)", "Alho roxo nacional.", 2.49],
        ["Batata inglesa (kg)", "Batata lavada.", 5.99],
        ["Batata-doce (kg)", "Batata-doce roxa.", 5.49],
        ["Mandioca descascada (kg)", "Mandioca descascada e embalada.", 9.9],
        ["Cenoura (kg)", "Cenoura nacional.", 4.49],
        ["Beterraba (kg)", "Beterraba fresca.", 4.99],
        ["Abobrinha italiana (kg)", "Abobrinha italiana tenra.", 6.49],
        ["Abóbora cabotiá (kg)", "Abóbora japonesa, em pedaço.", 5.99],
        ["Berinjela (kg)", "Berinjela firme e brilhante.", 6.99],
        ["Pimentão vermelho (kg)", "Pimentão vermelho adocicado.", 14.9],
        ["Pimentão verde (kg)", "Pimentão verde.", 8.9],
        ["Pepino japonês (kg)", "Pepino japonês crocante.", 6.99],
        ["Chuchu (kg)", "Chuchu fresco.", 3.99],
        ["Quiabo (bandeja 300 g)", "Quiabo novinho.", 6.49],
        ["Vagem (bandeja 300 g)", "Vagem macarrão.", 6.99],
        ["Brócolis ninja (unidade)", "Brócolis de cabeça.", 8.49],
        ["Couve-flor (unidade)", "Couve-flor branquinha.", 8.99],
        ["Alface crespa (maço)", "Alface crespa hidropônica.", 3.99],
        ["Alface americana (unidade)", "Alface americana crocante.", 4.99],
        ["Rúcula (maço)", "Rúcula hidropônica.", 3.99],
        ["Agrião (maço)", "Agrião fresquinho.", 3.99],
        ["Couve manteiga (maço)", "Couve para refogar ou suco verde.", 3.49],
        ["Espinafre (maço)", "Espinafre fresco.", 4.49],
        ["Cheiro-verde (maço)", "Salsinha e cebolinha.", 2.99],
        ["Coentro (maço)", "Coentro fresco.", 2.99],
        ["Manjericão (maço)", "Manjericão italiano.", 3.99],
        ["Hortelã (maço)", "Hortelã para sucos e quibe.", 3.49],
        ["Gengibre (kg)", "Gengibre fresco.", 19.9],
        ["Cogumelo paris (bandeja 200 g)", "Champignon fresco.", 10.9],
        ["Cogumelo shimeji (bandeja 200 g)", "Shimeji branco.", 9.9],
      ],
      "salad",
    ),
    {
      name: "Cesta de frutas da estação",
      description: "Seis frutas da estação escolhidas pela casa, cerca de 3 kg.",
      price: money(39.9),
      original_price: money(49.9),
      image: "salad",
      serves: 4,
      tags: ["mais pedido"],
      promo: { title: "Cesta de frutas por R$ 39,90", description: "Seis frutas da estação, escolhidas pela casa." },
    },
  ],
});

menu.category({
  name: "Padaria",
  description: "Pães de fermentação natural e bolos caseiros, assados aqui todo dia.",
  items: [
    ...each(
      [
        ["Pão francês (6 unidades)", "Crocante, saído do forno a cada hora.", 4.5],
        ["Pão de fermentação natural", "Pão de longa fermentação, 700 g.", 22.9],
        ["Pão italiano", "Pão italiano de casca grossa, 500 g.", 14.9],
        ["Pão integral com grãos", "Integral com linhaça, girassol e aveia, 500 g.", 15.9],
        ["Pão de centeio", "Centeio alemão, 500 g.", 16.9],
        ["Ciabatta", "Ciabatta de azeite, 4 unidades.", 12.9],
        ["Baguete tradicional", "Baguete de 250 g.", 8.9],
        ["Pão de forma caseiro", "Pão de forma macio, 450 g.", 11.9],
        ["Pão australiano", "Pão escuro adocicado, 400 g.", 13.9],
        ["Focaccia de alecrim", "Focaccia com alecrim e sal grosso.", 18.9],
      ],
      "garlic-bread",
      { groups: [breadSlicing] },
    ),
    ...each(
      [
        ["Pão de queijo (10 unidades)", "Pão de queijo mineiro, assado na hora.", 12.9],
        ["Croissant de manteiga", "Massa folhada amanteigada.", 8.9],
        ["Pão de batata com catupiry", "Pão macio recheado com catupiry.", 7.9],
        ["Sonho de creme", "Sonho recheado com creme de baunilha.", 7.5],
        ["Broa de milho", "Broa de fubá com erva-doce.", 6.9],
        ["Rosca de coco", "Rosca doce com coco ralado, 400 g.", 16.9],
        ["Esfiha de carne da padaria", "Esfiha aberta de carne.", 6.5],
        ["Coxinha de frango", "Coxinha de frango com catupiry.", 7.9],
      ],
      "garlic-bread",
    ),
    ...bySize(
      [
        ["Bolo de cenoura com chocolate", "Bolo caseiro com cobertura de brigadeiro.", [8.9, 39.9]],
        ["Bolo de fubá com goiabada", "Bolo de fubá cremoso com pedaços de goiabada.", [7.9, 34.9]],
        ["Bolo de laranja", "Bolo de laranja com calda.", [7.9, 34.9]],
        ["Bolo de banana com canela", "Bolo de banana úmido.", [7.9, 34.9]],
        ["Bolo de milho", "Bolo de milho verde cremoso.", [7.9, 34.9]],
        ["Bolo de chocolate", "Bolo de chocolate com ganache.", [9.9, 44.9]],
        ["Bolo de limão", "Bolo de limão com glacê.", [7.9, 34.9]],
        ["Bolo de coco", "Bolo gelado de coco.", [8.9, 39.9]],
        ["Bolo de maçã com canela", "Bolo de maçã com farofa doce.", [8.9, 39.9]],
        ["Bolo formigueiro", "Bolo com granulado.", [7.9, 32.9]],
        ["Bolo de nozes", "Bolo de nozes com doce de leite.", [11.9, 54.9]],
        ["Bolo red velvet", "Bolo red velvet com cream cheese.", [11.9, 59.9]],
      ],
      ["(fatia)", "(inteiro)"],
      "dessert",
    ),
  ],
});

const cheeses: Sized[] = [
  ["Queijo muçarela", "Muçarela para lanche e pizza.", [12.9, 29.9]],
  ["Queijo prato", "Queijo prato macio.", [13.9, 32.9]],
  ["Queijo minas frescal", "Minas frescal leve.", [11.9, 27.9]],
  ["Queijo minas padrão", "Minas padrão curado.", [15.9, 37.9]],
  ["Queijo canastra", "Queijo da Serra da Canastra.", [29.9, 72.9]],
  ["Queijo parmesão", "Parmesão curado 12 meses.", [24.9, 59.9]],
  ["Queijo provolone", "Provolone defumado.", [19.9, 47.9]],
  ["Queijo gorgonzola", "Gorgonzola cremoso.", [22.9, 54.9]],
  ["Queijo brie", "Brie nacional.", [24.9, 58.9]],
  ["Queijo gouda", "Gouda holandês.", [23.9, 56.9]],
  ["Queijo emmental", "Emmental suíço.", [27.9, 66.9]],
  ["Queijo coalho", "Queijo coalho para grelhar.", [14.9, 34.9]],
  ["Ricota fresca", "Ricota fresca.", [8.9, 19.9]],
  ["Queijo do reino", "Queijo do reino tradicional.", [26.9, 63.9]],
];
const coldCuts: Sized[] = [
  ["Presunto cozido", "Presunto cozido magro.", [9.9, 23.9]],
  ["Peito de peru defumado", "Peito de peru defumado.", [14.9, 35.9]],
  ["Mortadela bolonha", "Mortadela com pistache.", [8.9, 19.9]],
  ["Salame italiano", "Salame tipo italiano.", [18.9, 44.9]],
  ["Copa lombo", "Copa temperada.", [22.9, 54.9]],
  ["Presunto parma", "Presunto cru curado.", [34.9, 84.9]],
  ["Lombo canadense", "Lombo defumado.", [13.9, 32.9]],
  ["Blanquet de peru", "Blanquet de peru light.", [15.9, 37.9]],
  ["Pastrami", "Pastrami bovino.", [24.9, 59.9]],
  ["Rosbife", "Rosbife ao ponto.", [22.9, 54.9]],
];

menu.category({
  name: "Frios e laticínios",
  description: "Queijos e frios fatiados na hora, do jeito que você pedir.",
  items: [
    ...bySize([...cheeses, ...coldCuts], ["(200 g)", "(500 g)"], "combo", { groups: [slicing] }),
    ...byFlavor(
      "Iogurte natural integral",
      [
        "puro 170 g",
        "de morango 170 g",
        "de mel 170 g",
        "de coco 170 g",
        "grego tradicional 100 g",
        "grego de frutas vermelhas 100 g",
      ],
      "Iogurte de leite integral, sem conservantes.",
      4.49,
      "dessert",
    ),
    ...each(
      [
        ["Leite integral 1 L", "Leite UHT integral.", 5.49],
        ["Leite semidesnatado 1 L", "Leite UHT semidesnatado.", 5.49],
        ["Leite desnatado 1 L", "Leite UHT desnatado.", 5.49],
        ["Leite sem lactose 1 L", "Leite UHT zero lactose.", 6.49],
        ["Leite fresco pasteurizado 1 L", "Leite tipo A, da fazenda.", 8.9],
        ["Manteiga com sal 200 g", "Manteiga de primeira qualidade.", 13.9],
        ["Manteiga sem sal 200 g", "Manteiga sem sal.", 13.9],
        ["Requeijão cremoso 200 g", "Requeijão cremoso tradicional.", 8.49],
        ["Cream cheese 150 g", "Cream cheese para pães e receitas.", 9.9],
        ["Creme de leite fresco 300 g", "Creme de leite fresco, 35% de gordura.", 15.9],
        ["Leite condensado 395 g", "Leite condensado.", 7.49],
        ["Creme de leite 200 g", "Creme de leite de caixinha.", 3.99],
        ["Ovos brancos (dúzia)", "Ovos brancos grandes.", 11.9],
        ["Ovos caipiras (dúzia)", "Ovos de galinhas criadas soltas.", 16.9],
        ["Coalhada seca 200 g", "Coalhada seca temperada.", 12.9],
      ],
      "milkshake",
    ),
  ],
});

menu.category({
  name: "Açougue",
  description: "Carnes frescas cortadas na hora. Preço por quilo; o peso final pode variar até 10%.",
  items: [
    ...each(
      [
        ["Picanha (kg)", "Picanha bovina com capa de gordura.", 89.9],
        ["Alcatra (kg)", "Alcatra sem osso.", 49.9],
        ["Contrafilé (kg)", "Contrafilé com gordura.", 54.9],
        ["Filé mignon (kg)", "Filé mignon limpo.", 89.9],
        ["Maminha (kg)", "Maminha macia.", 47.9],
        ["Fraldinha (kg)", "Fraldinha para churrasco.", 46.9],
        ["Patinho (kg)", "Patinho magro.", 42.9],
        ["Coxão mole (kg)", "Coxão mole.", 43.9],
        ["Coxão duro (kg)", "Coxão duro para panela.", 38.9],
        ["Acém (kg)", "Acém para cozidos.", 32.9],
        ["Músculo (kg)", "Músculo para sopas.", 34.9],
        ["Costela bovina (kg)", "Costela para assar.", 29.9],
        ["Cupim (kg)", "Cupim para assar lentamente.", 39.9],
        ["Lagarto (kg)", "Lagarto redondo.", 41.9],
        ["Paleta bovina (kg)", "Paleta sem osso.", 35.9],
        ["Lombo suíno (kg)", "Lombo suíno.", 27.9],
        ["Pernil suíno (kg)", "Pernil sem osso.", 24.9],
        ["Costelinha suína (kg)", "Costelinha para assar.", 29.9],
        ["Bisteca suína (kg)", "Bisteca com osso.", 23.9],
        ["Panceta (kg)", "Panceta para torresmo.", 32.9],
        ["Peito de frango (kg)", "Peito de frango sem osso.", 22.9],
        ["Coxa e sobrecoxa (kg)", "Coxa e sobrecoxa de frango.", 14.9],
        ["Filé de sobrecoxa (kg)", "Sobrecoxa desossada.", 24.9],
        ["Pernil de cordeiro (kg)", "Pernil de cordeiro gaúcho.", 79.9],
      ],
      "burger",
      { groups: [cut, seasoning] },
    ),
    ...each(
      [
        ["Linguiça toscana (kg)", "Linguiça suína toscana.", 24.9],
        ["Linguiça de frango (kg)", "Linguiça de frango temperada.", 22.9],
        ["Linguiça calabresa defumada (kg)", "Calabresa defumada.", 29.9],
        ["Asa de frango (kg)", "Tulipa e meio da asa.", 19.9],
        ["Coração de frango (kg)", "Coração de frango limpo.", 26.9],
        ["Hambúrguer artesanal (4 unidades)", "Blend de fraldinha e costela, 150 g cada.", 34.9],
        ["Kafta bovina (6 espetos)", "Kafta temperada com hortelã.", 32.9],
        ["Frango inteiro (kg)", "Frango resfriado inteiro.", 12.9],
      ],
      "wings",
    ),
  ],
});

menu.category({
  name: "Peixaria",
  description: "Peixes e frutos do mar, frescos às terças e sextas.",
  items: each(
    [
      ["Filé de tilápia (kg)", "Filé de tilápia fresco.", 49.9],
      ["Salmão em posta (kg)", "Salmão chileno em posta.", 89.9],
      ["Filé de salmão (kg)", "Filé de salmão sem pele.", 109.9],
      ["Filé de merluza (kg)", "Merluza para empanar.", 42.9],
      ["Pescada amarela (kg)", "Pescada amarela em posta.", 54.9],
      ["Sardinha fresca (kg)", "Sardinha inteira limpa.", 19.9],
      ["Camarão cinza médio (kg)", "Camarão limpo.", 84.9],
      ["Camarão rosa grande (kg)", "Camarão rosa com casca.", 129.9],
      ["Lula em anéis (kg)", "Lula limpa em anéis.", 69.9],
      ["Bacalhau do Porto dessalgado (kg)", "Lombo dessalgado pronto para o forno.", 149.9],
      ["Mexilhão (kg)", "Mexilhão limpo.", 39.9],
      ["Polvo (kg)", "Polvo congelado.", 139.9],
    ],
    "soup",
  ),
});

menu.category({
  name: "Mercearia",
  description: "O básico da despensa e os importados que você procura.",
  items: [
    ...bySize(
      [
        ["Arroz agulhinha tipo 1", "Arroz branco soltinho.", [7.9, 27.9]],
        ["Arroz integral", "Arroz integral tipo 1.", [8.9, 32.9]],
        ["Arroz parboilizado", "Arroz parboilizado.", [7.49, 26.9]],
        ["Arroz arbóreo", "Arroz italiano para risoto.", [18.9, 69.9]],
        ["Feijão carioca tipo 1", "Feijão carioca novo.", [8.49, 35.9]],
        ["Feijão preto tipo 1", "Feijão preto para feijoada.", [8.99, 37.9]],
        ["Açúcar cristal", "Açúcar cristal.", [4.49, 19.9]],
        ["Açúcar demerara", "Açúcar demerara.", [6.99, 29.9]],
      ],
      ["1 kg", "5 kg"],
      "bag",
    ),
    ...byFlavor(
      "Macarrão de sêmola",
      [
        "espaguete 500 g",
        "penne 500 g",
        "parafuso 500 g",
        "talharim 500 g",
        "fusilli 500 g",
        "linguine 500 g",
        "ave-maria 500 g",
        "conchinha 500 g",
      ],
      "Massa seca de sêmola de trigo duro.",
      6.49,
      "bag",
    ),
    ...byFlavor(
      "Massa italiana grano duro",
      [
        "spaghetti 500 g",
        "rigatoni 500 g",
        "farfalle 500 g",
        "pappardelle 500 g",
        "orecchiette 500 g",
        "bucatini 500 g",
      ],
      "Massa importada da Itália, trefilada em bronze.",
      17.9,
      "bag",
    ),
    ...each(
      [
        ["Feijão fradinho 500 g", "Para acarajé e saladas.", 9.9],
        ["Lentilha 500 g", "Lentilha.", 11.9],
        ["Grão-de-bico 500 g", "Grão-de-bico.", 12.9],
        ["Ervilha seca 500 g", "Ervilha partida.", 7.9],
        ["Canjica branca 500 g", "Canjica para sobremesa.", 6.9],
        ["Pipoca 500 g", "Milho de pipoca.", 5.9],
        ["Quinoa em grãos 250 g", "Quinoa branca.", 14.9],
        ["Chia 200 g", "Semente de chia.", 11.9],
        ["Linhaça dourada 250 g", "Linhaça dourada.", 9.9],
        ["Aveia em flocos 500 g", "Aveia em flocos grossos.", 8.9],
        ["Farinha de trigo 1 kg", "Farinha de trigo tipo 1.", 6.49],
        ["Farinha de mandioca torrada 500 g", "Para farofa.", 7.9],
        ["Farinha de milho flocada 500 g", "Para cuscuz.", 4.9],
        ["Fubá mimoso 1 kg", "Fubá para bolo e polenta.", 5.9],
        ["Polvilho azedo 500 g", "Para pão de queijo.", 8.9],
        ["Polvilho doce 500 g", "Para biscoito.", 7.9],
        ["Amido de milho 500 g", "Amido de milho.", 8.49],
        ["Fermento biológico seco 10 g", "Fermento para pães.", 2.49],
        ["Fermento químico 100 g", "Fermento em pó.", 4.99],
        ["Sal refinado 1 kg", "Sal refinado iodado.", 3.49],
        ["Sal grosso 1 kg", "Para churrasco.", 4.49],
        ["Flor de sal 150 g", "Flor de sal marinho.", 19.9],
        ["Óleo de soja 900 ml", "Óleo de soja.", 8.99],
        ["Óleo de girassol 900 ml", "Óleo de girassol.", 12.9],
        ["Vinagre de maçã 750 ml", "Vinagre de maçã.", 6.9],
        ["Vinagre balsâmico 500 ml", "Aceto balsâmico de Módena.", 24.9],
        ["Molho de tomate tradicional 340 g", "Molho de tomate pronto.", 4.49],
        ["Molho de tomate com manjericão 340 g", "Molho com manjericão.", 4.99],
        ["Passata de tomate 680 g", "Passata italiana.", 14.9],
        ["Extrato de tomate 340 g", "Extrato concentrado.", 5.49],
        ["Tomate pelado 400 g", "Tomate pelado italiano.", 12.9],
        ["Molho pesto 190 g", "Pesto genovês.", 21.9],
        ["Molho shoyu 500 ml", "Molho de soja tradicional.", 11.9],
        ["Molho inglês 150 ml", "Molho inglês.", 6.9],
        ["Maionese 500 g", "Maionese tradicional.", 11.9],
        ["Ketchup 400 g", "Ketchup.", 9.9],
        ["Mostarda amarela 200 g", "Mostarda.", 5.9],
        ["Mostarda dijon 200 g", "Mostarda dijon francesa.", 19.9],
        ["Palmito pupunha em conserva 300 g", "Palmito pupunha inteiro.", 19.9],
        ["Azeitona verde 200 g", "Azeitona verde com caroço.", 9.9],
        ["Azeitona preta 200 g", "Azeitona preta.", 11.9],
        ["Milho verde em lata 170 g", "Milho verde em conserva.", 4.49],
        ["Ervilha em lata 170 g", "Ervilha em conserva.", 4.49],
        ["Atum sólido em óleo 170 g", "Atum sólido.", 12.9],
        ["Atum ralado 170 g", "Atum ralado.", 8.49],
        ["Sardinha em óleo 125 g", "Sardinha em lata.", 6.49],
        ["Pepino em conserva 300 g", "Pepino agridoce.", 12.9],
        ["Cogumelo em conserva 100 g", "Champignon fatiado.", 9.9],
        ["Alcaparras 100 g", "Alcaparras em conserva.", 14.9],
        ["Tomate seco 200 g", "Tomate seco em óleo.", 19.9],
      ],
      "bag",
    ),
    ...bySize(
      [
        ["Azeite extravirgem português", "Azeite extravirgem de Trás-os-Montes.", [34.9, 89.9]],
        ["Azeite extravirgem espanhol", "Azeite extravirgem da Andaluzia.", [29.9, 79.9]],
        ["Azeite extravirgem italiano", "Azeite extravirgem da Puglia.", [39.9, 99.9]],
        ["Azeite extravirgem gaúcho", "Azeite extravirgem de Canguçu.", [49.9, 129.9]],
      ],
      ["500 ml", "2 L"],
      "sauce",
    ),
    ...each(
      [
        ["Orégano 10 g", "Orégano desidratado.", 3.49],
        ["Pimenta-do-reino moída 50 g", "Pimenta-do-reino preta.", 7.9],
        ["Pimenta-do-reino em grãos 50 g", "Para o moedor.", 9.9],
        ["Páprica doce 50 g", "Páprica doce.", 6.9],
        ["Páprica defumada 50 g", "Páprica defumada.", 8.9],
        ["Cominho 50 g", "Cominho em pó.", 6.9],
        ["Cúrcuma 50 g", "Açafrão-da-terra.", 7.9],
        ["Canela em pau 20 g", "Canela em rama.", 6.9],
        ["Canela em pó 50 g", "Canela em pó.", 5.9],
        ["Cravo-da-índia 20 g", "Cravo.", 6.9],
        ["Noz-moscada 20 g", "Noz-moscada inteira.", 9.9],
        ["Louro em folhas 10 g", "Folhas de louro.", 3.9],
        ["Alecrim desidratado 10 g", "Alecrim.", 3.9],
        ["Tomilho desidratado 10 g", "Tomilho.", 4.9],
        ["Curry 50 g", "Curry indiano.", 8.9],
        ["Lemon pepper 50 g", "Tempero de limão e pimenta.", 6.9],
        ["Chimichurri 50 g", "Tempero argentino.", 7.9],
        ["Zaatar 50 g", "Tempero árabe.", 11.9],
        ["Pimenta calabresa em flocos 50 g", "Pimenta calabresa.", 5.9],
        ["Ervas finas 10 g", "Mistura de ervas.", 5.9],
      ],
      null,
    ),
    ...bySize(
      [
        ["Café torrado e moído tradicional", "Café de Minas, torra média.", [17.9, 32.9]],
        ["Café torrado e moído extraforte", "Torra escura.", [17.9, 32.9]],
        ["Café especial do Cerrado moído", "Café especial, notas de chocolate.", [34.9, 64.9]],
        ["Café especial da Mantiqueira em grãos", "Café especial, notas de frutas amarelas.", [39.9, 74.9]],
        ["Café orgânico moído", "Café orgânico certificado.", [29.9, 54.9]],
        ["Café descafeinado moído", "Café descafeinado.", [24.9, 44.9]],
      ],
      ["250 g", "500 g"],
      "coffee",
    ),
    ...byFlavor(
      "Café em cápsulas",
      [
        "ristretto",
        "espresso intenso",
        "lungo",
        "descafeinado",
        "baunilha",
        "caramelo",
        "avelã",
        "do Cerrado",
        "da Mantiqueira",
        "orgânico",
      ],
      "Caixa com 10 cápsulas compatíveis com as máquinas mais comuns.",
      19.9,
      "coffee",
    ),
    ...byFlavor(
      "Batata chips",
      [
        "tradicional 100 g",
        "ondulada 100 g",
        "de sal e vinagre 100 g",
        "de páprica 100 g",
        "de mandioca 100 g",
        "de batata-doce 100 g",
        "de banana-da-terra 100 g",
        "de inhame 100 g",
      ],
      "Chips crocantes, fritas em pequenos lotes.",
      11.9,
      "fries",
    ),
    ...byFlavor(
      "Chá em sachês",
      [
        "de camomila",
        "de erva-doce",
        "de hortelã",
        "de hibisco",
        "de cidreira",
        "verde",
        "preto",
        "mate tostado",
        "de frutas vermelhas",
        "de gengibre e limão",
      ],
      "Caixa com 15 sachês.",
      5.9,
      "coffee",
    ),
    ...byFlavor(
      "Biscoito",
      [
        "água e sal 200 g",
        "cream cracker 200 g",
        "maisena 200 g",
        "de polvilho 100 g",
        "recheado de chocolate 140 g",
        "recheado de morango 140 g",
        "wafer de chocolate 140 g",
        "wafer de baunilha 140 g",
        "amanteigado 300 g",
        "de arroz integral 150 g",
        "de gengibre 150 g",
        "cookies com gotas de chocolate 150 g",
      ],
      "Biscoito crocante para o café.",
      4.99,
      "bag",
    ),
    ...each(
      [
        ["Granola tradicional 800 g", "Granola com mel e castanhas.", 24.9],
        ["Granola sem açúcar 500 g", "Granola adoçada com frutas.", 26.9],
        ["Cereal de milho 400 g", "Flocos de milho.", 13.9],
        ["Mel silvestre 500 g", "Mel puro de florada silvestre.", 29.9],
        ["Geleia de morango 320 g", "Geleia com pedaços de fruta.", 16.9],
        ["Geleia de damasco 320 g", "Geleia de damasco.", 17.9],
        ["Doce de leite 400 g", "Doce de leite mineiro.", 18.9],
        ["Pasta de amendoim integral 500 g", "Pasta de amendoim sem açúcar.", 21.9],
        ["Creme de avelã 350 g", "Creme de avelã com cacau.", 24.9],
        ["Castanha-do-pará 200 g", "Castanha-do-pará.", 24.9],
        ["Castanha de caju torrada 200 g", "Castanha de caju com sal.", 22.9],
        ["Amêndoas 200 g", "Amêndoas torradas.", 26.9],
        ["Nozes 150 g", "Nozes chilenas.", 24.9],
        ["Damasco seco 200 g", "Damasco turco.", 22.9],
        ["Uva-passa 200 g", "Uva-passa escura.", 9.9],
        ["Tâmara 200 g", "Tâmara com caroço.", 15.9],
      ],
      "bag",
    ),
  ],
});

menu.category({
  name: "Doces e chocolates",
  description: "Brigadeiros, chocolates e os doces da nossa infância.",
  items: [
    ...bySize(
      [
        ["Chocolate ao leite", "Barra de chocolate ao leite.", [6.99, 19.9]],
        ["Chocolate meio amargo 50%", "Barra de chocolate meio amargo.", [7.49, 21.9]],
        ["Chocolate 70% cacau", "Chocolate amargo do sul da Bahia.", [12.9, 34.9]],
        ["Chocolate branco", "Barra de chocolate branco.", [6.99, 19.9]],
        ["Chocolate ao leite com amêndoas", "Chocolate com amêndoas inteiras.", [9.9, 27.9]],
        ["Chocolate com flor de sal", "Chocolate 60% com flor de sal.", [13.9, 36.9]],
        ["Chocolate com cupuaçu", "Chocolate recheado com cupuaçu.", [11.9, 32.9]],
        ["Chocolate 85% cacau", "Chocolate intenso, pouco açúcar.", [14.9, 39.9]],
      ],
      ["80 g", "250 g"],
      "dessert",
    ),
    ...each(
      [
        ["Brigadeiro gourmet (caixa com 6)", "Brigadeiros de chocolate belga.", 24.9],
        ["Beijinho (caixa com 6)", "Docinhos de coco.", 21.9],
        ["Cajuzinho (caixa com 6)", "Docinhos de amendoim.", 19.9],
        ["Paçoca (10 unidades)", "Paçoca de amendoim.", 8.9],
        ["Pé de moleque 200 g", "Pé de moleque crocante.", 11.9],
        ["Goiabada cascão 500 g", "Goiabada cascão de Ponte Nova.", 14.9],
        ["Bananada (10 unidades)", "Bananada sem açúcar.", 9.9],
        ["Doce de abóbora com coco 400 g", "Doce caseiro.", 16.9],
        ["Cocada branca (4 unidades)", "Cocada de forno.", 12.9],
        ["Quindim (2 unidades)", "Quindim de gema e coco.", 14.9],
        ["Pudim de leite (fatia)", "Pudim de leite condensado.", 9.9],
        ["Alfajor de doce de leite", "Alfajor argentino.", 7.9],
        ["Marrom glacê 300 g", "Doce de batata-doce.", 17.9],
        ["Suspiro 100 g", "Suspiro de confeitaria.", 7.9],
      ],
      "dessert",
    ),
    ...byFlavor(
      "Pão de mel",
      [
        "tradicional",
        "recheado de doce de leite",
        "recheado de brigadeiro",
        "recheado de goiabada",
        "com cobertura branca",
        "de especiarias",
      ],
      "Pão de mel caseiro com cobertura de chocolate.",
      6.9,
      "dessert",
    ),
  ],
});

menu.category({
  name: "Congelados",
  description: "Para ter sempre à mão: pratos, massas e sorvetes.",
  items: [
    ...byFlavor(
      "Sorvete de massa 1,5 L",
      [
        "de creme",
        "de chocolate",
        "de morango",
        "de flocos",
        "de napolitano",
        "de doce de leite",
        "de pistache",
        "de coco",
        "de limão",
        "de passas ao rum",
      ],
      "Sorvete cremoso de massa.",
      29.9,
      "ice-cream",
    ),
    ...byFlavor(
      "Picolé de fruta",
      ["de limão", "de morango", "de manga", "de maracujá", "de coco", "de abacaxi com hortelã", "de uva", "de açaí"],
      "Picolé de fruta de verdade.",
      6.5,
      "ice-cream",
    ),
    ...byFlavor(
      "Lasanha congelada 600 g",
      [
        "à bolonhesa",
        "de frango com requeijão",
        "quatro queijos",
        "de presunto e queijo",
        "de berinjela",
        "de espinafre com ricota",
      ],
      "Lasanha pronta em 30 minutos de forno.",
      27.9,
      "bowl",
    ),
    ...byFlavor(
      "Pizza congelada 460 g",
      ["de muçarela", "de calabresa", "de frango com catupiry", "portuguesa", "marguerita", "quatro queijos"],
      "Pizza congelada de massa fina.",
      24.9,
      "bowl",
    ),
    ...each(
      [
        ["Pão de queijo congelado 1 kg", "Pão de queijo para assar.", 29.9],
        ["Batata pré-frita 1 kg", "Batata palito congelada.", 19.9],
        ["Mandioca congelada 1 kg", "Mandioca cozida congelada.", 14.9],
        ["Polpa de açaí 400 g", "Polpa de açaí do Pará.", 18.9],
        ["Polpa de maracujá 400 g", "Polpa de fruta.", 9.9],
        ["Polpa de acerola 400 g", "Polpa de fruta.", 8.9],
        ["Polpa de cajá 400 g", "Polpa de fruta.", 10.9],
        ["Ervilha congelada 300 g", "Ervilha.", 9.9],
        ["Brócolis congelado 300 g", "Brócolis em floretes.", 11.9],
        ["Nhoque de batata 500 g", "Nhoque caseiro.", 19.9],
        ["Ravióli de queijo 500 g", "Ravióli fresco congelado.", 26.9],
        ["Coxinha congelada (25 unidades)", "Coxinhas para fritar.", 39.9],
        ["Quibe congelado (20 unidades)", "Quibes para fritar.", 36.9],
        ["Empanado de frango 300 g", "Empanados crocantes.", 15.9],
      ],
      "fries",
    ),
  ],
});

const readyMeals: ItemSpec[] = each(
  [
    ["Frango grelhado com legumes", "Peito de frango grelhado com legumes na manteiga.", 26.9],
    ["Bife acebolado", "Contrafilé acebolado.", 32.9],
    ["Strogonoff de frango", "Com batata palha.", 28.9],
    ["Strogonoff de carne", "Com batata palha.", 34.9],
    ["Picadinho de carne", "Picadinho com quiabo.", 31.9],
    ["Filé de peixe à milanesa", "Filé de merluza empanado, com limão.", 29.9],
    ["Feijoada completa", "Com couve, torresmo e laranja.", 38.9],
    ["Escondidinho de carne-seca", "Purê de mandioca gratinado.", 33.9],
    ["Frango ao curry", "Sobrecoxa ao curry com leite de coco.", 29.9],
    ["Almôndegas ao sugo", "Almôndegas ao molho de tomate.", 28.9],
    ["Berinjela à parmegiana", "Berinjela empanada com molho e queijo.", 27.9],
    ["Costela no bafo", "Costela bovina desfiando.", 39.9],
    ["Parmegiana de frango", "Filé de frango empanado com molho e queijo.", 32.9],
    ["Omelete de legumes", "Omelete com abobrinha, tomate e queijo.", 22.9],
  ],
  "marmita",
  { groups: [sides, addOns], serves: 1 },
);

menu.category({
  name: "Pratos prontos",
  description: "Nossa cozinha prepara o almoço e o jantar: é só esquentar.",
  items: [
    ...readyMeals,
    ...byFlavor(
      "Sopa caseira 500 ml",
      [
        "de legumes",
        "de mandioquinha",
        "de abóbora com gengibre",
        "de ervilha com bacon",
        "de feijão",
        "canja de galinha",
      ],
      "Sopa feita aqui, sem conservantes.",
      19.9,
      "soup",
    ),
    ...byFlavor(
      "Salada pronta",
      ["caesar com frango", "caprese", "grega", "de quinoa com legumes", "de grão-de-bico", "tropical com manga"],
      "Salada montada na hora, com molho à parte.",
      24.9,
      "salad",
      { tags: ["leve"] },
    ),
  ],
});

const softDrinks: Sized[] = [
  ["Refrigerante de cola", "Refrigerante sabor cola.", [5.49, 8.49, 12.9]],
  ["Refrigerante de cola zero", "Sem açúcar.", [5.49, 8.49, 12.9]],
  ["Refrigerante de guaraná", "Guaraná da Amazônia.", [4.99, 7.99, 10.9]],
  ["Refrigerante de guaraná zero", "Sem açúcar.", [4.99, 7.99, 10.9]],
  ["Refrigerante de laranja", "Sabor laranja.", [4.99, 7.99, 10.9]],
  ["Refrigerante de limão", "Sabor limão.", [4.99, 7.99, 10.9]],
  ["Refrigerante de uva", "Sabor uva.", [4.99, 7.99, 10.9]],
  ["Água tônica", "Água tônica.", [4.99, 7.49, 9.9]],
];
const juices: Sized[] = [
  ["Suco integral de uva", "Suco de uva integral, sem açúcar.", [6.99, 16.9]],
  ["Suco integral de laranja", "Suco de laranja integral.", [6.49, 14.9]],
  ["Suco integral de maçã", "Suco de maçã integral.", [6.49, 14.9]],
  ["Néctar de pêssego", "Néctar de pêssego.", [4.49, 8.9]],
  ["Néctar de manga", "Néctar de manga.", [4.49, 8.9]],
  ["Néctar de goiaba", "Néctar de goiaba.", [4.49, 8.9]],
  ["Néctar de maracujá", "Néctar de maracujá.", [4.49, 8.9]],
  ["Suco verde detox", "Couve, maçã, limão e gengibre.", [9.9, 24.9]],
];

menu.category({
  name: "Bebidas",
  description: "Geladas na hora da entrega, se você pedir.",
  items: [
    ...bySize(softDrinks, ["lata 350 ml", "600 ml", "2 L"], "soda", { groups: [chilled] }),
    ...bySize(juices, ["300 ml", "1 L"], "juice", { groups: [chilled] }),
    ...bySize(
      [
        ["Água mineral sem gás", "Água mineral natural.", [2.49, 3.99, 8.9]],
        ["Água mineral com gás", "Água mineral gaseificada.", [2.99, 4.49, 9.9]],
      ],
      ["300 ml", "500 ml", "5 L"],
      "water",
    ),
    ...byFlavor(
      "Chá gelado",
      [
        "de limão 450 ml",
        "de pêssego 450 ml",
        "mate com limão 450 ml",
        "de hibisco 450 ml",
        "verde com gengibre 450 ml",
      ],
      "Chá pronto para beber.",
      6.49,
      "juice",
    ),
    ...byFlavor(
      "Kombucha 355 ml",
      ["de gengibre", "de frutas vermelhas", "de hibisco", "de maracujá", "de limão siciliano"],
      "Kombucha artesanal de São Paulo.",
      12.9,
      "juice",
      { tags: ["vegano"] },
    ),
    ...each(
      [
        ["Água de coco 1 L", "Água de coco natural.", 14.9],
        ["Energético 250 ml", "Bebida energética.", 8.9],
        ["Isotônico 500 ml", "Bebida isotônica.", 6.49],
        ["Leite de amêndoas 1 L", "Bebida vegetal.", 19.9],
        ["Leite de aveia 1 L", "Bebida vegetal de aveia.", 16.9],
      ],
      "water",
    ),
  ],
});

const wines: Sized[] = [
  ["Vinho tinto Malbec argentino", "Mendoza, encorpado.", [59.9]],
  ["Vinho tinto Cabernet Sauvignon chileno", "Vale Central.", [49.9]],
  ["Vinho tinto Carménère chileno", "Vale do Colchagua.", [54.9]],
  ["Vinho tinto Tannat uruguaio", "Canelones.", [69.9]],
  ["Vinho tinto Merlot da Serra Gaúcha", "Bento Gonçalves.", [64.9]],
  ["Vinho tinto Touriga Nacional", "Douro, Portugal.", [79.9]],
  ["Vinho tinto Tempranillo", "Rioja, Espanha.", [74.9]],
  ["Vinho tinto Primitivo", "Puglia, Itália.", [84.9]],
  ["Vinho tinto Chianti", "Toscana, Itália.", [89.9]],
  ["Vinho tinto Pinot Noir", "Campanha Gaúcha.", [94.9]],
  ["Vinho branco Sauvignon Blanc", "Vale de Casablanca.", [54.9]],
  ["Vinho branco Chardonnay", "Vale do Maipo.", [52.9]],
  ["Vinho branco Alvarinho", "Vinho Verde, Portugal.", [89.9]],
  ["Vinho branco Riesling", "Serra Gaúcha.", [64.9]],
  ["Vinho branco Torrontés", "Salta, Argentina.", [59.9]],
  ["Vinho rosé de Provence", "Provence, França.", [99.9]],
  ["Vinho rosé nacional", "Serra Gaúcha.", [49.9]],
  ["Espumante brut nacional", "Método tradicional, Garibaldi.", [69.9]],
  ["Espumante moscatel", "Farroupilha, doce e perfumado.", [54.9]],
  ["Prosecco", "Vêneto, Itália.", [84.9]],
  ["Cava brut", "Catalunha, Espanha.", [79.9]],
];
const beers: Sized[] = [
  ["Cerveja pilsen", "Cerveja leve e refrescante.", [4.99, 9.9]],
  ["Cerveja puro malte", "Cerveja puro malte.", [5.99, 11.9]],
  ["Cerveja IPA artesanal", "Amarga e aromática.", [14.9, 24.9]],
  ["Cerveja APA artesanal", "Lúpulos americanos.", [13.9, 22.9]],
  ["Cerveja weiss artesanal", "Trigo, notas de banana e cravo.", [13.9, 22.9]],
  ["Cerveja stout artesanal", "Escura, notas de café.", [15.9, 26.9]],
  ["Cerveja sour de frutas vermelhas", "Azedinha e frutada.", [17.9, 29.9]],
  ["Cerveja lager sem álcool", "Sem álcool.", [5.49, 10.9]],
];

menu.category({
  name: "Adega",
  description: "Vinhos, cervejas e destilados. Venda proibida para menores de 18 anos.",
  items: [
    ...bySize(wines, ["750 ml"], "beer", { tags: ["+18"] }),
    ...bySize(beers, ["lata 350 ml", "garrafa 600 ml"], "beer", { tags: ["+18"], groups: [chilled] }),
    ...each(
      [
        ["Cachaça artesanal de Salinas 700 ml", "Envelhecida em bálsamo.", 89.9],
        ["Cachaça prata 1 L", "Para caipirinha.", 24.9],
        ["Gim nacional 750 ml", "Gim com zimbro e cítricos.", 79.9],
        ["Vodca 1 L", "Vodca destilada cinco vezes.", 49.9],
        ["Rum ouro 750 ml", "Rum envelhecido.", 69.9],
        ["Licor de jabuticaba 500 ml", "Licor artesanal mineiro.", 39.9],
      ],
      "beer",
      { tags: ["+18"] },
    ),
    {
      name: "Kit caipirinha",
      description: "Cachaça prata 1 L, seis limões e açúcar. Venda proibida para menores de 18 anos.",
      price: money(34.9),
      original_price: money(41.9),
      image: "beer",
      serves: 6,
      tags: ["+18"],
      promo: { title: "Kit caipirinha por R$ 34,90", description: "Cachaça, limões e açúcar para a semana." },
    },
  ],
});

menu.category({
  name: "Casa e descartáveis",
  description: "Para a festa e para a cozinha.",
  items: [
    ...each(
      [
        ["Guardanapo de papel (50 unidades)", "Guardanapos brancos.", 4.9],
        ["Copo descartável 200 ml (50 unidades)", "Copos de papel.", 9.9],
        ["Prato descartável (10 unidades)", "Pratos de papel biodegradável.", 8.9],
        ["Carvão vegetal 3 kg", "Carvão de eucalipto.", 19.9],
        ["Gelo em cubos 2 kg", "Gelo filtrado.", 9.9],
        ["Papel-alumínio 30 cm x 7,5 m", "Rolo de papel-alumínio.", 7.9],
        ["Filme plástico 28 cm x 30 m", "Filme de PVC.", 8.9],
        ["Filtro de papel para café 103 (30 unidades)", "Filtro de papel.", 5.9],
      ],
      "cutlery",
    ),
    {
      name: "Sacola retornável",
      description: "Sacola de algodão cru do Empório. Esgotada por enquanto.",
      price: money(12.9),
      image: "bag",
      available: false,
    },
    {
      name: "Cesta de piquenique",
      description: "Cesta de vime com toalha xadrez.",
      price: money(89.9),
      image: "bag",
      enabled: false,
    },
  ],
});

menu.category({ name: "Ceia de Natal", description: "Chester, panetones e tender: encomendas a partir de dezembro." });
menu.category({
  name: "Páscoa",
  description: "Ovos de chocolate artesanais.",
  enabled: false,
  items: byFlavor(
    "Ovo de Páscoa 350 g",
    ["ao leite", "meio amargo", "trufado"],
    "Ovo artesanal de chocolate belga.",
    69.9,
    "dessert",
  ),
});
menu.category({
  name: "Resgate de pontos",
  description: "Troque seus pontos por produtos da casa.",
  redeemable: true,
  items: [
    {
      name: "Pão de fermentação natural (resgate)",
      description: "Troque por 80 pontos.",
      points_price: 80,
      price: money(22.9),
      image: "garlic-bread",
    },
  ],
});

menu.extra({
  name: "Sacolas",
  description: "Sacolas para levar as compras.",
  order: 1,
  min: 0,
  max: 1,
  additionals: [
    { name: "Sacola de papel", price: money(0.5), order: 2 },
    { name: "Caixa de papelão", price: 0, order: 1 },
    { name: "Sacola térmica", price: money(9.9), order: 3, enabled: false },
  ],
});
menu.extra({
  name: "Entrega",
  description: "Como deixamos as compras.",
  order: 0,
  min: 0,
  max: 2,
  additionals: [
    { name: "Deixar na portaria", price: 0, order: 2 },
    { name: "Separar os gelados", price: 0, order: 1 },
  ],
});
menu.extra({
  name: "Embrulho para presente",
  order: 4,
  min: 0,
  max: 1,
  enabled: false,
  additionals: [{ name: "Embrulho de papel kraft", price: money(5), order: 1 }],
});

menu.banner({
  title: "Feira de quarta",
  description: "Hortifrúti com 20% de desconto às quartas",
  image: `${SLUG}/banner-feira.svg`,
  order: 0,
});
menu.banner({
  title: "Adega do Empório",
  description: "Vinhos da América do Sul a partir de R$ 49,90",
  image: `${SLUG}/banner-adega.svg`,
  order: 4,
});
menu.banner({
  title: "Entrega em 1 hora",
  description: "Pediu até as 21h, chega em até uma hora",
  image: `${SLUG}/banner-entrega.svg`,
  order: 9,
  enabled_desktop: false,
  enabled_mobile: true,
});
menu.banner({
  title: "Ceia de Natal",
  description: "Encomende chester, tender e panetone",
  image: `${SLUG}/banner-natal.svg`,
  order: 11,
  ...EXPIRED,
});

const built = menu.menu();

export const emporioSantaCecilia: SeedMerchant = {
  id: K,
  slug: SLUG,
  name: "Empório Santa Cecília",
  type: "STORE",
  slug_franchise: null,
  custom_domains: [],
  tropicalization: { country_code: "BRA", language: "pt-BR", currency: "BRL", timezone: "America/Sao_Paulo" },
  stylizations: {
    brand_colors: shades("#1F5E3B", "#D3E6DA", "#4E8C66", "#123A24"),
    highlight_colors: shades("#B5471B", "#F4DBD0", "#D0764F", "#7A2E10"),
    logo: logoOf(SLUG),
  },
  scheduling_settings: { slot_minutes: 60, days_ahead: 3, lead_time_minutes: { DELIVERY: 60, TAKEOUT: 30 } },
  general_settings: generalSettings({ scheduling_enabled: true, consume_in_store_available: false }),
  smart_banner: {
    link_apple_store: "https://apps.apple.com/br/app/emporio-santa-cecilia/id6502219480",
    link_play_store: "https://play.google.com/store/apps/details?id=br.com.emporiosantacecilia",
    show_link_store: true,
  },
  general_informations: {
    address: {
      visible: true,
      street: "Rua das Palmeiras",
      number: "312",
      neighborhood: "Santa Cecília",
      complement: null,
      city: "São Paulo",
      zip_code: "01226-010",
      state: "SP",
      latitude: -23.5367,
      longitude: -46.6518,
      reference_point: "Perto do Largo de Santa Cecília",
    },
    contact: {
      email: "pedidos@emporiosantacecilia.com.br",
      website: "https://www.emporiosantacecilia.com.br",
      visible: true,
      link_faq: null,
      phone: "1133617420",
      phone_ddi: "55",
      whatsapp: "5511983617420",
      whatsapp_visible: true,
    },
    merchant: {
      cnpj: CNPJ,
      corporate_name: "Empório Santa Cecília Comércio de Alimentos Ltda.",
      name: "Empório Santa Cecília",
      average_rating: 4.6,
      description:
        "Mercado de bairro desde 1987: hortifrúti, padaria, açougue, frios e adega, com entrega em até uma hora na região central.",
      policy_cnpj: CNPJ,
      last_mile: false,
    },
    social_medias: {
      facebook: null,
      instagram: { name: "@emporiosantacecilia", link: "https://www.instagram.com/emporiosantacecilia" },
      twitter: null,
      youtube: null,
    },
    terms_and_policies: emporioTermsAndPolicies,
  },
  operation_modes: {
    delivery_configuration: { enabled: true, time_to_receive: { minimum: 40, maximum: 60 } },
    takeout_configuration: { enabled: true, time_to_receive: { minimum: 15, maximum: 30 } },
    table_configuration: { enabled: false },
  },
  // Every day 07:00 to 22:00, Sunday until 14:00.
  operation_times: week(hours([1, 2, 3, 4, 5, 6], "07:00", "22:00"), hours([0], "07:00", "14:00")),
  menu_settings: { show_images: true, show_search: true, layout: "LIST", pizza_price_rule: "PROPORTIONAL" },
  order_settings: {
    minimum_order_value: money(40),
    delivery_fee: { title: "Taxa de entrega", value: money(9.9), use_in_minimum_order_calculation: false },
    extra_fee: null,
    allow_notes: true,
    require_tax_id_on_receipt: false,
    offline_payment_methods: ["CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX"],
  },
  coupon_settings: defaultCoupons,
  table_order_settings: noTableOrder,
  analytics_settings: noAnalytics,
  delivery_areas: null,
  categories: built.categories,
  promotions: built.promotions,
  extras: built.extras,
  banners: built.banners,
  social_login_settings: sandboxSocialLogin("google"),
  payment_settings: brazilianPaymentSettings({
    pixKey: "pix@emporiosantacecilia.demo",
    name: "Emporio Santa Cecilia",
    city: "São Paulo",
    minutes: 30,
    limit: money(1500),
  }),
  store: null,
};
