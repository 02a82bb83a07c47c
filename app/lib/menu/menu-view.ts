import type { Category, Currency, Extra, Item, Menu, Pizza, Promotion } from "../../../contract";
// Client components import this module's types: its runtime imports stay pure (no contract/index, no zod).
import { formatMoney } from "../../../contract/formats/money";
import { searchMenu, visibleCategories, visibleExtras } from "./menu";

/** A menu card as the page renders it: prices already formatted on the server. */
export interface MenuCard {
  id: number;
  kind: "item" | "pizza";
  name: string;
  description: string;
  image: string | null;
  price: string;
  /** Price before the promotion, or null. */
  originalPrice: string | null;
  /** Pizzas show "from" their lowest price. */
  priceFrom: boolean;
  available: boolean;
  tags: string[];
  serves: number | null;
}

export interface MenuSection {
  id: number;
  name: string;
  description: string | null;
  cards: MenuCard[];
}

function itemCard(item: Item, money: (minor: number) => string): MenuCard {
  return {
    id: item.id,
    kind: "item",
    name: item.name,
    description: item.description,
    image: item.image,
    price: money(item.price),
    originalPrice: item.original_price !== null && item.original_price > item.price ? money(item.original_price) : null,
    priceFrom: false,
    available: item.available,
    tags: item.tags,
    serves: item.serves,
  };
}

function pizzaCard(pizza: Pizza, money: (minor: number) => string): MenuCard {
  return {
    id: pizza.id,
    kind: "pizza",
    name: pizza.name,
    description: pizza.description,
    image: pizza.image,
    price: money(pizza.price_from),
    originalPrice: null,
    priceFrom: true,
    available: pizza.available,
    tags: [],
    serves: null,
  };
}

/** The menu page's data: visible categories (searched when a term is given), promotions, extras. */
export function presentMenu(menu: Menu, term: string, currency: Currency, locale: string) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const visible = visibleCategories(menu.categories);
  const categories = term ? searchMenu(visible, term) : visible;
  const sections: MenuSection[] = categories.map((category: Category) => ({
    id: category.id,
    name: category.name,
    description: category.description,
    cards: [
      ...category.pizzas.map((pizza) => pizzaCard(pizza, money)),
      ...category.items.map((item) => itemCard(item, money)),
    ],
  }));
  const promotions = [...menu.promotions]
    .sort((a: Promotion, b: Promotion) => a.order - b.order)
    .map((promotion) => ({
      id: promotion.id,
      title: promotion.title,
      description: promotion.description,
      image: promotion.image,
      price: money(promotion.price),
      originalPrice: promotion.original_price > promotion.price ? money(promotion.original_price) : null,
      itemId: promotion.item_id,
    }));
  const extras = visibleExtras(menu.extras).map((extra: Extra) => ({
    id: extra.id,
    name: extra.name,
    description: extra.description,
    min: extra.min,
    max: extra.max,
    additionals: extra.additionals.map((additional) => ({
      id: additional.id,
      name: additional.name,
      price: additional.price > 0 ? money(additional.price) : null,
    })),
  }));
  const resultCount = sections.reduce((count, section) => count + section.cards.length, 0);
  return { sections, promotions, extras, resultCount, categoryCount: visible.length };
}

/**
 * Past this many dishes the structured data names the menu by its URL instead of listing it: a
 * market's 600 would add 100 KB (11 KB gzip) to every view, repeating what the page's HTML says
 * (decision 065).
 */
export const STRUCTURED_MENU_MAX_DISHES = 100;

/** schema.org Restaurant with its Menu, for search engines (structured website data, core spec §2). */
export function restaurantStructuredData(input: {
  name: string;
  description: string;
  url: string;
  image: string | null;
  telephone: string | null;
  address: { street: string; city: string; state: string; zip: string; country: string } | null;
  currency: Currency;
  menu: Menu;
}) {
  const price = (minor: number) => (minor / 100).toFixed(2);
  const categories = visibleCategories(input.menu.categories);
  const dishes = categories.reduce((count, category) => count + category.pizzas.length + category.items.length, 0);
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: input.name,
    description: input.description || undefined,
    url: input.url,
    image: input.image ?? undefined,
    telephone: input.telephone ?? undefined,
    address: input.address
      ? {
          "@type": "PostalAddress",
          streetAddress: input.address.street,
          addressLocality: input.address.city,
          addressRegion: input.address.state,
          postalCode: input.address.zip,
          addressCountry: input.address.country,
        }
      : undefined,
    hasMenu:
      dishes > STRUCTURED_MENU_MAX_DISHES
        ? input.url
        : {
            "@type": "Menu",
            hasMenuSection: categories.map((category) => ({
              "@type": "MenuSection",
              name: category.name,
              hasMenuItem: [
                ...category.pizzas.map((pizza) => ({
                  "@type": "MenuItem",
                  name: pizza.name,
                  description: pizza.description,
                  offers: { "@type": "Offer", price: price(pizza.price_from), priceCurrency: input.currency },
                })),
                ...category.items.map((item) => ({
                  "@type": "MenuItem",
                  name: item.name,
                  description: item.description,
                  offers: { "@type": "Offer", price: price(item.price), priceCurrency: input.currency },
                })),
              ],
            })),
          },
  };
}

/** The item modal (`?modal=menuItem&modalId=`): the item with its option groups, prices formatted. */
/** The tag that marks a dish for adults only (alcohol): opening it asks the visitor's age once. */
export const ADULTS_ONLY_TAG = "+18";

export function presentItemModal(menu: Menu, itemId: number, currency: Currency, locale: string) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const item = visibleCategories(menu.categories)
    .flatMap((category) => category.items)
    .find((candidate) => candidate.id === itemId);
  if (!item) return null;
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    image: item.image,
    available: item.available,
    price: money(item.price),
    priceMinor: item.price,
    originalPrice: item.original_price !== null && item.original_price > item.price ? money(item.original_price) : null,
    adultsOnly: item.tags.includes(ADULTS_ONLY_TAG),
    groups: [...item.option_groups]
      .sort((a, b) => a.order - b.order)
      .map((group) => ({
        id: group.id,
        name: group.name,
        min: group.min,
        max: group.max,
        options: group.options
          .filter((option) => option.enabled)
          .sort((a, b) => a.order - b.order)
          .map((option) => ({
            id: option.id,
            name: option.name,
            description: option.description,
            price: option.price > 0 ? money(option.price) : null,
            priceMinor: option.price,
          })),
      }))
      .filter((group) => group.options.length > 0),
  };
}
export type ItemModal = NonNullable<ReturnType<typeof presentItemModal>>;
