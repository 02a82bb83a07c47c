import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { Store } from "../../../contract";
import { merchantSessionStorage } from "~/lib/platform/session.server";
import { ok, storeContext } from "../../../tests/support/route-context";
import { action, loader } from "./route";
import { loader as homeLoader } from "~/routes/($slug)._index/menu.server";

const SECRET = "test-session-secret-0123456789abcdef";
const FRANCHISE = "sabor-da-casa";
const CURITIBA = { id: 1, name: "Curitiba" };

function store(slug: string, distance: number, overrides: Partial<Store> = {}): Store {
  return {
    id: distance,
    slug,
    name: slug,
    visible: true,
    address: {
      street: "Rua XV de Novembro",
      number: "1",
      neighborhood: "Centro",
      city: "Curitiba",
      state: "PR",
      zip_code: "80060000",
    },
    distance,
    city: CURITIBA,
    geolocation: { latitude: -25.43, longitude: -49.27 },
    opened: true,
    delivery_configuration: { enabled: true },
    takeout_configuration: { enabled: true },
    delivers_here: true,
    ...overrides,
  };
}

function finderContext(stores: Store[], { redirect = true, geocode = vi.fn(), lookupPostalCode = vi.fn() } = {}) {
  const send = vi.fn(async (_method: string, path: string) => {
    if (path.startsWith(`/${FRANCHISE}/cities`)) return ok([CURITIBA, { id: 2, name: "Recife" }]);
    const data = path.includes("geolocation=")
      ? stores
      : stores.map((candidate) => ({ ...candidate, distance: null, delivers_here: undefined }));
    // `send` answers the schema's output: the store list's body, wrapped by the page's schema.
    return ok({
      data,
      paging: { page: 1, size: 1000, total: data.length },
      filteredStores: data.length,
      hasAnyLargeDistance: false,
    });
  });
  const context = storeContext({
    // `read`: the franchise home is the menu route, whose loader reads the menu beside the list.
    api: { send, geocode, lookupPostalCode, read: vi.fn(async () => ok(null)) },
    env: { SESSION_SECRET: SECRET },
    store: {
      slug: FRANCHISE,
      loadMerchant: async () => ({
        slug: FRANCHISE,
        customDomain: false,
        slugType: { type: "FRANCHISE", slug: FRANCHISE, slug_franchise: null },
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalSettings: { redirect_to_nearest_store: redirect, multi_stores: true },
        generalInformations: null,
        stylizations: null,
      }),
    },
    page: { publicOrigin: "https://comanda.test" },
  });
  return { context, send, geocode };
}

const load = (context: LoaderFunctionArgs["context"], search: string) =>
  loader({ request: new Request(`https://comanda.test/${FRANCHISE}/stores${search}`), context, params: {} });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Response)) throw new Error("the loader did not redirect");
  return outcome;
}

const NEAR = "?near=-25.431,-49.266";

describe("the franchise's finder with the customer's point", () => {
  it("takes them to the nearest store serving them, leaving its menu the distance and the way back to the list", async () => {
    const { context, send } = finderContext([
      store("sabor-da-casa-batel", 0.4, { delivers_here: false, takeout_configuration: { enabled: false } }),
      store("sabor-da-casa-curitiba", 1.23),
      store("sabor-da-casa-recife", 2100),
    ]);
    const response = await thrown(load(context, NEAR));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/sabor-da-casa-curitiba");
    expect(send).toHaveBeenCalledWith(
      "GET",
      expect.stringContaining("geolocation=-25.431%2C-49.266"),
      "token",
      expect.anything(),
    );
    const session = await merchantSessionStorage("sabor-da-casa-curitiba", SECRET).getSession(
      response.headers.get("Set-Cookie")!.split(";")[0],
    );
    expect(JSON.parse(String(session.get("nearestStore")))).toEqual({
      km: 1.2,
      back: `/${FRANCHISE}/stores?near=-25.431%2C-49.266&choose=1`,
    });
  });

  it("lists the stores nearest first, with their distance from the customer, when they came back to choose", async () => {
    const { context } = finderContext([store("sabor-da-casa-curitiba", 1.23), store("sabor-da-casa-batel", 3.5)]);
    const page = await load(context, `${NEAR}&choose=1`);
    const html = "stores" in page ? String(page.stores.html) : "";
    expect(html).toContain("Lojas mais perto de você");
    expect(html.indexOf("sabor-da-casa-curitiba")).toBeLessThan(html.indexOf("sabor-da-casa-batel"));
    expect(html).toContain("A 1,2 km de você");
  });

  it("takes no one anywhere when the franchise does not say so, or when the nearest store is beyond reach", async () => {
    const off = finderContext([store("sabor-da-casa-curitiba", 1.2)], { redirect: false });
    expect(await load(off.context, NEAR)).toHaveProperty("stores");
    const far = finderContext([store("sabor-da-casa-curitiba", 260.2)]);
    expect(await load(far.context, NEAR)).toHaveProperty("stores");
  });

  it("lists the stores by distance from a CEP without taking anyone anywhere: a CEP is an area, not where the customer is", async () => {
    const lookupPostalCode = vi.fn(async () => ok({ latitude: -25.43, longitude: -49.27 }));
    const { context } = finderContext([store("sabor-da-casa-curitiba", 1.2)], { lookupPostalCode });
    const page = await load(context, "?cep=80420-000");
    expect(lookupPostalCode).toHaveBeenCalled();
    expect("stores" in page ? String(page.stores.html) : "").toContain("A 1,2 km do CEP");
  });

  it("places an address typed in the city chosen, and asks for the city when none is", async () => {
    const geocode = vi.fn(async () => ok({ latitude: -25.4296, longitude: -49.2713 }));
    const { context } = finderContext([store("sabor-da-casa-curitiba", 0.3)], { geocode });
    const response = await thrown(load(context, `?address=${encodeURIComponent("Rua XV de Novembro 700")}&city=1`));
    expect(geocode).toHaveBeenCalledWith(FRANCHISE, "token", {
      street: "Rua XV de Novembro",
      number: "700",
      neighborhood: undefined,
      city: "Curitiba",
    });
    expect(response.headers.get("Location")).toBe("/sabor-da-casa-curitiba");

    const page = await load(
      finderContext([store("sabor-da-casa-curitiba", 0.3)], { geocode }).context,
      `?address=${encodeURIComponent("Rua XV de Novembro, 700")}`,
    );
    expect("stores" in page ? String(page.stores.html) : "").toContain("Escolha a cidade do endereço.");
    expect(geocode).toHaveBeenCalledTimes(1);
  });
});

