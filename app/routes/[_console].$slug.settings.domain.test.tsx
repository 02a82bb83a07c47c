// @vitest-environment happy-dom
import { useRevalidator } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language, StaffRole } from "../../contract";
import type { CustomDomain, CustomDomains } from "../../contract/console-domain";
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
import DomainSettingsRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.settings.domain";

afterEach(cleanup);

const HOST = "pedidos.pizzaria-boa.com.br";
const TXT = "5f3c0e0a9b8d4c7e8f1a2b3c4d5e6f70";
const pending: CustomDomain = {
  host: HOST,
  status: "pending",
  failure: null,
  records: [
    { type: "CNAME", name: HOST, value: "domains.comanda.example" },
    { type: "TXT", name: `_cf-custom-hostname.${HOST}`, value: TXT },
  ],
  checked_at: "2026-12-07T13:30:00.000Z",
};
const none: CustomDomains = { domains: [], available: true, cname_target: "domains.comanda.example" };
const withDomain = (domain: CustomDomain): CustomDomains => ({ ...none, domains: [domain] });
const written = ok({ id: null, version: 3 });

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

/** The page as the console's frame has it: read again whenever a pushed event arrives (here, on a tap). */
function DomainReadAgain() {
  const revalidator = useRevalidator();
  return (
    <>
      <button type="button" onClick={() => revalidator.revalidate()} aria-busy={revalidator.state === "loading"}>
        Pushed event
      </button>
      <DomainSettingsRoute />
    </>
  );
}

