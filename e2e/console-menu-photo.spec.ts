import { expect, type Locator } from "@playwright/test";
import { bySlug, gotoStore } from "./demo";
import { expectAccessibleInBothSchemes } from "./support/axe";
import { test } from "./support/test";

/*
 * The owner gives a dish a photo from the console (decision 099): a text file is refused on its
 * field, a phone's JPEG (e2e/fixtures/dish-photo.jpg, 800 x 600) is taken, and a new visitor sees
 * it at once on the dish in the menu and in the dish's window, each at the size made for it.
 */

const SLUG = "sabor-da-casa-salvador";
// A dish of each project's own: the two walks may share one set of servers, and each expects the demo's drawing first.
const dishOf = (javaScriptEnabled: boolean) => (javaScriptEnabled ? "Omelete de legumes" : "Moqueca de palmito");
const dishNamed = (name: string) =>
  bySlug(SLUG)
    .categories.flatMap((category) => category.items)
    .find((item) => item.name === name)!;
const PHOTO_URL = (size: string) => new RegExp(`^/media/dish/[0-9a-f]{16}/${size}\\.webp$`);

/** The image was fetched and decoded (an <img> whose URL answered 404 has no natural width). */
async function expectDrawn(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

test("the owner uploads a dish's photo; a text file is refused on its field; a new visitor sees the photo", async ({
  page,
  javaScriptEnabled,
}) => {
  const DISH = dishOf(javaScriptEnabled);
  const dish = dishNamed(DISH);
  const PHOTO_PAGE = `/_console/${SLUG}/menu/items/${dish.id}/photo`;
  await page.goto(PHOTO_PAGE);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Foto de ${DISH}` })).toBeVisible();

  const field = page.getByLabel("Nova foto");
  // Named and typed as a photo: what it is comes from its bytes.
  await field.setInputFiles({ name: "omelete.jpg", mimeType: "image/jpeg", buffer: Buffer.from("não sou uma foto") });
  await page.getByRole("button", { name: "Enviar foto" }).click();
  await expect(page.getByText("Esse arquivo não é uma foto que aceitamos. Envie JPEG, PNG ou WebP.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const current = page.getByRole("img", { name: `A foto atual de ${DISH}` });
  // Still the demo's drawing.
  await expect(current).toHaveAttribute("src", /^\/demo\//);
  await expectAccessibleInBothSchemes(page, "console dish photo, a text file refused");

  await field.setInputFiles("e2e/fixtures/dish-photo.jpg");
  await page.getByRole("button", { name: "Enviar foto" }).click();
  await expect(page.getByRole("status")).toHaveText("Foto salva. O próximo cliente já a vê.");
  await expect(current).toHaveAttribute("src", PHOTO_URL("dialog"));
  await expectDrawn(current);
  const dialogSrc = (await current.getAttribute("src"))!;
  expect(dialogSrc).toMatch(PHOTO_URL("dialog"));
  const served = await page.request.get(dialogSrc);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // A new visitor: no cookie of the console or of the store.
  await page.context().clearCookies();
  await gotoStore(page, `/${SLUG}`);
  const card = page.locator("li.c-item").filter({ hasText: DISH }).locator("img");
  await expect(card).toHaveAttribute("src", PHOTO_URL("card"));
  await expect(card).toHaveAttribute("srcset", /card\.webp 1x, .*card2x\.webp 2x$/);
  await expectDrawn(card);

  await gotoStore(page, `/${SLUG}?modal=menuItem&modalId=${dish.id}`);
  const window = page.getByRole("dialog", { name: DISH });
  const photo = window.locator("img.c-item-dialog__image");
  await expect(photo).toHaveAttribute("src", dialogSrc);
  await expectDrawn(photo);
});
