import { unzip, zip, type Unzipped } from "fflate";
import { describe, expect, it } from "vitest";

/*
 * The menu's Excel workbook (decision 098) is zipped and unzipped by fflate, whose async calls hand
 * an entry over 160 KB (zip) or 512 KB (unzip) to a Web Worker: workerd has none. In the Worker,
 * "fflate" is src/upstream/fflate-one-thread.ts (wrangler.toml's [alias], this config's too).
 */

const zipped = (files: Record<string, Uint8Array>) =>
  new Promise<Uint8Array>((resolve, reject) => zip(files, (error, data) => (error ? reject(error) : resolve(data))));
const unzipped = (data: Uint8Array, filter?: (entry: { name: string }) => boolean) =>
  new Promise<Unzipped>((resolve, reject) =>
    unzip(data, { filter }, (error, files) => (error ? reject(error) : resolve(files))),
  );

describe("fflate in the Worker", () => {
  it("zips and unzips entries past the sizes fflate would hand to a Web Worker", async () => {
    const text = "<row>Pão, carne e queijo</row>".repeat(20_000);
    const sheet = new TextEncoder().encode(text);
    expect(sheet.length).toBeGreaterThan(524_288);
    const archive = await zipped({ "xl/sharedStrings.xml": sheet, "small.xml": new Uint8Array([1, 2, 3]) });
    expect(archive.length).toBeLessThan(sheet.length / 10);
    const files = await unzipped(archive, (entry) => entry.name.startsWith("xl/"));
    expect(Object.keys(files)).toEqual(["xl/sharedStrings.xml"]);
    expect(new TextDecoder().decode(files["xl/sharedStrings.xml"])).toBe(text);
  });
});
