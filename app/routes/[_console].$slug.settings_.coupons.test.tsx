// @vitest-environment happy-dom
import { useRevalidator } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUPON_LIMITS_ERRORS, type ConsoleCoupon, type ConsoleCoupons, type StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import CouponsRoute, {
  action as listAction,
  ErrorBoundary as ListBoundary,
  loader as listLoader,
} from "./[_console].$slug.settings_.coupons._index";
import NewCouponRoute, {
  action as newAction,
  ErrorBoundary as NewBoundary,
  loader as newLoader,
} from "./[_console].$slug.settings_.coupons.new";

afterEach(cleanup);

const coupon: ConsoleCoupon = {
  id: 41,
  code: "FRETE",
  name: "Frete grátis",
  description: null,
  discount_type: "FREE_DELIVERY",
  value: 0,
  max_discount: null,
  minimum_order: 3000,
  starts_on: "2026-01-01",
  ends_on: null,
  enabled: true,
  displayed_in_wallet: true,
  exclusive_email: null,
  requires_client: false,
  single_use: false,
  first_order_only: false,
  not_with_promotional_items: false,
  not_with_loyalty: false,
  delivery_restriction: "DELIVERY_ONLY",
  max_uses: null,
  max_uses_per_client: null,
  orders: 3,
};

const coupons: ConsoleCoupons = {
  currency: "BRL",
  timezone: "America/Sao_Paulo",
  settings: { enabled: true, max_coupons_per_cart: 2, show_wallet: true },
  coupons: [coupon],
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

const BASE = `/_console/${CONSOLE_SLUG}/settings/coupons`;
const API = `/console/${CONSOLE_SLUG}/settings/coupons`;

/** The new coupon's page as the console's frame has it: read again whenever a pushed event arrives (here, on a tap). */
function NewCouponReadAgain() {
  const revalidator = useRevalidator();
  return (
    <>
      <button type="button" onClick={() => revalidator.revalidate()} aria-busy={revalidator.state === "loading"}>
        Pushed event
      </button>
      <NewCouponRoute />
    </>
  );
}

function renderPages(send: Send, role: StaffRole, entry: string) {
  const context = consoleContext(vi.fn(send));
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/settings/coupons",
        loader: async (args) => listLoader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => listAction(withConsoleCookie(args, await consoleCookie(role))),
        Component: CouponsRoute,
        ErrorBoundary: ListBoundary,
      },
      {
        path: "/_console/:slug/settings/coupons/new",
        loader: async (args) => newLoader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => newAction(withConsoleCookie(args, await consoleCookie(role))),
        Component: NewCouponReadAgain,
        ErrorBoundary: NewBoundary,
      },
    ],
    context,
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[entry]} />
    </I18nContext.Provider>,
  );
}

const answers: Send = async (method, path) => {
  if (method === "GET") return ok(coupons);
  if (method === "POST" && path === API) return ok({ id: 42, version: 5 });
  return ok({ id: 41, version: 5 });
};

async function fillBemVindo(percent: string) {
  const form = within((await screen.findByRole("heading", { name: "O que o cupom dá, e a quem" })).closest("section")!);
  fireEvent.change(form.getByLabelText("Código"), { target: { value: "bemvindo10" } });
  fireEvent.change(form.getByLabelText("Nome"), { target: { value: "Bem-vindo" } });
  fireEvent.change(form.getByLabelText("Porcentagem (para desconto em porcentagem)"), { target: { value: percent } });
  fireEvent.change(form.getByLabelText("Pedido mínimo (opcional)"), { target: { value: "R$ 50,00" } });
  fireEvent.change(form.getByLabelText("Primeiro dia"), { target: { value: "2026-12-07" } });
  return form;
}

