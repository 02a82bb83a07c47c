import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode";
import JPEG_DECODER from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import decodePng, { init as initPngDecode } from "@jsquash/png/decode";
import PNG_DECODER from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import resize, { initResize } from "@jsquash/resize";
import RESIZER from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode";
import encodeWebp, { init as initWebpEncode } from "@jsquash/webp/encode";
import WEBP_DECODER from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import WEBP_ENCODER from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import { DISH_PHOTO_SIZES, type DishPhotoSize } from "../../../contract";
import type { PhotoFormat } from "./sniff";

/*
 * A photo decoded, cropped and resized to each size the menu draws, and encoded as WebP, inside the
 * Worker by the Squoosh codecs compiled to WebAssembly (@jsquash/*; decision 099). workerd has no
 * ImageData: the codecs only need its shape.
 */

class PhotoPixels implements ImageData {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}
const global = globalThis as { ImageData?: unknown };
global.ImageData ??= PhotoPixels;

let codecs: Promise<unknown> | null = null;
/** Instantiates the codecs once per isolate, from the modules bundled with the Worker. */
function loadCodecs() {
  codecs ??= Promise.all([
    initJpegDecode(JPEG_DECODER),
    initPngDecode(PNG_DECODER),
    initWebpDecode(WEBP_DECODER),
    initWebpEncode(WEBP_ENCODER),
    initResize(RESIZER),
  ]);
  return codecs;
}

/** WebP quality of the served sizes: a 192 px card weighs about 6 KB, the 960 px dialog photo about 40 KB. */
const WEBP_QUALITY = 78;

/** The photo's pixels, turned as the camera's EXIF orientation says. */
async function decode(bytes: ArrayBuffer, format: PhotoFormat): Promise<ImageData> {
  await loadCodecs();
  if (format === "jpeg") return decodeJpeg(bytes, { preserveOrientation: true });
  if (format === "png") return decodePng(bytes);
  return decodeWebp(bytes);
}

/** The centred part of `pixels` with the target's aspect ratio (the menu crops with object-fit: cover). */
function cropTo(pixels: ImageData, aspect: number): ImageData {
  const width = Math.min(pixels.width, Math.round(pixels.height * aspect));
  const height = Math.min(pixels.height, Math.round(pixels.width / aspect));
  if (width === pixels.width && height === pixels.height) return pixels;
  const left = Math.floor((pixels.width - width) / 2);
  const top = Math.floor((pixels.height - height) / 2);
  const cropped = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const start = ((top + row) * pixels.width + left) * 4;
    cropped.set(pixels.data.subarray(start, start + width * 4), row * width * 4);
  }
  return new ImageData(cropped, width, height);
}

/** The largest side any served size needs from the photo's shorter side: the dialog's 960 x 540 at 2x. */
const NEEDED_SIDE = DISH_PHOTO_SIZES.dialog2x.width;

/**
 * A phone photo averaged down by a whole factor (each block of factor x factor pixels to one) while
 * its shorter side stays at least NEEDED_SIDE: the copies the crop and the resizer make are then of
 * a photo of about 1 MP rather than 12, which keeps the Worker within its memory.
 */
function boxDownscale(pixels: ImageData, neededSide: number = NEEDED_SIDE): ImageData {
  const factor = Math.floor(Math.min(pixels.width, pixels.height) / neededSide);
  if (factor < 2) return pixels;
  const width = Math.floor(pixels.width / factor);
  const height = Math.floor(pixels.height / factor);
  const out = new Uint8ClampedArray(width * height * 4);
  const sums = new Uint32Array(width * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      const row = (y * factor + dy) * pixels.width * 4;
      for (let x = 0; x < width * factor; x++) {
        const from = row + x * 4;
        const to = Math.floor(x / factor) * 4;
        for (let channel = 0; channel < 4; channel++)
          sums[to + channel] = sums[to + channel]! + pixels.data[from + channel]!;
      }
    }
    for (let i = 0; i < width * 4; i++) out[y * width * 4 + i] = sums[i]! / area;
  }
  return new ImageData(out, width, height);
}

const resized = (pixels: ImageData, size: DishPhotoSize) =>
  resize(pixels, { ...DISH_PHOTO_SIZES[size], method: "lanczos3", fitMethod: "stretch" });

/** Each served size of a photo as WebP bytes; throws when the bytes do not decode. */
export async function photoSizes(bytes: ArrayBuffer, format: PhotoFormat): Promise<Record<DishPhotoSize, ArrayBuffer>> {
  const photo = boxDownscale(await decode(bytes, format));
  const encode = (pixels: ImageData) => encodeWebp(pixels, { quality: WEBP_QUALITY });
  // Each 2x size from the photo, its 1x from the 2x: a quarter of the work for the same result.
  const card2x = await resized(cropTo(photo, 1), "card2x");
  const dialog2x = await resized(cropTo(photo, 16 / 9), "dialog2x");
  return {
    card: await encode(await resized(card2x, "card")),
    card2x: await encode(card2x),
    dialog: await encode(await resized(dialog2x, "dialog")),
    dialog2x: await encode(dialog2x),
  };
}

/** `pixels` centred on a transparent canvas of the target's aspect ratio: the whole image kept (a logo). */
function padTo(pixels: ImageData, aspect: number): ImageData {
  const width = Math.max(pixels.width, Math.round(pixels.height * aspect));
  const height = Math.max(pixels.height, Math.round(pixels.width / aspect));
  if (width === pixels.width && height === pixels.height) return pixels;
  const left = Math.floor((width - pixels.width) / 2);
  const top = Math.floor((height - pixels.height) / 2);
  const padded = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < pixels.height; row++) {
    const start = row * pixels.width * 4;
    padded.set(pixels.data.subarray(start, start + pixels.width * 4), ((top + row) * width + left) * 4);
  }
  return new ImageData(padded, width, height);
}

/**
 * Each of `sizes` of an image as WebP, largest first, each smaller one from the one above it: cropped
 * at the centre to its aspect ratio (`cover`) or padded to it with transparency (`contain`). Throws
 * when the bytes do not decode.
 */
export async function webpSizes<Size extends string>(
  bytes: ArrayBuffer,
  format: PhotoFormat,
  sizes: Record<Size, { width: number; height: number }>,
  fit: "cover" | "contain",
): Promise<Record<Size, ArrayBuffer>> {
  const names = (Object.keys(sizes) as Size[]).sort((a, b) => sizes[b].width - sizes[a].width);
  const largest = sizes[names[0]!];
  let source = boxDownscale(await decode(bytes, format), Math.max(largest.width, largest.height));
  const out = {} as Record<Size, ArrayBuffer>;
  for (const name of names) {
    const { width, height } = sizes[name];
    const fitted = fit === "cover" ? cropTo(source, width / height) : padTo(source, width / height);
    source = await resize(fitted, { width, height, method: "lanczos3", fitMethod: "stretch" });
    out[name] = await encodeWebp(source, { quality: WEBP_QUALITY });
  }
  return out;
}
