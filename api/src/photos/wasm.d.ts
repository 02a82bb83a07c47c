// wrangler (and the test pool) load a `.wasm?module` import as a compiled WebAssembly.Module.
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}

// workerd has no ImageData; the image codecs only use its shape (resize.ts sets a stand-in).
interface ImageData {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}
// eslint-disable-next-line no-var -- a global of the runtime, declared as lib.dom does
declare var ImageData: { new (data: Uint8ClampedArray, width: number, height: number): ImageData };
