// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { Outlet } from "@remix-run/react";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderIn, storeLayout } from "../../../tests/support/render";
import MerchantLayout from "~/routes/($slug)";
import MenuPage from "./route";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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

const consent = {
  hash: "consent",
  html: '<section class="c-consent" aria-labelledby="consent-title"><h2 id="consent-title">Cookies de análise</h2></section>',
};

/** The menu right after "Adicionar", with the closed-store notice or without. */
function renderMenu(
  withClosedNotice: boolean,
  { inLayout = false, added = (): boolean => true }: { inLayout?: boolean; added?: () => boolean } = {},
) {
  const menu = () => ({
    kind: "menu",
    dialog: { key: null, itemModal: null, pizzaModal: null },
    modalOpen: withClosedNotice,
    modalFor: null,
    noticeOpen: withClosedNotice,
    allowEnterQuantity: false,
    closedNotice: withClosedNotice ? closedNotice : null,
    congratulate: null,
    notice: added() ? "Item adicionado ao carrinho" : null,
    voucher: null,
    hasMenu: false,
    intro: { hash: "intro", html: '<form method="post"><button type="submit">Adicionar</button></form>' },
    sections: { hash: "sections", html: "" },
    cart: null,
  });
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () =>
        inLayout ? { ...layout, client: null, trackOrderHref: null, table: null, footer: null, consent } : layout,
      Component: inLayout ? MerchantLayout : Outlet,
      children: [{ id: "routes/($slug)._index", index: true, loader: menu, action: () => null, Component: MenuPage }],
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

  it("is said in the live region that was in the page, empty, before it", async () => {
    let added = false;
    renderMenu(false, { added: () => added });
    await screen.findByRole("button", { name: "Adicionar" });
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    added = true;
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    await waitFor(() => expect(region.textContent).toBe("Item adicionado ao carrinho"));
    expect(screen.getByRole("status")).toBe(region);
    expect(region.className).toBe("c-snackbar");
  });

  it("stays for 6 s, not 3, then leaves its region empty", async () => {
    // The page's timers under the test's hand from the start; the router's own still run.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    renderMenu(false);
    const toast = await screen.findByText("Item adicionado ao carrinho");
    act(() => vi.advanceTimersByTime(3500));
    expect(toast.textContent).toBe("Item adicionado ao carrinho");
    act(() => vi.advanceTimersByTime(2600));
    expect(toast.textContent).toBe("");
    expect(toast.className).toBe("");
    expect(toast.getAttribute("role")).toBe("status");
  });

  it("goes at the customer's next tap or key, if sooner", async () => {
    renderMenu(false);
    const toast = await screen.findByText("Item adicionado ao carrinho");
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(toast.textContent).toBe(""));
    cleanup();
    renderMenu(false);
    const again = await screen.findByText("Item adicionado ao carrinho");
    fireEvent.keyDown(document.body, { key: "Tab" });
    await waitFor(() => expect(again.textContent).toBe(""));
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

describe("the store's notices and the analytics question", () => {
  it("come one at a time: the question waits, hidden but in the page, while the closed-store notice is open", async () => {
    renderMenu(true, { inLayout: true });
    await screen.findByRole("dialog", { name: "Loja fechada no momento" });
    expect(screen.queryByRole("region", { name: "Cookies de análise" })).toBeNull();
    // Its HTML stays in the document: with JavaScript the browser has it from there only.
    expect(screen.getByText("Cookies de análise").closest("[hidden]")).not.toBeNull();
  });

  it("asks the question once no notice is open", async () => {
    renderMenu(false, { inLayout: true });
    expect(await screen.findByRole("region", { name: "Cookies de análise" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
