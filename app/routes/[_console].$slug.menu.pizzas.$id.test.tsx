// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PizzaEditor, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import {
  CONSOLE_SLUG,
  consoleContext,
  consoleCookie,
  consoleRequest,
  withConsoleCookie,
} from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import PizzaEditorRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.menu.pizzas.$id";

afterEach(cleanup);

const PIZZA_ID = 101;
const pizza: PizzaEditor = {
  id: PIZZA_ID,
  category_id: 1,
  name: "Pizza",
  description: "Monte a sua",
  enabled: true,
  sizes: [
    { id: 201, name: "Broto", slices: 4, max_flavors: 1 },
    { id: 202, name: "Grande", slices: 8, max_flavors: 2 },
  ],
  flavors: [
    {
      id: 301,
      name: "Margherita",
      description: "Tomate e manjericão",
      enabled: true,
      prices: [
        { size_id: 201, price: 3990 },
        { size_id: 202, price: 5990 },
      ],
    },
  ],
  complements: [
    {
      id: 401,
      name: "Borda de catupiry",
      kind: "EDGE",
      enabled: true,
      prices: [
        { size_id: 201, price: null },
        { size_id: 202, price: 1200 },
      ],
    },
  ],
  price_rule: "PROPORTIONAL",
  categories: [{ id: 1, name: "Pizzas" }],
  version: 7,
  currency: "BRL",
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

const PT_PRICE_INVALID = "Informe um preço válido, como 34,90.";
const PATH = `/_console/${CONSOLE_SLUG}/menu/pizzas/${PIZZA_ID}`;

function renderPage(send: Send, role: StaffRole = "OWNER") {
  const context = consoleContext(vi.fn(send));
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/menu/pizzas/:id",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: PizzaEditorRoute,
        ErrorBoundary,
      },
    ],
    context,
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[PATH]} />
    </I18nContext.Provider>,
  );
}

/** The new flavour's form, found by its heading. */
async function newFlavorForm() {
  const heading = await screen.findByRole("heading", { name: "Novo sabor" });
  return within(heading.closest("div")!.querySelector("form")!);
}

async function typeNewFlavor(name: string, broto: string, grande: string) {
  const form = await newFlavorForm();
  fireEvent.change(form.getByLabelText("Nome do sabor"), { target: { value: name } });
  fireEvent.change(form.getByLabelText("Preço no tamanho Broto"), { target: { value: broto } });
  fireEvent.change(form.getByLabelText("Preço no tamanho Grande"), { target: { value: grande } });
  await act(async () => fireEvent.click(form.getByRole("button", { name: "Adicionar sabor" })));
}

describe("the pizza editor page", () => {
  it("adds a flavour with its price in every size, typed as people type money, and says so", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(pizza) : ok({ id: 302, version: 8 })));
    renderPage(send);
    await typeNewFlavor("Portuguesa", "42,50", "R$ 62");
    expect(await screen.findByText("Sabor salvo.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith(
      "POST",
      `/console/${CONSOLE_SLUG}/menu_editor/pizzas/${PIZZA_ID}/flavors`,
      "token-OWNER",
      expect.anything(),
      {
        name: "Portuguesa",
        description: "",
        enabled: true,
        prices: [
          { size_id: 201, price: 4250 },
          { size_id: 202, price: 6200 },
        ],
      },
    );
  });

  it("refuses a price it cannot read on its own field, in the person's language, keeping what was typed, asking nothing of the API", async () => {
    const send = vi.fn<Send>(async () => ok(pizza));
    renderPage(send);
    await typeNewFlavor("Portuguesa", "42,50", "muito");
    expect(await (await newFlavorForm()).findByText(PT_PRICE_INVALID)).toBeTruthy();
    // The form as drawn with the refusal: the page may draw it again meanwhile, so it is looked up each try.
    await waitFor(async () =>
      expect((await newFlavorForm()).getByLabelText("Preço no tamanho Grande").getAttribute("aria-invalid")).toBe(
        "true",
      ),
    );
    const form = await newFlavorForm();
    expect(form.getByLabelText("Nome do sabor")).toHaveProperty("value", "Portuguesa");
    expect(form.getByLabelText("Preço no tamanho Broto")).toHaveProperty("value", "42,50");
    expect(send.mock.calls.filter(([method]) => method !== "GET")).toEqual([]);
  });

  it("puts the API's refusal of a size's price beside that size's field", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET"
        ? ok(pizza)
        : refusal("VALIDATION_ERROR", 422, {
            errors: [{ field: "prices.1.price", message: "console.menu.errors.priceTooHigh" }],
          }),
    );
    renderPage(send);
    await typeNewFlavor("Portuguesa", "42,50", "9.999,00");
    expect(await (await newFlavorForm()).findByText("Esse preço passa do limite. Confira o valor.")).toBeTruthy();
    await waitFor(async () =>
      expect((await newFlavorForm()).getByLabelText("Preço no tamanho Grande").getAttribute("aria-invalid")).toBe(
        "true",
      ),
    );
  });

  it("sends a double tap once, and a complement's empty size as not offered there", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const send = vi.fn<Send>((method) =>
      method === "GET" ? Promise.resolve(ok(pizza)) : new Promise((resolve) => (answer = resolve)),
    );
    renderPage(send);
    const heading = await screen.findByRole("heading", { name: "Nova borda, massa ou adicional" });
    const form = within(heading.closest("div")!.querySelector("form")!);
    fireEvent.change(form.getByLabelText("Nome"), { target: { value: "Borda de cheddar" } });
    fireEvent.change(form.getByLabelText("Preço no tamanho Grande (vazio: não oferecido)"), {
      target: { value: "9" },
    });
    const button = form.getByRole("button", { name: "Adicionar" });
    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(send.mock.calls.filter(([method]) => method === "POST")).toHaveLength(1));
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await act(async () => fireEvent.click(button));
    await act(async () => answer(ok({ id: 402, version: 8 })));
    expect(await screen.findByText("Borda ou massa salva.")).toBeTruthy();
    expect(send.mock.calls.filter(([method]) => method === "POST")).toEqual([
      [
        "POST",
        `/console/${CONSOLE_SLUG}/menu_editor/pizzas/${PIZZA_ID}/complements`,
        "token-OWNER",
        expect.anything(),
        { name: "Borda de cheddar", kind: "EDGE", enabled: true, prices: [{ size_id: 202, price: 900 }] },
      ],
    ]);
  });

  it("shows staff the prices per size and no form", async () => {
    renderPage(async () => ok(pizza), "STAFF");
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(screen.getByRole("row", { name: /Margherita/ }).textContent).toContain("59,90");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByLabelText("Nome do sabor")).toBeNull();
  });

  it("refuses a staff member's post without asking the API", async () => {
    const send = vi.fn();
    const cookie = await consoleCookie("STAFF");
    const request = consoleRequest(`/menu/pizzas/${PIZZA_ID}`, cookie, { intent: "rule", rule: "HIGHEST" });
    const answer = action(
      withConsoleCookie(
        { request, context: consoleContext(send), params: { slug: CONSOLE_SLUG, id: String(PIZZA_ID) } },
        cookie,
      ),
    );
    await expect(answer).rejects.toSatisfy((thrown: { status?: number; init?: { status?: number } }) =>
      [thrown.status, thrown.init?.status].includes(403),
    );
    expect(send).not.toHaveBeenCalled();
  });
});
