// What each page's first visit loads before it hydrates, from the client build's manifest
// (public/build/manifest-*.js): the entry, then the root, layout and route modules of the page and
// every chunk they import statically, gzip; plus the interface texts its routes declare
// (`handle.texts`, the file root.tsx preloads: decision 064), the largest of the three languages.
// Dynamic imports (islands, dialogs) come later and are not counted, but the texts their code uses
// must be loaded with it. `checkBundleBudgets()` throws when a page passes its budget, ships the
// validation library, or its browser code uses texts its routes and islands do not load;
// `npm test` runs it after the production build.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./lib.mjs";

/** The menu, where a customer lands (issue 33's targets, decision 004). */
export const MENU_ROUTE = "routes/($slug)._index";
export const MENU_BUDGET = 95 * 1024;
/** Every other page may load at most this much more than the menu. */
export const OVER_MENU = 6 * 1024;
/** The store console's pages, and the platform's, load one file with every text (their budget is not the customers'). */
const CONSOLE_ROUTE = /^routes\/\[_(console|platform)\]/;
const LANGUAGES = ["pt-BR", "es", "en"];

/** A chunk of the validation library: code only zod's own modules hold. */
const ZOD_MARKERS = [/\$ZodType\b/, /\bZodError\b/];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

function readManifest(buildDir) {
  const file = readdirSync(buildDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No manifest in ${buildDir}: run remix build first`);
  const source = readFileSync(join(buildDir, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

/** Each language's storefront texts, as ~/lib/i18n/i18n.server serves them (no `provider`, no `console`). */
function readTexts(localesDir) {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const {
        provider: _provider,
        console: _console,
        ...texts
      } = JSON.parse(readFileSync(join(localesDir, language, "common.json"), "utf8"));
      return [language, texts];
    }),
  );
}

const within = (key, part) => key === part || key.startsWith(`${part}.`);

/** Parts once each, sorted, none inside another (textsSet in ~/lib/i18n/i18n). */
function textsSet(paths) {
  const set = [];
  for (const path of [...new Set(paths)].sort()) if (!set.some((part) => within(path, part))) set.push(path);
  return set;
}

/** The texts of `paths` as the server's file holds them (pickTexts in ~/lib/i18n/i18n.server), or null for a path that is no text. */
function pickTexts(texts, paths) {
  const picked = {};
  for (const path of paths) {
    const keys = path.split(".");
    const last = keys.pop();
    let from = texts;
    let into = picked;
    for (const key of keys) {
      if (typeof from[key] !== "object") return null;
      from = from[key];
      into = into[key] ??= {};
    }
    const forms = Object.keys(from).filter((key) => key === last || key.startsWith(`${last}_`));
    if (forms.length === 0) return null;
    for (const key of forms) into[key] = from[key];
  }
  return picked;
}

/** The object literal that starts at `source[start]` (`{`), by matching braces outside strings. */
function objectLiteralAt(source, start) {
  let depth = 0;
  let quote = null;
  for (let at = start; at < source.length; at++) {
    const char = source[at];
    if (quote) {
      if (char === "\\") at++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === "`") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return source.slice(start, at + 1);
  }
  return null;
}

const strings = (list) => [...list.matchAll(/"([^"]*)"/g)].map((match) => match[1]);

const escape = (name) => name.replace(/\$/g, "\\$");
/** In `{… a as b …}` (an import's or an export's list), the name on the left of `b`. */
function bound(list, name) {
  for (const entry of list.split(",")) {
    const [left, right = left] = entry.trim().split(/\s+as\s+/);
    if (right === name) return left;
  }
  return null;
}

/**
 * The parts a route module declares in `handle.texts`, read from its minified chunk
 * (`var ue={texts:["cart",…]};…export{ue as handle}`), following a handle that a chunk imports
 * (a route that re-exports another's module). A chunk that names `texts:[` where this cannot read
 * it fails the check rather than passing for a route without texts.
 */
function declaredTexts(readSource, url, routeId) {
  const source = readSource(url);
  const exported = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? "";
  let local = bound(exported, "handle");
  let at = url;
  for (let hops = 0; local && hops < 5; hops++) {
    const code = readSource(at);
    const literal = new RegExp(`(?:^|[^\\w$.])${escape(local)}=\\{`).exec(code);
    if (literal) {
      const handle = objectLiteralAt(code, literal.index + literal[0].length - 1);
      const texts = handle ? /\btexts:\[([^\]]*)\]/.exec(handle) : null;
      if (texts) return strings(texts[1]);
      break;
    }
    // Imported: find which chunk and under which name it exports it.
    const from = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)]
      .map((match) => [bound(match[1], local), match[2]])
      .find(([name]) => name);
    if (!from) break;
    at = from[1];
    local = bound(/export\s*\{([^}]*)\}/.exec(readSource(at))?.[1] ?? "", from[0]);
  }
  if (/\btexts:\[/.test(source)) throw new Error(`${routeId}: its handle's texts could not be read from its chunk`);
  return [];
}

