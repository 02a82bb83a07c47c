import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { Consumption } from "../../../contract";
import { autoRefreshCookie } from "~/lib/page/auto-refresh.server";
import { action, loader } from "./route";

const refusal = (code: string, status = 422) => ({ ok: false as const, status, error: { code, message: code } });
const ok = <T>(data: T) => ({ ok: true as const, data });

const AT_TABLE = { tableId: "100901", tableClientId: "7", deliveryMethod: "TABLE", cartGuid: "cart-1" };

function contextWith(
  api: Record<string, (...args: unknown[]) => Promise<unknown>>,
  stored: Record<string, string> = AT_TABLE,
) {
  const values: Record<string, string | undefined> = { ...stored };
  const session = {
    get: (key: string) => values[key],
    set: vi.fn((key: string, value: string) => (values[key] = value)),
    unset: vi.fn((key: string) => delete values[key]),
    flash: vi.fn(),
  };
  const context = {
    api: new Proxy(
      {
        read: async () => ({
          modality: 1,
          qr_code_type: null,
          service_tax_enabled: true,
          service_tax_value: 1000,
          client_name_and_phone: false,
        }),
        ...api,
      },
      {
        get: (target, name) =>
          (target as Record<string, unknown>)[String(name)] ??
          (() => {
            throw new Error(`unexpected API call ${String(name)}`);
          }),
      },
    ),
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session,
      accessToken: async () => "visitor-token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalInformations: null,
      }),
    },
  } as unknown as AppLoadContext;
  return { context, session, values };
}

const get = () => new Request("https://shop.test/bella-napoli/table/bill");
const post = (fields: Record<string, string>) =>
  new Request("https://shop.test/bella-napoli/table/bill", { method: "POST", body: new URLSearchParams(fields) });

async function thrown(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const data = error as { init?: { status?: number } };
    return { status: data.init?.status ?? 0, location: null };
  }
  throw new Error("did not throw");
}

const consumption = (status: Consumption["status"]): Consumption => ({
  table_id: 100901,
  status,
  guests: [{ table_client: { id: 7, name: "Ana", guests: 1, owner: true }, rounds: [], subtotal: 0 }],
  adjustments: [],
  summary: { subtotal: 0, increase: 0, total: 0 },
});

describe("table bill loader", () => {
  it("sends a visitor who is not at a table to the menu without asking the API", async () => {
    const tableConsumption = vi.fn();
    const { context, session } = contextWith({ tableConsumption }, {});
    expect(await thrown(loader({ request: get(), context, params: {} }))).toEqual({
      status: 302,
      location: "/bella-napoli",
    });
    expect(session.flash).toHaveBeenCalledWith("notice", "tableBill.notAtTable");
    expect(tableConsumption).not.toHaveBeenCalled();
    // A tampered id in the session is no table either.
    const tampered = contextWith({ tableConsumption }, { tableId: "1 OR 1", tableClientId: "7" });
    expect((await thrown(loader({ request: get(), context: tampered.context, params: {} }))).status).toBe(302);
    expect(tableConsumption).not.toHaveBeenCalled();
  });

  it("forgets a table whose sitting is no longer the guest's (404) and goes to the menu", async () => {
    const { context, values } = contextWith({ tableConsumption: async () => refusal("NOT_FOUND", 404) });
    expect(await thrown(loader({ request: get(), context, params: {} }))).toEqual({
      status: 302,
      location: "/bella-napoli",
    });
    expect(values.tableId).toBeUndefined();
    expect(values.tableClientId).toBeUndefined();
    expect(values.cartGuid).toBeUndefined();
  });

  it("says the API failed with a 503, never a crash", async () => {
    const { context } = contextWith({ tableConsumption: async () => refusal("INTERNAL_ERROR", 500) });
    expect((await thrown(loader({ request: get(), context, params: {} }))).status).toBe(503);
  });

  it("shows the bill of the session's table, and once CLOSED the guest is no longer at it", async () => {
    const tableConsumption = vi.fn(async () => ok(consumption("OPEN")));
    const open = contextWith({ tableConsumption });
    const page = (await loader({ request: get(), context: open.context, params: {} })) as {
      bill: { status: string; canClose: boolean };
    };
    expect(tableConsumption).toHaveBeenCalledWith("bella-napoli", "visitor-token", 100901);
    expect(page.bill).toMatchObject({ status: "OPEN", canClose: true });
    expect(open.values.tableId).toBe("100901");

    const closed = contextWith({ tableConsumption: async () => ok(consumption("CLOSED")) });
    const after = (await loader({ request: get(), context: closed.context, params: {} })) as {
      bill: { status: string };
    };
    expect(after.bill.status).toBe("CLOSED");
    expect(closed.values.tableId).toBeUndefined();
    expect(closed.values.deliveryMethod).toBeUndefined();
  });
});

