// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyIsland, moduleUrlOf } from "./lazy-island";

const opened = vi.fn();

/** The island as the server draws it (in the page, its links and forms work without JavaScript). */
function ServedMenu({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** The island once its code is here: the same markup, and it answers. */
function LiveMenu({ label }: { label: string }) {
  return (
    <button type="button" onClick={opened}>
      {label}
    </button>
  );
}

/** The route's error boundary: what the customer would see in place of the page. */
class ErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Algo deu errado</p> : this.props.children;
  }
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

/** The server's HTML of an island, in the page, for the browser's copy to hydrate. */
function served() {
  const server = lazyIsland([], async () => ({ Menu: ServedMenu }), "Menu", ServedMenu);
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <ErrorPage>
      <server.Island label="Idioma" />
    </ErrorPage>,
  );
  document.body.appendChild(container);
  return container;
}

const lost = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("an island whose code cannot be downloaded", () => {
  it("keeps the server's HTML and tries again, and hydrates when a later try gets the code", async () => {
    vi.useFakeTimers();
    const container = served();
    // The phone loses the network for the first two downloads.
    const load = vi
      .fn<() => Promise<{ Menu: typeof LiveMenu }>>()
      .mockImplementationOnce(lost)
      .mockImplementationOnce(lost)
      .mockResolvedValue({ Menu: LiveMenu });
    const browser = lazyIsland<{ label: string }, "Menu">([], load, "Menu", undefined);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ErrorPage>
          <browser.Island label="Idioma" />
        </ErrorPage>,
        { onRecoverableError: (error) => void recoverable.push(error) },
      ),
    );
    try {
      const button = () => container.querySelector("button")!;
      expect(load).toHaveBeenCalledTimes(1);
      expect(container.textContent).toBe("Idioma");
      act(() => button().click());
      expect(opened).not.toHaveBeenCalled();

      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(load).toHaveBeenCalledTimes(2);
      expect(container.textContent).toBe("Idioma");

      // The next try 2 s later.
      await act(() => vi.advanceTimersByTimeAsync(1_900));
      expect(load).toHaveBeenCalledTimes(2);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(load).toHaveBeenCalledTimes(3);
      act(() => button().click());
      expect(opened).toHaveBeenCalledTimes(1);
      expect(container.textContent).toBe("Idioma");
      expect(recoverable).toEqual([]);
    } finally {
      act(() => root.unmount());
    }
  });

  it("gives up after three tries: the page's error boundary takes over, so nothing waits on it for ever", async () => {
    vi.useFakeTimers();
    // A deploy removed the file the page was built with: every try fails.
    const load = vi.fn<() => Promise<{ Menu: typeof LiveMenu }>>(lost);
    const browser = lazyIsland<{ label: string }, "Menu">([], load, "Menu", undefined);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container, unmount } = render(
      <ErrorPage>
        <browser.Island label="Idioma" />
      </ErrorPage>,
    );
    try {
      await act(() => vi.advanceTimersByTimeAsync(2_900));
      expect(load).toHaveBeenCalledTimes(2);
      expect(container.textContent).toBe("");
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(load).toHaveBeenCalledTimes(3);
      expect(container.textContent).toBe("Algo deu errado");
    } finally {
      unmount();
      quiet.mockRestore();
    }
  });
});

describe("the URL a later try asks for", () => {
  it("is read from the bundled import, so it can be asked for under a URL the browser has not seen", () => {
    // As the production build writes an island's loader.
    const bundled = {
      toString: () => '()=>import("/build/_shared/PreferencesMenu-EJQY6D2G.js")',
    } as () => Promise<unknown>;
    expect(moduleUrlOf(bundled)).toBe("/build/_shared/PreferencesMenu-EJQY6D2G.js");
    expect(moduleUrlOf(async () => ({ Menu: LiveMenu }))).toBeUndefined();
  });
});
