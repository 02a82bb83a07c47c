import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  analyticsSettingsResponseSchema,
  generalInformationsResponseSchema,
  settingsChangesResponseSchema,
  settingsWriteResponseSchema,
  socialLoginSettingsResponseSchema,
} from "../../contract";
import {
  type ContactRequest,
  contactResponseSchema,
  informationPagesResponseSchema,
  type IntegrationsRequest,
  integrationsResponseSchema,
  RICH_TEXT_MAX,
  SETTINGS_PAGES_ERRORS,
} from "../../contract/console-settings-pages";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { staffToken } from "./console-fixtures";
import { OTHER_OWNER_EMAIL, OWNER_NAME, STAFF_EMAIL, ownerToken, seedMenuShops } from "./console-menu-fixtures";
import { accessTokenFor, call, expectError, getWithToken, send } from "./helpers";
import { SHOP, json, shop, visitorToken } from "./orders-fixtures";

/*
 * The owner's information pages, contact and integrations (decision 106): every member reads them,
 * only the owner writes them; each write one batch with its trail row and the settings version.
 */

const SETTINGS = `/console/${SHOP}/settings`;

beforeAll(seedMenuShops);

const settingsVersion = async () =>
  (await env.DB.prepare("SELECT settings_version FROM merchants WHERE id = ?1")
    .bind(shop.id)
    .first<number>("settings_version"))!;

const changeCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM settings_changes WHERE merchant_id = ?1")
    .bind(shop.id)
    .first<number>("n"))!;

async function written(response: Response) {
  return (await json(response, 200, (body) => settingsWriteResponseSchema.parse(body))).data;
}

async function latestChange(token: string) {
  const page = await json(await getWithToken(`${SETTINGS}/changes`, token), 200, (body) =>
    settingsChangesResponseSchema.parse(body),
  );
  return page.data.changes[0]!;
}

/** What a customer's storefront reads, as a new visitor. */
async function customerRead<T>(path: string, parse: (body: unknown) => T): Promise<T> {
  return json(await getWithToken(`/${SHOP}/${path}`, await accessTokenFor(SHOP)), 200, parse);
}
const customerInformations = async () =>
  (await customerRead("general_informations", (body) => generalInformationsResponseSchema.parse(body))).data;

const contact = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  visible: true,
  phone: "(11) 3142-0857",
  email: "oi@carrinho.test",
  whatsapp: "+55 11 97442-0857",
  whatsapp_visible: true,
  website: "https://carrinho.test",
  link_faq: null,
  address: {
    visible: true,
    street: "Rua Augusta",
    number: "100",
    complement: null,
    neighborhood: "Consolação",
    city: "São Paulo",
    state: "SP",
    zip_code: "01304-000",
    reference_point: null,
  },
  social: {
    instagram: "https://www.instagram.com/carrinho",
    facebook: null,
    tiktok: "https://www.tiktok.com/@carrinho",
    twitter: null,
    youtube: null,
  },
  ...overrides,
});

const integrations = (overrides: Partial<IntegrationsRequest> = {}): IntegrationsRequest => ({
  ga4: ["g-carrinho01"],
  facebook: [
    {
      facebook_pixel_id: "123456789012345",
      facebook_api_conversion_enabled: true,
      add_payment_info: false,
      add_to_cart: true,
      initiate_checkout: false,
      lead: false,
      purchase: true,
      remove_from_cart: false,
      view_content: false,
    },
  ],
  social_login: {
    google: { enabled: true, client_id: "1234567890-abcdefghij0123456789.apps.googleusercontent.com" },
    facebook: { enabled: false, client_id: null },
    apple: { enabled: true, client_id: "test.carrinho.web" },
  },
  ...overrides,
});

