// @vitest-environment happy-dom
import { runFieldAction } from "~/lib/page/implicit-submit";
import { createRemixStub } from "@remix-run/testing";
import { Form, Outlet } from "@remix-run/react";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { couponErrorCodes, couponInapplicableReasonSchema } from "../../../contract";
import { createTranslator, type Translations } from "~/lib/i18n/i18n";
import { couponErrorKey, couponMessage, couponReasonKey } from "~/lib/cart/coupon-messages";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import en from "../../../locales/en/common.json";
import { CouponField } from "./CouponField";
import { VoucherNotice } from "./VoucherNotice";
import { postedFields, renderIn } from "../../../tests/support/render";

afterEach(cleanup);

const LOCALES = { "pt-BR": ptBR, es, en } as const;
const translate = (language: keyof typeof LOCALES, key: string) => {
  const { key: base, values } = couponMessage(key);
  return createTranslator(language, LOCALES[language] as Translations)(base, values);
};

function renderForm(page: ReactNode, language: "pt-BR" | "es" = "pt-BR") {
  const posted: Record<string, string>[] = [];
  const Stub = createRemixStub([
    {
      path: "/:slug",
      Component: Outlet,
      children: [
        {
          path: "checkout",
          Component: () => (
            <Form method="post" id="checkout-form" onKeyDown={runFieldAction}>
              <input name="name" defaultValue="Ana" />
              <button type="submit" name="intent" value="order">
                Fazer pedido
              </button>
              {page}
            </Form>
          ),
          action: async ({ request }) => {
            posted.push(await postedFields(request));
            return null;
          },
        },
      ],
    },
  ]);
  renderIn(language, <Stub initialEntries={["/bella-napoli/checkout"]} />);
  return posted;
}

const coupons = [
  { id: 1, code: "PIZZA15", name: "R$ 15 off acima de R$ 60", discount: "R$ 15,00", reason: null },
  { id: 2, code: "RETIRA5", name: "Retire e ganhe R$ 5", discount: null, reason: "coupons.reasons.DELIVERY_TYPE" },
];
const field = (props: Partial<Parameters<typeof CouponField>[0]> = {}) => (
  <CouponField
    coupons={[]}
    value=""
    error={null}
    done={[]}
    fromLink={false}
    loginHref="/bella-napoli/login?redirectTo=%2Fcheckout"
    {...props}
  />
);

