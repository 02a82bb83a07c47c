// @vitest-environment happy-dom
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuEditor, MenuExtras, PizzaEditor, StaffRole } from "../../contract";
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
import ExtrasRoute, * as extrasModule from "./[_console].$slug.menu.extras";
import ItemRoute, * as itemModule from "./[_console].$slug.menu.items.$id";
import PizzaRoute, * as pizzaModule from "./[_console].$slug.menu.pizzas.$id";

/*
 * The moves of decision 115 on the editor's pages: a pizza's flavours and complements (each kind among
 * its own), a group's options, the cart's extras and their additionals. Each button is its own form
 * sending the whole new order; the page then says where the row went and keeps the focus on its button.
 */

afterEach(cleanup);

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;
type Module = typeof pizzaModule | typeof itemModule | typeof extrasModule;

const API = `/console/${CONSOLE_SLUG}/menu_editor`;

const prices = [{ size_id: 201, price: 3990 }];
const PIZZA: PizzaEditor = {
  id: 101,
  category_id: 1,
  name: "Pizza",
  description: "",
  enabled: true,
  sizes: [{ id: 201, name: "Grande", slices: 8, max_flavors: 2 }],
  flavors: [
    { id: 301, name: "Margherita", description: "", enabled: true, prices },
    { id: 302, name: "Calabresa", description: "", enabled: true, prices },
  ],
  // An edge, a crust, another edge: the page lists crusts first, and an edge moves among the edges.
  complements: [
    { id: 401, name: "Borda de catupiry", kind: "EDGE", enabled: true, prices },
    { id: 402, name: "Massa fina", kind: "CRUST", enabled: true, prices },
    { id: 403, name: "Borda de cheddar", kind: "EDGE", enabled: true, prices },
  ],
  price_rule: "PROPORTIONAL",
  categories: [{ id: 1, name: "Pizzas" }],
  version: 7,
  currency: "BRL",
};

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
      items: [
        {
          id: 10,
          category_id: 1,
          name: "X-Burger",
          description: "",
          price: 3490,
          original_price: null,
          enabled: true,
          available: true,
          tags: [],
          serves: null,
          image: null,
          points_price: null,
          option_groups: [
            {
              id: 50,
              name: "Ponto",
              min: 1,
              max: 1,
              options: [
                { id: 70, name: "Mal passado", description: null, price: 0, enabled: true },
                { id: 71, name: "Ao ponto", description: null, price: 0, enabled: true },
                { id: 72, name: "Bem passado", description: null, price: 0, enabled: true },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const EXTRAS: MenuExtras = {
  version: 7,
  currency: "BRL",
  extras: [
    {
      id: 801,
      name: "Molhos",
      description: null,
      enabled: true,
      min: 0,
      max: 2,
      additionals: [
        { id: 901, name: "Ketchup", price: 0, enabled: true },
        { id: 902, name: "Barbecue", price: 150, enabled: true },
      ],
    },
    { id: 802, name: "Talheres", description: null, enabled: true, min: 0, max: 1, additionals: [] },
  ],
};

function renderAt(pattern: string, path: string, module: Module, Component: () => JSX.Element, send: Send) {
  const context = consoleContext(vi.fn(send));
  const role: StaffRole = "OWNER";
  const Stub = createRemixStub(
    [
      {
        path: pattern,
        loader: async (args: LoaderFunctionArgs) => module.loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args: ActionFunctionArgs) => module.action(withConsoleCookie(args, await consoleCookie(role))),
        Component,
        ErrorBoundary: module.ErrorBoundary,
      },
    ],
    context,
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}${path}`]} />
    </I18nContext.Provider>,
  );
}

/** A button named "{what}: {name}" (the name visually hidden: happy-dom spaces it apart). */
const named = (what: string, name: string) => new RegExp(`^${what}\\s*:\\s*${name}$`);

const writes = (send: ReturnType<typeof vi.fn<Send>>) =>
  send.mock.calls.filter(([method]) => method !== "GET").map(([method, path, , , body]) => [method, path, body]);

/** An API that answers `read` until a write, then `after` (the order the write made). */
function api<T>(read: T, after: T) {
  let current = read;
  return vi.fn<Send>(async (method) => {
    if (method === "GET") return ok(current);
    current = after;
    return ok({ id: null, version: 8 });
  });
}

const MOVED_2_OF_2 = "Movido para a posição 2 de 2.";

describe("a pizza's moves", () => {
  it("moves a flavour down: sends the whole new order, says where it went, and keeps the focus on its button", async () => {
    const send = api(PIZZA, { ...PIZZA, flavors: [PIZZA.flavors[1]!, PIZZA.flavors[0]!] });
    renderAt("/_console/:slug/menu/pizzas/:id", "/menu/pizzas/101", pizzaModule, PizzaRoute, send);
    await screen.findByText("Massa fina");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: named("Descer", "Margherita") })));
    expect(await screen.findByText(MOVED_2_OF_2)).toBeTruthy();
    expect(writes(send)).toEqual([["PUT", `${API}/pizzas/101/flavors_order`, { ids: [302, 301] }]]);
    // At the bottom it has no "down": the focus goes to its "up".
    await waitFor(() => expect(document.activeElement?.id).toBe("flavor-301-up"));
  });

  it("moves an edge among the edges only, listed after the crusts", async () => {
    const send = api(PIZZA, PIZZA);
    renderAt("/_console/:slug/menu/pizzas/:id", "/menu/pizzas/101", pizzaModule, PizzaRoute, send);
    const headings = (await screen.findAllByRole("heading", { level: 3 })).map((heading) => heading.textContent);
    expect(headings.filter((name) => /Borda|Massa/.test(name ?? ""))).toEqual([
      "Massa fina",
      "Borda de catupiry",
      "Borda de cheddar",
    ]);
    // The only crust and the top edge cannot go up; the bottom edge cannot go down.
    expect(screen.queryByRole("button", { name: named("Subir", "Massa fina") })).toBeNull();
    expect(screen.queryByRole("button", { name: named("Subir", "Borda de catupiry") })).toBeNull();
    expect(screen.queryByRole("button", { name: named("Descer", "Borda de cheddar") })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: named("Descer", "Borda de catupiry") })));
    expect(await screen.findByText(MOVED_2_OF_2)).toBeTruthy();
    expect(writes(send)).toEqual([["PUT", `${API}/pizzas/101/complements_order`, { ids: [403, 402, 401] }]]);
  });

  it("says to reload when the pizza changed since the page was drawn, and changes nothing else", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET"
        ? ok(PIZZA)
        : refusal("VALIDATION_ERROR", 422, { errors: [{ field: "ids", message: "console.menu.errors.orderInvalid" }] }),
    );
    renderAt("/_console/:slug/menu/pizzas/:id", "/menu/pizzas/101", pizzaModule, PizzaRoute, send);
    await screen.findByText("Massa fina");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: named("Subir", "Calabresa") })));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Essa ordem não confere com o cardápio atual. Recarregue a página.",
    );
  });

  it("without JavaScript, redirects to the row with where it went and the button to focus", async () => {
    const cookie = await consoleCookie("OWNER");
    const send = vi.fn<Send>(async () => ok({ id: null, version: 8 }));
    const request = consoleRequest("/menu/pizzas/101", cookie, {
      intent: "move-flavors",
      ids: "302,301",
      focus: "flavor-301-down",
      position: "2",
      count: "2",
    });
    const response = (await pizzaModule.action(
      withConsoleCookie({ request, context: consoleContext(send), params: { slug: CONSOLE_SLUG, id: "101" } }, cookie),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/_console/${CONSOLE_SLUG}/menu/pizzas/101?done=moved&position=2&count=2&focus=flavor-301-down#flavor-301`,
    );
  });

  it("refuses a tampered move without asking the API", async () => {
    const cookie = await consoleCookie("OWNER");
    const send = vi.fn();
    const request = consoleRequest("/menu/pizzas/101", cookie, {
      intent: "move-flavors",
      ids: "302;drop",
      focus: "flavor-301-down",
      position: "2",
      count: "2",
    });
    const answer = pizzaModule.action(
      withConsoleCookie({ request, context: consoleContext(send), params: { slug: CONSOLE_SLUG, id: "101" } }, cookie),
    );
    await expect(answer).rejects.toSatisfy((thrown: { status?: number; init?: { status?: number } }) =>
      [thrown.status, thrown.init?.status].includes(400),
    );
    expect(send).not.toHaveBeenCalled();
  });
});

