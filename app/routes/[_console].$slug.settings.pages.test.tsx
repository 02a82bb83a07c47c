// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../contract";
import type { InformationPagesRead } from "../../contract/console-settings-pages";
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
import PagesRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.settings.pages";

afterEach(cleanup);

const read: InformationPagesRead = {
  pages: {
    about_us: "Somos o **Carrinho**.",
    terms_of_use: "Termos.",
    cancellation_policy: null,
    repentance_policy: null,
    privacy_policy: null,
    superapp_description: null,
  },
  version: 3,
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

const PATH = `/_console/${CONSOLE_SLUG}/settings/pages`;
const API = `/console/${CONSOLE_SLUG}/settings/pages`;

function renderPage(send: Send, role: StaffRole = "OWNER") {
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/settings/pages",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: PagesRoute,
        ErrorBoundary,
      },
    ],
    consoleContext(vi.fn(send)),
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[PATH]} />
    </I18nContext.Provider>,
  );
}

const pageForm = async (title: string) =>
  within((await screen.findByRole("heading", { name: title, level: 2 })).closest("section")!.querySelector("form")!);

/**
 * A control of a page's form as drawn now, retrying: the page may draw its forms again (after its
 * data is read again), leaving an element found before without its label's control.
 */
const inForm = <T,>(title: string, find: (form: ReturnType<typeof within>) => T) =>
  waitFor(() =>
    find(within(screen.getByRole("heading", { name: title, level: 2 }).closest("section")!.querySelector("form")!)),
  );

describe("the information pages' settings", () => {
  it("previews the typed Markdown as customers will read it, without its script, and keeps what was typed", async () => {
    const send = vi.fn<Send>(async () => ok(read));
    renderPage(send);
    await pageForm("Sobre nós");
    const typed = "Desde **1998**.\n\n<script>alert(1)</script>\n\n[menu](javascript:alert(1))";
    fireEvent.change(await inForm("Sobre nós", (form) => form.getByLabelText("Texto · Sobre nós")), {
      target: { value: typed },
    });
    await act(async () =>
      fireEvent.click(await inForm("Sobre nós", (form) => form.getByRole("button", { name: "Pré-visualizar" }))),
    );
    const preview = await screen.findByRole("region", { name: "Pré-visualização de Sobre nós" });
    expect(preview.querySelector("strong")?.textContent).toBe("1998");
    expect(preview.innerHTML).not.toMatch(/script|javascript:|alert/);
    expect(
      ((await inForm("Sobre nós", (form) => form.getByLabelText("Texto · Sobre nós"))) as HTMLTextAreaElement).value,
    ).toBe(typed);
    expect(send.mock.calls.filter(([method]) => method === "PUT")).toEqual([]);
  });

  it("saves one page's text and says so beside it", async () => {
    let saved = false;
    const send = vi.fn<Send>(async (method) => {
      if (method === "PUT") saved = true;
      return method === "PUT"
        ? ok({ id: null, version: 4 })
        : ok(saved ? { ...read, pages: { ...read.pages, privacy_policy: "Seus dados." } } : read);
    });
    renderPage(send);
    await pageForm("Política de privacidade");
    fireEvent.change(
      await inForm("Política de privacidade", (form) => form.getByLabelText("Texto · Política de privacidade")),
      { target: { value: "Seus dados." } },
    );
    await act(async () =>
      fireEvent.click(
        await inForm("Política de privacidade", (form) =>
          form.getByRole("button", { name: "Salvar Política de privacidade" }),
        ),
      ),
    );
    expect(await screen.findByText("Política de privacidade salva. Os novos visitantes já a veem.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith("PUT", `${API}/privacy_policy`, "token-OWNER", expect.anything(), {
      text: "Seus dados.",
    });
  });

  it("puts a text over the bound on its field without asking the API, keeping it", async () => {
    const send = vi.fn<Send>(async () => ok(read));
    renderPage(send);
    await pageForm("Termos de uso");
    const long = "a".repeat(20_001);
    fireEvent.change(await inForm("Termos de uso", (form) => form.getByLabelText("Texto · Termos de uso")), {
      target: { value: long },
    });
    await act(async () =>
      fireEvent.click(
        await inForm("Termos de uso", (form) => form.getByRole("button", { name: "Salvar Termos de uso" })),
      ),
    );
    expect(await screen.findByText("Longo demais: encurte o texto.")).toBeTruthy();
    // Looked up in the form as drawn now: the page may draw it again after the refusal.
    await waitFor(async () =>
      expect(
        ((await pageForm("Termos de uso")).getByLabelText("Texto · Termos de uso") as HTMLTextAreaElement).value,
      ).toBe(long),
    );
    expect(send.mock.calls.filter(([method]) => method === "PUT")).toEqual([]);
  });

  it("says the API is down beside the form, keeping the text", async () => {
    const send = vi.fn<Send>(async (method) => (method === "PUT" ? refusal("UNAVAILABLE", 503) : ok(read)));
    renderPage(send);
    await pageForm("Termos de uso");
    fireEvent.change(await inForm("Termos de uso", (form) => form.getByLabelText("Texto · Termos de uso")), {
      target: { value: "Novos termos." },
    });
    await act(async () =>
      fireEvent.click(
        await inForm("Termos de uso", (form) => form.getByRole("button", { name: "Salvar Termos de uso" })),
      ),
    );
    expect(await screen.findByText(/O sistema não conseguiu salvar agora/)).toBeTruthy();
    await waitFor(async () =>
      expect(
        ((await pageForm("Termos de uso")).getByLabelText("Texto · Termos de uso") as HTMLTextAreaElement).value,
      ).toBe("Novos termos."),
    );
  });

  it("shows staff each page as customers read it, and no form", async () => {
    renderPage(async () => ok(read), "STAFF");
    expect(await screen.findByText("Só o dono da loja altera estas configurações.")).toBeTruthy();
    const about = (await screen.findByRole("heading", { name: "Sobre nós", level: 2 })).closest("section")!;
    expect(about.querySelector("strong")?.textContent).toBe("Carrinho");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("refuses a staff member's post without asking the API", async () => {
    const send = vi.fn();
    const cookie = await consoleCookie("STAFF");
    const request = consoleRequest("/settings/pages", cookie, { page: "terms_of_use", text: "x", intent: "save" });
    const answer = action(
      withConsoleCookie({ request, context: consoleContext(send), params: { slug: CONSOLE_SLUG } }, cookie),
    );
    await expect(answer).rejects.toSatisfy((thrown: { status?: number; init?: { status?: number } }) =>
      [thrown.status, thrown.init?.status].includes(403),
    );
    expect(send).not.toHaveBeenCalled();
  });
});
