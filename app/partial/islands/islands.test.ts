import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Every island the browser loads lazily has a server copy the server renders in full, listed by
 * hand in a file of this folder (docs/islands.md). The two lists must name the same components.
 */

const here = dirname(fileURLToPath(import.meta.url));
const app = resolve(here, "../..");
const root = resolve(app, "..");
const shown = (path: string) => relative(root, path);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveModule(from: string, specifier: string): string {
  const base = specifier.startsWith("~/") ? join(app, specifier.slice(2)) : resolve(dirname(from), specifier);
  const found = [base, `${base}.tsx`, `${base}.ts`, join(base, "index.tsx"), join(base, "index.ts")].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  if (!found) throw new Error(`${shown(from)}: cannot find the module "${specifier}"`);
  return found;
}

interface Island {
  file: string;
  name: string;
  chunk: string;
  serverFile: string;
  serverName: string;
}

const CALL = /lazyIsland\(\s*\[[^\]]*\],?\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\),\s*"(\w+)",\s*(\w+)\.(\w+),?\s*\)/g;
const NAMESPACE = /import \* as (\w+) from "([^"]+)";/g;

const declaring = sources(app).filter(
  (file) =>
    !file.startsWith(here) && !file.endsWith("lazy-island.tsx") && /\blazyIsland\(/.test(readFileSync(file, "utf8")),
);
const islands: Island[] = declaring.flatMap((file) => {
  const source = readFileSync(file, "utf8");
  const namespaces = new Map([...source.matchAll(NAMESPACE)].map((match) => [match[1], match[2]]));
  const calls = [...source.matchAll(CALL)];
  const written = source.match(/\blazyIsland\(/g)?.length ?? 0;
  if (calls.length !== written)
    throw new Error(
      `${shown(file)}: write each island as lazyIsland([texts], () => import("./X"), "X", onServer.X), ${written - calls.length} is not`,
    );
  return calls.map(([, chunk = "", name = "", namespace = "", serverName = ""]) => {
    const serverModule = namespaces.get(namespace);
    if (!serverModule)
      throw new Error(
        `${shown(file)}: ${namespace}.${serverName} is not a namespace import (import * as ${namespace} from "~/partial/islands/….server")`,
      );
    return { file, name, chunk: resolveModule(file, chunk), serverFile: resolveModule(file, serverModule), serverName };
  });
});
const serverFiles = readdirSync(here)
  .filter((name) => name.endsWith(".server.ts"))
  .map((name) => join(here, name));

describe("the islands' server copies", () => {
  it("finds the islands the app declares", () => {
    expect(islands.length).toBeGreaterThanOrEqual(12);
  });

  it.each(islands.map((island) => [`${island.name} (${shown(island.file)})`, island] as const))(
    "%s is rendered on the server by its own component",
    async (_, island) => {
      const exportLine = `export { ${island.name} } from "~/${relative(app, island.chunk).replace(/\.tsx?$/, "")}";`;
      expect(
        island.serverName,
        `${shown(island.file)}: the island "${island.name}" must pass its server copy of the same name (onServer.${island.name})`,
      ).toBe(island.name);
      expect(
        dirname(island.serverFile),
        `${shown(island.file)}: the server copy of "${island.name}" belongs in a file of ${shown(here)}/`,
      ).toBe(here);
      const chunk = await import(island.chunk);
      const server = await import(island.serverFile);
      expect(
        chunk[island.name],
        `${shown(island.chunk)} does not export "${island.name}", which ${shown(island.file)} loads from it`,
      ).toBeTypeOf("function");
      expect(
        server[island.name],
        `the island "${island.name}" of ${shown(island.file)} has no server copy, or another component's: add \`${exportLine}\` to ${shown(island.serverFile)}`,
      ).toBe(chunk[island.name]);
    },
  );

  it.each(serverFiles.map((file) => [shown(file), file] as const))(
    "%s lists only islands its importers declare",
    async (_, file) => {
      const declared = islands.filter((island) => island.serverFile === file).map((island) => island.name);
      const exported = Object.keys(await import(file));
      const stale = exported.filter((name) => !declared.includes(name));
      expect(
        stale,
        `${shown(file)} exports ${stale.join(", ")}, which no lazyIsland(…, "Name", onServer.Name) declares: remove it, or declare the island`,
      ).toEqual([]);
      expect(declared.length, `${shown(file)} is imported by no island: remove it`).toBeGreaterThan(0);
    },
  );
});
