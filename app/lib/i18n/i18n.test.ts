import { readdirSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  askedTexts,
  createTranslator,
  loadedTranslations,
  loadTexts,
  setTextsBase,
  SUPPORTED_LANGUAGES,
  textsHref,
  textsOf,
  textsClientLoader,
  textsSet,
  type Translations,
} from "./i18n";
import {
  consoleTextsHrefFor,
  consoleTranslationFiles,
  flashedNotice,
  resources,
  textsBases,
  translationFileResponse,
} from "./i18n.server";

const load = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${language}/${namespace}`, import.meta.url), "utf8"),
  ) as Translations;

function keys(node: Translations, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe("locales", () => {
  const namespaces = readdirSync(new URL("../../../locales/pt-BR", import.meta.url));

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== "pt-BR"))(
    "%s has every key of pt-BR and no other",
    (language) => {
      for (const namespace of namespaces) {
        // Plural suffixes differ between languages only in which exist; these three share _one/_other.
        expect(keys(load(language, namespace)).sort()).toEqual(keys(load("pt-BR", namespace)).sort());
      }
    },
  );
});

describe("createTranslator", () => {
  const translations: Translations = {
    menu: { serves_one: "Serve {{count}} pessoa", serves_other: "Serve {{count}} pessoas", from: "a partir de" },
    meta: { title: "{{name}} | Cardápio" },
  };
  const t = createTranslator("pt-BR", translations);

  it("reads nested keys and interpolates without escaping (React escapes)", () => {
    expect(t("menu.from")).toBe("a partir de");
    expect(t("meta.title", { name: "Pizzaria d'Oro <b>" })).toBe("Pizzaria d'Oro <b> | Cardápio");
  });

  it("chooses the plural form by Intl.PluralRules", () => {
    expect(t("menu.serves", { count: 1 })).toBe("Serve 1 pessoa");
    expect(t("menu.serves", { count: 4 })).toBe("Serve 4 pessoas");
  });

  it("shows the key when a text is missing, so it is seen and fixed", () => {
    expect(t("menu.nope")).toBe("menu.nope");
  });
});

describe("texts files", () => {
  const [language] = SUPPORTED_LANGUAGES;
  const base = textsBases[language];

  it("hold the parts a page names, nested as in the locale file, with a part's plural forms", async () => {
    const href = textsHref(base, textsSet(["orders.track", "nav", "auth.header", "nav"]));
    expect(href).toBe(`${base}.auth.header+nav+orders.track.json`);
    const response = translationFileResponse(href)!;
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const { auth, nav, orders } = resources[language].common;
    expect(await response.json()).toEqual({ auth: { header: auth.header }, nav, orders: { track: orders.track } });
    const plural = (await translationFileResponse(`${base}.menu.serves.json`)!.json()) as { menu: Translations };
    expect(Object.keys(plural.menu).sort()).toEqual(
      Object.keys(resources[language].common.menu)
        .filter((key) => key.startsWith("serves"))
        .sort(),
    );
  });

  it("are named by a hash of all of a language's storefront texts: a new text renames them all", () => {
    for (const other of SUPPORTED_LANGUAGES)
      expect(textsBases[other]).toMatch(new RegExp(`^/locales/${other}\\.[0-9a-f]{8}$`));
    expect(new Set(Object.values(textsBases)).size).toBe(SUPPORTED_LANGUAGES.length);
    const storefront = JSON.parse(JSON.stringify(resources[language].common)) as Translations;
    expect(storefront.provider).toBeDefined();
    expect((storefront.console as Translations).inbox).toBeDefined();
  });

  it("name one set of parts one way only, and refuse what is no part of the storefront's texts", () => {
    expect(textsSet(["cart", "auth.header", "cart.summary", "auth"])).toEqual(["auth", "cart"]);
    expect(
      textsOf([
        { handle: { texts: ["nav"] } },
        { handle: { changesFrame: true } },
        {},
        { handle: { texts: ["auth.header", "nav"] } },
      ]),
    ).toEqual(["auth.header", "nav"]);
    expect(translationFileResponse(`${base}.nav+auth.json`)).toBeNull();
    expect(translationFileResponse(`${base}.auth+auth.header.json`)).toBeNull();
    expect(translationFileResponse(`${base}.nav+nav.json`)).toBeNull();
    expect(translationFileResponse(`${base}.nope.json`)).toBeNull();
    expect(translationFileResponse(`${base}.provider.json`)).toBeNull();
    expect(translationFileResponse(`${base}.console.json`)).toBeNull();
    expect(translationFileResponse(`${base}.nav.skipToContent.nope.json`)).toBeNull();
  });

  it("answer an older name with today's texts, briefly cached, and nothing else under /locales/", async () => {
    const older = translationFileResponse("/locales/es.00000000.nav.json")!;
    expect(older.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(await older.json()).toEqual({ nav: resources.es.common.nav });
    // A page from before texts were split names every text.
    const { provider: _provider, console: _console, ...storefront } = resources.es.common;
    expect(await translationFileResponse("/locales/es.00000000.json")!.json()).toEqual(storefront);
    expect(translationFileResponse("/locales/de.00000000.nav.json")).toBeNull();
    expect(translationFileResponse("/locales/es.json")).toBeNull();
    expect(translationFileResponse("/locales/es.00000000.nav.js")).toBeNull();
    expect(translationFileResponse("/locales/../es.00000000.json")).toBeNull();
  });

  it("give the console's pages one file with every text of the storefront and the console", async () => {
    for (const other of SUPPORTED_LANGUAGES) {
      const file = consoleTranslationFiles[other];
      expect(consoleTextsHrefFor("/_console/bella-napoli", other)).toBe(file.href);
      expect(consoleTextsHrefFor("/bella-napoli/cart", other)).toBeNull();
      const { provider: _provider, ...texts } = resources[other].common;
      expect(JSON.parse(file.body)).toEqual(texts);
      const response = translationFileResponse(file.href)!;
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toBe(file.body);
    }
  });
});

describe("loadTexts in the browser", () => {
  const fetched: string[] = [];
  const answers = new Map<string, () => Response>();
  beforeEach(() => {
    fetched.length = 0;
    vi.stubGlobal("fetch", async (href: string) => {
      fetched.push(href);
      const answer = answers.get(href);
      return answer ? answer() : (translationFileResponse(href) ?? new Response(null, { status: 404 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks once for the parts not asked for yet, in one file, and merges them into the language's texts", async () => {
    setTextsBase("es", textsBases.es);
    await loadTexts("es", ["nav", "auth.header"]);
    expect(fetched).toEqual([`${textsBases.es}.auth.header+nav.json`]);
    const t = createTranslator("es", loadedTranslations.es!);
    expect(t("nav.skipToContent")).toBe(resources.es.common.nav.skipToContent);
    expect(t("cart.title")).toBe("cart.title");
    // A part inside one already here costs nothing; one beside it, only itself; at once, one request.
    await Promise.all([loadTexts("es", ["auth.header.login", "cart"]), loadTexts("es", ["cart", "nav"])]);
    expect(fetched).toEqual([`${textsBases.es}.auth.header+nav.json`, `${textsBases.es}.cart.json`]);
    // The translator made before the cart's texts came reads them.
    expect(t("cart.title")).toBe(resources.es.common.cart.title);
    expect(askedTexts("es").sort()).toEqual(["auth.header", "cart", "nav"]);
  });

  it("rejects when a file cannot be loaded, and asks again on the next call", async () => {
    setTextsBase("en", textsBases.en);
    const href = `${textsBases.en}.coupons.json`;
    answers.set(href, () => new Response(null, { status: 503 }));
    await expect(loadTexts("en", ["coupons"])).rejects.toThrow("503");
    answers.delete(href);
    await loadTexts("en", ["coupons"]);
    expect(fetched).toEqual([href, href]);
    expect(createTranslator("en", loadedTranslations.en!)("coupons.list.title")).toBe(
      resources.en.common.coupons.list.title,
    );
  });

  it("rejects for a language whose texts the page never named", async () => {
    await expect(loadTexts("pt-BR", ["nav"])).rejects.toThrow("no texts file");
    expect(fetched).toEqual([]);
  });
});

describe("flashedNotice", () => {
  const sessionWith = (notice: unknown) => ({ get: () => notice }) as unknown as Parameters<typeof flashedNotice>[0];
  const t = createTranslator("pt-BR", resources["pt-BR"].common);

  it("writes a flashed key in the page's language, and leaves a notice flashed already written as it is", () => {
    expect(flashedNotice(sessionWith("checkout.notices.alreadyPlaced"), t)).toBe(
      resources["pt-BR"].common.checkout.notices.alreadyPlaced,
    );
    expect(flashedNotice(sessionWith("Pizza Doce: fora do cardápio."), t)).toBe("Pizza Doce: fora do cardápio.");
    expect(flashedNotice(sessionWith(undefined), t)).toBeNull();
    expect(flashedNotice(sessionWith(""), t)).toBeNull();
  });
});

describe("textsClientLoader", () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal("document", { documentElement: { lang: "en" } });
    vi.stubGlobal("window", { location: { assign } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the route's data and its texts at once, and answers the data once both are here", async () => {
    const fetched: string[] = [];
    let answerData: (value: unknown) => void = () => {};
    vi.stubGlobal("fetch", async (href: string) => {
      fetched.push(href);
      return translationFileResponse(href)!;
    });
    setTextsBase("en", textsBases.en);
    const loading = textsClientLoader({ texts: ["scheduling"] })({
      request: new Request("https://shop.test/loja/scheduling"),
      serverLoader: () => new Promise((resolve) => (answerData = resolve)),
    });
    // The texts were asked for before the data came.
    expect(fetched).toEqual([`${textsBases.en}.scheduling.json`]);
    answerData({ slots: [] });
    await expect(loading).resolves.toEqual({ slots: [] });
    expect(createTranslator("en", loadedTranslations.en!)("scheduling.save")).toBe(resources.en.common.scheduling.save);
  });

  it("asks for the page as a document when its texts cannot be loaded", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 500 }));
    setTextsBase("en", textsBases.en);
    const loading = textsClientLoader({ texts: ["tableBill"] })({
      request: new Request("https://shop.test/loja/table/bill"),
      serverLoader: async () => ({ bill: null }),
    });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://shop.test/loja/table/bill"));
    // The page never shows the route's data without its texts.
    const settled = await Promise.race([
      loading.then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("waiting"), 50)),
    ]);
    expect(settled).toBe("waiting");
  });
});
