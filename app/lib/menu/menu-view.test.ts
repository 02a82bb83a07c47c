import { describe, expect, it } from "vitest";
import type { Category, Menu, OptionGroup } from "../../../contract";
import { category, item, pizza } from "./menu.fixtures";
import { presentItemModal, presentMenu, restaurantStructuredData, STRUCTURED_MENU_MAX_DISHES } from "./menu-view";

// Intl separates currency and amount with a no-break space in some locales.
const plain = (text: string | null) => text?.replace(/\u00a0|\u202f/g, " ") ?? null;

const menuOf = (categories: Category[], overrides: Partial<Menu> = {}): Menu => ({
  categories,
  promotions: [],
  extras: [],
  ...overrides,
});

describe("presentMenu", () => {
  it("shows only enabled, not redeemable categories that hold something, pizzas first", () => {
    const menu = menuOf([
      category(1, { items: [item(10)], pizzas: [pizza(11)] }),
      category(2, { enabled: false, items: [item(20)] }),
      category(3, { redeemable: true, items: [item(30)] }),
      category(4),
      category(5, { items: [item(50, { enabled: false })] }),
    ]);
    const { sections, resultCount, categoryCount } = presentMenu(menu, "", "BRL", "pt-BR");
    expect(sections.map((section) => section.id)).toEqual([1]);
    expect(sections[0]!.cards.map((card) => [card.kind, card.id])).toEqual([
      ["pizza", 11],
      ["item", 10],
    ]);
    expect(resultCount).toBe(2);
    expect(categoryCount).toBe(1);
  });

  it("formats prices in the merchant's currency: reais with cents, Colombian pesos whole", () => {
    const menu = menuOf([
      category(1, { items: [item(10, { price: 3490 })], pizzas: [pizza(11, { price_from: 2800000 })] }),
    ]);
    const [brl] = presentMenu(menu, "", "BRL", "pt-BR").sections;
    expect(brl!.cards.map((card) => plain(card.price))).toEqual(["R$ 28.000,00", "R$ 34,90"]);
    const [cop] = presentMenu(menu, "", "COP", "es-CO").sections;
    expect(cop!.cards.map((card) => plain(card.price))).toEqual(["$ 28.000", "$ 35"]);
  });

  it("shows a pizza 'from' its lowest price and an item's original price only when it is higher", () => {
    const menu = menuOf([
      category(1, {
        pizzas: [pizza(1)],
        items: [
          item(2, { price: 1000, original_price: 1500 }),
          item(3, { price: 1000, original_price: 1000 }),
          item(4, { price: 1000, original_price: 800 }),
        ],
      }),
    ]);
    const cards = presentMenu(menu, "", "BRL", "pt-BR").sections[0]!.cards;
    expect(cards.map((card) => [card.id, card.priceFrom, plain(card.originalPrice)])).toEqual([
      [1, true, null],
      [2, false, "R$ 15,00"],
      [3, false, null],
      [4, false, null],
    ]);
  });

  it("narrows the sections to what the search finds, and still counts the categories there are", () => {
    const menu = menuOf([
      category(1, { name: "Lanches", items: [item(10, { name: "X-Bacon" }), item(11, { name: "X-Salada" })] }),
      category(2, { name: "Bebidas", items: [item(20, { name: "Suco de açaí" })] }),
    ]);
    const { sections, resultCount, categoryCount } = presentMenu(menu, "acai", "BRL", "pt-BR");
    expect(sections.map((section) => section.cards.map((card) => card.name))).toEqual([["Suco de açaí"]]);
    expect(resultCount).toBe(1);
    expect(categoryCount).toBe(2);
    expect(presentMenu(menu, "pastel", "BRL", "pt-BR").sections).toEqual([]);
  });

  it("sorts promotions by order and keeps only enabled extras, free additionals without a price", () => {
    const menu = menuOf([category(1, { items: [item(10)] })], {
      promotions: [
        {
          id: 2,
          title: "Combo",
          description: "",
          image: null,
          item_id: 10,
          price: 2000,
          original_price: 2500,
          order: 2,
        },
        {
          id: 1,
          title: "Dia da pizza",
          description: "",
          image: null,
          item_id: null,
          price: 3000,
          original_price: 3000,
          order: 1,
        },
      ],
      extras: [
        {
          id: 5,
          name: "Talheres",
          description: null,
          enabled: true,
          order: 1,
          min: 0,
          max: 2,
          additionals: [
            { id: 51, name: "Garfo", price: 0, enabled: true, order: 1 },
            { id: 52, name: "Molho", price: 150, enabled: true, order: 2 },
            { id: 53, name: "Faca", price: 0, enabled: false, order: 3 },
          ],
        },
        {
          id: 6,
          name: "Sacola",
          description: null,
          enabled: false,
          order: 2,
          min: 0,
          max: 1,
          additionals: [{ id: 61, name: "Sacola", price: 10, enabled: true, order: 1 }],
        },
      ],
    });
    const { promotions, extras } = presentMenu(menu, "", "BRL", "pt-BR");
    expect(
      promotions.map((promotion) => [
        promotion.id,
        plain(promotion.price),
        plain(promotion.originalPrice),
        promotion.itemId,
      ]),
    ).toEqual([
      [1, "R$ 30,00", null, null],
      [2, "R$ 20,00", "R$ 25,00", 10],
    ]);
    expect(
      extras.map((extra) => [
        extra.id,
        extra.additionals.map((additional) => [additional.name, plain(additional.price)]),
      ]),
    ).toEqual([
      [
        5,
        [
          ["Garfo", null],
          ["Molho", "R$ 1,50"],
        ],
      ],
    ]);
  });
});

