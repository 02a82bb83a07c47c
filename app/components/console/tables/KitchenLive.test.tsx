// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { useLoaderData } from "@remix-run/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoundView } from "~/lib/console/console-tables.server";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_REFRESH_MS } from "~/lib/console/use-console-refresh";
import { ConsoleAlerts } from "~/components/console/ConsoleAlerts";
import { KitchenLive } from "./KitchenLive";

let loads = 0;
let rounds: RoundView[] = [];

const round = (id: number, tableNumber: number, guest: string) => ({ id, tableNumber, guest }) as RoundView;

beforeEach(() => {
  rounds = [round(1, 2, "Ana")];
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Kitchen() {
  const data = useLoaderData<{ rounds: RoundView[] }>();
  return (
    <>
      {/* The console's frame keeps every page fresh, and pauses it. */}
      <ConsoleAlerts alerts={null} inboxHref="/orders" />
      <h1>{data.rounds.length}</h1>
      <KitchenLive rounds={data.rounds} />
    </>
  );
}

async function renderKitchen() {
  loads = 0;
  const Stub = createRemixStub([
    {
      path: "/",
      loader: () => {
        loads++;
        return { rounds };
      },
      Component: Kitchen,
    },
  ]);
  const t = createTranslator("pt-BR", resources["pt-BR"].common as unknown as Translations);
  render(
    <I18nContext.Provider value={{ language: "pt-BR", t }}>
      <Stub />
    </I18nContext.Provider>,
  );
  await screen.findByRole("heading", { name: "1" });
  // Its control comes with hydration, and its timer with it: on a busy machine the heading is there first.
  await screen.findByRole("button", { name: "Pausar atualização" });
}

async function pass(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await act(() => Promise.resolve());
}

describe("KitchenLive", () => {
  it("is asked again by the console's frame and says a new round in the live region, not the ones already there", async () => {
    await renderKitchen();
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    await pass(CONSOLE_REFRESH_MS);
    expect(loads).toBe(2);
    expect(region.textContent).toBe("");

    rounds = [...rounds, round(2, 4, "Bruno")];
    await pass(CONSOLE_REFRESH_MS);
    await screen.findByRole("heading", { name: "2" });
    expect(region.textContent).toBe("Nova rodada: mesa 4, Bruno.");
  });

  it("stops asking while the frame is paused and starts again on Retomar", async () => {
    await renderKitchen();
    fireEvent.click(screen.getByRole("button", { name: "Pausar atualização" }));
    await pass(60_000);
    expect(loads).toBe(1);
    expect(screen.getByText("Atualização automática pausada.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retomar atualização" }));
    await pass(CONSOLE_REFRESH_MS);
    expect(loads).toBe(2);
  });
});
