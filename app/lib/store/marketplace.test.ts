import { describe, expect, it } from "vitest";
import type { GeneralSettings } from "../../../contract";
import { generalSettings } from "../../../api/seed/data/helpers";
import { marketplaceHome } from "./marketplace";

const settings = (marketplace: Partial<NonNullable<GeneralSettings["marketplace"]>> | null): GeneralSettings =>
  generalSettings({
    marketplace: marketplace && {
      account_type: "FRANCHISE",
      active: true,
      delivery: true,
      takeout: true,
      description: "  Escolha uma loja.  ",
      endpoint: "/mercado",
      link_type: "SLUG",
      name: "Mercado",
      logo: null,
      type: "INDIVIDUAL",
      ...marketplace,
    },
  });
const franchise = { type: "FRANCHISE" as const, slug_franchise: null };

describe("marketplaceHome", () => {
  it("is the marketplace of a FRANCHISE whose marketplace is active, with its name, words and kind", () => {
    expect(marketplaceHome({ slugType: franchise, generalSettings: settings({}) }, "Mercado Ltda")).toEqual({
      name: "Mercado",
      description: "Escolha uma loja.",
      kind: "INDIVIDUAL",
    });
    expect(marketplaceHome({ slugType: franchise, generalSettings: settings({ type: "UNIQUE" }) }, "x")?.kind).toBe(
      "UNIQUE",
    );
  });

  it("falls back to the merchant's name when the marketplace has none", () => {
    expect(
      marketplaceHome({ slugType: franchise, generalSettings: settings({ name: " " }) }, "Mercado da Vila")?.name,
    ).toBe("Mercado da Vila");
  });

  it("is none when the marketplace is off or absent, for a STORE, or while the settings cannot be read", () => {
    expect(marketplaceHome({ slugType: franchise, generalSettings: settings({ active: false }) }, "x")).toBeNull();
    expect(marketplaceHome({ slugType: franchise, generalSettings: settings(null) }, "x")).toBeNull();
    expect(
      marketplaceHome({ slugType: { type: "STORE", slug_franchise: null }, generalSettings: settings({}) }, "x"),
    ).toBeNull();
    expect(marketplaceHome({ slugType: null, generalSettings: settings({}) }, "x")).toBeNull();
    expect(marketplaceHome({ slugType: franchise, generalSettings: null }, "x")).toBeNull();
  });
});
