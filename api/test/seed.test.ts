import { describe, expect, it } from "vitest";
import { demoMerchants } from "../seed/data";
import { seedStatements } from "../seed/sql";
import type { SeedMerchant } from "../seed/types";
import { fixtureMerchants, franchise, franchiseStores, otherFranchise, pizzeria } from "./fixtures";

const clone = (merchant: SeedMerchant): SeedMerchant => structuredClone(merchant);

describe("seedStatements", () => {
  it("writes one INSERT per row, parents first", () => {
    const statements = seedStatements([pizzeria]);
    expect(statements.every((statement) => /^INSERT INTO "\w+" \(.+\) VALUES \(.+\);$/s.test(statement))).toBe(true);
    const tables = statements.map((statement) => /^INSERT INTO "(\w+)"/.exec(statement)![1]);
    expect(tables.filter((table) => table === "items")).toHaveLength(6);
    expect(tables.filter((table) => table === "pizza_flavor_prices")).toHaveLength(6);
    expect(tables.filter((table) => table === "merchant_hosts")).toHaveLength(2);
    expect(tables.indexOf("merchants")).toBeLessThan(tables.indexOf("categories"));
    expect(tables.indexOf("categories")).toBeLessThan(tables.indexOf("items"));
    expect(tables.lastIndexOf("categories")).toBeLessThan(tables.indexOf("items"));
  });

  it("writes a missing delivery_areas document (and the loyalty and fidelity ones) as SQL NULL", () => {
    const merchantRow = seedStatements([pizzeria]).find((statement) =>
      statement.startsWith('INSERT INTO "merchants"'),
    )!;
    const [, columnList = "", valueList = ""] =
      /^INSERT INTO "merchants" \((.+?)\) VALUES \((.+)\);$/s.exec(merchantRow) ?? [];
    const columns = columnList.split(", ").map((column) => column.replaceAll('"', ""));
    const values = valueList.match(/'(?:[^']|'')*'|NULL|-?\d+(?:\.\d+)?/g) ?? [];
    expect(values).toHaveLength(columns.length);
    const valueOf = (column: string) => values[columns.indexOf(column)];
    for (const column of ["delivery_areas", "loyalty_settings", "loyalty_campaigns", "fidelity_programs"])
      expect(valueOf(column), column).toBe("NULL");
    expect(valueOf("tropicalization")).toMatch(/^'\{/);
  });

  it("escapes quotes and keeps documents as JSON text", () => {
    const merchantRow = seedStatements([pizzeria]).find((statement) =>
      statement.startsWith('INSERT INTO "merchants"'),
    )!;
    expect(merchantRow).toContain("'Pizzaria d''Teste'");
    expect(merchantRow).toContain(
      `'{"country_code":"BRA","language":"pt-BR","currency":"BRL","timezone":"America/Sao_Paulo"}'`,
    );
  });

  it("accepts every fixture and demo merchant together", () => {
    expect(demoMerchants.length).toBeGreaterThan(0);
    expect(() => seedStatements([...fixtureMerchants, ...demoMerchants])).not.toThrow();
  });

  const invalid: [string, () => SeedMerchant[], RegExp][] = [
    [
      "a document that breaks its contract schema",
      () => {
        const broken = clone(pizzeria);
        (broken.general_settings as { schedule_only: unknown }).schedule_only = "no";
        return [broken];
      },
      /"test-pizzaria": general_settings is invalid[\s\S]*schedule_only/,
    ],
    [
      "delivery areas whose bands do not grow",
      () => [
        {
          ...clone(pizzeria),
          delivery_areas: {
            mode: "DISTANCE",
            areas: [],
            bands: [
              { up_to_km: 5, fee: 500 },
              { up_to_km: 3, fee: 800 },
            ],
          },
        },
      ],
      /"test-pizzaria": delivery_areas is invalid[\s\S]*bands must grow/,
    ],
    [
      "delivery areas with one bairro twice",
      () => [
        {
          ...clone(pizzeria),
          delivery_areas: {
            mode: "NEIGHBORHOOD",
            areas: [
              { name: "Bela Vista", latitude: -23.56, longitude: -46.64, fee: 500 },
              { name: "bela vista", latitude: -23.56, longitude: -46.64, fee: 700 },
            ],
            bands: [],
          },
        },
      ],
      /delivery_areas is invalid[\s\S]*duplicate area/,
    ],
    [
      "a javascript: website in the store information",
      () => {
        const broken = clone(pizzeria);
        broken.general_informations.contact.website = "javascript:alert(1)";
        return [broken];
      },
      /"test-pizzaria": general_informations: not a valid link[\s\S]*\.contact\.website = "javascript:alert\(1\)"/,
    ],
    [
      "a social profile whose link is not a web address",
      () => {
        const broken = clone(pizzeria);
        broken.general_informations.social_medias.instagram = {
          name: "@x",
          link: "data:text/html,<script>alert(1)</script>",
        };
        return [broken];
      },
      /not a valid link[\s\S]*\.social_medias\.instagram/,
    ],
    [
      "a banner opening another site through a protocol-relative path",
      () => {
        const broken = clone(pizzeria);
        broken.banners[0]!.link = "//evil.example/menu";
        return [broken];
      },
      /"test-pizzaria": not a valid link[\s\S]*\.banners\.0\.link = "\/\/evil\.example\/menu"/,
    ],
    [
      "a dish image with a javascript: source",
      () => {
        const broken = clone(pizzeria);
        broken.categories[1]!.items[0]!.image = "javascript:alert(1)";
        return [broken];
      },
      /not a valid link[\s\S]*\.categories\.1\.items\.0\.image/,
    ],
    ["a reserved slug", () => [{ ...clone(pizzeria), slug: "hosts" }], /reserved by the API[\s\S]*slug/],
    ["an upper-case slug", () => [{ ...clone(pizzeria), slug: "Test-Pizzaria" }], /lower-case words/],
    [
      "an id used twice in one table",
      () => {
        const copy = { ...clone(otherFranchise), categories: clone(pizzeria).categories.slice(0, 1) };
        return [pizzeria, copy];
      },
      /id 90100001 is used twice in categories/,
    ],
    [
      "an item listed under another category than its category_id",
      () => {
        const broken = clone(pizzeria);
        broken.categories[1]!.items[0]!.category_id = 90100001;
        return [broken];
      },
      /item 90100011: category_id 90100001 but listed in category 90100002/,
    ],
    [
      "a flavor price for a size of another pizza",
      () => {
        const broken = clone(pizzeria);
        broken.categories[0]!.pizzas[0]!.flavors[0]!.prices[0]!.size_id = 12345;
        return [broken];
      },
      /price for size 12345, not a size of this pizza/,
    ],
    [
      "a promotion opening an item of another merchant",
      () => {
        const broken = clone(otherFranchise);
        broken.promotions = [{ ...pizzeria.promotions[0]!, id: 90700701 }];
        return [pizzeria, broken];
      },
      /promotion 90700701 opens item 90100011, not an item of this merchant/,
    ],
    [
      "a store of an unknown franchise",
      () => [clone(franchiseStores[0]!)],
      /slug_franchise "test-franquia" is not a FRANCHISE merchant of the seed/,
    ],
    [
      "an unknown timezone",
      () => {
        const broken = clone(pizzeria);
        broken.tropicalization.timezone = "Mars/Olympus";
        return [broken];
      },
      /"Mars\/Olympus" is not an IANA zone/,
    ],
    [
      "a custom domain served twice",
      () => [pizzeria, { ...clone(franchise), custom_domains: ["pizza.test"] }],
      /custom domain pizza.test already serves another merchant/,
    ],
    [
      "a custom domain with a port",
      () => [{ ...clone(pizzeria), custom_domains: ["Pizza.test:443"] }],
      /lower-case host without port/,
    ],
    [
      "one city id with two names",
      () => {
        const [first, second] = [clone(franchiseStores[0]!), clone(franchiseStores[1]!)];
        second.store = { visible: true, city: { id: first.store!.city.id, name: "Sampa" } };
        return [franchise, first, second];
      },
      /city 90001 is "Sampa" here but "São Paulo" elsewhere/,
    ],
    [
      "a banner that ends before it starts",
      () => {
        const broken = clone(pizzeria);
        broken.banners[0] = {
          ...broken.banners[0]!,
          starts_at: "2025-02-01T00:00:00Z",
          ends_at: "2025-01-01T00:00:00Z",
        };
        return [broken];
      },
      /banner 90101005 ends before it starts/,
    ],
  ];

  it.each(invalid)("refuses %s", (_what, merchants, message) => {
    expect(() => seedStatements(merchants())).toThrow(message);
  });
});
