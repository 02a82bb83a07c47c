import { expect, type Page } from "@playwright/test";
import { NO_PAGE, test, walkedWithoutJsBy } from "./support/test";
import { E2E_PORT } from "../playwright.config";
import { accountLink, demoCustomer, dismissClosedNotice, logIn } from "./support/account";
import { gotoStore } from "./demo";
import { FAULTS_ORIGIN, setApiFault } from "./support/faults";
import { hydrated } from "./support/hydration";

// A store's session cookie is signed for that store only (docs/decisions/046), and a post the API
// refuses, or one to a store that does not exist, is answered as a refusal, never a 5xx.

const A = "bella-napoli";
const B = "la-brasa-burger";
const customer = demoCustomer(A);
const firstName = customer.name.split(" ")[0]!;

/** Every page of a store that reads the customer's session. */
const ACCOUNT_PAGES = [
  "",
  "/profile",
  "/profile/addresses",
  "/profile/cards",
  "/orders",
  "/coupons",
  "/loyalty",
  "/fidelity",
  "/checkout",
  "/cart",
  "/scheduling",
  "/payments/repayment",
];

/** The session cookie the browser holds for `slug`. */
async function sessionCookie(page: Page, slug: string) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === `__Host-comanda_${slug}`);
  if (!cookie) throw new Error(`no session cookie of ${slug}`);
  return cookie;
}

test("store A's logged-in cookie sent as store B's is no session at B: no 5xx, no greeting; it still works at A", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("accounts.spec's logins"));
  await logIn(page, A, customer.email, customer.password);
  await expect(accountLink(page, firstName)).toBeVisible();
  const cookieOfA = await sessionCookie(page, A);

  for (const path of ACCOUNT_PAGES) {
    // B's answer replaces the copied cookie with B's own: copy it again before each page.
    await page.context().addCookies([{ ...cookieOfA, name: `__Host-comanda_${B}` }]);
    const response = await page.goto(`/${B}${path}`);
    expect(response?.status(), path).toBeLessThan(500);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText(customer.name), path).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(`: ${firstName}$`) }), path).toHaveCount(
      0,
    );
    // No session: the account pages send to B's login, never to A's customer.
    if (path.startsWith("/profile") || path === "/orders")
      await expect(page, path).toHaveURL(new RegExp(`/${B}/login`));
  }

  const profile = await page.goto(`/${A}/profile`);
  expect(profile?.status()).toBe(200);
  await dismissClosedNotice(page);
  await expect(accountLink(page, firstName)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${A}/profile$`));
});

test("the session is bound to the store, not to the address: A's cookie greets A's customer on A's own domain", async ({
  javaScriptEnabled,
  page,
  request,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("accounts.spec's logins"));
  await logIn(page, A, customer.email, customer.password);
  const { value } = await sessionCookie(page, A);
  const customDomain = { Host: `bellanapoli.localhost:${E2E_PORT}` };
  const own = await request.get(`http://127.0.0.1:${E2E_PORT}/profile`, {
    headers: { ...customDomain, Cookie: `__Host-comanda_${A}=${value}` },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain(customer.name);

  const foreign = await request.get(`/${B}/profile`, {
    headers: { Cookie: `__Host-comanda_${B}=${value}` },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(302);
  expect(foreign.headers().location).toMatch(new RegExp(`^/${B}/login`));
});

test("a session under the cookie's name before __Host- is still read, and moves to the __Host- cookie", async ({
  javaScriptEnabled,
  page,
  request,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("accounts.spec's logins"));
  await logIn(page, A, customer.email, customer.password);
  const { value } = await sessionCookie(page, A);
  const before = await request.get(`/${A}/profile`, {
    headers: { Cookie: `__comanda_${A}=${value}` },
    maxRedirects: 0,
  });
  expect(before.status()).toBe(200);
  expect(await before.text()).toContain(customer.name);
  const written = before
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
  expect(written.find((cookie) => cookie.startsWith(`__Host-comanda_${A}=`))).toMatch(/; Path=\/; .*Secure/);
  expect(written).toContainEqual(expect.stringMatching(new RegExp(`^__comanda_${A}=; Path=/; Max-Age=0`)));

  // With the new cookie the old one is no longer rewritten.
  const moved = written.find((cookie) => cookie.startsWith(`__Host-comanda_${A}=`))!.split(";")[0]!;
  const after = await request.get(`/${A}/profile`, { headers: { Cookie: moved }, maxRedirects: 0 });
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(customer.name);
  expect(
    after
      .headersArray()
      .some((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith(`__comanda_${A}=`)),
  ).toBe(false);
});

test("an unknown store answers 404 to every method, with or without ?index, .data or ?_data=", async ({
  javaScriptEnabled,
  request,
}) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  const origin = `http://localhost:${E2E_PORT}`;
  const paths = [
    "/nao-existe",
    "/nao-existe?index",
    "/nao-existe/cart",
    "/nao-existe/cart?index",
    "/nao-existe/profile",
    "/nao-existe.data?index",
    "/nao-existe/cart.data",
    `/nao-existe?index&_data=${encodeURIComponent("routes/($slug)._index")}`,
    // Not a store's slug at all, and an unknown page of a known store.
    "/wp-login.php",
    `/${A}/nao-existe`,
  ];
  for (const path of paths) {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const body = method === "GET" ? {} : { form: { intent: "add-item", itemId: "1", quantity: "1" } };
      const response = await request.fetch(path, { method, headers: { Origin: origin }, ...body, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()["set-cookie"], `${method} ${path}`).toBeUndefined();
      if (!path.includes(".data") && !path.includes("_data"))
        expect(await response.text(), `${method} ${path}`).toContain("Página não encontrada");
    }
  }
});

test("a new visitor's add to cart while the API rate-limits its token says so on the menu (429, not 500)", async ({
  page,
  javaScriptEnabled,
}) => {
  const fries = "Batata frita com cheddar e bacon";
  const refusal = "Muitas tentativas em pouco tempo. Espere um minuto e tente de novo; seu carrinho continua guardado.";
  try {
    await gotoStore(page, `${FAULTS_ORIGIN}/${A}`);
    await page.getByRole("link", { name: fries, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: fries });
    await dialog.getByRole("radio", { name: "Grande (700 g)" }).check();
    if (javaScriptEnabled) await hydrated(dialog.getByRole("button", { name: /^Adicionar/ }));
    // No session any more (a cookie that expired, or one from before a deploy): the post needs a token first.
    await page.context().clearCookies();
    await setApiFault("limited");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await dialog.getByRole("button", { name: /^Adicionar/ }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(response.headers()["retry-after"]).toBe("60");
    if (javaScriptEnabled) {
      await expect(page.getByRole("dialog", { name: fries }).getByRole("alert")).toHaveText(refusal);
      await expect(
        page.getByRole("dialog", { name: fries }).getByRole("radio", { name: "Grande (700 g)" }),
      ).toBeChecked();
    } else {
      // Without a token the store's page cannot be drawn: its 'too many tries' page, with a way back.
      await expect(page.getByRole("heading", { level: 1, name: "Muitas tentativas" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Tentar de novo" })).toBeVisible();
    }
    await expect(page.locator("body")).not.toContainText("Failed to authenticate");

    await setApiFault("pass");
    if (javaScriptEnabled) {
      await page
        .getByRole("dialog", { name: fries })
        .getByRole("button", { name: /^Adicionar/ })
        .click();
      await expect(page.getByRole("dialog", { name: fries })).toBeHidden();
      await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("1 item");
    }
  } finally {
    await setApiFault("pass");
  }
});
