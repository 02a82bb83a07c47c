// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { SeedMerchant } from "../types";
import { demoMerchants } from "./index";

// Issue 17: every footer page of every demo merchant has real content in the merchant's language;
// the pages a store has no text for are absent by design (decision 028), and the demo shows it.

const filled = (text: string | null | undefined) => !!text && text.trim().length > 0;
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());

/** Spellings only the merchant's content language has, and the other's. */
const PORTUGUESE = /ção|ões|você|não/;
const SPANISH = /ción|puedes|\btus?\b/;
const inLanguage = (text: string, language: SeedMerchant["tropicalization"]["language"]) =>
  language === "pt-BR" ? PORTUGUESE.test(text) && !SPANISH.test(text) : SPANISH.test(text) && !PORTUGUESE.test(text);

describe.each(demoMerchants.map((m) => [m.slug, m] as [string, SeedMerchant]))("%s information pages", (_slug, m) => {
  const info = m.general_informations;
  const texts = info.terms_and_policies;

  it("describes the store and has terms of use, cancellation and privacy policies of a few paragraphs each", () => {
    expect(filled(info.merchant.description)).toBe(true);
    for (const text of [texts.terms_of_use, texts.cancellation_policy, texts.privacy_policy]) {
      expect(filled(text)).toBe(true);
      expect(paragraphsOf(text!).length).toBeGreaterThanOrEqual(2);
      expect(inLanguage(text!, m.tropicalization.language), text!).toBe(true);
    }
  });

  it("can be reached: phone, WhatsApp, e-mail and at least one social network", () => {
    expect(info.contact.visible).toBe(true);
    expect(info.contact.whatsapp_visible).toBe(true);
    expect(filled(info.contact.email)).toBe(true);
    expect(Object.values(info.social_medias).some(Boolean)).toBe(true);
  });

  it("describes an app only where the store has one in the app stores", () => {
    const hasApp =
      m.smart_banner.show_link_store && !!(m.smart_banner.link_apple_store || m.smart_banner.link_play_store);
    expect(filled(texts.superapp_description)).toBe(hasApp);
  });
});

describe("pages the demo leaves out on purpose", () => {
  it("gives exactly the taquería no regret policy, and the Colombian and Mexican stores no app page", () => {
    expect(
      demoMerchants
        .filter((m) => !filled(m.general_informations.terms_and_policies.repentance_policy))
        .map((m) => m.slug),
    ).toEqual(["taqueria-el-guero"]);
    expect(
      demoMerchants
        .filter((m) => !filled(m.general_informations.terms_and_policies.superapp_description))
        .map((m) => m.slug),
    ).toEqual(["la-brasa-burger", "taqueria-el-guero"]);
  });

  it("publishes the company (policy_cnpj) everywhere, so the about page always has it in the demo", () => {
    for (const m of demoMerchants) expect(m.general_informations.merchant.policy_cnpj, m.slug).not.toBeNull();
  });
});
