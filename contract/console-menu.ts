import * as z from "zod";
import { envelope } from "./envelope";

// The owner's menu editor (decision 095). Messages are locale keys under console.menu.errors,
// shared by the console's forms and the API's field errors. Money in minor units, as everywhere.

export const MENU_ERRORS = {
  nameRequired: "console.menu.errors.nameRequired",
  nameTooLong: "console.menu.errors.nameTooLong",
  descriptionTooLong: "console.menu.errors.descriptionTooLong",
  priceRequired: "console.menu.errors.priceRequired",
  priceInvalid: "console.menu.errors.priceInvalid",
  priceTooHigh: "console.menu.errors.priceTooHigh",
  promotionNotBelow: "console.menu.errors.promotionNotBelow",
  categoryInvalid: "console.menu.errors.categoryInvalid",
  tagsTooMany: "console.menu.errors.tagsTooMany",
  tagTooLong: "console.menu.errors.tagTooLong",
  servesInvalid: "console.menu.errors.servesInvalid",
  choicesInvalid: "console.menu.errors.choicesInvalid",
  minAboveMax: "console.menu.errors.minAboveMax",
  maxAboveOptions: "console.menu.errors.maxAboveOptions",
  optionsRequired: "console.menu.errors.optionsRequired",
  optionsTooMany: "console.menu.errors.optionsTooMany",
  orderInvalid: "console.menu.errors.orderInvalid",
  optionInvalid: "console.menu.errors.optionInvalid",
  groupsTooMany: "console.menu.errors.groupsTooMany",
  pointsPriceInvalid: "console.menu.errors.pointsPriceInvalid",
  pointsPriceNotRedeemable: "console.menu.errors.pointsPriceNotRedeemable",
} as const;

const E = MENU_ERRORS;

export const MENU_NAME_MAX = 80;
export const MENU_DESCRIPTION_MAX = 500;
/** A dish's or an option's price bound, in minor units (1,000,000.00 in a two-decimal currency). */
export const MENU_PRICE_MAX = 100_000_000;
export const MENU_TAGS_MAX = 8;
export const MENU_TAG_MAX = 30;
export const MENU_OPTIONS_MAX = 50;
export const MENU_GROUPS_MAX = 20;
export const MENU_SERVES_MAX = 50;
/** The points that redeem one unit of a dish of a redeemable category (the loyalty programme). */
export const MENU_POINTS_PRICE_MAX = 1_000_000;
/** Categories, or dishes of one category, in one reorder. */
export const MENU_ORDER_MAX = 500;
/** A trashed category or dish can be restored for this long, then it is deleted for good. */
export const MENU_TRASH_DAYS = 30;

const nameSchema = z
  .string({ error: E.nameRequired })
  .trim()
  .min(1, { error: E.nameRequired, abort: true })
  .max(MENU_NAME_MAX, { error: E.nameTooLong });

const descriptionSchema = z.string({ error: E.descriptionTooLong }).trim().max(MENU_DESCRIPTION_MAX, {
  error: E.descriptionTooLong,
});

export const menuPriceSchema = z
  .number({ error: E.priceRequired })
  .int({ error: E.priceInvalid })
  .min(0, { error: E.priceInvalid })
  .max(MENU_PRICE_MAX, { error: E.priceTooHigh });

const idSchema = z.number().int().positive();

// ---- What the editor reads -------------------------------------------------------------------

export const menuEditorOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  enabled: z.boolean(),
});

export const menuEditorGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(menuEditorOptionSchema),
});

export const menuEditorItemSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** What the customer pays. */
  price: z.number().int(),
  /** The price before the promotion (shown struck through); null: not on promotion. */
  original_price: z.number().int().nullable(),
  enabled: z.boolean(),
  /** Today's sold out is `available: false` (the day page's switch). */
  available: z.boolean(),
  tags: z.array(z.string()),
  serves: z.number().int().nullable(),
  image: z.string().nullable(),
  points_price: z.number().int().nullable(),
  option_groups: z.array(menuEditorGroupSchema),
});
export type MenuEditorItem = z.infer<typeof menuEditorItemSchema>;

