import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { test } from "./support/test";
import type { Item } from "../contract";
import type { SeedMerchant } from "../api/seed/types";
import { demoMerchants, gotoStore } from "./demo";
import { blockingViolations } from "./support/axe";

/**
 * axe-core on every page state a customer meets (WCAG 2.2 AA), for every demo merchant
 * in light and dark: 0 serious or critical violations. One test (one browser context) per
 * merchant and scheme walks the states and runs axe once per state; the failure lists every
 * violation of every state at once. Colours: docs/decisions/015.
 *
 * A state that only adds a dialog or the preferences panel to a page already audited (the menu
 * behind a dish, say) audits what it adds: the page behind is the state before it, unchanged, and
 * auditing the whole menu again for each dialog was most of this suite's time.
 */

const SCHEMES = ["light", "dark"] as const;
/**
 * Franchise stores whose markup (not colours) is audited without JavaScript on their siblings,
 * Curitiba (open) and Recife (closed, with its notice): see the skip below. Any other merchant,
 * including a new one, is audited both ways.
 */
const JS_OFF_SAME_MARKUP = new Set([
  "sabor-da-casa-belo-horizonte",
  "sabor-da-casa-porto-alegre",
  "sabor-da-casa-salvador",
  "sabor-da-casa-florianopolis",
]);
/**
 * With JavaScript every merchant is audited in both schemes; the whole walk in dark mode on these,
 * one of each palette and markup (a pizzeria with its builder, a Spanish-speaking store, the
 * franchise's chooser and a store of it, the store without colours, the marketplace's hall). The
 * others, in dark, audit what is theirs: the menu and a dish's dialog in their own colours. What
 * the walk adds (preferences, a refusal, the cart, the 404) is the same components in the same
 * theme tokens, derived from the merchant's colours by a function whose contrast is tested for
 * 1835 colours in both schemes (app/lib/store/theme.contrast.test.ts, docs/decisions/015).
 */
const WHOLE_WALK_IN_DARK = new Set([
  "bella-napoli",
  "taqueria-el-guero",
  "sabor-da-casa",
  "sabor-da-casa-curitiba",
  "sabor-da-casa-salvador",
  "mercado-da-vila",
]);
type Scheme = (typeof SCHEMES)[number];
/** The open modal (components/Dialog.tsx): a dish, the pizza builder, a store notice. */
const DIALOG = "dialog.c-dialog[open]";

interface Finding {
  state: string;
  lines: string[];
}

/**
 * Runs axe on a page state and keeps its serious and critical violations. axe is JavaScript: with
 * JavaScript off (the js-off project) it runs on a copy of the page's DOM, as the server sent it
 * and the customer left it (no script tags), served at the same URL to a page of a second context
 * that allows scripts, with the same stylesheets and colour scheme. One copy page per test: each
 * later state replaces its whole <html>, so axe is put in it once (a test below checks that the
 * audit of a later state sees that state).
 */
function auditor(page: Page, browser: Browser, scheme: Scheme, findings: Finding[]) {
  let copies: BrowserContext | null = null;
  let copy: Page | null = null;
  /** `within`: a CSS selector of the part this state adds (a dialog), when the rest was audited already. */
  const audit = async (state: string, within?: string) => {
    let target = page;
    if (!test.info().project.use.javaScriptEnabled) {
      const url = page.url();
      const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
      if (!copy) {
        copies = await browser.newContext({ colorScheme: scheme, javaScriptEnabled: true });
        copy = await copies.newPage();
        await copy.route(url, (route) =>
          route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
        );
        await copy.goto(url);
      } else {
        // The next state replaces the copy's whole <html> (head and its stylesheets too) in the
        // same document: axe, put there once, stays (a document per state cost a page, a load and
        // axe's 500 KB source again, each time). The address follows the page's.
        await copy.evaluate(
          ({ html, url }) => {
            const next = new DOMParser().parseFromString(html, "text/html");
            history.replaceState(null, "", url);
            document.replaceChild(document.adoptNode(next.documentElement), document.documentElement);
          },
          { html, url },
        );
      }
      // The copy is styled as the page was: every stylesheet loaded, in the same scheme.
      await expect
        .poll(
          () =>
            copy!.evaluate(() =>
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
                (link) => link.sheet !== null,
              ),
            ),
          {
            message: `${state}: the copy's stylesheets loaded`,
          },
        )
        .toBe(true);
      await expect(copy.locator("body")).toHaveCSS(
        "background-color",
        scheme === "dark" ? "rgb(36, 36, 36)" : "rgb(255, 255, 255)",
      );
      target = copy;
    }
    if (within)
      await expect(target.locator(within).first(), `${state}: the part to audit is on the page`).toBeVisible();
    const lines = await blockingViolations(target, state, { within });
    if (lines.length > 0) findings.push({ state, lines });
  };
  return Object.assign(audit, { close: async () => copies?.close() });
}

