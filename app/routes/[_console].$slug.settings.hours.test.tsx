// @vitest-environment happy-dom
import { useRevalidator } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "../../contract";
import type { HoursSettings } from "../../contract/console-settings-hours";
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
import HoursRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.settings.hours";

afterEach(cleanup);

const lunchAndDinner = [
  { opens_at: "11:00", closes_at: "15:00" },
  { opens_at: "18:00", closes_at: "23:00" },
];

const hours: HoursSettings = {
  timezone: "America/Sao_Paulo",
  today: "2026-11-25",
  days: Array.from({ length: 7 }, (_, weekday) => ({ weekday, shifts: weekday === 1 ? [] : lunchAndDinner })),
  closures: [{ id: 5, starts_on: "2026-12-25", ends_on: "2026-12-25", reason: "Natal" }],
  scheduling: {
    scheduling_enabled: true,
    schedule_only: false,
    slot_minutes: 30,
    days_ahead: 7,
    lead_time_minutes: { DELIVERY: 45, TAKEOUT: 20 },
    time_to_receive: { DELIVERY: { minimum: 40, maximum: 60 }, TAKEOUT: { minimum: 15, maximum: 25 } },
  },
  version: 3,
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

const PATH = `/_console/${CONSOLE_SLUG}/settings/hours`;
const API = `/console/${CONSOLE_SLUG}/settings/hours`;

/** The page as the console's frame has it: read again whenever a pushed event arrives (here, on a tap). */
function HoursReadAgain() {
  const revalidator = useRevalidator();
  return (
    <>
      <button type="button" onClick={() => revalidator.revalidate()} aria-busy={revalidator.state === "loading"}>
        Pushed event
      </button>
      <HoursRoute />
    </>
  );
}

async function readAgain() {
  const pushed = screen.getByRole("button", { name: "Pushed event" });
  await act(async () => fireEvent.click(pushed));
  await waitFor(() => expect(pushed.getAttribute("aria-busy")).toBe("false"));
}

function renderPage(send: Send, role: StaffRole = "OWNER", withPushedEvents = false) {
  const context = consoleContext(vi.fn(send));
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/settings/hours",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: withPushedEvents ? HoursReadAgain : HoursRoute,
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

const section = async (title: string) =>
  within((await screen.findByRole("heading", { name: title, level: 2 })).closest("section")!);

const writes = (send: ReturnType<typeof vi.fn<Send>>) => send.mock.calls.filter(([method]) => method !== "GET");

describe("the hours page", () => {
  it("sends the whole week, a changed shift and an emptied row left out", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(hours) : ok({ id: null, version: 4 })));
    renderPage(send);
    const week = await section("Horários da semana");
    fireEvent.change(week.getByLabelText("Fecha (Sexta-feira, turno 2)"), { target: { value: "02:00" } });
    fireEvent.change(week.getByLabelText("Abre (Domingo, turno 1)"), { target: { value: "" } });
    fireEvent.change(week.getByLabelText("Fecha (Domingo, turno 1)"), { target: { value: "" } });
    await act(async () => fireEvent.click(week.getAllByRole("button", { name: "Salvar horários" })[0]!));
    expect(await screen.findByText("Horários da semana salvos.")).toBeTruthy();
    const [[method, path, token, , body]] = writes(send) as [[string, string, string, unknown, { days: unknown[] }]];
    expect([method, path, token]).toEqual(["PUT", `${API}/week`, "token-OWNER"]);
    expect(body.days[0]).toEqual({ weekday: 0, shifts: [lunchAndDinner[1]] });
    expect(body.days[1]).toEqual({ weekday: 1, shifts: [] });
    expect(body.days[5]).toEqual({
      weekday: 5,
      shifts: [lunchAndDinner[0], { opens_at: "18:00", closes_at: "02:00" }],
    });
  });

  it("adds an empty row to one day and removes a row, keeping what was typed, without asking the API", async () => {
    const send = vi.fn<Send>(async () => ok(hours));
    renderPage(send);
    const week = await section("Horários da semana");
    fireEvent.change(week.getByLabelText("Abre (Terça-feira, turno 1)"), { target: { value: "10:30" } });
    await act(async () => fireEvent.click(week.getByRole("button", { name: "Mais um turno (Segunda-feira)" })));
    const again = await section("Horários da semana");
    const added = (await again.findByLabelText("Abre (Segunda-feira, turno 1)")) as HTMLInputElement;
    expect(added.value).toBe("");
    expect(document.activeElement).toBe(added);
    expect((again.getByLabelText("Abre (Terça-feira, turno 1)") as HTMLInputElement).value).toBe("10:30");

    await act(async () => fireEvent.click(again.getByRole("button", { name: "Remover turno (Terça-feira, turno 1)" })));
    const after = await section("Horários da semana");
    await vi.waitFor(() => expect(after.queryByLabelText("Abre (Terça-feira, turno 2)")).toBeNull());
    expect((after.getByLabelText("Abre (Terça-feira, turno 1)") as HTMLInputElement).value).toBe("18:00");
    // The focus stays in the day, on its "one more shift".
    await vi.waitFor(() => expect(document.activeElement?.id).toBe("week-more-2"));
    expect(writes(send)).toEqual([]);
  });

  it("puts the API's refusal of an overlapping shift beside its field, on the row as typed", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET"
        ? ok(hours)
        : refusal("VALIDATION_ERROR", 400, {
            errors: [{ field: "days.0.shifts.0.opens_at", message: "console.settings.hours.errors.shiftsOverlap" }],
          }),
    );
    renderPage(send);
    const week = await section("Horários da semana");
    // Sunday's first row emptied: the API's shift 0 is the form's row 1.
    fireEvent.change(week.getByLabelText("Abre (Domingo, turno 1)"), { target: { value: "" } });
    fireEvent.change(week.getByLabelText("Fecha (Domingo, turno 1)"), { target: { value: "" } });
    await act(async () => fireEvent.click(week.getAllByRole("button", { name: "Salvar horários" })[0]!));
    const again = await section("Horários da semana");
    expect(await again.findByText("Este turno se sobrepõe a outro do mesmo dia.")).toBeTruthy();
    expect(again.getByRole("link", { name: /Domingo, turno 2: abre/ })).toBeTruthy();
    expect(again.getByLabelText("Abre (Domingo, turno 2)").getAttribute("aria-invalid")).toBe("true");
    expect(again.getByLabelText("Abre (Domingo, turno 1)").getAttribute("aria-invalid")).toBeNull();
  });

  it("adds a closure of one day with its reason, and refuses a past one on its field keeping what was typed", async () => {
    const send = vi.fn<Send>(async (method, path, _token, _schema, body) => {
      if (method === "GET") return ok(hours);
      return (body as { starts_on: string }).starts_on < hours.today
        ? refusal("VALIDATION_ERROR", 422, {
            errors: [{ field: "ends_on", message: "console.settings.hours.errors.closurePast" }],
          })
        : ok({ id: 6, version: 4 });
    });
    renderPage(send, "OWNER", true);
    const closures = await section("Feriados e fechamentos");
    expect(closures.getByText(/· Natal/, { selector: "span" })).toBeTruthy();
    fireEvent.change(closures.getByLabelText("Primeiro dia fechado"), { target: { value: "2026-11-01" } });
    fireEvent.change(closures.getByLabelText(/^Motivo/), { target: { value: "Reforma" } });
    await act(async () => fireEvent.click(closures.getByRole("button", { name: "Adicionar fechamento" })));
    const again = await section("Feriados e fechamentos");
    expect(await again.findByText("Este fechamento já passou.")).toBeTruthy();
    expect(again.getByLabelText("Último dia fechado").getAttribute("aria-invalid")).toBe("true");
    expect((again.getByLabelText(/^Motivo/) as HTMLInputElement).value).toBe("Reforma");
    // A pushed event reads the page again (a new form key drawn) while the refusal is shown.
    await readAgain();

    fireEvent.change(again.getByLabelText("Primeiro dia fechado"), { target: { value: "2026-11-25" } });
    await act(async () => fireEvent.click(again.getByRole("button", { name: "Adicionar fechamento" })));
    expect(await screen.findByText("Fechamento adicionado.")).toBeTruthy();
    // The form's own key, the same after the refusal: sent twice, it adds one closure.
    const [refused, added] = writes(send).map((call) => call[4] as { request_key?: string });
    expect(refused!.request_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(writes(send).at(-1)).toEqual([
      "POST",
      `${API}/closures`,
      "token-OWNER",
      expect.anything(),
      { starts_on: "2026-11-25", ends_on: "2026-11-25", reason: "Reforma", request_key: refused!.request_key },
    ]);
    expect(added!.request_key).toBe(refused!.request_key);
  });

  it("removes a closure by its own button", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(hours) : ok({ id: null, version: 4 })));
    renderPage(send);
    const closures = await section("Feriados e fechamentos");
    await act(async () => fireEvent.click(closures.getByRole("button", { name: /^Remover/ })));
    expect(await screen.findByText("Fechamento removido.")).toBeTruthy();
    expect(writes(send)).toEqual([["DELETE", `${API}/closures/5`, "token-OWNER", expect.anything()]]);
  });

  it("sends the scheduling rules and prep times, and refuses a number it cannot read without asking the API", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(hours) : ok({ id: null, version: 4 })));
    renderPage(send);
    const form = await section("Agendamento e tempos de preparo");
    fireEvent.change(form.getByLabelText("Intervalo entre horários (minutos)"), { target: { value: "meia hora" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar agendamento" })));
    const again = await section("Agendamento e tempos de preparo");
    expect(await again.findByText("Informe um intervalo de 5 a 240 minutos.")).toBeTruthy();
    expect((again.getByLabelText("Intervalo entre horários (minutos)") as HTMLInputElement).value).toBe("meia hora");
    expect(writes(send)).toEqual([]);

    fireEvent.change(again.getByLabelText("Intervalo entre horários (minutos)"), { target: { value: "15" } });
    fireEvent.change(again.getByLabelText("Entrega: máximo (minutos)"), { target: { value: "70" } });
    fireEvent.click(again.getByLabelText("Só pedidos agendados"));
    await act(async () => fireEvent.click(again.getByRole("button", { name: "Salvar agendamento" })));
    expect(await screen.findByText("Agendamento e tempos de preparo salvos.")).toBeTruthy();
    expect(writes(send)).toEqual([
      [
        "PUT",
        `${API}/scheduling`,
        "token-OWNER",
        expect.anything(),
        {
          scheduling_enabled: true,
          schedule_only: true,
          slot_minutes: 15,
          days_ahead: 7,
          lead_time_minutes: { DELIVERY: 45, TAKEOUT: 20 },
          time_to_receive: { DELIVERY: { minimum: 40, maximum: 70 }, TAKEOUT: { minimum: 15, maximum: 25 } },
        },
      ],
    ]);
  });

  it("says so when the API is down, keeping what was typed", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(hours) : refusal("UNAVAILABLE", 503)));
    renderPage(send);
    const form = await section("Agendamento e tempos de preparo");
    fireEvent.change(form.getByLabelText("Dias oferecidos, hoje incluído"), { target: { value: "3" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar agendamento" })));
    const again = await section("Agendamento e tempos de preparo");
    expect(await again.findByText(/Não foi possível salvar agora/)).toBeTruthy();
    expect((again.getByLabelText("Dias oferecidos, hoje incluído") as HTMLInputElement).value).toBe("3");
  });

  it("shows staff the week, the closures and the rules, and no form", async () => {
    renderPage(async () => ok(hours), "STAFF");
    expect(await screen.findByText("Só o dono da loja altera os horários.")).toBeTruthy();
    expect(screen.getByText("Segunda-feira").nextElementSibling!.textContent).toBe("Fechado");
    expect(screen.getByText("Terça-feira").nextElementSibling!.textContent).toBe("11:00–15:00, 18:00–23:00");
    expect(screen.getByText(/· Natal/, { selector: "span" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("refuses a staff member's post without asking the API", async () => {
    const send = vi.fn();
    const cookie = await consoleCookie("STAFF");
    const request = consoleRequest("/settings/hours", cookie, { intent: "closure-remove", id: "5" });
    const answer = action(
      withConsoleCookie({ request, context: consoleContext(send), params: { slug: CONSOLE_SLUG } }, cookie),
    );
    await expect(answer).rejects.toSatisfy((thrown: { status?: number; init?: { status?: number } }) =>
      [thrown.status, thrown.init?.status].includes(403),
    );
    expect(send).not.toHaveBeenCalled();
  });
});
