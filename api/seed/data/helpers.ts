import type {
  SocialLoginSettings,
  AnalyticsSettings,
  Banner,
  Category,
  ColorShades,
  CouponSettings,
  Extra,
  GeneralSettings,
  Item,
  OperationTime,
  OptionGroup,
  Pizza,
  PizzaComplement,
  Promotion,
  SmartBanner,
  Stylizations,
  TableOrderSettings,
} from "../../../contract";
import { cnpjCheckDigits, formatTaxId, nitCheckDigit } from "../../../contract/formats";
import { demoImages } from "./demo-images";

/**
 * Ids of merchant number k are k * 100000 + n, n = 1 … 99999, one sequence shared by every table
 * the merchant owns (categories, items, option groups, options, pizzas, sizes, flavors,
 * complements, promotions, extras, additionals, banners). So ids never collide across merchants
 * or tables, and never equal 10000 (the pizza builder's "no size yet" sentinel).
 */
export const ID_BLOCK = 100000;

export function idSequence(k: number): () => number {
  let n = 0;
  return () => {
    n += 1;
    if (n >= ID_BLOCK) throw new Error(`merchant ${k} ran out of ids`);
    return k * ID_BLOCK + n;
  };
}

/** Reais, pesos: whole currency units (with cents as decimals) to integer minor units. */
export const money = (units: number): number => Math.round(units * 100);

export type FoodImage =
  | "acai"
  | "bag"
  | "beer"
  | "bowl"
  | "burger"
  | "calzone"
  | "churros"
  | "coffee"
  | "combo"
  | "cutlery"
  | "dessert"
  | "esfiha"
  | "flan"
  | "fries"
  | "garlic-bread"
  | "guacamole"
  | "hotdog"
  | "ice-cream"
  | "juice"
  | "marmita"
  | "milkshake"
  | "pizza"
  | "pizza-doce"
  | "quesadilla"
  | "salad"
  | "sauce"
  | "soda"
  | "soup"
  | "taco"
  | "water"
  | "wings";

/** An image under public/demo by its plain name ("food/pizza.svg"). */
export type DemoImage = keyof typeof demoImages;

/**
 * The URL of a demo image by its plain name: its file under public/demo has a hash of its bytes in
 * its name, because /demo/* is served as immutable (decision 018). Throws for an image that is not
 * there, so the seed never points at a missing file.
 */
export function demoImage(name: string): string {
  const url = (demoImages as Record<string, string>)[name];
  if (url === undefined) {
    throw new Error(`No demo image public/demo/${name}: add the file, then run npm run demo:images`);
  }
  return url;
}

/** Local illustration served from public/demo/food. */
export const food = (name: FoodImage): string => demoImage(`food/${name}.svg` satisfies DemoImage);

export const logoOf = (slug: string): NonNullable<Stylizations["logo"]> => {
  const url = demoImage(`${slug}/logo.svg`);
  return { large: url, medium: url, original: url, small: url };
};

export const shades = (pure: string, light: string, medium: string, dark: string): ColorShades => ({
  pure,
  light,
  medium,
  dark,
});

// ---------------------------------------------------------------------------------------------
// Menu specs: plain data, turned into contract objects (with ids and order) by MenuBuilder.

/** An option: its name, or [name, price in minor units], or a full spec. */
export type OptionSpec =
  string | [name: string, price: number] | { name: string; price?: number; description?: string; enabled?: boolean };

export interface GroupSpec {
  name: string;
  min: number;
  max: number;
  options: OptionSpec[];
}

export interface ItemSpec {
  name: string;
  description: string;
  /** Minor units. */
  price: number;
  /** Price before the promotion (minor units); also creates a Promotion entry when promo is set. */
  original_price?: number;
  image?: FoodImage | null;
  tags?: string[];
  serves?: number | null;
  enabled?: boolean;
  available?: boolean;
  groups?: GroupSpec[];
  /** Adds an entry to `promotions` pointing at this item. */
  promo?: { title: string; description: string };
  /** Points that redeem one unit (a redeemable category's items; issue 16). */
  points_price?: number;
}

export interface PizzaSpec {
  name: string;
  description: string;
  image: FoodImage;
  enabled?: boolean;
  available?: boolean;
  sizes: { name: string; slices: number; max_flavors: number }[];
  /** prices: whole pizza per size, in the order of `sizes` (minor units). */
  flavors: { name: string; description: string; prices: number[]; enabled?: boolean; image?: FoodImage }[];
  /** prices per size in the order of `sizes`; null = not offered for that size. */
  complements: { name: string; kind: PizzaComplement["kind"]; prices: (number | null)[]; enabled?: boolean }[];
}

export interface CategorySpec {
  name: string;
  description?: string | null;
  enabled?: boolean;
  redeemable?: boolean;
  items?: ItemSpec[];
  pizzas?: PizzaSpec[];
}

export interface ExtraSpec {
  name: string;
  description?: string | null;
  enabled?: boolean;
  /** Explicit display order (deliberately not the array order, to exercise sorting). */
  order: number;
  min: number;
  max: number;
  additionals: { name: string; price: number; enabled?: boolean; order: number }[];
}

