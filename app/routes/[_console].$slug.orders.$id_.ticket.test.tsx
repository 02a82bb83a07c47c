// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleOrder } from "../../contract";
import { pixOrder } from "~/components/orders/order.fixtures";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok } from "../../tests/support/route-context";
import TicketRoute, { loader } from "./[_console].$slug.orders.$id_.ticket";

/* The 80 mm ticket as a cook reads it: each half on its own line, shares in plain digits, details and notes bold. */

afterEach(cleanup);

const order: ConsoleOrder = {
  ...pixOrder({ status: "CONFIRMED", status_code: 1, notes: "Tocar o interfone" }),
  history: [{ status: "CONFIRMED", at: "2026-11-24T17:07:00.000Z", by: "Rita" }],
  actions: ["READY", "CANCEL"],
  refunds: [],
  refundable: 0,
};

async function renderTicket(language: "pt-BR" | "es") {
  const context = consoleContext(vi.fn(), { order: async () => ok(order) });
  const cookie = await consoleCookie("STAFF");
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/orders/:id/ticket",
        loader: (args) => loader(withConsoleCookie(args, cookie)),
        Component: TicketRoute,
      },
    ],
    context,
  );
  render(
    <I18nContext.Provider value={{ language, t: createTranslator(language, resources[language].common) }}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/orders/42/ticket`]} />
    </I18nContext.Provider>,
  );
  return screen.findByRole("article");
}

const boldTexts = (root: HTMLElement) => [...root.querySelectorAll("strong")].map((node) => node.textContent);

describe("the kitchen ticket", () => {
  it("puts each half of a pizza on its own bold line with its share as 1/2, and the notes in bold (pt-BR)", async () => {
    const ticket = await renderTicket("pt-BR");
    expect(ticket.getAttribute("aria-label")).toBe("Comanda do pedido nº 42");
    expect(boldTexts(ticket)).toEqual(
      expect.arrayContaining(["1/2Calabresa", "1/2Margherita", "Obs.: sem cebola", "Obs.: Tocar o interfone"]),
    );
    const item = within(ticket).getByText("1× Pizza");
    expect(item.className).toContain("c-ticket__item");
    expect(
      within(ticket)
        .getAllByText("1/2")
        .every((share) => share.className === "c-ticket__share"),
    ).toBe(true);
    // No joined flavours line beside the halves.
    expect(within(ticket).queryByText(/Calabresa, .*Margherita/)).toBeNull();
  });

  it("says the notes in the staff's language (es)", async () => {
    const ticket = await renderTicket("es");
    expect(ticket.getAttribute("aria-label")).toBe("Comanda del pedido n.º 42");
    expect(boldTexts(ticket)).toEqual(expect.arrayContaining(["1/2Calabresa", "1/2Margherita"]));
  });

  it("prints at 16 px or more on 80 mm paper, item names larger, on a receipt page of its own", () => {
    const consoleCss = readFileSync("app/styles/console.css", "utf8");
    const size = (selector: string) =>
      consoleCss.match(new RegExp(`\\${selector} \\{[^}]*font-size: ([\\d.]+)(px|em)`))?.slice(1);
    expect(size(".c-ticket--80mm")).toEqual(["16", "px"]);
    expect(Number(size(".c-ticket__item")?.[0])).toBeGreaterThan(1);
    expect(consoleCss).toMatch(/@page receipt \{ size: 80mm auto;/);
  });
});
