import { describe, expect, it } from "vitest";
import { basePath, merchantHref, safeRedirectPath, storeRedirectPath, withoutFirstSegment } from "./links";

const onSlug = { slug: "bella-napoli", customDomain: false };
const onCustomDomain = { slug: "bella-napoli", customDomain: true };

describe("merchantHref", () => {
  it.each([
    ["/", "/bella-napoli", "/"],
    ["", "/bella-napoli", "/"],
    ["/checkout", "/bella-napoli/checkout", "/checkout"],
    ["checkout", "/bella-napoli/checkout", "/checkout"],
    ["/manifest.webmanifest", "/bella-napoli/manifest.webmanifest", "/manifest.webmanifest"],
    ["?q=pizza", "/bella-napoli?q=pizza", "/?q=pizza"],
    ["/?modal=menuItem&modalId=7", "/bella-napoli/?modal=menuItem&modalId=7", "/?modal=menuItem&modalId=7"],
    ["#category-3", "/bella-napoli#category-3", "/#category-3"],
  ])("%j -> %j on the shared host, %j on the custom domain", (path, shared, custom) => {
    expect(merchantHref(onSlug, path)).toBe(shared);
    expect(merchantHref(onCustomDomain, path)).toBe(custom);
  });

  it("gives the base path of each kind of host", () => {
    expect(basePath(onSlug)).toBe("/bella-napoli");
    expect(basePath(onCustomDomain)).toBe("");
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/bella-napoli?q=1", "/bella-napoli?q=1"],
    ["/", "/"],
    ["//evil.example/path", "/fallback"],
    ["https://evil.example", "/fallback"],
    ["/\\evil.example", "/fallback"],
    ["relative/path", "/fallback"],
    ["/line\nbreak", "/fallback"],
    [null, "/fallback"],
    [42, "/fallback"],
  ])("%j -> %j", (target, expected) => {
    expect(safeRedirectPath(target, "/fallback")).toBe(expected);
  });
});

describe("storeRedirectPath", () => {
  const bella = { slug: "bella-napoli", customDomain: false };
  it.each([
    ["/bella-napoli", "/bella-napoli"],
    ["/bella-napoli?modal=menuItem&modalId=3", "/bella-napoli?modal=menuItem&modalId=3"],
    ["/bella-napoli/cart", "/bella-napoli/cart"],
    ["/bella-napolix/cart", "/home"],
    ["/la-brasa-burger/cart", "/home"],
    ["//evil.example/bella-napoli", "/home"],
    [undefined, "/home"],
  ])("%j at bella-napoli -> %j", (target, expected) => {
    expect(storeRedirectPath(target, bella, "/home")).toBe(expected);
  });

  it("keeps any safe path on a custom domain, where every path is the store's", () => {
    expect(storeRedirectPath("/cart", { slug: "bella-napoli", customDomain: true }, "/")).toBe("/cart");
    expect(storeRedirectPath("https://evil.example", { slug: "bella-napoli", customDomain: true }, "/")).toBe("/");
  });
});

describe("withoutFirstSegment", () => {
  it.each([
    ["/bella-napoli/cart", "/cart"],
    ["/bella-napoli", "/"],
    ["/bella-napoli/", "/"],
    ["/bella-napoli//evil.example", "/evil.example"],
    ["/bella-napoli/\\evil.example", "/evil.example"],
    ["/bella-napoli/a/b", "/a/b"],
  ])("%j -> %j", (path, expected) => {
    expect(withoutFirstSegment(path)).toBe(expected);
  });
});
