import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { canonicalUrl, firstLoads, manifestUrls } from "../scripts/bundle-budgets.mjs";

type Page = { id: string; gzip: number; texts: number; missing: string[] };

const TEXTS = {
  nav: { skipToContent: "Skip" },
  cart: { title: "Cart", line: { remove: "Remove {{name}}" } },
  item: { add: "Add", serves_one: "Serves {{count}}", serves_other: "Serves {{count}}" },
  provider: { title: "Not the storefront's" },
};

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/**
 * A client build as remix writes it, with minified chunks shaped like esbuild's: an entry, the
 * root, a layout, a page and what `chunks` adds (paths under public/build), and locales.
 */
function build(page: string, chunks: Record<string, string> = {}, pageImports: string[] = []) {
  const root = mkdtempSync(join(tmpdir(), "comanda-budgets-"));
  dirs.push(root);
  const buildDir = join(root, "build");
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(buildDir, path)), { recursive: true });
    writeFileSync(join(buildDir, path), text);
  };
  const manifest = {
    entry: { module: "/build/entry.client-A.js", imports: [] },
    routes: {
      root: { id: "root", module: "/build/root-A.js", imports: [] },
      "routes/($slug)": { id: "routes/($slug)", parentId: "root", module: "/build/routes/layout-A.js", imports: [] },
      "routes/($slug)._index": {
        id: "routes/($slug)._index",
        parentId: "routes/($slug)",
        module: "/build/routes/page-A.js",
        imports: pageImports,
      },
    },
  };
  write("manifest-A.js", `window.__remixManifest=${JSON.stringify(manifest)};`);
  write("entry.client-A.js", "console.log(1);");
  write("root-A.js", "function a(){return 1}export{a as default};");
  write(
    "routes/layout-A.js",
    'var h={texts:["nav"]};function L(){return t("nav.skipToContent")}export{L as default,h as handle};',
  );
  write("routes/page-A.js", page);
  for (const [path, text] of Object.entries(chunks)) write(path, text);
  for (const language of ["pt-BR", "es", "en"]) {
    mkdirSync(join(root, "locales", language), { recursive: true });
    writeFileSync(join(root, "locales", language, "common.json"), JSON.stringify(TEXTS));
  }
  const { pages, problems } = firstLoads(buildDir, join(root, "locales")) as { pages: Page[]; problems: string[] };
  return { page: pages.find((one) => one.id === "routes/($slug)._index")!, problems };
}

describe("the texts a page's code uses", () => {
  it("pass when the page's routes declare them, and count the file they load", () => {
    const { page, problems } = build(
      'var e={changesFrame:!0,texts:["cart","item.serves"]};function P(){return[t("cart.line.remove"),t(`cart.${x}`),t("item.serves",{count:2})]}export{P as default,e as handle};',
    );
    expect(problems).toEqual([]);
    expect(page.missing).toEqual([]);
    const file = JSON.stringify({
      cart: TEXTS.cart,
      item: { serves_one: TEXTS.item.serves_one, serves_other: TEXTS.item.serves_other },
      nav: TEXTS.nav,
    });
    expect(page.texts).toBe(gzipSync(file, { level: 9 }).length);
  });

  it("fail on a text the page renders that none of its routes declares, wherever its chunk is", () => {
    const { page } = build(
      'var e={texts:["cart.title"]};function P(){return[t("cart.title"),s()]}export{P as default,e as handle};',
      {
        "_shared/chunk-B.js": 'function s(){return t("cart.line.remove")+t(`item.${k}`)}export{s as a};',
      },
      ["/build/_shared/chunk-B.js"],
    );
    expect(page.missing).toEqual(["cart.line.remove (/build/_shared/chunk-B.js)", "item (/build/_shared/chunk-B.js)"]);
  });

  it("read a handle a route imports from another route's chunk", () => {
    const { page } = build(
      'import{a as e,b as d}from"/build/_shared/chunk-C.js";export{d as default,e as handle};',
      {
        "_shared/chunk-C.js":
          'var p={changesFrame:!0,texts:["cart"]};function D(){return t("cart.title")}export{p as a,D as b};',
      },
      ["/build/_shared/chunk-C.js"],
    );
    expect(page.missing).toEqual([]);
    expect(page.texts).toBeGreaterThan(0);
  });

  it("let an island's code use the texts it loads beside it, and no others", () => {
    const island = 'function I(){return t("item.add")+t("cart.title")}export{I as Island};';
    const declared = build(
      'var n=g(["item.add"],()=>import("/build/_shared/Island-D.js").then(e=>e.Island),void 0);function P(){return null}export{P as default};',
      {
        "_shared/Island-D.js": island,
      },
    );
    expect(declared.page.missing).toEqual(["cart.title (/build/_shared/Island-D.js)"]);
    // The island's texts are no part of the page's first load.
    expect(declared.page.texts).toBe(gzipSync(JSON.stringify({ nav: TEXTS.nav }), { level: 9 }).length);
    const undeclared = build(
      'var n=g(()=>import("/build/_shared/Island-D.js").then(e=>e.Island),void 0);function P(){return null}export{P as default};',
      {
        "_shared/Island-D.js": island,
      },
    );
    expect(undeclared.page.missing).toEqual([
      "item.add (/build/_shared/Island-D.js)",
      "cart.title (/build/_shared/Island-D.js)",
    ]);
  });

  it("fail on a declaration it cannot read, and on a part no language has", () => {
    expect(() => build('var e=f();var z={texts:["cart"]};export{e as handle};')).toThrow(
      "its handle's texts could not be read",
    );
    const { problems } = build('var e={texts:["cart.nope","provider"]};export{e as handle};');
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain("declares texts that pt-BR does not have");
  });
});

describe("the names the manifest asks for", () => {
  it("must be the names the static assets serve without a redirect: `$` and `[` encoded", () => {
    expect(canonicalUrl("/build/routes/(%24slug).orders.%24id-A.js")).toBe("/build/routes/(%24slug).orders.%24id-A.js");
    expect(canonicalUrl("/build/routes/($slug).orders.$id-A.js")).toBe("/build/routes/(%24slug).orders.%24id-A.js");
    expect(canonicalUrl("/build/routes/[_console].$slug-A.js")).toBe("/build/routes/%5B_console%5D.%24slug-A.js");
    const manifest = {
      entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-A.js"] },
      routes: {
        root: { module: "/build/root-A.js", imports: ["/build/_shared/chunk-A.js"], css: ["/build/_assets/app-A.css"] },
      },
    };
    expect(manifestUrls(manifest)).toEqual([
      "/build/entry.client-A.js",
      "/build/_shared/chunk-A.js",
      "/build/root-A.js",
      "/build/_assets/app-A.css",
    ]);
  });
});
