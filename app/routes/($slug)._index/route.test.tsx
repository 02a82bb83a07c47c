// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { Outlet } from "@remix-run/react";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderIn, storeLayout } from "../../../tests/support/render";
import MenuPage from "./route";

afterEach(cleanup);

const layout = storeLayout("recife");

const closedNotice = {
  kind: "closed",
  atTable: false,
  scheduleOnly: false,
  canSchedule: false,
  untilFurtherNotice: true,
  key: "closed",
  nextOpening: null,
  otherStores: null,
};

/** The menu as its loader answers right after "Adicionar" (the flashed notice, written by the loader), with the closed-store notice or without. */
function renderMenu(withClosedNotice: boolean) {
  const menu = {
    kind: "menu",
    dialog: { key: null, itemModal: null, pizzaModal: null },
    modalOpen: withClosedNotice,
    modalFor: null,
    allowEnterQuantity: false,
    closedNotice: withClosedNotice ? closedNotice : null,
    congratulate: null,
    notice: "Item adicionado ao carrinho",
    voucher: null,
    hasMenu: false,
    intro: { hash: "intro", html: "" },
    sections: { hash: "sections", html: "" },
    cart: null,
  };
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () => layout,
      Component: Outlet,
      children: [{ id: "routes/($slug)._index", index: true, loader: () => menu, Component: MenuPage }],
    },
  ]);
  renderIn("pt-BR", <Stub initialEntries={["/recife"]} />);
}

describe("the menu's 'Item adicionado' toast", () => {
  it("floats over the menu in a live region that was there before it", async () => {
    renderMenu(false);
    const toast = await screen.findByText("Item adicionado ao carrinho");
    expect(toast.className).toBe("c-snackbar");
    expect(toast.getAttribute("role")).toBe("status");
  });

  it("is only heard, never drawn over, while the closed-store dialog is open", async () => {
    renderMenu(true);
    await screen.findByRole("dialog", { name: "Loja fechada no momento" });
    const toast = screen.getByText("Item adicionado ao carrinho");
    expect(toast.className).toBe("c-visually-hidden");
    expect(toast.getAttribute("role")).toBe("status");
    expect(document.querySelector(".c-snackbar")).toBeNull();
  });
});
