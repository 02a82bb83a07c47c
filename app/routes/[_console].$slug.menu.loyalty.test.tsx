// @vitest-environment happy-dom
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language, MenuEditor, MenuEditorItem } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import CategoryRoute, * as categoryModule from "./[_console].$slug.menu.categories.$id";
import ChangesRoute, * as changesModule from "./[_console].$slug.menu.changes";
import ItemRoute, * as itemModule from "./[_console].$slug.menu.items.$id";

/*
 * The dishes the loyalty programme redeems, in the editor's forms: a category's "redeemable with
 * points" and a dish's points price (shown, with the script, only for a redeemable category's dish),
 * the API's refusal beside the field, and both in the history in words.
 */

afterEach(cleanup);

const item = (fields: Partial<MenuEditorItem> & Pick<MenuEditorItem, "id" | "name" | "category_id">) => ({
  description: "",
  price: 1200,
  original_price: null,
  enabled: true,
  available: true,
  tags: [],
  serves: null,
  image: null,
  points_price: null,
  option_groups: [],
  ...fields,
});

const MENU: MenuEditor = {
  version: 4,
  currency: "BRL",
  trash: [],
  categories: [
    {
      id: 1,
      name: "Lanches",
      description: null,
      enabled: true,
      redeemable: false,
      pizzas: [],
      items: [item({ id: 10, category_id: 1, name: "X-Burger" })],
    },
    {
      id: 2,
      name: "Resgate",
      description: null,
      enabled: true,
      redeemable: true,
      pizzas: [],
      items: [item({ id: 20, category_id: 2, name: "Refri", points_price: 100 })],
    },
  ],
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

function renderAt(path: string, send: Send, language: Language = "pt-BR") {
  const context = consoleContext(vi.fn(send));
  const route = (
    pattern: string,
    module: typeof itemModule | typeof categoryModule | typeof changesModule,
    Component: () => JSX.Element,
  ) => ({
    path: pattern,
    loader: async (args: Parameters<typeof module.loader>[0]) =>
      module.loader(withConsoleCookie(args, await consoleCookie("OWNER"))),
    action: async (args: ActionFunctionArgs) =>
      "action" in module ? module.action(withConsoleCookie(args, await consoleCookie("OWNER"))) : null,
    Component,
    ErrorBoundary: module.ErrorBoundary,
  });
  const Stub = createRemixStub(
    [
      route("/_console/:slug/menu/items/:id", itemModule, ItemRoute),
      route("/_console/:slug/menu/categories/:id", categoryModule, CategoryRoute),
      route("/_console/:slug/menu/changes", changesModule, ChangesRoute),
      { path: "/_console/:slug/menu", Component: () => <p>menu</p> },
    ],
    context,
  );
  const i18n = { language, t: createTranslator(language, resources[language].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}${path}`]} />
    </I18nContext.Provider>,
  );
}

const reads = () => vi.fn<Send>(async (method) => (method === "GET" ? ok(MENU) : ok({ id: null, version: 5 })));
const writes = (send: ReturnType<typeof vi.fn<Send>>) => send.mock.calls.filter(([method]) => method !== "GET");

async function submit(button: HTMLElement) {
  await act(async () => fireEvent.click(button));
}

describe("a category redeemable with points", () => {
  it("sends the box ticked, and unticked", async () => {
    const send = reads();
    renderAt("/menu/categories/1", send);
    const box = await screen.findByLabelText("Resgatável com pontos", {}, { timeout: 5000 });
    expect(box).toHaveProperty("checked", false);
    fireEvent.click(box);
    await submit(screen.getByRole("button", { name: "Salvar categoria" }));
    await waitFor(() => expect(writes(send)).toHaveLength(1));
    expect(writes(send)[0]!.slice(0, 2)).toEqual(["PUT", `/console/${CONSOLE_SLUG}/menu_editor/categories/1`]);
    expect(writes(send)[0]![4]).toMatchObject({ name: "Lanches", redeemable: true });
  });

  it("shows a redeemable category ticked, and sends it unticked", async () => {
    const send = reads();
    renderAt("/menu/categories/2", send);
    const box = await screen.findByLabelText("Resgatável com pontos", {}, { timeout: 5000 });
    expect(box).toHaveProperty("checked", true);
    fireEvent.click(box);
    await submit(screen.getByRole("button", { name: "Salvar categoria" }));
    await waitFor(() => expect(writes(send)).toHaveLength(1));
    expect(writes(send)[0]![4]).toMatchObject({ redeemable: false });
  });
});

describe("a dish's points price", () => {
  it("is shown for a redeemable category's dish, and sent as whole points", async () => {
    const send = reads();
    renderAt("/menu/items/20", send);
    const points = await screen.findByLabelText("Preço em pontos (opcional)", {}, { timeout: 5000 });
    expect(points).toHaveProperty("value", "100");
    fireEvent.change(points, { target: { value: "1.500" } });
    await submit(screen.getByRole("button", { name: "Salvar prato" }));
    await waitFor(() => expect(writes(send)).toHaveLength(1));
    expect(writes(send)[0]![4]).toMatchObject({ category_id: 2, points_price: 1500 });
  });

  it("is cleared when emptied", async () => {
    const send = reads();
    renderAt("/menu/items/20", send);
    fireEvent.change(await screen.findByLabelText("Preço em pontos (opcional)", {}, { timeout: 5000 }), {
      target: { value: "" },
    });
    await submit(screen.getByRole("button", { name: "Salvar prato" }));
    await waitFor(() => expect(writes(send)).toHaveLength(1));
    expect(writes(send)[0]![4]).toMatchObject({ points_price: null });
  });

  it("is hidden for another category's dish with the script, and shown when its category becomes a redeemable one", async () => {
    renderAt("/menu/items/10", reads());
    await screen.findByRole("heading", { name: "Prato X-Burger" }, { timeout: 5000 });
    expect(screen.queryByLabelText("Preço em pontos (opcional)")).toBeNull();
    fireEvent.change(screen.getByLabelText("Categoria"), { target: { value: "2" } });
    expect(await screen.findByLabelText("Preço em pontos (opcional)")).toBeTruthy();
  });

  it("refuses points it cannot read beside the field, keeping what was typed, asking no API", async () => {
    const send = reads();
    renderAt("/menu/items/20", send);
    const points = await screen.findByLabelText("Preço em pontos (opcional)", {}, { timeout: 5000 });
    fireEvent.change(points, { target: { value: "cem" } });
    await submit(screen.getByRole("button", { name: "Salvar prato" }));
    await waitFor(() =>
      expect(document.getElementById("item-points-price-error")?.textContent).toBe(
        "Informe um número inteiro de pontos, de 1 a 1.000.000.",
      ),
    );
    expect(screen.getByLabelText("Preço em pontos (opcional)")).toHaveProperty("value", "cem");
    expect(writes(send)).toEqual([]);
  });

  it("shows the API's refusal for a category that is not redeemable on the field, in Spanish", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET"
        ? ok(MENU)
        : refusal("VALIDATION_ERROR", 422, {
            errors: [{ field: "points_price", message: "console.menu.errors.pointsPriceNotRedeemable" }],
          }),
    );
    renderAt("/menu/items/20", send, "es");
    fireEvent.change(await screen.findByLabelText("Categoría", {}, { timeout: 5000 }), { target: { value: "1" } });
    // With the script the field hides for that category; the form without it sends it: as the API then answers.
    fireEvent.change(screen.getByLabelText("Categoría"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Precio en puntos (opcional)"), { target: { value: "80" } });
    await submit(screen.getByRole("button", { name: "Guardar plato" }));
    await waitFor(() =>
      expect(document.getElementById("item-points-price-error")?.textContent).toBe(
        "Solo los platos de una categoría canjeable con puntos tienen precio en puntos. Déjalo vacío o marca la categoría como canjeable.",
      ),
    );
    expect(screen.getByLabelText("Precio en puntos (opcional)")).toHaveProperty("value", "80");
  });
});

describe("the history", () => {
  it("names both fields in words", async () => {
    const send = vi.fn<Send>(async (_method, path) =>
      path.includes("/changes")
        ? ok({
            changes: [
              {
                id: 41,
                at: "2026-12-07T14:05:00.000Z",
                staff_name: "Dona Carla",
                action: "update",
                subject: "item",
                subject_id: 20,
                name: "Refri",
                changes: [{ field: "points_price", from: 100, to: 150 }],
              },
              {
                id: 40,
                at: "2026-12-07T14:00:00.000Z",
                staff_name: "Dona Carla",
                action: "update",
                subject: "category",
                subject_id: 2,
                name: "Resgate",
                changes: [{ field: "redeemable", from: false, to: true }],
              },
            ],
            next_before: null,
          })
        : ok(MENU),
    );
    renderAt("/menu/changes", send);
    const dish = (await screen.findByText("Alterou o prato Refri", {}, { timeout: 5000 })).closest("li")!;
    expect(dish.textContent).toContain("Preço em pontos: 100 → 150");
    const category = screen.getByText("Alterou a categoria Resgate").closest("li")!;
    expect(category.textContent).toContain("Resgatável com pontos: não → sim");
    expect(document.body.textContent).not.toContain("console.menu");
  });
});
