// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { useLoaderData } from "@remix-run/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderPolling } from "./use-order-polling";

let loads = 0;
let status = "PENDING";

beforeEach(() => {
  status = "PENDING";
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  setVisibility("visible");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

function Order({ seconds }: { seconds: number | null }) {
  const order = useLoaderData<{ status: string }>();
  const announcement = useOrderPolling(seconds, `Situação do pedido: ${order.status}`, order.status);
  return (
    <>
      <h2>{order.status}</h2>
      <p role="status">{announcement}</p>
    </>
  );
}

async function renderOrder(seconds: number | null) {
  loads = 0;
  const Stub = createRemixStub([
    {
      path: "/",
      loader: () => {
        loads++;
        return { status };
      },
      Component: () => <Order seconds={seconds} />,
    },
  ]);
  render(<Stub />);
  await screen.findByRole("heading", { name: "PENDING" });
  expect(loads).toBe(1);
}

async function pass(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await act(() => Promise.resolve());
}

describe("useOrderPolling", () => {
  it("asks the server again every interval and announces a changed status once, not the first one", async () => {
    await renderOrder(10);
    await pass(9_999);
    expect(loads).toBe(1);
    await pass(1);
    expect(loads).toBe(2);
    expect(screen.getByRole("status").textContent).toBe("");

    status = "CONFIRMED";
    await pass(10_000);
    expect(loads).toBe(3);
    await screen.findByRole("heading", { name: "CONFIRMED" });
    expect(screen.getByRole("status").textContent).toBe("Situação do pedido: CONFIRMED");
  });

  it("never asks while the tab is hidden, and asks once as soon as it is shown again", async () => {
    await renderOrder(10);
    setVisibility("hidden");
    await pass(60_000);
    expect(loads).toBe(1);

    setVisibility("visible");
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(loads).toBe(2);
  });

  it("does not poll an order that is over (no interval), nor once the page is gone", async () => {
    await renderOrder(null);
    await pass(60_000);
    expect(loads).toBe(1);

    cleanup();
    await renderOrder(10);
    cleanup();
    await pass(60_000);
    expect(loads).toBe(1);
  });
});
