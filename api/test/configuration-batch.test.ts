import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  configurationBatchPath,
  configurationBatchResponseSchema,
  configurationReads,
  type ConfigurationRead,
} from "../../contract";
import { issueAccessToken } from "../src/auth/token";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, expectError, getWithToken, seed } from "./helpers";

/** The reads a page takes from the configuration cache: all but the status, which follows the clock. */
const cachedReads = (Object.keys(configurationReads) as ConfigurationRead[]).filter(
  (name) => name !== "operation_status_now",
);
const bannersQuery = { page: "1", size: "10", filters_date: "2026-11-25T23:00:00.000Z" };

async function batch(slug: string, token: string, reads: ConfigurationRead[], extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ reads: reads.join(","), ...extra });
  const answer = await getWithToken(`${configurationBatchPath(slug)}?${query}`, token);
  expect(answer.status).toBe(200);
  return configurationBatchResponseSchema.parse(await answer.json()).data;
}

describe("GET /{slug}/configuration", () => {
  beforeAll(() => seed(fixtureMerchants));

  it.each(fixtureMerchants.map((merchant) => [merchant.slug] as const))(
    "answers each read of %s as its own route does",
    async (slug) => {
      const token = await accessTokenFor(slug);
      const prefixed = Object.fromEntries(
        Object.entries(bannersQuery).map(([name, value]) => [`banners.${name}`, value]),
      );
      const parts = await batch(slug, token, cachedReads, prefixed);

      expect(Object.keys(parts).sort()).toEqual([...cachedReads].sort());
      for (const name of cachedReads) {
        const search = name === "banners" ? `?${new URLSearchParams(bannersQuery)}` : "";
        const own = await getWithToken(`${configurationReads[name].path(slug)}${search}`, token);
        expect(own.status, name).toBe(200);
        const expected: unknown = await own.json();
        expect(parts[name], name).toEqual(expected);
        expect(configurationReads[name].response.safeParse(parts[name]).success, name).toBe(true);
      }
    },
  );

  it("answers only the reads it was asked for", async () => {
    const token = await accessTokenFor("test-pizzaria");
    const pizzeria = fixtureMerchants.find((merchant) => merchant.slug === "test-pizzaria")!;
    const parts = await batch("test-pizzaria", token, ["tropicalizations", "slug_types"]);
    expect(parts).toEqual({
      tropicalizations: { data: pizzeria.tropicalization },
      slug_types: { data: { type: pizzeria.type, slug_franchise: pizzeria.slug_franchise } },
    });
  });

  it("answers a read that fails as null and the others as they are", async () => {
    const token = await accessTokenFor("test-franquia");
    const before = await batch("test-franquia", token, ["stylizations", "general_settings", "banners"], {
      "banners.size": "nope",
    });
    expect(before.banners).toBeNull();
    expect(before.stylizations).not.toBeNull();

    // A stored document the contract no longer allows: its own route answers 500, the batch null for it alone.
    await env.DB.prepare("UPDATE merchants SET stylizations = '{\"broken\":' WHERE slug = 'test-franquia'").run();
    expect((await getWithToken(configurationReads.stylizations.path("test-franquia"), token)).status).toBe(500);
    const after = await batch("test-franquia", token, ["stylizations", "general_settings"]);
    expect(after.stylizations).toBeNull();
    expect(after.general_settings).toEqual(before.general_settings);
  });

  it("answers 404 for a store that does not exist, 401 without a token and 403 with another store's", async () => {
    const { accessToken } = await issueAccessToken(env.TOKEN_SECRET, {
      slug: "gone-merchant",
      visitorId: "visitor-of-the-tests",
    });
    await expectError(
      await getWithToken(`${configurationBatchPath("gone-merchant")}?reads=menu`, accessToken),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await getWithToken(`${configurationBatchPath("test-pizzaria")}?reads=menu`, "not-a-token"),
      401,
      "UNAUTHORIZED",
    );
    const other = await accessTokenFor("test-franquia");
    await expectError(
      await getWithToken(`${configurationBatchPath("test-pizzaria")}?reads=menu`, other),
      403,
      "FORBIDDEN",
    );
  });

  it("refuses unknown reads, a read named twice and a parameter of no named read", async () => {
    const token = await accessTokenFor("test-pizzaria");
    const path = configurationBatchPath("test-pizzaria");
    await expectError(await getWithToken(`${path}`, token), 400, "VALIDATION_ERROR");
    await expectError(await getWithToken(`${path}?reads=menu,carts`, token), 400, "VALIDATION_ERROR");
    await expectError(await getWithToken(`${path}?reads=menu,menu`, token), 400, "VALIDATION_ERROR");
    await expectError(await getWithToken(`${path}?reads=menu&banners.page=1`, token), 400, "VALIDATION_ERROR");
    await expectError(await getWithToken(`${path}?reads=menu&page=1`, token), 400, "VALIDATION_ERROR");
  });
});
