// @vitest-environment happy-dom
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language, MenuEditor, MenuEditorItem, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import CategoryRoute, * as categoryModule from "./[_console].$slug.menu.categories.$id";
import ChangesRoute, * as changesModule from "./[_console].$slug.menu.changes";
import ItemRoute, * as itemModule from "./[_console].$slug.menu.items.$id";
import MenuRoute, * as menuModule from "./[_console].$slug.menu._index";

afterEach(cleanup);

const item = (
  fields: Partial<MenuEditorItem> & Pick<MenuEditorItem, "id" | "name" | "category_id">,
): MenuEditorItem => ({
  description: "",
  price: 3490,
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
  trash: [{ kind: "item", id: 30, name: "Pizza de atum", deleted_at: "2026-12-06T22:15:00.000Z", category_id: 1 }],
  categories: [
    {
      id: 1,
      name: "Pizzas",
      description: null,
      enabled: true,
      redeemable: false,
      pizzas: [{ id: 70, name: "Pizza de calabresa", enabled: true }],
      items: [
        item({
          id: 10,
          category_id: 1,
          name: "Margherita",
          option_groups: [
            {
              id: 50,
              name: "Borda",
              min: 1,
              max: 1,
              options: [
                { id: 70, name: "Catupiry", description: null, price: 800, enabled: true },
                { id: 71, name: "Sem borda", description: null, price: 0, enabled: true },
              ],
            },
          ],
        }),
        item({ id: 11, category_id: 1, name: "Calabresa", price: 2990, original_price: 3990, available: false }),
      ],
    },
    {
      id: 2,
      name: "Bebidas",
      description: null,
      enabled: false,
      redeemable: false,
      pizzas: [],
      items: [item({ id: 20, category_id: 2, name: "Chope", price: 1200, tags: ["+18"], enabled: false })],
    },
  ],
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

function renderAt(
  path: string,
  send: Send,
  { role = "OWNER", language = "pt-BR" }: { role?: StaffRole; language?: Language } = {},
) {
  const context = consoleContext(vi.fn(send));
  const route = (
    pattern: string,
    module: typeof menuModule | typeof itemModule | typeof categoryModule | typeof changesModule,
    Component: () => JSX.Element,
  ) => ({
    path: pattern,
    loader: async (args: Parameters<typeof module.loader>[0]) =>
      module.loader(withConsoleCookie(args, await consoleCookie(role))),
    // The history page only reads.
    action: async (args: ActionFunctionArgs) =>
      "action" in module ? module.action(withConsoleCookie(args, await consoleCookie(role))) : null,
    Component,
    ErrorBoundary: module.ErrorBoundary,
  });
  const Stub = createRemixStub(
    [
      route("/_console/:slug/menu", menuModule, MenuRoute),
      route("/_console/:slug/menu/items/:id", itemModule, ItemRoute),
      route("/_console/:slug/menu/categories/:id", categoryModule, CategoryRoute),
      route("/_console/:slug/menu/changes", changesModule, ChangesRoute),
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

const reads = (menu: MenuEditor = MENU) => vi.fn<Send>(async (method) => (method === "GET" ? ok(menu) : ok(null)));

const writes = (send: ReturnType<typeof vi.fn<Send>>) => send.mock.calls.filter(([method]) => method !== "GET");

/** A button or link named "{what}: {name}" (the name visually hidden: happy-dom spaces it apart). */
const named = (what: string, name: string) => new RegExp(`^${what}\\s*:\\s*${name}$`);

async function submit(button: HTMLElement) {
  await act(async () => fireEvent.click(button));
}

describe("the menu as the editor sees it", () => {
  it("lists each category's dishes in the store's money, with promotion, hidden and today's sold out", async () => {
    renderAt("/menu", reads());
    const pizzas = await screen.findByRole("region", { name: "Pizzas" });
    const margherita = within(pizzas).getByRole("heading", { name: "Margherita" }).closest("li")!;
    expect(margherita.textContent).toContain("R$\u00a034,90");
    expect(margherita.textContent).toContain("Borda (obrigatório, de 1 a 1): Catupiry R$\u00a08,00, Sem borda");
    const calabresa = within(pizzas).getByRole("heading", { name: "Calabresa" }).closest("li")!;
    expect(calabresa.textContent).toContain("R$\u00a039,90");
    expect(calabresa.textContent).toContain("Promoção R$\u00a029,90");
    expect(within(calabresa).getByText("Esgotado hoje")).toBeTruthy();
    const drinks = screen.getByRole("region", { name: /^Bebidas/ });
    expect(within(drinks).getAllByText("Oculto")).toHaveLength(2);
    const trash = screen.getByRole("region", { name: "Lixeira" });
    expect(within(trash).getByRole("listitem").textContent).toMatch(
      /^Pizza de atum \(prato · excluído em 06\/12\/2026,? 19:15\)/,
    );
    expect(screen.getByRole("link", { name: "Editar Pizza de calabresa" }).getAttribute("href")).toMatch(
      /\/menu\/pizzas\/70$/,
    );
    // The spreadsheet's page, from the menu.
    expect(screen.getByRole("link", { name: "Planilha: importar e exportar" }).getAttribute("href")).toMatch(
      /\/menu\/import$/,
    );
  });

  it("moves a category down by sending the whole new order, and says so", async () => {
    const send = reads();
    renderAt("/menu", send);
    await screen.findByRole("region", { name: "Pizzas" });
    await submit(screen.getByRole("button", { name: named("Descer", "Pizzas") }));
    await screen.findByText("Pizzas mudou de posição.");
    expect(writes(send)).toEqual([
      [
        "PUT",
        `/console/${CONSOLE_SLUG}/menu_editor/categories_order`,
        "token-OWNER",
        expect.anything(),
        { ids: [2, 1] },
      ],
    ]);
    // The first category has no "up".
    expect(screen.queryByRole("button", { name: named("Subir", "Pizzas") })).toBeNull();
  });

  it("hides a dish by sending it whole with only `enabled` changed", async () => {
    const send = reads();
    renderAt("/menu", send);
    await screen.findByRole("region", { name: "Pizzas" });
    await submit(screen.getByRole("button", { name: named("Ocultar", "Calabresa") }));
    await screen.findByText("Calabresa está oculto: os clientes não veem mais.");
    expect(writes(send)[0]!.slice(0, 2)).toEqual(["PUT", `/console/${CONSOLE_SLUG}/menu_editor/items/11`]);
    expect(writes(send)[0]![4]).toEqual({
      category_id: 1,
      name: "Calabresa",
      description: "",
      price: 2990,
      original_price: 3990,
      tags: [],
      serves: null,
      enabled: false,
    });
  });

  it("asks before the trash, then trashes; restores from the trash", async () => {
    const send = reads();
    renderAt("/menu", send);
    await screen.findByRole("region", { name: "Pizzas" });
    await act(async () => fireEvent.click(screen.getByRole("link", { name: named("Excluir", "Margherita") })));
    expect(writes(send)).toEqual([]);
    expect(await screen.findByText(/^Mover o prato Margherita para a lixeira\?/)).toBeTruthy();
    await submit(screen.getByRole("button", { name: named("Mover para a lixeira", "Margherita") }));
    await screen.findByText(/^Margherita foi para a lixeira/);
    await submit(screen.getByRole("button", { name: named("Restaurar", "Pizza de atum") }));
    await screen.findByText("Pizza de atum foi restaurado.");
    expect(writes(send).map(([method, path]) => `${method} ${path}`)).toEqual([
      `DELETE /console/${CONSOLE_SLUG}/menu_editor/items/10`,
      `POST /console/${CONSOLE_SLUG}/menu_editor/trash/item/30/restore`,
    ]);
  });

  it("shows staff the whole menu with no form, and where they mark today's sold out", async () => {
    renderAt("/menu", reads(), { role: "STAFF" });
    await screen.findByRole("region", { name: "Pizzas" });
    expect(screen.getByText(/^Só o dono edita o cardápio/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "página de disponibilidade." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Baixar a planilha do cardápio" }).getAttribute("href")).toMatch(
      /\/menu\/import$/,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link", { name: /^Editar/ })).toBeNull();
  });

  it("refuses a staff member's post without asking the API, and says the editor is the owner's on its pages", async () => {
    const send = reads();
    renderAt("/menu/items/10", send, { role: "STAFF" });
    expect(await screen.findByRole("heading", { name: "Só o dono edita o cardápio" })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});

describe("a dish's form", () => {
  it("takes prices as people type them: 'R$ 34,90' and a promotion of '29.90'", async () => {
    const send = reads();
    renderAt("/menu/items/new?category=1", send);
    await screen.findByRole("heading", { name: "Novo prato" });
    expect(screen.getByLabelText("Categoria")).toHaveProperty("value", "1");
    fireEvent.change(screen.getByLabelText("Nome do prato"), { target: { value: "Quatro queijos" } });
    fireEvent.change(screen.getByLabelText("Preço"), { target: { value: "R$ 34,90" } });
    fireEvent.change(screen.getByLabelText("Preço promocional (opcional)"), { target: { value: "29.90" } });
    fireEvent.change(screen.getByLabelText("Etiquetas (opcional)"), { target: { value: "vegetariano, +18" } });
    await submit(screen.getByRole("button", { name: "Criar prato" }));
    await waitFor(() => expect(writes(send)).toHaveLength(1));
    expect(writes(send)[0]!.slice(0, 2)).toEqual(["POST", `/console/${CONSOLE_SLUG}/menu_editor/items`]);
    expect(writes(send)[0]![4]).toEqual({
      category_id: 1,
      name: "Quatro queijos",
      description: "",
      price: 2990,
      original_price: 3490,
      tags: ["vegetariano", "+18"],
      serves: null,
      // Not a redeemable category: the points price is not shown, and none is sent.
      points_price: null,
      enabled: true,
      // The form's own key: sent twice, it creates once.
      request_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("refuses a price it cannot read beside its field, in Portuguese, keeping everything typed, asking no API", async () => {
    const send = reads();
    renderAt("/menu/items/10", send);
    await screen.findByRole("heading", { name: "Prato Margherita" }, { timeout: 5000 });
    expect(screen.getByLabelText("Preço")).toHaveProperty("value", "34,90");
    expect(screen.getByRole("link", { name: "Foto do prato" }).getAttribute("href")).toMatch(
      /\/menu\/items\/10\/photo$/,
    );
    fireEvent.change(screen.getByLabelText("Nome do prato"), { target: { value: "Margherita especial" } });
    fireEvent.change(screen.getByLabelText("Preço"), { target: { value: "trinta e quatro" } });
    await submit(screen.getByRole("button", { name: "Salvar prato" }));
    const price = await screen.findByLabelText("Preço");
    await waitFor(() => expect(price.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("item-price-error")!.textContent).toBe("Informe um preço válido, como 34,90.");
    expect(screen.getByRole("heading", { name: "Corrija 1 campo para continuar" })).toBeTruthy();
    expect(price).toHaveProperty("value", "trinta e quatro");
    expect(screen.getByLabelText("Nome do prato")).toHaveProperty("value", "Margherita especial");
    expect(writes(send)).toEqual([]);
  });

  it("shows the API's refusal of the promotion on the promotional price, and a down API as a message, in Spanish", async () => {
    let answer: unknown = refusal("VALIDATION_ERROR", 422, {
      errors: [{ field: "original_price", message: "console.menu.errors.promotionNotBelow" }],
    });
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(MENU) : answer));
    renderAt("/menu/items/11", send, { language: "es" });
    await screen.findByRole("heading", { name: "Plato Calabresa" }, { timeout: 5000 });
    await submit(screen.getByRole("button", { name: "Guardar plato" }));
    await waitFor(() =>
      expect(document.getElementById("item-promotional-price-error")?.textContent).toBe(
        "El precio de promoción debe ser menor que el anterior.",
      ),
    );
    answer = refusal("INTERNAL_ERROR", 503);
    fireEvent.change(screen.getByLabelText("Precio"), { target: { value: "45" } });
    await submit(screen.getByRole("button", { name: "Guardar plato" }));
    expect(
      await screen.findByText(
        "No fue posible comunicarse con el sistema ahora. No se cambió nada; inténtalo de nuevo en un momento.",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Precio")).toHaveProperty("value", "45");
  });
});

describe("a dish's option groups", () => {
  it("adds an empty option row without saving, keeping what was typed", async () => {
    const send = reads();
    renderAt("/menu/items/10", send);
    const group = await screen.findByRole("region", { name: "Novo grupo de opções" });
    fireEvent.change(within(group).getByLabelText("Nome do grupo"), { target: { value: "Molho" } });
    fireEvent.change(within(group).getByLabelText("Nome da opção 1"), { target: { value: "Pesto" } });
    fireEvent.change(within(group).getByLabelText("Preço a mais da opção 1"), { target: { value: "3,50" } });
    await submit(within(group).getByRole("button", { name: "Mais uma opção" }));
    const again = await screen.findByRole("region", { name: "Novo grupo de opções" });
    await waitFor(() => expect(within(again).getByLabelText("Nome da opção 3")).toBeTruthy());
    expect(within(again).getByLabelText("Nome do grupo")).toHaveProperty("value", "Molho");
    expect(within(again).getByLabelText("Nome da opção 1")).toHaveProperty("value", "Pesto");
    expect(within(again).getByLabelText("Preço a mais da opção 1")).toHaveProperty("value", "3,50");
    expect(writes(send)).toEqual([]);
  });

  it("empties the new group's form once the group is created, so saving it again does not make the group twice", async () => {
    let menu = MENU;
    const send = vi.fn<Send>(async (method, path) => {
      if (method === "GET") return ok(menu);
      if (path.endsWith("/items/10/option_groups")) {
        // The API's answer, and the menu as it is now: the group added, the version one up.
        const items = menu.categories[0]!.items.map((dish) =>
          dish.id === 10
            ? {
                ...dish,
                option_groups: [
                  ...dish.option_groups,
                  {
                    id: 90,
                    name: "Molho",
                    min: 0,
                    max: 1,
                    options: [{ id: 91, name: "Pesto", description: null, price: 350, enabled: true }],
                  },
                ],
              }
            : dish,
        );
        menu = {
          ...menu,
          version: menu.version + 1,
          categories: [{ ...menu.categories[0]!, items }, ...menu.categories.slice(1)],
        };
        return ok({ id: 90, version: menu.version });
      }
      return ok(null);
    });
    renderAt("/menu/items/10", send);
    const group = await screen.findByRole("region", { name: "Novo grupo de opções" });
    fireEvent.change(within(group).getByLabelText("Nome do grupo"), { target: { value: "Molho" } });
    fireEvent.change(within(group).getByLabelText("Nome da opção 1"), { target: { value: "Pesto" } });
    fireEvent.change(within(group).getByLabelText("Preço a mais da opção 1"), { target: { value: "3,50" } });
    await submit(within(group).getByRole("button", { name: "Criar grupo" }));
    await screen.findByRole("region", { name: "Molho" });
    const fresh = screen.getByRole("region", { name: "Novo grupo de opções" });
    await waitFor(() => expect(within(fresh).getByLabelText("Nome do grupo")).toHaveProperty("value", ""));
    expect(within(fresh).getByLabelText("Nome da opção 1")).toHaveProperty("value", "");
    expect(writes(send)).toHaveLength(1);
  });

  it("saves a required group with its options, and refuses a bad option price on its row", async () => {
    const send = reads();
    renderAt("/menu/items/10", send);
    const group = await screen.findByRole("region", { name: "Borda" });
    fireEvent.change(within(group).getByLabelText("Preço a mais da opção 2"), { target: { value: "grátis" } });
    await submit(within(group).getByRole("button", { name: named("Salvar grupo", "Borda") }));
    await waitFor(() =>
      expect(document.getElementById("group-50-option-1-price-error")?.textContent).toBe(
        "Informe um preço válido, como 34,90.",
      ),
    );
    expect(writes(send)).toEqual([]);
    const again = screen.getByRole("region", { name: "Borda" });
    fireEvent.change(within(again).getByLabelText("Preço a mais da opção 2"), { target: { value: "" } });
    fireEvent.change(within(again).getByLabelText("Nome da opção 3"), { target: { value: "Cheddar" } });
    fireEvent.change(within(again).getByLabelText("Preço a mais da opção 3"), { target: { value: "7" } });
    await submit(within(again).getByRole("button", { name: named("Salvar grupo", "Borda") }));
    await waitFor(() => expect(writes(send)).toHaveLength(1));
    expect(writes(send)[0]!.slice(0, 2)).toEqual(["PUT", `/console/${CONSOLE_SLUG}/menu_editor/option_groups/50`]);
    expect(writes(send)[0]![4]).toEqual({
      name: "Borda",
      min: 1,
      max: 1,
      options: [
        { id: 70, name: "Catupiry", price: 800, enabled: true },
        { id: 71, name: "Sem borda", price: 0, enabled: true },
        { name: "Cheddar", price: 700, enabled: true },
      ],
    });
  });
});

describe("the editor when the API does not answer, and its history", () => {
  it("says so in the page's language with a way back, never a crash", async () => {
    renderAt("/menu", async () => refusal("INTERNAL_ERROR", 503));
    expect(await screen.findByRole("heading", { name: "Algo deu errado" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar ao cardápio" })).toBeTruthy();
  });

  it("shows who changed what, when in the store's time zone, prices as money, an option's own change, and pages back", async () => {
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
                subject_id: 10,
                name: "Margherita",
                changes: [
                  { field: "price", from: 3490, to: 3690 },
                  { field: "enabled", from: true, to: false },
                ],
              },
              {
                id: 40,
                at: "2026-12-07T13:00:00.000Z",
                staff_name: "Dona Carla",
                action: "update",
                subject: "option_group",
                subject_id: 50,
                name: "Borda",
                changes: [{ field: "price", from: 800, to: 900, option: "Catupiry" }],
              },
              {
                id: 39,
                at: "2026-12-07T12:00:00.000Z",
                staff_name: "Dona Carla",
                action: "update",
                subject: "pizza_size",
                subject_id: 7,
                name: "Grande",
                changes: [{ field: "slices", from: 8, to: 10 }],
              },
            ],
            next_before: 40,
          })
        : ok(MENU),
    );
    renderAt("/menu/changes", send);
    const first = (await screen.findByText("Alterou o prato Margherita")).closest("li")!;
    expect(first.textContent).toContain("Dona Carla,");
    expect(first.textContent).toMatch(/7 de dez\. de 2026,? 11:05/);
    expect(first.textContent).toContain("Preço: R$\u00a034,90 → R$\u00a036,90");
    expect(first.textContent).toContain("Visível: sim → não");
    expect(screen.getByText("Catupiry · Preço: R$ 8,00 → R$ 9,00")).toBeTruthy();
    // The pizza editor's changes in words too, never a text's key.
    const size = screen.getByText("Alterou o tamanho de pizza Grande").closest("li")!;
    expect(size.textContent).toContain("Fatias: 8 → 10");
    expect(document.body.textContent).not.toContain("console.menu");
    expect(screen.getByRole("link", { name: "Alterações anteriores" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/menu/changes?before=40`,
    );
  });
});
