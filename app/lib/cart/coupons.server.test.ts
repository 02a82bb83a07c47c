import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { applyLinkedVoucher, checkoutCouponIntent, splitCouponIntent, voucherNotice } from "./coupons.server";
import type { MerchantSession } from "~/lib/platform/session.server";

/** A session that records sets and flashes, and a context whose API answers `answer` to any call. */
function fixture(data: Record<string, string> = {}, answer?: (method: string, path: string, body: unknown) => unknown) {
  const store: Record<string, string> = { ...data };
  const flashed: Record<string, string> = {};
  const calls: { method: string; path: string; body: unknown }[] = [];
  const session = {
    get: (key: string) => store[key] ?? flashed[key],
    set: (key: string, value: string) => void (store[key] = value),
    unset: (key: string) => void delete store[key],
    flash: (key: string, value: string) => void (flashed[key] = value),
    has: (key: string) => key in store,
  } as unknown as MerchantSession;
  const context = {
    api: {
      send: async (method: string, path: string, _token: string, _schema: unknown, body: unknown) => {
        calls.push({ method, path, body });
        return answer
          ? answer(method, path, body)
          : { ok: false, status: 500, error: { code: "INTERNAL_ERROR", message: "" } };
      },
    },
    store: { slug: "bella-napoli", session, accessToken: async () => "token" },
  } as unknown as AppLoadContext;
  return { context, session, store, flashed, calls };
}

const appliedAnswer = (changedTo: string | null) => ({
  ok: true,
  data: { cart: {}, coupon: {}, delivery_type_changed_to: changedTo },
});

describe("voucher link", () => {
  it("the menu's GET keeps a valid code (upper case) and says it is pending; a bad one is ignored; nothing is called", () => {
    const { session, store, calls } = fixture();
    expect(voucherNotice(session, new URL("https://x.test/bella-napoli?voucher=quero5"))).toEqual({
      code: "QUERO5",
      key: "coupons.voucher.pending",
      refused: false,
    });
    expect(store.couponLinkId).toBe("QUERO5");
    expect(voucherNotice(fixture().session, new URL("https://x.test/bella-napoli?voucher=<script>"))).toBeNull();
    expect(calls).toEqual([]);
  });

  it("the next POST with a cart applies it once and flashes the result; a refusal is told with its message; an unreachable API keeps it pending", async () => {
    const ok = fixture({ couponLinkId: "QUERO5" }, () => appliedAnswer(null));
    await applyLinkedVoucher(ok.context, "guid-1");
    expect(ok.calls).toEqual([
      { method: "POST", path: "/bella-napoli/carts/guid-1/coupons", body: { coupon: { voucher_code: "QUERO5" } } },
    ]);
    expect(ok.store.couponLinkId).toBeUndefined();
    expect(JSON.parse(ok.flashed.voucher!)).toEqual({ code: "QUERO5", key: "coupons.voucher.applied", refused: false });
    await applyLinkedVoucher(ok.context, "guid-1");
    expect(ok.calls).toHaveLength(1);

    const refused = fixture({ couponLinkId: "PIZZA15" }, () => ({
      ok: false,
      status: 422,
      error: { code: "MINIMUM_ORDER", message: "" },
    }));
    await applyLinkedVoucher(refused.context, "guid-1");
    expect(JSON.parse(refused.flashed.voucher!)).toEqual({
      code: "PIZZA15",
      key: "coupons.errors.MINIMUM_ORDER",
      refused: true,
    });
    expect(refused.store.couponLinkId).toBeUndefined();

    const down = fixture({ couponLinkId: "QUERO5" });
    await applyLinkedVoucher(down.context, "guid-1");
    expect(down.store.couponLinkId).toBe("QUERO5");
    expect(down.flashed.voucher).toBeUndefined();
  });
});

describe("checkout coupon intents", () => {
  it("the remove button's value names the coupon", () => {
    const form = new FormData();
    form.set("intent", "coupon_remove:42");
    splitCouponIntent(form);
    expect([form.get("intent"), form.get("coupon_id")]).toEqual(["coupon_remove", "42"]);
  });

  it("applying a store-only coupon says so and remembers the new mode; the pending link code is used up", async () => {
    const { context, store } = fixture({ couponLinkId: "RETIRA5" }, () => appliedAnswer("TAKEOUT"));
    expect(
      await checkoutCouponIntent(context, "bella-napoli", "token", "guid-1", {
        intent: "coupon_apply",
        voucher_code: "RETIRA5",
      }),
    ).toEqual({
      ok: true,
      done: ["coupons.applied", "coupons.changedTo.TAKEOUT"],
    });
    expect(store.deliveryMethod).toBe("TAKEOUT");
    expect(store.couponLinkId).toBeUndefined();
  });

  it("a code already on the order, or a coupon already gone, is the outcome the customer asked for (a reload without JavaScript posts again)", async () => {
    const answer = (status: number, code: string) =>
      fixture({}, () => ({ ok: false, status, error: { code, message: "" } })).context;
    expect(
      await checkoutCouponIntent(answer(422, "ALREADY_EXISTS"), "s", "t", "g", {
        intent: "coupon_apply",
        voucher_code: "QUERO5",
      }),
    ).toEqual({
      ok: true,
      done: ["coupons.alreadyApplied"],
    });
    expect(
      await checkoutCouponIntent(answer(404, "NOT_FOUND"), "s", "t", "g", { intent: "coupon_remove", coupon_id: 3 }),
    ).toEqual({
      ok: true,
      done: ["coupons.removed"],
    });
    expect(
      await checkoutCouponIntent(answer(404, "CART_NOT_FOUND"), "s", "t", "g", {
        intent: "coupon_remove",
        coupon_id: 3,
      }),
    ).toMatchObject({ ok: false });
  });

  it("a refusal is its message key with the page's status: 422 codes, 404 unavailable, 5xx 'Erro {status}' as 503", async () => {
    const refusal = (status: number, code: string) =>
      fixture({}, () => ({ ok: false, status, error: { code, message: "" } })).context;
    const apply = { intent: "coupon_apply" as const, voucher_code: "X" };
    expect(await checkoutCouponIntent(refusal(422, "ALREADY_USED"), "s", "t", "g", apply)).toEqual({
      ok: false,
      error: "coupons.errors.ALREADY_USED",
      status: 422,
    });
    expect(await checkoutCouponIntent(refusal(404, "NOT_FOUND"), "s", "t", "g", apply)).toEqual({
      ok: false,
      error: "coupons.errors.notFound",
      status: 422,
    });
    expect(
      await checkoutCouponIntent(refusal(502, "INTERNAL_ERROR"), "s", "t", "g", {
        intent: "coupon_remove",
        coupon_id: 3,
      }),
    ).toEqual({
      ok: false,
      error: "coupons.errors.status:502",
      status: 503,
    });
  });
});
