import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { laBrasaBurger } from "../seed/data/la-brasa-burger";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { taqueriaElGuero } from "../seed/data/taqueria-el-guero";
import { paymentAccountOf, setPaymentAccount } from "../src/services/payment-accounts";
import { call, seed } from "./helpers";

/* `npm start` and the e2e servers connect the demo Mercado Pago stores to the stand-in through the admin key. */

const connect = (key: string | undefined = env.ADMIN_KEY) =>
  call("/admin/demo/mercadopago_accounts", { method: "POST", headers: { Authorization: `Bearer ${key}` } });

beforeAll(() => seed([bellaNapoli, laBrasaBurger, taqueriaElGuero]));

describe("POST /admin/demo/mercadopago_accounts", () => {
  it("gives the demo Mercado Pago stores a stand-in account, encrypted, and leaves the others on the sandbox", async () => {
    const response = await connect();
    expect(response.status).toBe(200);
    // Pinheiros is not seeded here: only the stores that exist are connected.
    expect(await response.json()).toEqual({ data: { stores: ["la-brasa-burger", "taqueria-el-guero"] } });
    expect((await paymentAccountOf(env.DB, laBrasaBurger.id)).provider).toBe("mercadopago");
    expect((await paymentAccountOf(env.DB, bellaNapoli.id)).provider).toBe("sandbox");
    const row = await env.DB.prepare("SELECT access_token_encrypted FROM payment_accounts WHERE merchant_id = ?")
      .bind(taqueriaElGuero.id)
      .first<{ access_token_encrypted: string }>();
    expect(row?.access_token_encrypted).toMatch(/^v1\./);
    expect(row?.access_token_encrypted).not.toContain("standin");
  });

  it("leaves a store its owner has set alone, and says which stores are paid through Mercado Pago", async () => {
    await setPaymentAccount(env.DB, env, laBrasaBurger.id, { provider: "sandbox" }, new Date());
    const response = await connect();
    expect(await response.json()).toEqual({ data: { stores: ["taqueria-el-guero"] } });
    expect((await paymentAccountOf(env.DB, laBrasaBurger.id)).provider).toBe("sandbox");
  });

  it("is refused without the admin key", async () => {
    expect((await connect("wrong-key-0123456789")).status).toBe(401);
  });
});
