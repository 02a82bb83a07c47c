// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS, type AddressFields } from "~/lib/accounts/address-form";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import { AddressForm, type AddressFormProps } from "./AddressForm";
import { servedMarkup } from "../../../tests/support/render";

afterEach(cleanup);

const typed: AddressFields = {
  ...EMPTY_ADDRESS,
  label: "WORK",
  zip_code: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  city: "São Paulo",
  state: "SP",
};

function BrazilianForm({ language = "pt-BR", ...props }: Partial<AddressFormProps> & { language?: "pt-BR" | "es" }) {
  const t = createTranslator(language, (language === "es" ? es : ptBR) as Translations);
  return (
    <I18nContext.Provider value={{ language, t }}>
      <AddressForm
        id="address-form"
        country="BRA"
        rule={{ enabled_reference_point: false, required_reference_point: false }}
        fields={typed}
        errors={{}}
        formError={null}
        mismatch={null}
        found={false}
        far={null}
        tiles={{ url: "/_map/tiles/{z}/{x}/{y}.svg", attribution: "" }}
        {...props}
      />
    </I18nContext.Provider>
  );
}

function renderForm(props: Partial<AddressFormProps> = {}, language: "pt-BR" | "es" = "pt-BR") {
  const Stub = createRemixStub([{ path: "/", Component: () => <BrazilianForm language={language} {...props} /> }]);
  return render(<Stub />);
}