export interface BannerSpec {
  title: string;
  /** What the image says beyond the title (see the contract's banner). */
  description?: string;
  /** Plain name under public/demo, e.g. "bella-napoli/banner-terca.svg" (see demoImage). */
  image: DemoImage;
  link?: string | null;
  order: number;
  enabled_desktop?: boolean;
  enabled_mobile?: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
}

function toOption(spec: OptionSpec, id: number, order: number) {
  if (typeof spec === "string") return { id, name: spec, description: null, price: 0, enabled: true, order };
  if (Array.isArray(spec)) return { id, name: spec[0], description: null, price: spec[1], enabled: true, order };
  return {
    id,
    name: spec.name,
    description: spec.description ?? null,
    price: spec.price ?? 0,
    enabled: spec.enabled ?? true,
    order,
  };
}

/** Builds one merchant's menu and banners, assigning ids from the merchant's id block. */
export class MenuBuilder {
  readonly next: () => number;
  readonly categories: Category[] = [];
  readonly promotions: Promotion[] = [];
  readonly extras: Extra[] = [];
  readonly banners: Banner[] = [];

  constructor(readonly k: number) {
    this.next = idSequence(k);
  }

  group(spec: GroupSpec, order: number): OptionGroup {
    const id = this.next();
    return {
      id,
      name: spec.name,
      min: spec.min,
      max: spec.max,
      order,
      options: spec.options.map((o, i) => toOption(o, this.next(), i + 1)),
    };
  }

  private item(spec: ItemSpec, category_id: number, order: number): Item {
    const id = this.next();
    const item: Item = {
      id,
      category_id,
      name: spec.name,
      description: spec.description,
      image: spec.image === undefined || spec.image === null ? null : food(spec.image),
      price: spec.price,
      original_price: spec.original_price ?? null,
      enabled: spec.enabled ?? true,
      available: spec.available ?? true,
      order,
      serves: spec.serves ?? null,
      tags: spec.tags ?? [],
      option_groups: (spec.groups ?? []).map((g, i) => this.group(g, i + 1)),
      ...(spec.points_price ? { points_price: spec.points_price } : {}),
    };
    if (spec.promo) {
      if (spec.original_price === undefined || spec.original_price <= spec.price) {
        throw new Error(`promotion on "${spec.name}" needs original_price > price`);
      }
      this.promotions.push({
        id: this.next(),
        title: spec.promo.title,
        description: spec.promo.description,
        image: item.image,
        item_id: id,
        price: spec.price,
        original_price: spec.original_price,
        order: this.promotions.length,
      });
    }
    return item;
  }

  private pizza(spec: PizzaSpec, category_id: number, order: number): Pizza {
    const id = this.next();
    const sizes = spec.sizes.map((s, i) => ({ id: this.next(), ...s, order: i + 1 }));
    const sizeId = (i: number) => {
      const size = sizes[i];
      if (!size) throw new Error(`${spec.name}: price for a missing size #${i}`);
      return size.id;
    };
    const flavors = spec.flavors.map((f, i) => {
      if (f.prices.length !== sizes.length) throw new Error(`${spec.name}/${f.name}: one price per size`);
      return {
        id: this.next(),
        name: f.name,
        description: f.description,
        image: food(f.image ?? spec.image),
        enabled: f.enabled ?? true,
        order: i + 1,
        prices: f.prices.map((price, s) => ({ size_id: sizeId(s), price })),
      };
    });
    const complements = spec.complements.map((c, i) => ({
      id: this.next(),
      name: c.name,
      kind: c.kind,
      enabled: c.enabled ?? true,
      order: i + 1,
      prices: c.prices.flatMap((price, s) => (price === null ? [] : [{ size_id: sizeId(s), price }])),
    }));
    const enabledPrices = flavors.filter((f) => f.enabled).flatMap((f) => f.prices.map((p) => p.price));
    return {
      id,
      category_id,
      name: spec.name,
      description: spec.description,
      image: food(spec.image),
      enabled: spec.enabled ?? true,
      available: spec.available ?? true,
      order,
      price_from: Math.min(...enabledPrices),
      sizes,
      flavors,
      complements,
    };
  }

  category(spec: CategorySpec): Category {
    const id = this.next();
    const category: Category = {
      id,
      name: spec.name,
      description: spec.description ?? null,
      enabled: spec.enabled ?? true,
      redeemable: spec.redeemable ?? false,
      order: this.categories.length + 1,
      items: [],
      pizzas: [],
    };
    category.pizzas = (spec.pizzas ?? []).map((p, i) => this.pizza(p, id, i + 1));
    category.items = (spec.items ?? []).map((it, i) => this.item(it, id, i + 1));
    this.categories.push(category);
    return category;
  }

  extra(spec: ExtraSpec): Extra {
    const extra: Extra = {
      id: this.next(),
      name: spec.name,
      description: spec.description ?? null,
      enabled: spec.enabled ?? true,
      order: spec.order,
      min: spec.min,
      max: spec.max,
      additionals: spec.additionals.map((a) => ({
        id: this.next(),
        name: a.name,
        price: a.price,
        enabled: a.enabled ?? true,
        order: a.order,
      })),
    };
    this.extras.push(extra);
    return extra;
  }