describe("coupon messages", () => {
  it("maps each 422 code of the contract to its own message, 404 to 'unavailable', anything else to 'Erro {status}'", () => {
    for (const code of couponErrorCodes) expect(couponErrorKey(422, code)).toBe(`coupons.errors.${code}`);
    expect(couponErrorKey(404, "NOT_FOUND")).toBe("coupons.errors.notFound");
    expect(couponErrorKey(422, "PENDING_CART")).toBe("coupons.errors.status:422");
    expect(couponErrorKey(503, "INTERNAL_ERROR")).toBe("coupons.errors.status:503");
    expect(couponErrorKey(404, "CART_NOT_FOUND")).toBe("coupons.errors.status:404");
  });

  it("every code, 404, a status and every reason read naturally in pt-BR, es and en, and differently from each other", () => {
    for (const language of ["pt-BR", "es", "en"] as const) {
      const texts = [...couponErrorCodes.map((code) => couponErrorKey(422, code)), "coupons.errors.notFound"].map(
        (key) => translate(language, key),
      );
      for (const text of texts) expect(text, language).not.toMatch(/coupons\.|\{\{/);
      expect(new Set(texts).size).toBe(texts.length);
      expect(translate(language, couponErrorKey(502, "INTERNAL_ERROR"))).toMatch(/502/);
      for (const reason of couponInapplicableReasonSchema.options)
        expect(translate(language, couponReasonKey(reason))).not.toMatch(/coupons\./);
    }
    expect(translate("pt-BR", "coupons.errors.notFound")).toBe("Cupom indisponível.");
    expect(translate("pt-BR", "coupons.errors.status:500")).toBe("Erro 500. Tente de novo.");
    expect(translate("es", "coupons.errors.ALREADY_USED")).toBe("Ya usaste este cupón.");
    expect(translate("pt-BR", "coupons.applied")).toBe("Cupom aplicado com sucesso!");
    expect(translate("pt-BR", "coupons.changedTo.TAKEOUT")).toBe("Seu pedido foi alterado para retirada na loja.");
  });
});

describe("CouponField", () => {
  it("applies the typed code as an intent of the checkout form, keeping the form's other fields; Enter in the code applies too", async () => {
    const posted = renderForm(field());
    const input = await screen.findByLabelText("Código do cupom");
    fireEvent.change(input, { target: { value: "pizza15" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: "coupon_apply", voucher_code: "pizza15", name: "Ana" });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ intent: "coupon_apply" });
  });

  it("says a free-delivery coupon waiting for the neighbourhood makes the delivery free, not '− R$ 0,00'", async () => {
    renderForm(
      field({
        coupons: [
          { id: 3, code: "FRETEGRATIS", name: "Frete grátis", discount: null, reason: null, freeDelivery: true },
        ],
      }),
    );
    const item = within(await screen.findByRole("list", { name: "Cupons no pedido" })).getByRole("listitem");
    expect(item.textContent).toContain("FRETEGRATIS · Frete grátis · entrega grátis");
    expect(item.textContent).not.toContain("R$ 0,00");
  });

  it("lists each coupon with its discount or why it gives none, and removes one by its id", async () => {
    const posted = renderForm(field({ coupons }));
    const list = await screen.findByRole("list", { name: "Cupons no pedido" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("− R$ 15,00");
    expect(items[1]!.textContent).toContain("Não aplicado: não vale para este tipo de entrega.");
    fireEvent.click(screen.getByRole("button", { name: "Remover o cupom RETIRA5" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: "coupon_remove:2" });
  });

  it("a refusal is an alert tied to the field; REQUIRED_CLIENT links to login and back; a status error names the status", async () => {
    renderForm(field({ value: "UMAVEZ", error: "coupons.errors.REQUIRED_CLIENT" }));
    const input = await screen.findByLabelText("Código do cupom");
    expect((input as HTMLInputElement).value).toBe("UMAVEZ");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const alert = screen.getByRole("alert");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    expect(alert.textContent).toContain("Entre na sua conta para usar este cupom.");
    expect(within(alert).getByRole("link", { name: "Entrar na conta" }).getAttribute("href")).toBe(
      "/bella-napoli/login?redirectTo=%2Fcheckout",
    );
    cleanup();
    renderForm(field({ error: "coupons.errors.status:503" }), "es");
    expect((await screen.findByRole("alert")).textContent).toBe("Error 503. Inténtalo de nuevo.");
  });

  it("says success and a delivery type change as a status message, and tells a voucher link's code is not applied yet", async () => {
    renderForm(field({ done: ["coupons.applied", "coupons.changedTo.TAKEOUT"], value: "" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Cupom aplicado com sucesso! Seu pedido foi alterado para retirada na loja.",
    );
    cleanup();
    renderForm(field({ value: "QUERO5", fromLink: true }));
    expect(((await screen.findByLabelText("Código do cupom")) as HTMLInputElement).value).toBe("QUERO5");
    expect(screen.getByText("Código do seu link de cupom, ainda não aplicado.")).toBeTruthy();
  });
});

describe("VoucherNotice", () => {
  it("pending and applied are status messages; a refusal is an alert with the reason", async () => {
    renderForm(<VoucherNotice notice={{ code: "QUERO5", key: "coupons.voucher.pending", refused: false }} />);
    expect((await screen.findByRole("status")).textContent).toBe("Cupom QUERO5 será aplicado ao seu pedido.");
    cleanup();
    renderForm(
      <VoucherNotice notice={{ code: "PIZZA15", key: "coupons.errors.MINIMUM_ORDER", refused: true }} />,
      "es",
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "El cupón PIZZA15 no se aplicó. El pedido aún no llega al valor mínimo de este cupón.",
    );
  });
});