function renderPage(
  send: Send,
  {
    role = "OWNER",
    language = "pt-BR",
    pushedEvents = false,
  }: { role?: StaffRole; language?: Language; pushedEvents?: boolean } = {},
) {
  const context = consoleContext(vi.fn(send));
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/settings/domain",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: pushedEvents ? DomainReadAgain : DomainSettingsRoute,
        ErrorBoundary,
      },
    ],
    context,
  );
  const i18n = { language, t: createTranslator(language, resources[language].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/settings/domain`]} />
    </I18nContext.Provider>,
  );
}

async function addDomain(host: string, label = "Domínio") {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: host } });
  const form = screen.getByLabelText(label).closest("form")!;
  await act(async () => fireEvent.click(within(form).getByRole("button")));
}

describe("the own domain page", () => {
  it("adds the domain and shows it pending, with the CNAME and TXT records to create", async () => {
    let state = none;
    const send = vi.fn<Send>(async (method) => {
      if (method === "POST") {
        state = withDomain(pending);
        return written;
      }
      return ok(state);
    });
    renderPage(send);
    await addDomain(` https://${HOST.toUpperCase()}/ `);
    expect(
      await screen.findByText("Domínio adicionado. Crie os registros abaixo no provedor do domínio."),
    ).toBeTruthy();
    expect(send).toHaveBeenCalledWith("POST", `/console/${CONSOLE_SLUG}/domain`, "token-OWNER", expect.anything(), {
      host: HOST,
      // The form's own key: sent twice, it adds once.
      request_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByRole("heading", { name: HOST })).toBeTruthy();
    expect(screen.getByText(/^Aguardando verificação/)).toBeTruthy();
    const records = screen.getByRole("table", { name: `Registros de DNS de ${HOST}` });
    const rows = within(records)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "TipoNomeValor",
      `CNAME${HOST}domains.comanda.example`,
      `TXT_cf-custom-hostname.${HOST}${TXT}`,
    ]);
    expect(screen.getByRole("button", { name: "Verificar agora" })).toBeTruthy();
    expect(screen.getByRole("button", { name: `Remover o domínio ${HOST}` })).toBeTruthy();
    expect(screen.queryByLabelText("Domínio")).toBeNull();
  });

  it("checks again and shows it active, then removes it", async () => {
    let state = withDomain(pending);
    const send = vi.fn<Send>(async (method, path) => {
      if (method === "POST" && path.endsWith("/check")) state = withDomain({ ...pending, status: "active" });
      if (method === "DELETE") {
        state = none;
        return written;
      }
      return ok(state);
    });
    renderPage(send);
    const check = await screen.findByRole("button", { name: "Verificar agora" });
    check.focus();
    await act(async () => fireEvent.click(check));
    expect(await screen.findByText(`Ativo: a loja já abre em ${HOST}.`)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Verificar agora" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: `Remover o domínio ${HOST}` })));
    expect(await screen.findByText("Domínio removido. A loja continua no endereço da plataforma.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith(
      "DELETE",
      `/console/${CONSOLE_SLUG}/domain/${HOST}`,
      "token-OWNER",
      expect.anything(),
    );
    expect(screen.getByLabelText("Domínio")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("status")));
  });

  it("says why a domain failed", async () => {
    renderPage(async () =>
      ok(withDomain({ ...pending, status: "failed", failure: "custom hostname does not CNAME to this zone." })),
    );
    expect(
      await screen.findByText(
        "A verificação falhou. Confira os registros abaixo e toque em Verificar agora. Motivo dado pelo provedor (em inglês): custom hostname does not CNAME to this zone.",
      ),
    ).toBeTruthy();
  });

  it("refuses a bad name before asking the API, keeps what was typed, and shows the API's refusal beside the field", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET"
        ? ok(none)
        : refusal("ALREADY_EXISTS", 409, { errors: [{ field: "host", message: "console.domain.errors.hostTaken" }] }),
    );
    renderPage(send);
    await addDomain("203.0.113.7");
    const summary = await screen.findByRole("heading", { name: "Corrija 1 campo para continuar" });
    expect(summary.parentElement!.textContent).toContain("Domínio: Use um nome de domínio, não um endereço IP.");
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(send.mock.calls.some(([method]) => method === "POST")).toBe(false);
    expect(screen.getByLabelText("Domínio")).toHaveProperty("value", "203.0.113.7");
    expect(screen.getByLabelText("Domínio").getAttribute("aria-invalid")).toBe("true");

    await addDomain(HOST);
    expect(
      await screen.findByText("Este domínio já está em uso por outra loja.", { selector: "[id$=-error]" }),
    ).toBeTruthy();
    expect(screen.getByLabelText("Domínio")).toHaveProperty("value", HOST);
  });

  it("says, in Spanish, that the provider did not answer and nothing was changed", async () => {
    renderPage(async (method) => (method === "GET" ? ok(none) : refusal("DOMAIN_PROVIDER_UNAVAILABLE", 503)), {
      language: "es",
    });
    await addDomain(HOST, "Dominio");
    expect(
      await screen.findByText(
        "El proveedor de dominios no respondió y no se cambió nada. Inténtalo de nuevo en unos minutos.",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Dominio")).toHaveProperty("value", HOST);
  });

  it("sends the add form's key again after a refusal and a pushed event, so it is still the same add", async () => {
    let answer: unknown = refusal("DOMAIN_PROVIDER_UNAVAILABLE", 503);
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(none) : answer));
    renderPage(send, { pushedEvents: true });
    await addDomain(HOST);
    await screen.findByText(/^O provedor de domínios não respondeu/);
    const pushed = screen.getByRole("button", { name: "Pushed event" });
    await act(async () => fireEvent.click(pushed));
    await waitFor(() => expect(pushed.getAttribute("aria-busy")).toBe("false"));
    answer = written;
    await addDomain(HOST);
    await waitFor(() => expect(send.mock.calls.filter(([method]) => method === "POST")).toHaveLength(2));
    const keys = send.mock.calls
      .filter(([method]) => method === "POST")
      .map(([, , , , body]) => (body as { request_key?: string }).request_key);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), keys[0]]);
  });

  it("shows staff the domain and its records, but no form", async () => {
    renderPage(async () => ok(withDomain(pending)), { role: "STAFF" });
    expect(await screen.findByRole("heading", { name: HOST })).toBeTruthy();
    expect(screen.getByRole("table")).toBeTruthy();
    expect(screen.getByText("Só o proprietário da loja adiciona ou remove o domínio.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("refuses a staff member's post without asking the API", async () => {
    const send = vi.fn();
    const request = consoleRequest("/settings/domain", await consoleCookie("STAFF"), { intent: "add", host: HOST });
    const answer = action(
      withConsoleCookie(
        { request, context: consoleContext(send), params: { slug: CONSOLE_SLUG } },
        await consoleCookie("STAFF"),
      ),
    );
    await expect(answer).rejects.toSatisfy((thrown: { status?: number; init?: { status?: number } }) =>
      [thrown.status, thrown.init?.status].includes(403),
    );
    expect(send).not.toHaveBeenCalled();
  });
});
