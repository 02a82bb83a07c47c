import { data } from "@remix-run/cloudflare";
import * as z from "zod";
import {
  MENU_DESCRIPTION_MAX,
  MENU_ERRORS as E,
  MENU_NAME_MAX,
  MENU_OPTIONS_MAX,
  MENU_POINTS_PRICE_MAX,
  MENU_PRICE_MAX,
  MENU_TAG_MAX,
  MENU_TAGS_MAX,
  menuCategoryRequestSchema,
  menuItemRequestSchema,
  menuOptionGroupRequestSchema,
  menuRequestKeySchema,
  menuTagsSchema,
  menuTrashKinds,
  type Currency,
  type MenuCategoryRequest,
  type MenuEditor,
  type MenuItemRequest,
  type MenuOptionGroupRequest,
} from "../../../contract";
import { parseMoneyInput } from "../../../contract/formats/money-input";
import type { MenuEditorCalls } from "./console-menu-api.server";
import type { MenuFormAnswer } from "./console-menu";
import type { StaffPage } from "./console-session.server";
import type { ApiResult } from "~/lib/platform/api.server";

type Refused = Extract<ApiResult<unknown>, { ok: false }>;

const PREFIX = "console.menu.errors.";

/**
 * The contract's own rule on a value already read from the form. conform reads every string schema
 * it meets as a form field (an empty one as missing), so the contract's schemas are run here, not piped.
 */
function rule<Output>(schema: z.ZodType<Output>) {
  return (value: unknown, context: z.RefinementCtx): Output => {
    const checked = schema.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      context.issues.push({ code: "custom", message: issue.message, path: issue.path, input: value });
    return z.NEVER;
  };
}

/** A checkbox sends "on" when ticked and nothing when not. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

const idOf = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,12}$/, { error: message })
    .transform(Number);

/**
 * A price as people type it ("34,90", "34.90", "R$ 34,90"), read by the currency's rules (decision
 * 045), within the menu's bound. `required: false` reads an empty field as null.
 */
export function menuMoneyField(currency: Currency, required: boolean) {
  return z
    .string()
    .optional()
    .transform((typed, context): number | null => {
      const say = (message: string) => {
        context.issues.push({ code: "custom", message, input: typed });
        return z.NEVER;
      };
      if (typed === undefined || typed.trim() === "") return required ? say(E.priceRequired) : null;
      const read = parseMoneyInput(currency, typed);
      if (!read.ok) return say(read.reason === "tooLarge" ? E.priceTooHigh : E.priceInvalid);
      return read.minorUnits > MENU_PRICE_MAX ? say(E.priceTooHigh) : read.minorUnits;
    });
}

export const categoryFormSchema = z
  .object({
    name: z.string({ error: E.nameRequired }),
    description: z.string().optional(),
    enabled: checkbox,
    redeemable: checkbox,
  })
  .transform((form): MenuCategoryRequest => ({
    name: form.name,
    description: form.description ?? null,
    enabled: form.enabled,
    redeemable: form.redeemable,
  }))
  .transform(rule(menuCategoryRequestSchema));

