// What each page's first visit loads in JavaScript before it hydrates, from the client build's
// manifest (public/build/manifest-*.js): the entry, then the root, layout and route modules of the
// page and every chunk they import statically, gzip. Dynamic imports (islands, the pizza builder)
// come later and are not counted. `checkBundleBudgets()` throws when a page passes its budget or
// ships the validation library; `npm test` runs it after the production build.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./lib.mjs";

/** The menu, where a customer lands (issue 33's targets, decision 004). */
export const MENU_ROUTE = "routes/($slug)._index";
export const MENU_BUDGET = 95 * 1024;
/** Every other page may load at most this much more than the menu. */
export const OVER_MENU = 6 * 1024;

/** A chunk of the validation library: code only zod's own modules hold. */
const ZOD_MARKERS = [/\$ZodType\b/, /\bZodError\b/];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function readManifest(buildDir) {
  const file = readdirSync(buildDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No manifest in ${buildDir}: run remix build first`);
  const source = readFileSync(join(buildDir, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

/** Every page's first-load JavaScript: its files, their gzip total, and whether one is the validation library. */
export function firstLoads(buildDir = join(root, "public", "build")) {
  const manifest = readManifest(buildDir);
  const sizes = new Map();
  const pathOf = (url) => join(buildDir, url.replace(/^\/build\//, ""));
  const gzip = (url) => {
    if (!sizes.has(url)) {
      const bytes = readFileSync(pathOf(url));
      sizes.set(url, { gzip: gzipSync(bytes, { level: 9 }).length, zod: ZOD_MARKERS.some((marker) => marker.test(bytes.toString("utf8"))) });
    }
    return sizes.get(url);
  };
  return Object.values(manifest.routes).map((route) => {
    const chain = [];
    for (let at = route; at; at = manifest.routes[at.parentId]) chain.unshift(at);
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const part of chain) [part.module, ...(part.imports ?? [])].forEach((url) => files.add(url));
    const measured = [...files].map(gzip);
    return { id: route.id, gzip: measured.reduce((sum, file) => sum + file.gzip, 0), zod: measured.some((file) => file.zod) };
  });
}

/** Throws, naming every page over its budget or with the validation library; prints the heaviest pages either way. */
export function checkBundleBudgets(buildDir) {
  const pages = firstLoads(buildDir).sort((a, b) => b.gzip - a.gzip);
  const menu = pages.find((page) => page.id === MENU_ROUTE);
  if (!menu) throw new Error(`The menu route ${MENU_ROUTE} is not in the manifest`);
  const others = menu.gzip + OVER_MENU;
  const problems = [];
  if (menu.gzip > MENU_BUDGET) problems.push(`the menu loads ${kb(menu.gzip)}, over ${kb(MENU_BUDGET)}`);
  for (const page of pages) {
    // Over it: what only shows data can be a static part, what loads on demand an island (decision 027).
    if (page !== menu && page.gzip > others) problems.push(`${page.id} loads ${kb(page.gzip)}, over the menu + ${kb(OVER_MENU)} = ${kb(others)}`);
    if (page.zod) problems.push(`${page.id} ships the validation library to the browser (its schemas belong in a .server module)`);
  }
  console.log(`First-load JavaScript, gzip: menu ${kb(menu.gzip)} (budget ${kb(MENU_BUDGET)}), others <= ${kb(others)}; heaviest:`);
  for (const page of pages.slice(0, 5)) console.log(`  ${kb(page.gzip).padStart(9)}  ${page.id}`);
  if (problems.length > 0) throw new Error(`First-load JavaScript over budget:\n  ${problems.join("\n  ")}`);
}
