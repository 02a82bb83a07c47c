import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { action } from "./route";

/* Choosing a store from a franchise's list: the franchise's voucher link goes to the store chosen. */

const choose = (fields: Record<string, string>) => {
  const context = {
    merchantSlug: "sabor-da-casa",
    customDomain: false,
    env: { SESSION_SECRET: "test-session-secret-0123456789abcdef" },
    api: { send: vi.fn() },
    accessToken: async () => "token",
  } as unknown as ActionFunctionArgs["context"];
  const request = new Request("https://comanda.test/sabor-da-casa/stores", { method: "POST", body: new URLSearchParams({ intent: "carry", ...fields }) });
  return action({ request, context, params: {} }) as Promise<Response>;
};

describe("the franchise's store list", () => {
  it("opens the store chosen with the franchise's voucher code, and without one when there is none", async () => {
    const withCode = await choose({ source: "sabor-da-casa-curitiba", target: "sabor-da-casa-porto-alegre", voucher: "rede10" });
    expect(withCode.status).toBe(303);
    expect(withCode.headers.get("Location")).toBe("/sabor-da-casa-porto-alegre?voucher=REDE10");
    const plain = await choose({ source: "sabor-da-casa-curitiba", target: "sabor-da-casa-porto-alegre" });
    expect(plain.headers.get("Location")).toBe("/sabor-da-casa-porto-alegre");
  });
});
