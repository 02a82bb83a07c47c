// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data as respond } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import { assignSchema } from "~/lib/tables/table.server";
import { AssignForm } from "./AssignForm";

afterEach(cleanup);

function renderForm(language: "pt-BR" | "es", askPhone: boolean) {
  function Page() {
    const result = useActionData<{ reply: Parameters<typeof AssignForm>[0]["reply"]; id: string }>();
    return (
      <AssignForm
        action="/bella-napoli/table/assign?code=NAPOLI-MESA-2"
        askPhone={askPhone}
        reply={result?.reply}
        answerId={result?.id}
      />
    );
  }
  const Stub = createRemixStub([
    {
      path: "/bella-napoli/table/assign",
      Component: Page,
      action: async ({ request }) => {
        const submission = parseWithZod(await request.formData(), { schema: assignSchema(askPhone, "BRA") });
        if (submission.status !== "success")
          return respond({ reply: submission.reply(), id: crypto.randomUUID() }, { status: 400 });
        return respond(
          { reply: submission.reply({ formErrors: ["table.errors.closed"] }), id: crypto.randomUUID() },
          { status: 422 },
        );
      },
    },
  ]);
  const t = createTranslator(language, (language === "es" ? es : ptBR) as Translations);
  render(
    <I18nContext.Provider value={{ language, t }}>
      <Stub initialEntries={["/bella-napoli/table/assign?code=NAPOLI-MESA-2"]} />
    </I18nContext.Provider>,
  );
}

describe("AssignForm", () => {
  it("ties a too-short name's message to the field, keeps what was typed, and focuses the summary that leads to it", async () => {
    renderForm("pt-BR", false);
    const name = screen.getByLabelText("Seu nome");
    const guests = screen.getByLabelText(/^Quantas pessoas/);
    fireEvent.change(name, { target: { value: "A" } });
    fireEvent.change(guests, { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar na mesa" }));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    const described = document.getElementById(name.getAttribute("aria-describedby")!);
    expect(described?.textContent).toBe("Informe pelo menos 2 caracteres");
    expect((screen.getByLabelText("Seu nome") as HTMLInputElement).value).toBe("A");
    expect((screen.getByLabelText(/^Quantas pessoas/) as HTMLInputElement).value).toBe("4");
    expect(screen.queryByLabelText("Telefone")).toBeNull();
    const summary = screen.getByRole("heading", { name: "Corrija 1 campo para continuar" }).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = within(summary).getByRole("link", { name: "Seu nome: Informe pelo menos 2 caracteres" });
    expect(link.getAttribute("href")).toBe(`#${name.id}`);
  });

  it("refuses a number of guests out of range and a missing phone, in Spanish", async () => {
    renderForm("es", true);
    fireEvent.change(screen.getByLabelText("Tu nombre"), { target: { value: "Lucía" } });
    fireEvent.change(screen.getByLabelText(/^Cuántas personas/), { target: { value: "31" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar a la mesa" }));
    const guests = screen.getByLabelText(/^Cuántas personas/);
    await waitFor(() => expect(guests.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(guests.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Ingresa un número de 1 a 30.",
    );
    expect(screen.getByRole("textbox", { name: "Teléfono" }).getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText("Tu nombre") as HTMLInputElement).value).toBe("Lucía");
  });

  it("marks the phone the store asks for as required, to the eye and to assistive technology", () => {
    renderForm("pt-BR", true);
    // Its accessible name is the label's words without the marker, which the input's `required` says.
    const phone = screen.getByRole("textbox", { name: "Telefone" }) as HTMLInputElement;
    expect(phone.required).toBe(true);
    const label = document.querySelector(`label[for="${phone.id}"]`)!;
    expect(label.textContent).toBe("Telefone Obrigatório");
    expect(
      within(label as HTMLElement)
        .getByText("Obrigatório")
        .getAttribute("aria-hidden"),
    ).toBe("true");
  });

  it("shows the API's refusal as the form's message", async () => {
    renderForm("pt-BR", false);
    fireEvent.change(screen.getByLabelText("Seu nome"), { target: { value: "Ana" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar na mesa" }));
    expect((await screen.findByRole("alert")).textContent).toContain("A conta desta mesa já foi pedida ou fechada");
  });
});
