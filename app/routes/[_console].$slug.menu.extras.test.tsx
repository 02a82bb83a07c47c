// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuExtras, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import {
  CONSOLE_SLUG,
  consoleContext,
  consoleCookie,
  consoleRequest,
  withConsoleCookie,
} from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import ExtrasRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.menu.extras";

afterEach(cleanup);

const extras: MenuExtras = {
  extras: [
    {
      id: 801,
      name: "Molhos",
      description: "Da casa",
      enabled: true,
      min: 0,
      max: 2,
      additionals: [
        { id: 901, name: "Ketchup", price: 0, enabled: true },
        { id: 902, name: "Barbecue", price: 150, enabled: true },
      ],
    },
  ],
  version: 7,
  currency: "BRL",
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

const PATH = `/_console/${CONSOLE_SLUG}/menu/extras`;
const API = `/console/${CONSOLE_SLUG}/menu_editor/extras`;

function renderPage(send: Send, role: StaffRole = "OWNER") {
  const context = consoleContext(vi.fn(send));
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/menu/extras",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: ExtrasRoute,
        ErrorBoundary,
      },
    ],
    context,
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[PATH]} />
    </I18nContext.Provider>,
  );
}

const groupForm = async (title: string) =>
  within((await screen.findByRole("heading", { name: title })).closest("section")!.querySelector("form")!);

describe("the cart extras page", () => {
  it("saves a group whole: its additionals by id, a price typed as people type money, a new row added", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(extras) : ok({ id: 801, version: 8 })));
    renderPage(send);
    const form = await groupForm("Molhos");
    fireEvent.change(form.getByLabelText("Preço do extra 2"), { target: { value: "R$ 2,50" } });
    fireEvent.change(form.getByLabelText("Nome do extra 3"), { target: { value: "Mostarda" } });
    fireEvent.change(form.getByLabelText("Preço do extra 3"), { target: { value: "0,75" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: /^Salvar grupo/ })));
    expect(await screen.findByText("Grupo salvo. O carrinho já mostra a mudança.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith("PUT", `${API}/801`, "token-OWNER", expect.anything(), {
      name: "Molhos",
      description: "Da casa",
      enabled: true,
      min: 0,
      max: 2,
      additionals: [
        { id: 901, name: "Ketchup", price: 0, enabled: true },
        { id: 902, name: "Barbecue", price: 250, enabled: true },
        { name: "Mostarda", price: 75, enabled: true },
      ],
    });
  });

  it("shows what was saved after a change, not what was typed (a removed row is gone, the empty row empty)", async () => {
    let saved = false;
    const after: MenuExtras = {
      ...extras,
      version: 8,
      extras: [{ ...extras.extras[0]!, max: 1, additionals: [extras.extras[0]!.additionals[0]!] }],
    };
    const send = vi.fn<Send>(async (method) => {
      if (method !== "GET") saved = true;
      return method === "GET" ? ok(saved ? after : extras) : ok({ id: 801, version: 8 });
    });
    renderPage(send);
    const form = await groupForm("Molhos");
    fireEvent.click(form.getByLabelText("Remover o extra 2"));
    fireEvent.change(form.getByLabelText("Máximo de escolhas"), { target: { value: "1" } });
    fireEvent.change(form.getByLabelText("Nome do extra 3"), { target: { value: "Rascunho" } });
    fireEvent.change(form.getByLabelText("Nome do extra 3"), { target: { value: "" } });
    fireEvent.change(form.getByLabelText("Nome do extra 2"), { target: { value: "Barbecue apagado" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: /^Salvar grupo/ })));
    expect(await screen.findByText("Grupo salvo. O carrinho já mostra a mudança.")).toBeTruthy();
    const again = await groupForm("Molhos");
    expect((again.getByLabelText("Nome do extra 2") as HTMLInputElement).value).toBe("");
    expect(again.queryByLabelText("Nome do extra 3")).toBeNull();
  });

  it("refuses a price it cannot read on its field, keeping what was typed, without asking the API", async () => {
    const send = vi.fn<Send>(async () => ok(extras));
    renderPage(send);
    const form = await groupForm("Novo grupo de extras");
    fireEvent.change(form.getByLabelText("Nome do grupo"), { target: { value: "Sacolas" } });
    fireEvent.change(form.getByLabelText("Nome do extra 1"), { target: { value: "Sacola" } });
    fireEvent.change(form.getByLabelText("Preço do extra 1"), { target: { value: "três reais" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar grupo" })));
    expect(await screen.findByText("Informe um preço válido, como 34,90.")).toBeTruthy();
    const again = await groupForm("Novo grupo de extras");
    const price = again.getByLabelText("Preço do extra 1");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect((price as HTMLInputElement).value).toBe("três reais");
    expect((again.getByLabelText("Nome do grupo") as HTMLInputElement).value).toBe("Sacolas");
    expect(send.mock.calls.filter(([method]) => method !== "GET")).toEqual([]);
  });

  it("puts the API's refusal of an additional's price beside its field", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET"
        ? ok(extras)
        : refusal("VALIDATION_ERROR", 400, {
            errors: [{ field: "additionals.1.price", message: "console.menu.errors.priceTooHigh" }],
          }),
    );
    renderPage(send);
    const form = await groupForm("Molhos");
    fireEvent.change(form.getByLabelText("Preço do extra 2"), { target: { value: "999.999,00" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: /^Salvar grupo/ })));
    const again = await groupForm("Molhos");
    expect(await again.findByText("Esse preço passa do limite. Confira o valor.")).toBeTruthy();
    expect(again.getByLabelText("Preço do extra 2").getAttribute("aria-invalid")).toBe("true");
  });

  it("adds one more row without JavaScript's help (the form's own button)", async () => {
    renderPage(async () => ok(extras));
    const form = await groupForm("Molhos");
    expect(form.queryByLabelText("Nome do extra 4")).toBeNull();
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Mais uma opção" })));
    expect(await (await groupForm("Molhos")).findByLabelText("Nome do extra 4")).toBeTruthy();
  });

  it("shows staff the prices and no form", async () => {
    renderPage(async () => ok(extras), "STAFF");
    expect(await screen.findByText("Só o dono da loja muda os extras.")).toBeTruthy();
    expect(screen.getByText(/Barbecue: R\$\s?1,50/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("refuses a staff member's post without asking the API", async () => {
    const send = vi.fn();
    const cookie = await consoleCookie("STAFF");
    const request = consoleRequest("/menu/extras", cookie, { intent: "extra-delete", group: "801" });
    const answer = action(
      withConsoleCookie({ request, context: consoleContext(send), params: { slug: CONSOLE_SLUG } }, cookie),
    );
    await expect(answer).rejects.toSatisfy((thrown: { status?: number; init?: { status?: number } }) =>
      [thrown.status, thrown.init?.status].includes(403),
    );
    expect(send).not.toHaveBeenCalled();
  });
});
