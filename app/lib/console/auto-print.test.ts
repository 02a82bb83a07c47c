// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acceptedOrderIn, AUTO_PRINT_KEY, useAutoPrintAutoAccepted } from "./auto-print";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the order an accept answered for", () => {
  it("is read from the inbox's answer and from the order page's, and only after an accept", () => {
    expect(acceptedOrderIn("/_console/bella-napoli/orders", "?filter=new&done=ACCEPT&order=42")).toBe(42);
    expect(acceptedOrderIn("/_console/bella-napoli/orders/42", "?done=ACCEPT")).toBe(42);
    expect(acceptedOrderIn("/_console/bella-napoli/orders/42", "?done=DISPATCH")).toBeNull();
    expect(acceptedOrderIn("/_console/bella-napoli/orders", "?done=ACCEPT&order=4x")).toBeNull();
    expect(acceptedOrderIn("/_console/bella-napoli/day", "?done=ACCEPT")).toBeNull();
  });
});

describe("orders accepted by the store's auto-accept", () => {
  const printed = () =>
    [...document.querySelectorAll("iframe")].map((frame) => new URL(frame.dataset.src!, "http://localhost").pathname);
  // The frames load nothing here (there is no console to load from): only where they point counts.
  beforeEach(() => {
    vi.spyOn(HTMLIFrameElement.prototype, "src", "set").mockImplementation(function (this: HTMLIFrameElement, url) {
      this.setAttribute("data-src", url);
    });
  });
  const screen = (ids: number[] | null) =>
    renderHook(({ accepted }) => useAutoPrintAutoAccepted("bella-napoli", accepted), {
      initialProps: { accepted: ids },
    });

  it("print as they arrive on a screen that prints on accept, oldest first, each once; not those there when it opened", () => {
    window.localStorage.setItem(AUTO_PRINT_KEY, "on");
    const { rerender } = screen([5]);
    expect(printed()).toEqual([]);
    rerender({ accepted: [7, 6, 5] });
    expect(printed()).toEqual(["/_console/bella-napoli/orders/6/ticket", "/_console/bella-napoli/orders/7/ticket"]);
    rerender({ accepted: [7, 6, 5] });
    expect(printed()).toHaveLength(2);
  });

  it("print nothing on a screen that does not print on accept, nor after a reload of one that printed them", () => {
    const { rerender, unmount } = screen([]);
    rerender({ accepted: [8] });
    expect(printed()).toEqual([]);

    window.localStorage.setItem(AUTO_PRINT_KEY, "on");
    const first = screen([]);
    first.rerender({ accepted: [9] });
    expect(printed()).toEqual(["/_console/bella-napoli/orders/9/ticket"]);
    unmount();
    first.unmount();
    // Reloaded while order 9 is still among the recent ones, and told of it again: once is enough.
    const reloaded = screen(null);
    reloaded.rerender({ accepted: [] });
    reloaded.rerender({ accepted: [9] });
    expect(printed()).toEqual(["/_console/bella-napoli/orders/9/ticket"]);
  });
});
