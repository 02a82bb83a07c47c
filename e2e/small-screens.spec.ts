import { expect, type Page } from "@playwright/test";
import { RENDERED_ONLY, test, walkedWithoutJsBy } from "./support/test";
import { bySlug, gotoStore, menuMerchants } from "./demo";
import { blockingViolations, WCAG_TAGS } from "./support/axe";

/*
 * The narrowest phones still sold (320 px) and the common ones (360 px): what the store shows
 * there must not be cut or covered.
 */

/** An item that goes straight to the cart: no option to choose. */
function plainItem(slug: string) {
  const item = bySlug(slug)
    .categories.filter((category) => category.enabled && !category.redeemable)
    .flatMap((category) => category.items)
    .find(
      (candidate) =>
        candidate.enabled &&
        candidate.available &&
        !candidate.tags.includes("+18") &&
        candidate.option_groups.every((group) => group.min === 0),
    );
  if (!item) throw new Error(`${slug} has no item without options`);
  return item;
}

/** Adds `item` from its dialog, opened by its URL as a link on the menu would. */
async function addToCart(page: Page, slug: string, item: { id: number; name: string }) {
  await page.goto(`/${slug}?modal=menuItem&modalId=${item.id}`);
  const dialog = page.getByRole("dialog", { name: item.name });
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
}

for (const width of [320, 360]) {
  test(`at ${width} px the header shows the store's whole name`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, RENDERED_ONLY);
    await page.setViewportSize({ width, height: 640 });
    for (const slug of [
      "sabor-da-casa-belo-horizonte",
      "sabor-da-casa-florianopolis",
      "bella-napoli",
      "taqueria-el-guero",
    ]) {
      await page.goto(`/${slug}`);
      const name = page.locator(".c-header__name");
      await expect(name).toHaveText(bySlug(slug).name);
      const box = await name.evaluate((element) => ({
        clippedAcross: element.scrollWidth > element.clientWidth + 1,
        clippedDown: element.scrollHeight > element.clientHeight + 1,
        width: element.getBoundingClientRect().width,
        pageWidth: document.documentElement.scrollWidth,
      }));
      expect(box, slug).toMatchObject({ clippedAcross: false, clippedDown: false });
      // Room for words, not a letter and an ellipsis; and nothing pushed off the side of the screen.
      expect(box.width, slug).toBeGreaterThan(100);
      expect(box.pageWidth, slug).toBeLessThanOrEqual(width);
    }
  });
}

test("at 320 px the floating cart button leaves the footer's last link uncovered", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await addToCart(page, "bella-napoli", plainItem("bella-napoli"));
  await gotoStore(page, "/bella-napoli");
  await expect(page.locator(".c-cart-button")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator("footer a").last();
  await expect(last).toBeInViewport();
  const hit = await last.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return found === link || link.contains(found);
  });
  expect(hit, "the link is what a tap at its centre reaches").toBe(true);
});

test("pizza step 1 without a size is refused in the store's words on the sizes", async ({ page }) => {
  const pizza = bySlug("bella-napoli")
    .categories.flatMap((category) => category.pizzas)
    .find((candidate) => candidate.name === "Pizza salgada")!;
  await page.goto(`/bella-napoli?modal=menuPizza&modalId=${pizza.id}&step=1`);
  const dialog = page.getByRole("dialog", { name: pizza.name });
  await dialog.getByRole("button", { name: "Continuar" }).click();
  const message = dialog.getByText("Escolha um tamanho para continuar.");
  await expect(message).toBeVisible();
  const sizes = dialog.getByRole("group", { name: "Tamanho" });
  await expect(sizes).toHaveAttribute("aria-invalid", "true");
  await expect(sizes).toHaveAttribute("aria-describedby", (await message.getAttribute("id"))!);
});

test("the 'Item adicionado' toast never lies over the closed-store notice", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("cart.spec's closed-store notice"));
  // Recife is closed until further notice: after an add, the menu shows its notice again.
  const slug = "sabor-da-casa-recife";
  await addToCart(page, slug, plainItem(slug));
  const notice = page.getByRole("dialog", { name: "Loja fechada no momento" });
  if (await notice.isVisible()) {
    await expect(page.locator(".c-snackbar")).toHaveCount(0);
    // Still heard: the live region has the words, out of sight.
    await expect(page.getByRole("status").filter({ hasText: "Item adicionado ao carrinho" })).toHaveCount(1);
  }
});

