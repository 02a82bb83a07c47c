// @vitest-environment node
// Demo images are served as immutable for a year (public/_headers), so a file's name must change
// whenever its bytes do: each carries the first 8 hex digits of its SHA-256. Decision 018.
import { describe, expect, it } from "vitest";
import { demoMerchants } from "./data";
import { demoImages } from "./data/demo-images";

// Type-checked with api/tsconfig.json (Workers types, no Node typings): the Node built-ins are
// loaded untyped and described here, as in data/seed-data.test.ts.
interface NodeFs {
  existsSync(path: string): boolean;
  readFileSync(path: string): Uint8Array;
  readFileSync(path: string, encoding: "utf8"): string;
  readdirSync(path: string): string[];
  statSync(path: string): { isDirectory(): boolean };
}
const nodeBuiltin = (name: string): Promise<unknown> => import(/* @vite-ignore */ `node:${name}`);
const { existsSync, readFileSync, readdirSync, statSync } = (await nodeBuiltin("fs")) as NodeFs;
const { join } = (await nodeBuiltin("path")) as { join(...parts: string[]): string };
const { fileURLToPath } = (await nodeBuiltin("url")) as { fileURLToPath(url: URL): string };

const publicDir = fileURLToPath(new URL("../../public", (import.meta as { url: string }).url));
const demoDir = join(publicDir, "demo");

const FIX =
  "Run `npm run demo:images` (scripts/version-demo-images.mjs): it renames each new or changed image " +
  "under public/demo to the hash of its bytes and rewrites api/seed/data/demo-images.ts. Decision 018.";

/** `<name>.<8 hex digits>.<ext>`, the name in lower-case words joined by hyphens. */
const VERSIONED = /^(?<name>[a-z0-9]+(?:-[a-z0-9]+)*)\.(?<hash>[0-9a-f]{8})\.(?<ext>[a-z0-9]+)$/;

/** Paths under public/demo, with "/" separators, sorted. */
function demoFiles(dir = demoDir, prefix = ""): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? demoFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

/** The first 8 hex digits of the SHA-256 of the bytes (the script computes the same). */
async function contentHash(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 4)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Every string in a value, deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("demo images", () => {
  const files = demoFiles();

  it("are there to check", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it("each have a versioned name: <name>.<8 hex digits>.<ext>", () => {
    const unversioned = files.filter((path) => !VERSIONED.test(path.split("/").pop()!));
    expect(unversioned, `Demo images without a hash in their name. ${FIX}`).toEqual([]);
  });

  it("each carry the hash of their own bytes, so an image edited in place fails until renamed", async () => {
    expect(await contentHash(new Uint8Array())).toBe("e3b0c442");
    const stale: string[] = [];
    for (const path of files) {
      const hash = VERSIONED.exec(path.split("/").pop()!)?.groups?.hash;
      const actual = await contentHash(readFileSync(join(demoDir, path)));
      if (hash !== undefined && hash !== actual) stale.push(`${path}: its bytes hash to ${actual}`);
    }
    expect(stale, `Demo images whose bytes changed but whose name did not. ${FIX}`).toEqual([]);
  });

  it("are listed by the seed's manifest, exactly and by their plain names", () => {
    const expected = Object.fromEntries(
      files.map((path) => [path.replace(/\.[0-9a-f]{8}(\.[a-z0-9]+)$/, "$1"), `/demo/${path}`]),
    );
    expect({ ...demoImages }, `api/seed/data/demo-images.ts does not match public/demo. ${FIX}`).toEqual(expected);
  });

  it("referenced by the seed data all exist, under their versioned names", () => {
    const listed = new Set<string>(Object.values(demoImages));
    const referenced = new Set(demoMerchants.flatMap((m) => strings(m).filter((s) => s.includes("/demo/"))));
    expect(referenced.size).toBeGreaterThan(0);
    const missing = [...referenced].filter((url) => !listed.has(url) || !existsSync(join(publicDir, url)));
    expect(missing, `Seed data pointing at no file under public/demo. ${FIX}`).toEqual([]);
  });
});

describe("public/_headers", () => {
  /** Rules: a path pattern on an unindented line, its headers on the indented lines below. */
  const rules = readFileSync(join(publicDir, "_headers"), "utf8")
    .split("\n")
    .reduce<{ pattern: string; headers: [string, string][] }[]>((all, line) => {
      if (line.trim() === "" || line.trim().startsWith("#")) return all;
      if (!/^\s/.test(line)) return [...all, { pattern: line.trim(), headers: [] }];
      const [name = "", ...value] = line.trim().split(":");
      all.at(-1)?.headers.push([name.trim().toLowerCase(), value.join(":").trim()]);
      return all;
    }, []);
  const matches = (pattern: string, path: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*")
        .replace(/:\w+/g, "[^/]+")}$`,
    ).test(path);

  it("serve every demo image as immutable for a year, and nothing else sets its Cache-Control", () => {
    const sample = demoImages["food/pizza.svg"];
    const cacheControl = rules
      .filter((rule) => matches(rule.pattern, sample))
      .flatMap((rule) => rule.headers.filter(([name]) => name === "cache-control").map(([, value]) => value));
    expect(cacheControl).toEqual(["public, max-age=31536000, immutable"]);
  });
});