/** The islands a chunk declares: `lazyIsland(["item",…], () => import("/build/_shared/ItemDialog-….js")…)`. */
function islandTexts(source) {
  return [...source.matchAll(/\[((?:"[\w.]+",?)*)\],\(\)=>import\("([^"]+)"\)/g)].map((match) => [
    match[2],
    strings(match[1]),
  ]);
}

/**
 * The texts a chunk names: every string or template literal that starts with a section and a dot
 * (`"cart.summary.total"`, `` `orders.status.${…}` `` as `orders.status`).
 */
function keysIn(source, sections) {
  const pattern = new RegExp(`["'\`]((?:${sections.join("|")})\\.[\\w.]*)`, "g");
  // The declarations name parts, not texts a render uses.
  const code = source.replace(/\btexts:\[[^\]]*\]/g, "").replace(/\[(?:"[\w.]+",?)*\],\(\)=>import\(/g, "");
  return [...new Set([...code.matchAll(pattern)].map((match) => match[1].replace(/\.+$/, "")))];
}

/** Every file URL the client manifest names: the entry's and each route's module, imports and styles. */
export function manifestUrls(manifest) {
  const parts = [manifest.entry, ...Object.values(manifest.routes)];
  return [
    ...new Set(parts.flatMap((part) => [part.module, ...(part.imports ?? []), ...(part.css ?? [])]).filter(Boolean)),
  ];
}

/** The name Cloudflare's static assets serve a file URL under without a redirect (workers-shared's encodePath). */
export const canonicalUrl = (url) =>
  url
    .split("/")
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join("/");

/**
 * Every page's first load: its JS files (gzip total, whether one is the validation library), the
 * texts its routes declare (gzip of that file, the largest language), and the texts its code uses
 * that neither its routes nor the island that loads that code declare.
 */
