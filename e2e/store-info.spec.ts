import { expect, type Page } from "@playwright/test";
import { NO_PAGE, RENDERED_ONLY, test, walkedWithoutJsBy } from "./support/test";
import type { SeedMerchant } from "../api/seed/types";
import { E2E_PORT } from "../playwright.config";
import { bySlug, demoMerchants, gotoStore } from "./demo";
import { hydrated } from "./support/hydration";
import { blockingViolations, WCAG_TAGS } from "./support/axe";

/*
 * The store's information pages (decision 028), with JavaScript on and off (the two
 * projects): every page of every demo merchant answers with its heading and the merchant's real
 * text, a page the merchant wrote no text for is the store's 404 and is linked nowhere; in the
 * browser, one merchant per interface language: the footer's links (current page marked), today's
 * opening hours highlighted, the merchant's texts in their own language, axe on the about page in
 * light and dark for a store with strong colours, and a custom domain.
 */

const PAGES = {
  about: "/about",
  contact: "/contact",
  terms: "/terms",
  cancellation: "/cancellation-policy",
  regret: "/regret-policy",
  privacy: "/privacy-policy",
  superapp: "/superapp",
} as const;
type PageKey = keyof typeof PAGES;

/** Each page's <h1> as a customer reads it, in the store's own language (no preference cookie). */
const HEADINGS: Record<"pt-BR" | "es", Record<PageKey, (name: string) => string>> = {
  "pt-BR": {
    about: (name) => `Sobre ${name}`,
    contact: () => "Fale conosco",
    terms: () => "Termos de uso",
    cancellation: () => "Política de cancelamento",
    regret: () => "Política de arrependimento",
    privacy: () => "Política de privacidade",
    superapp: () => "Nosso aplicativo",
  },
  es: {
    about: (name) => `Acerca de ${name}`,
    contact: () => "Contáctanos",
    terms: () => "Términos de uso",
    cancellation: () => "Política de cancelación",
    regret: () => "Derecho de retracto",
    privacy: () => "Política de privacidad",
    superapp: () => "Nuestra app",
  },
};
const NOT_FOUND = { "pt-BR": "Página não encontrada", es: "Página no encontrada" } as const;

const TEXT_FIELD = {
  terms: "terms_of_use",
  cancellation: "cancellation_policy",
  regret: "repentance_policy",
  privacy: "privacy_policy",
  superapp: "superapp_description",
} as const;

/** A piece of what the page must show, from the seed: the start of the merchant's text, its e-mail. */
function expectedText(merchant: SeedMerchant, key: PageKey): string | null {
  const info = merchant.general_informations;
  if (key === "about") return info.merchant.description.slice(0, 40);
  if (key === "contact") return info.contact.email;
  const text = info.terms_and_policies[TEXT_FIELD[key]];
  return text?.trim() ? text.trim().slice(0, 40) : null;
}

const unescapeHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The weekday it is now where the store is, as the page names it ("Quarta-feira", "Miércoles"). */
function todayAt(merchant: SeedMerchant, language: string): string {
  const name = new Intl.DateTimeFormat(language, {
    weekday: "long",
    timeZone: merchant.tropicalization.timezone,
  }).format(new Date());
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The colour-mode cookie as the preferences form sets it (Remix cookie: base64 of the JSON value). */
async function useCookie(page: Page, name: "color-scheme" | "lng", value: string) {
  const encoded = encodeURIComponent(Buffer.from(JSON.stringify(value)).toString("base64"));
  await page
    .context()
    .addCookies([
      { name, value: encoded, url: `http://localhost:${E2E_PORT}`, secure: true, httpOnly: true, sameSite: "Lax" },
    ]);
}

async function expectAccessible(page: Page, state: string) {
  expect(await blockingViolations(page, state, { tags: WCAG_TAGS })).toEqual([]);
}

test("every information page of every demo merchant shows its heading and real text; a page without text is the store's 404", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  // About 120 pages, each rendered whole: on a machine running two suites at once that is more
  // than one test's usual minute. A merchant's pages are asked for at once, as a browser would.
  test.setTimeout(180_000);
  let pagesSeen = 0;
  let absentSeen = 0;
  for (const merchant of demoMerchants) {
    const language = merchant.tropicalization.language as "pt-BR" | "es";
    const name = merchant.general_informations.merchant.name;
    const present = (Object.keys(PAGES) as PageKey[]).filter((key) => expectedText(merchant, key) !== null);
    const keys = Object.keys(PAGES) as PageKey[];
    const answers = await Promise.all(
      keys.map(async (key) => {
        const response = await request.get(`/${merchant.slug}${PAGES[key]}`);
        return { status: response.status(), html: unescapeHtml(await response.text()) };
      }),
    );
    for (const [index, key] of keys.entries()) {
      const path = `/${merchant.slug}${PAGES[key]}`;
      const { status, html } = answers[index]!;
      if (present.includes(key)) {
        pagesSeen += 1;
        expect(status, path).toBe(200);
        expect(html, path).toContain(`<h1>${HEADINGS[language][key](name)}</h1>`);
        expect(html, path).toContain(expectedText(merchant, key)!);
        expect(html, path).toMatch(
          new RegExp(`<title>[^<]*\\| ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</title>`),
        );
        // The footer links every page the store has, this one marked as the current page.
        for (const other of present) {
          const link = `<a href="/${merchant.slug}${PAGES[other]}"${other === key ? ' aria-current="page"' : ""}>`;
          expect(html, `${path} links ${other}`).toContain(link);
        }
      } else {
        absentSeen += 1;
        expect(status, path).toBe(404);
        // The store's frame: its bar and footer, its language.
        expect(html, path).toContain(`<h1>${NOT_FOUND[language]}</h1>`);
        expect(html, path).toContain('class="c-footer"');
        expect(html, path).toContain(name);
      }
      // No page links an absent one.
      for (const key of Object.keys(PAGES) as PageKey[]) {
        if (!present.includes(key))
          expect(html, `${path} links no ${key}`).not.toContain(`href="/${merchant.slug}${PAGES[key]}"`);
      }
      // The franchise's store list, for the franchise and its stores.
      const franchise = merchant.type === "FRANCHISE" ? merchant.slug : merchant.slug_franchise;
      if (franchise) expect(html, path).toContain(`href="/${franchise}/stores"`);
      else expect(html, path).not.toContain('/stores"');
    }
  }
  // The demo shows both: real pages, and pages a store does not have (taquería: no regret policy; no app outside Brazil).
  expect(pagesSeen).toBeGreaterThanOrEqual(60);
  expect(absentSeen).toBe(3);
});