describe("presentItemModal", () => {
  const option = (id: number, order: number, overrides = {}) => ({
    id,
    name: `Option ${id}`,
    description: null,
    price: 0,
    enabled: true,
    order,
    ...overrides,
  });
  const group = (id: number, order: number, options: OptionGroup["options"]): OptionGroup => ({
    id,
    name: `Group ${id}`,
    min: 0,
    max: 1,
    order,
    options,
  });

  it("sorts groups and options by order, drops disabled options and groups left empty", () => {
    const menu = menuOf([
      category(1, {
        items: [
          item(10, {
            price: 2590,
            original_price: 2990,
            option_groups: [
              group(1, 2, [option(11, 2, { price: 300 }), option(12, 1), option(13, 0, { enabled: false })]),
              group(2, 1, [option(21, 1)]),
              group(3, 0, [option(31, 1, { enabled: false })]),
            ],
          }),
        ],
      }),
    ]);
    const modal = presentItemModal(menu, 10, "BRL", "pt-BR")!;
    expect(plain(modal.price)).toBe("R$ 25,90");
    expect(modal.priceMinor).toBe(2590);
    expect(plain(modal.originalPrice)).toBe("R$ 29,90");
    expect(modal.groups.map((g) => [g.id, g.options.map((o) => [o.id, plain(o.price), o.priceMinor])])).toEqual([
      [2, [[21, null, 0]]],
      [
        1,
        [
          [12, null, 0],
          [11, "R$ 3,00", 300],
        ],
      ],
    ]);
  });

  it("marks a dish for adults by its +18 tag (decision 031)", () => {
    const menu = menuOf([category(1, { items: [item(10, { tags: ["+18", "gelada"] }), item(11, { tags: ["18"] })] })]);
    expect(presentItemModal(menu, 10, "BRL", "pt-BR")!.adultsOnly).toBe(true);
    expect(presentItemModal(menu, 11, "BRL", "pt-BR")!.adultsOnly).toBe(false);
  });

  it("is null for an unknown id and for an item the menu does not show", () => {
    const menu = menuOf([
      category(1, { items: [item(10), item(11, { enabled: false })] }),
      category(2, { enabled: false, items: [item(20)] }),
    ]);
    expect(presentItemModal(menu, 99, "BRL", "pt-BR")).toBeNull();
    expect(presentItemModal(menu, 11, "BRL", "pt-BR")).toBeNull();
    expect(presentItemModal(menu, 20, "BRL", "pt-BR")).toBeNull();
  });
});

describe("restaurantStructuredData", () => {
  it("describes the visible menu with decimal prices in the merchant's currency", () => {
    const data = restaurantStructuredData({
      name: "Bella Napoli",
      description: "",
      url: "https://example.com/bella-napoli",
      image: null,
      telephone: null,
      address: null,
      currency: "BRL",
      menu: menuOf([
        category(1, { name: "Pizzas", pizzas: [pizza(1, { price_from: 4990 })], items: [item(2, { price: 700 })] }),
        category(2, { enabled: false, items: [item(3)] }),
      ]),
    });
    expect(data.description).toBeUndefined();
    expect(data.address).toBeUndefined();
    expect(typeof data.hasMenu === "string" ? data.hasMenu : data.hasMenu.hasMenuSection).toEqual([
      {
        "@type": "MenuSection",
        name: "Pizzas",
        hasMenuItem: [
          {
            "@type": "MenuItem",
            name: "Pizza 1",
            description: "",
            offers: { "@type": "Offer", price: "49.90", priceCurrency: "BRL" },
          },
          {
            "@type": "MenuItem",
            name: "Item 2",
            description: "",
            offers: { "@type": "Offer", price: "7.00", priceCurrency: "BRL" },
          },
        ],
      },
    ]);
  });

  it("names a menu of more than STRUCTURED_MENU_MAX_DISHES dishes by its URL instead of listing them", () => {
    const dishes = Array.from({ length: STRUCTURED_MENU_MAX_DISHES + 1 }, (_, index) => item(100 + index));
    const input = {
      name: "Empório",
      description: "",
      url: "https://example.com/emporio",
      image: null,
      telephone: null,
      address: null,
      currency: "BRL" as const,
    };
    expect(restaurantStructuredData({ ...input, menu: menuOf([category(1, { items: dishes })]) }).hasMenu).toBe(
      "https://example.com/emporio",
    );
    const listed = restaurantStructuredData({
      ...input,
      menu: menuOf([category(1, { items: dishes.slice(1) })]),
    }).hasMenu;
    expect(typeof listed === "string" ? listed : listed.hasMenuSection[0]?.hasMenuItem).toHaveLength(
      STRUCTURED_MENU_MAX_DISHES,
    );
  });
});
