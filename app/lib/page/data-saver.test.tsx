// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Banners } from "~/components/menu/Banners";
import { RefreshWithoutScript } from "~/components/AutoRefresh";
import type { Banner } from "../../../contract";
import { DataSaverContext } from "./data-saver";
import type { MerchantView } from "~/lib/store/merchant-view";
import { StaticMerchantContext } from "~/lib/store/use-merchant";
import { renderIn } from "../../../tests/support/render";

afterEach(cleanup);

const banner = {
  id: 1,
  title: "Terça da pizza",
  description: "Segunda pizza grande pela metade do preço",
  image: "/demo/bella-napoli/banner-terca.1a2b3c4d.webp",
  link: null,
  order: 0,
  enabled_mobile: true,
  enabled_desktop: true,
} as unknown as Banner;

const merchant = {
  slug: "bella-napoli",
  base: "/bella-napoli",
  language: "pt-BR",
  contentLanguage: "pt-BR",
} as unknown as MerchantView;
/** As a static part is rendered (~/lib/static-html.server): the merchant and the mode as contexts. */
const inMode = (on: boolean, ui: React.ReactNode) =>
  renderIn(
    "pt-BR",
    <StaticMerchantContext.Provider value={merchant}>
      <DataSaverContext.Provider value={on}>{ui}</DataSaverContext.Provider>
    </StaticMerchantContext.Provider>,
  );

describe("the data-saver mode (issue 18)", () => {
  it("shows a banner's offer in words, with no image to download", () => {
    const { container } = inMode(true, <Banners banners={[banner]} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("Terça da pizza. Segunda pizza grande pela metade do preço")).toBeTruthy();
  });

  it("leaves the banner's picture as it is otherwise", () => {
    const { container } = inMode(false, <Banners banners={[banner]} />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(banner.image);
  });

  it("refreshes a status page with a plain <meta>: a browser with JavaScript on ignores <noscript>", () => {
    const { container } = inMode(true, <RefreshWithoutScript seconds={10} />);
    const meta = container.querySelector('meta[http-equiv="refresh"]');
    expect(meta?.getAttribute("content")).toBe("10");
    expect(meta?.closest("noscript")).toBeNull();
    cleanup();
    const normal = inMode(false, <RefreshWithoutScript seconds={10} />);
    expect(normal.container.querySelector("noscript")).not.toBeNull();
    cleanup();
    expect(inMode(true, <RefreshWithoutScript seconds={null} />).container.innerHTML).toBe("");
  });
});
