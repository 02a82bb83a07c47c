// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleDay, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { dayTotals } from "../../tests/support/day-totals";
import { ok } from "../../tests/support/route-context";
import DayRoute, { action, loader } from "./[_console].$slug.day";

afterEach(cleanup);

const day: ConsoleDay = {
  timezone: "America/Sao_Paulo",
  sold_out_until: "2026-11-26T08:00:00.000Z",
  paused_until: null,
  pause_reason: null,
  prep_times: { DELIVERY: null, TAKEOUT: null },
  configured_times: { DELIVERY: null, TAKEOUT: null },
  dishes: [],
  auto_accept: false,
};
const english = { language: "en" as const, t: createTranslator("en", resources.en.common) };

/** The API in the test's place: the day, its totals, the auto-accept switch; every call recorded. */
function api(calls: string[] = []) {
  return vi.fn(async (method: string, path: string, _token: unknown, _schema: unknown, body?: unknown) => {
    calls.push(`${method} ${path}${body ? ` ${JSON.stringify(body)}` : ""}`);
    if (path.includes("/day/totals")) return ok(dayTotals);
    if (path.endsWith("/auto_accept")) return ok({ auto_accept: true });
    return ok(day);
  });
}

function renderPage(role: StaffRole = "OWNER", entry = `/_console/${CONSOLE_SLUG}/day`) {
  const context = consoleContext(api());
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/day",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: DayRoute,
      },
    ],
    context,
  );
  return render(
    <I18nContext.Provider value={english}>
      <Stub initialEntries={[entry]} />
    </I18nContext.Provider>,
  );
}

describe("the day's totals on the day page", () => {
  it("shows the day's numbers by method, the cash to count, refunds, cancellations and the average ticket, and links its CSV", async () => {
    renderPage("OWNER", `/_console/${CONSOLE_SLUG}/day?date=2026-11-20`);
    const section = (await screen.findByRole("heading", { name: "The day in numbers" })).closest("section")!;
    const value = (term: string) => within(section).getByText(term).nextElementSibling?.textContent;
    expect(value("Orders placed")).toBe("3");
    expect(value("Sales")).toBe("2 orders, R$\u00a0105,00");
    expect(value("Average ticket")).toBe("R$\u00a052,50");
    expect(value("Cash to count")).toBe("R$\u00a045,00");
    expect(value("Change handed back")).toBe("R$\u00a05,00");
    expect(value("Refunds")).toBe("1 order, R$\u00a010,00");
    expect(value("Cancellations")).toBe("1 order, R$\u00a039,90");
    const methods = within(section).getByRole("table", { name: "Sales by payment method" });
    expect(
      within(methods)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "Payment methodOrdersAmount",
      expect.stringMatching(/^Cash1R\$\u00a045,00$/),
      expect.stringMatching(/^.*PIX.*1R\$\u00a060,00$/i),
    ]);
    expect(within(section).getByLabelText("Day")).toHaveProperty("value", "2026-11-20");
    expect(within(section).getByRole("link", { name: "Download the day's orders (CSV)" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/day/orders.csv?date=2026-11-20`,
    );
  });

  it("shows staff that auto-accept is the owner's to switch", async () => {
    renderPage("STAFF");
    const panel = (await screen.findByRole("heading", { name: "Accept new orders automatically" })).closest("section")!;
    expect(within(panel).getByText("Only the owner can change this.")).toBeTruthy();
    expect(within(panel).queryByRole("button")).toBeNull();
  });
});
