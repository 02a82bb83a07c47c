// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleTable, TableStatus } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n";
import { resources } from "~/lib/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok } from "../../tests/support/route-context";
import TableRoute, { loader } from "./[_console].$slug.tables.$id";

/*
 * A table's page as it renders: the bill's moves are buttons, but closing a table nobody paid asks
 * first, in a fold (a mis-tap must not end a sitting and its bill).
 */

afterEach(cleanup);

const english = { language: "en" as const, t: createTranslator("en", resources.en.common) };

function table(status: TableStatus, moves: TableStatus[]): ConsoleTable {
  return {
    id: 100901,
    code: "NAPOLI-MESA-1",
    number: 1,
    name: "Mesa 1",
    enabled: true,
    status,
    table_clients: 0,
    people: 0,
    rounds_waiting: 0,
    total: 0,
    guests: [],
    rounds: [],
    bill: { table_id: 100901, status, guests: [], adjustments: [], summary: { subtotal: 0, increase: 0, total: 0 } },
    service_tax_value: null,
    moves,
  };
}

async function renderTable(answer: ConsoleTable) {
  const context = consoleContext(vi.fn(async () => ok(answer)));
  const cookie = await consoleCookie("STAFF");
  const Stub = createRemixStub(
    [{ path: "/_console/:slug/tables/:id", loader: (args) => loader(withConsoleCookie(args, cookie)), Component: TableRoute }],
    context,
  );
  render(
    <I18nContext.Provider value={english}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/tables/100901`]} />
    </I18nContext.Provider>,
  );
  return within(await screen.findByRole("region", { name: /Status/ }));
}

describe("a table's moves", () => {
  it("asks before closing a table whose bill nobody paid", async () => {
    const moves = await renderTable(table("WAITING_PAYMENT", ["PAID", "CLOSED"]));
    expect(moves.getByRole("button", { name: "Paid" })).toBeTruthy();
    expect(moves.queryByRole("button", { name: "Closed" })).toBeNull();
    expect(moves.getByText("Closed", { selector: "summary" })).toBeTruthy();
    expect(moves.getByRole("button", { name: "Close Mesa 1 without payment", hidden: true })).toBeTruthy();
  });

  it("closes a paid table at once", async () => {
    const moves = await renderTable(table("PAID", ["CLOSED"]));
    expect(moves.getByRole("button", { name: "Closed" })).toBeTruthy();
    expect(moves.queryByText("Close Mesa 1 without payment")).toBeNull();
  });
});
