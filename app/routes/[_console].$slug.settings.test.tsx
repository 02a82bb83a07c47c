// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language, SettingsChange, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok } from "../../tests/support/route-context";
import SettingsRoute, * as settingsModule from "./[_console].$slug.settings._index";
import ChangesRoute, * as changesModule from "./[_console].$slug.settings.changes";

/* The settings' index (every member, a sentence for staff) and the owner's trail, in words and money. */

afterEach(cleanup);

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

function renderAt(path: string, send: Send, role: StaffRole = "OWNER", language: Language = "pt-BR") {
  const route = (
    pattern: string,
    module: typeof settingsModule | typeof changesModule,
    Component: () => JSX.Element,
  ) => ({
    path: pattern,
    loader: async (args: Parameters<typeof module.loader>[0]) =>
      module.loader(withConsoleCookie(args, await consoleCookie(role))),
    Component,
    ErrorBoundary: module.ErrorBoundary,
  });
  const Stub = createRemixStub(
    [
      route("/_console/:slug/settings", settingsModule, SettingsRoute),
      route("/_console/:slug/settings/changes", changesModule, ChangesRoute),
    ],
    consoleContext(vi.fn(send)),
  );
  const i18n = { language, t: createTranslator(language, resources[language].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}${path}`]} />
    </I18nContext.Provider>,
  );
}

const change = (fields: Partial<SettingsChange>): SettingsChange => ({
  id: 1,
  at: "2026-12-07T15:30:00.000Z",
  staff_name: "Dona Carla",
  section: "delivery",
  action: "update",
  name: "Pinheiros",
  changes: [],
  ...fields,
});

describe("the settings' index", () => {
  it("links every section and the trail for the owner", async () => {
    renderAt("/settings", async () => ok(null));
    expect(await screen.findByRole("heading", { level: 1, name: "Configurações da loja" }, { timeout: 5000 }));
    expect(screen.getByRole("link", { name: "Horários" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/settings/hours`,
    );
    expect(screen.getByRole("link", { name: "Pagamentos online" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/payments`,
    );
    expect(screen.getByRole("link", { name: "Histórico de alterações" })).toBeTruthy();
  });

  it("tells staff only the owner changes them, without the trail, in Spanish too", async () => {
    renderAt("/settings", async () => ok(null), "STAFF", "es");
    expect(await screen.findByText(/Solo el dueño de la tienda cambia la configuración/, {}, { timeout: 5000 }));
    expect(screen.queryByRole("link", { name: "Historial de cambios" })).toBeNull();
  });
});

describe("the settings' trail", () => {
  it("says who changed which section, money in the store's currency and yes/no in words", async () => {
    const send = vi.fn<Send>(async () =>
      ok({
        changes: [
          change({
            changes: [
              { field: "fee", from: 500, to: 750 },
              { field: "enabled", from: true, to: false },
            ],
          }),
        ],
        next_before: 1,
      }),
    );
    renderAt("/settings/changes", send);
    expect(await screen.findByText("Entrega e retirada: Pinheiros alterado", {}, { timeout: 5000 }));
    expect(screen.getByText(/Taxa: de R\$\s5,00 para R\$\s7,50/)).toBeTruthy();
    expect(screen.getByText("Ativo: de sim para não")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alterações mais antigas" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/settings/changes?before=1`,
    );
    expect(send.mock.calls[0]!.slice(0, 2)).toEqual(["GET", `/console/${CONSOLE_SLUG}/settings/changes`]);
  });

  it("is the owner's: staff get no page", async () => {
    const send = vi.fn<Send>(async () => ok({ changes: [], next_before: null }));
    renderAt("/settings/changes", send, "STAFF");
    await screen.findByRole("heading", {}, { timeout: 5000 });
    expect(screen.getByText("Só o dono da loja vê o histórico das configurações.")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
