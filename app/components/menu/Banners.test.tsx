// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Banner } from "../../../contract";
import { Banners } from "./Banners";
import { renderInStore } from "../../../tests/support/render";

afterEach(cleanup);

const banner = (id: number, link: string | null): Banner => ({
  id,
  title: `Oferta ${id}`,
  description: null,
  image: `/demo/banner-${id}.svg`,
  link,
  order: id,
  enabled_desktop: true,
  enabled_mobile: true,
  starts_at: null,
  ends_at: null,
});

describe("the banner strip, which scrolls sideways on a phone", () => {
  it("is a stop of the keyboard, named, with two banners or more, links or not: the arrows then scroll it", async () => {
    for (const banners of [
      [banner(1, "?modal=menuItem&modalId=7"), banner(2, null), banner(3, null)],
      [banner(1, "?modal=menuItem&modalId=7"), banner(2, "/about")],
    ]) {
      renderInStore(<Banners banners={banners} />, { slug: "bella-napoli" });
      const strip = await screen.findByRole("list", { name: "Destaques" });
      expect(strip.getAttribute("tabindex")).toBe("0");
      cleanup();
    }
  });

  it("is no stop of its own with one banner: nothing to scroll", async () => {
    renderInStore(<Banners banners={[banner(1, null)]} />, { slug: "bella-napoli" });
    const strip = await screen.findByRole("list");
    expect(strip.hasAttribute("tabindex")).toBe(false);
  });
});
