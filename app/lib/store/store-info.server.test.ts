import { describe, expect, it } from "vitest";
import type { GeneralInformations } from "../../../contract";
import type { MerchantBootstrap } from "./merchant.server";
import {
  companyFrom,
  contactFrom,
  displayPhone,
  excerpt,
  footerFrom,
  storeFooterFrom,
  franchiseSlugOf,
  pageText,
  policyOwnerFrom,
  socialFrom,
  storeInfoPages,
} from "./store-info.server";

describe("displayPhone", () => {
  it.each([
    ["5511987654321", "national", "(11) 98765-4321"],
    ["5511987654321", "international", "+55 11 98765 4321"],
    ["573001234567", "international", "+57 300 1234567"],
    ["525512345678", "national", "55 1234 5678"],
    ["5512", "national", "5512"],
  ] as const)("%s %s -> %s", (digits, style, expected) => {
    expect(displayPhone(digits, style)).toBe(expected);
  });
});

/** A store that filled everything in; each test takes away what it needs absent. */
function info(): GeneralInformations {
  return {
    address: {
      visible: true,
      street: "Rua Treze de Maio",
      number: "847",
      neighborhood: "Bela Vista",
      complement: null,
      city: "São Paulo",
      zip_code: "01327-000",
      state: "SP",
      latitude: -23.5603,
      longitude: -46.6449,
      reference_point: "Perto da Igreja da Achiropita",
    },
    contact: {
      email: "contato@loja.com.br",
      website: "https://www.loja.com.br/",
      visible: true,
      link_faq: "https://www.loja.com.br/faq",
      phone: "1131420857",
      phone_ddi: "55",
      whatsapp: "5511974420857",
      whatsapp_visible: true,
    },
    merchant: {
      cnpj: "18.234.567/0002-10",
      corporate_name: "Loja Ltda.",
      name: "Loja",
      average_rating: 4.8,
      description: "Pizza no forno a lenha.",
      policy_cnpj: "18.234.567/0001-39",
      last_mile: false,
    },
    social_medias: {
      facebook: { name: "Loja", link: "https://www.facebook.com/loja" },
      instagram: { name: "@loja", link: "https://www.instagram.com/loja" },
      twitter: null,
      youtube: null,
    },
    terms_and_policies: {
      terms_of_use: "Termos.",
      cancellation_policy: "Cancelamento.",
      repentance_policy: "Arrependimento.",
      privacy_policy: "Privacidade.",
      superapp_description: "Nosso app.",
    },
  };
}

function bootstrap(overrides: Partial<MerchantBootstrap> = {}): MerchantBootstrap {
  return {
    slug: "loja",
    customDomain: false,
    accessToken: "t",
    slugType: { type: "STORE", slug_franchise: null },
    stylizations: null,
    generalSettings: null,
    generalInformations: info(),
    tropicalization: { country_code: "BRA", language: "pt-BR", currency: "BRL", timezone: "America/Sao_Paulo" },
    analyticsSettings: null,
    ...overrides,
  };
}

describe("storeInfoPages: which pages a store has", () => {
  it("has every page, in the footer's order, when the merchant filled everything", () => {
    expect(storeInfoPages(info())).toEqual([
      "about",
      "contact",
      "terms",
      "cancellation",
      "regret",
      "privacy",
      "superapp",
    ]);
  });

  it("leaves out a text page whose text is missing or blank", () => {
    const filled = info();
    filled.terms_and_policies = {
      terms_of_use: null,
      cancellation_policy: "  \n ",
      repentance_policy: "",
      privacy_policy: "Privacidade.",
      superapp_description: null,
    };
    expect(storeInfoPages(filled)).toEqual(["about", "contact", "privacy"]);
    expect(pageText(filled, "cancellation")).toBeNull();
    expect(pageText(filled, "privacy")).toBe("Privacidade.");
  });

  it("has a contact page while there is one way to reach the store, and none without any", () => {
    const hidden = info();
    hidden.contact.visible = false;
    // WhatsApp has its own visibility, and social networks count.
    expect(storeInfoPages(hidden)).toContain("contact");
    hidden.contact.whatsapp_visible = false;
    expect(storeInfoPages(hidden)).toContain("contact");
    hidden.social_medias = { facebook: null, instagram: null, twitter: null, youtube: null };
    expect(storeInfoPages(hidden)).not.toContain("contact");
    hidden.social_medias.tiktok = { name: "@bellanapoli", link: "https://www.tiktok.com/@bellanapoli" };
    expect(storeInfoPages(hidden)).toContain("contact");
    expect(socialFrom(hidden)).toEqual([
      { network: "tiktok", name: "@bellanapoli", link: "https://www.tiktok.com/@bellanapoli" },
    ]);
    // About is always there: the name, address and opening hours.
    expect(storeInfoPages(hidden)[0]).toBe("about");
  });
});

