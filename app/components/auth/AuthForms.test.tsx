// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Outlet } from "@remix-run/react";
import type { ActionFunction, AppLoadContext, LoaderFunction } from "@remix-run/cloudflare";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import LoginEmail, { action as emailAction, loader as emailLoader } from "~/routes/($slug).login.email";
import LoginOtp, { action as otpAction, loader as otpLoader } from "~/routes/($slug).login.otp";
import { EmailPasswordForm } from "./AuthForms";
import { servedMarkup } from "../../../tests/support/render";

afterEach(cleanup);

const refusal =
  (code: string, status: number, extra: Record<string, unknown> = {}) =>
  async () => ({ ok: false, status, error: { code, message: code, ...extra } });

function contextWith(api: Record<string, () => Promise<unknown>> = {}, sessionData: Record<string, string> = {}) {
  const data = { ...sessionData };
  return {
    api: new Proxy(api, {
      get: (target, name) =>
        target[String(name)] ??
        (() => {
          throw new Error(`the API was called (${String(name)}) for a refused form`);
        }),
    }),
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session: {
        get: (key: string) => data[key],
        set: (key: string, value: string) => void (data[key] = value),
        unset: (key: string) => void delete data[key],
        flash: () => undefined,
        has: (key: string) => key in data,
      },
      loadMerchant: async () => ({
        tropicalization: { country_code: "BRA", language: "pt-BR", currency: "BRL", timezone: "America/Sao_Paulo" },
      }),
      accessToken: async () => "visitor-token",
    },
  } as unknown as AppLoadContext;
}

function renderRoute(
  path: string,
  route: { Component: () => JSX.Element; loader: (args: never) => unknown; action: (args: never) => unknown },
  context: AppLoadContext,
  language: "pt-BR" | "es" = "pt-BR",
) {
  const Stub = createRemixStub(
    [
      {
        id: "routes/($slug)",
        path: "/:slug",
        loader: () => ({ merchant: null, client: null }),
        Component: Outlet,
        children: [
          {
            path: path.split("?")[0]!.replace("/bella-napoli/", ""),
            loader: (args) => route.loader({ ...args, context } as never) as ReturnType<LoaderFunction>,
            action: (args) => route.action({ ...args, context } as never) as ReturnType<ActionFunction>,
            Component: route.Component,
          },
        ],
      },
    ],
    context,
  );
  const t = createTranslator(language, (language === "es" ? es : ptBR) as Translations);
  render(
    <I18nContext.Provider value={{ language, t }}>
      <Stub initialEntries={[path]} />
    </I18nContext.Provider>,
  );
}

const emailRoute = { Component: LoginEmail, loader: emailLoader, action: emailAction };
const otpRoute = { Component: LoginOtp, loader: otpLoader, action: otpAction };

function submitWith(button: string) {
  const form = screen.getByRole("button", { name: button }).closest("form");
  if (!form) throw new Error(`no form around ${button}`);
  fireEvent.submit(form);
}