test("at 390 px the banner strip, wider than the screen, is reached and scrolled by the keyboard on every menu with banners", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "axe and the keyboard's scrolling need JavaScript in the page; the markup is the same without it",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  const withBanners = menuMerchants.filter((merchant) => merchant.banners.some((banner) => banner.enabled_mobile));
  expect(withBanners.length).toBeGreaterThan(0);
  for (const merchant of withBanners) {
    await gotoStore(page, `/${merchant.slug}`);
    const strip = page.locator(".c-banners > ul");
    if ((await strip.count()) === 0) continue;
    const overflow = await strip.evaluate((list) => list.scrollWidth - list.clientWidth);
    if (overflow <= 0) continue;
    expect(
      await blockingViolations(page, `${merchant.slug} banners at 390 px`, { within: ".c-banners", tags: WCAG_TAGS }),
      merchant.slug,
    ).toEqual([]);
    // The keyboard reaches the strip and its arrows scroll it to its last banner.
    await strip.focus();
    await expect(strip).toBeFocused();
    // The last banner shown on a phone is whole inside the strip (snapping may stop short of its padding).
    const atEnd = () =>
      strip.evaluate((list) => {
        const shown = [...list.children].filter((item) => item.getClientRects().length > 0);
        const last = shown[shown.length - 1]!.getBoundingClientRect();
        const box = list.getBoundingClientRect();
        return last.left >= box.left - 1 && last.right <= box.right + 1;
      });
    const scrolled = () => strip.evaluate((list) => list.scrollLeft);
    for (let step = 0; step < 40 && !(await atEnd()); step++) {
      const before = await scrolled();
      await page.keyboard.press("ArrowRight");
      // Each key moves the strip on (scrolling may be smooth: wait for the move, not for a time).
      await expect.poll(scrolled, { message: merchant.slug }).toBeGreaterThan(before);
    }
    await expect.poll(atEnd, { message: merchant.slug }).toBe(true);
    await expect(page.locator(".c-banners li:visible").last()).toBeInViewport({ ratio: 0.5 });
  }
});

test("at 320 px a store's header stays one compact row for a visitor, in Spanish too ('Ingresar')", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const slug of ["la-brasa-burger", "taqueria-el-guero", "bella-napoli"]) {
    await page.goto(`/${slug}/cart`);
    const rows = await page.locator(".c-header__inner").evaluate((inner) => ({
      height: inner.getBoundingClientRect().height,
      tops: [...inner.children].map((child) => Math.round(child.getBoundingClientRect().top)),
      bottom: inner.firstElementChild!.getBoundingClientRect().bottom,
    }));
    // The name, "Entrar" and the preferences side by side: none starts below the name's row.
    expect(
      rows.tops.every((top) => top < rows.bottom),
      `${slug}: ${JSON.stringify(rows)}`,
    ).toBe(true);
    expect(rows.height, slug).toBeLessThanOrEqual(60);
  }
});

test("at 320 px every '← Voltar' link is a target of 24 px at least (WCAG 2.5.8)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/bella-napoli/cart", "/la-brasa-burger/cart", "/sabor-da-casa-porto-alegre/analytics-consent"]) {
    await page.goto(path);
    // The page's way back, with its arrow or without ("Voltar à loja").
    const links = page.locator("main a.c-back-link").or(page.locator("main a", { hasText: /^\s*←/ }));
    expect(await links.count(), path).toBeGreaterThan(0);
    for (const box of await links.evaluateAll((all) =>
      all.map((link) => [link.textContent, link.getBoundingClientRect().height, link.className]),
    )) {
      expect(box[1], `${path}: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(24);
    }
  }
});

test("at 360 px the cart's neighbourhood field takes the width of the screen, its button below", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await addToCart(page, "bella-napoli", plainItem("bella-napoli"));
  await page.goto("/bella-napoli/cart");
  const field = page.getByLabel("Bairro para entrega");
  const width = await field.evaluate((input) => input.getBoundingClientRect().width);
  const main = await page
    .locator("main")
    .evaluate((element) => element.clientWidth - parseFloat(getComputedStyle(element).paddingLeft) * 2);
  expect(width).toBeGreaterThanOrEqual(main - 1);
  const [fieldBox, buttonBox] = [
    await field.boundingBox(),
    await page.getByRole("button", { name: "Calcular entrega" }).boundingBox(),
  ];
  expect(buttonBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height);
  expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(360);
});