describe("contactFrom", () => {
  it("shows the phone with its country code, WhatsApp as a wa.me link, e-mail, website and FAQ", () => {
    expect(contactFrom(info())).toEqual({
      phone: { national: "(11) 3142-0857", international: "+55 11 3142 0857", href: "tel:+551131420857" },
      whatsapp: { display: "+55 11 97442 0857", href: "https://wa.me/5511974420857" },
      email: { display: "contato@loja.com.br", href: "mailto:contato@loja.com.br" },
      website: { display: "www.loja.com.br", href: "https://www.loja.com.br/" },
      faq: "https://www.loja.com.br/faq",
    });
  });

  it("hides WhatsApp unless whatsapp_visible, and the rest unless the contact is visible", () => {
    const filled = info();
    filled.contact.whatsapp_visible = false;
    expect(contactFrom(filled)?.whatsapp).toBeNull();
    filled.contact.visible = false;
    expect(contactFrom(filled)).toBeNull();
  });
});

describe("the company behind the store", () => {
  it("is shown with the store's own tax id on the about page and policy_cnpj under the policies, only with policy_cnpj", () => {
    expect(companyFrom(info(), "BRA")).toEqual({
      corporateName: "Loja Ltda.",
      taxId: "18.234.567/0002-10",
      country: "BRA",
    });
    expect(policyOwnerFrom(info(), "BRA")).toEqual({
      corporateName: "Loja Ltda.",
      taxId: "18.234.567/0001-39",
      country: "BRA",
    });
    const unpublished = info();
    unpublished.merchant.policy_cnpj = null;
    expect(companyFrom(unpublished, "BRA")).toBeNull();
    expect(policyOwnerFrom(unpublished, "BRA")).toBeNull();
  });
});

describe("storeFooterFrom", () => {
  const keys = (footer: ReturnType<typeof storeFooterFrom>) => footer!.pages.map((page) => page.key);

  it("links the store's pages under its slug and marks the current one", () => {
    const footer = storeFooterFrom(bootstrap(), "/loja/terms");
    expect(footer!.pages.map(({ key, href, current }) => [key, href, current])).toEqual([
      ["about", "/loja/about", false],
      ["contact", "/loja/contact", false],
      ["terms", "/loja/terms", true],
      ["cancellation", "/loja/cancellation-policy", false],
      ["regret", "/loja/regret-policy", false],
      ["privacy", "/loja/privacy-policy", false],
      ["superapp", "/loja/superapp", false],
    ]);
    // A trailing slash or the data request of a client-side navigation is the same page.
    expect(storeFooterFrom(bootstrap(), "/loja/about/")!.pages[0]!.current).toBe(true);
    expect(storeFooterFrom(bootstrap(), "/loja/about.data")!.pages[0]!.current).toBe(true);
    expect(storeFooterFrom(bootstrap(), "/loja")!.pages.some((page) => page.current)).toBe(false);
  });

  it("links without the slug on a custom domain", () => {
    const footer = storeFooterFrom(bootstrap({ customDomain: true }), "/privacy-policy");
    expect(footer!.pages.find((page) => page.key === "privacy")).toMatchObject({
      href: "/privacy-policy",
      current: true,
    });
  });

  it("links no absent page", () => {
    const boot = bootstrap();
    boot.generalInformations!.terms_and_policies.superapp_description = null;
    boot.generalInformations!.terms_and_policies.repentance_policy = null;
    expect(keys(storeFooterFrom(boot, "/loja"))).toEqual(["about", "contact", "terms", "cancellation", "privacy"]);
  });

  it("links the franchise's store list from the franchise and its stores, on the app host only", () => {
    const franchise = storeFooterFrom(
      bootstrap({ slug: "rede", slugType: { type: "FRANCHISE", slug_franchise: null } }),
      "/rede/stores",
    );
    expect(franchise!.pages[1]).toEqual({ key: "stores", href: "/rede/stores", otherStore: false, current: true });
    const store = storeFooterFrom(bootstrap({ slugType: { type: "STORE", slug_franchise: "rede" } }), "/loja");
    expect(store!.pages[1]).toEqual({ key: "stores", href: "/rede/stores", otherStore: true, current: false });
    expect(
      keys(
        storeFooterFrom(bootstrap({ slugType: { type: "STORE", slug_franchise: "rede" }, customDomain: true }), "/"),
      ),
    ).not.toContain("stores");
    expect(keys(storeFooterFrom(bootstrap(), "/loja"))).not.toContain("stores");
    // The settings say it when the slug type could not be read.
    expect(
      franchiseSlugOf({
        slug: "loja",
        customDomain: false,
        slugType: null,
        generalSettings: { slug_franchise: "rede" } as MerchantBootstrap["generalSettings"],
      }),
    ).toBe("rede");
  });

  it("is nothing when the store's information could not be read", () => {
    expect(storeFooterFrom(bootstrap({ generalInformations: null }), "/loja")).toBeNull();
  });

  it("keeps the address and national phone the checkout and the order page show (footerFrom)", () => {
    expect(footerFrom(info())).toEqual({
      name: "Loja",
      address: { line1: "Rua Treze de Maio, 847", line2: "Bela Vista, São Paulo - SP, 01327-000" },
      contact: { phone: "(11) 3142-0857", phoneHref: "tel:+551131420857" },
    });
    expect(footerFrom(null)).toBeNull();
  });
});

describe("texts", () => {
  it("cuts a meta description at a word, with an ellipsis, only when too long", () => {
    expect(excerpt("Curto.")).toBe("Curto.");
    const long = `${"palavra ".repeat(30)}fim`;
    const cut = excerpt(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toBe("palavra palavra palavra palavra palavra…");
  });
});
