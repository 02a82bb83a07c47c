// @vitest-environment happy-dom
import type { ActionFunction, AppLoadContext, LoaderFunction } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Order } from "../../../contract";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import OrdersList, { action as listAction, loader as listLoader } from "~/routes/($slug).orders._index";
import OrderRoute, { action as orderAction, loader as orderLoader } from "~/routes/($slug).orders.$id/route";
import { pixOrder } from "./order.fixtures";

afterEach(cleanup);

const TEXTS = { "pt-BR": ptBR, es, en } as Record<string, Translations>;
const paid = { ...pixOrder().payment, status: "PAID" as const };
const delivered = (overrides: Partial<Order> = {}) =>
  pixOrder({ status: "DELIVERED", status_code: 2, payment: paid, can_cancel: false, can_rate: true, ...overrides });
const rated = (stars: number, comment: string | null = null) =>
  delivered({ can_rate: false, rating: { stars, comment, created_at: "2026-11-27T12:00:00.000Z" } });
const ok = <T,>(data: T) => ({ ok: true as const, data });
const refusal = (code: string, status = 422, errors?: { field: string; message: string }[]) => ({
  ok: false as const,
  status,
  error: { code, message: code, errors },
});

function contextWith(api: Record<string, (...args: never[]) => Promise<unknown>>) {
  const values: Record<string, string | undefined> = { clientId: "7", clientName: "Ana Souza" };
  return {
    api: new Proxy(api, {
      get: (target, name) =>
        target[String(name)] ??
        (() => {
          throw new Error(`unexpected API call ${String(name)}`);
        }),
    }),
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session: {
        get: (key: string) => values[key],
        set: (key: string, value: string) => void (values[key] = value),
        unset: (key: string) => void delete values[key],
        flash: (key: string, value: string) => void (values[key] = value),
        has: (key: string) => key in values,
      },
      accessToken: async () => "client-token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalInformations: null,
      }),
    },
    page: {
      // A client-side load: static parts carry their HTML in the data.
      dataRequest: true,
      dataSaver: false,
      documentHtml: {},
    },
  } as unknown as AppLoadContext;
}

type RouteModule = { Component: () => JSX.Element; loader: (args: never) => unknown; action: (args: never) => unknown };

function renderRoute(path: string, pattern: string, route: RouteModule, context: AppLoadContext, language = "pt-BR") {
  const Stub = createRemixStub(
    [
      {
        path: pattern,
        loader: (args) => route.loader({ ...args, context } as never) as ReturnType<LoaderFunction>,
        action: (args) => route.action({ ...args, context } as never) as ReturnType<ActionFunction>,
        Component: route.Component,
      },
    ],
    context,
  );
  render(
    <I18nContext.Provider
      value={{ language: language as "pt-BR", t: createTranslator(language as "pt-BR", TEXTS[language]!) }}
    >
      <Stub initialEntries={[path]} />
    </I18nContext.Provider>,
  );
}

const orderPage = { Component: OrderRoute, loader: orderLoader, action: orderAction } as RouteModule;
const listPage = { Component: OrdersList, loader: listLoader, action: listAction } as RouteModule;

const ratingBlock = () => document.getElementById("rating-42")!;