describe("e-mail and password form", () => {
  it("ties an invalid e-mail and a short password to their fields, keeping the e-mail and never the password", async () => {
    renderRoute("/bella-napoli/login/email", emailRoute, contextWith());
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "ana@" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "123" } });
    submitWith("Entrar");

    const emailError = await screen.findByText("E-mail inválido");
    const email = screen.getByLabelText("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe(emailError.id);
    expect(email).toHaveProperty("value", "ana@");
    const passwordError = screen.getByText("A senha precisa ter pelo menos 6 caracteres");
    expect(screen.getByLabelText("Senha").getAttribute("aria-describedby")).toBe(passwordError.id);
    // Emptied by an effect after the messages are drawn (passive effects may run a tick later).
    await waitFor(() => expect(screen.getByLabelText("Senha")).toHaveProperty("value", ""));
    const summary = screen.getByRole("heading", { name: "Corrija 2 campos para continuar" }).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["E-mail: E-mail inválido", "#auth-email"],
      ["Senha: A senha precisa ter pelo menos 6 caracteres", "#auth-password"],
    ]);
    expect(email.id).toBe("auth-email");
  });

  it("says 'Senha inválida' on the password, keeping the e-mail", async () => {
    renderRoute("/bella-napoli/login/email", emailRoute, contextWith({ login: refusal("INVALID_PASSWORD", 401) }));
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "wrong-password" } });
    submitWith("Entrar");

    const error = await screen.findByText("Senha inválida");
    expect(screen.getByLabelText("Senha").getAttribute("aria-describedby")).toBe(error.id);
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "ana@example.com");
    // Emptied by an effect after the message is drawn (passive effects may run a tick later).
    await waitFor(() => expect(screen.getByLabelText("Senha")).toHaveProperty("value", ""));
  });

  it("says 'E-mail ou senha inválidos' for an unknown e-mail and focuses the message", async () => {
    renderRoute("/bella-napoli/login/email", emailRoute, contextWith({ login: refusal("INVALID_CREDENTIALS", 401) }));
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "nobody@example.com" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "whatever1" } });
    submitWith("Entrar");

    const message = await screen.findByText("E-mail ou senha inválidos");
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "nobody@example.com");
  });

  it("tells the real time left after too many attempts, and that the store is unreachable when the API is down", async () => {
    const tooMany = (retryAfter?: number) =>
      contextWith({ login: refusal("RATE_LIMITED", 429, retryAfter === undefined ? {} : { retry_after: retryAfter }) });
    const cases: [number | undefined, string][] = [
      [45, "Muitas tentativas. Tente de novo em 45 segundos."],
      [1, "Muitas tentativas. Tente de novo em 1 segundo."],
      [61, "Muitas tentativas. Tente de novo em 2 minutos."],
      [840, "Muitas tentativas. Tente de novo em 14 minutos."],
      [undefined, "Muitas tentativas. Tente de novo daqui a pouco."],
    ];
    for (const [retryAfter, text] of cases) {
      renderRoute("/bella-napoli/login/email", emailRoute, tooMany(retryAfter));
      fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "ana@example.com" } });
      fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "wrong-password" } });
      submitWith("Entrar");
      expect(await screen.findByText(text)).toBeTruthy();
      cleanup();
    }

    renderRoute("/bella-napoli/login/email", emailRoute, contextWith({ login: refusal("INTERNAL_ERROR", 503) }), "es");
    fireEvent.change(await screen.findByLabelText("Correo electrónico"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "whatever1" } });
    submitWith("Ingresar");
    expect(await screen.findByText(es.auth.errors.unavailable)).toBeTruthy();
    expect(screen.getByLabelText("Correo electrónico")).toHaveProperty("value", "ana@example.com");
  });
});

describe("a refusal the page was loaded with (posted before the scripts ran)", () => {
  it("is not acted on again when the page hydrates: what the customer typed since, and where they are, stay", async () => {
    const Stub = createRemixStub([
      {
        path: "/bella-napoli/login/email",
        Component: () => (
          <EmailPasswordForm feedback={{ reply: null, message: "auth.errors.INVALID_CREDENTIALS", id: "answer-1" }} />
        ),
      },
    ]);
    const t = createTranslator("pt-BR", ptBR as Translations);
    const page = (
      <I18nContext.Provider value={{ language: "pt-BR", t }}>
        <Stub initialEntries={["/bella-napoli/login/email"]} />
      </I18nContext.Provider>
    );
    const served = servedMarkup(page);
    expect(screen.getByText("E-mail ou senha inválidos")).toBeTruthy();
    // On a slow phone the customer types again before the scripts have run.
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "typed-again" } });
    screen.getByLabelText("Senha").focus();

    await served.hydrate(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.getByLabelText("Senha")).toHaveProperty("value", "typed-again");
      expect(document.activeElement).toBe(screen.getByLabelText("Senha"));
    });
  });
});

