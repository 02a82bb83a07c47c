import { describe, expect, it } from "vitest";
import type { Env } from "~/lib/platform/env.server";
import { dishPhotoResponse } from "./dish-photos.server";

/*
 * Dishes' photos served from the bucket the API writes (decision 099): only names made of an
 * upload's hash, immutable for a year, 304 to a browser that has it.
 */

const HASH = "0123456789abcdef";
const BYTES = new Uint8Array([82, 73, 70, 70]);

/** A bucket holding one object, `dish/{HASH}/card.webp`, whose ETag is "v1". */
const bucket = {
  async get(key: string, options?: { onlyIf?: Headers }) {
    if (key !== `dish/${HASH}/card.webp`) return null;
    const head = { size: BYTES.length, httpEtag: '"v1"' };
    if (options?.onlyIf?.get("If-None-Match") === '"v1"') return head;
    return { ...head, body: new Blob([BYTES]).stream() };
  },
  async head(key: string) {
    return key === `dish/${HASH}/card.webp` ? { size: BYTES.length, httpEtag: '"v1"' } : null;
  },
} as unknown as R2Bucket;

const env = { PHOTOS: bucket } as Env;
const serve = (path: string, init: RequestInit = {}, withEnv: Env = env) => {
  const request = new Request(`https://shop.test${path}`, init);
  return dishPhotoResponse(request, new URL(request.url), withEnv);
};

describe("dishPhotoResponse", () => {
  it("serves a photo as WebP, immutable for a year", async () => {
    const response = (await serve(`/media/dish/${HASH}/card.webp`))!;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toBe('"v1"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
  });

  it("answers 304 to a browser that has it, and a HEAD without a body", async () => {
    const cached = (await serve(`/media/dish/${HASH}/card.webp`, { headers: { "If-None-Match": '"v1"' } }))!;
    expect(cached.status).toBe(304);
    const head = (await serve(`/media/dish/${HASH}/card.webp`, { method: "HEAD" }))!;
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(BYTES.length));
  });

  it("answers 404 for a name not made of a hash, a missing photo, another method or no bucket", async () => {
    for (const path of [
      `/media/dish/${HASH}/huge.webp`,
      "/media/dish/photo.webp",
      `/media/dish/${"f".repeat(16)}/card.webp`,
    ])
      expect((await serve(path))!.status).toBe(404);
    expect((await serve(`/media/dish/${HASH}/card.webp`, { method: "POST" }))!.status).toBe(404);
    expect((await serve(`/media/dish/${HASH}/card.webp`, {}, {} as Env))!.status).toBe(404);
  });

  it("leaves every other path to the rest of the storefront", async () => {
    expect(await serve("/bella-napoli")).toBeNull();
    expect(await serve("/demo/food/pizza.15f6e51a.svg")).toBeNull();
  });

  it("serves the logo's and the banners' images from the same bucket, by the same rule", async () => {
    const asked: string[] = [];
    const brandBucket = {
      async get(key: string) {
        asked.push(key);
        return { size: BYTES.length, httpEtag: '"v1"', body: new Blob([BYTES]).stream() };
      },
    } as unknown as R2Bucket;
    const brandEnv = { PHOTOS: brandBucket } as Env;
    expect((await serve(`/media/logo/${HASH}/small.webp`, {}, brandEnv))!.status).toBe(200);
    expect((await serve(`/media/banner/${HASH}/wide.webp`, {}, brandEnv))!.status).toBe(200);
    expect((await serve(`/media/logo/${HASH}/wide.webp`, {}, brandEnv))!.status).toBe(404);
    expect((await serve(`/media/banner/${HASH}/../x.webp`, {}, brandEnv))!.status).toBe(404);
    expect(asked).toEqual([`logo/${HASH}/small.webp`, `banner/${HASH}/wide.webp`]);
  });
});