describe("who may change the pages, the contact and the integrations", () => {
  it("refuses staff and another store's owner (403), a customer, a visitor and no login (401), writing nothing", async () => {
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "pages@cardapio.test" }));
    const writes: [string, unknown][] = [
      ["/pages/terms_of_use", { text: "Intruso" }],
      ["/contact", contact({ email: "intruso@carrinho.test" })],
      ["/integrations", integrations()],
    ];
    const version = await settingsVersion();
    const count = await changeCount();
    for (const [path, body] of writes) {
      await expectError(await send("PUT", `${SETTINGS}${path}`, staff, body), 403, "FORBIDDEN");
      await expectError(await send("PUT", `${SETTINGS}${path}`, otherOwner, body), 403, "FORBIDDEN");
      await expectError(await send("PUT", `${SETTINGS}${path}`, customer, body), 401, "UNAUTHORIZED");
      await expectError(await send("PUT", `${SETTINGS}${path}`, await visitorToken(), body), 401, "UNAUTHORIZED");
      await expectError(
        await call(`${SETTINGS}${path}`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        401,
        "UNAUTHORIZED",
      );
    }
    for (const path of ["/pages", "/contact", "/integrations"]) {
      await expectError(await send("GET", `${SETTINGS}${path}`, customer), 401, "UNAUTHORIZED");
      await expectError(await send("GET", `${SETTINGS}${path}`, otherOwner), 403, "FORBIDDEN");
    }
    expect(await settingsVersion()).toBe(version);
    expect(await changeCount()).toBe(count);
  });

  it("lets staff read each of them", async () => {
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    await json(await getWithToken(`${SETTINGS}/pages`, staff), 200, (body) =>
      informationPagesResponseSchema.parse(body),
    );
    await json(await getWithToken(`${SETTINGS}/contact`, staff), 200, (body) => contactResponseSchema.parse(body));
    await json(await getWithToken(`${SETTINGS}/integrations`, staff), 200, (body) =>
      integrationsResponseSchema.parse(body),
    );
  });
});

describe("the information pages", () => {
  it("keeps the owner's Markdown without script, event handlers, javascript: links, iframes, styles and images", async () => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    const typed = [
      "Somos o **Carrinho** desde 1998.",
      "<script>alert('x')</script>",
      'Veja <img src="x" onerror="alert(1)"> [o cardápio](javascript:alert(1)) e [o site](https://carrinho.test).',
      '<iframe src="https://evil.test"></iframe>',
      "<style>body { display: none }</style>",
      "![pixel](https://tracker.test/p.gif)",
    ].join("\n\n");
    const write = await written(await send("PUT", `${SETTINGS}/pages/about_us`, owner, { text: typed }));
    expect(write.version).toBe(version + 1);
    expect(await settingsVersion()).toBe(version + 1);

    const stored = (await customerInformations()).terms_and_policies.about_us!;
    expect(stored).toContain("Somos o **Carrinho** desde 1998.");
    expect(stored).toContain("[o site](https://carrinho.test)");
    expect(stored).toContain("o cardápio");
    for (const gone of ["<script", "alert(", "onerror", "javascript:", "<iframe", "<style", "<img", "tracker.test"])
      expect(stored).not.toContain(gone);

    const change = await latestChange(owner);
    expect(change).toMatchObject({ section: "pages", action: "update", name: "about_us", staff_name: OWNER_NAME });
    expect(change.changes).toEqual([{ field: "text", from: null, to: stored }]);

    const read = await json(await getWithToken(`${SETTINGS}/pages`, owner), 200, (body) =>
      informationPagesResponseSchema.parse(body),
    );
    expect(read.data.pages.about_us).toBe(stored);
    expect(read.data.version).toBe(version + 1);
  });

  it("removes a page written blank, and records nothing when the text is the same", async () => {
    const owner = await ownerToken();
    await written(await send("PUT", `${SETTINGS}/pages/privacy_policy`, owner, { text: "Seus dados são seus." }));
    expect((await customerInformations()).terms_and_policies.privacy_policy).toBe("Seus dados são seus.");
    const count = await changeCount();
    const same = await written(
      await send("PUT", `${SETTINGS}/pages/privacy_policy`, owner, { text: "Seus dados são seus." }),
    );
    expect(same.version).toBe(await settingsVersion());
    expect(await changeCount()).toBe(count);

    await written(await send("PUT", `${SETTINGS}/pages/privacy_policy`, owner, { text: "  \n " }));
    expect((await customerInformations()).terms_and_policies.privacy_policy).toBeNull();
    // A text of nothing but a script is no page either.
    await written(await send("PUT", `${SETTINGS}/pages/terms_of_use`, owner, { text: "<script>alert(1)</script>" }));
    expect((await customerInformations()).terms_and_policies.terms_of_use).toBeNull();
  });

  it("refuses a text over the bound and a page it does not know", async () => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    const long = await expectError(
      await send("PUT", `${SETTINGS}/pages/terms_of_use`, owner, { text: "a".repeat(RICH_TEXT_MAX + 1) }),
      400,
      "VALIDATION_ERROR",
    );
    expect(long.errors).toEqual([{ field: "text", message: SETTINGS_PAGES_ERRORS.tooLong }]);
    await expectError(
      await send("PUT", `${SETTINGS}/pages/recipes`, owner, { text: "Segredo" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await settingsVersion()).toBe(version);
  });
});

