import { describe, expect, it } from "vitest";
import { bannerSchema } from "../banners";
import { generalInformationsSchema, smartBannerSchema } from "../merchant";
import { bannerLinkSchema, imageUrlSchema, isSitePath, isWebUrl, webUrlSchema } from "./links";

describe("merchant links", () => {
  it.each([
    "https://www.instagram.com/bellanapolisp",
    "http://example.com",
    "https://wa.me/5511987654321?text=oi",
    "https://exemplo.com.br/faq#entrega",
  ])("takes the web address %s", (url) => {
    expect(isWebUrl(url)).toBe(true);
    expect(webUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "mailto:a@b.com",
    "//evil.example",
    "/promo",
    "www.example.com",
    "https://user:pass@example.com",
    "https://exa mple.com",
    "",
    `https://example.com/${"a".repeat(2100)}`,
  ])("refuses %s as a web address", (url) => {
    expect(isWebUrl(url)).toBe(false);
    expect(webUrlSchema.safeParse(url).success).toBe(false);
  });

  it("takes paths on the storefront for images and banners, never another host", () => {
    expect(isSitePath("/demo/food/pizza.svg")).toBe(true);
    expect(imageUrlSchema.safeParse("/demo/food/pizza.svg").success).toBe(true);
    expect(imageUrlSchema.safeParse("https://cdn.example.com/a.jpg").success).toBe(true);
    for (const hostile of [
      "//evil.example/a.svg",
      "/\\evil.example",
      "javascript:alert(1)",
      "data:image/svg+xml,<svg/onload=alert(1)>",
    ]) {
      expect(imageUrlSchema.safeParse(hostile).success, hostile).toBe(false);
      expect(bannerLinkSchema.safeParse(hostile).success, hostile).toBe(false);
    }
    expect(bannerLinkSchema.safeParse("?category=12").success).toBe(true);
    expect(bannerLinkSchema.safeParse("/bella-napoli?category=12").success).toBe(true);
  });

  it("reads a stored optional link that is not a web address as no link, keeping the rest", () => {
    const banner = bannerSchema.parse({
      id: 1,
      title: "Terça",
      description: null,
      image: "/demo/banner.svg",
      link: "javascript:alert(1)",
      order: 0,
      enabled_desktop: true,
      enabled_mobile: true,
      starts_at: null,
      ends_at: null,
    });
    expect(banner).toMatchObject({ title: "Terça", link: null });

    const stores = smartBannerSchema.parse({
      link_apple_store: "javascript:alert(1)",
      link_play_store: "https://play.google.com/store/apps/details?id=x",
      show_link_store: true,
    });
    expect(stores).toEqual({
      link_apple_store: null,
      link_play_store: "https://play.google.com/store/apps/details?id=x",
      show_link_store: true,
    });
  });

  it("drops a social profile or contact link that is not a web address", () => {
    const social = (link: string) => ({ name: "perfil", link });
    const info = generalInformationsSchema.parse({
      address: {
        visible: true,
        street: "Rua A",
        number: "1",
        neighborhood: "Centro",
        complement: null,
        city: "São Paulo",
        zip_code: "01000-000",
        state: "SP",
        latitude: 0,
        longitude: 0,
        reference_point: null,
      },
      contact: {
        email: null,
        website: "javascript:alert(1)",
        visible: true,
        link_faq: "https://exemplo.com/faq",
        phone: null,
        phone_ddi: null,
        whatsapp: null,
        whatsapp_visible: false,
      },
      merchant: {
        cnpj: null,
        corporate_name: "A",
        name: "A",
        average_rating: null,
        description: "",
        policy_cnpj: null,
        last_mile: false,
      },
      social_medias: {
        facebook: social("https://facebook.com/a"),
        instagram: social("data:text/html,x"),
        twitter: null,
        youtube: null,
      },
      terms_and_policies: {
        terms_of_use: null,
        cancellation_policy: null,
        repentance_policy: null,
        privacy_policy: null,
        superapp_description: null,
      },
    });
    expect(info.contact).toMatchObject({ website: null, link_faq: "https://exemplo.com/faq" });
    expect(info.social_medias).toMatchObject({ facebook: social("https://facebook.com/a"), instagram: null });
  });
});
