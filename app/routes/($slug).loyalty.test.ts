import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ok, refusal, storeContext } from "../../tests/support/route-context";
import { loader } from "./($slug).loyalty";

/* The points page's loader: what it says when a read fails, and the store's benefits club logo. */

const settings = {
  enabled: true,
  name: "Clube Bella",
  points_per_unit: 1,
  unit_amount: 100,
  effectivation_days: 0,
  expiration_days: 90,
  expiring_window_days: 30,
};
const reads = {
  loyaltySettings: async () => ok(settings),
  loyaltyPoints: async () => ok({ points: 10, pending_points: 0 }),
  loyaltyPointsToExpire: async () => ok({ points: 0, entries: [] }),
  loyaltyExtract: async () => ok({ entries: [] }),
  loyaltyCampaigns: async () => ok({ campaigns: [] }),
  loyaltyProductsToRedeem: async () => ok({ products: [] }),
};
const LOGO = "https://cdn.comanda.test/clube.png";
const consumerApp = (status: boolean) => ({
  modules: {
    consumer_app: { integration: { points: true, status }, personalization: { benefits_club_logo: LOGO } },
    reshop: { integration: { status: false } },
  },
});

async function pageOf(api: Record<string, unknown>, generalSettings: Record<string, unknown> | null = null) {
  const context = storeContext({
    stored: { clientId: "7", clientName: "Ana" },
    generalSettings,
    api: { ...reads, ...api },
  });
  const answer = (await loader({
    request: new Request("https://comanda.test/bella-napoli/loyalty"),
    context,
    params: {},
  } as LoaderFunctionArgs)) as unknown as {
    data: { failure: string | null; clubLogo: string | null; view: unknown };
    init: { status: number };
  };
  return { ...answer.data, status: answer.init.status };
}

describe("the points page", () => {
  it("says the settings could not be read in the spec's words (a 503), and other failed reads in its own", async () => {
    expect(await pageOf({ loyaltySettings: async () => refusal("INTERNAL_ERROR", 500) })).toMatchObject({
      failure: "loyalty.page.settingsFailed",
      status: 503,
    });
    expect(await pageOf({ loyaltyExtract: async () => refusal("INTERNAL_ERROR", 500) })).toMatchObject({
      failure: "loyalty.page.unavailable",
      status: 503,
    });
    expect(await pageOf({})).toMatchObject({ failure: null, status: 200 });
  });

  it("shows the benefits club's logo when the store's consumer app module is on", async () => {
    expect((await pageOf({}, consumerApp(true))).clubLogo).toBe(LOGO);
    expect((await pageOf({}, consumerApp(false))).clubLogo).toBeNull();
  });
});