describe("the contact", () => {
  it("writes phones read in the store's country, the address and the social links, and customers read them", async () => {
    const owner = await ownerToken();
    const before = await customerInformations();
    const version = await settingsVersion();
    await written(await send("PUT", `${SETTINGS}/contact`, owner, contact()));
    expect(await settingsVersion()).toBe(version + 1);

    const info = await customerInformations();
    expect(info.contact).toMatchObject({
      visible: true,
      phone_ddi: "55",
      phone: "1131420857",
      whatsapp: "5511974420857",
      whatsapp_visible: true,
      email: "oi@carrinho.test",
      website: "https://carrinho.test",
    });
    expect(info.address).toMatchObject({ street: "Rua Augusta", number: "100", city: "São Paulo" });
    // The map point is not this form's: it stays.
    expect([info.address.latitude, info.address.longitude]).toEqual([
      before.address.latitude,
      before.address.longitude,
    ]);
    expect(info.social_medias.instagram).toEqual({ name: "@carrinho", link: "https://www.instagram.com/carrinho" });
    expect(info.social_medias.tiktok).toEqual({ name: "@carrinho", link: "https://www.tiktok.com/@carrinho" });

    const change = await latestChange(owner);
    expect(change).toMatchObject({ section: "contact", action: "update", name: "contact" });
    expect(change.changes).toContainEqual({
      field: "contact.whatsapp",
      from: before.contact.whatsapp,
      to: "5511974420857",
    });

    const read = await json(await getWithToken(`${SETTINGS}/contact`, owner), 200, (body) =>
      contactResponseSchema.parse(body),
    );
    expect(read.data).toMatchObject({ phone: "+551131420857", whatsapp: "+5511974420857" });
  });

  it("refuses a phone that is no number, a bad e-mail and a link that is not http(s), each on its field", async () => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    const phone = await expectError(
      await send("PUT", `${SETTINGS}/contact`, owner, contact({ phone: "123", whatsapp: "9999" })),
      422,
      "VALIDATION_ERROR",
    );
    expect(phone.errors).toEqual([
      { field: "phone", message: SETTINGS_PAGES_ERRORS.phoneInvalid },
      { field: "whatsapp", message: SETTINGS_PAGES_ERRORS.phoneInvalid },
    ]);
    const fields = await expectError(
      await send(
        "PUT",
        `${SETTINGS}/contact`,
        owner,
        contact({
          email: "not-an-email",
          website: "javascript:alert(1)",
          social: { ...contact().social, facebook: "ftp://facebook.com/x" },
        }),
      ),
      400,
      "VALIDATION_ERROR",
    );
    expect(fields.errors).toEqual(
      expect.arrayContaining([
        { field: "email", message: SETTINGS_PAGES_ERRORS.emailInvalid },
        { field: "website", message: SETTINGS_PAGES_ERRORS.linkInvalid },
        { field: "social.facebook", message: SETTINGS_PAGES_ERRORS.linkInvalid },
      ]),
    );
    await expectError(
      await send("PUT", `${SETTINGS}/contact`, owner, contact({ email: `${"a".repeat(200)}@x.test` })),
      400,
      "VALIDATION_ERROR",
    );
    expect(await settingsVersion()).toBe(version);
  });
});