  banner(spec: BannerSpec): Banner {
    const banner: Banner = {
      id: this.next(),
      title: spec.title,
      description: spec.description ?? null,
      image: demoImage(spec.image),
      link: spec.link ?? null,
      order: spec.order,
      enabled_desktop: spec.enabled_desktop ?? true,
      enabled_mobile: spec.enabled_mobile ?? true,
      starts_at: spec.starts_at ?? null,
      ends_at: spec.ends_at ?? null,
    };
    this.banners.push(banner);
    return banner;
  }

  /** The item of that name (for banner links). */
  itemNamed(name: string): Item {
    for (const c of this.categories) {
      const found = c.items.find((i) => i.name === name);
      if (found) return found;
    }
    throw new Error(`no item named "${name}"`);
  }

  /** Relative link that opens an item's modal on the current storefront page (slug or custom domain). */
  itemLink(name: string): string {
    return `?modal=menuItem&modalId=${this.itemNamed(name).id}`;
  }

  menu() {
    return {
      categories: this.categories,
      promotions: this.promotions,
      extras: this.extras,
      banners: this.banners,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Opening hours and settings defaults.

/** 0 Sunday … 6 Saturday. */
export function hours(weekdays: number[], opens_at: string, closes_at: string): OperationTime[] {
  return weekdays.map((weekday) => ({ weekday, opens_at, closes_at }));
}

/** Sorted by weekday then opening, as an operator's screen would list them. */
export function week(...periods: OperationTime[][]): OperationTime[] {
  return periods.flat().sort((a, b) => a.weekday - b.weekday || a.opens_at.localeCompare(b.opens_at));
}

export function generalSettings(overrides: Partial<GeneralSettings>): GeneralSettings {
  return {
    multi_stores: false,
    fidelity_program: false,
    slug_franchise: null,
    scheduling_enabled: false,
    schedule_only: false,
    has_any_active_pdv_integration: false,
    address_configuration: { enabled_reference_point: true, required_reference_point: false },
    show_welcome_modal: false,
    consume_in_store_available: false,
    allow_enter_quantity: true,
    redirect_to_nearest_store: false,
    pix_settings: null,
    modules: {
      consumer_app: {
        integration: { points: false, status: false },
        personalization: { benefits_club_logo: null },
      },
      reshop: { integration: { status: false } },
    },
    marketplace: null,
    google_tag_manager_id: null,
    ...overrides,
  };
}

export const noSmartBanner: SmartBanner = { link_apple_store: null, link_play_store: null, show_link_store: false };

export const noAnalytics: AnalyticsSettings = { facebook: [], ga4: [] };

export const defaultCoupons: CouponSettings = { enabled: true, max_coupons_per_cart: 1, show_wallet: true };

export const noTableOrder: TableOrderSettings = {
  modality: null,
  qr_code_type: null,
  service_tax_enabled: false,
  service_tax_value: 0,
  client_name_and_phone: false,
};

/** Banner dates: an expired campaign and a far end date, in UTC. */
export const EXPIRED = { starts_at: "2025-06-01T03:00:00.000Z", ends_at: "2025-08-01T02:59:59.000Z" };
export const RUNNING = { starts_at: "2025-01-01T03:00:00.000Z", ends_at: "2030-12-31T23:59:59.000Z" };

// ---------------------------------------------------------------------------------------------
// Fictional tax ids with valid check digits.

/** "12.345.678/0001-95" from an 8-digit root and a 4-digit branch number. */
export function cnpj(root: string, branch: number): string {
  const base = `${root}${String(branch).padStart(4, "0")}`;
  if (!/^\d{12}$/.test(base)) throw new Error(`bad CNPJ root ${root}`);
  return formatTaxId("BRA", `${base}${cnpjCheckDigits(base)}`);
}

/** Colombian NIT "901.482.376-5" with the DIAN check digit. */
export function nit(nine: string): string {
  if (!/^\d{9}$/.test(nine)) throw new Error(`bad NIT ${nine}`);
  return `${nine.slice(0, 3)}.${nine.slice(3, 6)}.${nine.slice(6)}-${nitCheckDigit(nine)}`;
}

/**
 * Social login with `providers` turned on and no client ids: `npm start` and the tests log in
 * through the API's sandbox issuer (docs/decisions/062). A deploy sets each merchant's real ids.
 */
export function sandboxSocialLogin(...providers: ("google" | "apple" | "facebook")[]): SocialLoginSettings {
  const on = (provider: "google" | "apple" | "facebook") => providers.includes(provider);
  return {
    apple: { enabled: on("apple"), client_id: null },
    facebook: { enabled: on("facebook"), client_id: null, enabled_android: false, enabled_ios: false },
    google: {
      enabled: on("google"),
      client_id: null,
      client_id_android: null,
      enabled_android: false,
      client_id_ios: null,
      enabled_ios: false,
    },
  };
}