describe("rating on the order page", () => {
  it("offers 1 to 5 stars in a fieldset, each labelled in words, posts them with the comment, then shows the rating and moves the focus to it", async () => {
    let order = delivered();
    const rateOrder = vi.fn(
      async (_slug: string, _token: string, _id: number, body: { stars: number; comment: string | null }) => {
        order = rated(body.stars, body.comment);
        return ok(order);
      },
    );
    renderRoute(
      "/bella-napoli/orders/42",
      "/bella-napoli/orders/:id",
      orderPage,
      contextWith({ getOrder: async () => ok(order), rateOrder }),
    );

    const section = await screen.findByRole("region", { name: "Avalie o seu pedido" });
    const stars = within(section).getByRole("group", { name: "Quantas estrelas você dá ao pedido nº 42?" });
    expect(
      within(stars)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(stars).getByRole("radio", { name: "1 estrela" })).toBeTruthy();
    const four = within(stars).getByRole("radio", { name: "4 estrelas" });
    const form = four.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/bella-napoli/orders/42#rating-42");
    expect(form.contains(ratingBlock())).toBe(false);
    expect(ratingBlock().contains(form)).toBe(true);
    expect(within(section).getByLabelText("Comentário (opcional)").getAttribute("maxlength")).toBe("500");

    fireEvent.click(four);
    fireEvent.change(within(section).getByLabelText("Comentário (opcional)"), {
      target: { value: "Chegou quentinha." },
    });
    fireEvent.click(within(section).getByRole("button", { name: "Enviar avaliação" }));

    const result = await screen.findByText("Sua avaliação: 4 de 5 estrelas");
    expect(rateOrder).toHaveBeenCalledWith("bella-napoli", "client-token", 42, {
      stars: 4,
      comment: "Chegou quentinha.",
    });
    expect(screen.getByRole("heading", { level: 2, name: "Sua avaliação" })).toBeTruthy();
    expect(screen.getByText("Chegou quentinha.")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(ratingBlock()));
    expect(ratingBlock().contains(result)).toBe(true);
  });

  it("says to choose the stars on the fieldset, keeps the comment, sends nothing, and puts the focus on the first star", async () => {
    const rateOrder = vi.fn();
    renderRoute(
      "/bella-napoli/orders/42",
      "/bella-napoli/orders/:id",
      orderPage,
      contextWith({ getOrder: async () => ok(delivered()), rateOrder }),
    );
    fireEvent.change(await screen.findByLabelText("Comentário (opcional)"), { target: { value: "Sem nota" } });
    fireEvent.click(screen.getByRole("button", { name: "Enviar avaliação" }));

    const error = await screen.findByText("Escolha de 1 a 5 estrelas.");
    const group = screen.getByRole("group", { name: "Quantas estrelas você dá ao pedido nº 42?" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toBe(error.id);
    expect(screen.getByLabelText("Comentário (opcional)")).toHaveProperty("value", "Sem nota");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("radio", { name: "1 estrela" })));
    expect(rateOrder).not.toHaveBeenCalled();
  });

  it("sends the stars chosen after a refusal while the page is still being read again (a slow network)", async () => {
    let order = delivered();
    let reads = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first read draws the page; every later one (the reads after each answer) waits.
    const getOrder = async () => {
      if (reads++ > 0) await held;
      return ok(order);
    };
    const rateOrder = vi.fn(async (_slug: string, _token: string, _id: number, body: { stars: number }) => {
      order = rated(body.stars);
      return ok(order);
    });
    renderRoute("/bella-napoli/orders/42", "/bella-napoli/orders/:id", orderPage, contextWith({ getOrder, rateOrder }));
    fireEvent.click(await screen.findByRole("button", { name: "Enviar avaliação" }));
    await screen.findByText("Escolha de 1 a 5 estrelas.");

    fireEvent.click(screen.getByRole("radio", { name: "4 estrelas" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    await waitFor(() => expect(rateOrder).toHaveBeenCalledTimes(1));
    await act(async () => release());
    expect(await screen.findByText("Sua avaliação: 4 de 5 estrelas")).toBeTruthy();
  });

  it("goes back to the order when it was rated meanwhile (another tab): the first rating stands", async () => {
    let order = delivered();
    const rateOrder = vi.fn(async () => {
      order = rated(2);
      return refusal("ALREADY_RATED", 409);
    });
    renderRoute(
      "/bella-napoli/orders/42",
      "/bella-napoli/orders/:id",
      orderPage,
      contextWith({ getOrder: async () => ok(order), rateOrder }),
    );
    fireEvent.click(await screen.findByRole("radio", { name: "5 estrelas" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    expect(await screen.findByText("Sua avaliação: 2 de 5 estrelas")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says why the API refused it, as an alert that takes the focus", async () => {
    renderRoute(
      "/bella-napoli/orders/42",
      "/bella-napoli/orders/:id",
      orderPage,
      contextWith({ getOrder: async () => ok(delivered()), rateOrder: async () => refusal("NOT_DELIVERED") }),
    );
    fireEvent.click(await screen.findByRole("radio", { name: "3 estrelas" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Só dá para avaliar um pedido depois de entregue.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByRole("radio", { name: "3 estrelas" }) as HTMLInputElement).checked).toBe(true);
  });

  it("has no rating while the order is not delivered", async () => {
    renderRoute(
      "/bella-napoli/orders/42",
      "/bella-napoli/orders/:id",
      orderPage,
      contextWith({ getOrder: async () => ok(pixOrder()) }),
    );
    await screen.findByRole("heading", { level: 1, name: "Pedido nº 42" });
    expect(screen.queryByRole("group", { name: /estrelas/ })).toBeNull();
    expect(screen.queryByText(/Sua avaliação/)).toBeNull();
  });

  it("is in Spanish and English too", async () => {
    renderRoute(
      "/bella-napoli/orders/42",
      "/bella-napoli/orders/:id",
      orderPage,
      contextWith({ getOrder: async () => ok(delivered()) }),
      "es",
    );
    expect(await screen.findByRole("group", { name: "¿Cuántas estrellas le das al pedido n.º 42?" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "1 estrella" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar calificación" })).toBeTruthy();
    cleanup();
    renderRoute(
      "/bella-napoli/orders/42",
      "/bella-napoli/orders/:id",
      orderPage,
      contextWith({ getOrder: async () => ok(rated(5)) }),
      "en",
    );
    expect(await screen.findByText("Your rating: 5 out of 5 stars")).toBeTruthy();
  });
});

describe("order page actions for a rating (the post without JavaScript)", () => {
  const post = (fields: Record<string, string>) =>
    new Request("https://shop.test/bella-napoli/orders/42", {
      method: "POST",
      body: new URLSearchParams({ intent: "rate", ...fields }),
    });

  it("comes back to the order page (post/redirect/get) with a thank-you, and draws a refusal again with what was chosen", async () => {
    const context = contextWith({ rateOrder: async () => ok(rated(5)) });
    const done = (await orderAction({
      request: post({ stars: "5", comment: "" }),
      context,
      params: { id: "42" },
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/bella-napoli/orders/42");
    expect(context.store.session!.get("notice")).toBe("orders.rating.done");

    const refused = (await orderAction({
      request: post({ stars: "9", comment: "Ótima" }),
      context,
      params: { id: "42" },
    })) as {
      data: { rating: unknown };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.rating).toEqual({
      orderId: 42,
      errors: { stars: "orders.rating.errors.stars" },
      formError: null,
      values: { stars: "9", comment: "Ótima" },
    });
  });

  it("is the not-found page for an order that is not the caller's", async () => {
    const context = contextWith({ rateOrder: async () => refusal("NOT_FOUND", 404) });
    const thrown = await orderAction({ request: post({ stars: "5" }), context, params: { id: "42" } }).catch(
      (error: unknown) => error,
    );
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });
});

const listOf = (...orders: Order[]) => ({
  data: orders.map((order) => ({
    id: order.id,
    status: order.status,
    status_code: order.status_code,
    created_at: order.created_at,
    summary: order.summary,
    payment: order.payment,
    rating: order.rating,
    can_rate: order.can_rate,
    delivery_type: order.delivery.type,
    lines: [{ name: "Pizza", quantity: 1 }],
  })),
  paging: { page: 1, size: 20, total: orders.length },
});

describe("rating from the orders list", () => {
  it("opens the form from 'Avaliar o pedido nº 42', posts to the list itself, and shows the stars in the list with the focus on them", async () => {
    let last = delivered();
    const older = rated(3, "Demorou um pouco");
    const rateOrder = vi.fn(async (_slug: string, _token: string, id: number, body: { stars: number }) => {
      last = rated(body.stars);
      return ok({ ...last, id });
    });
    renderRoute(
      "/bella-napoli/orders",
      "/bella-napoli/orders",
      listPage,
      contextWith({ listOrders: async () => ok(listOf(last, { ...older, id: 41 })), rateOrder }),
    );

    const lastOrder = await screen.findByTestId("last-order");
    const open = within(lastOrder).getByText("Avaliar o pedido nº 42");
    expect(open.tagName).toBe("SUMMARY");
    const form = within(lastOrder)
      .getByRole("group", { name: "Quantas estrelas você dá ao pedido nº 42?" })
      .closest("form")!;
    expect(form.getAttribute("action")).toBe("/bella-napoli/orders?index#rating-42");
    // The older order shows its stars, not its comment (that is on its page).
    expect(screen.getByText("Sua avaliação: 3 de 5 estrelas")).toBeTruthy();
    expect(screen.queryByText("Demorou um pouco")).toBeNull();

    fireEvent.click(open);
    fireEvent.click(within(lastOrder).getByRole("radio", { name: "5 estrelas" }));
    fireEvent.click(within(lastOrder).getByRole("button", { name: "Enviar avaliação" }));
    const result = await within(lastOrder).findByText("Sua avaliação: 5 de 5 estrelas");
    expect(rateOrder).toHaveBeenCalledWith("bella-napoli", "client-token", 42, { stars: 5, comment: null });
    await waitFor(() => expect(document.activeElement).toBe(ratingBlock()));
    expect(ratingBlock().contains(result)).toBe(true);
  });

  it("draws a refusal without JavaScript open at its order, and comes back to the same page of the list after a rating", async () => {
    const refusedPost = new Request("https://shop.test/bella-napoli/orders?page=2&index", {
      method: "POST",
      body: new URLSearchParams({ intent: "rate", order: "42" }),
    });
    const context = contextWith({ rateOrder: async () => ok(rated(4)) });
    const refused = (await listAction({ request: refusedPost, context, params: {} })) as {
      data: { rating: { orderId: number; errors: unknown } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.rating).toMatchObject({ orderId: 42, errors: { stars: "orders.rating.errors.stars" } });

    const post = new Request("https://shop.test/bella-napoli/orders?page=2&index", {
      method: "POST",
      body: new URLSearchParams({ intent: "rate", order: "42", stars: "4" }),
    });
    const done = (await listAction({ request: post, context, params: {} })) as Response;
    expect(done.headers.get("Location")).toBe("/bella-napoli/orders?page=2");
  });
});

describe("the orders list's server HTML", () => {
  it("hydrates without a React error: no form inside a paragraph", async () => {
    const context = contextWith({
      listOrders: async () => ok(listOf(delivered(), { ...rated(4), id: 41 }, { ...pixOrder(), id: 40 })),
    });
    const loaderData = await listLoader({
      request: new Request("https://shop.test/bella-napoli/orders"),
      context,
      params: {},
    });
    const Stub = createRemixStub(
      [{ id: "orders", path: "/bella-napoli/orders", Component: OrdersList, loader: () => loaderData }],
      context,
    );
    const t = createTranslator("pt-BR", ptBR as Translations);
    const page = (
      <I18nContext.Provider value={{ language: "pt-BR", t }}>
        <Stub initialEntries={["/bella-napoli/orders"]} hydrationData={{ loaderData: { orders: loaderData } }} />
      </I18nContext.Provider>
    );
    // The stub's router is a browser one: React warns that its layout effect does nothing on a server.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToString(page);
    quiet.mockRestore();
    expect(html).toContain("Avaliar o pedido nº 42");
    const container = document.createElement("div");
    // As a browser parses it: a <form> inside a <p> would close the <p> and no longer match.
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(container.querySelectorAll("p form")).toHaveLength(0);
    const errors: unknown[] = [];
    const seen = vi
      .spyOn(console, "error")
      .mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(String(error)) });
      });
      expect(errors).toEqual([]);
    } finally {
      seen.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });
});
