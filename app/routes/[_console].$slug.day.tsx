import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { formatInTimeZone } from "date-fns-tz";
import type { DayDish, DayTimes } from "../../contract";
import { AutoAcceptForm } from "~/components/console/day/AutoAcceptForm";
import { AutoPrintSetting } from "~/components/console/day/AutoPrintSetting";
import { DayTotals } from "~/components/console/day/DayTotals";
import { PauseForm } from "~/components/console/day/PauseForm";
import { PrepTimesForm } from "~/components/console/day/PrepTimesForm";
import { SoldOutForm } from "~/components/console/day/SoldOutForm";
import { consoleDayCalls } from "~/lib/console/console-day-api.server";
import { dayIntentSchema, MAX_SEARCH_LENGTH, PAUSE_CHOICES } from "~/lib/console/console-day.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { storeDayCalls } from "~/lib/console/console-store-day-api.server";
import { badDateParam, dateParam, presentDayTotals } from "~/lib/console/store-day.server";
import { useFocusOnResult } from "~/lib/page/focus";
import { firstErrors } from "~/lib/page/form-fields.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { normalizeSearchText } from "~/lib/menu/menu";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** Dishes whose name, category, options or flavours hold every word searched (accents ignored). */
function searchDishes(dishes: DayDish[], term: string): DayDish[] {
  const words = normalizeSearchText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return dishes;
  return dishes.filter((dish) => {
    const haystack = normalizeSearchText(
      [dish.name, dish.category, ...dish.options.map((o) => o.name), ...dish.flavors.map((f) => f.name)].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

const anchorOf = (dish: Pick<DayDish, "kind" | "id">) => `dish-${dish.kind.toLowerCase()}-${dish.id}`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const date = dateParam(url);
  // The totals are read beside the switches; their failure leaves the switches working.
  const [result, totals] = await Promise.all([
    consoleDayCalls(context.api.send).day(page.slug, page.token),
    storeDayCalls(context.api.send).totals(page.slug, page.token, date),
  ]);
  if (!result.ok) return page.refused(result);
  if (!totals.ok && totals.status === 401) return page.refused(totals);
  const day = result.data;
  const clock = (iso: string) => formatInTimeZone(new Date(iso), page.store.timeZone, "HH:mm");
  const names = new Map(
    day.dishes.flatMap((dish) => [
      [`${dish.kind === "PIZZA" ? "PIZZA" : "ITEM"}:${dish.id}`, dish.name],
      ...dish.options.map((option) => [`OPTION:${option.id}`, `${dish.name}: ${option.name}`] as const),
      ...dish.flavors.map((flavor) => [`FLAVOR:${flavor.id}`, `${dish.name}: ${flavor.name}`] as const),
    ]),
  );
  const done = url.searchParams.get("done");
  const name = names.get(`${url.searchParams.get("kind")}:${url.searchParams.get("id")}`) ?? "";
  const doneText =
    done === "soldOut" || done === "backOnSale"
      ? page.t(`console.day.done.${done}`, { name, time: clock(day.sold_out_until) })
      : done === "paused" && day.paused_until
        ? page.t("console.day.done.paused", { time: clock(day.paused_until) })
        : done === "resumed" || done === "times" || done === "timesReset"
          ? page.t(`console.day.done.${done}`)
          : done === "autoAcceptOn" || done === "autoAcceptOff"
            ? page.t(`console.day.autoAccept.${done === "autoAcceptOn" ? "doneOn" : "doneOff"}`)
            : null;
  return {
    title: page.t("console.day.title"),
    q,
    done: doneText,
    // A dish's switch answers beside the dish (its anchor); the panels' answers are read at the top.
    doneAtTop: doneText !== null && done !== "soldOut" && done !== "backOnSale",
    soldOutUntil: clock(day.sold_out_until),
    pause: day.paused_until && day.pause_reason ? { until: clock(day.paused_until), reason: day.pause_reason } : null,
    choices: PAUSE_CHOICES,
    times: day.prep_times,
    configured: day.configured_times,
    dishes: searchDishes(day.dishes, q),
    total: day.dishes.length,
    totals: totals.ok ? presentDayTotals(totals.data, page.store) : null,
    date: totals.ok ? totals.data.date : (date ?? formatInTimeZone(new Date(), page.store.timeZone, "yyyy-MM-dd")),
    badDate: badDateParam(url),
    csvHref: `${consoleHref(page.slug, "/day/orders.csv")}${date ? `?date=${date}` : ""}`,
    autoAccept: day.auto_accept === true,
    owner: page.staff.role === "OWNER",
  };
}

type Answer = { errors: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: dayIntentSchema });
  if (submission.status !== "success") {
    const errors = firstErrors(submission.error);
    return data<Answer>({ errors }, { status: 400 });
  }
  const calls = consoleDayCalls(context.api.send);
  const value = submission.value;
  const back = new URLSearchParams();
  const q = String(form.get("q") ?? "")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  if (q) back.set("q", q);
  let hash = "";
  let result;
  switch (value.intent) {
    case "soldOut":
    case "backOnSale":
      result = await calls.soldOut(page.slug, page.token, value.kind, value.id, value.intent === "soldOut");
      back.set("kind", value.kind);
      back.set("id", String(value.id));
      hash = value.anchor ? `#${value.anchor}` : "";
      break;
    case "pause":
      result = await calls.pause(page.slug, page.token, { minutes: value.minutes, reason: value.reason });
      break;
    case "resume":
      result = await calls.pause(page.slug, page.token, null);
      break;
    case "times": {
      const range = (minimum?: number, maximum?: number) =>
        minimum === undefined || maximum === undefined ? null : { minimum, maximum };
      const times: DayTimes = {
        DELIVERY: range(value.delivery_minimum, value.delivery_maximum),
        TAKEOUT: range(value.takeout_minimum, value.takeout_maximum),
      };
      const errors: Record<string, string> = {};
      if (times.DELIVERY && times.DELIVERY.minimum > times.DELIVERY.maximum)
        errors.delivery_maximum = "console.day.times.errors.range";
      if (times.TAKEOUT && times.TAKEOUT.minimum > times.TAKEOUT.maximum)
        errors.takeout_maximum = "console.day.times.errors.range";
      if (Object.keys(errors).length > 0) return data<Answer>({ errors }, { status: 400 });
      result = await calls.prepTimes(page.slug, page.token, times);
      break;
    }
    case "timesReset":
      result = await calls.prepTimes(page.slug, page.token, { DELIVERY: null, TAKEOUT: null });
      break;
    case "autoAccept":
      result = await storeDayCalls(context.api.send).autoAccept(page.slug, page.token, value.auto_accept === "on");
      break;
  }
  if (!result.ok) {
    if (result.status === 400 || result.status === 422)
      return data<Answer>({ errors: { form: "console.day.errors.refused" } }, { status: 422 });
    return page.refused(result);
  }
  const done =
    value.intent === "pause"
      ? "paused"
      : value.intent === "resume"
        ? "resumed"
        : value.intent === "autoAccept"
          ? value.auto_accept === "on"
            ? "autoAcceptOn"
            : "autoAcceptOff"
          : value.intent;
  back.set("done", done);
  return redirect(`${consoleHref(page.slug, "/day")}?${back}${hash}`, 303);
}

export default function ConsoleDay() {
  const { t } = useTranslation();
  const {
    q,
    done,
    doneAtTop,
    soldOutUntil,
    pause,
    choices,
    times,
    configured,
    dishes,
    total,
    totals,
    date,
    badDate,
    csvHref,
    autoAccept,
    owner,
  } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<Answer>());
  const errors = answer?.errors ?? {};
  const result = useFocusOnResult<HTMLParagraphElement>(doneAtTop ? done : null);
  // The console's frame holds the page's one <main>.
  return (
    <div className="c-day">
      <h1>{t("console.day.title")}</h1>
      {done ? (
        <p role="status" className="c-alert c-alert--info" tabIndex={-1} ref={result}>
          {done}
        </p>
      ) : (
        <p role="status" className="c-visually-hidden" />
      )}
      {errors.form ? (
        <p role="alert" className="c-alert c-alert--error">
          {t(errors.form)}
        </p>
      ) : null}
      <DayTotals totals={totals} date={date} badDate={badDate} csvHref={csvHref} />
      <div className="c-console-columns">
        <AutoAcceptForm autoAccept={autoAccept} owner={owner} />
        <AutoPrintSetting />
      </div>
      <div className="c-console-columns">
        <PauseForm pause={pause} choices={choices} />
        <PrepTimesForm times={times} configured={configured} errors={errors} />
      </div>
      <section aria-labelledby="day-dishes" className="c-day-panel">
        <h2 id="day-dishes">{t("console.day.dishes.title")}</h2>
        <p>{t("console.day.dishes.intro", { time: soldOutUntil })}</p>
        <Form method="get" role="search" className="c-console-toolbar">
          <div className="c-field">
            <label htmlFor="day-q">{t("console.day.search.label")}</label>
            <input id="day-q" name="q" type="search" className="c-input" defaultValue={q} />
          </div>
          <button type="submit" className="c-button c-button--default">
            {t("console.day.search.submit")}
          </button>
        </Form>
        {q ? <p>{t("console.day.search.count", { count: dishes.length, total })}</p> : null}
        <ul className="c-day-dishes">
          {dishes.map((dish) => (
            <li key={anchorOf(dish)} id={anchorOf(dish)} className="c-day-dish">
              <h3>
                {dish.name} <span className="c-console-meta">· {dish.category}</span>
              </h3>
              {dish.sold_out !== null ? (
                <SoldOutForm
                  kind="ITEM"
                  id={dish.id}
                  name={dish.name}
                  soldOut={dish.sold_out}
                  anchor={anchorOf(dish)}
                  q={q}
                />
              ) : null}
              {dish.options.length > 0 ? (
                <details open={dish.options.some((option) => option.sold_out) || undefined}>
                  <summary>{t("console.day.dishes.options", { count: dish.options.length })}</summary>
                  {dish.options.map((option) => (
                    <SoldOutForm
                      key={option.id}
                      kind="OPTION"
                      id={option.id}
                      name={`${option.group}: ${option.name}`}
                      soldOut={option.sold_out}
                      anchor={anchorOf(dish)}
                      q={q}
                    />
                  ))}
                </details>
              ) : null}
              {dish.flavors.map((flavor) => (
                <SoldOutForm
                  key={flavor.id}
                  kind="FLAVOR"
                  id={flavor.id}
                  name={flavor.name}
                  soldOut={flavor.sold_out}
                  anchor={anchorOf(dish)}
                  q={q}
                />
              ))}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
