// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Coupon } from "../../contract";
import { held } from "../../tests/support/held";
import { renderIn, storeLayout } from "../../tests/support/render";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import ptBR from "../../locales/pt-BR/common.json";
import CouponWalletRoute, { action, loader } from "./($slug).coupons";

// The wallet's "Adicionar cupom" through the real loader and action: post/redirect/get, notice, refusal.

afterEach(cleanup);

const ok = <T,>(data: T) => ({ ok: true as const, data });
const refusal = (code: string, status = 422) => ({ ok: false as const, status, error: { code, message: code } });

const coupon = (id: number, code: string): Coupon => ({
  id,
  voucher_code: code,
  name: `Cupom ${code}`,
  description: null,
  discount_type: "FIXED",
  value: 500,
  max_discount: null,
  minimum_order: 0,
  start_date: "2026-01-01T00:00:00.000Z",
  end_date: null,
  enabled: true,
  displayed_in_wallet: true,
  available_for_use: true,
  unavailable_reason: null,
  restrictions: {
    requires_client: false,
    exclusive: false,
    single_use: false,
    first_order: false,
    not_with_promotional_items: false,
    not_with_loyalty: false,
  },
  restrictions_by_delivery_method: { store_only: false, delivery_only: false },
});

/** A logged-in client's wallet; a flashed value is read once, as the cookie session does. */
function contextWith(add: () => Promise<unknown>) {
  const wallet: Coupon[] = [coupon(1, "QUERO5")];
  const values: Record<string, string | undefined> = { clientId: "7", clientName: "Ana" };
  const flashed: Record<string, string | undefined> = {};
  const session = {
    get: (key: string) => {
      const value = flashed[key] ?? values[key];
      delete flashed[key];
      return value;
    },
    set: (key: string, value: string) => (values[key] = value),
    unset: (key: string) => delete values[key],
    flash: vi.fn((key: string, value: string) => (flashed[key] = value)),
  };
  const send = vi.fn(
    async (method: string, path: string, _token: string, _schema: unknown, body?: { voucher_code: string }) => {
      if (method === "GET") return ok({ coupons: wallet });
      const answer = (await add()) as { ok: boolean };
      if (answer.ok && body) wallet.push(coupon(wallet.length + 1, body.voucher_code));
      return answer;
    },
  );
  const context = {
    api: { send },
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session,
      accessToken: async () => "token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
      }),
      cart: { current: async () => ({ state: "none" }) },
    },
  } as unknown as AppLoadContext;
  return { context, session, send };
}

const post = (fields: Record<string, string>, search = "") =>
  new Request(`https://shop.test/bella-napoli/coupons${search}`, { method: "POST", body: new URLSearchParams(fields) });

