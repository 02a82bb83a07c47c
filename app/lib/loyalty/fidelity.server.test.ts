import { describe, expect, it, vi } from "vitest";
import type { ClientFidelity } from "../../../contract";
import { loadFidelity, markFidelitySeen, presentFidelity } from "./fidelity.server";

const entry: ClientFidelity = {
  program: {
    id: 1,
    name: "Clube Bella Napoli",
    description: "A cada 5 pedidos entregues…",
    enabled: true,
    modality: "ORDERS",
    goal: 5,
    reward: { description: "R$ 20 de desconto no próximo pedido", discount_type: "FIXED", value: 2000 },
  },
  progress: 4,
  goal: 5,
  reward_available: false,
  congratulate: false,
};

/** A context whose session holds `clientId` (none: a visitor) and whose API answers `answer`. */
function contextOf(clientId: string | null, answer: unknown) {
  const session = {
    get: (key: string) => (key === "clientId" ? clientId : key === "clientName" ? "Bruno" : undefined),
  };
  const api = { clientFidelity: vi.fn(async () => answer), fidelitySeen: vi.fn(async () => answer) };
  return {
    context: { api, store: { session, slug: "bella-napoli" } } as unknown as Parameters<typeof loadFidelity>[0],
    api,
  };
}

describe("presentFidelity", () => {
  it("shows the first programme, and nothing without one", () => {
    expect(presentFidelity([entry, { ...entry, program: { ...entry.program, id: 2 } }])).toEqual({
      programId: 1,
      name: "Clube Bella Napoli",
      description: "A cada 5 pedidos entregues…",
      modality: "ORDERS",
      progress: 4,
      goal: 5,
      reward: "R$ 20 de desconto no próximo pedido",
      rewardAvailable: false,
      congratulate: false,
    });
    expect(presentFidelity([])).toBeNull();
  });
});

describe("loadFidelity", () => {
  it("makes no call for a visitor", async () => {
    const { context, api } = contextOf(null, null);
    expect(await loadFidelity(context, "token")).toEqual({ fidelity: null, failed: false });
    expect(api.clientFidelity).not.toHaveBeenCalled();
    expect(await markFidelitySeen(context, "token", 1)).toBe(false);
    expect(api.fidelitySeen).not.toHaveBeenCalled();
  });

  it("asks for the logged-in client's own progress; a failure is told apart from no programme", async () => {
    const ok = contextOf("190002", { ok: true, data: { fidelity_programs: [entry] } });
    expect((await loadFidelity(ok.context, "token")).fidelity?.progress).toBe(4);
    expect(ok.api.clientFidelity).toHaveBeenCalledWith("bella-napoli", "token", 190002);
    const none = contextOf("190002", { ok: true, data: { fidelity_programs: [] } });
    expect(await loadFidelity(none.context, "token")).toEqual({ fidelity: null, failed: false });
    const down = contextOf("190002", { ok: false, status: 503, error: { code: "INTERNAL_ERROR", message: "down" } });
    expect(await loadFidelity(down.context, "token")).toEqual({ fidelity: null, failed: true });
    expect(await markFidelitySeen(down.context, "token", 1)).toBe(false);
  });
});
