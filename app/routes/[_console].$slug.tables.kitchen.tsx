import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { formatInTimeZone } from "date-fns-tz";
import { useEffect, useRef } from "react";
import { KitchenOrderCard } from "~/components/console/kitchen/KitchenOrderCard";
import { KitchenLive } from "~/components/console/tables/KitchenLive";
import { RoundCard } from "~/components/console/tables/RoundCard";
import { TablesNav } from "~/components/console/tables/TablesNav";
import { consoleKitchenCalls } from "~/lib/console/console-kitchen-api.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { consoleTablesCalls } from "~/lib/console/console-tables-api.server";
import { doneKey, idOf, presentRound, refusalKey, type TablesActionAnswer } from "~/lib/console/console-tables.server";
import {
  type KitchenDone,
  kitchenOrderDone,
  kitchenQueue,
  kitchenRefusalKey,
  presentKitchenOrder,
} from "~/lib/console/kitchen.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** The kitchen display: every confirmed order (delivery, pickup) and every table round to serve, in one queue. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const [rounds, tickets] = await Promise.all([
    consoleTablesCalls(context.api.send).roundsToServe(page.slug, page.token),
    consoleKitchenCalls(context.api.send).queue(page.slug, page.token),
  ]);
  if (!rounds.ok) return page.refused(rounds);
  if (!tickets.ok) return page.refused(tickets);
  const now = new Date();
  const url = new URL(request.url);
  const orderDone = kitchenOrderDone(url);
  return {
    title: page.t("console.tables.kitchen.title"),
    slug: page.slug,
    rounds: rounds.data.rounds.map((round) => presentRound(round, page.slug, page.store, page.t, now)),
    orders: tickets.data.tickets.map((ticket) => presentKitchenOrder(ticket, page.slug, page.store, page.t, now)),
    queue: kitchenQueue(tickets.data.tickets, rounds.data.rounds),
    updatedAt: formatInTimeZone(now, page.store.timeZone, "HH:mm:ss"),
    self: consoleHref(page.slug, "/tables/kitchen"),
    done: orderDone?.key ?? doneKey(url),
    doneOrder: orderDone?.id ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const self = consoleHref(page.slug, "/tables/kitchen");
  const order = idOf(form.get("order"));
  if ((intent === "preparing" || intent === "ready") && order !== null) {
    const result = await consoleKitchenCalls(context.api.send).move(page.slug, page.token, order, {
      state: intent === "preparing" ? "PREPARING" : "READY",
    });
    if (!result.ok) {
      if (result.status === 401) return page.refused(result);
      return data<TablesActionAnswer & { order: number }>(
        { error: kitchenRefusalKey(result.status, result.error.code), status: null, order },
        { status: result.status >= 500 ? 503 : result.status },
      );
    }
    const done: KitchenDone =
      intent === "preparing" ? "preparing" : result.data.status === "READY_FOR_PICKUP" ? "readyForPickup" : "ready";
    return redirect(`${self}?${new URLSearchParams({ done, order: String(order) })}`);
  }
  const round = idOf(form.get("round"));
  if (intent !== "served" || round === null) {
    return data<TablesActionAnswer>({ error: "console.tables.errors.notFound", status: null }, { status: 400 });
  }
  const result = await consoleTablesCalls(context.api.send).serveRound(page.slug, page.token, round);
  if (!result.ok) {
    if (result.status === 401) return page.refused(result);
    return data<TablesActionAnswer>(
      { error: refusalKey(result.status, result.error.code), status: null },
      { status: result.status >= 500 ? 503 : result.status },
    );
  }
  return redirect(`${self}?done=served`);
}

export default function KitchenPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<typeof action>());
  const alertRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.error) alertRef.current?.focus();
  }, [answer]);
  // After a bump the ticket is gone: the focus lands on what was done.
  useEffect(() => {
    if (data.done) doneRef.current?.focus();
  }, [data.done, data.doneOrder]);
  const rounds = new Map(data.rounds.map((round) => [round.id, round]));
  const orders = new Map(data.orders.map((order) => [order.id, order]));
  return (
    <div className="c-kitchen">
      <h1>{t("console.tables.kitchen.title")}</h1>
      <TablesNav slug={data.slug} current="kitchen" />
      <p>{t("console.tables.kitchen.intro")}</p>
      <KitchenLive rounds={data.rounds} orders={data.orders} />
      <div className="c-console-toolbar c-no-print">
        <Link to={data.self} className="c-button c-button--default" preventScrollReset>
          {t("console.tables.kitchen.refresh")}
        </Link>
        <span className="c-console-meta">{t("console.tables.kitchen.updatedAt", { time: data.updatedAt })}</span>
      </div>
      <div role="status">
        {data.done && !answer ? (
          <p className="c-alert c-alert--info" tabIndex={-1} ref={doneRef}>
            {t(data.done, { id: data.doneOrder ?? "" })}
          </p>
        ) : null}
      </div>
      {answer?.error ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} ref={alertRef}>
          {t(answer.error, { status: answer.status ?? "" })}
        </p>
      ) : null}
      {data.queue.length === 0 ? (
        <p data-testid="kitchen-empty">{t("console.tables.kitchen.empty")}</p>
      ) : (
        <ol className="c-console-orders c-console-rounds c-kitchen__queue" data-testid="kitchen-rounds">
          {data.queue.map((entry) => {
            const round = entry.type === "round" ? rounds.get(entry.id) : undefined;
            const order = entry.type === "order" ? orders.get(entry.id) : undefined;
            return (
              <li key={`${entry.type}-${entry.id}`}>
                {round ? <RoundCard round={round} kitchen /> : null}
                {order ? <KitchenOrderCard order={order} action={data.self} /> : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
