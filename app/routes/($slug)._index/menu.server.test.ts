import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "~/lib/platform/api.server";
import { category, item } from "~/lib/menu/menu.fixtures";
import { visibleCategories } from "~/lib/menu/menu";
import { emporioSantaCecilia as market } from "../../../api/seed/data/emporio-santa-cecilia";
import { held } from "../../../tests/support/held";
import { storeContext } from "../../../tests/support/route-context";
import { loader } from "./menu.server";

const PAGE_READS = ["menu", "operation_modes", "operation_status_now", "banners", "smart_banner"];

function menuContext({ page, ...parts }: Record<string, unknown> = {}) {
  const read = vi.fn(async () => null);
  const context = storeContext({
    api: { read },
    page: {
      dataRequest: true,
      dataSaver: false,
      publicOrigin: "https://comanda.test",
      documentHtml: {},
      ...(page as object),
    },
    ...parts,
  });
  return { context, read };
}

const load = (context: LoaderFunctionArgs["context"], path = "/bella-napoli") =>
  loader({ request: new Request(`https://comanda.test${path}`), context, params: {} });

const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;

describe("the menu's loader", () => {
  it("asks for the menu, the status, the banners and a dish's settings while the merchant's configuration is still on its way", async () => {
    const merchant = held<unknown>();
    const { context, read } = menuContext({ store: { loadMerchant: () => merchant.promise } });
    const page = load(context, "/bella-napoli?modal=menuPizza&modalId=7");
    await vi.waitFor(() => {
      const asked = read.mock.calls.map((call: unknown[]) => call[0]);
      expect(asked).toEqual(expect.arrayContaining([...PAGE_READS, "menu_settings"]));
    });
    // The dialog shares the page's menu read.
    expect(read.mock.calls.filter((call: unknown[]) => call[0] === "menu")).toHaveLength(1);
    merchant.release({
      slug: "bella-napoli",
      tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
      customDomain: false,
    });
    expect(await page).toMatchObject({
      kind: "menu",
      head: expect.arrayContaining([{ tagName: "link", rel: "canonical", href: "https://comanda.test/bella-napoli" }]),
    });
  });

  it("leaves the landing (no store addressed) to the layout", async () => {
    const accessToken = vi.fn(async () => "token");
    expect(
      await load(menuContext({ store: { slug: null, session: null, cart: null, accessToken } }).context, "/"),
    ).toBeNull();
    expect(accessToken).not.toHaveBeenCalled();
  });

  it("is the not-found page for a store the API does not know, and the error page when it cannot answer", async () => {
    expect(
      statusOf(
        await load(
          menuContext({ store: { accessToken: async () => null, loadMerchant: async () => null } }).context,
        ).catch((thrown) => thrown),
      ),
    ).toBe(404);

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const down = () => Promise.reject(new UpstreamError("API unreachable", 503));
    expect(
      statusOf(
        await load(menuContext({ store: { accessToken: down, loadMerchant: down } }).context).catch((thrown) => thrown),
      ),
    ).toBe(503);
    const limited = () => Promise.reject(new UpstreamError("rate limited", 429));
    expect(
      statusOf(
        await load(menuContext({ store: { accessToken: limited, loadMerchant: limited } }).context).catch(
          (thrown) => thrown,
        ),
      ),
    ).toBe(429);
    expect(logged).toHaveBeenCalled();
  });

  it("asks for a shared dish link's photo from the head, with the CSS, and for none without a dish open", async () => {
    const photo = "/demo/food/esfiha.da9ef92c.svg";
    const menu = {
      categories: [category(1, { items: [item(11, { image: photo }), item(12)] })],
      promotions: [],
      extras: [],
    };
    const preloads = async (path: string, parts: Record<string, unknown> = {}) => {
      const { context } = menuContext({
        api: { read: async (name: string) => (name === "menu" ? menu : null) },
        ...parts,
      });
      const data = (await load(context, path)) as { head: Array<Record<string, string>> };
      return data.head.filter((entry) => entry.rel === "preload");
    };
    expect(await preloads("/bella-napoli?modal=menuItem&modalId=11")).toEqual([
      { tagName: "link", rel: "preload", as: "image", href: photo, fetchpriority: "high" },
    ]);
    expect(await preloads("/bella-napoli?modal=menuItem&modalId=12")).toEqual([]);
    expect(await preloads("/bella-napoli")).toEqual([]);
    // The data-saver mode shows no photo at all.
    expect(await preloads("/bella-napoli?modal=menuItem&modalId=11", { page: { dataSaver: true } })).toEqual([]);
  });
});

