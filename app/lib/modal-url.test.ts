import { describe, expect, it } from "vitest";
import { builderOnlyChange, samePath, withoutModal } from "./modal-url";

describe("modal URLs", () => {
  it("closing drops the modal and builder parameters and keeps the rest", () => {
    const url = new URL("https://x.test/bella-napoli?q=pizza&modal=menuPizza&modalId=3&step=2&size=5&flavor=1&flavor=2");
    expect(withoutModal(url)).toBe("/bella-napoli?q=pizza");
  });

  it("never redirects to another host from a path with several leading slashes", () => {
    expect(samePath(new URL("https://x.test//evil.example/path"))).toBe("/evil.example/path");
    expect(withoutModal(new URL("https://x.test//evil.example?modal=menuItem"))).toBe("/evil.example");
  });

  it("skips loaders only for moves inside one open pizza builder", () => {
    const at = (search: string) => new URL(`https://x.test/bella-napoli?${search}`);
    const builder = "modal=menuPizza&modalId=3";
    expect(builderOnlyChange(at(`${builder}&step=1`), at(`${builder}&step=2&size=5`))).toBe(true);
    expect(builderOnlyChange(at(`${builder}&step=1`), at(`${builder}&step=2`), "POST")).toBe(false);
    expect(builderOnlyChange(at(`${builder}&step=1`), at("modal=menuPizza&modalId=4&step=1"))).toBe(false);
    expect(builderOnlyChange(at(`${builder}&step=1`), at(`${builder}&step=1&q=x`))).toBe(false);
    expect(builderOnlyChange(at(`${builder}&step=1`), at("q=x"))).toBe(false);
  });
});
