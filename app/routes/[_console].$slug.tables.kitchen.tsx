import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatInTimeZone } from "date-fns-tz";
import { useEffect, useRef } from "react";
import { KitchenLive } from "~/components/console/tables/KitchenLive";
import { RoundCard } from "~/components/console/tables/RoundCard";
import { TablesNav } from "~/components/console/tables/TablesNav";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { consoleTablesCalls } from "~/lib/console/console-tables-api.server";
import { doneKey, idOf, presentRound, refusalKey, type TablesActionAnswer } from "~/lib/console/console-tables.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await consoleTablesCalls(context.api.send).roundsToServe(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const now = new Date();
  return {
    title: page.t("console.tables.kitchen.title"),
    slug: page.slug,
    rounds: result.data.rounds.map((round) => presentRound(round, page.slug, page.store, page.t, now)),
    updatedAt: formatInTimeZone(now, page.store.timeZone, "HH:mm:ss"),
    self: consoleHref(page.slug, "/tables/kitchen"),
    done: doneKey(new URL(request.url)),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const form = await request.formData().catch(() => new FormData());
  const round = idOf(form.get("round"));
  if (form.get("intent") !== "served" || round === null) {
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
  return redirect(`${consoleHref(page.slug, "/tables/kitchen")}?done=served`);
}

export default function KitchenPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.error) alertRef.current?.focus();
  }, [answer]);
  return (
    <>
      <h1>{t("console.tables.kitchen.title")}</h1>
      <TablesNav slug={data.slug} current="kitchen" />
      <p>{t("console.tables.kitchen.intro")}</p>
      <KitchenLive rounds={data.rounds} />
      <div className="c-console-toolbar c-no-print">
        <Link to={data.self} className="c-button c-button--default" preventScrollReset>
          {t("console.tables.kitchen.refresh")}
        </Link>
        <span className="c-console-meta">{t("console.tables.kitchen.updatedAt", { time: data.updatedAt })}</span>
      </div>
      <div role="status">{data.done && !answer ? <p className="c-alert c-alert--info">{t(data.done)}</p> : null}</div>
      {answer?.error ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} ref={alertRef}>
          {t(answer.error, { status: answer.status ?? "" })}
        </p>
      ) : null}
      {data.rounds.length === 0 ? (
        <p data-testid="kitchen-empty">{t("console.tables.kitchen.empty")}</p>
      ) : (
        <ol className="c-console-orders c-console-rounds" data-testid="kitchen-rounds">
          {data.rounds.map((round) => (
            <li key={round.id}>
              <RoundCard round={round} kitchen />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