type Audit = ReturnType<typeof auditor>;

const report = (findings: Finding[]) => findings.flatMap((finding) => finding.lines).join("\n");

/** The colour-mode cookie as the preferences form sets it (Remix cookie: base64 of the JSON value). */
async function useScheme(page: Page, scheme: Scheme, baseURL: string) {
  const value = encodeURIComponent(Buffer.from(JSON.stringify(scheme)).toString("base64"));
  await page
    .context()
    .addCookies([{ name: "color-scheme", value, url: baseURL, secure: true, httpOnly: true, sameSite: "Lax" }]);
}

const visible = (items: Item[]) => items.filter((item) => item.enabled).sort((a, b) => a.order - b.order);
const menuItems = (merchant: SeedMerchant) =>
  [...merchant.categories]
    .filter((category) => category.enabled && !category.redeemable)
    .sort((a, b) => a.order - b.order)
    .flatMap((category) => visible(category.items));
const required = (item: Item) => item.option_groups.filter((group) => group.min > 0);
/** A dish with a required choice (to see its refusal) if there is one, addable with one choice per required group. */
const dishOf = (merchant: SeedMerchant) => {
  const items = menuItems(merchant).filter((item) => item.available && required(item).length <= 1);
  const dish =
    items.find((item) => required(item).length === 1) ??
    items.find((item) => item.option_groups.length > 0) ??
    items[0];
  if (!dish) throw new Error(`${merchant.slug} has no dish to add`);
  return dish;
};

async function openMenu(page: Page, merchant: SeedMerchant, audit: Audit) {
  const path = `/${merchant.slug}`;
  await page.goto(path);
  const notice = page
    .getByRole("dialog")
    .filter({ has: page.getByRole("button", { name: /^(Ver cardápio|Ver menú|Browse the menu)$/ }) });
  if (await notice.isVisible()) {
    await audit("closed-store notice", DIALOG);
    await gotoStore(page, path);
  }
}

for (const merchant of demoMerchants) {
  for (const scheme of SCHEMES) {
    test.describe(`${merchant.slug}, ${scheme}`, () => {
      test.use({ colorScheme: scheme });

      test(`axe finds nothing serious on ${merchant.slug} in ${scheme}`, async ({
        page,
        browser,
        baseURL,
        javaScriptEnabled,
      }) => {
        // Without JavaScript only the markup differs (open <dialog>s, inert page, whole-page forms);
        // the colours are the same stylesheet the JS-on pass checks in both schemes. One scheme
        // keeps the suite's time in bounds.
        test.skip(
          !javaScriptEnabled && scheme === "light",
          "JS-off markup is audited in dark mode; both schemes with JS on",
        );
        // The Sabor da Casa stores are one menu design with the franchise's components: without
        // JavaScript two of them (an open one, and Recife, closed now, with its notice) audit that
        // markup; every store's own colours are audited with JavaScript, in both schemes.
        test.skip(
          !javaScriptEnabled && JS_OFF_SAME_MARKUP.has(merchant.slug),
          "the franchise's store markup is audited without JS on two of its stores",
        );
        test.setTimeout(90_000);
        // Without JavaScript the markup is what is audited: always the whole walk.
        const wholeWalk = !javaScriptEnabled || scheme === "light" || WHOLE_WALK_IN_DARK.has(merchant.slug);
        const findings: Finding[] = [];
        const audit = auditor(page, browser, scheme, findings);
        const finish = async () => {
          await audit.close();
          expect(findings.length, `serious or critical axe violations:\n${report(findings)}`).toBe(0);
        };
        await useScheme(page, scheme, baseURL!);
        const path = `/${merchant.slug}`;

        await openMenu(page, merchant, audit);
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
        await audit(merchant.type === "STORE" ? "menu" : "store list");

        if (wholeWalk) {
          await page.getByText(/^\W*(Preferências|Preferencias|Preferences)$/).click();
          await expect(page.getByRole("button", { name: "Português" })).toBeVisible();
          await audit("preferences open", ".c-preferences");
        }

        if (merchant.type === "STORE") {
          const dish = dishOf(merchant);
          await page.getByRole("link", { name: dish.name, exact: true }).first().click();
          const dialog = page.getByRole("dialog", { name: dish.name });
          await expect(dialog).toBeVisible();
          await audit(`item dialog (${dish.name})`, DIALOG);
          if (!wholeWalk) return finish();
          if (required(dish).length > 0) {
            // Sent without the required choice: the refusal, in the error colours.
            await dialog.getByRole("button", { name: /^(Adicionar|Agregar|Add)/ }).click();
            await expect(dialog.getByRole("alert").first()).toBeVisible();
            await audit(`item dialog refusal (${dish.name})`, DIALOG);
          }
          for (const group of required(dish)) {
            const first = group.options.filter((option) => option.enabled).sort((a, b) => a.order - b.order)[0]!;
            await dialog
              .getByRole(group.max === 1 ? "radio" : "checkbox", { name: new RegExp(`^${escape(first.name)}`) })
              .check();
          }
          await dialog.getByRole("button", { name: /^(Adicionar|Agregar|Add)/ }).click();
          await expect(dialog).toBeHidden();

          const pizza = merchant.categories
            .flatMap((category) => category.pizzas)
            .find((candidate) => candidate.enabled);
          if (pizza) {
            await page.getByRole("link", { name: pizza.name, exact: true }).first().click();
            const builder = page.getByRole("dialog", { name: pizza.name });
            const size = [...pizza.sizes].sort((a, b) => b.max_flavors - a.max_flavors)[0]!;
            const flavor = pizza.flavors.filter((candidate) => candidate.enabled).sort((a, b) => a.order - b.order)[0]!;
            await expect(page).toHaveURL(/step=1/);
            await audit("pizza step 1 (size)", DIALOG);
            await builder.getByRole("radio", { name: new RegExp(`^${escape(size.name)}`) }).check();
            await builder.getByRole("button", { name: /^(Continuar|Continue)/ }).click();
            await expect(page).toHaveURL(/step=2/);
            await audit("pizza step 2 (flavors)", DIALOG);
            await builder.getByRole("checkbox", { name: new RegExp(`^${escape(flavor.name)}`) }).check();
            await builder.getByRole("button", { name: /^(Continuar|Continue)/ }).click();
            await expect(page).toHaveURL(/step=3/);
            await audit("pizza step 3 (toppings)", DIALOG);
            await builder.getByRole("button", { name: /^(Continuar|Continue)/ }).click();
            await expect(page).toHaveURL(/step=4/);
            await audit("pizza step 4 (summary)", DIALOG);
          }

          await page.goto(`${path}/cart`);
          await expect(page.getByRole("heading", { name: dish.name })).toBeVisible();
          await audit("cart with a line");
        }

        const missing = await page.goto(`${path}/pagina-que-nao-existe`);
        expect(missing?.status()).toBe(404);
        await audit("404 under the merchant");
        await finish();
      });
    });
  }
}

