import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminTableListResponseSchema } from "../../contract";
import type { SeedMerchant } from "../seed/types";
import { merchant } from "./fixtures";
import { call, seed } from "./helpers";

/*
 * The merchant's tables for the printable QR codes: GET /admin/tables?slug=, admin key
 * only; every table of that merchant (the script leaves the disabled ones out), none of another's.
 */

const shop: SeedMerchant = {
  ...merchant({ id: 93400000, slug: "test-qr-mesas", name: "Bar do QR" }),
  tables: [
    { id: 93400902, code: "QR-MESA-2", number: 2, name: "Mesa 2", enabled: true },
    { id: 93400901, code: "QR-MESA-1", number: 1, name: "Mesa 1", enabled: true },
    { id: 93400909, code: "QR-MESA-9", number: 9, name: "Mesa 9", enabled: false },
  ],
};
const other: SeedMerchant = {
  ...merchant({ id: 93500000, slug: "test-qr-outro", name: "Outro QR" }),
  tables: [{ id: 93500901, code: "OUTRO-1", number: 1, name: "Mesa 1", enabled: true }],
};

const list = (query: string, key: string | null = env.ADMIN_KEY ?? null) =>
  call(`/admin/tables?${query}`, { headers: key ? { Authorization: `Bearer ${key}` } : {} });

beforeAll(async () => {
  await seed([shop, other]);
});

describe("GET /admin/tables", () => {
  it("lists the merchant's tables by number, with the store's name, and no other merchant's", async () => {
    const response = await list("slug=test-qr-mesas");
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const { data } = adminTableListResponseSchema.parse(body);
    expect(data.name).toBe("Bar do QR");
    expect(data.slug).toBe("test-qr-mesas");
    expect(data.tables.map((table) => [table.code, table.number, table.enabled, table.status])).toEqual([
      ["QR-MESA-1", 1, true, "OPEN"],
      ["QR-MESA-2", 2, true, "OPEN"],
      ["QR-MESA-9", 9, false, "OPEN"],
    ]);
  });

  it("answers 404 for an unknown slug, 400 without one, and 401 without the admin key or with a wrong one", async () => {
    expect((await list("slug=nao-existe")).status).toBe(404);
    expect((await list("")).status).toBe(400);
    expect((await list("slug=test-qr-mesas", null)).status).toBe(401);
    expect((await list("slug=test-qr-mesas", "wrong-key")).status).toBe(401);
  });
});