describe("the integrations", () => {
  it("writes the analytics ids and the client ids, and customers read them", async () => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    await written(await send("PUT", `${SETTINGS}/integrations`, owner, integrations()));
    expect(await settingsVersion()).toBe(version + 1);

    const analytics = (await customerRead("analytics_settings", (body) => analyticsSettingsResponseSchema.parse(body)))
      .data;
    expect(analytics.ga4).toEqual([{ google_analytics_id: "G-CARRINHO01" }]);
    expect(analytics.facebook[0]).toMatchObject({ facebook_pixel_id: "123456789012345", purchase: true });
    const login = (await customerRead("social_login_settings", (body) => socialLoginSettingsResponseSchema.parse(body)))
      .data;
    expect(login.google).toMatchObject({
      enabled: true,
      client_id: "1234567890-abcdefghij0123456789.apps.googleusercontent.com",
    });
    expect(login.apple).toEqual({ enabled: true, client_id: "test.carrinho.web" });
    const names = (
      await json(await getWithToken(`${SETTINGS}/changes`, owner), 200, (body) =>
        settingsChangesResponseSchema.parse(body),
      )
    ).data.changes
      .filter((change) => change.section === "integrations")
      .map((change) => change.name);
    expect(names.sort()).toEqual(["analytics", "social_login"]);
  });

  it("refuses ids in the wrong format, a pasted secret and any secret field, each on its field", async () => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    const refusal = await expectError(
      await send(
        "PUT",
        `${SETTINGS}/integrations`,
        owner,
        integrations({
          ga4: ["UA-12345-1"],
          facebook: [{ ...integrations().facebook[0]!, facebook_pixel_id: "12ab" }],
          social_login: {
            google: { enabled: true, client_id: "GOCSPX-abcdefghijklmnopqrstuvwx" },
            facebook: { enabled: true, client_id: "my app" },
            apple: { enabled: false, client_id: null },
          },
        }),
      ),
      400,
      "VALIDATION_ERROR",
    );
    expect(refusal.errors).toEqual(
      expect.arrayContaining([
        { field: "ga4.0", message: SETTINGS_PAGES_ERRORS.ga4Invalid },
        { field: "facebook.0.facebook_pixel_id", message: SETTINGS_PAGES_ERRORS.pixelInvalid },
        { field: "social_login.google.client_id", message: SETTINGS_PAGES_ERRORS.secretPasted },
        { field: "social_login.facebook.client_id", message: SETTINGS_PAGES_ERRORS.clientIdInvalid },
      ]),
    );
    const secret = integrations();
    await expectError(
      await send("PUT", `${SETTINGS}/integrations`, owner, {
        ...secret,
        social_login: { ...secret.social_login, google: { ...secret.social_login.google, client_secret: "s3cret" } },
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await send("PUT", `${SETTINGS}/integrations`, owner, integrations({ ga4: ["G-AAAA1", "G-AAAA2", "G-AAAA3"] })),
      400,
      "VALIDATION_ERROR",
    );
    expect(await settingsVersion()).toBe(version);
    const stored = await env.DB.prepare("SELECT social_login_settings FROM merchants WHERE id = ?1")
      .bind(shop.id)
      .first<string>("social_login_settings");
    expect(stored ?? "").not.toContain("GOCSPX");
    expect(stored ?? "").not.toContain("s3cret");
  });
});
