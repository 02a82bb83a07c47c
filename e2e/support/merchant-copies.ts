import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminMerchantCopyResponseSchema } from "../../contract/console-settings";

/*
 * A demo store of the test's own (decision 102): the API copies `from`'s menu, documents and hours
 * under a new slug with a new owner, so a test can change its settings and menu while every other
 * test reads the demo stores as seeded. Through the storefront's /_admin/* pass-through.
 */

export interface MerchantCopy {
  slug: string;
  merchantId: number;
  owner: { name: string; email: string; password: string };
}

const adminKey = () => {
  const key = /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim();
  if (!key) throw new Error("api/.dev.vars has no ADMIN_KEY (scripts/lib.mjs ensureDevVars writes it)");
  return key;
};

export async function copyMerchant(request: APIRequestContext, from = "bella-napoli"): Promise<MerchantCopy> {
  const response = await request.post("/_admin/merchant_copies", {
    headers: { Authorization: `Bearer ${adminKey()}`, "content-type": "application/json" },
    data: JSON.stringify({ from }),
  });
  const text = await response.text();
  expect(response.status(), `POST /_admin/merchant_copies: ${text}`).toBe(201);
  const { data } = adminMerchantCopyResponseSchema.parse(JSON.parse(text));
  return { slug: data.slug, merchantId: data.merchant_id, owner: data.owner };
}

/** Logs the copy's owner in to the console (pt-BR) and opens `next`. */
export async function logInAsCopyOwner(page: Page, copy: MerchantCopy, next = `/_console/${copy.slug}`) {
  await page.goto(`/_console/${copy.slug}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(copy.owner.email);
  await page.getByLabel("Senha").fill(copy.owner.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === next.split("?")[0]);
}
