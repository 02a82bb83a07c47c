// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ClosedStoreDialog, type ClosedNotice, type PointsNotice, type WelcomeNotice } from "./ClosedStoreDialog";
import { renderInStore } from "../../../tests/support/render";

afterEach(cleanup);

const renderAt = (page: ReactNode, language: "pt-BR" | "es" = "pt-BR") =>
  renderInStore(page, { slug: "sabor-da-casa-salvador", language });

const welcome: WelcomeNotice = {
  kind: "welcome",
  name: "Sabor da Casa Salvador",
  description: "Comida caseira com um toque baiano, aberta também aos domingos.",
  logo: null,
};

const closed: ClosedNotice = {
  kind: "closed",
  atTable: false,
  scheduleOnly: true,
  canSchedule: false,
  untilFurtherNotice: false,
  key: "schedule-only",
  nextOpening: null,
  otherStores: null,
};

describe("the store's welcome", () => {
  it("greets by the store's name with its description, and its one way on is a plain form", async () => {
    renderAt(<ClosedStoreDialog notice={welcome} closeHref="/sabor-da-casa-salvador" />);
    const dialog = await screen.findByRole("dialog", { name: "Boas-vindas ao cardápio de Sabor da Casa Salvador" });
    expect(within(dialog).getByText(welcome.description!)).toBeTruthy();
    expect(within(dialog).getByText("Escolha seus pratos no cardápio e monte seu pedido.")).toBeTruthy();
    // Nothing about a closed store, no scheduling link.
    expect(within(dialog).queryByText(/fechada|agendados/)).toBeNull();
    expect(within(dialog).queryByRole("link")).toBeNull();
    for (const form of dialog.querySelectorAll("form")) {
      expect(form.getAttribute("method")).toBe("post");
      expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe("dismiss-welcome");
      expect(form.querySelector('input[name="key"]')).toBeNull();
    }
  });

  it("in Spanish", async () => {
    renderAt(
      <ClosedStoreDialog notice={{ ...welcome, name: "La Brasa", description: null }} closeHref="/la-brasa" />,
      "es",
    );
    const dialog = await screen.findByRole("dialog", { name: "Te damos la bienvenida al menú de La Brasa" });
    expect(within(dialog).getByRole("button", { name: "Ver menú" })).toBeTruthy();
  });

  it("posts that it was closed, with its button or with Escape", async () => {
    const posted = renderAt(<ClosedStoreDialog notice={welcome} closeHref="/sabor-da-casa-salvador" />);
    const dialog = await screen.findByRole("dialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Ver cardápio" })));
    await waitFor(() => expect(posted).toEqual([{ intent: "dismiss-welcome" }]));
    await act(async () => fireEvent(dialog, new Event("cancel", { cancelable: true })));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ intent: "dismiss-welcome" });
  });
});

describe("the schedule-only notice", () => {
  it("says so, links to choosing a time, and remembers its closure by key", async () => {
    const posted = renderAt(<ClosedStoreDialog notice={closed} closeHref="/sabor-da-casa-salvador" />);
    const dialog = await screen.findByRole("dialog", { name: "Pedidos somente agendados" });
    expect(within(dialog).getByRole("link", { name: "Escolher horário" }).getAttribute("href")).toBe(
      "/sabor-da-casa-salvador/scheduling",
    );
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Ver cardápio" })));
    await waitFor(() => expect(posted).toEqual([{ intent: "dismiss-closed-notice", key: "schedule-only" }]));
  });
});

describe("the closed-store notice", () => {
  const closedNow: ClosedNotice = {
    ...closed,
    scheduleOnly: false,
    key: "2026-11-26T13:30:00.000Z",
    nextOpening: "Abre amanhã às 10:30",
  };

  it("at a store that schedules, offers 'Agendar pedido' to the scheduling page besides 'Ver cardápio'", async () => {
    const posted = renderAt(
      <ClosedStoreDialog notice={{ ...closedNow, canSchedule: true }} closeHref="/sabor-da-casa-salvador" />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Loja fechada no momento" });
    expect(within(dialog).getByText("Abre amanhã às 10:30")).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Você pode ver o cardápio e montar seu carrinho agora, e agendar o pedido para quando a loja estiver aberta.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/só pode ser enviado quando a loja abrir/)).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Agendar pedido" }).getAttribute("href")).toBe(
      "/sabor-da-casa-salvador/scheduling",
    );
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Ver cardápio" })));
    await waitFor(() => expect(posted).toEqual([{ intent: "dismiss-closed-notice", key: closedNow.key }]));
  });

  it("in Spanish", async () => {
    renderAt(<ClosedStoreDialog notice={{ ...closedNow, canSchedule: true }} closeHref="/la-brasa" />, "es");
    const dialog = await screen.findByRole("dialog", { name: "Tienda cerrada en este momento" });
    expect(within(dialog).getByRole("link", { name: "Programar pedido" })).toBeTruthy();
  });

  it("at a store that does not schedule, says the order waits for the opening and offers no time", async () => {
    renderAt(<ClosedStoreDialog notice={closedNow} closeHref="/sabor-da-casa-salvador" />);
    const dialog = await screen.findByRole("dialog", { name: "Loja fechada no momento" });
    expect(within(dialog).getByText(/o pedido só pode ser enviado quando a loja abrir/)).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: /Agendar|Escolher horário/ })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Ver cardápio" })).toBeTruthy();
  });

  it("at a table, says the table's orders still go to the kitchen, never that they wait for the opening", async () => {
    const atTable: ClosedNotice = { ...closedNow, atTable: true, nextOpening: null, key: "table:closed" };
    const posted = renderAt(<ClosedStoreDialog notice={atTable} closeHref="/sabor-da-casa-salvador" />);
    const dialog = await screen.findByRole("dialog", { name: "A loja está fora do horário" });
    expect(
      within(dialog).getByText(
        "Os pedidos desta mesa vão para a cozinha normalmente: monte seu carrinho e toque em “Enviar para a cozinha”.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/quando a loja abrir|fechada/)).toBeNull();
    expect(within(dialog).queryByRole("link")).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Ver cardápio" })));
    await waitFor(() => expect(posted).toEqual([{ intent: "dismiss-closed-notice", key: "table:closed" }]));
  });
});

describe("the points alert", () => {
  const points: PointsNotice = { kind: "points", points: 120, date: "19/06/2026", key: "2026-06-19" };

  it("says how many points expire and when; closing it or going to the points is one plain form, remembered for that day", async () => {
    const posted = renderAt(<ClosedStoreDialog notice={points} closeHref="/sabor-da-casa-salvador" />);
    const dialog = await screen.findByRole("dialog", { name: "Seus pontos vão vencer" });
    expect(within(dialog).getByText("120 pontos vencem em 19/06/2026. Troque-os antes disso.")).toBeTruthy();
    for (const form of dialog.querySelectorAll("form")) expect(form.getAttribute("method")).toBe("post");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Ver meus pontos" })));
    await waitFor(() =>
      expect(posted).toEqual([{ intent: "dismiss-points-alert", key: "2026-06-19", then: "loyalty" }]),
    );
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Ver cardápio" })));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ intent: "dismiss-points-alert", key: "2026-06-19" });
  });

  it("in Spanish, one point", async () => {
    renderAt(<ClosedStoreDialog notice={{ ...points, points: 1 }} closeHref="/la-brasa" />, "es");
    const dialog = await screen.findByRole("dialog", { name: "Tus puntos van a vencer" });
    expect(within(dialog).getByText("1 punto vence el 19/06/2026. Canjéalo antes.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Ver mis puntos" })).toBeTruthy();
  });
});
