// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleRound, ConsoleTable, TableStatus } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok } from "../../tests/support/route-context";
import TableRoute, { loader } from "./[_console].$slug.tables.$id";

// Closing a table nobody paid asks first: a mis-tap must not end a sitting and its bill.

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
    [
      {
        path: "/_console/:slug/tables/:id",
        loader: (args) => loader(withConsoleCookie(args, cookie)),
        Component: TableRoute,
      },
    ],
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

const client = (id: number, name: string, guests: number, owner = false) => ({ id, name, guests, owner });
const sentRound = (id: number, clientId: number, name: string, subtotal: number): ConsoleRound => ({
  id,
  table_id: 100901,
  table_number: 1,
  table_name: "Mesa 1",
  table_client_id: clientId,
  table_client_name: name,
  items: [
    {
      id,
      item_id: 10,
      name: "Calzone",
      image: null,
      quantity: 1,
      notes: null,
      options: [],
      unit_price: subtotal,
      total: subtotal,
    },
  ] as unknown as ConsoleRound["items"],
  pizzas: [],
  extras: [],
  subtotal,
  sent_at: "2026-12-06T20:00:00.000Z",
  served_at: null,
  served_by: null,
});

const solicitation = (round: ConsoleRound) => ({
  id: round.id,
  table_id: round.table_id,
  table_client_id: round.table_client_id,
  cart_guid: `cart-${round.id}`,
  status: "SENT" as const,
  items: round.items,
  pizzas: [],
  extras: [],
  subtotal: round.subtotal,
  sent_at: round.sent_at,
});

/** Ana (who opened it) and Bruno sit at table 1, Carla left; Ana and Carla sent a round each, Bruno nothing. */
function withParty(status: TableStatus): ConsoleTable {
  const [ana, bruno, carla] = [client(7, "Ana", 2, true), client(8, "Bruno", 1), client(9, "Carla", 1)];
  const rounds = [sentRound(31, 7, "Ana", 4500), sentRound(32, 9, "Carla", 3000)];
  return {
    ...table(status, []),
    guests: [ana, bruno],
    rounds,
    bill: {
      table_id: 100901,
      status,
      guests: [
        { table_client: ana, rounds: [solicitation(rounds[0]!)], subtotal: 4500 },
        { table_client: carla, rounds: [solicitation(rounds[1]!)], subtotal: 3000 },
      ],
      adjustments: [],
      summary: { subtotal: 7500, increase: 0, total: 7500 },
    },
  };
}

describe("a table's guests and bill", () => {
  it("lists each guest once, with what they sent so far; the bill has only the table's sums", async () => {
    await renderTable(withParty("OPEN"));
    const party = within(screen.getByRole("list", { name: "Guests at the table" }));
    const rows = party.getAllByRole("listitem").map((row) => row.textContent?.replace(/\s+/g, " "));
    expect(rows).toEqual([
      expect.stringMatching(/^Ana, 2 people \(opened the table\)R\$ ?45[.,]00$/),
      "Bruno, 1 person",
      expect.stringMatching(/^Carla, 1 person \(left the table\)R\$ ?30[.,]00$/),
    ]);
    const bill = within(screen.getByTestId("table-bill-total").closest("dl")!);
    expect(screen.getByTestId("table-bill-total").textContent).toMatch(/^R\$\s?75,00$/);
    expect(bill.queryByText("Ana")).toBeNull();
    expect(bill.queryByText("Bruno")).toBeNull();
  });

  it("offers 'Served' for a round not served while the table is open, never once it is closed", async () => {
    await renderTable(withParty("OPEN"));
    expect(screen.getAllByRole("button", { name: "Served" })).toHaveLength(2);
    cleanup();
    await renderTable(withParty("CLOSED"));
    const rounds = screen.getAllByTestId("console-round");
    expect(rounds).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Served" })).toBeNull();
    for (const round of rounds) expect(within(round).getByText("Not marked as served")).toBeTruthy();
  });
});