describe("a new coupon", () => {
  it("sends the owner's coupon with its percentage and minimum as typed, then lists it", async () => {
    const send = vi.fn<Send>(answers);
    renderPages(send, "OWNER", `${BASE}/new`);
    const form = await fillBemVindo("10%");
    fireEvent.click(form.getByLabelText("Só clientes logados"));
    fireEvent.click(form.getByLabelText("Só entrega (o carrinho muda para entrega)"));
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar cupom" })));
    expect(await screen.findByText("Cupom BEMVINDO10 criado.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith("POST", API, "token-OWNER", expect.anything(), {
      code: "bemvindo10",
      name: "Bem-vindo",
      description: null,
      discount_type: "PERCENTAGE",
      value: 10,
      max_discount: null,
      minimum_order: 5000,
      starts_on: "2026-12-07",
      ends_on: null,
      enabled: true,
      displayed_in_wallet: false,
      exclusive_email: null,
      requires_client: true,
      single_use: false,
      first_order_only: false,
      not_with_promotional_items: false,
      not_with_loyalty: false,
      delivery_restriction: "DELIVERY_ONLY",
      max_uses: null,
      max_uses_per_client: null,
      // The form's own key: sent twice, it creates once.
      request_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("sends the same key again after a refusal and a pushed event, so the form sent again is the same create", async () => {
    let answer: unknown = refusal("INTERNAL_ERROR", 503);
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(coupons) : answer));
    renderPages(send, "OWNER", `${BASE}/new`);
    const form = await fillBemVindo("10");
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar cupom" })));
    await screen.findByText(/^O sistema não respondeu/);
    // The page is read again (a new key drawn) while the refusal is shown.
    const pushed = screen.getByRole("button", { name: "Pushed event" });
    await act(async () => fireEvent.click(pushed));
    await waitFor(() => expect(pushed.getAttribute("aria-busy")).toBe("false"));
    answer = ok({ id: 42, version: 5 });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Criar cupom" })));
    expect(await screen.findByText("Cupom BEMVINDO10 criado.")).toBeTruthy();
    const keys = send.mock.calls
      .filter(([method]) => method === "POST")
      .map(([, , , , body]) => (body as { request_key?: string }).request_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("refuses a percentage with a fraction on its field, keeping everything typed, without asking the API", async () => {
    const send = vi.fn<Send>(answers);
    renderPages(send, "OWNER", `${BASE}/new`);
    const form = await fillBemVindo("12,5");
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar cupom" })));
    await screen.findAllByText("Use uma porcentagem inteira, como 12 ou 13.");
    const percent = screen.getByLabelText("Porcentagem (para desconto em porcentagem)");
    expect(percent.getAttribute("aria-invalid")).toBe("true");
    expect((percent as HTMLInputElement).value).toBe("12,5");
    expect((screen.getByLabelText("Código") as HTMLInputElement).value).toBe("bemvindo10");
    expect(send.mock.calls.filter(([method]) => method !== "GET")).toEqual([]);
  });

  it("puts the API's refusal of a code the store has beside the code", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET"
        ? ok(coupons)
        : refusal("VALIDATION_ERROR", 422, {
            errors: [{ field: "code", message: "console.settings.rewards.errors.codeTaken" }],
          }),
    );
    renderPages(send, "OWNER", `${BASE}/new`);
    const form = await fillBemVindo("10");
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar cupom" })));
    await screen.findAllByText("Outro cupom desta loja já tem este código.");
    expect(screen.getByLabelText("Código").getAttribute("aria-invalid")).toBe("true");
  });

  it("answers a refusal with the key it was sent, which the page draws instead of a new one (no JavaScript)", async () => {
    const KEY = "9d2b7c1e-4f3a-4b8c-a6d5-0e1f2a3b4c5d";
    const form = new FormData();
    for (const [name, value] of Object.entries({ code: "bemvindo10", name: "Bem-vindo", percent: "10" }))
      form.append(name, value);
    form.append("discount_type", "PERCENTAGE");
    form.append("starts_on", "2026-12-07");
    form.append("request_key", KEY);
    const api = vi.fn(async () => refusal("INTERNAL_ERROR", 503));
    const answer = (await newAction(
      withConsoleCookie(
        {
          request: new Request(`https://shop.test${BASE}/new`, { method: "POST", body: form }),
          context: consoleContext(api),
          params: { slug: CONSOLE_SLUG },
        },
        await consoleCookie("OWNER"),
      ),
    )) as unknown as { data: { values: Record<string, unknown> }; init: { status: number } };
    expect(answer.init.status).toBe(503);
    expect((api.mock.calls[0] as unknown[])[4]).toMatchObject({ request_key: KEY });
    expect(answer.data.values.request_key).toBe(KEY);
  });

  it("is the owner's only: staff get the page that says so", async () => {
    renderPages(vi.fn<Send>(answers), "STAFF", `${BASE}/new`);
    expect(
      await screen.findByText("Só o dono da loja altera cupons, fidelidade e pontos. Aqui você pode consultá-los."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Criar cupom" })).toBeNull();
  });
});

describe("the coupons' list", () => {
  it("turns a coupon off in one tap and says so", async () => {
    const send = vi.fn<Send>(answers);
    renderPages(send, "OWNER", BASE);
    const card = within((await screen.findByRole("link", { name: "FRETE" })).closest("li")!);
    expect(card.getByText("Usado em 3 pedidos")).toBeTruthy();
    await act(async () => fireEvent.click(card.getByRole("button", { name: /^Desligar/ })));
    expect(await screen.findByText("Cupom FRETE desligado: os clientes não podem mais usá-lo.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith("PUT", `${API}/41/enabled`, "token-OWNER", expect.anything(), {
      enabled: false,
    });
  });

  it("refuses a count per cart it cannot read, without asking the API", async () => {
    const send = vi.fn<Send>(answers);
    renderPages(send, "OWNER", BASE);
    fireEvent.change(await screen.findByLabelText("Cupons por carrinho"), { target: { value: "muitos" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Salvar configurações de cupons" })));
    await screen.findAllByText("Digite um número inteiro de 1 a 10.");
    expect((screen.getByLabelText("Cupons por carrinho") as HTMLInputElement).value).toBe("muitos");
    expect(send.mock.calls.filter(([method]) => method !== "GET")).toEqual([]);
  });

  it("shows staff the coupons and the settings, no form, and the sentence that only the owner changes them", async () => {
    renderPages(vi.fn<Send>(answers), "STAFF", BASE);
    expect(
      await screen.findByText("Só o dono da loja altera cupons, fidelidade e pontos. Aqui você pode consultá-los."),
    ).toBeTruthy();
    expect(screen.getByText("Um carrinho tem no máximo 2 cupons.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "FRETE" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link", { name: "Novo cupom" })).toBeNull();
  });
});

describe("a coupon's use limits", () => {
  const sent = (send: ReturnType<typeof vi.fn<Send>>) =>
    send.mock.calls.find(([method, path]) => method === "POST" && path === API)?.[4] as Record<string, unknown>;

  it("sends the uses in all and per customer as typed; blank is no limit", async () => {
    const send = vi.fn<Send>(answers);
    renderPages(send, "OWNER", `${BASE}/new`);
    const form = await fillBemVindo("10");
    fireEvent.change(form.getByLabelText("Usos no total (opcional)"), { target: { value: "1.000" } });
    fireEvent.change(form.getByLabelText("Usos por cliente (opcional)"), { target: { value: " 3 " } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar cupom" })));
    expect(await screen.findByText("Cupom BEMVINDO10 criado.")).toBeTruthy();
    expect(sent(send)).toMatchObject({ max_uses: 1000, max_uses_per_client: 3, single_use: false });
  });

  it("one use per customer is the single-use coupon", async () => {
    const send = vi.fn<Send>(answers);
    renderPages(send, "OWNER", `${BASE}/new`);
    const form = await fillBemVindo("10");
    fireEvent.change(form.getByLabelText("Usos por cliente (opcional)"), { target: { value: "1" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar cupom" })));
    expect(await screen.findByText("Cupom BEMVINDO10 criado.")).toBeTruthy();
    expect(sent(send)).toMatchObject({ max_uses: null, max_uses_per_client: 1, single_use: true });
  });

  it.each([
    ["Usos no total (opcional)", "0", "Digite um número inteiro de 1 a 1.000.000, como 100, ou deixe em branco."],
    ["Usos no total (opcional)", "2000000", "Digite um número inteiro de 1 a 1.000.000, como 100, ou deixe em branco."],
    ["Usos por cliente (opcional)", "2,5", "Digite um número inteiro de 1 a 1.000, como 3, ou deixe em branco."],
    ["Usos por cliente (opcional)", "muitos", "Digite um número inteiro de 1 a 1.000, como 3, ou deixe em branco."],
  ])(
    "refuses %s = %j beside the field, keeping everything typed, without asking the API",
    async (label, typed, said) => {
      const send = vi.fn<Send>(answers);
      renderPages(send, "OWNER", `${BASE}/new`);
      const form = await fillBemVindo("10");
      fireEvent.change(form.getByLabelText(label), { target: { value: typed } });
      await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar cupom" })));
      await screen.findAllByText(said);
      const field = screen.getByLabelText(label) as HTMLInputElement;
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(field.value).toBe(typed);
      expect(
        document.getElementById(
          field
            .getAttribute("aria-describedby")!
            .split(" ")
            .find((id) => id.endsWith("-error"))!,
        )?.textContent,
      ).toBe(said);
      expect((screen.getByLabelText("Código") as HTMLInputElement).value).toBe("bemvindo10");
      expect(send.mock.calls.filter(([method]) => method !== "GET")).toEqual([]);
    },
  );

  it("has every limit's message in the three languages", () => {
    for (const language of ["pt-BR", "es", "en"] as const) {
      const t = createTranslator(language, resources[language].common);
      for (const key of Object.values(COUPON_LIMITS_ERRORS)) expect(t(key), `${language} ${key}`).not.toBe(key);
    }
  });

  it("lists a limited coupon as its uses of the limit", async () => {
    const limited: ConsoleCoupons = { ...coupons, coupons: [{ ...coupon, max_uses: 100, orders: 12 }] };
    renderPages(
      vi.fn<Send>(async (method) => (method === "GET" ? ok(limited) : ok({ id: 41, version: 5 }))),
      "OWNER",
      BASE,
    );
    const card = within((await screen.findByRole("link", { name: "FRETE" })).closest("li")!);
    expect(card.getByText("12 de 100 usos")).toBeTruthy();
  });
});