describe("adding a coupon to the wallet", () => {
  it("answers with a redirect to the wallet (its query kept) and flashes the notice, never with a page of its own", async () => {
    const { context, session, send } = contextWith(async () => ok(coupon(2, "BEMVINDO")));
    const answer = await action({
      request: post({ intent: "add", code: "bemvindo" }, "?redirectTo=%2Fcheckout"),
      context,
      params: {},
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/bella-napoli/coupons?redirectTo=%2Fcheckout");
    expect(session.flash).toHaveBeenCalledWith("notice", "coupons.wallet.added");
    expect(send).toHaveBeenCalledWith("POST", "/bella-napoli/clients/7/coupons", "token", expect.anything(), {
      voucher_code: "BEMVINDO",
    });
  });

  it("keeps a refusal on the page, with what was typed and no notice", async () => {
    const { context, session } = contextWith(async () => refusal("NOT_FOUND", 404));
    const answer = (await action({ request: post({ intent: "add", code: "NAOEXISTE" }), context, params: {} })) as {
      data: Record<string, unknown>;
      init: { status: number };
    };
    expect(answer.init.status).toBe(422);
    expect(answer.data).toMatchObject({ addError: "coupons.errors.notFound", typed: "NAOEXISTE" });
    expect(session.flash).not.toHaveBeenCalled();
  });

  it("with JavaScript, the wallet comes back with the notice, focused, the new coupon listed and the field empty; a later refusal speaks instead", async () => {
    const add = vi.fn(async (): Promise<unknown> => ok(coupon(2, "BEMVINDO")));
    const { context } = contextWith(add);
    const layout = storeLayout("bella-napoli");
    const Stub = createRemixStub(
      [
        {
          id: "routes/($slug)",
          path: "/:slug",
          loader: () => layout,
          Component: Outlet,
          children: [{ path: "coupons", loader, action, Component: CouponWalletRoute }],
        },
      ],
      context,
    );
    renderIn("pt-BR", <Stub initialEntries={["/bella-napoli/coupons"]} />);
    const field = await screen.findByLabelText("Código do cupom");
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.change(field, { target: { value: "bemvindo" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Adicionar" })));

    const notice = await screen.findByText("Cupom adicionado à sua carteira.");
    expect(screen.getByRole("status").contains(notice)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.getByText("Cupom BEMVINDO")).toBeTruthy();
    expect(screen.getByLabelText("Código do cupom")).toHaveProperty("value", "");

    add.mockImplementation(async () => refusal("NOT_FOUND", 404));
    fireEvent.change(screen.getByLabelText("Código do cupom"), { target: { value: "naoexiste" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Adicionar" })));
    await waitFor(() => expect(screen.getByLabelText("Código do cupom").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.queryByText("Cupom adicionado à sua carteira.")).toBeNull();
  });
});

describe("the wallet as the server draws it after a post (what a page without JavaScript opens on)", () => {
  async function served(answer: Record<string, unknown> | undefined, flashNotice: boolean) {
    const { context, session } = contextWith(async () => ok(coupon(2, "BEMVINDO")));
    if (flashNotice) session.flash("notice", "coupons.wallet.added");
    const data = await loader({ request: new Request("https://shop.test/bella-napoli/coupons"), context, params: {} });
    const Stub = createRemixStub([
      {
        id: "routes/($slug)",
        path: "/:slug",
        Component: Outlet,
        children: [{ id: "coupons", path: "coupons", Component: CouponWalletRoute }],
      },
    ]);
    // The stub's router is a browser one: React warns that its layout effect does nothing on a server.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToString(
      <I18nContext.Provider value={{ language: "pt-BR", t: createTranslator("pt-BR", ptBR as Translations) }}>
        <Stub
          initialEntries={["/bella-napoli/coupons"]}
          hydrationData={{
            loaderData: { "routes/($slug)": storeLayout("bella-napoli"), coupons: data },
            actionData: answer ? { coupons: answer } : undefined,
          }}
        />
      </I18nContext.Provider>,
    );
    quiet.mockRestore();
    const container = document.createElement("div");
    container.innerHTML = html;
    return [...container.querySelectorAll("[autofocus]")].map((element) => element.id);
  }

  it("opens on the notice after an add, on the field after a refused add, on the message after a refused 'Usar'", async () => {
    expect(await served(undefined, true)).toEqual(["wallet-notice"]);
    expect(await served({ addError: "coupons.errors.notFound", useError: null, typed: "NAOEXISTE" }, false)).toEqual([
      "wallet-code",
    ]);
    expect(
      await served(
        { addError: null, useError: { code: "QUERO5", key: "coupons.wallet.noCart" }, typed: "QUERO5" },
        false,
      ),
    ).toEqual(["wallet-message"]);
    expect(await served(undefined, false)).toEqual([]);
  });
});

describe("coupon wallet's round of upstream calls", () => {
  it("asks for the client's wallet while the store's configuration is still on its way", async () => {
    const { context, send } = contextWith(async () => ok(coupon(2, "BEMVINDO")));
    const merchant = held<unknown>();
    const loadMerchant = context.store.loadMerchant;
    Object.assign(context.store, { loadMerchant: () => merchant.promise });
    const page = loader({ request: new Request("https://shop.test/bella-napoli/coupons"), context, params: {} });
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        "GET",
        "/bella-napoli/coupons?client_id=7&size=100",
        "token",
        expect.anything(),
      ),
    );
    merchant.release(await loadMerchant());
    expect(((await page) as { active: unknown[] }).active).toHaveLength(1);
  });
});