export function firstLoads(buildDir = join(root, "public", "build"), localesDir = join(root, "locales")) {
  const manifest = readManifest(buildDir);
  const texts = readTexts(localesDir);
  const sections = Object.keys(texts["pt-BR"]);
  const pathOf = (url) =>
    join(
      buildDir,
      ...url
        .replace(/^\/build\//, "")
        .split("/")
        .map(decodeURIComponent),
    );
  const files = new Map();
  const file = (url) => {
    if (!files.has(url)) {
      const source = readFileSync(pathOf(url), "utf8");
      files.set(url, {
        source,
        gzip: gzipSize(source),
        zod: ZOD_MARKERS.some((marker) => marker.test(source)),
        keys: keysIn(source, sections),
        imports: [...source.matchAll(/(?:from|import)\s*"(\/build\/[^"]+\.js)"/g)].map((match) => match[1]),
        lazy: [...source.matchAll(/import\("(\/build\/[^"]+\.js)"\)/g)].map((match) => match[1]),
        islands: islandTexts(source),
      });
    }
    return files.get(url);
  };
  // Cloudflare's static assets answer a file at its canonical name only (each segment as
  // encodeURIComponent writes it), and any other spelling with a redirect to it: a route module
  // asked for as `$slug` costs the page one more round trip before it hydrates.
  const problems = manifestUrls(manifest)
    .filter((url) => url !== canonicalUrl(url))
    .map(
      (url) =>
        `${url} is not its canonical name ${canonicalUrl(url)}: the browser would be redirected before it gets the file`,
    );
  return {
    problems,
    pages: Object.values(manifest.routes).map((route) => {
      const chain = [];
      for (let at = route; at; at = manifest.routes[at.parentId]) chain.unshift(at);
      const first = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (const part of chain) [part.module, ...(part.imports ?? [])].forEach((url) => first.add(url));
      const measured = [...first].map(file);
      const page = {
        id: route.id,
        gzip: measured.reduce((sum, one) => sum + one.gzip, 0),
        zod: measured.some((one) => one.zod),
        texts: 0,
        missing: [],
      };
      // The console's pages load every text in one file; nothing to check, nothing counted against the customers' budget.
      if (CONSOLE_ROUTE.test(route.id)) return page;

      const declared = textsSet(
        chain.flatMap((part) => declaredTexts((url) => file(url).source, part.module, part.id)),
      );
      for (const language of LANGUAGES) {
        const picked = pickTexts(texts[language], declared);
        if (!picked) problems.push(`${route.id} declares texts that ${language} does not have: ${declared.join(", ")}`);
        else if (declared.length > 0) page.texts = Math.max(page.texts, gzipSize(JSON.stringify(picked)));
      }
      const lacking = (keys, loaded) => keys.filter((key) => !loaded.some((part) => within(key, part)));
      for (const url of first)
        for (const key of lacking(file(url).keys, declared)) page.missing.push(`${key} (${url})`);

      // Each island's code, with the chunks it alone imports, and the texts it loads beside it.
      const islands = new Map(measured.flatMap((one) => one.islands));
      for (const url of new Set(measured.flatMap((one) => one.lazy))) {
        const loaded = [...declared, ...(islands.get(url) ?? [])];
        const queue = [url];
        const seen = new Set(queue);
        while (queue.length > 0) {
          const next = file(queue.shift());
          for (const key of lacking(next.keys, loaded)) page.missing.push(`${key} (${url})`);
          for (const imported of next.imports.filter((one) => !first.has(one) && !seen.has(one))) {
            seen.add(imported);
            queue.push(imported);
          }
        }
      }
      page.missing = [...new Set(page.missing)];
      return page;
    }),
  };
}

/**
 * Throws, naming every page over its budget (JS and texts together), with the validation library,
 * or whose code uses texts it does not load; prints the heaviest pages either way.
 */
export function checkBundleBudgets(buildDir, localesDir) {
  const { pages, problems } = firstLoads(buildDir, localesDir);
  pages.sort((a, b) => b.gzip + b.texts - (a.gzip + a.texts));
  const menu = pages.find((page) => page.id === MENU_ROUTE);
  if (!menu) throw new Error(`The menu route ${MENU_ROUTE} is not in the manifest`);
  const total = (page) => page.gzip + page.texts;
  const others = total(menu) + OVER_MENU;
  if (total(menu) > MENU_BUDGET)
    problems.push(`the menu loads ${kb(menu.gzip)} + ${kb(menu.texts)} of texts, over ${kb(MENU_BUDGET)}`);
  for (const page of pages) {
    // Over it: what only shows data can be a static part, what loads on demand an island (decision 027).
    if (page !== menu && !CONSOLE_ROUTE.test(page.id) && total(page) > others)
      problems.push(
        `${page.id} loads ${kb(page.gzip)} + ${kb(page.texts)} of texts, over the menu + ${kb(OVER_MENU)} = ${kb(others)}`,
      );
    if (page.zod)
      problems.push(`${page.id} ships the validation library to the browser (its schemas belong in a .server module)`);
    // A text the page's code renders must come with it: declare its part in the route's handle.texts or the island's lazyIsland.
    if (page.missing.length > 0) problems.push(`${page.id} uses texts it does not load: ${page.missing.join(", ")}`);
  }
  console.log(
    `First load, JS + texts, gzip: menu ${kb(menu.gzip)} + ${kb(menu.texts)} (budget ${kb(MENU_BUDGET)}), others <= ${kb(others)}; heaviest:`,
  );
  for (const page of pages.filter((one) => !CONSOLE_ROUTE.test(one.id)).slice(0, 6))
    console.log(
      `  ${kb(total(page)).padStart(9)} = ${kb(page.gzip).padStart(8)} + ${kb(page.texts).padStart(6)}  ${page.id}`,
    );
  if (problems.length > 0) throw new Error(`First load over budget or without its texts:\n  ${problems.join("\n  ")}`);
}
