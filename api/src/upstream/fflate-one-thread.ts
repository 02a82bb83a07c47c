/**
 * fflate as the API Worker loads it (the alias in wrangler.toml and api/vitest.config.ts). fflate's
 * `zip` and `unzip` hand any entry over 160 KB (zip) or 512 KB (unzip) to a Web Worker, and workerd
 * has no `Worker`: the spreadsheet libraries (read-excel-file, write-excel-file, decision 098) then
 * fail on a large menu where a small one works. Here both run on this thread, as the Worker runs
 * everything, and answer through their callback as fflate's own do. The real module is named by
 * its path, which the alias does not rewrite.
 */
import * as fflate from "../../../node_modules/fflate/esm/browser.js";

export * from "../../../node_modules/fflate/esm/browser.js";

type Callback<T> = (error: Error | null, data: T | null) => void;

function later<T>(work: () => T, callback: Callback<T>): () => void {
  queueMicrotask(() => {
    let result: T;
    try {
      result = work();
    } catch (error) {
      callback(error instanceof Error ? error : new Error(String(error)), null);
      return;
    }
    callback(null, result);
  });
  return () => undefined;
}

export function zip(data: fflate.AsyncZippable, ...rest: unknown[]): fflate.AsyncTerminable {
  const callback = rest.at(-1) as Callback<Uint8Array>;
  const options = (rest.length > 1 ? rest[0] : {}) as fflate.ZipOptions;
  return later(() => fflate.zipSync(data as fflate.Zippable, options), callback);
}

export function unzip(data: Uint8Array, ...rest: unknown[]): fflate.AsyncTerminable {
  const callback = rest.at(-1) as Callback<fflate.Unzipped>;
  const options = (rest.length > 1 ? rest[0] : {}) as fflate.UnzipOptions;
  return later(() => fflate.unzipSync(data, options), callback);
}
