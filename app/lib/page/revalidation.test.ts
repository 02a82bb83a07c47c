import { afterEach, describe, expect, it, vi } from "vitest";
import { revalidateFrame, revalidateStoreFrame, type FrameHandle } from "./revalidation";

/*
 * The frame (store's bar, footer, language) is loaded again after a form whose route declares
 * `changesFrame`, and not after a dish, the cart or a refusal. The router is the browser's
 * (window.__remixRouter), here a route tree of the same shape as app/routes.
 */

const routes = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "routes/($slug)",
        path: ":slug?",
        children: [
          { id: "routes/($slug)._index", index: true },
          {
            id: "routes/($slug).login._index",
            path: "login",
            index: false,
            handle: { changesFrame: true } satisfies FrameHandle,
          },
          { id: "routes/($slug).cart", path: "cart" },
          { id: "routes/($slug).orders.$id", path: "orders/:id", handle: { changesFrame: true } satisfies FrameHandle },
        ],
      },
    ],
  },
];

type Args = Parameters<typeof revalidateFrame>[0];
const after = (formAction: string | undefined, overrides: Partial<Args> = {}) =>
  revalidateFrame({
    currentUrl: new URL("https://shop.test/bella-napoli"),
    nextUrl: new URL("https://shop.test/bella-napoli"),
    currentParams: { slug: "bella-napoli" },
    nextParams: { slug: "bella-napoli" },
    formMethod: formAction ? "POST" : undefined,
    formAction,
    actionStatus: formAction ? 200 : undefined,
    defaultShouldRevalidate: true,
    ...overrides,
  } as Args);

describe("revalidateFrame", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the frame again after a form of a route that changes it, on the store's path or a custom domain's", () => {
    vi.stubGlobal("window", { __remixRouter: { routes }, location: { href: "https://shop.test/bella-napoli/cart" } });
    expect(after("/bella-napoli/login")).toBe(true);
    expect(after("/bella-napoli/orders/42")).toBe(true);
    expect(after("/login")).toBe(true);
  });

  it("keeps it after the cart, a dish, a refusal, or a plain navigation in the same store; loads it for another store", () => {
    vi.stubGlobal("window", { __remixRouter: { routes }, location: { href: "https://shop.test/bella-napoli" } });
    expect(after("/bella-napoli/cart")).toBe(false);
    expect(after("/bella-napoli?index")).toBe(false);
    expect(after("/bella-napoli/login", { actionStatus: 422 })).toBe(false);
    expect(after(undefined)).toBe(false);
    expect(after(undefined, { nextParams: { slug: "taqueria" } })).toBe(true);
  });

  it("loads it again when there is no router to ask", () => {
    vi.stubGlobal("window", { location: { href: "https://shop.test/bella-napoli" } });
    expect(after("/bella-napoli/cart")).toBe(true);
  });
});

describe("revalidateStoreFrame", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the store's frame again when the table's bill reads itself again, so the table's bar follows it; not elsewhere", () => {
    vi.stubGlobal("window", {
      __remixRouter: { routes },
      location: { href: "https://shop.test/bella-napoli/table/bill" },
    });
    const bill = new URL("https://shop.test/bella-napoli/table/bill");
    const args = (overrides: Partial<Args>): Args =>
      ({
        currentUrl: bill,
        nextUrl: bill,
        currentParams: { slug: "bella-napoli" },
        nextParams: { slug: "bella-napoli" },
        defaultShouldRevalidate: true,
        ...overrides,
      }) as Args;
    expect(revalidateStoreFrame(args({}))).toBe(true);
    expect(
      revalidateStoreFrame(
        args({
          currentUrl: new URL("https://shop.test/table/bill"),
          nextUrl: new URL("https://shop.test/table/bill"),
          currentParams: {},
          nextParams: {},
        }),
      ),
    ).toBe(true);
    expect(
      revalidateStoreFrame(
        args({
          currentUrl: new URL("https://shop.test/bella-napoli"),
          nextUrl: new URL("https://shop.test/bella-napoli"),
        }),
      ),
    ).toBe(false);
    expect(revalidateStoreFrame(args({ currentUrl: new URL("https://shop.test/bella-napoli") }))).toBe(false);
    expect(
      revalidateStoreFrame(args({ formMethod: "POST", formAction: "/bella-napoli/cart", actionStatus: 200 })),
    ).toBe(false);
  });
});
