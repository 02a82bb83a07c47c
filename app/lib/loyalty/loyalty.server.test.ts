import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { held } from "../../../tests/support/held";
import { loadLoyalty } from "./loyalty.server";

/* The points page's reads: one round of upstream calls, and what the settings' answer decides. */

const ok = <T>(data: T) => ({ ok: true as const, data });
const refusal = (status: number) => ({ ok: false as const, status, error: { code: "X", message: "X" } });

function contextWith(settings: Promise<unknown>, campaigns: Promise<unknown> = Promise.resolve(ok({ campaigns: [] }))) {
  const clientReads = {
    loyaltyPoints: vi.fn(async () => ok({})),
    loyaltyPointsToExpire: vi.fn(async () => ok({})),
    loyaltyExtract: vi.fn(async () => ok({ entries: [] })),
    loyaltyCampaigns: vi.fn(() => campaigns),
    loyaltyProductsToRedeem: vi.fn(async () => ok({ products: [] })),
  };
  const context = {
    api: { loyaltySettings: () => settings, ...clientReads },
    store: { slug: "bella-napoli", session: { get: (key: string) => ({ clientId: "7", clientName: "Ana" })[key] } },
  } as unknown as AppLoadContext;
  return { context, clientReads };
}

const options = { currency: "BRL" as const, locale: "pt-BR", timeZone: "America/Sao_Paulo" };

describe("loadLoyalty", () => {
  it("asks for the client's points, extract, campaigns and rewards while the settings are still on their way", async () => {
    const settings = held<unknown>();
    const { context, clientReads } = contextWith(settings.promise);
    const load = loadLoyalty(context, "token", options);
    await vi.waitFor(() => {
      for (const read of Object.values(clientReads)) expect(read).toHaveBeenCalledWith("bella-napoli", "token", 7);
    });
    settings.release(refusal(404));
    expect(await load).toEqual({ state: "none" });
  });

  it("a store without a programme has no points page, and settings the API cannot give fail the page", async () => {
    expect(await loadLoyalty(contextWith(Promise.resolve(refusal(404))).context, "token", options)).toEqual({
      state: "none",
    });
    expect(await loadLoyalty(contextWith(Promise.resolve(refusal(503))).context, "token", options)).toEqual({
      state: "failed",
      status: 503,
      message: "loyalty.page.settingsFailed",
    });
  });

  it("campaigns the API cannot give leave the rest of the page, their section saying so", async () => {
    const settings = ok({
      enabled: true,
      name: "Clube",
      points_per_unit: 1,
      unit_amount: 100,
      effectivation_days: 0,
      expiration_days: 90,
      expiring_window_days: 30,
    });
    const { context } = contextWith(Promise.resolve(settings), Promise.resolve(refusal(500)));
    const points = ok({ points: 10, pending_points: 0 });
    const toExpire = ok({ points: 0, entries: [] });
    Object.assign(context.api, { loyaltyPoints: async () => points, loyaltyPointsToExpire: async () => toExpire });
    const load = await loadLoyalty(context, "token", options);
    expect(load.state).toBe("ready");
    expect(load.state === "ready" && load.view.campaigns).toBeNull();
    expect(load.state === "ready" && load.view.balance).toBe(10);
  });
});
