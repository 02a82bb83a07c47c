import { describe, expect, it } from "vitest";
import { dishImageSources, dishPhotoKey, dishPhotoUrl } from "./dish-photos";

const HASH = "0123456789abcdef";

describe("a dish photo's URLs", () => {
  it("serves each size under the hash of the upload, and maps it back to its object", () => {
    expect(dishPhotoUrl(HASH, "dialog2x")).toBe(`/media/dish/${HASH}/dialog2x.webp`);
    expect(dishPhotoKey(`/media/dish/${HASH}/card.webp`)).toBe(`dish/${HASH}/card.webp`);
  });

  it("maps nothing else to an object", () => {
    for (const path of [
      `/media/dish/${HASH}/huge.webp`,
      `/media/dish/${HASH.toUpperCase()}/card.webp`,
      `/media/dish/../${HASH}/card.webp`,
      `/media/dish/${HASH}/card.webp/x`,
      "/demo/food/pizza.15f6e51a.svg",
    ])
      expect(dishPhotoKey(path)).toBeNull();
  });

  it("gives the card and the dialog the size made for them, at 1x and 2x", () => {
    const image = dishPhotoUrl(HASH, "card2x");
    expect(dishImageSources(image, "card")).toEqual({
      src: `/media/dish/${HASH}/card.webp`,
      srcSet: `/media/dish/${HASH}/card.webp 1x, /media/dish/${HASH}/card2x.webp 2x`,
    });
    expect(dishImageSources(image, "dialog")).toEqual({
      src: `/media/dish/${HASH}/dialog.webp`,
      srcSet: `/media/dish/${HASH}/dialog.webp 1x, /media/dish/${HASH}/dialog2x.webp 2x`,
    });
  });

  it("draws any other image as it is", () => {
    expect(dishImageSources("/demo/food/pizza.15f6e51a.svg", "dialog")).toEqual({
      src: "/demo/food/pizza.15f6e51a.svg",
    });
  });
});
