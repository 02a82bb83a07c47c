// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../contract";
import type { MenuImportResult } from "../../contract/console-menu-import";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok } from "../../tests/support/route-context";
import MenuImportRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.menu_.import";

afterEach(cleanup);

const preview: MenuImportResult = {
  mode: "preview",
  unchanged: false,
  version: 7,
  changes: [
    {
      kind: "changed",
      subject: "item",
      name: "Margherita",
      parent: "Pizzas",
      line: 2,
      fields: [{ field: "price", from: 4500, to: 4790 }],
    },
    { kind: "removed", subject: "category", name: "Bebidas", parent: null, line: null, fields: [] },
  ],
};

function renderPage(send: (...args: unknown[]) => Promise<unknown>, role: StaffRole = "OWNER") {
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/menu/import",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: MenuImportRoute,
        ErrorBoundary,
      },
    ],
    consoleContext(vi.fn(send)),
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/menu/import`]} />
    </I18nContext.Provider>,
  );
}

describe("the menu spreadsheet page", () => {
  it("shows the owner each change of the chosen file, and a confirm form that sends the same text back", async () => {
    renderPage(async () => ok(preview));
    const file = new File(["category;dish;price\nPizzas;Margherita;47,90\n"], "menu.csv", { type: "text/csv" });
    const input = (await screen.findByLabelText("Arquivo da planilha (Excel .xlsx ou CSV)")) as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add(file);
    input.files = files.files;
    fireEvent.change(input);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Ver as mudanças" })));

    const table = await screen.findByRole("table", { name: "O que a importação vai mudar" });
    const [, changed, removed] = within(table).getAllByRole("row");
    expect(changed!.textContent).toContain("AlteradoPratoMargherita em Pizzas2preço: R$\u00a045,00 → R$\u00a047,90");
    expect(removed!.textContent).toContain("RemovidoCategoriaBebidasVai para a lixeira");
    const confirm = screen.getByRole("button", { name: "Aplicar estas mudanças" }).closest("form")!;
    expect(Object.fromEntries(new FormData(confirm))).toEqual({
      intent: "apply",
      version: "7",
      file: "category;dish;price\nPizzas;Margherita;47,90\n",
      format: "csv",
    });
  });

  it("gives staff the downloads and says only the owner imports", async () => {
    renderPage(async () => ok(preview), "STAFF");
    expect(await screen.findByText("Só o dono da loja pode importar um cardápio. Você pode baixá-lo.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Planilha (CSV)" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/menu/export.csv`,
    );
    expect(screen.getByRole("link", { name: "Planilha do Excel (.xlsx)" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/menu/export.xlsx`,
    );
    expect(screen.queryByLabelText("Arquivo da planilha (Excel .xlsx ou CSV)")).toBeNull();
  });
});