const choose = (fields: Record<string, string>) => {
  const context = {
    env: { SESSION_SECRET: "test-session-secret-0123456789abcdef" },
    api: { send: vi.fn() },
    store: { slug: "sabor-da-casa", customDomain: false, accessToken: async () => "token" },
  } as unknown as ActionFunctionArgs["context"];
  const request = new Request("https://comanda.test/sabor-da-casa/stores", {
    method: "POST",
    body: new URLSearchParams({ intent: "carry", ...fields }),
  });
  return action({ request, context, params: {} }) as Promise<Response>;
};

describe("the franchise's store list", () => {
  it("opens the store chosen with the franchise's voucher code, and without one when there is none", async () => {
    const withCode = await choose({
      source: "sabor-da-casa-curitiba",
      target: "sabor-da-casa-porto-alegre",
      voucher: "rede10",
    });
    expect(withCode.status).toBe(303);
    expect(withCode.headers.get("Location")).toBe("/sabor-da-casa-porto-alegre?voucher=REDE10");
    const plain = await choose({ source: "sabor-da-casa-curitiba", target: "sabor-da-casa-porto-alegre" });
    expect(plain.headers.get("Location")).toBe("/sabor-da-casa-porto-alegre");
  });
});

describe("the point this browser last shared (the geolocation cookie)", () => {
  const withCookie = (context: LoaderFunctionArgs["context"], search: string, cookie: string) =>
    loader({
      request: new Request(`https://comanda.test/${FRANCHISE}/stores${search}`, { headers: { Cookie: cookie } }),
      context,
      params: {},
    });

  it("sorts the list by it on the next visit, without asking and without taking anyone anywhere", async () => {
    const { context, send } = finderContext([store("sabor-da-casa-curitiba", 1.23), store("sabor-da-casa-batel", 3.5)]);
    const page = await withCookie(context, "", "other=1; geolocation=-25.431%2C-49.266");
    expect(send).toHaveBeenCalledWith(
      "GET",
      expect.stringContaining("sort=distance&geolocation=-25.431%2C-49.266"),
      "token",
      expect.anything(),
    );
    const html = "stores" in page ? String(page.stores.html) : "";
    expect(html).toContain("Lojas mais perto de você");
    expect(html).toContain("A 1,2 km de você");
  });

  it("gives way to a point asked for, and is nothing when it is a refusal or not a point", async () => {
    const asked = finderContext([store("sabor-da-casa-curitiba", 1.23)]);
    const response = await thrown(withCookie(asked.context, "?near=-25.5,-49.3", "geolocation=-25.431%2C-49.266"));
    expect(response.headers.get("Location")).toBe("/sabor-da-casa-curitiba");
    expect(asked.send).toHaveBeenCalledWith(
      "GET",
      expect.stringContaining("geolocation=-25.5%2C-49.3"),
      "token",
      expect.anything(),
    );
    for (const cookie of ["geolocation=denied", "geolocation=granted", "geolocation=%E0%A4%A"]) {
      const { context, send } = finderContext([store("sabor-da-casa-curitiba", 1.23)]);
      await withCookie(context, "", cookie);
      expect(send).toHaveBeenCalledWith("GET", expect.stringContaining("sort=opened"), "token", expect.anything());
    }
  });
});

describe("the franchise's home with the customer's point, as its /stores", () => {
  const loadHome = (context: LoaderFunctionArgs["context"], search: string) =>
    homeLoader({ request: new Request(`https://comanda.test/${FRANCHISE}${search}`), context, params: {} });

  it("takes them to the nearest store serving them, the way back leading to the home's list", async () => {
    const { context } = finderContext([store("sabor-da-casa-curitiba", 1.23), store("sabor-da-casa-recife", 2100)]);
    const response = await thrown(loadHome(context, NEAR));
    expect(response.headers.get("Location")).toBe("/sabor-da-casa-curitiba");
    const session = await merchantSessionStorage("sabor-da-casa-curitiba", SECRET).getSession(
      response.headers.get("Set-Cookie")!.split(";")[0],
    );
    expect(JSON.parse(String(session.get("nearestStore")))).toEqual({
      km: 1.2,
      back: `/${FRANCHISE}?near=-25.431%2C-49.266&choose=1`,
    });
  });

  it("lists them nearest first under the page's title when they came back to choose", async () => {
    const { context } = finderContext([store("sabor-da-casa-curitiba", 1.23), store("sabor-da-casa-batel", 3.5)]);
    const page = await loadHome(context, `${NEAR}&choose=1`);
    expect(page).toMatchObject({ kind: "franchise", heading: `Lojas ${FRANCHISE}` });
    const html = page?.kind === "franchise" ? String(page.stores.html) : "";
    expect(html).toContain("A 1,2 km de você");
    // The page's <main> and title are the route's, around the list: the location button sits inside it.
    expect(html).not.toContain("<main");
  });
});
