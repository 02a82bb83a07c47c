import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import es from "../../locales/es/common.json";
import ptBR from "../../locales/pt-BR/common.json";
import { customerPlaceStatements } from "../seed/data/customer-places";
import { laBrasaBurger } from "../seed/data/la-brasa-burger";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { accessTokenFor, call, expectError, seed } from "./helpers";

const APP = "sandbox_bella-napoli";
const RETURN = "/bella-napoli/profile/cards/new";
const CANCEL = "/bella-napoli/profile/cards";

beforeAll(async () => {
  await seed([bellaNapoli, laBrasaBurger]);
  // The demo card settings (bella-napoli takes every brand but AMEX), without customers.
  const settings = customerPlaceStatements([], [bellaNapoli, laBrasaBurger]);
  await env.DB.batch(settings.map((statement) => env.DB.prepare(statement)));
});

const pageQuery = (overrides: Record<string, string | null> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({
    app_id: APP,
    return_url: RETURN,
    cancel_url: CANCEL,
    locale: "pt-BR",
    ...overrides,
  })) {
    if (value !== null) params.set(key, value);
  }
  return params.toString();
};

const getPage = (overrides: Record<string, string | null> = {}) => call(`/provider/cards?${pageQuery(overrides)}`);

const validCard = {
  card_number: "4111 1111 1111 1111",
  holder_name: "ANA SOUZA",
  expiry: "12/2031",
  cvv: "123",
  holder_document: "529.982.247-25",
};

/** A form post to the provider, as the hosted page's form sends it. */
const postCard = (fields: Record<string, string>, overrides: Record<string, string> = {}) =>
  call("/provider/cards", {
    method: "POST",
    // As a browser would get it: the 303 itself, not the page it points at.
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      app_id: APP,
      return_url: RETURN,
      cancel_url: CANCEL,
      locale: "pt-BR",
      ...overrides,
      ...fields,
    }).toString(),
  });

