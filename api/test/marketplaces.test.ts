import { beforeAll, describe, expect, it } from "vitest";
import { marketplacesResponseSchema } from "../../contract";
import { demoMerchants } from "../seed/data";
import type { SeedMerchant } from "../seed/types";
import { fixtureMerchants, franchise } from "./fixtures";
import { accessTokenFor, getWithToken, seed } from "./helpers";

// The franchise fixture with its marketplace switched off: same stores, nothing to send anyone to.
const inactive: SeedMerchant = {
  ...franchise,
  id: 91900000,
  slug: "test-franquia-sem-marketplace",
  custom_domains: [],
  general_settings: {
    ...franchise.general_settings,
    marketplace: { ...franchise.general_settings.marketplace!, active: false },
  },
};

beforeAll(() => seed([...fixtureMerchants, ...demoMerchants, inactive]));

async function marketplacesOf(slug: string) {
  const response = await getWithToken(`/${slug}/marketplaces`, await accessTokenFor(slug));
  expect(response.status, slug).toBe(200);
  return marketplacesResponseSchema.parse(await response.json()).data;
}

describe("GET /{slug}/marketplaces", () => {
  it("lists the visible stores of an active marketplace by name, with their logo and modes (hidden store left out)", async () => {
    expect(await marketplacesOf("test-franquia")).toEqual([
      {
        id: 90400000,
        name: "Loja Avenida Paulista",
        slug: "test-loja-paulista",
        logo: "/demo/test-loja-paulista/logo-100.png",
        delivery: true,
        takeout: true,
      },
      {
        id: 90500000,
        name: "Loja Campinas",
        slug: "test-loja-campinas",
        logo: "/demo/test-loja-campinas/logo-100.png",
        delivery: false,
        takeout: true,
      },
      {
        id: 90300000,
        name: "Loja Sé",
        slug: "test-loja-se",
        logo: "/demo/test-loja-se/logo-100.png",
        delivery: true,
        takeout: true,
      },
    ]);
  });

  it("answers no store when the marketplace is off, for a plain store and for a franchise without one", async () => {
    expect(await marketplacesOf("test-franquia-sem-marketplace")).toEqual([]);
    expect(await marketplacesOf("test-loja-se")).toEqual([]);
    expect(await marketplacesOf("sabor-da-casa")).toEqual([]);
  });

  it("gives the demo food hall (INDIVIDUAL) its two stands, the takeout-only one without delivery", async () => {
    const stands = await marketplacesOf("mercado-da-vila");
    expect(stands.map(({ slug, name, delivery, takeout }) => ({ slug, name, delivery, takeout }))).toEqual([
      { slug: "mercado-da-vila-acai", name: "Açaí da Vila", delivery: false, takeout: true },
      { slug: "mercado-da-vila-pastelaria", name: "Pastelaria da Vila", delivery: true, takeout: true },
    ]);
    for (const stand of stands) expect(stand.logo, stand.slug).toMatch(/^\/demo\/food\//);
  });

  it("gives the demo UNIQUE marketplace its one store", async () => {
    expect((await marketplacesOf("acai-da-vila-delivery")).map((store) => store.slug)).toEqual([
      "acai-da-vila-pinheiros",
    ]);
  });

  it("asks for a token like every configuration read", async () => {
    const response = await getWithToken("/mercado-da-vila/marketplaces", "not-a-token");
    expect(response.status).toBe(401);
  });
});
