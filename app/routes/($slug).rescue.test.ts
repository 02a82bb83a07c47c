import { describe, expect, it, vi } from "vitest";
import type { RescueData } from "../../contract";
import type { RescuePage } from "~/lib/cart/rescue.server";
import { ok, refusal, storeContext } from "../../tests/support/route-context";
import { action, loader } from "./($slug).rescue";

const TOKEN = "k".repeat(43);
const url = (guid: string) => `https://shop.test/bella-napoli/rescue?guid=${guid}`;
const get = (guid = TOKEN) => new Request(url(guid));
const post = (guid = TOKEN) => new Request(url(guid), { method: "POST", body: new URLSearchParams({ guid }) });

type Answer = { data: RescuePage; init: { status: number } };

function rescueContext(answers: { read?: unknown; claim?: unknown }, stored: Record<string, string | undefined> = {}) {
  const send = vi.fn(async (method: string) => (method === "GET" ? answers.read : answers.claim));
  const flash = vi.fn();
  const context = storeContext({ api: { send }, stored });
  (context.store.session as unknown as { flash: typeof flash }).flash = flash;
  return { context, send, flash, stored };
}

const data = (state: RescueData["state"], first_name: string | null = null) =>
  ok({ state, first_name, expires_at: "2026-12-09T15:00:00.000Z" });

describe("the rescue link's page", () => {
  it("greets the customer by first name and offers the button that spends the link, spending nothing itself", async () => {
    const { context, send } = rescueContext({ read: data("VALID", "Ana") });
    const answer = (await loader({ request: get(), context, params: { slug: "bella-napoli" } })) as Answer;
    expect(answer.init.status).toBe(200);
    expect(answer.data).toMatchObject({
      heading: "Ana, seu carrinho está guardado",
      claim: { guid: TOKEN, label: "Voltar ao meu carrinho" },
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      "GET",
      `/bella-napoli/consumer_data_infos?guid=${TOKEN}`,
      "token",
      expect.anything(),
    );
  });

  it("says a used, expired or ordered link in words, with the way to the menu", async () => {
    for (const [state, heading] of [
      ["USED", "Este link já foi usado"],
      ["EXPIRED", "Este link expirou"],
      ["ORDERED", "Este carrinho já virou pedido"],
    ] as const) {
      const { context } = rescueContext({ read: data(state) });
      const answer = (await loader({ request: get(), context, params: {} })) as Answer;
      expect(answer.init.status).toBe(410);
      expect(answer.data.heading).toBe(heading);
      expect(answer.data.claim).toBeNull();
      expect(answer.data.links[0]).toEqual({ href: "/bella-napoli", label: "Ver o cardápio" });
    }
  });

  it("answers a made-up link as not found without asking the API, and an API down with 503 and a way back", async () => {
    const made = rescueContext({});
    const answer = (await loader({ request: get("nope"), context: made.context, params: {} })) as Answer;
    expect(answer.init.status).toBe(404);
    expect(answer.data.heading).toBe("Link não encontrado");
    expect(made.send).not.toHaveBeenCalled();

    const down = rescueContext({ read: refusal("INTERNAL_ERROR", 503) });
    const failed = (await loader({ request: get(), context: down.context, params: {} })) as Answer;
    expect(failed.init.status).toBe(503);
    expect(failed.data.body).toBe("Não foi possível abrir seu carrinho agora. Tente de novo em instantes.");
    expect(failed.data.links).toEqual([{ href: "/bella-napoli", label: "Ver o cardápio" }]);
  });

  it("takes the cart into this browser's session and opens the cart, saying it is back", async () => {
    const { context, send, flash, stored } = rescueContext(
      { claim: ok({ cart_guid: "cart-ana" }) },
      { cartGuid: "older-empty-cart" },
    );
    const done = (await action({ request: post(), context, params: {} })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/bella-napoli/cart");
    expect(stored.cartGuid).toBe("cart-ana");
    expect(flash).toHaveBeenCalledWith("notice", "rescue.done");
    expect(send).toHaveBeenCalledWith("POST", "/bella-napoli/consumer_data_infos", "token", expect.anything(), {
      guid: TOKEN,
    });
  });

  it("refuses a second use, keeping the session's cart", async () => {
    const { context, stored } = rescueContext({ claim: refusal("RESCUE_LINK_USED", 409) }, { cartGuid: "mine" });
    const answer = (await action({ request: post(), context, params: {} })) as Answer;
    expect(answer.init.status).toBe(410);
    expect(answer.data.heading).toBe("Este link já foi usado");
    expect(stored.cartGuid).toBe("mine");
  });

  it("asks to finish the other cart first when this browser holds one with items, the link still good", async () => {
    const { context, stored } = rescueContext(
      { claim: refusal("RESCUE_CART_CONFLICT", 409), read: data("VALID", "Ana") },
      { cartGuid: "mine" },
    );
    const answer = (await action({ request: post(), context, params: {} })) as Answer;
    expect(answer.init.status).toBe(409);
    expect(answer.data.alert).toBe(
      "Você já tem outro carrinho com itens nesta loja neste navegador. Conclua ou esvazie esse carrinho e toque no link de novo.",
    );
    expect(answer.data.links[0]).toEqual({ href: "/bella-napoli/cart", label: "Ir para o carrinho" });
    expect(answer.data.claim).toEqual({ guid: TOKEN, label: "Voltar ao meu carrinho" });
    expect(stored.cartGuid).toBe("mine");
  });
});