describe("the points alert", () => {
  // Three days before 2026-06-20 at 02:30 UTC, still 19/06 in São Paulo: the day is the store's.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-17T02:30:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());
  const toExpire = {
    points: 170,
    entries: [
      { points: 120, expires_at: "2026-06-20T02:30:00.000Z" },
      { points: 50, expires_at: "2026-07-30T12:00:00.000Z" },
    ],
  };
  const alertOf = async (
    stored: Record<string, string | undefined>,
    answer: unknown = { ok: true, data: toExpire },
  ) => {
    const loyaltyPointsToExpire = vi.fn(async () => answer);
    const clientFidelity = async () => ({ ok: true, data: { fidelity_programs: [] } });
    const { context } = menuContext({ stored, api: { read: async () => null, loyaltyPointsToExpire, clientFidelity } });
    const page = (await load(context)) as { closedNotice: unknown; modalOpen: boolean };
    return { notice: page.closedNotice, modalOpen: page.modalOpen, asked: loyaltyPointsToExpire.mock.calls };
  };
  const client = { clientId: "7", clientName: "Ana", accessToken: "client-token" };

  it("tells a logged-in client the points that expire soonest, on their day in the store's time zone, until closed for that day", async () => {
    const shown = await alertOf({ ...client });
    expect(shown.notice).toEqual({ kind: "points", points: 120, date: "19/06/2026", key: "2026-06-19" });
    expect(shown.modalOpen).toBe(true);
    expect(shown.asked).toEqual([["bella-napoli", "token", 7]]);
    expect((await alertOf({ ...client, pointsAlertSeen: "2026-06-19" })).notice).toBeNull();
    // Closed for an earlier day: this one alerts again.
    expect((await alertOf({ ...client, pointsAlertSeen: "2026-05-01" })).notice).toMatchObject({
      kind: "points",
      key: "2026-06-19",
    });
  });

  it("waits until points expire within a week: the points page lists those further ahead", async () => {
    const later = { points: 50, entries: [{ points: 50, expires_at: "2026-06-24T12:00:00.000Z" }] };
    expect((await alertOf({ ...client }, { ok: true, data: later })).notice).toBeNull();
  });

  it("asks nothing for a visitor, and shows nothing with no points to expire or when the API cannot say", async () => {
    const visitor = await alertOf({});
    expect([visitor.notice, visitor.asked]).toEqual([null, []]);
    expect((await alertOf({ ...client }, { ok: true, data: { points: 0, entries: [] } })).notice).toBeNull();
    expect(
      (await alertOf({ ...client }, { ok: false, status: 404, error: { code: "NOT_FOUND", message: "x" } })).notice,
    ).toBeNull();
  });
});

describe("the market's menu of 615 dishes", () => {
  const marketContext = (documentHtml: Record<string, unknown> = {}) =>
    menuContext({
      api: {
        read: vi.fn(async (name: string) =>
          name === "menu"
            ? { categories: market.categories, promotions: market.promotions, extras: market.extras }
            : null,
        ),
      },
      store: { slug: market.slug },
      page: { documentHtml },
    }).context;
  const visible = visibleCategories(market.categories).filter((category) => category.items.length > 0);
  const dishLinks = (html: string) =>
    [...html.matchAll(/modal=menuItem&amp;modalId=(\d+)/g)].map((match) => Number(match[1]));
  const sectionsOf = async (context: LoaderFunctionArgs["context"], path: string) => {
    const page = (await load(context, path)) as { kind: string; sections: { html?: string } };
    expect(page.kind).toBe("menu");
    return page.sections.html ?? "";
  };

  it("lists every visible dish once, in its category, each category sized by its number of cards", async () => {
    const html = await sectionsOf(marketContext(), `/${market.slug}`);
    const dishes = visible.flatMap((category) =>
      [...category.items].filter((item) => item.enabled).sort((a, b) => a.order - b.order),
    );
    expect(dishes.length).toBeGreaterThanOrEqual(600);
    // After the promotions, which link to their dishes too.
    expect(dishLinks(html.slice(html.indexOf('class="c-section"')))).toEqual(dishes.map((dish) => dish.id));
    for (const category of visible) {
      const cards = category.items.filter((item) => item.enabled).length;
      expect(html).toContain(
        `id="category-${category.id}" class="c-section" aria-labelledby="category-${category.id}-title" style="--cards:${cards}"`,
      );
    }
  });

  it("draws a short menu's categories whole: drawn late, a category moves what is below it", async () => {
    expect(await sectionsOf(marketContext(), `/${market.slug}`)).toContain('class="c-container c-sections--when-near"');
    const short = { categories: [category(1, { items: [item(11), item(12)] })], promotions: [], extras: [] };
    const html = await sectionsOf(
      menuContext({ api: { read: async (name: string) => (name === "menu" ? short : null) } }).context,
      "/bella-napoli",
    );
    expect(html).toContain('id="category-1" class="c-section" aria-labelledby="category-1-title">');
    expect(html).not.toContain("c-sections--when-near");
  });

  it("finds dishes by words of their name, description or category without JavaScript", async () => {
    const html = await sectionsOf(marketContext(), `/${market.slug}?q=${encodeURIComponent("queijo canastra")}`);
    const names = [...html.matchAll(/class="c-item__link"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(names).toEqual(["Queijo canastra (200 g)", "Queijo canastra (500 g)"]);
    // The dish links keep the search, so closing a dish goes back to the results.
    expect(html).toContain(`href="/${market.slug}?q=queijo+canastra&amp;modal=menuItem&amp;modalId=`);
  });

  it("names the menu by its URL in the structured data instead of listing 615 dishes", async () => {
    const documentHtml: { structuredData?: string } = {};
    await load(marketContext(documentHtml), `/${market.slug}`);
    const data = JSON.parse(documentHtml.structuredData!) as { hasMenu: unknown; name: string };
    expect(data.hasMenu).toBe(`https://comanda.test/${market.slug}`);
  });
});