describe("the bill's automatic refresh", () => {
  it("is on unless the guest stopped it (the auto-refresh cookie, one for every page that refreshes itself)", async () => {
    const { context } = contextWith({ tableConsumption: async () => ok(consumption("OPEN")) });
    const on = (await loader({ request: get(), context, params: {} })) as { autoRefreshStopped: boolean };
    expect(on.autoRefreshStopped).toBe(false);
    const cookie = (await autoRefreshCookie.serialize("off")).split(";")[0]!;
    const request = new Request("https://shop.test/bella-napoli/table/bill", { headers: { Cookie: cookie } });
    const off = (await loader({ request, context, params: {} })) as { autoRefreshStopped: boolean };
    expect(off.autoRefreshStopped).toBe(true);
  });
});

describe("asking for the bill", () => {
  it("asks first, then asks the API and goes back to the bill with a notice", async () => {
    const askForBill = vi.fn(async () => ok({}));
    const { context, session } = contextWith({ askForBill });
    expect(await action({ request: post({ intent: "close" }), context, params: {} })).toEqual({
      formError: null,
      confirmClose: true,
    });
    expect(askForBill).not.toHaveBeenCalled();
    const done = (await action({ request: post({ intent: "close-confirm" }), context, params: {} })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/bella-napoli/table/bill");
    expect(askForBill).toHaveBeenCalledWith("bella-napoli", "visitor-token", 100901);
    expect(session.flash).toHaveBeenCalledWith("notice", "tableBill.close.done");
  });

  it("a bill already paid or closed is refused in words (422), an API failure with 503, an unknown intent with 400", async () => {
    const paid = contextWith({ askForBill: async () => refusal("INVALID_TRANSITION", 409) });
    const refused = (await action({
      request: post({ intent: "close-confirm" }),
      context: paid.context,
      params: {},
    })) as {
      data: unknown;
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toEqual({ formError: "tableBill.errors.INVALID_TRANSITION", confirmClose: false });
    const down = contextWith({ askForBill: async () => refusal("INTERNAL_ERROR", 500) });
    const failed = (await action({
      request: post({ intent: "close-confirm" }),
      context: down.context,
      params: {},
    })) as {
      data: unknown;
      init: { status: number };
    };
    expect(failed.init.status).toBe(503);
    expect(failed.data).toEqual({ formError: "tableBill.errors.unreachable", confirmClose: false });
    const odd = (await action({ request: post({ intent: "drop-table" }), context: paid.context, params: {} })) as {
      init: { status: number };
    };
    expect(odd.init.status).toBe(400);
  });

  it("a guest no longer at the table (404) is sent to the menu, the table forgotten", async () => {
    const { context, values } = contextWith({ askForBill: async () => refusal("NOT_FOUND", 404) });
    expect((await thrown(action({ request: post({ intent: "close-confirm" }), context, params: {} }))).status).toBe(
      302,
    );
    expect(values.tableId).toBeUndefined();
  });
});
