// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { Outlet, useLocation, useSearchParams } from "@remix-run/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentHtmlContext, type DocumentHtml } from "./document-html";
import { StaticHtml, type StaticPart } from "~/partial";
import { useTranslation } from "~/lib/i18n/i18n";
import type { MerchantView } from "~/lib/store/merchant-view";
import { staticPart } from "~/partial/index.server";
import { useContentLang, useMerchantHref } from "~/lib/store/use-merchant";

afterEach(cleanup);

const merchant = {
  slug: "la-brasa-burger",
  base: "/la-brasa-burger",
  home: "/la-brasa-burger",
  name: "La Brasa Burger",
  language: "pt-BR",
  contentLanguage: "es",
  customDomain: false,
} as MerchantView;

/** A server-only component as the static parts use them: the translator and the merchant, no router. */
function CartLink({ count }: { count: number }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  return (
    <a href={href("/cart")} lang={useContentLang()}>
      {t("cart.button.count", { count })}
    </a>
  );
}

const contextOf = (dataRequest: boolean) =>
  ({ page: { dataRequest, documentHtml: {} as DocumentHtml } }) as unknown as AppLoadContext;

describe("staticPart", () => {
  it("renders in the page's language for the merchant without a router, into the document only", () => {
    const context = contextOf(false);
    const part = staticPart(context, { language: "pt-BR", merchant }, <CartLink count={2} />);
    const html = '<a href="/la-brasa-burger/cart" lang="es">2 itens</a>';
    // A document: the data names the HTML, the document carries it (once).
    expect(part).toEqual({ hash: expect.stringMatching(/^[0-9a-z]+$/) });
    expect(context.page.documentHtml.parts).toEqual({ [part.hash]: html });
  });

  it("puts the HTML in a .data response, named by the same hash, and another HTML gets another hash", () => {
    const onDocument = staticPart(contextOf(false), { language: "es", merchant }, <CartLink count={1} />);
    const context = contextOf(true);
    const inData = staticPart(context, { language: "es", merchant }, <CartLink count={1} />);
    expect(inData).toEqual({ hash: onDocument.hash, html: '<a href="/la-brasa-burger/cart" lang="es">1 producto</a>' });
    expect(context.page.documentHtml.parts).toBeUndefined();
    expect(staticPart(contextOf(true), { language: "es", merchant }, <CartLink count={3} />).hash).not.toBe(
      inData.hash,
    );
  });
});

/** A page showing `part`, with a button giving it the next one, as a revalidation would. */
function PartPage({ parts }: { parts: StaticPart[] }) {
  const [index, setIndex] = useState(0);
  return (
    <>
      <StaticHtml part={parts[index]!} className="c-static" />
      <button type="button" onClick={() => setIndex((current) => current + 1)}>
        next
      </button>
    </>
  );
}

/** `page` at /la-brasa-burger in the merchant layout, with the store's cart and search pages. */
function renderRoutes(page: () => JSX.Element) {
  function Search() {
    const [search] = useSearchParams();
    return <p>searched {search.get("q")}</p>;
  }
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () => ({ merchant }),
      Component: Outlet,
      children: [
        { index: true, Component: page },
        { path: "cart", Component: () => <h1>cart page</h1> },
        { path: "search", Component: Search },
      ],
    },
  ]);
  render(<Stub initialEntries={["/la-brasa-burger"]} />);
}

describe("StaticHtml", () => {
  it("keeps its DOM (and the focus in it) while the hash stays, and replaces it for another hash", async () => {
    renderRoutes(() => (
      <PartPage
        parts={[
          { hash: "a", html: '<a href="/la-brasa-burger/cart" id="first">first</a>' },
          { hash: "a", html: '<a href="/la-brasa-burger/cart">the same part, rendered again</a>' },
          { hash: "b", html: "<p>another part</p>" },
        ]}
      />
    ));
    const link = await screen.findByRole("link", { name: "first" });
    link.focus();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "next" })));
    expect(screen.getByRole("link", { name: "first" })).toBe(link);
    expect(document.activeElement).toBe(link);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "next" })));
    expect(screen.getByText("another part")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("follows its links and submits its forms without a page load, and leaves other clicks to the browser", async () => {
    const part = {
      hash: "links",
      html: [
        '<a href="/la-brasa-burger/cart">to the cart</a>',
        '<a href="/la-brasa-burger/cart" target="_blank">in a new tab</a>',
        '<a href="https://example.com/">elsewhere</a>',
        '<a href="/bella-napoli">another store</a>',
      ].join(""),
    };
    renderRoutes(() => <StaticHtml part={part} />);
    // What the part left to the browser, seen after it (and then stopped: the test browser would load it).
    const leftToTheBrowser: string[] = [];
    const afterThePart = (event: Event) => {
      if (!event.defaultPrevented) leftToTheBrowser.push((event.target as HTMLElement).textContent ?? "");
      event.preventDefault();
    };
    document.addEventListener("click", afterThePart);
    fireEvent.click(await screen.findByRole("link", { name: "in a new tab" }));
    fireEvent.click(screen.getByRole("link", { name: "to the cart" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "elsewhere" }));
    // Another store is a new document: its own colours (decision 019).
    fireEvent.click(screen.getByRole("link", { name: "another store" }));
    document.removeEventListener("click", afterThePart);
    expect(leftToTheBrowser).toEqual(["in a new tab", "to the cart", "elsewhere", "another store"]);
    expect(screen.queryByRole("heading", { name: "cart page" })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole("link", { name: "to the cart" })));
    expect(await screen.findByRole("heading", { name: "cart page" })).toBeTruthy();
  });

  it("submits a GET form of the part as Remix's <Form> would", async () => {
    renderRoutes(() => (
      <StaticHtml
        part={{
          hash: "search",
          html: '<form method="get" action="/la-brasa-burger/search"><input name="q" value="pizza" /><button type="submit">Buscar</button></form>',
        }}
      />
    ));
    const search = await screen.findByRole("button", { name: "Buscar" });
    await act(async () => fireEvent.click(search));
    expect(await screen.findByText("searched pizza")).toBeTruthy();
  });

  it("hydrates over the server's HTML without a mismatch, though the browser has no copy of it", async () => {
    const part = { hash: "menu" };
    const documentHtml = { parts: { menu: '<ul><li><a href="/cart">Pizza margherita</a></li></ul>' } };
    function Page() {
      useLocation();
      return <StaticHtml part={part} className="c-static" />;
    }
    const routes = [{ path: "/", Component: Page }];
    // The server's render (its router, as Remix's) has the document's HTML; the browser's has none.
    const handler = createStaticHandler(routes);
    const query = await handler.query(new Request("https://comanda.test/"));
    if (query instanceof Response) throw new Error("no page");
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <DocumentHtmlContext.Provider value={documentHtml}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, query)} context={query} hydrate={false} />
      </DocumentHtmlContext.Provider>,
    );
    document.body.appendChild(container);
    expect(container.querySelector(".c-static")?.innerHTML).toBe(documentHtml.parts.menu);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={createMemoryRouter(routes)} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector(".c-static")?.innerHTML).toBe(documentHtml.parts.menu);
    container.remove();
  });
});
