import type { Banner, Marketplace, Menu, OperationTime } from "../../contract";
import type { SeedMerchant } from "../seed/types";

/*
 * What the API must answer for a seeded merchant, derived from the seed independently of the
 * API's code: lists in (order, id) order, pizza price_from over enabled flavors.
 */

const byOrder = <T extends { order: number; id: number }>(list: T[]) =>
  [...list].sort((a, b) => a.order - b.order || a.id - b.id);

export function expectedMenu(merchant: SeedMerchant): Menu {
  return {
    categories: byOrder(merchant.categories).map((category) => ({
      ...category,
      items: byOrder(category.items).map((item) => ({
        ...item,
        option_groups: byOrder(item.option_groups).map((group) => ({ ...group, options: byOrder(group.options) })),
      })),
      pizzas: byOrder(category.pizzas).map((pizza) => {
        const sizes = byOrder(pizza.sizes);
        const sizeRank = (sizeId: number) => sizes.findIndex((size) => size.id === sizeId);
        const bySize = <P extends { size_id: number }>(prices: P[]) =>
          [...prices].sort((a, b) => sizeRank(a.size_id) - sizeRank(b.size_id));
        const flavors = byOrder(pizza.flavors).map((flavor) => ({ ...flavor, prices: bySize(flavor.prices) }));
        const enabled = flavors.filter((flavor) => flavor.enabled);
        const prices = (enabled.length > 0 ? enabled : flavors).flatMap((flavor) => flavor.prices.map((p) => p.price));
        return {
          ...pizza,
          price_from: prices.length > 0 ? Math.min(...prices) : 0,
          sizes,
          flavors,
          complements: byOrder(pizza.complements).map((complement) => ({
            ...complement,
            prices: bySize(complement.prices),
          })),
        };
      }),
    })),
    promotions: byOrder(merchant.promotions),
    extras: byOrder(merchant.extras).map((extra) => ({ ...extra, additionals: byOrder(extra.additionals) })),
    // As seeded: no editor has changed it yet (decision 097).
    menu_version: 0,
  };
}

const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** Banners as stored: in display order, running window normalised to ISO UTC. */
export function expectedBanners(merchant: SeedMerchant): Banner[] {
  return byOrder(merchant.banners).map((banner) => ({
    ...banner,
    starts_at: isoOrNull(banner.starts_at),
    ends_at: isoOrNull(banner.ends_at),
  }));
}

export function expectedPeriods(merchant: SeedMerchant): OperationTime[] {
  return [...merchant.operation_times].sort((a, b) => a.weekday - b.weekday || a.opens_at.localeCompare(b.opens_at));
}

/** The visible stores of a marketplace franchise among `all`, by name. */
export function expectedMarketplaces(merchant: SeedMerchant, all: SeedMerchant[]): Marketplace[] {
  if (!merchant.general_settings.marketplace?.active) return [];
  return all
    .filter((store) => store.slug_franchise === merchant.slug && store.store?.visible === true)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
    .map((store) => ({
      id: store.id,
      name: store.name,
      slug: store.slug,
      logo: store.stylizations.logo?.small ?? null,
      delivery: store.operation_modes.delivery_configuration.enabled,
      takeout: store.operation_modes.takeout_configuration.enabled,
    }));
}