/** "vegetariano, +18" as the tags' list: empty pieces dropped, each one trimmed. */
const tagsField = z
  .string()
  .optional()
  .transform((typed) =>
    (typed ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  )
  .transform(rule(menuTagsSchema));

const servesField = z
  .string()
  .optional()
  .transform((typed, context): number | null => {
    if (typed === undefined || typed.trim() === "") return null;
    if (/^\d{1,3}$/.test(typed.trim())) return Number(typed.trim());
    context.issues.push({ code: "custom", message: E.servesInvalid, input: typed });
    return z.NEVER;
  })
  .transform(rule(menuItemRequestSchema.shape.serves));

/** Whole points, "1.000" or "1 000" as typed too; empty (or the field not shown): not redeemable. */
const pointsPriceField = z
  .string()
  .optional()
  .transform((typed, context): number | null => {
    const digits = (typed ?? "").trim().replace(/[.,\s](?=\d{3}(\D|$))/g, "");
    if (digits === "") return null;
    if (/^\d{1,9}$/.test(digits)) return Number(digits);
    context.issues.push({ code: "custom", message: E.pointsPriceInvalid, input: typed });
    return z.NEVER;
  })
  .transform(rule(menuItemRequestSchema.shape.points_price.unwrap()));

/**
 * The dish form: its price and an optional promotional price, as the owner thinks of them. The API
 * keeps what the customer pays (`price`) and, on promotion, the price before (`original_price`).
 */
export function itemFormSchema(currency: Currency) {
  return z
    .object({
      category_id: idOf(E.categoryInvalid),
      name: z.string({ error: E.nameRequired }).transform(rule(menuItemRequestSchema.shape.name)),
      description: z
        .string()
        .optional()
        .transform((text) => text ?? "")
        .transform(rule(menuItemRequestSchema.shape.description)),
      price: menuMoneyField(currency, true),
      promotional_price: menuMoneyField(currency, false),
      tags: tagsField,
      serves: servesField,
      points_price: pointsPriceField,
      enabled: checkbox,
    })
    .superRefine((form, context) => {
      if (form.promotional_price !== null && form.price !== null && form.promotional_price >= form.price)
        context.issues.push({
          code: "custom",
          message: E.promotionNotBelow,
          path: ["promotional_price"],
          input: form.promotional_price,
        });
    })
    .transform((form): MenuItemRequest => ({
      category_id: form.category_id,
      name: form.name,
      description: form.description,
      price: form.promotional_price ?? form.price!,
      original_price: form.promotional_price === null ? null : form.price,
      tags: form.tags,
      serves: form.serves,
      points_price: form.points_price,
      enabled: form.enabled,
    }));
}

/** An API field of a dish as the form names it: the promotion's two prices are the other way round. */
export function itemFormField(field: string, message: string, onPromotion: boolean): string {
  if (field === "original_price") return message === E.promotionNotBelow ? "promotional_price" : "price";
  if (field === "price") return onPromotion ? "promotional_price" : "price";
  return field.replace(/\[\d+\]$/, "");
}

/** The rows an option group's form sends; a row whose name is emptied, or ticked to remove, is left out. */
const optionRowSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  price: z.string().optional(),
  enabled: z.string().optional(),
  remove: z.string().optional(),
});
export type OptionRowTyped = z.infer<typeof optionRowSchema>;

const choicesField = z
  .string()
  .optional()
  .transform((typed, context): number | null => {
    if (typed === undefined || typed.trim() === "") return null;
    if (/^\d{1,3}$/.test(typed.trim())) return Number(typed.trim());
    context.issues.push({ code: "custom", message: E.choicesInvalid, input: typed });
    return z.NEVER;
  });

export function groupFormSchema(currency: Currency) {
  const price = menuMoneyField(currency, false);
  const name = menuOptionGroupRequestSchema.shape.name;
  return z
    .object({
      name: z.string({ error: E.nameRequired }).transform(rule(name)),
      required: checkbox,
      min: choicesField,
      max: choicesField,
      options: z
        .array(optionRowSchema)
        .max(MENU_OPTIONS_MAX + 10, { error: E.optionsTooMany })
        .optional(),
    })
    .transform((form, context): MenuOptionGroupRequest & { rows: number[] } => {
      const rows: number[] = [];
      const options: MenuOptionGroupRequest["options"] = [];
      (form.options ?? []).forEach((row, index) => {
        if (row.remove !== undefined || !row.name?.trim()) return;
        const rowName = name.safeParse(row.name);
        const rowPrice = price.safeParse(row.price);
        if (!rowName.success)
          context.issues.push({
            code: "custom",
            message: rowName.error.issues[0]!.message,
            path: ["options", index, "name"],
            input: row.name,
          });
        if (!rowPrice.success)
          context.issues.push({
            code: "custom",
            message: rowPrice.error.issues[0]!.message,
            path: ["options", index, "price"],
            input: row.price,
          });
        const id = row.id && /^\d{1,12}$/.test(row.id) ? Number(row.id) : undefined;
        rows.push(index);
        options.push({
          ...(id ? { id } : {}),
          name: rowName.success ? rowName.data : "",
          price: rowPrice.success ? (rowPrice.data ?? 0) : 0,
          enabled: row.enabled !== undefined,
        });
      });
      const max = form.max ?? 1;
      const min = form.required ? Math.max(form.min ?? 1, 1) : 0;
      return { name: form.name, min, max, options, rows };
    })
    .superRefine((group, context) => {
      const checked = menuOptionGroupRequestSchema.safeParse(group);
      if (checked.success) return;
      for (const issue of checked.error.issues) {
        if (issue.path[0] === "options" && issue.path.length > 1) continue;
        // With no option at all, that is the one thing to fix.
        if (group.options.length === 0 && issue.message === E.maxAboveOptions) continue;
        context.issues.push({ code: "custom", message: issue.message, path: [issue.path[0] ?? "name"], input: group });
      }
    });
}

