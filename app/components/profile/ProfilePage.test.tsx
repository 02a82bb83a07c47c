// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import ptBR from "../../../locales/pt-BR/common.json";
import { ProfilePage, type ProfileActionData, type ProfileView } from "./ProfilePage";
import { declaredTexts, rawKeys } from "../../../tests/support/render";
import { handle as layoutHandle } from "~/routes/($slug)";
import { handle as profileHandle } from "~/routes/($slug).profile/route";

afterEach(cleanup);

const view: ProfileView = {
  title: "Meu perfil",
  notice: null,
  country: "BRA",
  client: {
    name: "Ana Souza",
    email: "ana@example.com",
    phone: "(11) 91234-5678",
    birthdate: "",
    birthdateEditable: true,
    notifications: { email: true, sms: false, whatsapp: false },
  },
  editable: { name: true, phone: true, email: true },
  pendingEmail: null,
  profileHref: "/loja/profile",
  addressesHref: "/loja/profile/addresses",
  cardsHref: "/loja/profile/cards",
  logoutAction: "/loja/logout",
};

function renderProfile(
  page: ProfileView = view,
  result: ProfileActionData | null = null,
  texts = ptBR as Translations,
) {
  const t = createTranslator("pt-BR", texts);
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <I18nContext.Provider value={{ language: "pt-BR", t }}>
          <ProfilePage page={page} result={result} />
        </I18nContext.Provider>
      ),
    },
  ]);
  return render(<Stub />);
}

describe("ProfilePage", () => {
  it("labels each field with its autocomplete, the phone formatted, the notification choices as saved", () => {
    renderProfile();
    expect(screen.getByLabelText("Nome")).toHaveProperty("value", "Ana Souza");
    expect(screen.getByLabelText("Nome").getAttribute("autocomplete")).toBe("name");
    expect(screen.getByLabelText("Celular")).toHaveProperty("value", "(11) 91234-5678");
    expect(screen.getByLabelText("Celular").getAttribute("autocomplete")).toBe("tel-national");
    expect(screen.getByLabelText("Data de nascimento").getAttribute("aria-describedby")).toBe("profile-birthdate-hint");
    expect(screen.getByLabelText("Receber novidades por e-mail")).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Receber novidades por SMS")).toHaveProperty("checked", false);
    expect(screen.getByRole("button", { name: "Sair da conta" }).closest("form")?.getAttribute("action")).toBe(
      "/loja/logout",
    );
  });

  it("shows a refused name as typed, with its error tied to the field", () => {
    const result: ProfileActionData = {
      reply: {
        status: "error",
        initialValue: { intent: "name", name: "A" },
        error: { name: ["validation.nameTooShort"] },
      },
      formError: null,
    };
    renderProfile(view, result);
    const name = screen.getByLabelText("Nome");
    expect(name).toHaveProperty("value", "A");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Informe pelo menos 2 caracteres",
    );
    // The other forms show what is saved.
    expect(screen.getByLabelText("Celular")).toHaveProperty("value", "(11) 91234-5678");
  });

  it("shows a birthdate already changed, and fields the store does not let change, without a form", () => {
    renderProfile({
      ...view,
      client: { ...view.client, birthdate: "07/04/1990", birthdateEditable: false },
      editable: { name: false, phone: true, email: false },
    });
    expect(screen.queryByRole("textbox", { name: "Data de nascimento" })).toBeNull();
    expect(screen.getByText("07/04/1990")).toBeTruthy();
    expect(screen.getByText(/já foi alterada uma vez/)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Nome" })).toBeNull();
    expect(screen.getByText("Ana Souza")).toBeTruthy();
    expect(screen.queryByLabelText("Novo e-mail")).toBeNull();
    expect(screen.getByLabelText("Celular")).toBeTruthy();
  });

  it("after the code is sent, asks for it with one-time-code and keeps the new address", () => {
    renderProfile({ ...view, pendingEmail: "nova@example.com" });
    expect(screen.getByText(/Enviamos um código de 6 dígitos para nova@example.com/)).toBeTruthy();
    const code = screen.getByLabelText("Código de 6 dígitos");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.closest("form")?.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      "nova@example.com",
    );
  });
});

describe("ProfilePage's texts in the browser", () => {
  it("renders each state with only the parts its routes load, never a raw key", () => {
    const texts = declaredTexts("pt-BR", layoutHandle, profileHandle);
    const refused: ProfileActionData = {
      reply: {
        status: "error",
        initialValue: { intent: "name", name: "A" },
        error: { name: ["validation.nameTooShort"] },
      },
      formError: null,
    };
    // The mail provider's refusal of a code and an unreachable store: keys that come from the action, not from the page's code.
    const mailNotSent: ProfileActionData = {
      reply: {
        status: "error",
        initialValue: { intent: "emailCode", email: "nova@example.com" },
        error: { email: ["auth.errors.MAIL_NOT_SENT"] },
      },
      formError: null,
    };
    const unreachable: ProfileActionData = {
      reply: { status: "error", initialValue: { intent: "notifications" } },
      formError: "profile.errors.unreachable",
    };
    const linked = { ...view, ordersHref: "/loja/orders", couponsHref: "/loja/coupons", loyaltyHref: "/loja/loyalty" };
    const states: Array<[ProfileView, ProfileActionData | null]> = [
      [linked, null],
      [view, refused],
      [view, mailNotSent],
      [view, unreachable],
      [{ ...view, pendingEmail: "nova@example.com" }, null],
      [
        {
          ...view,
          client: { ...view.client, birthdate: "07/04/1990", birthdateEditable: false },
          editable: { name: false, phone: true, email: false },
        },
        null,
      ],
    ];
    for (const [page, result] of states) {
      renderProfile(page, result, texts);
      expect(screen.getAllByRole("button").length).toBeGreaterThan(0);
      expect(rawKeys(document.body.innerHTML)).toEqual([]);
      cleanup();
    }
  });
});
