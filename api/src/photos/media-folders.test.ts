import { describe, expect, it } from "vitest";
import { mediaFolderOf, supersededFolders } from "./media-folders";

describe("media folders", () => {
  it("reads the folder of an uploaded dish photo, logo or banner image, and nothing of any other image", () => {
    expect(mediaFolderOf("/media/dish/0123456789abcdef/card2x.webp")).toBe("dish/0123456789abcdef");
    expect(mediaFolderOf("/media/logo/0123456789abcdef/small.webp")).toBe("logo/0123456789abcdef");
    expect(mediaFolderOf("/media/banner/0123456789abcdef/wide.webp")).toBe("banner/0123456789abcdef");
    expect(mediaFolderOf("/demo/food/x-burger.1a2b3c4d.svg")).toBeNull();
    expect(mediaFolderOf("/media/dish/../logo/0123456789abcdef/a.webp")).toBeNull();
    expect(mediaFolderOf("https://cdn.example/media/dish/0123456789abcdef/card.webp")).toBeNull();
    expect(mediaFolderOf(null)).toBeNull();
  });

  it("names the folders no longer named, once, and none still named after the change", () => {
    const old = "/media/dish/0123456789abcdef/card2x.webp";
    const fresh = "/media/dish/fedcba9876543210/card2x.webp";
    expect(supersededFolders([old], [fresh])).toEqual(["dish/0123456789abcdef"]);
    expect(supersededFolders([old, old.replace("card2x", "card")], [null])).toEqual(["dish/0123456789abcdef"]);
    expect(supersededFolders([old], [old])).toEqual([]);
    expect(supersededFolders([null, "/demo/a.svg"])).toEqual([]);
  });
});
