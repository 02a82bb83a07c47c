import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminTableRoundListResponseSchema } from "../../contract";
import { fillCart } from "./checkout";

/*
 * The table guest through the real pages, with JavaScript on or off alike. Texts are the
 * pt-BR ones (the projects browse in pt-BR).
 */

/** The bar under the store's header while this browser is a guest: "Mesa N · name". */
export const tableBar = (page: Page) => page.getByRole("navigation", { name: "Sua mesa" });

/**
 * Scans the table's QR code (`/{slug}/table/assign?code=`), gives a name and how many they are,
 * a phone when the store asks for one, and ends on the menu in table mode (the bar shows the table and the guest).
 */
export async function joinTable(
  page: Page,
  slug: string,
  code: string,
  { name, guests = 1, phone = "11987654321" }: { name: string; guests?: number; phone?: string },
): Promise<void> {
  await page.goto(`/${slug}/table/assign?code=${encodeURIComponent(code)}`);
  await page.getByLabel("Seu nome").fill(name);
  await page.getByLabel(/^Quantas pessoas/).fill(String(guests));
  // Asked when the store's table_order_settings.client_name_and_phone says so (bella-napoli does).
  // By its accessible name: the label's "Obrigatório" marker is for the eye, the input's `required` says it.
  const phoneField = page.getByRole("textbox", { name: "Telefone", exact: true });
  if ((await phoneField.count()) > 0) await phoneField.fill(phone);
  await page.getByRole("button", { name: "Entrar na mesa" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/?$`));
  await expect(tableBar(page)).toContainText(name);
}

/** Adds the store's simple dish (no required choices) from the menu, as the checkout's helpers do. */
export const addSimpleDish = (page: Page, slug: string) => fillCart(page, slug);

/** From the cart: "Enviar para a cozinha", ends on the table's bill with the notice. */
export async function sendRound(page: Page, slug: string): Promise<void> {
  await page.goto(`/${slug}/cart`);
  await page.getByRole("button", { name: /^Enviar para a cozinha/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/table/bill$`));
}

/** The kitchen's view (`GET /admin/table_rounds`): the latest sent rounds of the store, newest first. */
export async function kitchenRounds(request: APIRequestContext, slug: string) {
  const key = /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim();
  if (!key) throw new Error("api/.dev.vars has no ADMIN_KEY");
  const response = await request.get(`/_admin/table_rounds?${new URLSearchParams({ slug, limit: "20" })}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  const text = await response.text();
  expect(response.status(), `GET /_admin/table_rounds: ${text}`).toBe(200);
  return adminTableRoundListResponseSchema.parse(JSON.parse(text)).data;
}