test("pizzeria (pt-BR): from the footer to the about page, today's hours highlighted, then the terms by keyboard", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(
    !javaScriptEnabled,
    walkedWithoutJsBy("the language switch in platform.spec (the footer's pages are links)"),
  );
  const pizzeria = bySlug("bella-napoli");
  await gotoStore(page, "/bella-napoli");
  const footer = page.getByRole("contentinfo");
  const pages = footer.getByRole("navigation", { name: "Informações da loja" });
  await expect(pages.getByRole("link")).toHaveText([
    "Sobre a loja",
    "Fale conosco",
    "Termos de uso",
    "Política de cancelamento",
    "Política de arrependimento",
    "Política de privacidade",
    "Nosso aplicativo",
  ]);
  await hydrated(page.locator("#main"));
  await pages.getByRole("link", { name: "Sobre a loja" }).click();

  await expect(page).toHaveURL(/\/bella-napoli\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sobre Pizzaria Bella Napoli" })).toBeVisible();
  await expect(page).toHaveTitle("Sobre a loja | Pizzaria Bella Napoli");
  await expect(pages.getByRole("link", { name: "Sobre a loja" })).toHaveAttribute("aria-current", "page");
  const main = page.getByRole("main");
  await expect(main).toContainText(pizzeria.general_informations.merchant.description);
  await expect(main).toContainText("Avaliação média: 4,8 de 5");
  await expect(main.locator("address")).toContainText("Rua Treze de Maio, 847");
  await expect(main).toContainText("CNPJ");

  // The opening hours, Monday first, in São Paulo's time; today's row highlighted and said.
  const hours = page.getByRole("table", { name: "Horário de funcionamento" });
  const rows = hours.getByRole("row");
  await expect(rows).toHaveCount(7);
  await expect(rows.first().getByRole("rowheader")).toContainText("Segunda-feira");
  await expect(rows.first()).toContainText("Fechado");
  const friday = rows.filter({ has: page.getByRole("rowheader", { name: /^Sexta-feira/ }) });
  await expect(friday.getByRole("listitem")).toHaveText(["11:00 às 14:30", "18:00 às 01:00"]);
  const today = hours.locator('tr[aria-current="date"]');
  await expect(today).toHaveCount(1);
  const todayName = todayAt(pizzeria, "pt-BR");
  await expect(today.getByRole("rowheader")).toHaveText(`${todayName} Hoje`);
  const background = (row: typeof today) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(today)).not.toBe(await background(hours.locator("tr:not([aria-current])").first()));

  // By keyboard to the terms: the footer follows, with JavaScript without a new document.
  const terms = pages.getByRole("link", { name: "Termos de uso" });
  await terms.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bella-napoli\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Termos de uso" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Ao fazer um pedido pelo site da Pizzaria Bella Napoli");
  await expect(page.getByRole("main")).toContainText("Responsável: Bella Napoli Pizzaria e Esfiharia Ltda., CNPJ");
  await expect(pages.getByRole("link", { name: "Termos de uso" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Sobre a loja" })).not.toHaveAttribute("aria-current");

  // The superapp page lists the app stores; back to the store, no link is current any more.
  await pages.getByRole("link", { name: "Nosso aplicativo" }).click();
  await expect(page.getByRole("link", { name: "Baixar na App Store" })).toHaveAttribute(
    "href",
    pizzeria.smart_banner.link_apple_store!,
  );
  await page.getByRole("link", { name: "Voltar à loja" }).click();
  await expect(page).toHaveURL(/\/bella-napoli$/);
  await expect(pages.locator("[aria-current]")).toHaveCount(0);
});

test("burger store (es, strong colours): the about page passes axe in light and dark; a missing page is its 404", async ({
  page,
}) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  const burgers = bySlug("la-brasa-burger");
  for (const scheme of ["light", "dark"] as const) {
    await useCookie(page, "color-scheme", scheme);
    await page.goto("/la-brasa-burger/about");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    await expect(page.getByRole("heading", { level: 1, name: "Acerca de La Brasa Burger" })).toBeVisible();
    await expect(page.locator('tr[aria-current="date"] th')).toHaveText(`${todayAt(burgers, "es")} Hoy`);
    await expect(page.getByRole("main")).toContainText("Hora local de Medellín");
    await expect(page.getByRole("main")).toContainText("NIT");
    if (jsOn) await expectAccessible(page, `about, ${scheme}`);
  }

  // No app outside Brazil: no link, and its address is the store's 404 in its frame.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Nuestra app" })).toHaveCount(0);
  const response = await page.goto("/la-brasa-burger/superapp");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("La Brasa Burger");
  await expect(footer.getByRole("navigation", { name: "Información de la tienda" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Contáctanos" })).toBeVisible();
});

test("taquería read in English: the merchant's texts keep their Spanish, contact shows every way to reach it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const taqueria = bySlug("taqueria-el-guero");
  await useCookie(page, "lng", "en");
  await page.goto("/taqueria-el-guero/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(page.locator(".c-store-info__text")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("main")).toContainText("Ley Federal de Protección de Datos Personales");
  await expect(page).toHaveTitle("Privacy policy | Taquería El Güero");

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const main = page.getByRole("main");
  const { contact } = taqueria.general_informations;
  // The phone with its country code, WhatsApp as a link to the chat.
  await expect(main.locator(`a[href="tel:+${contact.phone_ddi}${contact.phone}"]`)).toHaveText(/^\+52 55 \d{4} \d{4}$/);
  await expect(main.locator(`a[href="https://wa.me/${contact.whatsapp}"]`)).toHaveText(/^\+52 /);
  await expect(main.getByRole("link", { name: contact.email! })).toHaveAttribute("href", `mailto:${contact.email}`);
  await expect(main.getByRole("link", { name: "X (Twitter) · @elguerotacos" })).toHaveAttribute(
    "href",
    "https://x.com/elguerotacos",
  );
  // No regret policy written: linked nowhere.
  await expect(page.getByRole("link", { name: "Right of withdrawal" })).toHaveCount(0);
});

test("a custom domain serves the pages at /{page}, its links without the slug", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const host = bySlug("bella-napoli").custom_domains[0]!;
  const response = await page.goto(`http://${host}:${E2E_PORT}/cancellation-policy`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Política de cancelamento" })).toBeVisible();
  const pages = page.getByRole("contentinfo").getByRole("navigation", { name: "Informações da loja" });
  await expect(pages.getByRole("link", { name: "Política de cancelamento" })).toHaveAttribute(
    "href",
    "/cancellation-policy",
  );
  await expect(pages.getByRole("link", { name: "Política de cancelamento" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Sobre a loja" })).toHaveAttribute("href", "/about");
});
