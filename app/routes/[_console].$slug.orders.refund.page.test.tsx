// @vitest-environment happy-dom
import { useRevalidator } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleOrder, StaffRole } from "../../contract";
import type { ConsoleOrderAnswer } from "~/components/console/ConsoleOrder";
import { pixOrder } from "~/components/orders/order.fixtures";
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
import ConsoleOrderRoute, { action, loader } from "./[_console].$slug.orders.$id";

afterEach(cleanup);

const english = { language: "en" as const, t: createTranslator("en", resources.en.common) };

const paidOrder = (overrides: Partial<ConsoleOrder> = {}): ConsoleOrder => ({
  ...pixOrder({ status: "CONFIRMED", status_code: 1 }),
  payment: { ...pixOrder().payment, status: "PAID" },
  history: [{ status: "CONFIRMED", at: "2026-11-24T17:07:00.000Z", by: "Rita" }],
  actions: ["READY", "CANCEL"],
  refunds: [],
  refundable: 8990,
  ...overrides,
});

/** The page as the console's frame has it: read again whenever a pushed event arrives (here, on a tap). */
function ReadAgain() {
  const revalidator = useRevalidator();
  return (
    <>
      <button type="button" onClick={() => revalidator.revalidate()} aria-busy={revalidator.state === "loading"}>
        Pushed event
      </button>
      <ConsoleOrderRoute />
    </>
  );
}

