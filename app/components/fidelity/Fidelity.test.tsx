// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { FidelityCard, type FidelityCardData } from "./FidelityCard";
import { FidelityDialog } from "./FidelityDialog";
import { renderInStore } from "../../../tests/support/render";

afterEach(cleanup);

const card: FidelityCardData = {
  name: "Clube Bella Napoli",
  modality: "ORDERS",
  progress: 4,
  goal: 5,
  reward: "R$ 20 de desconto no próximo pedido",
  rewardAvailable: false,
};

const renderAt = (page: ReactNode, language: "pt-BR" | "es" = "pt-BR") =>
  renderInStore(page, { slug: "bella-napoli", language });

describe("FidelityCard", () => {
  it("shows the progress in words and as a bar named by the same words, and links to the programme's page", async () => {
    renderAt(<FidelityCard fidelity={card} />);
    const region = await screen.findByRole("region", { name: "Programa de fidelidade: Clube Bella Napoli" });
    expect(within(region).getByText("4 de 5 pedidos", { selector: "p" })).toBeTruthy();
    const bar = within(region).getByRole("progressbar", { name: "4 de 5 pedidos" });
    expect(bar.getAttribute("value")).toBe("4");
    expect(bar.getAttribute("max")).toBe("5");
    // The bar's text equivalent, for browsers that show the fallback.
    expect(bar.textContent).toBe("4 de 5 pedidos");
    expect(within(region).getByText("Ao completar: R$ 20 de desconto no próximo pedido")).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Ver o programa de fidelidade" }).getAttribute("href")).toBe(
      "/bella-napoli/fidelity",
    );
  });

  it("says when the reward waits for the next order, in the customer's language and the programme's unit", async () => {
    renderAt(
      <FidelityCard fidelity={{ ...card, modality: "POINTS", progress: 0, goal: 300, rewardAvailable: true }} />,
      "es",
    );
    const region = await screen.findByRole("region", { name: "Programa de fidelidad: Clube Bella Napoli" });
    expect(within(region).getByRole("progressbar", { name: "0 de 300 puntos" })).toBeTruthy();
    expect(
      within(region).getByText("Recompensa disponible en tu próximo pedido: R$ 20 de desconto no próximo pedido"),
    ).toBeTruthy();
  });
});

describe("FidelityDialog", () => {
  const fidelity = { programId: 1, name: "Clube Bella Napoli", reward: "R$ 20 de desconto no próximo pedido" };

  it("is a dialog named by its title that says the goal was reached and the reward applies to the next order", async () => {
    renderAt(<FidelityDialog fidelity={fidelity} closeHref="/bella-napoli" />);
    const dialog = await screen.findByRole("dialog", { name: "Parabéns! Você completou o programa de fidelidade" });
    expect(within(dialog).getByText("Você chegou à meta do Clube Bella Napoli e ganhou:")).toBeTruthy();
    expect(within(dialog).getByText("R$ 20 de desconto no próximo pedido")).toBeTruthy();
    expect(within(dialog).getByText("A recompensa será aplicada automaticamente no seu próximo pedido.")).toBeTruthy();
    // Without JavaScript both ways out are plain forms posting the seen intent.
    const forms = dialog.querySelectorAll("form");
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.getAttribute("method")).toBe("post");
      expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe("fidelity-seen");
      expect((form.querySelector('input[name="programId"]') as HTMLInputElement).value).toBe("1");
    }
    expect(within(dialog).getByRole("button", { name: "Fechar" })).toBeTruthy();
  });

  it("posts that it was seen when closed with its button or with Escape", async () => {
    const posted = renderAt(<FidelityDialog fidelity={fidelity} closeHref="/bella-napoli" />);
    const dialog = await screen.findByRole("dialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Entendi" })));
    await waitFor(() => expect(posted).toEqual([{ intent: "fidelity-seen", programId: "1" }]));
    await act(async () => fireEvent(dialog, new Event("cancel", { cancelable: true })));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ intent: "fidelity-seen", programId: "1" });
  });
});
