import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as z from "zod";
import {
  bannerSchema,
  categorySchema,
  extraSchema,
  operationTimeSchema,
  paymentSettingsSchema,
  promotionSchema,
  socialLoginSettingsSchema,
} from "../../contract";
import { type DocumentName, merchantDocuments } from "../src/db/documents";
import {
  additionals,
  banners,
  categories,
  cities,
  diningTables,
  extras,
  items,
  merchantHosts,
  merchants,
  operationTimes,
  optionGroups,
  options,
  pizzaComplementPrices,
  pizzaComplements,
  pizzaFlavorPrices,
  pizzaFlavors,
  pizzas,
  pizzaSizes,
  promotions,
} from "../src/db/schema";
import { HOST_PATTERN, normalizeHost } from "../src/domain/host";
import { RESERVED_SLUGS, SLUG_PATTERN } from "../src/domain/slug";
import type { SeedMerchant } from "./types";

/** First path segments the API Worker answers itself, before any merchant slug. */
const API_ROUTE_SEGMENTS: ReadonlySet<string> = new Set(["admin", "provider"]);

/** D1 refuses a single SQL statement longer than 100 KB; one row per statement stays far below. */
const MAX_STATEMENT_BYTES = 100_000;

type SqlValue = string | number | boolean | null | undefined | string[];

/** A SQL literal. SQLite strings only escape the single quote; numbers must be finite. */
function literal(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Seed value ${value} is not a finite number`);
    return String(value);
  }
  const text = Array.isArray(value) ? JSON.stringify(value) : value;
  if (text.includes("\u0000")) throw new Error("Seed text contains a NUL character");
  return `'${text.replaceAll("'", "''")}'`;
}

/** One `INSERT` of one row, with table and column names taken from the drizzle schema. */
export function insert<T extends SQLiteTable>(table: T, row: { [K in keyof T["$inferInsert"]]: SqlValue }): string {
  const columns = getTableColumns(table);
  const names: string[] = [];
  const values: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key} of ${getTableName(table)}`);
    names.push(`"${column.name}"`);
    values.push(literal(value as SqlValue));
  }
  const statement = `INSERT INTO "${getTableName(table)}" (${names.join(", ")}) VALUES (${values.join(", ")});`;
  const bytes = new TextEncoder().encode(statement).length;
  if (bytes > MAX_STATEMENT_BYTES) {
    throw new Error(`Seed row of ${getTableName(table)} is ${bytes} bytes of SQL, over D1's ${MAX_STATEMENT_BYTES}`);
  }
  return statement;
}

const isoInstant = z.iso.datetime({ offset: true }).transform((text) => new Date(text).toISOString());