for (const scheme of SCHEMES) {
  test.describe(`no merchant, ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    test(`axe finds nothing serious on the landing page and an unknown merchant's 404 in ${scheme}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const findings: Finding[] = [];
      const audit = auditor(page, browser, scheme, findings);
      await useScheme(page, scheme, baseURL!);
      await page.goto("/");
      await audit("landing");
      const missing = await page.goto("/loja-que-nao-existe");
      expect(missing?.status()).toBe(404);
      await audit("404 of an unknown merchant");
      await audit.close();
      expect(findings.length, `serious or critical axe violations:\n${report(findings)}`).toBe(0);
    });
  });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("the audit itself finds what it must: low contrast, an unlabelled field, inside the part asked for only", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe runs in a page with scripts (the js-off audits run it on a copy, above)");
  await page.setContent(
    `<main><p style="color:#bbb;background:#fff">Pouco contraste</p><dialog open><form><input name="x"></form></dialog></main>`,
  );
  const whole = await blockingViolations(page, "sample");
  expect(whole).toContainEqual(expect.stringMatching(/^sample: color-contrast \(serious\) p: /));
  expect(whole).toContainEqual(expect.stringMatching(/^sample: label \(critical\) input: /));
  expect(await blockingViolations(page, "sample", { within: "dialog" })).toEqual([
    expect.stringContaining("label (critical) input"),
  ]);
});

test.describe("the audit without JavaScript, dark", () => {
  test.use({ colorScheme: "dark" });
  test("the audit of pages without JavaScript finds what it must, state after state (its copy's first page and a later one)", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.skip(
      javaScriptEnabled,
      "the copy is how pages without JavaScript are audited (the JS-on audit's own test is above)",
    );
    const sample = (body: string) =>
      `<!doctype html><html lang="pt-BR"><head><title>Amostra</title></head><body style="background:rgb(36, 36, 36);color:#fff"><main>${body}</main></body></html>`;
    const samples: Record<string, string> = {
      "/a11y-sample-1": sample(`<p style="color:#333">Pouco contraste</p>`),
      "/a11y-sample-2": sample(`<form><input name="x"></form>`),
    };
    await page.route(/\/a11y-sample-\d$/, (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: samples[new URL(route.request().url()).pathname]!,
      }),
    );
    const findings: Finding[] = [];
    const audit = auditor(page, browser, "dark", findings);
    await page.goto("/a11y-sample-1");
    await audit("first");
    await page.goto("/a11y-sample-2");
    await audit("second");
    await audit.close();
    expect(findings).toEqual([
      { state: "first", lines: [expect.stringMatching(/^first: color-contrast \(serious\) p: /)] },
      { state: "second", lines: [expect.stringMatching(/^second: label \(critical\) input: /)] },
    ]);
  });
});