describe("a group's options", () => {
  it("moves an option down from its own list beside the group's form", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(MENU) : ok({ id: 50, version: 5 })));
    renderAt("/_console/:slug/menu/items/:id", "/menu/items/10", itemModule, ItemRoute, send);
    const list = await screen.findByRole("list", { name: "Ordem das opções: Ponto" });
    expect(list.querySelectorAll("li")).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: named("Descer", "Ao ponto") })));
    expect(await screen.findByText("Movido para a posição 3 de 3.")).toBeTruthy();
    expect(writes(send)).toEqual([["PUT", `${API}/option_groups/50/options_order`, { ids: [70, 72, 71] }]]);
  });
});

describe("the cart's extras", () => {
  it("moves a group of extras and an additional within its group, each its own whole order", async () => {
    const send = api(EXTRAS, EXTRAS);
    renderAt("/_console/:slug/menu/extras", "/menu/extras", extrasModule, ExtrasRoute, send);
    await screen.findByText("Ordem dos adicionais: Molhos");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: named("Descer", "Molhos") })));
    expect(await screen.findByText(MOVED_2_OF_2)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe("extra-801-down"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: named("Subir", "Barbecue") })));
    await waitFor(() => expect(writes(send)).toHaveLength(2));
    expect(writes(send)).toEqual([
      ["PUT", `${API}/extras_order`, { ids: [802, 801] }],
      ["PUT", `${API}/extras/801/additionals_order`, { ids: [902, 901] }],
    ]);
  });
});