/** The parts of a seed merchant that are not contract documents, with the rules the API relies on. */
const seedMerchantShape = z.object({
  id: z.number().int().positive(),
  slug: z
    .string()
    .regex(SLUG_PATTERN, "lower-case words joined by hyphens")
    .refine((slug) => !RESERVED_SLUGS.has(slug), "is reserved by the API")
    // The API's own unscoped first segments (the sandbox provider's page, the admin moves) that
    // RESERVED_SLUGS does not list yet: a merchant there would be shadowed by them.
    .refine((slug) => !API_ROUTE_SEGMENTS.has(slug), "is an API route"),
  name: z.string().min(1),
  type: z.enum(["FRANCHISE", "STORE"]),
  slug_franchise: z.string().nullable(),
  custom_domains: z.array(
    z
      .string()
      .refine((host) => host === normalizeHost(host) && HOST_PATTERN.test(host), "lower-case host without port"),
  ),
  operation_times: z.array(operationTimeSchema),
  categories: z.array(categorySchema),
  promotions: z.array(promotionSchema),
  extras: z.array(extraSchema),
  banners: z.array(bannerSchema.extend({ starts_at: isoInstant.nullable(), ends_at: isoInstant.nullable() })),
  store: z
    .object({ visible: z.boolean(), city: z.object({ id: z.number().int(), name: z.string().min(1) }) })
    .nullable(),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Paths where `parsed` is null but the seed wrote a value: a field the contract reads leniently
 * (an optional link that is not an http(s) URL is read as null, see contract/formats/links.ts).
 * The seed refuses those, so a typo in demo data fails here instead of quietly losing a link.
 */
function droppedValues(raw: unknown, parsed: unknown, path: string): string[] {
  if (parsed === null) return raw === null || raw === undefined ? [] : [`${path} = ${JSON.stringify(raw)}`];
  if (typeof raw !== "object" || raw === null || typeof parsed !== "object") return [];
  const rawRecord = raw as Record<string, unknown>;
  const parsedRecord = parsed as Record<string, unknown>;
  return Object.keys(parsedRecord).flatMap((key) => droppedValues(rawRecord[key], parsedRecord[key], `${path}.${key}`));
}

function refuseDropped(raw: unknown, parsed: unknown, where: string) {
  const dropped = droppedValues(raw, parsed, "");
  if (dropped.length > 0)
    throw new Error(`${where}: not a valid link (the API would read it as null):\n${dropped.join("\n")}`);
}

/** Throws when `id` was already used in `table` by any merchant of the seed. */
function claimId(seen: Map<string, Set<number>>, table: string, id: number, where: string) {
  const ids = seen.get(table) ?? new Set<number>();
  if (ids.has(id))
    throw new Error(`${where}: id ${id} is used twice in ${table} (ids are unique per table across merchants)`);
  ids.add(id);
  seen.set(table, ids);
}

/**
 * Plain SQL INSERT statements, one row each, that load `seedMerchants` into an empty database
 * migrated with api/migrations. Every document is validated with its contract schema first and
 * the relations are checked (ids unique per table, children inside their own merchant and pizza);
 * an invalid seed throws naming the merchant and the field.
 */
export function seedStatements(seedMerchants: SeedMerchant[]): string[] {
  const statements: string[] = [];
  const seenIds = new Map<string, Set<number>>();
  const slugs = new Map(seedMerchants.map((merchant) => [merchant.slug, merchant]));
  const hosts = new Set<string>();
  const cityNames = new Map<number, string>();

  if (slugs.size !== seedMerchants.length) throw new Error("Seed: two merchants share a slug");

  const merchantRows: string[] = [];
  for (const raw of seedMerchants) {
    const where = `Seed merchant "${raw.slug}"`;
    const shape = seedMerchantShape.safeParse(raw);
    if (!shape.success) throw new Error(`${where} is invalid:\n${z.prettifyError(shape.error)}`);
    const merchant = shape.data;
    refuseDropped(raw, merchant, where);
    claimId(seenIds, "merchants", merchant.id, where);

    const documents = {} as Record<DocumentName, string | null>;
    for (const name of Object.keys(merchantDocuments) as DocumentName[]) {
      const parsed = merchantDocuments[name].schema.safeParse(raw[name] ?? null);
      if (!parsed.success) throw new Error(`${where}: ${name} is invalid:\n${z.prettifyError(parsed.error)}`);
      refuseDropped(raw[name], parsed.data, `${where}: ${name}`);
      // A null document (only delivery_areas allows one) is SQL NULL, not the JSON text "null".
      documents[name] = parsed.data === null ? null : JSON.stringify(parsed.data);
    }
    const payments = paymentSettingsSchema.nullable().safeParse(raw.payment_settings ?? null);
    if (!payments.success)
      throw new Error(`${where}: payment_settings is invalid:\n${z.prettifyError(payments.error)}`);
    const social = socialLoginSettingsSchema.nullable().safeParse(raw.social_login_settings ?? null);
    if (!social.success)
      throw new Error(`${where}: social_login_settings is invalid:\n${z.prettifyError(social.error)}`);
    if (payments.data?.pix && raw.tropicalization.currency !== "BRL")
      throw new Error(`${where}: PIX is for BRL merchants only`);
    if (!isTimeZone(raw.tropicalization.timezone)) {
      throw new Error(`${where}: tropicalization.timezone "${raw.tropicalization.timezone}" is not an IANA zone`);
    }
    if (merchant.slug_franchise !== null) {
      const franchise = slugs.get(merchant.slug_franchise);
      if (franchise?.type !== "FRANCHISE") {
        throw new Error(
          `${where}: slug_franchise "${merchant.slug_franchise}" is not a FRANCHISE merchant of the seed`,
        );
      }
    }
    if (merchant.store) {
      const known = cityNames.get(merchant.store.city.id);
      if (known !== undefined && known !== merchant.store.city.name) {
        throw new Error(
          `${where}: city ${merchant.store.city.id} is "${merchant.store.city.name}" here but "${known}" elsewhere`,
        );
      }
      if (known === undefined) {
        cityNames.set(merchant.store.city.id, merchant.store.city.name);
        statements.push(insert(cities, { id: merchant.store.city.id, name: merchant.store.city.name }));
      }
    }

    merchantRows.push(
      insert(merchants, {
        id: merchant.id,
        slug: merchant.slug,
        name: merchant.name,
        type: merchant.type,
        slugFranchise: merchant.slug_franchise,
        storeVisible: merchant.store?.visible ?? null,
        cityId: merchant.store?.city.id ?? null,
        stylizations: documents.stylizations,
        tropicalization: documents.tropicalization,
        generalSettings: documents.general_settings,
        smartBanner: documents.smart_banner,
        generalInformations: documents.general_informations,
        operationModes: documents.operation_modes,
        menuSettings: documents.menu_settings,
        orderSettings: documents.order_settings,
        couponSettings: documents.coupon_settings,
        tableOrderSettings: documents.table_order_settings,
        analyticsSettings: documents.analytics_settings,
        paymentSettings: payments.data === null ? null : JSON.stringify(payments.data),
        deliveryAreas: documents.delivery_areas,
        loyaltySettings: documents.loyalty_settings,
        loyaltyCampaigns: documents.loyalty_campaigns,
        fidelityPrograms: documents.fidelity_programs,
        schedulingSettings: documents.scheduling_settings,
        socialLoginSettings: social.data === null ? null : JSON.stringify(social.data),
      }),
    );
    const merchantId = merchant.id;

    for (const host of merchant.custom_domains) {
      if (hosts.has(host)) throw new Error(`${where}: custom domain ${host} already serves another merchant`);
      hosts.add(host);
      merchantRows.push(insert(merchantHosts, { host, merchantId }));
    }

    const tableCodes = new Set<string>();
    for (const table of raw.tables ?? []) {
      claimId(seenIds, "dining_tables", table.id, where);
      if (!/^[A-Za-z0-9-]{1,40}$/.test(table.code) || tableCodes.has(table.code))
        throw new Error(`${where}: table code "${table.code}" is invalid or used twice`);
      tableCodes.add(table.code);
      merchantRows.push(
        insert(diningTables, {
          id: table.id,
          merchantId,
          code: table.code,
          number: table.number,
          name: table.name,
          enabled: table.enabled ? 1 : 0,
          modality: table.modality ?? null,
          status: "OPEN",
          sitting: 1,
          updatedAt: "2026-01-01T00:00:00.000Z",
        }),
      );
    }

    for (const period of merchant.operation_times) {
      merchantRows.push(
        insert(operationTimes, {
          merchantId,
          weekday: period.weekday,
          opensAt: period.opens_at,
          closesAt: period.closes_at,
        }),
      );
    }

    const itemIds = new Set<number>();
    // Parents before children: D1 checks each foreign key as the row is inserted.
    const childRows: string[] = [];
    for (const category of merchant.categories) {
      claimId(seenIds, "categories", category.id, where);
      merchantRows.push(
        insert(categories, {
          id: category.id,
          merchantId,
          name: category.name,
          description: category.description,
          enabled: category.enabled,
          redeemable: category.redeemable,
          sortOrder: category.order,
        }),
      );
      for (const item of category.items) {
        const at = `${where}, item ${item.id}`;
        if (item.category_id !== category.id)
          throw new Error(`${at}: category_id ${item.category_id} but listed in category ${category.id}`);
        claimId(seenIds, "items", item.id, where);
        itemIds.add(item.id);
        childRows.push(
          insert(items, {
            id: item.id,
            merchantId,
            categoryId: category.id,
            name: item.name,
            description: item.description,
            image: item.image,
            price: item.price,
            originalPrice: item.original_price,
            enabled: item.enabled,
            available: item.available,
            sortOrder: item.order,
            serves: item.serves,
            tags: item.tags,
            pointsPrice: item.points_price ?? null,
          }),
        );
        for (const group of item.option_groups) {
          claimId(seenIds, "option_groups", group.id, where);
          if (group.min > group.max)
            throw new Error(`${at}: option group ${group.id} has min ${group.min} > max ${group.max}`);
          childRows.push(
            insert(optionGroups, {
              id: group.id,
              merchantId,
              itemId: item.id,
              name: group.name,
              min: group.min,
              max: group.max,
              sortOrder: group.order,
            }),
          );
          for (const option of group.options) {
            claimId(seenIds, "options", option.id, where);
            childRows.push(
              insert(options, {
                id: option.id,
                merchantId,
                optionGroupId: group.id,
                name: option.name,
                description: option.description,
                price: option.price,
                enabled: option.enabled,
                sortOrder: option.order,
              }),
            );
          }
        }
      }
      for (const pizza of category.pizzas) {
        const at = `${where}, pizza ${pizza.id}`;
        if (pizza.category_id !== category.id)
          throw new Error(`${at}: category_id ${pizza.category_id} but listed in category ${category.id}`);
        claimId(seenIds, "pizzas", pizza.id, where);
        childRows.push(
          insert(pizzas, {
            id: pizza.id,
            merchantId,
            categoryId: category.id,
            name: pizza.name,
            description: pizza.description,
            image: pizza.image,
            enabled: pizza.enabled,
            available: pizza.available,
            sortOrder: pizza.order,
          }),
        );
        const sizeIds = new Set<number>();
        for (const size of pizza.sizes) {
          claimId(seenIds, "pizza_sizes", size.id, where);
          sizeIds.add(size.id);
          childRows.push(
            insert(pizzaSizes, {
              id: size.id,
              merchantId,
              pizzaId: pizza.id,
              name: size.name,
              slices: size.slices,
              maxFlavors: size.max_flavors,
              sortOrder: size.order,
            }),
          );
        }
        const checkPrices = (owner: string, prices: { size_id: number }[]) => {
          const seenSizes = new Set<number>();
          for (const { size_id } of prices) {
            if (!sizeIds.has(size_id))
              throw new Error(`${at}: ${owner} has a price for size ${size_id}, not a size of this pizza`);
            if (seenSizes.has(size_id)) throw new Error(`${at}: ${owner} has two prices for size ${size_id}`);
            seenSizes.add(size_id);
          }
        };
        for (const flavor of pizza.flavors) {
          claimId(seenIds, "pizza_flavors", flavor.id, where);
          checkPrices(`flavor ${flavor.id}`, flavor.prices);
          childRows.push(
            insert(pizzaFlavors, {
              id: flavor.id,
              merchantId,
              pizzaId: pizza.id,
              name: flavor.name,
              description: flavor.description,
              image: flavor.image,
              enabled: flavor.enabled,
              sortOrder: flavor.order,
            }),
          );
          for (const price of flavor.prices) {
            childRows.push(
              insert(pizzaFlavorPrices, {
                merchantId,
                pizzaId: pizza.id,
                flavorId: flavor.id,
                sizeId: price.size_id,
                price: price.price,
              }),
            );
          }
        }
        for (const complement of pizza.complements) {
          claimId(seenIds, "pizza_complements", complement.id, where);
          checkPrices(`complement ${complement.id}`, complement.prices);
          childRows.push(
            insert(pizzaComplements, {
              id: complement.id,
              merchantId,
              pizzaId: pizza.id,
              name: complement.name,
              kind: complement.kind,
              enabled: complement.enabled,
              sortOrder: complement.order,
            }),
          );
          for (const price of complement.prices) {
            childRows.push(
              insert(pizzaComplementPrices, {
                merchantId,
                pizzaId: pizza.id,
                complementId: complement.id,
                sizeId: price.size_id,
                price: price.price,
              }),
            );
          }
        }
      }
    }
    merchantRows.push(...childRows);

    for (const promotion of merchant.promotions) {
      claimId(seenIds, "promotions", promotion.id, where);
      if (promotion.item_id !== null && !itemIds.has(promotion.item_id)) {
        throw new Error(
          `${where}: promotion ${promotion.id} opens item ${promotion.item_id}, not an item of this merchant`,
        );
      }
      merchantRows.push(
        insert(promotions, {
          id: promotion.id,
          merchantId,
          title: promotion.title,
          description: promotion.description,
          image: promotion.image,
          itemId: promotion.item_id,
          price: promotion.price,
          originalPrice: promotion.original_price,
          sortOrder: promotion.order,
        }),
      );
    }

    for (const extra of merchant.extras) {
      claimId(seenIds, "extras", extra.id, where);
      if (extra.min > extra.max) throw new Error(`${where}: extra ${extra.id} has min ${extra.min} > max ${extra.max}`);
      merchantRows.push(
        insert(extras, {
          id: extra.id,
          merchantId,
          name: extra.name,
          description: extra.description,
          enabled: extra.enabled,
          sortOrder: extra.order,
          min: extra.min,
          max: extra.max,
        }),
      );
      for (const additional of extra.additionals) {
        claimId(seenIds, "additionals", additional.id, where);
        merchantRows.push(
          insert(additionals, {
            id: additional.id,
            merchantId,
            extraId: extra.id,
            name: additional.name,
            price: additional.price,
            enabled: additional.enabled,
            sortOrder: additional.order,
          }),
        );
      }
    }

    for (const banner of merchant.banners) {
      claimId(seenIds, "banners", banner.id, where);
      if (banner.starts_at && banner.ends_at && banner.starts_at > banner.ends_at) {
        throw new Error(`${where}: banner ${banner.id} ends before it starts`);
      }
      merchantRows.push(
        insert(banners, {
          id: banner.id,
          merchantId,
          title: banner.title,
          description: banner.description,
          image: banner.image,
          link: banner.link,
          sortOrder: banner.order,
          enabledDesktop: banner.enabled_desktop,
          enabledMobile: banner.enabled_mobile,
          startsAt: banner.starts_at,
          endsAt: banner.ends_at,
        }),
      );
    }
  }

  // Cities first: merchants point at them.
  return [...statements, ...merchantRows];
}
