// @vitest-environment happy-dom
import { useLocation } from "@remix-run/react";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FranchisePage } from "./FranchisePage";
import { renderInStore } from "../../../tests/support/render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe("a franchise's page of its stores (its home and /stores)", () => {
  it("offers 'use my location' inside the page's main, under its title, and lists the stores from the point shared, rounded", async () => {
    const getCurrentPosition = vi.fn(
      (located: (position: { coords: { latitude: number; longitude: number } }) => void) =>
        located({ coords: { latitude: -25.429612, longitude: -49.271348 } }),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    renderInStore(
      <>
        <FranchisePage heading="Lojas Sabor da Casa" stores={{ hash: "list", html: "<p>Nossas lojas</p>" }} />
        <Search />
      </>,
      { slug: "sabor-da-casa" },
    );
    const locate = await screen.findByRole("button", { name: "Usar minha localização" });
    const main = screen.getByRole("main");
    expect(main.contains(locate)).toBe(true);
    expect(main.firstElementChild?.textContent).toBe("Lojas Sabor da Casa");
    fireEvent.click(locate);
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?near=-25.43%2C-49.271"));
  });
});
