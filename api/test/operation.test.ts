import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { menuResponseSchema, operationStatusNowResponseSchema, operationTimesResponseSchema } from "../../contract";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, getWithToken, seed } from "./helpers";

beforeAll(() => seed(fixtureMerchants));

async function read<T>(slug: string, path: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const response = await getWithToken(`/${slug}/${path}`, await accessTokenFor(slug));
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}

describe("operation reads", () => {
  it("lists the opening periods by weekday with the zone they are written in", async () => {
    const { data } = await read("test-pizzaria", "operation_times", operationTimesResponseSchema);
    expect(data.timezone).toBe("America/Sao_Paulo");
    expect(data.periods.map((period) => period.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(data.periods[5]).toEqual({ weekday: 5, opens_at: "18:00", closes_at: "02:00" });
  });

  it("reports a merchant without periods as closed with no next opening, and its schedule_only flag", async () => {
    const { data } = await read("test-outra-franquia", "operation_status_now", operationStatusNowResponseSchema);
    expect(data).toEqual({
      open: false,
      schedule_only: true,
      next_opening_at: null,
      closes_at: null,
      paused_until: null,
      pause_reason: null,
      sold_out: { items: [], options: [], flavors: [] },
      time_to_receive: { DELIVERY: null, TAKEOUT: null },
      menu_version: 0,
      settings_version: 0,
      closure: null,
    });
  });

  it("reports a merchant with periods as either open until a time or closed until one", async () => {
    const { data } = await read("test-pizzaria", "operation_status_now", operationStatusNowResponseSchema);
    expect(data.schedule_only).toBe(false);
    if (data.open) {
      expect(data.next_opening_at).toBeNull();
      expect(Date.parse(data.closes_at!)).toBeGreaterThan(Date.now());
    } else {
      expect(data.closes_at).toBeNull();
      const next = Date.parse(data.next_opening_at!);
      expect(next).toBeGreaterThan(Date.now());
      expect(next - Date.now()).toBeLessThan(24 * 3600 * 1000); // opens every day
    }
  });
});

describe("the menu version on the status read", () => {
  it("answers the merchant's menu version now, and the menu answers the version it was read at", async () => {
    const before = await read("test-pizzaria", "operation_status_now", operationStatusNowResponseSchema);
    const menu = await read("test-pizzaria", "menu", menuResponseSchema);
    expect(menu.data.menu_version).toBe(before.data.menu_version);

    // What every change of the menu editor does in its batch.
    await env.DB.prepare("UPDATE merchants SET menu_version = menu_version + 1 WHERE slug = ?")
      .bind("test-pizzaria")
      .run();
    const after = await read("test-pizzaria", "operation_status_now", operationStatusNowResponseSchema);
    expect(after.data.menu_version).toBe(before.data.menu_version! + 1);
    expect((await read("test-pizzaria", "menu", menuResponseSchema)).data.menu_version).toBe(after.data.menu_version);
    // Another store's version is its own.
    const other = await read("test-outra-franquia", "operation_status_now", operationStatusNowResponseSchema);
    expect(other.data.menu_version).toBe(0);
  });
});
