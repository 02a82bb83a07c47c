import * as z from "zod";
import {
  MENU_ERRORS,
  MENU_PRICE_MAX,
  menuWriteResponseSchema,
  pizzaComplementKinds,
  pizzaEditorResponseSchema,
  pizzaPriceRuleSchema,
  type Currency,
  type PizzaComplementRequest,
  type PizzaFlavorRequest,
  type PizzaPriceRuleRequest,
  type PizzaRequest,
  type PizzaSizeChange,
  type PizzaSizeCreate,
} from "../../../contract";
import { parseMoneyInput } from "../../../contract/formats/money-input";
import type { ApiResult } from "~/lib/platform/api.server";
import type { Send } from "~/lib/platform/api-calls.server";

/**
 * The pizza editor's API calls (contract/console-menu-pizza.ts), with the staff token: every member
 * reads a pizza, the owner changes it.
 */
export function pizzaEditorCalls(send: Send) {
  const editor = (slug: string) => `/console/${encodeURIComponent(slug)}/menu_editor`;
  const pizza = (slug: string, id: number) => `${editor(slug)}/pizzas/${id}`;
  const written = (method: "POST" | "PUT" | "DELETE", path: string, token: string, body?: unknown) =>
    send(method, path, token, menuWriteResponseSchema, body);
  return {
    read: (slug: string, token: string, id: number) => send("GET", pizza(slug, id), token, pizzaEditorResponseSchema),
    changePizza: (slug: string, token: string, id: number, body: PizzaRequest) =>
      written("PUT", pizza(slug, id), token, body),
    createSize: (slug: string, token: string, id: number, body: PizzaSizeCreate) =>
      written("POST", `${pizza(slug, id)}/sizes`, token, body),
    changeSize: (slug: string, token: string, id: number, sizeId: number, body: PizzaSizeChange) =>
      written("PUT", `${pizza(slug, id)}/sizes/${sizeId}`, token, body),
    removeSize: (slug: string, token: string, id: number, sizeId: number) =>
      written("DELETE", `${pizza(slug, id)}/sizes/${sizeId}`, token),
    createFlavor: (slug: string, token: string, id: number, body: PizzaFlavorRequest) =>
      written("POST", `${pizza(slug, id)}/flavors`, token, body),
    changeFlavor: (slug: string, token: string, id: number, flavorId: number, body: PizzaFlavorRequest) =>
      written("PUT", `${pizza(slug, id)}/flavors/${flavorId}`, token, body),
    createComplement: (slug: string, token: string, id: number, body: PizzaComplementRequest) =>
      written("POST", `${pizza(slug, id)}/complements`, token, body),
    changeComplement: (slug: string, token: string, id: number, complementId: number, body: PizzaComplementRequest) =>
      written("PUT", `${pizza(slug, id)}/complements/${complementId}`, token, body),
    /** The whole new order of the pizza's sizes, flavours or complements. */
    order: (slug: string, token: string, id: number, list: "sizes" | "flavors" | "complements", ids: number[]) =>
      written("PUT", `${pizza(slug, id)}/${list}_order`, token, { ids }),
    changeRule: (slug: string, token: string, body: PizzaPriceRuleRequest) =>
      written("PUT", `${editor(slug)}/pizza_price_rule`, token, body),
  };
}

/** A price typed as people type it (decision 045), required; the lower of the input's bound and the menu's applies. */
const money = (currency: Currency) =>
  z.string({ error: MENU_ERRORS.priceRequired }).transform((typed, context) => {
    const read = parseMoneyInput(currency, typed);
    if (read.ok && read.minorUnits <= MENU_PRICE_MAX) return read.minorUnits;
    context.addIssue({
      code: "custom",
      message: !read.ok && read.reason !== "tooLarge" ? MENU_ERRORS.priceInvalid : MENU_ERRORS.priceTooHigh,
    });
    return z.NEVER;
  });

/** Empty: not offered in that size. */
const optionalMoney = (currency: Currency) =>
  z
    .string()
    .optional()
    .transform((typed, context) => {
      if (typed === undefined || typed.trim() === "") return null;
      const read = parseMoneyInput(currency, typed);
      if (read.ok && read.minorUnits <= MENU_PRICE_MAX) return read.minorUnits;
      context.addIssue({
        code: "custom",
        message: !read.ok && read.reason !== "tooLarge" ? MENU_ERRORS.priceInvalid : MENU_ERRORS.priceTooHigh,
      });
      return z.NEVER;
    });

const name = z.string({ error: MENU_ERRORS.nameRequired }).trim().max(80, { error: MENU_ERRORS.nameTooLong });
const description = z
  .string()
  .trim()
  .max(500, { error: MENU_ERRORS.descriptionTooLong })
  .optional()
  .transform((text) => text ?? "");
const checkbox = z
  .boolean()
  .optional()
  .transform((on) => on === true);
const wholeNumber = (error: string) => z.number({ error }).int({ error });
const id = z.number().int().positive();

/** Which form was sent: the pizza, the rule, a size, a flavour or a complement (an id, or "new"). */
export const pizzaIntentSchema = z.union([
  z.enum(["pizza", "rule", "size-new", "flavor-new", "complement-new"]),
  z.string().regex(/^(size|remove-size|flavor|complement)-[1-9]\d{0,15}$/),
]);

export const pizzaFormSchema = z.object({ category_id: id, name, description, enabled: checkbox });
export const ruleFormSchema = z.object({ rule: pizzaPriceRuleSchema });
export const sizeFormSchema = z.object({
  name,
  slices: wholeNumber("console.menu.pizza.errors.slicesInvalid"),
  max_flavors: wholeNumber("console.menu.pizza.errors.maxFlavorsInvalid"),
});
export const newSizeFormSchema = (currency: Currency) =>
  sizeFormSchema.extend({
    flavor_prices: z.array(z.object({ flavor_id: id, price: money(currency) })).default([]),
  });
export const flavorFormSchema = (currency: Currency) =>
  z.object({
    name,
    description,
    enabled: checkbox,
    prices: z.array(z.object({ size_id: id, price: money(currency) })),
  });
export const complementFormSchema = (currency: Currency) =>
  z.object({
    name,
    kind: z.enum(pizzaComplementKinds, { error: "console.menu.pizza.errors.kindInvalid" }),
    enabled: checkbox,
    prices: z.array(z.object({ size_id: id, price: optionalMoney(currency) })),
  });

/** What was typed comes back with the refusal, each error on its field (locale keys). */
export interface PizzaFormAnswer {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
}

/** The text fields as sent, to fill the form again. */
export const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) => (typeof value === "string" ? [[key, value.slice(0, 600)]] : [])),
  );

/**
 * The API's refusal on the form: field errors whose field the form has (the API names prices
 * `prices.N.price`, the form `prices[N].price`) beside it, anything else one message for the form.
 */
export function pizzaRefusal(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  fields: readonly string[],
): { errors: Record<string, string>; message: string | null } {
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const error of result.error.errors ?? []) {
    const field = error.field.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
    if (!error.message.startsWith("console.menu.")) continue;
    if (fields.includes(field)) errors[field] ??= error.message;
    else message ??= error.message;
  }
  if (Object.keys(errors).length > 0 || message) return { errors, message };
  return { errors, message: result.status === 429 ? "console.menu.pizza.busy" : "console.menu.pizza.unavailable" };
}
