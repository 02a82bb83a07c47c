import { beforeAll, describe, expect, it } from "vitest";
import { configurationReads, type ConfigurationRead } from "../../contract";
import { demoMerchants } from "../seed/data";
import type { SeedMerchant } from "../seed/types";
import { operationStatusAt } from "../src/domain/operation-status";
import { expectedBanners, expectedMarketplaces, expectedMenu, expectedPeriods } from "./expected";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, getWithToken, seed } from "./helpers";

/** Every configuration read of the contract, answered for `merchant` with the values it was seeded with. */
async function expectConfigurationReads(merchant: SeedMerchant, all: SeedMerchant[]) {
  const token = await accessTokenFor(merchant.slug);
  const read = async <K extends ConfigurationRead>(name: K) => {
    const { path, response } = configurationReads[name];
    const answer = await getWithToken(path(merchant.slug), token);
    expect(answer.status, `${name} of ${merchant.slug}`).toBe(200);
    const parsed = response.safeParse(await answer.json());
    if (!parsed.success) throw new Error(`${name} of ${merchant.slug} breaks the contract: ${parsed.error.message}`);
    return parsed.data as { data: unknown; paging?: unknown };
  };

  expect((await read("slug_types")).data).toEqual({ type: merchant.type, slug_franchise: merchant.slug_franchise });
  expect((await read("stylizations")).data).toEqual(merchant.stylizations);
  expect((await read("general_settings")).data).toEqual(merchant.general_settings);
  expect((await read("smart_banner")).data).toEqual(merchant.smart_banner);
  expect((await read("general_informations")).data).toEqual(merchant.general_informations);
  expect((await read("operation_modes")).data).toEqual(merchant.operation_modes);
  expect((await read("operation_times")).data).toEqual({
    timezone: merchant.tropicalization.timezone,
    periods: expectedPeriods(merchant),
  });
  expect((await read("menu")).data).toEqual(expectedMenu(merchant));
  expect((await read("menu_settings")).data).toEqual({ ...merchant.menu_settings, menu_version: 0 });
  expect((await read("order_settings")).data).toEqual(merchant.order_settings);
  expect((await read("tropicalizations")).data).toEqual(merchant.tropicalization);
  expect((await read("analytics_settings")).data).toEqual(merchant.analytics_settings);
  expect((await read("coupon_settings")).data).toEqual(merchant.coupon_settings);
  expect((await read("table_order_settings")).data).toEqual(merchant.table_order_settings);
  expect((await read("marketplaces")).data).toEqual(expectedMarketplaces(merchant, all));
  // As seeded (three stores turn providers on without client ids), else all disabled (customer spec §3's default).
  const social = merchant.social_login_settings ?? {
    apple: { enabled: false },
    facebook: { enabled: false },
    google: { enabled: false },
  };
  expect((await read("social_login_settings")).data).toMatchObject(social);

  const banners = await read("banners");
  expect(banners.data).toEqual(expectedBanners(merchant).slice(0, 20));
  expect(banners.paging).toEqual({ page: 1, size: 20, total: merchant.banners.length });

  // The status depends on the clock: compare with the pure computation just before and after,
  // unless a period boundary fell in between.
  const before = operationStatusAt(merchant.operation_times, merchant.tropicalization.timezone, new Date());
  const status = (await read("operation_status_now")).data;
  const after = operationStatusAt(merchant.operation_times, merchant.tropicalization.timezone, new Date());
  expect(status).toMatchObject({ schedule_only: merchant.general_settings.schedule_only });
  // No day switches set: no pause, nothing sold out, the configured times.
  const day = {
    paused_until: null,
    pause_reason: null,
    sold_out: { items: [], options: [], flavors: [] },
    time_to_receive: { DELIVERY: null, TAKEOUT: null },
    // As seeded: no editor has changed the menu yet (decision 097).
    menu_version: 0,
    settings_version: 0,
    // No holiday or closure seeded (decision 103).
    closure: null,
  };
  if (JSON.stringify(before) === JSON.stringify(after))
    expect(status).toEqual({ ...before, schedule_only: merchant.general_settings.schedule_only, ...day });
}

describe("configuration reads of the test fixtures", () => {
  beforeAll(() => seed(fixtureMerchants));

  it.each(fixtureMerchants.map((merchant) => [merchant.slug, merchant] as const))("%s", async (_slug, merchant) => {
    await expectConfigurationReads(merchant, fixtureMerchants);
  });
});

describe("configuration reads of the demo merchants", () => {
  // The fixtures share this file's database: seeding both together also proves they do not clash.
  beforeAll(() => seed(demoMerchants), 120_000);

  it("has demo merchants to serve", () => {
    expect(demoMerchants.length).toBeGreaterThan(0);
  });

  it.each(demoMerchants.map((merchant) => [merchant.slug, merchant] as const))("%s", async (_slug, merchant) => {
    await expectConfigurationReads(merchant, demoMerchants);
  });
});
