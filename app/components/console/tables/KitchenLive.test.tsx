// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { useLoaderData } from "@remix-run/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoundView } from "~/lib/console/console-tables.server";
import type { KitchenOrderView } from "~/lib/console/kitchen.server";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { ConsoleAlerts } from "~/components/console/ConsoleAlerts";
import { KitchenLive } from "./KitchenLive";

let loads = 0;
let rounds: RoundView[] = [];

/** The store's live object, as the page's socket sees it: the test says hello and pushes events. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  // The live object answers pings itself.
  send(data: string) {
    if (data === "ping") this.dispatchEvent(new MessageEvent("message", { data: "pong" }));
  }
  close() {
    this.readyState = 3;
  }
  receive(message: object) {
    this.readyState = 1;
    this.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(message) }));
  }
}
const socket = () => FakeSocket.made.at(-1);

const round = (id: number, tableNumber: number, guest: string) => ({ id, tableNumber, guest }) as RoundView;

beforeEach(() => {
  rounds = [round(1, 2, "Ana")];
  FakeSocket.made = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
      path: "/_console/:slug/tables/kitchen",
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
      <Stub initialEntries={["/_console/pizzaria/tables/kitchen"]} />
    </I18nContext.Provider>,
  );
  await screen.findByRole("heading", { name: "1" });
  // Its control comes with hydration, and its timer with it: on a busy machine the heading is there first.
  await screen.findByRole("button", { name: "Pausar atualização" });
}

async function push(message: object) {
  await act(async () => {
    socket()!.receive(message);
  });
  await act(() => Promise.resolve());
}

describe("KitchenLive", () => {
  it("is read again by the console's frame on each pushed event, and says a new round in the live region, not the ones already there", async () => {
    await renderKitchen();
    // The socket's code is loaded after the first paint.
    await vi.waitFor(() => expect(socket()?.url).toBe("ws://localhost:3000/_console/pizzaria/live"));
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    // Connected: one read for what happened since the page was read.
    await push({ type: "hello", seq: 7 });
    await vi.waitFor(() => expect(loads).toBe(2));
    // Nothing pushed, nothing read, however long it stays open.
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(loads).toBe(2);
    expect(region.textContent).toBe("");

    rounds = [...rounds, round(2, 4, "Bruno")];
    await push({ type: "event", seq: 8, kind: "round_sent", order_id: null, status: null });
    await screen.findByRole("heading", { name: "2" });
    expect(loads).toBe(3);
    expect(region.textContent).toBe("Nova rodada: mesa 4, Bruno.");
  });

  it("closes its live updates while the frame is paused and opens them again on Retomar", async () => {
    await renderKitchen();
    await vi.waitFor(() => expect(socket()).toBeDefined());
    const first = socket()!;
    fireEvent.click(screen.getByRole("button", { name: "Pausar atualização" }));
    expect(first.readyState).toBe(3);
    expect(screen.getByText("Atualização automática pausada.")).toBeTruthy();
    expect(loads).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Retomar atualização" }));
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(2));
    await push({ type: "hello", seq: 9 });
    await vi.waitFor(() => expect(loads).toBe(2));
  });
});

/** An AudioContext that runs at once and keeps the notes it was asked to play. */
class FakeAudio extends EventTarget {
  static notes: number[] = [];
  state = "running";
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  createOscillator() {
    const oscillator = {
      frequency: { value: 0 },
      connect: (gain: unknown) => gain,
      start: () => FakeAudio.notes.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    const param = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
    return { gain: param, connect: (destination: unknown) => destination };
  }
}

describe("KitchenLive with the store's orders", () => {
  const order = (id: number) => ({ id, typeKey: "orders.delivery.DELIVERY" }) as KitchenOrderView;
  const t = createTranslator("pt-BR", resources["pt-BR"].common as unknown as Translations);
  const kitchen = (orders: KitchenOrderView[]) => (
    <I18nContext.Provider value={{ language: "pt-BR", t }}>
      <KitchenLive rounds={[]} orders={orders} />
    </I18nContext.Provider>
  );

  it("says an order that reaches the kitchen and plays the kitchen's own chime once its sound is on", async () => {
    FakeAudio.notes = [];
    window.localStorage.removeItem("comanda:kitchen-sound");
    vi.stubGlobal("AudioContext", FakeAudio);
    const { rerender } = render(kitchen([order(11)]));
    const sound = await screen.findByRole("button", { name: "Som da cozinha" });
    expect(sound.getAttribute("aria-pressed")).toBe("false");
    // Nothing new and the sound off: silence.
    rerender(kitchen([order(11)]));
    expect(FakeAudio.notes).toEqual([]);

    fireEvent.click(sound);
    expect(sound.getAttribute("aria-pressed")).toBe("true");
    expect(window.localStorage.getItem("comanda:kitchen-sound")).toBe("on");
    // Turned on, it plays once so the cook knows it: three notes, not the new-order chime's two.
    expect(FakeAudio.notes).toEqual([523, 659, 784]);

    FakeAudio.notes = [];
    await act(async () => {
      rerender(kitchen([order(11), order(12)]));
    });
    expect(screen.getByRole("status").textContent).toBe("Novo pedido na cozinha: nº 12, Entrega no endereço.");
    expect(FakeAudio.notes).toEqual([523, 659, 784]);

    // Turned off again: the next order is said, in silence, and the choice is remembered.
    fireEvent.click(sound);
    expect(window.localStorage.getItem("comanda:kitchen-sound")).toBe("off");
    FakeAudio.notes = [];
    await act(async () => {
      rerender(kitchen([order(11), order(12), order(13)]));
    });
    expect(screen.getByRole("status").textContent).toBe("Novo pedido na cozinha: nº 13, Entrega no endereço.");
    expect(FakeAudio.notes).toEqual([]);
  });
});
