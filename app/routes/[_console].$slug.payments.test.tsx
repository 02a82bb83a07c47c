// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language, PaymentAccount, StaffRole } from "../../contract";
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
import PaymentsRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.payments";

afterEach(cleanup);

const TOKEN = "TEST-4826-120700-5555666677778888999900001111aaaa-246810121";
const SECRET = "segredo-do-webhook-0123456789";
const WEBHOOK_URL = `https://comanda.example/_webhooks/mercadopago/${CONSOLE_SLUG}`;
const sandbox: PaymentAccount = { provider: "sandbox", public_key: null, connected_at: null, webhook_url: WEBHOOK_URL };
const connected: PaymentAccount = {
  provider: "mercadopago",
  public_key: "TEST-5a6b7c8d-1234-4f00-9abc-0123456789ab",
  connected_at: "2026-12-07T13:30:00.000Z",
  webhook_url: WEBHOOK_URL,
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

function renderPage(
  send: Send,
  { role = "OWNER", language = "pt-BR" }: { role?: StaffRole; language?: Language } = {},
) {
  const context = consoleContext(vi.fn(send));
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/payments",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: PaymentsRoute,
        ErrorBoundary,
      },
    ],
    context,
  );
  const i18n = { language, t: createTranslator(language, resources[language].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/payments`]} />
    </I18nContext.Provider>,
  );
}

/** Pastes the credentials and sends the form. */
async function connect(
  fields: { token?: string; publicKey?: string; secret?: string },
  labels: [string, string, string],
) {
  const [token, publicKey, secret] = labels;
  fireEvent.change(screen.getByLabelText(token), { target: { value: fields.token ?? TOKEN } });
  fireEvent.change(screen.getByLabelText(publicKey), { target: { value: fields.publicKey ?? "" } });
  fireEvent.change(screen.getByLabelText(secret), { target: { value: fields.secret ?? SECRET } });
  const form = screen.getByLabelText(token).closest("form")!;
  await act(async () => fireEvent.click(within(form).getByRole("button")));
}

const PT_LABELS: [string, string, string] = ["Access token", "Public key (opcional)", "Assinatura secreta do webhook"];
const ES_LABELS: [string, string, string] = ["Access token", "Public key (opcional)", "Clave secreta del webhook"];

describe("the online payments page", () => {
  it("shows the owner the sandbox, the webhook URL to copy and an empty form whose secrets are password fields", async () => {
    renderPage(async () => ok(sandbox));
    expect(await screen.findByText("Sandbox de demonstração (nenhum dinheiro de verdade)")).toBeTruthy();
    expect(screen.getByLabelText("URL de notificações (webhook)")).toHaveProperty("value", WEBHOOK_URL);
    for (const label of ["Access token", "Assinatura secreta do webhook"]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("type")).toBe("password");
      expect(field.getAttribute("autocomplete")).toBe("off");
      expect(field).toHaveProperty("value", "");
    }
    expect(screen.queryByRole("button", { name: "Usar o sandbox de demonstração" })).toBeNull();
  });

  it("sends the pasted credentials and, once connected, says since when, never filling the secrets back", async () => {
    let account = sandbox;
    const send = vi.fn<Send>(async (method, _path, _token, _schema, body) => {
      if (method === "PUT") account = { ...connected, public_key: (body as { public_key: string }).public_key };
      return ok(account);
    });
    renderPage(send);
    await screen.findByText("Sandbox de demonstração (nenhum dinheiro de verdade)");
    await connect({ publicKey: connected.public_key! }, PT_LABELS);
    expect(
      await screen.findByText("Mercado Pago conectado. Os próximos pagamentos online vão para esta conta."),
    ).toBeTruthy();
    expect(send).toHaveBeenCalledWith(
      "PUT",
      `/console/${CONSOLE_SLUG}/payment_account`,
      "token-OWNER",
      expect.anything(),
      {
        provider: "mercadopago",
        access_token: TOKEN,
        public_key: connected.public_key,
        webhook_secret: SECRET,
      },
    );
    expect(screen.getByText(/^Mercado Pago conectado desde .*2026/)).toBeTruthy();
    expect(screen.getByText(connected.public_key!)).toBeTruthy();
    expect(screen.getByLabelText("Access token")).toHaveProperty("value", "");
    expect(document.body.innerHTML).not.toContain(TOKEN);
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(screen.getByRole("button", { name: "Usar o sandbox de demonstração" })).toBeTruthy();
  });

  it("shows a token Mercado Pago refused beside its field and in the summary, in Portuguese; the public key kept, the secrets not", async () => {
    const send = async (method: string) =>
      method === "GET"
        ? ok(sandbox)
        : refusal("PAYMENT_CREDENTIALS_REFUSED", 422, {
            errors: [{ field: "access_token", message: "console.payments.errors.tokenRefused" }],
          });
    renderPage(send);
    await screen.findByText("Sandbox de demonstração (nenhum dinheiro de verdade)");
    await connect({ publicKey: connected.public_key! }, PT_LABELS);
    const summary = await screen.findByRole("heading", { name: "Corrija 1 campo para continuar" });
    const refused =
      "O Mercado Pago recusou este access token. Confira se copiou o token inteiro e se a aplicação ainda existe. Nada foi salvo.";
    expect(summary.parentElement!.textContent).toContain(`Access token: ${refused}`);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    const token = screen.getByLabelText("Access token");
    expect(token.getAttribute("aria-invalid")).toBe("true");
    expect(token).toHaveProperty("value", "");
    expect(document.getElementById(`${token.id}-error`)!.textContent).toBe(refused);
    expect(screen.getByLabelText("Public key (opcional)")).toHaveProperty("value", connected.public_key);
    expect(
      screen.getByText("Por segurança, o access token e a assinatura secreta não voltam preenchidos: cole-os de novo."),
    ).toBeTruthy();
  });

  it("refuses a malformed token before asking the API, and says a provider that did not answer, in Spanish", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET" ? ok(sandbox) : refusal("PAYMENT_PROVIDER_UNAVAILABLE", 503),
    );
    renderPage(send, { language: "es" });
    await screen.findByText("Sandbox de demostración (sin dinero real)");
    await connect({ token: "no-es-un-token" }, ES_LABELS);
    expect(
      await screen.findByText("Esto no es un access token de Mercado Pago: empieza con APP_USR- o TEST-.", {
        selector: "[id$=-error]",
      }),
    ).toBeTruthy();
    expect(send.mock.calls.some(([method]) => method === "PUT")).toBe(false);

    await connect({}, ES_LABELS);
    expect(
      await screen.findByText(
        "No pudimos comunicarnos con Mercado Pago ahora, así que no se guardó nada. Inténtalo de nuevo en unos instantes.",
      ),
    ).toBeTruthy();
    expect(send.mock.calls.some(([method]) => method === "PUT")).toBe(true);
  });

  it("shows staff the state but not the form", async () => {
    renderPage(async () => ok(connected), { role: "STAFF" });
    expect(await screen.findByText(/^Mercado Pago conectado desde/)).toBeTruthy();
    expect(screen.getByText("Só o dono da loja pode conectar ou trocar a conta do Mercado Pago.")).toBeTruthy();
    expect(screen.queryByLabelText("Access token")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("refuses a staff member's post (a form the page never showed them) without asking the API", async () => {
    const send = vi.fn();
    const request = consoleRequest("/payments", await consoleCookie("STAFF"), {
      provider: "mercadopago",
      access_token: TOKEN,
      webhook_secret: SECRET,
    });
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