export const menuEditorCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  redeemable: z.boolean(),
  items: z.array(menuEditorItemSchema),
  /** Pizzas are listed here; each is edited on its own (contract/console-menu-pizza.ts). */
  pizzas: z.array(z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() })),
});
export type MenuEditorCategory = z.infer<typeof menuEditorCategorySchema>;

export const menuTrashKinds = ["category", "item"] as const;
export type MenuTrashKind = (typeof menuTrashKinds)[number];

export const menuTrashEntrySchema = z.object({
  kind: z.enum(menuTrashKinds),
  id: z.number().int(),
  name: z.string(),
  /** ISO instant it was trashed; it is deleted for good MENU_TRASH_DAYS later. */
  deleted_at: z.string(),
  /** A dish's category (null for a category): restoring a dish of a trashed category restores that first. */
  category_id: z.number().int().nullable(),
});

export const menuEditorSchema = z.object({
  categories: z.array(menuEditorCategorySchema),
  trash: z.array(menuTrashEntrySchema),
  /** The merchant's menu version (merchants.menu_version): raised by every change. */
  version: z.number().int(),
  currency: z.string(),
});
export type MenuEditor = z.infer<typeof menuEditorSchema>;
export const menuEditorResponseSchema = envelope(menuEditorSchema);

// ---- What the editor sends (owner only) --------------------------------------------------------

/**
 * A create form's own key, drawn with the form: the same form sent twice (a double tap without
 * JavaScript) creates once, and the second answer names what the first created.
 */
export const menuRequestKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const menuCategoryRequestSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.nullable().optional(),
  enabled: z.boolean(),
  /** Its dishes can be redeemed with loyalty points; absent: as it is (a new category: not). */
  redeemable: z.boolean().optional(),
  request_key: menuRequestKeySchema.optional(),
});
export type MenuCategoryRequest = z.input<typeof menuCategoryRequestSchema>;

/**
 * The new order of a list of the menu (categories, a category's dishes, a dish's option groups, a
 * group's options, a pizza's sizes, flavours or complements, the cart's extras or a group's
 * additionals): every id of it, once.
 */
export const menuOrderRequestSchema = z.object({
  ids: z.array(idSchema, { error: E.orderInvalid }).min(1, { error: E.orderInvalid }).max(MENU_ORDER_MAX, {
    error: E.orderInvalid,
  }),
});
export type MenuOrderRequest = z.input<typeof menuOrderRequestSchema>;

export const menuTagsSchema = z
  .array(z.string().trim().min(1, { error: E.tagTooLong }).max(MENU_TAG_MAX, { error: E.tagTooLong }))
  .max(MENU_TAGS_MAX, { error: E.tagsTooMany });

export const menuItemRequestSchema = z
  .object({
    request_key: menuRequestKeySchema.optional(),
    category_id: z.number({ error: E.categoryInvalid }).int({ error: E.categoryInvalid }).positive({
      error: E.categoryInvalid,
    }),
    name: nameSchema,
    description: descriptionSchema,
    price: menuPriceSchema,
    /** The price before the promotion; null: not on promotion. Must be above `price`. */
    original_price: menuPriceSchema.nullable(),
    tags: menuTagsSchema,
    enabled: z.boolean(),
    serves: z
      .number({ error: E.servesInvalid })
      .int({ error: E.servesInvalid })
      .min(1, { error: E.servesInvalid })
      .max(MENU_SERVES_MAX, { error: E.servesInvalid })
      .nullable(),
    /**
     * Points that redeem one unit, only for a dish of a redeemable category; null: not redeemable;
     * absent: as it is (a new dish: null).
     */
    points_price: z
      .number({ error: E.pointsPriceInvalid })
      .int({ error: E.pointsPriceInvalid })
      .min(1, { error: E.pointsPriceInvalid })
      .max(MENU_POINTS_PRICE_MAX, { error: E.pointsPriceInvalid })
      .nullable()
      .optional(),
  })
  .refine((item) => item.original_price === null || item.original_price > item.price, {
    error: E.promotionNotBelow,
    path: ["original_price"],
  });
