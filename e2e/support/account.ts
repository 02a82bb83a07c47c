import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_CUSTOMER_PASSWORD, demoCustomers } from "../../api/seed/data/customers";

/*
 * Accounts in end-to-end tests (issue 13): the demo customers, reading the 6-digit e-mail token
 * from the storefront's dev mail page (/_dev/mail, only with MAIL_OUTBOX_READABLE=1), registering
 * a new customer and logging in through the real pages (with JavaScript on or off alike).
 * Texts are the pt-BR ones: the projects browse in pt-BR unless a test says otherwise.
 */

export { DEMO_CUSTOMER_PASSWORD };

/** The demo customer of a merchant: `cliente@{slug}.demo`, password DEMO_CUSTOMER_PASSWORD. */
export function demoCustomer(slug: string) {
  const found = demoCustomers.find((customer) => customer.slug === slug);
  if (!found) throw new Error(`No demo customer at ${slug}`);
  return { ...found, password: DEMO_CUSTOMER_PASSWORD };
}

/** A new e-mail every run (the e2e database persists between runs of one suite). */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface OutboxMail {
  id?: number;
  created_at?: string | number;
  [key: string]: unknown;
}

function mailsOf(body: unknown): OutboxMail[] {
  if (Array.isArray(body)) return body as OutboxMail[];
  if (body && typeof body === "object") {
    for (const key of ["data", "mails"]) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as OutboxMail[];
    }
  }
  return [];
}

/** The newest mail's 6-digit token sent to `email` (waits a little for it); after `after` if given. */
export async function mailToken(request: APIRequestContext, email: string, options: { after?: string } = {}): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mail?${new URLSearchParams({ email })}`);
        if (!response.ok()) return undefined;
        const mails = mailsOf(await response.json());
        const newest = [...mails].sort((a, b) => {
          const order = (mail: OutboxMail) => (typeof mail.id === "number" ? mail.id : Date.parse(String(mail.created_at ?? 0)) || 0);
          return order(b) - order(a);
        })[0];
        token = newest ? /\b(\d{6})\b/.exec(JSON.stringify(newest))?.[1] : undefined;
        if (token && token === options.after) return undefined;
        return token;
      },
      { message: `a token mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return token!;
}

/** The closed-store notice over the menu (the demo hours follow the wall clock) makes the header inert: close it. */
export async function dismissClosedNotice(page: Page): Promise<void> {
  const notice = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: /^(Ver cardápio|Ver menú|Browse the menu)$/ }) });
  // After a client-side navigation the page may still be rendering: the notice comes in the same
  // render as the page's heading (server HTML, or the route's data), so once the heading and the
  // document are there it is shown or it is not. No fixed wait: at the suite's instant every store
  // with hours is open (decision 023), and waiting a second for a notice that never comes cost
  // about a minute per project.
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("domcontentloaded");
  if (await notice.isVisible()) {
    await notice.getByRole("button").filter({ hasText: /^(Ver cardápio|Ver menú|Browse the menu)$/ }).click();
    await notice.waitFor({ state: "hidden" });
  }
}

/** The store's bar link to the customer's profile, named after them ("Minha conta: Ana"). */
export const accountLink = (page: Page, firstName: string) =>
  page.getByRole("banner").getByRole("link", { name: new RegExp(`: ${firstName}$`) });

/** Sends the e-mail token to `email` from /login/otp and confirms it: a registered e-mail is then logged in. */
export async function confirmEmailCode(page: Page, slug: string, email: string): Promise<void> {
  await page.goto(`/${slug}/login/otp`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Enviar código" }).click();
  const codeField = page.getByLabel("Código de 6 dígitos");
  await expect(codeField).toBeVisible();
  const token = await mailToken(page.request, email);
  await codeField.fill(token);
  await page.getByRole("button", { name: "Confirmar código" }).click();
}

/**
 * Registers a new customer through the e-mail token and the registration form; returns their
 * e-mail. Ends on the page login sends to (the store's home), logged in.
 */
export async function registerNewClient(
  page: Page,
  slug: string,
  details: { name?: string; phone?: string; password?: string; email?: string } = {},
): Promise<string> {
  const email = details.email ?? uniqueEmail(slug);
  await confirmEmailCode(page, slug, email);
  await expect(page).toHaveURL(new RegExp(`/${slug}/login/new-user`));
  await page.getByLabel("Nome").fill(details.name ?? "Cliente Teste");
  await page.getByLabel("Celular").fill(details.phone ?? "(11) 98765-4321");
  if (details.password) await page.getByLabel("Senha (opcional)").fill(details.password);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).not.toHaveURL(/\/login\//);
  await dismissClosedNotice(page);
  await expect(accountLink(page, firstNameOf(details.name ?? "Cliente Teste"))).toBeVisible();
  return email;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0]!;

/** Logs in with e-mail and password from /login/email; ends logged in, on the page it returns to. */
export async function logIn(page: Page, slug: string, email: string, password: string, redirectTo?: string): Promise<void> {
  await page.goto(`/${slug}/login/email${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page).not.toHaveURL(/\/login\/email/);
  await dismissClosedNotice(page);
}

/** Logs out through the header's form; ends on the store's home. */
export async function logOut(page: Page, slug: string): Promise<void> {
  await dismissClosedNotice(page);
  await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
}
