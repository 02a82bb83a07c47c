import { describe, expect, it } from "vitest";
import { dialogKey, modalOnlyChange, samePath, withoutModal } from "./modal-url";

describe("modal URLs", () => {
  it("closing drops the modal and builder parameters and keeps the rest", () => {
    const url = new URL(
      "https://x.test/bella-napoli?q=pizza&modal=menuPizza&modalId=3&step=2&size=5&flavor=1&flavor=2",
    );
    expect(withoutModal(url)).toBe("/bella-napoli?q=pizza");
  });

  it("never redirects to another host from a path with several leading slashes", () => {
    expect(samePath(new URL("https://x.test//evil.example/path"))).toBe("/evil.example/path");
    expect(withoutModal(new URL("https://x.test//evil.example?modal=menuItem"))).toBe("/evil.example");
  });

  it("skips loaders only for opening, closing and moving inside the menu's dialogs", () => {
    const at = (search: string) => new URL(`https://x.test/bella-napoli?${search}`);
    const builder = "modal=menuPizza&modalId=3";
    expect(modalOnlyChange(at(`${builder}&step=1`), at(`${builder}&step=2&size=5`))).toBe(true);
    expect(modalOnlyChange(at(""), at("modal=menuItem&modalId=5"))).toBe(true);
    expect(modalOnlyChange(at("q=pizza&modal=menuItem&modalId=5"), at("q=pizza"))).toBe(true);
    expect(modalOnlyChange(at("modal=menuItem&modalId=5"), at(builder))).toBe(true);
    expect(modalOnlyChange(at(`${builder}&step=1`), at(`${builder}&step=2`), "POST")).toBe(false);
    expect(modalOnlyChange(at(`${builder}&step=1`), at(`${builder}&step=1&q=x`))).toBe(false);
    expect(modalOnlyChange(at(`${builder}&step=1`), at("q=x"))).toBe(false);
    expect(modalOnlyChange(at(builder), at(builder))).toBe(false);
    expect(modalOnlyChange(at(builder), new URL(`https://x.test/bella-napoli/cart?${builder}`))).toBe(false);
  });

  it("names the dialog a URL asks for, whatever the builder's step", () => {
    expect(dialogKey(new URLSearchParams("modal=menuPizza&modalId=3&step=2"))).toBe("menuPizza:3");
    expect(dialogKey(new URLSearchParams("modal=menuItem"))).toBeNull();
    expect(dialogKey(new URLSearchParams("q=x"))).toBeNull();
  });
});
