// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../contract";
import type { ContactRead } from "../../contract/console-settings-pages";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import ContactRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.settings.contact";

afterEach(cleanup);

const contact: ContactRead = {
  visible: true,
  phone: "+551131420857",
  email: "oi@carrinho.test",
  whatsapp: null,
  whatsapp_visible: false,
  website: null,
  link_faq: null,
  address: {
    visible: true,
    street: "Rua Augusta",
    number: "100",
    complement: null,
    neighborhood: "Consolação",
    city: "São Paulo",
    state: "SP",
    zip_code: "01304-000",
    reference_point: null,
  },
  social: {
    instagram: "https://www.instagram.com/carrinho",
    facebook: null,
    tiktok: null,
    twitter: null,
    youtube: null,
  },
  version: 2,
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

function renderPage(send: Send, role: StaffRole = "OWNER") {
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/settings/contact",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: ContactRoute,
        ErrorBoundary,
      },
    ],
    consoleContext(vi.fn(send)),
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/settings/contact`]} />
    </I18nContext.Provider>,
  );
}

const save = async () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Salvar contato" })));

describe("the contact's settings", () => {
  it("sends the WhatsApp number and a social link as typed, and says the contact is saved", async () => {
    const send = vi.fn<Send>(async (method) => (method === "PUT" ? ok({ id: null, version: 3 }) : ok(contact)));
    renderPage(send);
    fireEvent.change(await screen.findByLabelText("WhatsApp"), { target: { value: "(11) 97442-0857" } });
    fireEvent.click(screen.getByLabelText("Mostrar o botão de WhatsApp aos clientes"));
    fireEvent.change(screen.getByLabelText("TikTok"), { target: { value: "https://www.tiktok.com/@carrinho" } });
    await save();
    expect(await screen.findByText("Contato salvo. Os novos visitantes já o veem.")).toBeTruthy();
    const body = send.mock.calls.find(([method]) => method === "PUT")![4] as Record<string, unknown>;
    expect(body).toMatchObject({
      visible: true,
      phone: "+551131420857",
      whatsapp: "(11) 97442-0857",
      whatsapp_visible: true,
      social: { instagram: "https://www.instagram.com/carrinho", tiktok: "https://www.tiktok.com/@carrinho" },
      address: { street: "Rua Augusta", city: "São Paulo", visible: true },
    });
  });

  it("refuses a link that is not http(s) on its field without asking the API, keeping what was typed", async () => {
    const send = vi.fn<Send>(async () => ok(contact));
    renderPage(send);
    fireEvent.change(await screen.findByLabelText("Facebook"), { target: { value: "javascript:alert(1)" } });
    await save();
    expect(await screen.findAllByText(/Digite o endereço completo, começando com https:\/\//)).not.toHaveLength(0);
    expect((screen.getByLabelText("Facebook") as HTMLInputElement).value).toBe("javascript:alert(1)");
    expect(send.mock.calls.filter(([method]) => method === "PUT")).toEqual([]);
  });

  it("puts the API's refusal of a phone beside its field", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "PUT"
        ? refusal("VALIDATION_ERROR", 422, {
            errors: [{ field: "whatsapp", message: "console.settings.pages.errors.phoneInvalid" }],
          })
        : ok(contact),
    );
    renderPage(send);
    fireEvent.change(await screen.findByLabelText("WhatsApp"), { target: { value: "9999" } });
    await save();
    await screen.findAllByText(/Não é um número de telefone/);
    const field = screen.getByLabelText("WhatsApp") as HTMLInputElement;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toMatch(
      /Não é um número de telefone/,
    );
    expect(field.value).toBe("9999");
  });

  it("shows staff the contact and no form", async () => {
    renderPage(async () => ok(contact), "STAFF");
    expect(await screen.findByText("Só o dono da loja altera estas configurações.")).toBeTruthy();
    expect(screen.getByText("+551131420857")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
