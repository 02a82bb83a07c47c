import { expect } from "@playwright/test";
import { RENDERED_ONLY, test, walkedWithoutJsBy } from "./support/test";
import { bySlug, firstVisibleItem, gotoStore, hexToRgb, menuMerchants, priceText } from "./demo";

const DEFAULT_BRAND = "#202125";

for (const merchant of menuMerchants) {
  test(`${merchant.slug}: the menu renders with the merchant's colours, language and currency`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, RENDERED_ONLY);
    const response = await page.goto(`/${merchant.slug}`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: merchant.general_informations.merchant.name }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", merchant.tropicalization.language);

    const brand = merchant.stylizations.brand_colors?.pure ?? DEFAULT_BRAND;
    await expect(page.getByRole("banner")).toHaveCSS("background-color", hexToRgb(brand));

    const item = firstVisibleItem(merchant);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: item.name, exact: true }) })
      .first();
    await expect(card).toContainText(priceText(merchant, item.price));
    await expect(page).toHaveTitle(
      new RegExp(merchant.general_informations.merchant.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
  });
}

test("hidden categories and disabled items stay off the menu", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const pizzeria = bySlug("bella-napoli");
  await page.goto("/bella-napoli");
  const nav = page.getByRole("navigation", { name: "Categorias do cardápio" });
  for (const category of pizzeria.categories) {
    const shown =
      category.enabled &&
      !category.redeemable &&
      (category.items.some((i) => i.enabled) || category.pizzas.some((p) => p.enabled));
    const link = nav.getByRole("link", { name: category.name, exact: true });
    if (shown) await expect(link).toBeVisible();
    else await expect(link).toHaveCount(0);
  }
  const disabled = pizzeria.categories.flatMap((c) => c.items).find((i) => !i.enabled);
  if (disabled) await expect(page.getByRole("heading", { name: disabled.name, exact: true })).toHaveCount(0);
});

test("search narrows the menu and can be cleared", async ({ page }) => {
  await gotoStore(page, "/bella-napoli");
  const drink = bySlug("bella-napoli")
    .categories.find((c) => /bebida/i.test(c.name))
    ?.items.find((i) => i.enabled);
  expect(drink, "the pizzeria has a drink").toBeDefined();
  await expect(page.getByRole("heading", { name: drink!.name, exact: true })).toBeVisible();

  await page.getByLabel("Buscar no cardápio").fill("calabresa");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/bella-napoli\?q=calabresa$/);
  // The search's own summary (the menu's live region for "Item adicionado" is there too, empty).
  await expect(page.getByRole("status").filter({ hasText: "para “calabresa”" })).toBeVisible();
  await expect(page.getByRole("heading", { name: drink!.name, exact: true })).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText(/calabresa/i);
  await expect(page.getByLabel("Buscar no cardápio")).toHaveValue("calabresa");

  await page.getByRole("link", { name: "Limpar busca" }).click();
  await expect(page.getByRole("heading", { name: drink!.name, exact: true })).toBeVisible();
});

