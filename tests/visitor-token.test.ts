import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..", "app");

/** The modules that own the visitor's token: the context builds it, the session keeps it, visitorToken() hands it out. */
const OWNERS = [
  "lib/platform/",
  "lib/store/store.server.ts",
  "lib/store/merchant.server.ts",
  "lib/accounts/client-session.server.ts",
];

const READS_TOKEN = /\.accessToken\(\)|\.get\("accessToken"\)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the visitor's token", () => {
  it("is read through visitorToken() or requireStore(), never from the context or the session by hand", () => {
    const byHand = sources(APP)
      .map((path) => relative(APP, path))
      .filter((path) => !OWNERS.some((owner) => path.startsWith(owner)))
      .filter((path) => READS_TOKEN.test(readFileSync(join(APP, path), "utf8")));
    expect(byHand).toEqual([]);
  });
});