describe("GET /provider/cards", () => {
  it.each([
    ["pt-BR", ptBR],
    ["es", es],
    ["en", en],
  ] as const)(
    "renders the card form in %s, saying it is the sandbox and listing the test cards",
    async (locale, texts) => {
      const response = await getPage({ locale });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/style-src 'nonce-[^']+'/);
      expect(csp).toMatch(/form-action 'self'/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const page = await response.text();
      expect(page).toContain(`<html lang="${locale}">`);
      expect(page).toContain(`<h1>${texts.provider.pageTitle}</h1>`);
      expect(page).toContain(texts.provider.sandboxNotice.replaceAll("'", "&#39;"));
      for (const number of ["4111 1111 1111 1111", "5555 5555 5555 4444", "6363 6800 0000 0007", "4000 0000 0000 0002"])
        expect(page).toContain(number);
      // Labelled fields with the card autocomplete tokens, numeric keyboards where they help.
      for (const [name, autocomplete] of [
        ["card_number", "cc-number"],
        ["holder_name", "cc-name"],
        ["expiry", "cc-exp"],
        ["cvv", "cc-csc"],
      ]) {
        expect(page).toContain(`<label for="field-${name}">`);
        expect(page).toMatch(new RegExp(`<input id="field-${name}" name="${name}"[^>]*autocomplete="${autocomplete}"`));
      }
      expect(page).toMatch(/<input id="field-card_number"[^>]*inputmode="numeric"/);
      expect(page).toContain(
        `<label for="field-holder_document">${texts.provider.document.replaceAll("'", "&#39;")}</label>`,
      );
      // No script and nothing loaded from elsewhere.
      expect(page).not.toMatch(/<script|<link|src=|https?:\/\//);
      expect(page).toContain(`<a class="cancel" href="${CANCEL}">`);
    },
  );

  it("lists a test card of a brand the store does not take as not accepted", async () => {
    const pizzeria = await (await getPage()).text();
    expect(pizzeria).toContain(
      `<code>3782 822463 10005</code> ${ptBR.provider.testCardNotAccepted.replace("{{brand}}", "American Express")}`,
    );
    expect(pizzeria).toContain(
      `<code>4111 1111 1111 1111</code> ${ptBR.provider.testCardApproved.replace("{{brand}}", "Visa")}`,
    );
    const burgers = await (await getPage({ app_id: "sandbox_la-brasa-burger", locale: "es" })).text();
    expect(burgers).toContain(
      `<code>3782 822463 10005</code> ${es.provider.testCardApproved.replace("{{brand}}", "American Express")}`,
    );
    expect(burgers).toContain(
      `<code>6363 6800 0000 0007</code> ${es.provider.testCardNotAccepted.replace("{{brand}}", "Elo")}`,
    );
  });

  it("takes the merchant's language when no locale is asked", async () => {
    const page = await (await getPage({ locale: null, app_id: "sandbox_la-brasa-burger" })).text();
    expect(page).toContain('<html lang="es">');
  });

  it("answers a 400 page for a return or cancel URL that is not a path of this site, and for an unknown app", async () => {
    const links: Record<string, string | null>[] = [
      { return_url: "https://evil.example/steal" },
      { return_url: "//evil.example/steal" },
      { return_url: "/\\evil.example" },
      { return_url: "javascript:alert(1)" },
      { return_url: null },
      { cancel_url: "https://evil.example" },
      { app_id: "sandbox_nao-existe" },
      { app_id: "bella-napoli" },
      { app_id: null },
    ];
    for (const overrides of links) {
      const response = await getPage(overrides);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const page = await response.text();
      expect(page).toContain(ptBR.provider.badRequestTitle);
      expect(page).not.toContain("evil.example");
    }
  });

  it("never writes the URLs it is given unescaped", async () => {
    const sneaky = '/bella-napoli/x"><script>alert(1)</script>';
    const page = await (await getPage({ return_url: sneaky, cancel_url: sneaky })).text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&quot;&gt;&lt;script&gt;");
  });
});

describe("POST /provider/cards", () => {
  it("answers 303 to return_url with a card token, storing brand, last four and expiry but never the number or CVV", async () => {
    const response = await postCard(validCard);
    expect(response.status, await response.clone().text()).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(
      new RegExp(`^${RETURN}\\?card_token=tok_sandbox_[0-9a-f]{48}&brand=VISA&last_four_digits=1111$`),
    );
    const rows = await env.DB.prepare("SELECT * FROM provider_tokens").all();
    const stored = JSON.stringify(rows.results);
    expect(rows.results).toContainEqual(
      expect.objectContaining({
        app_id: APP,
        brand: "VISA",
        last_four_digits: "1111",
        exp_month: 12,
        exp_year: 2031,
        holder_name: "ANA SOUZA",
        used_at: null,
      }),
    );
    expect(stored).not.toMatch(/4111111111111111|4111 1111|"123"|52998224725/);
    // Only the token's hash is kept.
    expect(stored).not.toContain(new URL(location, "https://shop.test").searchParams.get("card_token"));
  });

  it("adds the token to a return_url that already has a query, and marks the declined test card", async () => {
    const response = await postCard(
      { ...validCard, card_number: "4000000000000002" },
      { return_url: `${RETURN}?nickname=x#top` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      new RegExp(
        `^${RETURN.replaceAll("/", "\\/")}\\?nickname=x&card_token=tok_sandbox_[0-9a-f]+&brand=VISA&last_four_digits=0002#top$`,
      ),
    );
    const row = await env.DB.prepare("SELECT behaviour FROM provider_tokens WHERE last_four_digits = '0002'").first<{
      behaviour: string;
    }>();
    expect(row?.behaviour).toBe("DECLINE");
  });

  it("refuses a bad card with a message on each field, keeping what was typed except number and CVV", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM provider_tokens").first<{ n: number }>();
    const response = await postCard({
      card_number: "4111 1111 1111 1112",
      holder_name: "Ana <b>Souza</b>",
      expiry: "13/2031",
      cvv: "12",
      holder_document: "",
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(ptBR.validation.cardNumberInvalid);
    expect(page).toContain(ptBR.validation.expiryInvalid);
    expect(page).toContain(ptBR.validation.cvvInvalid);
    expect(page).toContain(ptBR.validation.required);
    expect(page).toContain('role="alert"');
    // Each error is tied to its field, and the first invalid field takes the focus.
    expect(page).toMatch(
      /<input id="field-card_number"[^>]*aria-describedby="field-card_number-error"[^>]*aria-invalid="true" autofocus>/,
    );
    expect(page).toMatch(/<input id="field-cvv"[^>]*aria-describedby="field-cvv-hint field-cvv-error"/);
    // The name comes back (escaped), the number and CVV do not.
    expect(page).toContain('value="Ana &lt;b&gt;Souza&lt;/b&gt;"');
    expect(page).toContain('value="13/2031"');
    expect(page).not.toContain("4111 1111 1111 1112");
    expect(page).toMatch(/<input id="field-cvv"[^>]*value=""/);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM provider_tokens").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("speaks the page's language and refuses a brand the store does not take or an expired card", async () => {
    const amex = await postCard({ ...validCard, card_number: "3782 822463 10005" }, { locale: "es" });
    expect(amex.status).toBe(422);
    const amexPage = await amex.text();
    expect(amexPage).toContain(es.validation.cardBrandNotAccepted);
    expect(amexPage).toContain('<html lang="es">');
    const expired = await postCard({ ...validCard, expiry: "01/2020" }, { locale: "en" });
    expect(expired.status).toBe(422);
    expect(await expired.text()).toContain(en.validation.cardExpired);
    // la-brasa-burger takes AMEX.
    const taken = await postCard(
      { ...validCard, card_number: "3782 822463 10005" },
      { app_id: "sandbox_la-brasa-burger" },
    );
    expect(taken.status).toBe(303);
  });

  it("answers the 400 page to a post whose return URL was tampered with", async () => {
    const response = await postCard(validCard, { return_url: "https://evil.example/" });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });

  it("lets form posts through only under /provider/: the API's own routes still want JSON", async () => {
    const token = await accessTokenFor(bellaNapoli.slug);
    const response = await call(`/${bellaNapoli.slug}/carts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      body: "cart=1",
    });
    await expectError(response, 415, "UNSUPPORTED_MEDIA_TYPE");
  });
});