function renderPage(calls: Record<string, (...args: unknown[]) => Promise<unknown>>, role: StaffRole = "OWNER") {
  const context = consoleContext(vi.fn(), calls);
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/orders/:id",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: ReadAgain,
      },
    ],
    context,
  );
  return render(
    <I18nContext.Provider value={english}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/orders/42`]} />
    </I18nContext.Provider>,
  );
}

/** A pushed event, and the page drawn again from what its loader read. */
async function readAgain() {
  const pushed = screen.getByRole("button", { name: "Pushed event" });
  await act(async () => fireEvent.click(pushed));
  await waitFor(() => expect(pushed.getAttribute("aria-busy")).toBe("false"));
}

const refundSection = async () =>
  (await screen.findByText("Refund part of the payment")).closest("section") as HTMLElement;

describe("the console's refund form", () => {
  it("refunds the amount typed in the store's money, with the page's nonce, and says it was made", async () => {
    let order = paidOrder();
    const refund = vi.fn(async (...args: unknown[]) => {
      order = paidOrder({
        refundable: 8990 - 1250,
        refunds: [{ amount: 1250, created_at: "2026-11-24T17:20:00.000Z", reason: "Cold fries", by: "Dona Carla" }],
      });
      return ok({ ...order, args });
    });
    renderPage({ order: async () => ok(order), refund });
    const section = await refundSection();
    expect(within(section).getByText("Left to refund: R$ 89,90")).toBeTruthy();

    fireEvent.change(within(section).getByLabelText("Amount to refund"), { target: { value: "12,50" } });
    fireEvent.change(within(section).getByLabelText(/only the store/), { target: { value: "Cold fries" } });
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Refund on order #42" })));

    await screen.findByText("Refund on order #42 made.");
    // A new form for the next refund: nothing of the one made is left to send again.
    await waitFor(() => expect(screen.getByLabelText("Amount to refund")).toHaveProperty("value", ""));
    const [slug, token, id, body] = refund.mock.calls[0]!;
    expect([slug, token, id]).toEqual([CONSOLE_SLUG, "token-OWNER", 42]);
    expect(body).toMatchObject({ amount: 1250, reason: "Cold fries", nonce: expect.stringMatching(/^[\w-]{8,64}$/) });
    // The history says how much, when, who and why.
    expect(screen.getByText(/R\$ 12,50 refunded on .* by Dona Carla · Cold fries/)).toBeTruthy();
  });

  it("keeps what the owner is typing when the page is read again by a pushed event, and sends the nonce it showed", async () => {
    const order = vi.fn(async () => ok(paidOrder()));
    const refund = vi.fn(async (..._args: unknown[]) => ok(paidOrder()));
    renderPage({ order, refund });
    const section = await refundSection();
    const shown = (section.querySelector('input[name="nonce"]') as HTMLInputElement).value;
    fireEvent.change(within(section).getByLabelText("Amount to refund"), { target: { value: "12,50" } });
    fireEvent.change(within(section).getByLabelText(/only the store/), { target: { value: "Cold fries" } });

    // Another order's event: the page is read again, with a fresh nonce from its loader.
    await readAgain();
    expect(order).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText("Amount to refund")).toHaveProperty("value", "12,50");
    expect(screen.getByLabelText(/only the store/)).toHaveProperty("value", "Cold fries");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Refund on order #42" })));
    await waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    expect(refund.mock.calls[0]![3]).toMatchObject({ amount: 1250, reason: "Cold fries", nonce: shown });
  });

  it("keeps what was typed and says what is wrong beside the field, in the person's language", async () => {
    const refund = vi.fn(async () => refusal("REFUND_TOO_LARGE", 422));
    renderPage({ order: async () => ok(paidOrder()), refund });
    const section = await refundSection();

    // Nothing typed: both fields are refused before the API is asked.
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Refund on order #42" })));
    const summary = await screen.findByRole("heading", { name: "Fix 2 fields to continue" });
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(refund).not.toHaveBeenCalled();

    // Over what is left: the API's refusal is the amount's error, the reason stays.
    fireEvent.change(screen.getByLabelText("Amount to refund"), { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText(/only the store/), { target: { value: "Too much" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Refund on order #42" })));
    await waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    const amount = await screen.findByLabelText("Amount to refund");
    await waitFor(() => expect(amount.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("That is more than what is left to refund.").length).toBeGreaterThan(0);
    expect((amount as HTMLInputElement).value).toMatch(/^(R\$\s)?100(,00)?$/);
    expect(screen.getByLabelText(/only the store/)).toHaveProperty("value", "Too much");
  });

  it("says the provider is down beside the form, and sends the same nonce again", async () => {
    const refund = vi
      .fn<(...args: unknown[]) => Promise<unknown>>()
      .mockResolvedValueOnce(refusal("REVERSAL_FAILED", 503))
      .mockResolvedValueOnce(refusal("REVERSAL_FAILED", 503));
    renderPage({ order: async () => ok(paidOrder()), refund });
    const section = await refundSection();
    fireEvent.change(within(section).getByLabelText("Amount to refund"), { target: { value: "5" } });
    fireEvent.change(within(section).getByLabelText(/only the store/), { target: { value: "Late" } });
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Refund on order #42" })));
    const message = await screen.findByText(/The payment could not be refunded: the payment service is not answering/);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(screen.getByLabelText(/only the store/)).toHaveProperty("value", "Late");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Refund on order #42" })));
    await waitFor(() => expect(refund).toHaveBeenCalledTimes(2));
    const nonces = refund.mock.calls.map((call) => (call[3] as { nonce: string }).nonce);
    expect(nonces[0]).toBe(nonces[1]);
  });

  it("is not offered to staff, nor when nothing is left to refund", async () => {
    renderPage({ order: async () => ok(paidOrder()) }, "STAFF");
    await screen.findByText("Order #42");
    expect(screen.queryByText("Refund part of the payment")).toBeNull();
    cleanup();
    renderPage({ order: async () => ok(paidOrder({ refundable: 0 })) });
    await screen.findByText("Order #42");
    expect(screen.queryByText("Refund part of the payment")).toBeNull();
  });
});

describe("a cancel whose refund fails", () => {
  it("says the order was not canceled, in the person's language, and keeps the note", async () => {
    const cookie = await consoleCookie("OWNER");
    const args = withConsoleCookie(
      {
        request: consoleRequest("/orders/42", cookie, { action: "CANCEL", reason: "STORE_CLOSING", note: "Sorry" }),
        context: consoleContext(vi.fn(), { act: async () => refusal("REVERSAL_FAILED", 503) }),
        params: { slug: CONSOLE_SLUG, id: "42" },
      },
      cookie,
    );
    const answer = (await action(args)) as unknown as { data: ConsoleOrderAnswer; init: { status: number } };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({ action: "CANCEL", note: "Sorry" });
    expect(english.t(answer.data.message!)).toMatch(/^The order was not canceled: its payment could not be refunded/);
  });
});

describe("a payment approved after its order ended", () => {
  it("shows its refund in the history, its reason in the console's language, not as a code", async () => {
    const order = paidOrder({
      status: "EXPIRED_PAYMENT",
      status_code: 2,
      payment: { ...pixOrder().payment, status: "EXPIRED" },
      actions: [],
      refundable: 0,
      refunds: [
        { amount: 8990, created_at: "2026-11-24T17:20:00.000Z", reason: "APPROVED_AFTER_ORDER_ENDED", by: null },
      ],
    });
    renderPage({ order: async () => ok(order) });
    // Written by the console's server in the console's language (the store's, here Portuguese), as a cancel's reason.
    const line = (await screen.findByText(/R\$ 89,90 refunded on/)).closest("li")!;
    expect(line.textContent).toMatch(/· Pagamento aprovado depois que o pedido terminou: devolvido inteiro$/);
    expect(screen.queryByText("Refund part of the payment")).toBeNull();
  });
});
