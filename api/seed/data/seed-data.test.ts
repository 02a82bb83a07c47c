// @vitest-environment node
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import {
  analyticsSettingsSchema,
  bannerSchema,
  categorySchema,
  couponSettingsSchema,
  deliveryAreasSchema,
  extraSchema,
  generalInformationsSchema,
  generalSettingsSchema,
  menuSchema,
  menuSettingsSchema,
  operationModesSchema,
  operationTimesSchema,
  orderSettingsSchema,
  promotionSchema,
  slugTypeSchema,
  smartBannerSchema,
  storeSchema,
  stylizationsSchema,
  tableOrderSettingsSchema,
  tropicalizationSchema,
  type Item,
} from "../../../contract";
import { distanceKm } from "../../src/domain/geo";
import type { SeedMerchant } from "../types";
import { ID_BLOCK } from "./helpers";
import { demoMerchants } from "./index";

// This file is type-checked with api/tsconfig.json, whose types are the Workers runtime's (no
// Node typings), so the few Node built-ins the image checks need are loaded untyped and described here.
interface NodeFs {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding: "utf8"): string;
  readdirSync(path: string): string[];
  statSync(path: string): { size: number; isDirectory(): boolean };
}
const nodeBuiltin = (name: string): Promise<unknown> => import(/* @vite-ignore */ `node:${name}`);
const { existsSync, readFileSync, readdirSync, statSync } = (await nodeBuiltin("fs")) as NodeFs;
const { join } = (await nodeBuiltin("path")) as { join(...parts: string[]): string };
const { fileURLToPath } = (await nodeBuiltin("url")) as { fileURLToPath(url: URL): string };

const publicDir = fileURLToPath(new URL("../../../public", (import.meta as { url: string }).url));

/** Parses and checks nothing was stripped (an unknown or misspelled key would be). */
function expectParses<T extends z.ZodType>(schema: T, value: unknown, label: string) {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${label}: ${result.error.message}`);
  expect(result.data, label).toEqual(value);
}

const menuItems = (m: SeedMerchant): Item[] => m.categories.flatMap((c) => c.items);

/** Items a customer can see and order from: enabled items of enabled, non-redeemable categories. */
const visibleEnabledItems = (m: SeedMerchant): Item[] =>
  m.categories.filter((c) => c.enabled && !c.redeemable).flatMap((c) => c.items.filter((i) => i.enabled));

/** Every id a merchant owns, keyed by table. */
function idsByTable(m: SeedMerchant): Record<string, number[]> {
  const t: Record<string, number[]> = {
    categories: [],
    items: [],
    option_groups: [],
    options: [],
    pizzas: [],
    pizza_sizes: [],
    pizza_flavors: [],
    pizza_complements: [],
    promotions: m.promotions.map((p) => p.id),
    extras: [],
    additionals: [],
    banners: m.banners.map((b) => b.id),
  };
  const push = (table: string, id: number) => (t[table] ??= []).push(id);
  for (const c of m.categories) {
    push("categories", c.id);
    for (const i of c.items) {
      push("items", i.id);
      for (const g of i.option_groups) {
        push("option_groups", g.id);
        for (const o of g.options) push("options", o.id);
      }
    }
    for (const p of c.pizzas) {
      push("pizzas", p.id);
      for (const s of p.sizes) push("pizza_sizes", s.id);
      for (const f of p.flavors) push("pizza_flavors", f.id);
      for (const x of p.complements) push("pizza_complements", x.id);
    }
  }
  for (const e of m.extras) {
    push("extras", e.id);
    for (const a of e.additionals) push("additionals", a.id);
  }
  return t;
}

/** Every string in a value with its path. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${path}.${k}`);
}

const bySlug = (slug: string) => {
  const m = demoMerchants.find((x) => x.slug === slug);
  if (!m) throw new Error(`no merchant ${slug}`);
  return m;
};

/** A demo area's point; a missing one reads as NaN, which no distance check passes. */
const pointOf = (area: { latitude?: number; longitude?: number }) => ({
  latitude: area.latitude ?? Number.NaN,
  longitude: area.longitude ?? Number.NaN,
});

