import {
  data as respond,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OrderRating } from "~/components/orders/Rating";
import { requireClient } from "~/lib/accounts/client-session.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { rateOrderFromForm } from "~/lib/orders/order-rating.server";
import { presentOrderSummary, type OrderSummaryView } from "~/lib/orders/order-view";
import { mustReadOrder, orderIdParam } from "~/lib/orders/orders.server";
import { ratingView, type OrderRatingView, type RatingAnswer } from "~/lib/orders/rating-view";
import { requireStore } from "~/lib/store/store.server";

export const handle = { texts: ["orders", "profile.errors", "profile.title"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const ORDERS_PAGE_SIZE = 20;

function pageNumber(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  return raw && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const client = await requireClient(context, request);
  const page = await requireStore(context, request);
  const number = pageNumber(request);
  const list = mustReadOrder(
    context,
    request,
    await context.api.listOrders(page.slug, client.token, client.id, number, ORDERS_PAGE_SIZE),
  );
  const orders = list.data.map((order) => ({
    ...presentOrderSummary(order, { currency: page.currency, locale: page.locale, timeZone: page.timeZone }),
    href: page.href(`/orders/${order.id}`),
    rating: ratingView(order),
  }));
  const self = page.href(number === 1 ? "/orders" : `/orders?page=${number}`);
  const more = list.paging.page * list.paging.size < list.paging.total;
  return {
    title: page.t("orders.list.title"),
    last: number === 1 ? (orders[0] ?? null) : null,
    history: number === 1 ? orders.slice(1) : orders,
    moreHref: more ? page.href(`/orders?page=${number + 1}`) : null,
    menuHref: page.href("/"),
    profileHref: page.href("/profile"),
    // An index route's own action is asked for with `index` in the query.
    rateAction: `${self}${self.includes("?") ? "&" : "?"}index`,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireClient(context, request);
  const page = await requireStore(context, request);
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") !== "rate") return respond(null, { status: 400 });
  const id = orderIdParam(String(form.get("order") ?? ""));
  const number = pageNumber(request);
  return rateOrderFromForm(context, request, page, id, form, {
    back: page.href(number === 1 ? "/orders" : `/orders?page=${number}`),
  });
}

type Line = OrderSummaryView & { href: string; rating: OrderRatingView };

function ReorderForm({ order, busy }: { order: Line; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={order.href}>
      <button
        type="submit"
        name="intent"
        value="reorder"
        className="c-button c-button--default"
        disabled={busy}
        aria-label={t("orders.reorder.buttonOne", { id: order.id })}
      >
        {t("orders.reorder.button")}
      </button>
    </Form>
  );
}

function OrderLine({
  order,
  busy,
  rateAction,
  answer,
}: {
  order: Line;
  busy: boolean;
  rateAction: string;
  answer: RatingAnswer | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <strong>{t("orders.list.order", { id: order.id })}</strong> · {order.date}
      </p>
      <p>
        <span className="c-tag">{t(order.statusKey)}</span> · {t("orders.list.total", { total: order.total })}
      </p>
      {order.lines ? <p style={{ margin: 0, fontSize: ".875rem" }}>{order.lines}</p> : null}
      <OrderRating
        orderId={order.id}
        view={order.rating}
        action={rateAction}
        answer={answer?.orderId === order.id ? answer : null}
        compact
      />
      {/* A <div>: a form may not sit inside a <p> (the browser closes the <p> and hydration breaks). */}
      <div className="c-row" style={{ marginBlock: "1rem" }}>
        <Link to={order.href} className="c-button">
          {t("orders.list.see", { id: order.id })}
        </Link>
        <ReorderForm order={order} busy={busy} />
      </div>
    </>
  );
}

export default function OrdersRoute() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const answer = useActionData<typeof action>()?.rating ?? null;
  const empty = !page.last && page.history.length === 0;
  return (
    <main id="main" className="c-container c-page">
      <p>
        <Link to={page.profileHref} className="c-back-link">
          ← {t("profile.title")}
        </Link>
      </p>
      <h1 id="orders-title" tabIndex={-1}>
        {page.title}
      </h1>
      {empty ? (
        <>
          <p>{t("orders.list.empty")}</p>
          <p>
            <Link to={page.menuHref} className="c-button">
              {t("orders.list.toMenu")}
            </Link>
          </p>
        </>
      ) : null}
      {page.last ? (
        <section
          className="c-section c-alert c-alert--info"
          aria-labelledby="last-order-title"
          data-testid="last-order"
        >
          <h2 id="last-order-title" className="c-section__title">
            {t("orders.list.last")}
          </h2>
          <OrderLine order={page.last} busy={busy} rateAction={page.rateAction} answer={answer} />
        </section>
      ) : null}
      {page.history.length > 0 ? (
        <section className="c-section" aria-labelledby="history-title">
          <h2 id="history-title" className="c-section__title">
            {t("orders.list.history")}
          </h2>
          <ul className="c-account-list" aria-labelledby="history-title">
            {page.history.map((order) => (
              <li key={order.id} className="c-section">
                <OrderLine order={order} busy={busy} rateAction={page.rateAction} answer={answer} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.moreHref ? (
        <p>
          <Link to={page.moreHref}>{t("orders.list.more")}</Link>
        </p>
      ) : null}
    </main>
  );
}
