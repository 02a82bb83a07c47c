import { describe, expect, it } from "vitest";
import type { ConsoleDay } from "../../contract";
import { dayTotals } from "../../tests/support/day-totals";
import { consoleContext, consoleCookie } from "../../tests/support/console-context";
import { action, loader } from "./[_console].$slug.day";

const SLUG = "bella-napoli";

const day: ConsoleDay = {
  timezone: "America/Sao_Paulo",
  sold_out_until: "2026-11-26T08:00:00.000Z",
  paused_until: null,
  pause_reason: null,
  prep_times: { DELIVERY: null, TAKEOUT: null },
  configured_times: { DELIVERY: { minimum: 40, maximum: 60 }, TAKEOUT: { minimum: 20, maximum: 30 } },
  dishes: [
    { kind: "ITEM", id: 7, name: "Calzone", category: "Especiais", sold_out: true, options: [], flavors: [] },
    { kind: "ITEM", id: 8, name: "Tiramisù", category: "Sobremesas", sold_out: false, options: [], flavors: [] },
  ],
};

/** A staff login's cookie, and a context whose API answers `day` and records every call. */
async function staffContext() {
  const cookie = await consoleCookie("STAFF");
  const calls: string[] = [];
  const send = async (method: string, path: string, token: string | null, _schema: unknown, body?: unknown) => {
    calls.push(`${method} ${path} ${token} ${body ? JSON.stringify(body) : ""}`.trim());
    return {
      ok: true,
      data:
        method === "GET" && path.includes("/day/totals")
          ? dayTotals
          : method === "GET"
            ? day
            : {
                paused_until: null,
                pause_reason: null,
                prep_times: day.prep_times,
                sold_out_until: day.sold_out_until,
              },
    };
  };
  const context = consoleContext(send);
  return { cookie, calls, context };
}

const post = (cookie: string, fields: Record<string, string>, search = "") =>
  new Request(`https://comanda.test/_console/${SLUG}/day${search}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams(fields),
  });

describe("the day's page", () => {
  it("finds a dish by its name, without accents, and says what a switch did", async () => {
    const { cookie, context } = await staffContext();
    const request = new Request(`https://comanda.test/_console/${SLUG}/day?q=tiramisu&done=backOnSale&kind=ITEM&id=8`, {
      headers: { Cookie: cookie },
    });
    const page = (await loader({ request, context, params: { slug: SLUG } })) as Exclude<
      Awaited<ReturnType<typeof loader>>,
      Response
    >;
    expect(page.dishes.map((dish) => dish.name)).toEqual(["Tiramisù"]);
    expect(page.done).toBe("Tiramisù: voltou à venda.");
    expect(page.soldOutUntil).toBe("05:00");
  });

  it("sells a dish out, and comes back to the same search and dish", async () => {
    const { cookie, calls, context } = await staffContext();
    const answer = (await action({
      request: post(cookie, { intent: "soldOut", kind: "ITEM", id: "8", anchor: "dish-item-8", q: "tira" }),
      context,
      params: { slug: SLUG },
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/_console/${SLUG}/day?q=tira&kind=ITEM&id=8&done=soldOut#dish-item-8`);
    expect(calls).toEqual([`PUT /console/${SLUG}/sold_out/ITEM/8 token-STAFF`]);
  });

  it("pauses new orders for the chosen minutes and reason; refuses a length not offered", async () => {
    const { cookie, calls, context } = await staffContext();
    const answer = (await action({
      request: post(cookie, { intent: "pause", minutes: "30", reason: "KITCHEN" }),
      context,
      params: { slug: SLUG },
    })) as Response;
    expect(answer.headers.get("Location")).toBe(`/_console/${SLUG}/day?done=paused`);
    expect(calls).toEqual([`POST /console/${SLUG}/pause token-STAFF {"minutes":30,"reason":"KITCHEN"}`]);
    const refused = await action({
      request: post(cookie, { intent: "pause", minutes: "45", reason: "KITCHEN" }),
      context,
      params: { slug: SLUG },
    });
    expect((refused as unknown as { init: ResponseInit }).init.status).toBe(400);
    expect(calls).toHaveLength(1);
  });

  it("sets the times for now, and refuses a maximum below the minimum next to its field", async () => {
    const { cookie, calls, context } = await staffContext();
    const fields = {
      intent: "times",
      delivery_minimum: "60",
      delivery_maximum: "80",
      takeout_minimum: "",
      takeout_maximum: "",
    };
    await action({ request: post(cookie, fields), context, params: { slug: SLUG } });
    expect(calls).toEqual([
      `PUT /console/${SLUG}/prep_times token-STAFF {"DELIVERY":{"minimum":60,"maximum":80},"TAKEOUT":null}`,
    ]);
    const refused = (await action({
      request: post(cookie, { ...fields, delivery_maximum: "50" }),
      context,
      params: { slug: SLUG },
    })) as unknown as {
      data: { errors: Record<string, string> };
    };
    expect(refused.data.errors).toEqual({ delivery_maximum: "console.day.times.errors.range" });
  });

  it("sends someone without a staff login to the login page", async () => {
    const { context } = await staffContext();
    const answer = await loader({
      request: new Request(`https://comanda.test/_console/${SLUG}/day`),
      context,
      params: { slug: SLUG },
    }).catch((thrown: unknown) => thrown);
    expect((answer as Response).headers.get("Location")).toMatch(/\/_console\/bella-napoli\/login\?next=/);
  });
});