describe("demo merchants", () => {
  it("has the four demo concepts", () => {
    expect(demoMerchants.length).toBeGreaterThanOrEqual(9);
    const currencies = new Set(demoMerchants.map((m) => m.tropicalization.currency));
    expect([...currencies].sort()).toEqual(["BRL", "COP", "MXN"]);
  });

  it("has unique, URL-safe slugs and merchant ids", () => {
    const slugs = demoMerchants.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const ids = demoMerchants.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("serves the pizzeria on its custom domain, and no host twice", () => {
    expect(bySlug("bella-napoli").custom_domains).toEqual(["bellanapoli.localhost"]);
    const hosts = demoMerchants.flatMap((m) => m.custom_domains);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  describe.each(demoMerchants.map((m) => [m.slug, m] as const))("%s", (slug, m) => {
    it("has every settings document matching its contract schema", () => {
      expectParses(slugTypeSchema, { type: m.type, slug_franchise: m.slug_franchise }, "slug type");
      expectParses(tropicalizationSchema, m.tropicalization, "tropicalization");
      expectParses(stylizationsSchema, m.stylizations, "stylizations");
      expectParses(generalSettingsSchema, m.general_settings, "general_settings");
      expectParses(smartBannerSchema, m.smart_banner, "smart_banner");
      expectParses(generalInformationsSchema, m.general_informations, "general_informations");
      expectParses(operationModesSchema, m.operation_modes, "operation_modes");
      expectParses(
        operationTimesSchema,
        { timezone: m.tropicalization.timezone, periods: m.operation_times },
        "operation_times",
      );
      expectParses(menuSettingsSchema, m.menu_settings, "menu_settings");
      expectParses(orderSettingsSchema, m.order_settings, "order_settings");
      expectParses(couponSettingsSchema, m.coupon_settings, "coupon_settings");
      expectParses(tableOrderSettingsSchema, m.table_order_settings, "table_order_settings");
      expectParses(analyticsSettingsSchema, m.analytics_settings, "analytics_settings");
      expectParses(deliveryAreasSchema.nullable(), m.delivery_areas, "delivery_areas");
      // Only Porto Alegre has analytics (decision 032): the demo of GA4 and a pixel with conversions.
      if (m.slug === "sabor-da-casa-porto-alegre") {
        expect(m.analytics_settings.ga4).toEqual([{ google_analytics_id: "G-COMANDA0001" }]);
        expect(m.analytics_settings.facebook).toMatchObject([
          {
            facebook_pixel_id: "100000000000001",
            facebook_api_conversion_enabled: true,
            add_to_cart: true,
            purchase: true,
          },
        ]);
      } else {
        expect(m.analytics_settings).toEqual({ facebook: [], ga4: [] });
      }
      expect(() => new Intl.DateTimeFormat("en", { timeZone: m.tropicalization.timezone })).not.toThrow();
      expect(m.general_settings.slug_franchise).toBe(m.slug_franchise);
    });

    it("has every menu part matching its contract schema", () => {
      for (const c of m.categories) expectParses(categorySchema, c, `category ${c.name}`);
      for (const p of m.promotions) expectParses(promotionSchema, p, `promotion ${p.title}`);
      for (const e of m.extras) expectParses(extraSchema, e, `extra ${e.name}`);
      for (const b of m.banners) expectParses(bannerSchema, b, `banner ${b.title}`);
      expectParses(menuSchema, { categories: m.categories, promotions: m.promotions, extras: m.extras }, "menu");
    });

    it("uses ids k * 100000 + n, unique per table", () => {
      for (const [table, ids] of Object.entries(idsByTable(m))) {
        expect(new Set(ids).size, table).toBe(ids.length);
        for (const id of ids) {
          expect(Math.floor(id / ID_BLOCK), `${table} ${id}`).toBe(m.id);
          expect(id % ID_BLOCK, `${table} ${id}`).toBeGreaterThan(0);
          expect(id).not.toBe(10000);
        }
      }
    });

    // A marketplace sells nothing itself: its root lists its stores (decision 040).
    const sells = !m.general_settings.marketplace?.active;

    it.runIf(sells)("has a believable menu", () => {
      expect(visibleEnabledItems(m).length).toBeGreaterThanOrEqual(30);
      expect(
        m.categories.some((c) => !c.enabled),
        "a disabled category",
      ).toBe(true);
      expect(
        m.categories.some((c) => c.redeemable && c.items.length > 0),
        "a redeemable category",
      ).toBe(true);
      expect(
        m.categories.some((c) => c.enabled && !c.redeemable && c.items.length === 0 && c.pizzas.length === 0),
        "an empty category",
      ).toBe(true);
      const items = menuItems(m);
      expect(
        items.some((i) => !i.enabled),
        "a disabled item",
      ).toBe(true);
      expect(
        items.some((i) => i.enabled && !i.available),
        "an unavailable item",
      ).toBe(true);
      expect(
        items.some((i) => i.option_groups.some((g) => g.min >= 1)),
        "a required option group",
      ).toBe(true);
      for (const c of m.categories) {
        for (const i of c.items) {
          expect(i.category_id).toBe(c.id);
          expect(i.name.length).toBeGreaterThan(2);
          expect(i.description.length).toBeGreaterThan(5);
          expect(i.price).toBeGreaterThan(0);
          if (i.original_price !== null) expect(i.original_price).toBeGreaterThan(i.price);
          for (const g of i.option_groups) {
            expect(g.min, `${i.name}/${g.name}`).toBeLessThanOrEqual(g.max);
            expect(g.min, `${i.name}/${g.name}`).toBeLessThanOrEqual(g.options.filter((o) => o.enabled).length);
            expect(g.options.length).toBeGreaterThan(0);
          }
        }
        for (const p of c.pizzas) expect(p.category_id).toBe(c.id);
      }
      const orders = m.categories.map((c) => c.order);
      expect(new Set(orders).size).toBe(orders.length);
    });

    it.runIf(sells)("has promotions pointing at discounted items of this merchant", () => {
      expect(m.promotions.length).toBeGreaterThanOrEqual(2);
      const items = new Map(menuItems(m).map((i) => [i.id, i]));
      for (const p of m.promotions) {
        expect(p.item_id).not.toBeNull();
        const item = items.get(p.item_id ?? -1);
        expect(item, p.title).toBeDefined();
        expect(p.price).toBe(item?.price);
        expect(p.original_price).toBe(item?.original_price);
        expect(p.original_price).toBeGreaterThan(p.price);
      }
    });

    it.runIf(sells)("has order-level extras with disabled entries and unsorted orders", () => {
      expect(m.extras.length).toBeGreaterThanOrEqual(2);
      expect(
        m.extras.some((e) => !e.enabled),
        "a disabled extra",
      ).toBe(true);
      const additionals = m.extras.flatMap((e) => e.additionals);
      expect(
        additionals.some((a) => !a.enabled),
        "a disabled additional",
      ).toBe(true);
      const unsorted = m.extras.some((e) =>
        e.additionals.some((a, i, all) => i > 0 && a.order < (all[i - 1]?.order ?? 0)),
      );
      expect(unsorted, "additionals listed out of order").toBe(true);
      for (const e of m.extras) expect(e.min).toBeLessThanOrEqual(e.max);
    });

    it.runIf(sells)("has 3-4 banners: one first (order 0), one mobile-only, one expired", () => {
      expect(m.banners.length).toBeGreaterThanOrEqual(3);
      expect(m.banners.length).toBeLessThanOrEqual(4);
      expect(m.banners.some((b) => b.order === 0)).toBe(true);
      expect(
        m.banners.some((b) => b.order > m.banners.length),
        "a non-sequential order",
      ).toBe(true);
      expect(
        m.banners.some((b) => b.enabled_mobile && !b.enabled_desktop),
        "a mobile-only banner",
      ).toBe(true);
      const now = Date.now();
      expect(
        m.banners.some((b) => b.ends_at !== null && Date.parse(b.ends_at) < now),
        "an expired banner",
      ).toBe(true);
      for (const b of m.banners) {
        for (const d of [b.starts_at, b.ends_at]) if (d !== null) expect(Number.isNaN(Date.parse(d))).toBe(false);
      }
    });

    it("uses only local images, and external links only for social media, app stores and the store's own site and FAQ", () => {
      for (const [path, value] of strings(m, slug)) {
        if (!/^https?:/i.test(value) && !value.startsWith("//")) continue;
        const allowed =
          path.includes(".social_medias.") ||
          /\.link_(apple|play)_store$/.test(path) ||
          /\.contact\.(website|link_faq)$/.test(path);
        expect(allowed, `${path} = ${value}`).toBe(true);
      }
      const images = [
        ...menuItems(m).map((i) => i.image),
        ...m.categories.flatMap((c) => c.pizzas.flatMap((p) => [p.image, ...p.flavors.map((f) => f.image)])),
        ...m.promotions.map((p) => p.image),
        ...m.banners.map((b) => b.image),
        ...Object.values(m.stylizations.logo ?? {}),
      ].filter((x): x is string => x !== null);
      for (const image of images) {
        expect(image).toMatch(/^\/demo\/[a-z0-9/-]+\.[0-9a-f]{8}\.svg$/);
        expect(existsSync(join(publicDir, image)), image).toBe(true);
      }
    });

    it("has realistic contact and address data", () => {
      const info = m.general_informations;
      const ddi = { BRA: "55", COL: "57", MEX: "52" }[m.tropicalization.country_code];
      expect(info.contact.phone_ddi).toBe(ddi);
      expect(info.contact.phone).toMatch(/^\d{10,11}$/);
      expect(info.contact.whatsapp?.startsWith(ddi)).toBe(true);
      expect(info.contact.whatsapp).toMatch(/^\d{12,13}$/);
      expect(Math.abs(info.address.latitude)).toBeLessThanOrEqual(35);
      expect(info.address.longitude).toBeLessThan(-30);
      const taxId = {
        BRA: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/,
        COL: /^\d{3}\.\d{3}\.\d{3}-\d$/,
        MEX: /^[A-Z&Ñ]{3}\d{6}[A-Z0-9]{3}$/,
      };
      expect(info.merchant.cnpj).toMatch(taxId[m.tropicalization.country_code]);
    });
  });

  it("gives exactly the pizzeria a pizza builder with Calabresa, Quatro Queijos and a multi-flavour size", () => {
    const withPizzas = demoMerchants.filter((m) => m.categories.some((c) => c.pizzas.length > 0));
    expect(withPizzas.map((m) => m.slug)).toEqual(["bella-napoli"]);
    const pizzeria = bySlug("bella-napoli");
    const pizzas = pizzeria.categories.flatMap((c) => c.pizzas);
    const flavors = pizzas.flatMap((p) => p.flavors.map((f) => f.name));
    expect(flavors).toContain("Calabresa");
    expect(flavors).toContain("Quatro Queijos");
    expect(pizzas.flatMap((p) => p.flavors).filter((f) => f.enabled).length).toBeGreaterThanOrEqual(12);
    expect(pizzas.some((p) => p.sizes.some((s) => s.max_flavors >= 2))).toBe(true);
    for (const p of pizzas) {
      const sizeIds = new Set(p.sizes.map((s) => s.id));
      for (const f of p.flavors) expect(new Set(f.prices.map((x) => x.size_id))).toEqual(sizeIds);
      for (const c of p.complements) for (const x of c.prices) expect(sizeIds.has(x.size_id)).toBe(true);
      const kinds = new Set(p.complements.map((c) => c.kind));
      expect(kinds).toEqual(new Set(["EDGE", "CRUST", "TOPPING"]));
      expect(p.price_from).toBe(
        Math.min(...p.flavors.filter((f) => f.enabled).flatMap((f) => f.prices.map((x) => x.price))),
      );
    }
    expect(pizzeria.menu_settings.pizza_price_rule).toBe("PROPORTIONAL");
    expect(pizzeria.general_settings.pix_settings).not.toBeNull();
    expect(pizzeria.table_order_settings).toMatchObject({
      modality: 1,
      service_tax_enabled: true,
      service_tax_value: 1000,
    });
    expect(pizzeria.general_settings.fidelity_program).toBe(true);
    expect(pizzeria.general_settings.scheduling_enabled).toBe(true);
    // A period that runs past midnight.
    expect(pizzeria.operation_times.some((t) => t.closes_at < t.opens_at)).toBe(true);
  });

  it("gives the pizzeria a fee per bairro around it, one nearby bairro left out", () => {
    const napoli = bySlug("bella-napoli");
    const areas = napoli.delivery_areas!;
    expect(areas.mode).toBe("NEIGHBORHOOD");
    expect(areas.areas.length).toBeGreaterThanOrEqual(6);
    const names = areas.areas.map((area) => area.name);
    expect(names).toContain(napoli.general_informations.address.neighborhood);
    expect(names).not.toContain("Cambuci");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
    for (const area of areas.areas) {
      expect(area.fee, area.name).toBeGreaterThanOrEqual(500);
      expect(area.fee, area.name).toBeLessThanOrEqual(1200);
      expect(distanceKm(napoli.general_informations.address, pointOf(area)), area.name).toBeLessThan(4);
    }
  });

  it("gives the taqueria fees by distance band, with colonias in every band and beyond the last", () => {
    const taqueria = bySlug("taqueria-el-guero");
    const areas = taqueria.delivery_areas!;
    expect(areas.mode).toBe("DISTANCE");
    expect(areas.bands).toEqual([
      { up_to_km: 3, fee: 2500 },
      { up_to_km: 6, fee: 4500 },
      { up_to_km: 10, fee: 7000 },
    ]);
    const bandOf = (km: number) => areas.bands.findIndex((band) => km <= band.up_to_km);
    const bands = areas.areas.map((area) => bandOf(distanceKm(taqueria.general_informations.address, pointOf(area))));
    expect(new Set(bands)).toEqual(new Set([0, 1, 2, -1]));
  });

  it("leaves the other merchants without delivery areas (every address at the store fee)", () => {
    const withAreas = demoMerchants.filter((m) => m.delivery_areas !== null).map((m) => m.slug);
    expect(withAreas.sort()).toEqual(["bella-napoli", "taqueria-el-guero"]);
  });

  it("leaves table ordering to the pizzeria only", () => {
    for (const m of demoMerchants) {
      if (m.slug === "bella-napoli") continue;
      expect(m.table_order_settings.modality, m.slug).toBeNull();
      expect(m.tables ?? [], m.slug).toEqual([]);
    }
  });

  it("gives the pizzeria the README's tables: one of each modality and a disabled one", () => {
    const napoli = bySlug("bella-napoli");
    expect(napoli.operation_modes.table_configuration.enabled).toBe(true);
    const tables = napoli.tables ?? [];
    expect(
      tables.map((table) => [table.code, table.enabled, table.modality ?? napoli.table_order_settings.modality]),
    ).toEqual([
      ["NAPOLI-MESA-1", true, 1],
      ["NAPOLI-MESA-2", true, 1],
      ["NAPOLI-MESA-3", true, 2],
      ["NAPOLI-MESA-4", true, 3],
      ["NAPOLI-MESA-9", false, 1],
    ]);
    expect(tables.map((table) => table.id)).toEqual([100901, 100902, 100903, 100904, 100909]);
  });

  it("has a franchise with at least five stores in five cities, one closed, one hidden, one takeout-only", () => {
    const franchises = demoMerchants.filter((m) => m.type === "FRANCHISE" && !m.general_settings.marketplace?.active);
    expect(franchises).toHaveLength(1);
    const franchise = franchises[0]!;
    expect(franchise.store).toBeNull();
    expect(franchise.slug_franchise).toBeNull();
    const stores = demoMerchants.filter((m) => m.slug_franchise === franchise.slug);
    expect(stores.length).toBeGreaterThanOrEqual(5);
    for (const s of stores) {
      expect(s.type).toBe("STORE");
      expect(s.store).not.toBeNull();
      const address = s.general_informations.address;
      expectParses(
        storeSchema,
        {
          id: s.id,
          slug: s.slug,
          name: s.name,
          visible: s.store!.visible,
          address: {
            street: address.street,
            number: address.number,
            neighborhood: address.neighborhood,
            city: address.city,
            state: address.state,
            zip_code: address.zip_code,
          },
          distance: null,
          // Whether it is open now is the API's (its hours at its clock): any boolean fits the shape.
          opened: s.operation_times.length > 0,
          city: s.store!.city,
          geolocation: { latitude: address.latitude, longitude: address.longitude },
          delivery_configuration: { enabled: s.operation_modes.delivery_configuration.enabled },
          takeout_configuration: { enabled: s.operation_modes.takeout_configuration.enabled },
        },
        `store ${s.slug}`,
      );
      expect(s.store!.city.name).toBe(address.city);
    }
    const cities = new Map(stores.map((s) => [s.store!.city.id, s.store!.city.name]));
    expect(cities.size).toBeGreaterThanOrEqual(5);
    expect(new Set(cities.values()).size).toBe(cities.size);

    const closed = stores.filter((s) => s.operation_times.length === 0);
    expect(closed.map((s) => s.slug)).toEqual(["sabor-da-casa-recife"]);
    expect(demoMerchants.filter((m) => m.operation_times.length === 0)).toHaveLength(1);
    expect(stores.filter((s) => !s.store!.visible).length).toBe(1);
    const takeoutOnly = stores.filter(
      (s) => !s.operation_modes.delivery_configuration.enabled && s.operation_modes.takeout_configuration.enabled,
    );
    expect(takeoutOnly.length).toBe(1);
    const defaultTheme = stores.filter(
      (s) =>
        s.stylizations.brand_colors === null &&
        s.stylizations.highlight_colors === null &&
        s.stylizations.logo === null,
    );
    expect(defaultTheme.length).toBe(1);
    // Only stores carry a store entry.
    for (const m of demoMerchants) if (m.slug_franchise === null) expect(m.store).toBeNull();
  });

  it("has an INDIVIDUAL marketplace with two stores, one takeout only, and a UNIQUE one with a single store (decision 040)", () => {
    const marketplaces = demoMerchants.filter((m) => m.general_settings.marketplace?.active);
    expect(marketplaces.map((m) => [m.slug, m.type, m.general_settings.marketplace?.type])).toEqual([
      ["mercado-da-vila", "FRANCHISE", "INDIVIDUAL"],
      ["acai-da-vila-delivery", "FRANCHISE", "UNIQUE"],
    ]);
    const storesOf = (slug: string) => demoMerchants.filter((m) => m.slug_franchise === slug);
    const hall = storesOf("mercado-da-vila");
    expect(
      hall.map((s) => [s.slug, s.type, s.store?.visible, s.operation_modes.delivery_configuration.enabled]),
    ).toEqual([
      ["mercado-da-vila-pastelaria", "STORE", true, true],
      ["mercado-da-vila-acai", "STORE", true, false],
    ]);
    expect(storesOf("acai-da-vila-delivery").map((s) => s.slug)).toEqual(["acai-da-vila-pinheiros"]);
    for (const m of marketplaces) expect(m.categories, m.slug).toEqual([]);
  });

  it("themes each merchant distinctly", () => {
    const themes = demoMerchants
      .filter((m) => m.stylizations.brand_colors !== null)
      .map((m) => JSON.stringify([m.stylizations.brand_colors, m.stylizations.highlight_colors]));
    expect(new Set(themes).size).toBe(themes.length);
  });
});

describe("demo images", () => {
  const demoDir = join(publicDir, "demo");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });

  it("stay small: under 150 KB in all, SVG only", () => {
    const all = files(demoDir);
    expect(all.every((f) => f.endsWith(".svg"))).toBe(true);
    const total = all.reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThan(150 * 1024);
  });

  it("are self-contained SVGs with a viewBox; food illustrations have no text", () => {
    for (const file of files(demoDir)) {
      const svg = readFileSync(file, "utf8");
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+"/);
      expect(svg, file).not.toMatch(/<image|<script|href=|url\(|@import/i);
      if (file.includes(`${join("demo", "food")}`)) {
        expect(svg, file).not.toMatch(/<text/);
        expect(statSync(file).size, file).toBeLessThan(2048);
      }
    }
  });
});
