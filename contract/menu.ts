import * as z from "zod";
import { envelope } from "./envelope";
import { imageUrlSchema, optionalLink } from "./formats/links";
import { pizzaPriceRuleSchema } from "./merchant";

/** Integer minor units (1/100 of BRL, COP or MXN) everywhere on the wire. */
export const moneySchema = z.number().int();

export const optionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: moneySchema,
  enabled: z.boolean(),
  order: z.number().int(),
});
export type Option = z.infer<typeof optionSchema>;

export const optionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A group with min >= 1 is required. */
  min: z.number().int().min(0),
  max: z.number().int().min(1),
  order: z.number().int(),
  options: z.array(optionSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

export const itemSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: optionalLink(imageUrlSchema),
  price: moneySchema,
  original_price: moneySchema.nullable(),
  enabled: z.boolean(),
  available: z.boolean(),
  order: z.number().int(),
  serves: z.number().int().nullable(),
  tags: z.array(z.string()),
  option_groups: z.array(optionGroupSchema),
  points_price: z.number().int().min(1).nullable().optional(),
});
export type Item = z.infer<typeof itemSchema>;

export const pizzaSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slices: z.number().int().min(1),
  max_flavors: z.number().int().min(1),
  order: z.number().int(),
});
export type PizzaSize = z.infer<typeof pizzaSizeSchema>;

const pricePerSize = z.array(z.object({ size_id: z.number().int(), price: moneySchema }));

export const pizzaFlavorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: optionalLink(imageUrlSchema),
  enabled: z.boolean(),
  order: z.number().int(),
  prices: pricePerSize,
});
export type PizzaFlavor = z.infer<typeof pizzaFlavorSchema>;

export const pizzaComplementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** EDGE and CRUST are chosen with the size; TOPPING in step 3. */
  kind: z.enum(["EDGE", "CRUST", "TOPPING"]),
  enabled: z.boolean(),
  order: z.number().int(),
  prices: pricePerSize,
});
export type PizzaComplement = z.infer<typeof pizzaComplementSchema>;

export const pizzaSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: optionalLink(imageUrlSchema),
  enabled: z.boolean(),
  available: z.boolean(),
  order: z.number().int(),
  price_from: moneySchema,
  sizes: z.array(pizzaSizeSchema),
  flavors: z.array(pizzaFlavorSchema),
  complements: z.array(pizzaComplementSchema),
});
export type Pizza = z.infer<typeof pizzaSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Redeemable categories are not shown on the menu. */
  redeemable: z.boolean(),
  order: z.number().int(),
  items: z.array(itemSchema),
  pizzas: z.array(pizzaSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: optionalLink(imageUrlSchema),
  item_id: z.number().int().nullable(),
  price: moneySchema,
  original_price: moneySchema,
  order: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const additionalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: moneySchema,
  enabled: z.boolean(),
  order: z.number().int(),
});
export type Additional = z.infer<typeof additionalSchema>;

export const extraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  order: z.number().int(),
  min: z.number().int().min(0),
  max: z.number().int().min(1),
  additionals: z.array(additionalSchema),
});
export type Extra = z.infer<typeof extraSchema>;

export const menuSchema = z.object({
  categories: z.array(categorySchema),
  promotions: z.array(promotionSchema),
  extras: z.array(extraSchema),
  /** merchants.menu_version this document was read at (decision 097); absent from an older API. */
  menu_version: z.number().int().optional(),
});
export type Menu = z.infer<typeof menuSchema>;

export const menuSettingsSchema = z.object({
  show_images: z.boolean(),
  show_search: z.boolean(),
  layout: z.enum(["LIST", "GRID"]),
  pizza_price_rule: pizzaPriceRuleSchema,
  /** merchants.menu_version the read was made at: the pizza rule changes with the menu (decisions 097, 100). */
  menu_version: z.number().int().optional(),
});
export type MenuSettings = z.infer<typeof menuSettingsSchema>;

export const menuResponseSchema = envelope(menuSchema);
export const menuSettingsResponseSchema = envelope(menuSettingsSchema);