test("the market's 615 dishes: a category far down is reached by its link and by Tab, found in the page, and searched", async ({
  page,
}) => {
  // Categories off screen are not laid out until near (content-visibility, decision 065): the jump,
  // the keyboard and the browser's find must still reach what is in them.
  const market = bySlug("emporio-santa-cecilia");
  const last = [...market.categories]
    .filter((category) => category.enabled && !category.redeemable && category.items.some((item) => item.enabled))
    .at(-1)!;
  const firstDish = [...last.items].filter((item) => item.enabled).sort((a, b) => a.order - b.order)[0]!;
  await gotoStore(page, `/${market.slug}`);
  await page
    .getByRole("navigation", { name: "Categorias do cardápio" })
    .getByRole("link", { name: last.name, exact: true })
    .press("Enter");
  await expect(page).toHaveURL(new RegExp(`#category-${last.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: last.name, exact: true })).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: firstDish.name, exact: true })).toBeFocused();
  await expect(page.getByRole("link", { name: firstDish.name, exact: true })).toBeInViewport();

  // Find in page (window.find, the browser's own search) reaches a dish in a category not yet drawn.
  await page.evaluate(() => window.scrollTo(0, 0));
  const far = market.categories.find((category) => category.name === "Adega")!.items[0]!;
  expect(
    await page.evaluate((name) => (window as unknown as { find(text: string): boolean }).find(name), far.name),
  ).toBe(true);

  // The search answers from the whole catalogue, with and without JavaScript.
  await page.getByLabel("Buscar no cardápio").fill("queijo canastra");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(new RegExp(`/${market.slug}\\?q=queijo\\+canastra$`));
  await expect(page.locator(".c-item__link")).toHaveText(["Queijo canastra (200 g)", "Queijo canastra (500 g)"]);
});

test("a search with no match says so in the customer's language", async ({ page }) => {
  await page.goto("/taqueria-el-guero?q=sushi");
  await expect(page.locator(".c-search__summary")).toHaveText(/No encontramos productos para “sushi”/);
  await expect(page.locator(".c-search__summary")).toHaveAttribute("role", "status");
});

test("an unknown slug shows the 404 page with a way back", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const response = await page.goto("/loja-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toContainText("Comanda");
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
});

test("an unknown page of a store is a translated 404 in the store's bar and colours, with a way back to its menu", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  const brasa = bySlug("la-brasa-burger");
  const response = await page.goto("/la-brasa-burger/no-existe/otra");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(brasa.general_informations.merchant.name);
  await expect(page.getByRole("banner")).toHaveCSS("background-color", hexToRgb(brasa.stylizations.brand_colors!.pure));
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("errors.");
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/la-brasa-burger$/);
  expect(errors).toEqual([]);
});

test("the root path renders without any merchant", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Comanda");
});

test("the closed demo store says it is closed", async ({ javaScriptEnabled, page }) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("cart.spec's closed-store notice"));
  const closed = menuMerchants.find((merchant) => merchant.operation_times.length === 0);
  expect(closed, "one demo store has no opening hours").toBeDefined();
  await page.goto(`/${closed!.slug}`);
  const notice = page.getByRole("dialog", { name: "Loja fechada no momento" });
  await expect(notice).toContainText("Fechado no momento");
  // No opening ahead: no promise of "when it opens", and the chain's other stores one tap away.
  await expect(notice).toContainText("ainda não tem data para voltar");
  await expect(notice).not.toContainText("quando a loja abrir");
  await expect(notice.getByRole("link", { name: "Ver outras lojas da rede" })).toHaveAttribute(
    "href",
    `/${closed!.slug_franchise}`,
  );
  await gotoStore(page, `/${closed!.slug}`);
  await expect(page.getByRole("main").getByText("Fechado no momento")).toBeVisible();
  await expect(page.getByRole("main").getByText(/^(Entrega|Retirada):/)).toHaveCount(0);
});

test("a franchise lists its visible stores, each linking to its menu", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const franchiseSlug = menuMerchants.find((m) => m.slug_franchise)?.slug_franchise;
  expect(franchiseSlug, "a demo franchise exists").toBeTruthy();
  const franchise = bySlug(franchiseSlug!);
  const stores = menuMerchants.filter((m) => m.slug_franchise === franchise.slug);
  await page.goto(`/${franchise.slug}`);
  for (const store of stores) {
    const link = page.getByRole("link", { name: store.name, exact: true });
    if (store.store?.visible) await expect(link).toHaveAttribute("href", `/${store.slug}`);
    else await expect(link).toHaveCount(0);
  }
});

test("the footer shows the store's address and a formatted WhatsApp link", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const pizzeria = bySlug("bella-napoli");
  const whatsapp = pizzeria.general_informations.contact.whatsapp!.replace(/\D/g, "");
  await page.goto("/bella-napoli");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(pizzeria.general_informations.address.street);
  const link = footer.getByRole("link", { name: /^\+55 \d{2} \d{4,5} \d{4}$/ });
  await expect(link).toHaveAttribute("href", `https://wa.me/${whatsapp}`);
});

test("a banner's image says its offer, and the merchant's texts keep their language under another interface language", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("platform.spec's language switch"));
  await gotoStore(page, "/bella-napoli");
  const first = page.getByRole("img", { name: "Terça da Grande. Pizza grande tradicional por R$ 59,90" });
  await expect(first).toBeAttached();
  // The first banner is the largest paint on a phone: eager and first; the others wait their turn.
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(page.locator(".c-banners img").nth(1)).toHaveAttribute("loading", "lazy");
  // Demo images carry a hash of their bytes in their names: cached for a year (decision 018).
  const src = (await first.getAttribute("src"))!;
  expect(src).toMatch(/^\/demo\/bella-napoli\/banner-terca\.[0-9a-f]{8}\.svg$/);
  const image = await page.request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const dish = firstVisibleItem(bySlug("bella-napoli")).name;
  // In Portuguese, the interface's language is the menu's: no lang of its own.
  await expect(page.getByRole("heading", { name: dish, exact: true })).not.toHaveAttribute("lang", /.+/);

  await page.getByText("Preferências").click();
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: dish, exact: true })).toHaveAttribute("lang", "pt-BR");
  // The sale price reads as one phrase, old price first.
  const promo = bySlug("bella-napoli")
    .categories.flatMap((c) => c.items)
    .find((item) => item.enabled && item.original_price !== null);
  expect(promo, "the pizzeria has a dish on sale").toBeDefined();
  await expect(page.getByText(/^Antes R\$\s[\d.,]+ ahora R\$\s[\d.,]+$/).first()).toBeAttached();
  await page.getByText("Preferencias").click();
  await page.getByRole("button", { name: "Português" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
});
