import { expect, type APIRequestContext } from "@playwright/test";
import { dismissClosedNotice, registerNewClient } from "./support/account";
import { setMenuPrices } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { copyMerchant, logInAsCopyOwner } from "./support/merchant-copies";
import { test } from "./support/test";
import { bySlug } from "./demo";

/*
 * The rescue campaign (decision 110), at a copy of Bella Napoli of this test's own: a customer who
 * accepts e-mails leaves a cart; the owner sends its link by e-mail from the console; the price
 * changes; the link from the mail opens that cart in another browser, naming the new price; a second
 * use is refused with a way to the menu.
 */

const SODA = "Refrigerante lata 350 ml";
const soda = bySlug("bella-napoli")
  .categories.flatMap((category) => category.items)
  .find((item) => item.name === SODA)!;

/** The newest rescue link mailed to `email`, as a path of the storefront. */
async function mailedRescueLink(request: APIRequestContext, email: string, slug: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mail?${new URLSearchParams({ email })}`);
        if (!response.ok()) return undefined;
        link = new RegExp(`/${slug}/rescue\\?guid=[A-Za-z0-9_-]{43}`).exec(await response.text())?.[0];
        return link;
      },
      { message: `a rescue link mailed to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

test("a customer's abandoned cart: the owner mails its link, which opens the cart re-priced, once", async ({
  page,
  browser,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const copy = await copyMerchant(request);
  const newBrowser = async () => {
    const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR", baseURL });
    return { context, page: await context.newPage() };
  };

  // A registered customer (who accepts e-mails, the default) leaves a soda in the cart.
  const customer = await newBrowser();
  const email = await registerNewClient(customer.page, copy.slug, { name: "Lara Resgate" });
  await customer.page.goto(`/${copy.slug}`);
  await dismissClosedNotice(customer.page);
  await customer.page.getByRole("link", { name: SODA, exact: true }).click();
  await expect(customer.page).toHaveURL(/modalId=\d+/);
  const sodaId = Number(new URL(customer.page.url()).searchParams.get("modalId"));
  const dialog = customer.page.getByRole("dialog", { name: SODA });
  await dialog.getByRole("radio", { name: "Coca-Cola", exact: true }).check();
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
  await customer.context.close();

  // The owner sees it among today's abandoned carts and mails its link, once.
  await logInAsCopyOwner(page, copy, `/_console/${copy.slug}/rescue`);
  const card = page.getByRole("region", { name: "Lara" });
  await expect(card).toContainText(`1× ${SODA}`);
  await expect(card).toContainText(/R\$\s6,90/);
  await expectAccessible(page, "today's abandoned carts");
  await card.getByRole("button", { name: "Enviar o link por e-mail para Lara" }).click();
  await expect(page.getByText("Link enviado por e-mail para Lara.")).toBeVisible();
  await expect(card).toContainText(/Enviado por e-mail às \d\d:\d\d por /);
  await expect(card.getByRole("button")).toHaveCount(0);

  const link = await mailedRescueLink(request, email, copy.slug);
  await setMenuPrices(request, { slug: copy.slug, item_id: sodaId, price: soda.price + 100 });

  // Opened on another device: the link is read, the tap brings the cart back, re-priced.
  const phone = await newBrowser();
  await phone.page.goto(link);
  await expect(phone.page.getByRole("heading", { level: 1 })).toHaveText("Lara, seu carrinho está guardado");
  await expectAccessible(phone.page, "a rescue link");
  await phone.page.getByRole("button", { name: "Voltar ao meu carrinho" }).click();
  await expect(phone.page).toHaveURL(new RegExp(`/${copy.slug}/cart$`));
  await expect(phone.page.getByText("Seu carrinho está de volta.")).toBeVisible();
  await expect(phone.page.locator("#cart-repriced")).toContainText(
    /O preço de Refrigerante lata 350 ml mudou de R\$\s6,90 para R\$\s7,90\./,
  );
  await phone.context.close();

  // A second use is refused, with the way to the menu.
  const later = await newBrowser();
  await later.page.goto(link);
  await expect(later.page.getByRole("heading", { level: 1 })).toHaveText("Este link já foi usado");
  await expect(later.page.getByRole("button", { name: "Voltar ao meu carrinho" })).toHaveCount(0);
  await later.page.getByRole("link", { name: "Ver o cardápio" }).click();
  await expect(later.page).toHaveURL(new RegExp(`/${copy.slug}$`));
  await later.context.close();
});