export type MenuItemRequest = z.input<typeof menuItemRequestSchema>;

export const menuOptionRequestSchema = z.object({
  /** An existing option of the group keeps its id (carts and orders name it); none: a new one. */
  id: idSchema.optional(),
  name: nameSchema,
  description: descriptionSchema.nullable().optional(),
  price: menuPriceSchema,
  enabled: z.boolean(),
});

/** A group is sent whole: its options in their order; an option left out is removed. */
export const menuOptionGroupRequestSchema = z
  .object({
    request_key: menuRequestKeySchema.optional(),
    name: nameSchema,
    min: z.number({ error: E.choicesInvalid }).int({ error: E.choicesInvalid }).min(0, { error: E.choicesInvalid }),
    max: z.number({ error: E.choicesInvalid }).int({ error: E.choicesInvalid }).min(1, { error: E.choicesInvalid }),
    options: z
      .array(menuOptionRequestSchema)
      .min(1, { error: E.optionsRequired })
      .max(MENU_OPTIONS_MAX, { error: E.optionsTooMany }),
  })
  .refine((group) => group.min <= group.max, { error: E.minAboveMax, path: ["min"] })
  .refine((group) => group.max <= group.options.length, { error: E.maxAboveOptions, path: ["max"] });
export type MenuOptionGroupRequest = z.input<typeof menuOptionGroupRequestSchema>;

/** What every write answers: the id it created or changed (null for a reorder), and the menu's new version. */
export const menuWriteResponseSchema = envelope(
  z.object({ id: z.number().int().nullable(), version: z.number().int() }),
);
export type MenuWrite = z.infer<typeof menuWriteResponseSchema>["data"];

export const menuTrashPathSchema = z.object({
  slug: z.string(),
  kind: z.enum(menuTrashKinds),
  id: z.coerce.number().int().positive(),
});

// ---- The audit trail -------------------------------------------------------------------------

/** `delete`: an option group, removed at once (groups have no trash); `purge`: the daily cleanup emptied the trash. */
export const menuChangeActions = ["create", "update", "reorder", "trash", "restore", "purge", "delete"] as const;
/** The pizza editor's subjects (decision 100) follow the first three; then the cart's extras (decision 101). */
export const menuChangeSubjects = [
  "category",
  "item",
  "option_group",
  "pizza",
  "pizza_size",
  "pizza_flavor",
  "pizza_complement",
  "pizza_price_rule",
  "extra",
] as const;

const changeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const menuChangeSchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  /** Who made it, as they were named then; empty for the daily cleanup's `purge`. */
  staff_name: z.string(),
  action: z.enum(menuChangeActions),
  subject: z.enum(menuChangeSubjects),
  subject_id: z.number().int().nullable(),
  /**
   * The category's, dish's or group's name at the change. A reorder names what was reordered within:
   * empty for the categories and the cart's extras, the category for its dishes, the dish for its
   * option groups, the group for its options or additionals, the pizza for its sizes, flavours or
   * complements.
   */
  name: z.string(),
  /**
   * Each field changed, from and to (prices in minor units; a reorder's `order` as lists of names). A
   * group's options: `option` from null (added) or to null (removed), or a field of the option named
   * by `option`. A pizza's prices: `price` per size, `option` the size's name (decision 100).
   */
  changes: z.array(
    z.object({ field: z.string(), from: changeValueSchema, to: changeValueSchema, option: z.string().optional() }),
  ),
});
export type MenuChange = z.infer<typeof menuChangeSchema>;

/** The latest changes first; `before` pages back by id. */
export const menuChangesResponseSchema = envelope(
  z.object({ changes: z.array(menuChangeSchema), next_before: z.number().int().nullable() }),
);

/** The admin key's stand-in for the editor in end-to-end tests: a dish's price and one of its options' (decision 097). */
export const adminMenuPricesRequestSchema = z.object({
  slug: z.string().min(1).max(80),
  item_id: idSchema,
  price: menuPriceSchema,
  option: z.object({ id: idSchema, price: menuPriceSchema }).optional(),
});
export type AdminMenuPricesRequest = z.output<typeof adminMenuPricesRequestSchema>;
