// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../contract";
import type { IntegrationsRead } from "../../contract/console-settings-pages";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import IntegrationsRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.settings.integrations";

afterEach(cleanup);

const integrations: IntegrationsRead = {
  ga4: [],
  facebook: [],
  social_login: {
    google: { enabled: true, client_id: null },
    facebook: { enabled: false, client_id: null },
    apple: { enabled: false, client_id: null },
  },
  version: 1,
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

function renderPage(send: Send, role: StaffRole = "OWNER") {
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/settings/integrations",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: IntegrationsRoute,
        ErrorBoundary,
      },
    ],
    consoleContext(vi.fn(send)),
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/settings/integrations`]} />
    </I18nContext.Provider>,
  );
}

const save = async () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Salvar integrações" })));
const puts = (send: ReturnType<typeof vi.fn<Send>>) => send.mock.calls.filter(([method]) => method === "PUT");

describe("the integrations' settings", () => {
  it("sends the ids typed, a blank slot left out, a pixel with its events, and says they are saved", async () => {
    const send = vi.fn<Send>(async (method) => (method === "PUT" ? ok({ id: null, version: 2 }) : ok(integrations)));
    renderPage(send);
    fireEvent.change(await screen.findByLabelText("ID de métricas 2"), { target: { value: "G-CARRINHO1" } });
    fireEvent.change(screen.getAllByLabelText("ID do pixel")[0]!, { target: { value: "123456789012345" } });
    fireEvent.click(screen.getAllByLabelText("Compra")[0]!);
    fireEvent.change(screen.getByLabelText("ID de cliente Apple"), { target: { value: "br.com.carrinho.web" } });
    fireEvent.click(screen.getByLabelText("Oferecer login com Apple"));
    await save();
    expect(await screen.findByText("Integrações salvas. Os novos visitantes já as usam.")).toBeTruthy();
    expect(puts(send)[0]![4]).toEqual({
      ga4: ["G-CARRINHO1"],
      facebook: [
        {
          facebook_pixel_id: "123456789012345",
          facebook_api_conversion_enabled: false,
          add_payment_info: false,
          add_to_cart: false,
          initiate_checkout: false,
          lead: false,
          purchase: true,
          remove_from_cart: false,
          view_content: false,
        },
      ],
      social_login: {
        google: { enabled: true, client_id: "" },
        facebook: { enabled: false, client_id: "" },
        apple: { enabled: true, client_id: "br.com.carrinho.web" },
      },
    });
  });

  it("refuses an id on the slot it was typed in, and a pasted secret with its reason, without asking the API", async () => {
    const send = vi.fn<Send>(async () => ok(integrations));
    renderPage(send);
    fireEvent.change(await screen.findByLabelText("ID de métricas 2"), { target: { value: "UA-1234-1" } });
    fireEvent.change(screen.getByLabelText("ID de cliente Google"), { target: { value: "GOCSPX-abcdefghijklmnop" } });
    await save();
    await screen.findAllByText("Um ID de métricas do GA4 tem o formato G-XXXXXXXXXX.");
    expect(screen.getByLabelText("ID de métricas 2").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("ID de métricas 1").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getAllByText(/Isto parece um segredo/).length).toBeGreaterThan(0);
    expect((screen.getByLabelText("ID de métricas 2") as HTMLInputElement).value).toBe("UA-1234-1");
    expect(puts(send)).toEqual([]);
  });

  it("says the API is down, keeping what was typed", async () => {
    const send = vi.fn<Send>(async (method) => (method === "PUT" ? refusal("UNAVAILABLE", 503) : ok(integrations)));
    renderPage(send);
    fireEvent.change(await screen.findByLabelText("ID de métricas 1"), { target: { value: "G-CARRINHO1" } });
    await save();
    expect(await screen.findByText(/O sistema não conseguiu salvar agora/)).toBeTruthy();
    expect((screen.getByLabelText("ID de métricas 1") as HTMLInputElement).value).toBe("G-CARRINHO1");
  });

  it("shows staff the ids and no form", async () => {
    renderPage(async () => ok({ ...integrations, ga4: ["G-CARRINHO1"] }), "STAFF");
    expect(await screen.findByText("Só o dono da loja altera estas configurações.")).toBeTruthy();
    expect(screen.getByText("G-CARRINHO1")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
