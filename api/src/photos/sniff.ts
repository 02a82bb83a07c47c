/*
 * What an uploaded photo is, read from its first bytes, never from the name or the type the browser
 * sent: the format and the size in pixels, known before anything is decoded.
 */

export type PhotoFormat = "jpeg" | "png" | "webp";

export type SniffedPhoto =
  | { kind: "image"; format: PhotoFormat; width: number; height: number }
  /** HEIC/HEIF or AVIF: an ISO-BMFF image this Worker cannot decode. */
  | { kind: "heic" }
  | { kind: "unknown" };

const HEIF_BRANDS = new Set([
  "heic",
  "heix",
  "hevc",
  "hevx",
  "heim",
  "heis",
  "hevm",
  "hevs",
  "mif1",
  "msf1",
  "avif",
  "avis",
]);

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The format and size of an image from its header; `unknown` when it is none of those we take. */
export function sniffPhoto(bytes: Uint8Array): SniffedPhoto {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unknown = { kind: "unknown" } as const;
  try {
    if (bytes.length >= 24 && ascii(bytes, 1, 3) === "PNG" && bytes[0] === 0x89 && ascii(bytes, 12, 4) === "IHDR")
      return image("png", view.getUint32(16), view.getUint32(20));
    if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return sniffJpeg(bytes, view);
    if (bytes.length >= 30 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP")
      return sniffWebp(bytes, view);
    if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 4)))
      return { kind: "heic" };
  } catch (error) {
    if (error instanceof RangeError) return unknown;
    throw error;
  }
  return unknown;
}

function image(format: PhotoFormat, width: number, height: number): SniffedPhoto {
  if (width <= 0 || height <= 0) return { kind: "unknown" };
  return { kind: "image", format, width, height };
}

// Start-of-frame markers: baseline, progressive, lossless and arithmetic (not DHT C4, JPG C8, DAC CC).
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function sniffJpeg(bytes: Uint8Array, view: DataView): SniffedPhoto {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return { kind: "unknown" };
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (SOF.has(marker)) return image("jpeg", view.getUint16(at + 7), view.getUint16(at + 5));
    at += 2 + length;
  }
  return { kind: "unknown" };
}

function sniffWebp(bytes: Uint8Array, view: DataView): SniffedPhoto {
  const chunk = ascii(bytes, 12, 4);
  const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (chunk === "VP8X") return image("webp", u24(24) + 1, u24(27) + 1);
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return image("webp", (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 ") return image("webp", view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  return { kind: "unknown" };
}