describe("e-mail code form", () => {
  const atCodeStep = { registrationEmail: "ana@example.com" };

  it("refuses a code that is not 6 digits on its field, keeping what was typed", async () => {
    renderRoute("/bella-napoli/login/otp?step=code", otpRoute, contextWith({}, atCodeStep));
    const field = await screen.findByLabelText("Código de 6 dígitos");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    fireEvent.change(field, { target: { value: "12a4" } });
    submitWith("Confirmar código");

    const error = await screen.findByText("Informe o código de 6 dígitos");
    const refused = screen.getByLabelText("Código de 6 dígitos");
    expect(refused.getAttribute("aria-invalid")).toBe("true");
    expect(refused.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(refused).toHaveProperty("value", "12a4");
    const summary = screen.getByRole("heading", { name: "Corrija 1 campo para continuar" }).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getByRole("link", { name: "Código de 6 dígitos: Informe o código de 6 dígitos" })
        .getAttribute("href"),
    ).toBe(`#${refused.id}`);
  });

  it("says the code is wrong or expired on the field (TOKEN_INVALID)", async () => {
    renderRoute(
      "/bella-napoli/login/otp?step=code",
      otpRoute,
      contextWith({ authenticateEmail: refusal("TOKEN_INVALID", 422) }, atCodeStep),
    );
    fireEvent.change(await screen.findByLabelText("Código de 6 dígitos"), { target: { value: "000000" } });
    submitWith("Confirmar código");

    const error = await screen.findByText(ptBR.auth.errors.TOKEN_INVALID);
    expect(screen.getByLabelText("Código de 6 dígitos").getAttribute("aria-describedby")?.split(" ")).toContain(
      error.id,
    );
    expect(screen.getByLabelText("Código de 6 dígitos")).toHaveProperty("value", "000000");
  });

  it("tells the time left in the customer's language when the account must wait", async () => {
    renderRoute(
      "/bella-napoli/login/otp?step=code",
      otpRoute,
      contextWith({ authenticateEmail: refusal("RATE_LIMITED", 429, { retry_after: 38 }) }, atCodeStep),
      "es",
    );
    fireEvent.change(await screen.findByLabelText(es.auth.fields.code), { target: { value: "123456" } });
    submitWith(es.auth.otp.confirm);
    const message = await screen.findByText("Demasiados intentos. Vuelve a intentarlo en 38 segundos.");
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it("says the code's e-mail could not be sent (MAIL_NOT_SENT) where the customer asked, keeping the e-mail", async () => {
    renderRoute("/bella-napoli/login/otp", otpRoute, contextWith({ tokenEmail: refusal("MAIL_NOT_SENT", 503) }));
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "ana@example.com" } });
    submitWith("Enviar código");
    const message = await screen.findByText(ptBR.auth.errors.MAIL_NOT_SENT);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "ana@example.com");
    cleanup();

    renderRoute(
      "/bella-napoli/login/otp?step=code",
      otpRoute,
      contextWith({ tokenEmail: refusal("MAIL_NOT_SENT", 503) }, atCodeStep),
      "es",
    );
    fireEvent.click(await screen.findByRole("button", { name: es.auth.otp.resend }));
    const resent = await screen.findByText(es.auth.errors.MAIL_NOT_SENT);
    expect(resent.closest("form")?.contains(screen.getByLabelText(es.auth.fields.code))).toBe(true);
  });

  it("asks the e-mail first when the session has none", async () => {
    renderRoute("/bella-napoli/login/otp?step=code", otpRoute, contextWith());
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "not-an-email" } });
    submitWith("Enviar código");
    const error = await screen.findByText("E-mail inválido");
    expect(screen.getByLabelText("E-mail").getAttribute("aria-describedby")).toBe(error.id);
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "not-an-email");
  });
});
