import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { useEffect, useRef } from "react";
import { RoundCard } from "~/components/console/tables/RoundCard";
import { TablesNav } from "~/components/console/tables/TablesNav";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { consoleTablesCalls } from "~/lib/console/console-tables-api.server";
import {
  doneKey,
  idOf,
  presentTable,
  refusalKey,
  tableStatusKey,
  tableStatusOf,
  type TablesActionAnswer,
} from "~/lib/console/console-tables.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const result = await consoleTablesCalls(context.api.send).table(page.slug, page.token, id);
  if (!result.ok) return page.refused(result);
  const table = presentTable(result.data, page.slug, page.store, page.t, new Date());
  return {
    title: `${table.name} · ${page.t(table.statusKey)}`,
    slug: page.slug,
    table,
    done: doneKey(new URL(request.url)),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const id = idOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const calls = consoleTablesCalls(context.api.send);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const self = consoleHref(page.slug, `/tables/${id}`);
  if (intent === "served") {
    const round = idOf(form.get("round"));
    if (round === null)
      return data<TablesActionAnswer>({ error: "console.tables.errors.notFound", status: null }, { status: 400 });
    const result = await calls.serveRound(page.slug, page.token, round);
    if (!result.ok) {
      if (result.status === 401) return page.refused(result);
      return data<TablesActionAnswer>(
        { error: refusalKey(result.status, result.error.code), status: null },
        { status: result.status >= 500 ? 503 : result.status },
      );
    }
    return redirect(`${self}?done=served#round-${round}`);
  }
  const to = tableStatusOf(form.get("status"));
  if (intent === "move" && to) {
    const result = await calls.moveTable(page.slug, page.token, id, { status: to });
    if (result.ok) return redirect(`${self}?done=${to}`);
    if (result.status === 401 || result.status === 404) return page.refused(result);
    // Another tablet may have moved it meanwhile.
    const now = await calls.table(page.slug, page.token, id);
    const status = now.ok ? page.t(tableStatusKey(now.data.status)) : null;
    return data<TablesActionAnswer>(
      { error: refusalKey(result.status, result.error.code), status },
      { status: result.status >= 500 ? 503 : result.status },
    );
  }
  return data<TablesActionAnswer>({ error: "console.tables.errors.unavailable", status: null }, { status: 400 });
}

export default function TablePage() {
  const { t } = useTranslation();
  const { slug, table, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<typeof action>());
  const busy = useNavigation().state === "submitting";
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.error) alertRef.current?.focus();
  }, [answer]);
  const { bill } = table;
  const closeUnpaid = table.status !== "PAID" && table.moves.includes("CLOSED");
  const direct = table.moves.filter((status) => status !== "CLOSED" || !closeUnpaid);
  return (
    <>
      <h1>{table.name}</h1>
      <TablesNav slug={slug} current={null} />
      <p className="c-console-meta">{t("console.tables.detail.code", { code: table.code })}</p>
      <div role="status">{done && !answer ? <p className="c-alert c-alert--info">{t(done)}</p> : null}</div>
      {answer?.error ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} ref={alertRef}>
          {t(answer.error, { status: answer.status ?? "" })}
        </p>
      ) : null}
      <section aria-labelledby="table-moves">
        <h2 id="table-moves">
          {t("console.tables.detail.statusLabel")}: <span data-testid="table-status">{t(table.statusKey)}</span>
        </h2>
        {table.status === "CLOSED" ? <p>{t("console.tables.detail.closedNote")}</p> : null}
        {table.moves.length > 0 ? (
          <div className="c-console-actions">
            {direct.length > 0 ? (
              <Form method="post" className="c-console-actions">
                <input type="hidden" name="intent" value="move" />
                {direct.map((status) => (
                  <button key={status} type="submit" name="status" value={status} className="c-button" disabled={busy}>
                    {t(`console.tables.detail.move.${status}`)}
                  </button>
                ))}
              </Form>
            ) : null}
            {/* Closing a table nobody paid ends its bill: asked first, in a fold that works without JavaScript. */}
            {closeUnpaid ? (
              <details>
                <summary>{t("console.tables.detail.move.CLOSED")}</summary>
                <p>{t("console.tables.detail.closeUnpaid.warning")}</p>
                <Form method="post">
                  <input type="hidden" name="intent" value="move" />
                  <button type="submit" name="status" value="CLOSED" className="c-button" disabled={busy}>
                    {t("console.tables.detail.closeUnpaid.confirm", { name: table.name })}
                  </button>
                </Form>
              </details>
            ) : null}
          </div>
        ) : (
          <p className="c-console-meta">{t("console.tables.detail.movesNone")}</p>
        )}
      </section>
      <div className="c-console-columns">
        <section aria-labelledby="table-guests">
          <h2 id="table-guests">{t("console.tables.detail.guestsTitle")}</h2>
          {table.party.length === 0 ? (
            <p>{t("console.tables.detail.guestsNone")}</p>
          ) : (
            <ul className="c-console-bill" aria-labelledby="table-guests" data-testid="table-party">
              {table.party.map((guest) => (
                <li key={guest.id} className="c-console-bill__row">
                  <span>
                    {t("console.tables.detail.guest", {
                      name: guest.name,
                      people: t("console.tables.list.people", { count: guest.people }),
                    })}
                    {guest.owner ? ` (${t("console.tables.detail.owner")})` : ""}
                    {guest.left ? ` (${t("console.tables.detail.left")})` : ""}
                  </span>
                  {guest.subtotal ? <span>{guest.subtotal}</span> : null}
                </li>
              ))}
            </ul>
          )}
          <h2 id="table-bill">{t("console.tables.detail.billTitle")}</h2>
          {bill.empty ? (
            <p>{t("console.tables.detail.billEmpty")}</p>
          ) : (
            <dl className="c-console-bill" aria-labelledby="table-bill">
              <div className="c-console-bill__row">
                <dt>{t("tableBill.summary.subtotal")}</dt>
                <dd data-testid="table-bill-subtotal">{bill.subtotal}</dd>
              </div>
              {bill.serviceCharge ? (
                <div className="c-console-bill__row">
                  <dt>
                    {bill.serviceCharge.percent
                      ? t("tableBill.summary.servicePercent", { percent: bill.serviceCharge.percent })
                      : t("tableBill.summary.service")}
                  </dt>
                  <dd>{bill.serviceCharge.amount}</dd>
                </div>
              ) : null}
              {bill.adjustments.map((adjustment) => (
                <div key={adjustment.name} className="c-console-bill__row">
                  <dt>{adjustment.name}</dt>
                  <dd>{adjustment.discount ? `− ${adjustment.amount}` : adjustment.amount}</dd>
                </div>
              ))}
              <div className="c-console-bill__row c-console-total">
                <dt>{t("tableBill.summary.total")}</dt>
                <dd data-testid="table-bill-total">{bill.total}</dd>
              </div>
            </dl>
          )}
        </section>
        <section aria-labelledby="table-rounds">
          <h2 id="table-rounds">{t("console.tables.detail.roundsTitle")}</h2>
          {table.rounds.length === 0 ? (
            <p>{t("console.tables.detail.roundsNone")}</p>
          ) : (
            <ol className="c-console-rounds">
              {table.rounds.map((round) => (
                <li key={round.id}>
                  <RoundCard round={round} heading="h3" closed={table.status === "CLOSED"} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
