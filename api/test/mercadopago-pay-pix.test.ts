import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { standInWebhookSecret } from "../src/provider/mercadopago/sandbox";
import { setPaymentAccount } from "../src/services/payment-accounts";
import { insertClient, sessionToken } from "./client-fixtures";
import { call, seed } from "./helpers";
import { ADMIN, PHONE, PIX, SHOP, orderOf, place, readyCart, shop } from "./orders-fixtures";

/*
 * `npm run order -- pay-pix ID` (POST /admin/orders/{id}/pix/pay): a Mercado Pago store's PIX is
 * approved at the stand-in, whose signed notification pays the order; a sandbox store's as before.
 */

const TOKEN = "TEST-4826-120700-aaaabbbbccccddddeeeeffff00001111-777888999";
let clientId: number;

beforeAll(async () => {
  await seed([shop]);
  clientId = await insertClient(shop.id, { email: "pay-pix@carrinho.test", phone: PHONE });
});

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const connect = async (provider: "sandbox" | "mercadopago") =>
  setPaymentAccount(
    env.DB,
    env,
    shop.id,
    provider === "sandbox"
      ? { provider }
      : { provider, accessToken: TOKEN, publicKey: null, webhookSecret: await standInWebhookSecret(TOKEN) },
    new Date(),
  );

async function placedPix() {
  const token = await sessionToken(SHOP, shop.id, clientId);
  return orderOf(await place(token, (await readyCart(token)).guid, PIX));
}

const payPix = (id: number) => call(`/admin/orders/${id}/pix/pay`, { method: "POST", headers: ADMIN });

const standInStatus = async (orderId: number) =>
  (
    await env.DB.prepare(
      `SELECT mercadopago_sandbox_payments.status AS status FROM payment_attempts
       JOIN mercadopago_sandbox_payments ON mercadopago_sandbox_payments.id = CAST(payment_attempts.provider_payment_id AS INTEGER)
       WHERE payment_attempts.order_id = ?1`,
    )
      .bind(orderId)
      .first<{ status: string }>()
  )?.status;

it("approves a Mercado Pago store's PIX at the stand-in, whose notification pays the order once", async () => {
  await connect("mercadopago");
  const order = await placedPix();
  const paid = await orderOf(await payPix(order.id), 200);
  expect(paid).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" } });
  expect(await standInStatus(order.id)).toBe("approved");
  const attempt = await env.DB.prepare("SELECT status FROM payment_attempts WHERE order_id = ?1")
    .bind(order.id)
    .first<{ status: string }>();
  expect(attempt?.status).toBe("PAID");

  const again = await payPix(order.id);
  expect(again.status).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe("INVALID_TRANSITION");
});

it("pays a sandbox store's PIX as the sandbox bank, as before", async () => {
  await connect("sandbox");
  const order = await placedPix();
  expect(await orderOf(await payPix(order.id), 200)).toMatchObject({
    status: "WAITING_CONFIRMATION",
    payment: { status: "PAID" },
  });
});
