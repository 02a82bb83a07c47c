import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { uniqueEmail } from "./support/account";

/*
 * A restaurant joins (decision 108): the platform creates a store of its own for this run and sends
 * its owner's invitation again (decision 112: the first link then fails); the second, read from the
 * mail outbox, sets a password, the console's home lists what the empty store lacks and its
 * storefront shows it closed; the owner invites a member and a forgotten password is reset by
 * e-mail, each link working once.
 */

const adminKey = () => /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim() ?? "";

/** The path and query of the newest link mailed to `email`, waiting a little for it; another than `after`. */
async function mailedLink(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mail?${new URLSearchParams({ email })}`);
        if (!response.ok()) return undefined;
        const body: unknown = await response.json();
        const mails = (Array.isArray(body) ? body : ((body as { data?: unknown }).data ?? [])) as { id?: number }[];
        const newest = [...mails].sort((a, b) => (b.id ?? 0) - (a.id ?? 0))[0];
        const found = /https?:\/\/[^\s"\\]+(\/_console\/[^\s"\\]+)/.exec(JSON.stringify(newest ?? ""))?.[1];
        link = found === after ? undefined : found;
        return link;
      },
      { message: `a link mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/\?token=/);
  return link!;
}

async function setPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Salvar senha e entrar" }).click();
}

test("the platform creates a store, its owner joins from the invitation, invites a member, and a password is reset once", async ({
  page,
  browser,
}) => {
  const js = test.info().project.use.javaScriptEnabled;
  const slug = `e2e-loja-${Date.now().toString(36)}${js ? "" : "-nojs"}`;
  const owner = uniqueEmail("dono");
  // Both projects of a run share one database: each its own store.
  const storeName = `Lanchonete ${slug}`;

  await page.goto("/_platform");
  await expect(page).toHaveURL(/\/_platform\/stores$/);
  await page.getByLabel("Chave da plataforma").fill("chave-errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.locator("#platform-key-error")).toHaveText("Chave da plataforma incorreta.");
  await page.getByLabel("Chave da plataforma").fill(adminKey());
  await page.getByLabel("Chave da plataforma").press("Enter");

  const form = page.getByRole("region", { name: "Nova loja" });
  await form.getByLabel("Nome da loja").fill(storeName);
  await form.getByLabel("Endereço da loja").fill("Loja Nova!");
  await form.getByLabel("Nome do dono").fill("Maria Souza");
  await form.getByLabel("E-mail do dono").fill(owner);
  await form.getByRole("button", { name: "Criar loja" }).click();
  await expect(page.locator("#platform-problems")).toContainText("Endereço da loja: Use de 3 a 60 letras");
  await expect(form.getByLabel("Nome da loja")).toHaveValue(storeName);
  await form.getByLabel("Endereço da loja").fill(slug);
  await form.getByRole("button", { name: "Criar loja" }).click();
  await expect(page.getByRole("status")).toHaveText(`Loja ${storeName} criada. O convite foi enviado para ${owner}.`);
  await expect(page.getByRole("link", { name: storeName })).toBeVisible();
  if (js) await expectAccessible(page, "platform, store created");

  // The first mail is lost: the platform sends the owner a new invitation, and the first link ends.
  const lost = await mailedLink(page.request, owner);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: storeName }) });
  await expect(row).toContainText("Convite enviado em");
  await row.getByRole("button", { name: "Reenviar convite" }).click();
  await expect(page.getByRole("status")).toHaveText(`Convite reenviado para ${owner}. O link anterior não vale mais.`);
  const invitation = await mailedLink(page.request, owner, lost);
  await setPassword(page, lost, "senha-do-dono-1");
  await expect(page.getByRole("alert")).toContainText("Este link não vale mais");

  // The owner's invitation: a password, then the console's home with what the store lacks.
  expect(invitation).toContain(`/_console/${slug}/invitation?token=`);
  await setPassword(page, invitation, "senha-do-dono-1");
  await expect(page.getByRole("heading", { level: 1, name: "Antes de abrir a loja" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Configurar: Horários de funcionamento" })).toHaveAttribute(
    "href",
    `/_console/${slug}/settings/hours`,
  );
  await expect(page.getByText("A fazer")).toHaveCount(5);
  if (js) await expectAccessible(page, "console home, checklist");

  // The storefront shows the new store, closed, never an error.
  const storefront = await page.request.get(`/${slug}`);
  expect(storefront.status()).toBe(200);

  // The owner invites a member, who sets a password once from the mail.
  const member = uniqueEmail("equipe");
  await page.goto(`/_console/${slug}/staff`);
  const invite = page.getByRole("region", { name: "Convidar por e-mail" });
  await invite.getByLabel("Nome").fill("Bruno Lima");
  await invite.getByLabel("E-mail").fill(member);
  await invite.getByRole("button", { name: "Enviar convite" }).click();
  await expect(page.getByText("Convite enviado.")).toBeVisible();
  const memberLink = await mailedLink(page.request, member);

  const other = await browser.newContext({ javaScriptEnabled: js, baseURL: new URL(page.url()).origin });
  try {
    const memberPage = await other.newPage();
    await setPassword(memberPage, memberLink, "senha-do-bruno");
    await expect(memberPage.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
    await setPassword(memberPage, memberLink, "outra-senha-1");
    await expect(memberPage.getByRole("alert")).toContainText("Este link não vale mais");

    // A forgotten password: the same answer, a link that works once.
    await memberPage.context().clearCookies();
    await memberPage.goto(`/_console/${slug}/login`);
    await memberPage.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(memberPage.getByRole("heading", { level: 1, name: "Esqueci minha senha" })).toBeVisible();
    await memberPage.getByLabel("E-mail").fill(member);
    await memberPage.getByRole("button", { name: "Enviar link" }).click();
    await expect(memberPage.getByRole("status")).toContainText("Se este e-mail for de alguém da equipe");
    if (js) await expectAccessible(memberPage, "forgotten password, sent");
    const reset = await mailedLink(memberPage.request, member, memberLink);
    expect(reset).toContain(`/_console/${slug}/password-reset?token=`);
    await setPassword(memberPage, reset, "senha-nova-bruno");
    await expect(memberPage.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
    await setPassword(memberPage, reset, "mais-uma-senha");
    await expect(memberPage.getByRole("alert")).toContainText("Este link não vale mais");
  } finally {
    await other.close();
  }
});
