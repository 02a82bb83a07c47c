import * as z from "zod";
import { MENU_DESCRIPTION_MAX, MENU_ERRORS, MENU_NAME_MAX, menuPriceSchema } from "./console-menu";
import { envelope } from "./envelope";
import { pizzaPriceRuleSchema } from "./merchant";

// The owner's pizza editor (decision 100): a pizza's sizes, flavours priced per size, crusts and
// edges, and the store's half-and-half rule. Money in minor units; messages are locale keys.

export const PIZZA_ERRORS = {
  slicesInvalid: "console.menu.pizza.errors.slicesInvalid",
  maxFlavorsInvalid: "console.menu.pizza.errors.maxFlavorsInvalid",
  sizePriceMissing: "console.menu.pizza.errors.sizePriceMissing",
  sizeInvalid: "console.menu.pizza.errors.sizeInvalid",
  flavorPriceMissing: "console.menu.pizza.errors.flavorPriceMissing",
  lastSize: "console.menu.pizza.errors.lastSize",
  complementPriceMissing: "console.menu.pizza.errors.complementPriceMissing",
  tooMany: "console.menu.pizza.errors.tooMany",
  kindInvalid: "console.menu.pizza.errors.kindInvalid",
} as const;

const E = MENU_ERRORS;
const P = PIZZA_ERRORS;

export const PIZZA_SLICES_MAX = 24;
export const PIZZA_FLAVORS_PER_SIZE_MAX = 8;
/** Sizes of one pizza. */
export const PIZZA_SIZES_MAX = 10;
/** Flavours, or complements, of one pizza. */
export const PIZZA_FLAVORS_MAX = 200;

const nameSchema = z
  .string({ error: E.nameRequired })
  .trim()
  .min(1, { error: E.nameRequired, abort: true })
  .max(MENU_NAME_MAX, { error: E.nameTooLong });

const descriptionSchema = z
  .string({ error: E.descriptionTooLong })
  .trim()
  .max(MENU_DESCRIPTION_MAX, { error: E.descriptionTooLong });

const idSchema = z.number().int().positive();

const sizePriceSchema = z.object({ size_id: idSchema, price: menuPriceSchema });

export const pizzaComplementKinds = ["CRUST", "EDGE", "TOPPING"] as const;

// ---- What the editor reads -------------------------------------------------------------------

export const pizzaEditorSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  sizes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slices: z.number().int(),
      max_flavors: z.number().int(),
    }),
  ),
  flavors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      enabled: z.boolean(),
      /** In the order of `sizes`; null: not offered in that size (only seeded data has such gaps). */
      prices: z.array(z.object({ size_id: z.number().int(), price: z.number().int().nullable() })),
    }),
  ),
  complements: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.enum(pizzaComplementKinds),
      enabled: z.boolean(),
      /** In the order of `sizes`; null: not offered in that size. */
      prices: z.array(z.object({ size_id: z.number().int(), price: z.number().int().nullable() })),
    }),
  ),
  /** The store's half-and-half rule (menu_settings.pizza_price_rule), the same for all its pizzas. */
  price_rule: pizzaPriceRuleSchema,
  /** The live categories a pizza can move to. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  version: z.number().int(),
  currency: z.string(),
});
export type PizzaEditor = z.infer<typeof pizzaEditorSchema>;
export const pizzaEditorResponseSchema = envelope(pizzaEditorSchema);

// ---- What the editor sends (owner only) --------------------------------------------------------

export const pizzaRequestSchema = z.object({
  category_id: z.number({ error: E.categoryInvalid }).int({ error: E.categoryInvalid }).positive({
    error: E.categoryInvalid,
  }),
  name: nameSchema,
  description: descriptionSchema,
  enabled: z.boolean(),
});
export type PizzaRequest = z.input<typeof pizzaRequestSchema>;

const sizeFields = {
  name: nameSchema,
  slices: z
    .number({ error: P.slicesInvalid })
    .int({ error: P.slicesInvalid })
    .min(1, { error: P.slicesInvalid })
    .max(PIZZA_SLICES_MAX, { error: P.slicesInvalid }),
  max_flavors: z
    .number({ error: P.maxFlavorsInvalid })
    .int({ error: P.maxFlavorsInvalid })
    .min(1, { error: P.maxFlavorsInvalid })
    .max(PIZZA_FLAVORS_PER_SIZE_MAX, { error: P.maxFlavorsInvalid }),
};

export const pizzaSizeChangeSchema = z
  .object(sizeFields)
  .refine((size) => size.max_flavors <= size.slices, { error: P.maxFlavorsInvalid, path: ["max_flavors"] });
export type PizzaSizeChange = z.input<typeof pizzaSizeChangeSchema>;

/**
 * A new size comes with its price for every flavour of the pizza (a flavour is priced in every
 * size) and, optionally, for complements offered in it.
 */
export const pizzaSizeCreateSchema = z
  .object({
    ...sizeFields,
    flavor_prices: z.array(z.object({ flavor_id: idSchema, price: menuPriceSchema })).max(PIZZA_FLAVORS_MAX),
    complement_prices: z
      .array(z.object({ complement_id: idSchema, price: menuPriceSchema }))
      .max(PIZZA_FLAVORS_MAX)
      .default([]),
  })
  .refine((size) => size.max_flavors <= size.slices, { error: P.maxFlavorsInvalid, path: ["max_flavors"] });
export type PizzaSizeCreate = z.input<typeof pizzaSizeCreateSchema>;

/** A flavour and its price in every size of the pizza, each size once. */
export const pizzaFlavorRequestSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  enabled: z.boolean(),
  prices: z.array(sizePriceSchema).min(1, { error: P.flavorPriceMissing }).max(PIZZA_SIZES_MAX),
});
export type PizzaFlavorRequest = z.input<typeof pizzaFlavorRequestSchema>;

/** A crust, edge or topping and its price in the sizes it is offered in (at least one). */
export const pizzaComplementRequestSchema = z.object({
  name: nameSchema,
  kind: z.enum(pizzaComplementKinds, { error: P.kindInvalid }),
  enabled: z.boolean(),
  prices: z.array(sizePriceSchema).min(1, { error: P.complementPriceMissing }).max(PIZZA_SIZES_MAX),
});
export type PizzaComplementRequest = z.input<typeof pizzaComplementRequestSchema>;

export const pizzaPriceRuleRequestSchema = z.object({ rule: pizzaPriceRuleSchema });
export type PizzaPriceRuleRequest = z.input<typeof pizzaPriceRuleRequestSchema>;
