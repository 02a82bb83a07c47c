// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { Outlet } from "@remix-run/react";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import ptBR from "../../../locales/pt-BR/common.json";
import type { ItemModal } from "~/lib/menu/menu-view";
import { action } from "~/routes/($slug).age-confirmation";
import { ItemDialog, type ItemFormState } from "./ItemDialog";
import { postedFields, renderIn, storeLayout } from "../../../tests/support/render";

afterEach(cleanup);

const beer: ItemModal = {
  id: 177,
  name: "Cerveja long neck 355 ml",
  description: "Venda proibida para menores de 18 anos.",
  image: null,
  available: true,
  price: "R$ 11,90",
  priceMinor: 1190,
  originalPrice: null,
  adultsOnly: true,
  groups: [],
};

const layout = storeLayout("bella-napoli");

function renderDialog(ageAsked: boolean, language: "pt-BR" | "es" = "pt-BR") {
  const posted: Record<string, string>[] = [];
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () => layout,
      Component: Outlet,
      children: [
        {
          index: true,
          Component: () => (
            <ItemDialog
              item={{ ...beer, ageAsked }}
              closeHref="/bella-napoli?q=cerveja"
              allowEnterQuantity={false}
              state={null}
            />
          ),
        },
        {
          path: "age-confirmation",
          action: async ({ request }) => {
            posted.push(await postedFields(request));
            return null;
          },
        },
      ],
    },
  ]);
  renderIn(language, <Stub initialEntries={["/bella-napoli?q=cerveja&modal=menuItem&modalId=177"]} />);
  return posted;
}

describe("a dish for adults", () => {
  it("asks the visitor's age before its form, and 'yes' comes back to this dish", async () => {
    const posted = renderDialog(true);
    const dialog = await screen.findByRole("dialog", { name: beer.name });
    expect(
      within(dialog).getByText("Este produto é vendido apenas para maiores de 18 anos. Você tem 18 anos ou mais?"),
    ).toBeTruthy();
    // No way to add it before answering.
    expect(within(dialog).queryByRole("button", { name: /Adicionar/ })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Não, voltar ao cardápio" }).getAttribute("href")).toBe(
      "/bella-napoli?q=cerveja",
    );
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Sim, tenho 18 anos ou mais" })));
    expect(posted).toEqual([{ returnTo: "/bella-napoli?q=cerveja&modal=menuItem&modalId=177" }]);
  });

  it("asks in the customer's language", async () => {
    renderDialog(true, "es");
    const dialog = await screen.findByRole("dialog", { name: beer.name });
    expect(within(dialog).getByRole("button", { name: "Sí, tengo 18 años o más" })).toBeTruthy();
  });

  it("opens as any dish once the visitor has answered", async () => {
    renderDialog(false);
    const dialog = await screen.findByRole("dialog", { name: beer.name });
    expect(within(dialog).getByRole("button", { name: /Adicionar/ })).toBeTruthy();
    expect(within(dialog).queryByText(/Você tem 18 anos ou mais/)).toBeNull();
  });
});

describe("the age confirmation", () => {
  function contextOf(customDomain = false) {
    const data = new Map<string, unknown>();
    const session = { set: (key: string, value: unknown) => data.set(key, value), get: (key: string) => data.get(key) };
    return { data, context: { store: { session, slug: "bella-napoli", customDomain } } as unknown as AppLoadContext };
  }
  const post = (returnTo: string) =>
    new Request("https://comanda.test/bella-napoli/age-confirmation", {
      method: "POST",
      body: new URLSearchParams({ returnTo }),
    });

  it("is remembered for the store and goes back to the dish it was asked on", async () => {
    const { data, context } = contextOf();
    const response = (await action({
      request: post("/bella-napoli?modal=menuItem&modalId=177"),
      context,
      params: {},
    })) as Response;
    expect(data.get("isOver18")).toBe(true);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/bella-napoli?modal=menuItem&modalId=177");
  });

  it("goes back only to a page of this store", async () => {
    for (const returnTo of [
      "//evil.example/",
      "https://evil.example/",
      "/la-brasa-burger",
      "/bella-napoli-fake/x",
      "\\\\evil",
    ]) {
      const { context } = contextOf();
      const response = (await action({ request: post(returnTo), context, params: {} })) as Response;
      expect(response.headers.get("Location"), returnTo).toBe("/bella-napoli");
    }
    const { context } = contextOf(true);
    const onItsDomain = (await action({
      request: post("/?modal=menuItem&modalId=177"),
      context,
      params: {},
    })) as Response;
    expect(onItsDomain.headers.get("Location")).toBe("/?modal=menuItem&modalId=177");
  });
});

describe("the dish's dialog as the server draws it (what a page without JavaScript opens on)", () => {
  const brands = {
    id: 30,
    name: "Marca",
    min: 1,
    max: 1,
    options: [1, 2].map((id) => ({ id, name: `Marca ${id}`, description: null, price: null, priceMinor: 0 })),
  };
  function served(item: ItemModal & { ageAsked?: boolean }, state: ItemFormState | null) {
    const Stub = createRemixStub([
      {
        id: "routes/($slug)",
        path: "/:slug",
        Component: Outlet,
        children: [
          {
            id: "menu",
            index: true,
            Component: () => (
              <ItemDialog item={item} closeHref="/bella-napoli" allowEnterQuantity={false} state={state} />
            ),
          },
        ],
      },
    ]);
    // The stub's router is a browser one: React warns that its layout effect does nothing on a server.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToString(
      <I18nContext.Provider value={{ language: "pt-BR", t: createTranslator("pt-BR", ptBR as Translations) }}>
        <Stub
          initialEntries={["/bella-napoli?modal=menuItem&modalId=177"]}
          hydrationData={{ loaderData: { "routes/($slug)": layout } }}
        />
      </I18nContext.Provider>,
    );
    quiet.mockRestore();
    const container = document.createElement("div");
    container.innerHTML = html;
    return [...container.querySelectorAll("[autofocus]")];
  }
  const refusal: ItemFormState = {
    options: [],
    quantity: 1,
    notes: "",
    invalidGroups: [],
    formError: null,
    fieldErrors: {},
  };

  it("opens on the dish's name: after 'yes, I am 18' the customer lands on the dish, not the menu's top", () => {
    expect(served({ ...beer, groups: [brands], ageAsked: false }, null).map((element) => element.id)).toEqual([
      "item-177-title",
    ]);
  });

  it("opens a refused dish on the first group refused, else on the refusal's message or the notes", () => {
    const choice = served({ ...beer, groups: [brands] }, { ...refusal, invalidGroups: [30] });
    expect(choice.map((element) => (element as HTMLInputElement).value)).toEqual(["1"]);
    const message = served(
      { ...beer, groups: [brands] },
      { ...refusal, options: [1], formError: "item.errors.unavailable" },
    );
    expect(message.map((element) => element.getAttribute("role"))).toEqual(["alert"]);
    const notes = served(
      { ...beer, groups: [brands] },
      { ...refusal, options: [1], fieldErrors: { notes: "validation.tooLong" } },
    );
    expect(notes.map((element) => element.id)).toEqual(["item-177-notes"]);
  });
});
