import { describe, expect, it, vi } from "vitest";
import { CONSOLE_SLUG, consoleContext, consoleCookie, consoleRequest } from "../../tests/support/console-context";
import { dayTotals } from "../../tests/support/day-totals";
import { ok } from "../../tests/support/route-context";
import type { ConsoleDay } from "../../contract";
import { action, loader } from "./[_console].$slug.day";
import { loader as csvLoader } from "./[_console].$slug.day_.orders[.csv]";

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

/** The API in the test's place: the day, its totals, the auto-accept switch; every call recorded. */
function api(calls: string[] = []) {
  return vi.fn(async (method: string, path: string, _token: unknown, _schema: unknown, body?: unknown) => {
    calls.push(`${method} ${path}${body ? ` ${JSON.stringify(body)}` : ""}`);
    if (path.includes("/day/totals")) return ok(dayTotals);
    if (path.endsWith("/auto_accept")) return ok({ auto_accept: true });
    return ok(day);
  });
}

describe("the day page's totals and switches", () => {
  it("asks the API for the day in the URL, and for today when the URL's date is none, saying so", async () => {
    const calls: string[] = [];
    const cookie = await consoleCookie("STAFF");
    const page = (await loader({
      request: consoleRequest("/day?date=2026-11-20", cookie),
      context: consoleContext(api(calls)),
      params: { slug: CONSOLE_SLUG },
    })) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
    expect(calls).toContain(`GET /console/${CONSOLE_SLUG}/day/totals?date=2026-11-20`);
    expect(page.badDate).toBe(false);

    calls.length = 0;
    const bad = (await loader({
      request: consoleRequest("/day?date=2026-02-31x", cookie),
      context: consoleContext(api(calls)),
      params: { slug: CONSOLE_SLUG },
    })) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
    expect(calls).toContain(`GET /console/${CONSOLE_SLUG}/day/totals`);
    expect(bad.badDate).toBe(true);
  });

  it("switches auto-accept as the owner asked, and says so", async () => {
    const calls: string[] = [];
    const answer = (await action({
      request: consoleRequest("/day", await consoleCookie("OWNER"), { intent: "autoAccept", auto_accept: "on" }),
      context: consoleContext(api(calls)),
      params: { slug: CONSOLE_SLUG },
    })) as Response;
    expect(calls).toEqual([`PUT /console/${CONSOLE_SLUG}/auto_accept {"auto_accept":true}`]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/day?done=autoAcceptOn`);
  });
});

describe("the day's CSV", () => {
  it("is a CSV download of one line per order, named by the store and the day, its fields quoted and a formula neutralised", async () => {
    const response = (await csvLoader({
      request: consoleRequest("/day/orders.csv?date=2026-11-20", await consoleCookie("STAFF")),
      context: consoleContext(api()),
      params: { slug: CONSOLE_SLUG },
    })) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${CONSOLE_SLUG}-2026-11-20.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark, so a spreadsheet reads the accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Order,Time,Customer,Payment method,Total,Status,Refunded");
    expect(lines).toHaveLength(1 + dayTotals.orders.length);
    expect(lines[1]).toMatch(/^41,2026-11-20 19:05,Ana Souza,[^,]+,45\.00,[^,]+,0\.00$/);
    // 23:55 in São Paulo, still the 20th; the name that looks like a formula is text, quoted.
    expect(lines[2]).toMatch(/^42,2026-11-20 23:55,"'=HYPERLINK\(""x""\), ""Bia""",[^,]+,60\.00,[^,]+,10\.00$/);
  });
});
