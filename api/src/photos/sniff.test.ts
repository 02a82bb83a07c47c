import { describe, expect, it } from "vitest";
import { sniffPhoto } from "./sniff";

/** Bytes from a mix of numbers and ASCII strings. */
function bytes(...parts: Array<number | string | number[]>): Uint8Array {
  const flat: number[] = [];
  for (const part of parts) {
    if (typeof part === "string") flat.push(...Array.from(part, (char) => char.charCodeAt(0)));
    else if (Array.isArray(part)) flat.push(...part);
    else flat.push(part);
  }
  return new Uint8Array(flat);
}
const u16be = (n: number) => [n >> 8, n & 255];
const u32be = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, n >> 8];
const u24le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];

describe("sniffPhoto", () => {
  it("reads a PNG's size from its IHDR", () => {
    const png = bytes([0x89], "PNG\r\n\x1a\n", u32be(13), "IHDR", u32be(1200), u32be(800), [8, 6, 0, 0, 0]);
    expect(sniffPhoto(png)).toEqual({ kind: "image", format: "png", width: 1200, height: 800 });
  });

  it("walks a JPEG's segments to its frame, past EXIF and progressive markers", () => {
    const app1 = [0xff, 0xe1, ...u16be(10), ...Array.from("Exif\0\0", (c) => c.charCodeAt(0)), 0, 0];
    const sof2 = [0xff, 0xc2, ...u16be(11), 8, ...u16be(3024), ...u16be(4032), 3, 1, 0x22, 0];
    const jpeg = bytes([0xff, 0xd8], app1, sof2);
    expect(sniffPhoto(jpeg)).toEqual({ kind: "image", format: "jpeg", width: 4032, height: 3024 });
  });

  it("reads the size of each kind of WebP", () => {
    const riff = (chunk: string, body: number[]) => bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [0, 0, 0, 0], body);
    const lossy = riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(960), ...u16le(540)]);
    expect(sniffPhoto(lossy)).toEqual({ kind: "image", format: "webp", width: 960, height: 540 });
    const bits = (640 - 1) | ((480 - 1) << 14);
    const lossless = riff("VP8L", [
      0x2f,
      bits & 255,
      (bits >> 8) & 255,
      (bits >> 16) & 255,
      (bits >>> 24) & 255,
      0,
      0,
      0,
      0,
      0,
    ]);
    expect(sniffPhoto(lossless)).toEqual({ kind: "image", format: "webp", width: 640, height: 480 });
    const extended = riff("VP8X", [0, 0, 0, 0, ...u24le(1920 - 1), ...u24le(1080 - 1)]);
    expect(sniffPhoto(extended)).toEqual({ kind: "image", format: "webp", width: 1920, height: 1080 });
  });

  it("names HEIC and AVIF, which it does not decode", () => {
    expect(sniffPhoto(bytes(u32be(24), "ftypheic", u32be(0), "mif1heic"))).toEqual({ kind: "heic" });
    expect(sniffPhoto(bytes(u32be(24), "ftypavif", u32be(0), "avifmif1"))).toEqual({ kind: "heic" });
  });

  it("takes nothing else, whatever it was named", () => {
    expect(sniffPhoto(bytes("just some text that is long enough"))).toEqual({ kind: "unknown" });
    expect(sniffPhoto(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({ kind: "unknown" });
    expect(sniffPhoto(bytes("GIF89a", [1, 0, 1, 0], "padding padding padding"))).toEqual({ kind: "unknown" });
    // A JPEG cut before its frame, and a PNG that says it has no pixels.
    expect(sniffPhoto(bytes([0xff, 0xd8, 0xff, 0xe0], u16be(16), "JFIF"))).toEqual({ kind: "unknown" });
    const empty = bytes([0x89], "PNG\r\n\x1a\n", u32be(13), "IHDR", u32be(0), u32be(800), [8, 6, 0, 0, 0]);
    expect(sniffPhoto(empty)).toEqual({ kind: "unknown" });
  });
});
