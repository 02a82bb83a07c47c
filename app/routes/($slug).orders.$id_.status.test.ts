import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { pixOrder } from "~/components/orders/order.fixtures";
import { autoRefreshCookie } from "~/lib/page/auto-refresh.server";
import { loader } from "./($slug).orders.$id_.status";

const ok = <T>(data: T) => ({ ok: true as const, data });
const refusal = (code: string, status: number) => ({ ok: false as const, status, error: { code, message: code } });

function contextWith(getOrder: (...args: unknown[]) => Promise<unknown>) {
  return {
    api: { getOrder: vi.fn(getOrder) },
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session: { get: () => undefined, set: vi.fn(), unset: vi.fn(), flash: vi.fn() },
      accessToken: async () => "visitor-token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalInformations: null,
        stylizations: null,
      }),
    },
    page: { nonce: "n0nce" },
  } as unknown as AppLoadContext;
}

async function frame(getOrder: () => Promise<unknown>, query: string, cookie?: string) {
  const request = new Request(`https://shop.test/bella-napoli/orders/42/status?${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const response = (await loader({ request, context: contextWith(getOrder), params: { id: "42" } })) as Response;
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  const html = await response.text();
  return { html, refresh: /<meta http-equiv="refresh" content="(\d+)"\/>/.exec(html)?.[1] ?? null };
}

const seen = "status=WAITING_PAYMENT&payment=PENDING";

describe("the order's status frame", () => {
  it("while the PIX waits: the status, the minutes left and when it was checked, reloading itself every 10 s", async () => {
    const { html, refresh } = await frame(async () => ok(pixOrder()), seen);
    expect(refresh).toBe("10");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pt-BR" data-mantine-color-scheme="light">/);
    expect(html).toContain("<title>Situação do pedido, verificada a cada 10 segundos</title>");
    expect(html).toMatch(
      /<strong>Aguardando pagamento<\/strong> · falta(m)? \d+ minutos? · verificada às \d\d:\d\d:\d\d/,
    );
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("target");
  });

  it("once the order moved: says so, links the updated order in the whole tab, and stops reloading", async () => {
    const paid = pixOrder({ status: "WAITING_CONFIRMATION", payment: { ...pixOrder().payment, status: "PAID" } });
    const { html, refresh } = await frame(async () => ok(paid), seen);
    expect(refresh).toBeNull();
    expect(html).toContain("<strong>A situação do pedido mudou: Aguardando confirmação. </strong>");
    expect(html).toContain('<a href="/bella-napoli/orders/42" target="_top">Ver o pedido atualizado</a>');
  });

  it("does not reload itself for a customer who stopped the automatic refresh", async () => {
    const cookie = (await autoRefreshCookie.serialize("off")).split(";")[0]!;
    const { html, refresh } = await frame(async () => ok(pixOrder()), seen, cookie);
    expect(refresh).toBeNull();
    expect(html).toContain("<strong>Aguardando pagamento</strong>");
  });

  it("an API that failed for a moment: says so and tries again; an order no longer the caller's: a link to the order page", async () => {
    const down = await frame(async () => refusal("INTERNAL_ERROR", 503), seen);
    expect(down.refresh).toBe("10");
    expect(down.html).toContain("Não foi possível verificar a situação agora. Nova tentativa em 10 segundos.");
    const gone = await frame(async () => refusal("NOT_FOUND", 404), seen);
    expect(gone.refresh).toBeNull();
    expect(gone.html).toContain('target="_top">Ver o pedido atualizado</a>');
  });
});