/** An API field of an option group as the form names it: an option's index counts the rows kept, not the rows shown. */
export function groupFormField(field: string, rows: readonly number[]): string {
  const row = /^options\[(\d+)\]\.(name|price)$/.exec(field);
  if (!row) return field.replace(/\[\d+\].*$/, "");
  const shown = rows[Number(row[1])];
  return shown === undefined ? "options" : `options[${shown}].${row[2]}`;
}

/**
 * A refused write as the form's answer: the API's field errors beside their fields (their messages
 * are locale keys), anything else as the form's one message. A login that ended goes to the login
 * page; someone who is not the owner gets the page's 403.
 */
export async function refusedMenuForm(
  page: StaffPage,
  result: Refused,
  answer: Omit<MenuFormAnswer, "errors" | "message">,
  fieldOf: (field: string, message: string) => string | null,
) {
  if (result.status === 401) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const error of result.error.errors ?? []) {
    if (!error.message.startsWith(PREFIX)) continue;
    const field = fieldOf(error.field, error.message);
    if (field) errors[field] ??= error.message;
    else message ??= error.message;
  }
  if (Object.keys(errors).length === 0 && message === null)
    message =
      result.status === 404
        ? "console.menu.refused.gone"
        : result.status === 409
          ? E.orderInvalid
          : "console.menu.refused.unavailable";
  return data<MenuFormAnswer>({ ...answer, errors, message }, { status: result.status >= 500 ? 503 : result.status });
}

/** Where a dish or a category sits in the editor's read. */
export function findItem(menu: MenuEditor, id: number) {
  for (const category of menu.categories) {
    const item = category.items.find((candidate) => candidate.id === id);
    if (item) return { category, item };
  }
  return null;
}

/** The owner's page: a staff member who types its address is told only the owner edits (403). */
/** The create form's own key (drawn with the form): the same form sent twice creates once. */
export function requestKeyOf(form: FormData): string | undefined {
  const key = menuRequestKeySchema.safeParse(form.get("request_key"));
  return key.success ? key.data : undefined;
}

export function requireOwner(page: StaffPage) {
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
}

/** The id a create answered with (`{ id }` or `{ category | item: { id } }`), else the newest of that name in the menu. */
export async function createdId(
  calls: MenuEditorCalls,
  page: { slug: string; token: string },
  answer: unknown,
  kind: "category" | "item",
  name: string,
): Promise<number | null> {
  const shape = z.union([
    z.object({ id: z.number().int().positive() }),
    z.object({ [kind]: z.object({ id: z.number().int().positive() }) }).transform((found) => found[kind]!),
  ]);
  const direct = shape.safeParse(answer);
  if (direct.success) return direct.data.id;
  const read = await calls.read(page.slug, page.token);
  if (!read.ok) return null;
  const named =
    kind === "category"
      ? read.data.categories.filter((category) => category.name === name)
      : read.data.categories.flatMap((category) => category.items).filter((item) => item.name === name);
  return named.reduce<number | null>(
    (newest, entry) => (newest === null || entry.id > newest ? entry.id : newest),
    null,
  );
}

/** The bounds the forms show and size their fields by (the API's own, contract/console-menu.ts). */
export const MENU_FORM_BOUNDS = {
  name: MENU_NAME_MAX,
  description: MENU_DESCRIPTION_MAX,
  tags: MENU_TAGS_MAX,
  tag: MENU_TAG_MAX,
  options: MENU_OPTIONS_MAX,
  pointsPrice: MENU_POINTS_PRICE_MAX,
} as const;

const idList = z
  .string()
  .regex(/^\d{1,12}(,\d{1,12}){0,499}$/)
  .transform((ids) => ids.split(",").map(Number));
const kind = z.enum(menuTrashKinds);
const listId = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);

/** The menu page's forms, told apart by their intent. A move sends the whole new order: sent twice, it lands once. */
export const menuIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("order-categories"), ids: idList, focus: z.string().max(60) }),
  z.object({ intent: z.literal("order-items"), category: listId, ids: idList, focus: z.string().max(60) }),
  z.object({ intent: z.literal("visibility"), kind, id: listId, enabled: z.enum(["0", "1"]) }),
  z.object({ intent: z.literal("trash"), kind, id: listId }),
  z.object({ intent: z.literal("restore"), kind, id: listId }),
]);

/** Which group a dish page's form is for: "new", or one of the dish's groups by id. */
export const groupKeySchema = z.union([
  z.literal("new"),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
]);