describe("AddressForm", () => {
  it("labels every field and keeps what the customer typed", () => {
    renderForm();
    expect(screen.getByLabelText("CEP")).toHaveProperty("value", "01310-100");
    expect(screen.getByLabelText("Rua")).toHaveProperty("value", "Avenida Paulista");
    expect(screen.getByLabelText("Número")).toHaveProperty("value", "1000");
    expect(screen.getByLabelText("Cidade")).toHaveProperty("value", "São Paulo");
    expect(screen.getByLabelText("Estado")).toHaveProperty("value", "SP");
    expect(screen.getByLabelText("Trabalho")).toHaveProperty("checked", true);
    expect(screen.getByLabelText("CEP").getAttribute("autocomplete")).toBe("postal-code");
    expect(screen.getByLabelText("CEP").getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByRole("button", { name: "Buscar CEP" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Salvar endereço" })).toBeTruthy();
  });

  it("drawn by the answer to 'Buscar CEP' (without JavaScript), opens on the next field to fill, with the code and street it shows kept for Enter", () => {
    const Stub = createRemixStub([
      { path: "/", Component: () => <BrazilianForm found fields={{ ...typed, number: "" }} /> },
    ]);
    // The stub's router is a browser one: React warns that its layout effect does nothing on a server.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const served = Object.assign(document.createElement("div"), { innerHTML: renderToString(<Stub />) });
    quiet.mockRestore();
    expect([...served.querySelectorAll("[autofocus]")].map((element) => element.getAttribute("name"))).toEqual([
      "number",
    ]);
    expect(served.querySelector<HTMLInputElement>('input[name="drawn_zip_code"]')?.value).toBe("01310-100");
    expect(served.querySelector<HTMLInputElement>('input[name="drawn_street"]')?.value).toBe("Avenida Paulista");
  });

  it("ties each error to its field with aria-describedby, in the customer's language", () => {
    renderForm({ errors: { street: "validation.required", zip_code: "addresses.lookup.notFound.cep" } });
    const street = screen.getByLabelText("Rua");
    expect(street.getAttribute("aria-invalid")).toBe("true");
    const streetError = document.getElementById(street.getAttribute("aria-describedby")!);
    expect(streetError?.textContent).toBe("Preencha este campo");
    const zip = screen.getByLabelText("CEP");
    expect(document.getElementById(zip.getAttribute("aria-describedby")!)?.textContent).toMatch(/^CEP não encontrado/);
    // A field without error says nothing more.
    expect(screen.getByLabelText("Cidade").hasAttribute("aria-describedby")).toBe(false);
  });

  it("has no summary while nothing is refused", () => {
    renderForm();
    expect(screen.queryByRole("heading", { name: /^Corrija/ })).toBeNull();
  });

  it("starts a refused form with a summary whose links name each field and lead to it", () => {
    renderForm({
      errors: {
        number: "validation.required",
        zip_code: "addresses.lookup.notFound.cep",
        label: "addresses.errors.label",
      },
    });
    const summary = screen.getByRole("heading", { name: "Corrija 3 campos para continuar" }).parentElement!;
    // Focusable: the server's page puts the focus there as it loads (autofocus, seen in the e2e
    // tests without JavaScript), the route's useFocusRefusal with it.
    expect(summary.getAttribute("tabindex")).toBe("-1");
    const links = Array.from(summary.querySelectorAll("a"));
    expect(links.map((link) => link.textContent)).toEqual([
      `Tipo de endereço: ${ptBR.addresses.errors.label}`,
      expect.stringMatching(/^CEP: CEP não encontrado/),
      `Número: ${ptBR.validation.required}`,
    ]);
    for (const link of links) expect(document.getElementById(link.hash.slice(1))).not.toBeNull();
  });

  it("asks for the reference point only when the store does, and requires it only when told", () => {
    renderForm();
    expect(screen.queryByLabelText(/Ponto de referência/)).toBeNull();
    cleanup();
    renderForm({ rule: { enabled_reference_point: true, required_reference_point: false } });
    expect(screen.getByLabelText("Ponto de referência (opcional)").hasAttribute("required")).toBe(false);
    cleanup();
    renderForm({ rule: { enabled_reference_point: true, required_reference_point: true } });
    expect(screen.getByLabelText("Ponto de referência").hasAttribute("required")).toBe(true);
  });

  it("asks to confirm a city that is not the postal code's, with a button that saves anyway", () => {
    renderForm({ mismatch: { zipCity: "São Paulo", zipState: "SP", city: "Curitiba", state: "PR" } });
    expect(screen.getByRole("alert").textContent).toBe(
      "O CEP informado é de São Paulo (SP), mas a cidade é Curitiba (PR). Salvar assim mesmo?",
    );
    expect(screen.getByRole("button", { name: "Salvar assim mesmo" })).toBeTruthy();
  });

  it("names a postal code of Colombia or Mexico as such", () => {
    renderForm({ country: "COL", fields: { ...EMPTY_ADDRESS, zip_code: "110111" } }, "es");
    expect(screen.getByLabelText("Código postal")).toHaveProperty("value", "110111");
    expect(screen.getByLabelText("Código postal").getAttribute("maxlength")).toBe("6");
    expect(screen.getByRole("button", { name: "Buscar código postal" })).toBeTruthy();
    expect(screen.getByLabelText("Calle")).toBeTruthy();
  });
});

describe("a postal code typed before the page's script arrived", () => {
  function servedForm(fields: AddressFields = EMPTY_ADDRESS) {
    const lookups: string[] = [];
    const Stub = createRemixStub([
      {
        path: "/bella-napoli/profile/addresses/new",
        Component: () => <BrazilianForm fields={fields} />,
        action: async ({ request }) => {
          const form = await request.formData();
          lookups.push(`${form.get("intent")} ${form.get("zip_code")}`);
          return { found: false, fields: EMPTY_ADDRESS, errors: {}, formError: null };
        },
      },
    ]);
    return { served: servedMarkup(<Stub initialEntries={["/bella-napoli/profile/addresses/new"]} />), lookups };
  }

  it("is looked up once the page hydrates, as if typed then, and the focus stays in the field", async () => {
    const { served, lookups } = servedForm();
    const zip = screen.getByLabelText("CEP");
    fireEvent.change(zip, { target: { value: "01310-100" } });
    zip.focus();
    await served.hydrate(async () => {
      await waitFor(() => expect(lookups).toEqual(["lookup 01310100"]));
      expect(document.activeElement).toBe(screen.getByLabelText("CEP"));
    });
  });

  it("is not looked up while incomplete", async () => {
    const { served, lookups } = servedForm();
    fireEvent.change(screen.getByLabelText("CEP"), { target: { value: "01310" } });
    await served.hydrate(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(lookups).toEqual([]);
    });
  });

  it("leaves the code a saved address was served with alone", async () => {
    const { served, lookups } = servedForm(typed);
    await served.hydrate(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(lookups).toEqual([]);
      expect(screen.getByLabelText("Rua")).toHaveProperty("value", "Avenida Paulista");
    });
  });
});
