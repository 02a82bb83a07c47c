// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language, RescueCart, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import RescueRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.rescue";

afterEach(cleanup);

const ana: RescueCart = {
  guid: "cart-ana",
  first_name: "Ana",
  items: [
    { name: "Pizza Margherita", quantity: 2 },
    { name: "Guaraná", quantity: 1 },
  ],
  total: 10_490,
  left_at: "2026-12-07T15:32:00.000Z",
  email: true,
  whatsapp: true,
  sent: null,
};
const bia: RescueCart = { ...ana, guid: "cart-bia", first_name: "Bia", whatsapp: false };

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

function renderPage(
  send: Send,
  { role = "STAFF", language = "pt-BR" }: { role?: StaffRole; language?: Language } = {},
) {
  const context = {
    ...consoleContext(vi.fn(send)),
    page: { publicOrigin: "https://comanda.example" },
  } as unknown as AppLoadContext;
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/rescue",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: RescueRoute,
        ErrorBoundary,
      },
    ],
    context,
  );
  const i18n = { language, t: createTranslator(language, resources[language].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/rescue`]} />
    </I18nContext.Provider>,
  );
}

/** Clicks the button once it shows. */
async function click(name: string) {
  const button = await screen.findByRole("button", { name });
  await act(async () => fireEvent.click(button));
}

const list = (carts: RescueCart[]) => ok({ date: "2026-12-07", timezone: "America/Sao_Paulo", carts });

describe("the abandoned carts page", () => {
  it("shows each cart's first name, items, total in the store's money and when it was left", async () => {
    renderPage(async () => list([ana, bia]));
    const card = (await screen.findByRole("heading", { name: "Ana", level: 2 })).closest("section")!;
    expect(within(card).getByText("2× Pizza Margherita")).toBeTruthy();
    expect(within(card).getByText("R$ 104,90")).toBeTruthy();
    expect(within(card).getByText("Deixado às 12:32")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Enviar o link por e-mail para Ana" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Enviar o link por WhatsApp para Ana" })).toBeTruthy();
    const other = screen.getByRole("heading", { name: "Bia", level: 2 }).closest("section")!;
    expect(within(other).queryByRole("button", { name: /WhatsApp/ })).toBeNull();
    expect(within(other).getByText("Sem WhatsApp: o cliente não aceita ou não tem telefone.")).toBeTruthy();
  });

  it("says when there is none", async () => {
    renderPage(async () => list([]), { language: "es" });
    expect(await screen.findByText("No hay carritos abandonados hoy.")).toBeTruthy();
  });

  it("sends by e-mail with the storefront's origin, then says so and shows who sent it instead of the buttons", async () => {
    let carts = [ana];
    const send = vi.fn<Send>(async (method) => {
      if (method === "POST") {
        carts = [{ ...ana, sent: { channel: "EMAIL", sent_at: "2026-12-07T15:40:00.000Z", staff_name: "Rita" } }];
        return ok({ channel: "EMAIL", sent_at: "2026-12-07T15:40:00.000Z", staff_name: "Rita", whatsapp_url: null });
      }
      return list(carts);
    });
    renderPage(send);
    await click("Enviar o link por e-mail para Ana");
    expect(await screen.findByText("Link enviado por e-mail para Ana.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith(
      "POST",
      `/console/${CONSOLE_SLUG}/rescue/cart-ana/sends`,
      "token-STAFF",
      expect.anything(),
      { channel: "EMAIL", link_origin: "https://comanda.example" },
    );
    expect(screen.getByText("Enviado por e-mail às 12:40 por Rita")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Enviar o link/ })).toBeNull();
  });

  it("gives the wa.me link to open after a WhatsApp send", async () => {
    const url = "https://wa.me/5511987654321?text=Ol%C3%A1";
    renderPage(async (method) =>
      method === "POST"
        ? ok({ channel: "WHATSAPP", sent_at: "2026-12-07T15:40:00.000Z", staff_name: "Rita", whatsapp_url: url })
        : list([ana]),
    );
    await click("Enviar o link por WhatsApp para Ana");
    const link = await screen.findByRole("link", { name: "Abrir o WhatsApp com a mensagem para Ana" });
    expect(link.getAttribute("href")).toBe(url);
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("says a cart already sent today beside it", async () => {
    renderPage(async (method) => (method === "POST" ? refusal("RESCUE_ALREADY_SENT", 409) : list([ana])));
    await click("Enviar o link por e-mail para Ana");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Este carrinho já recebeu o link hoje.");
    expect(alert.closest("section")).toBe(screen.getByRole("heading", { name: "Ana", level: 2 }).closest("section"));
  });

  it("says the e-mail could not go out when the API is down, keeping the page", async () => {
    renderPage(async (method) => (method === "POST" ? refusal("INTERNAL_ERROR", 503) : list([ana])));
    await click("Enviar o link por e-mail para Ana");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Não foi possível enviar agora. Tente de novo em instantes.",
    );
    expect(screen.getByRole("heading", { name: "Carrinhos abandonados de hoje", level: 1 })).toBeTruthy();
  });
});
