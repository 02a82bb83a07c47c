import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { useEffect } from "react";
import type { HoursSettings } from "../../contract/console-settings-hours";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { requestKeyOf } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { SCHEDULING_FIELDS } from "~/lib/console/console-settings-hours";
import { hoursSettingsCalls } from "~/lib/console/console-settings-hours-api.server";
import {
  closureRequestOf,
  HOURS_FORM_BOUNDS,
  type HoursFormAnswer,
  refusedHoursForm,
  schedulingRequestOf,
  type WeekRows,
  weekFieldOf,
  weekRequestOf,
  weekRowsOf,
  weekValues,
} from "~/lib/console/console-settings-hours.server";
import { useTranslation } from "~/lib/i18n/i18n";
import menuStyles from "~/styles/console-menu.css";
import hoursStyles from "~/styles/console-settings-hours.css";

/*
 * The store's hours (decision 103): the week's shifts as one form (a row per shift, "one more shift"
 * and "remove" re-render the form as typed, so they work without JavaScript), holidays and closures
 * each added or removed by its own form, and the scheduling rules with the preparation times. Only the
 * owner changes them; staff read them.
 */

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: menuStyles },
  { rel: "stylesheet", href: hoursStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** A field's id from its name ("days.1.shifts.0.opens_at" → "hours-days-1-shifts-0-opens_at"). */
const fieldId = (name: string) => `hours-${name.replace(/\./g, "-")}`;

const DONE = ["week", "closure-added", "closure-removed", "scheduling", "unchanged"] as const;
const PAGE_PATH = "/settings/hours";

async function read(args: LoaderFunctionArgs, ownerOnly = false) {
  const page = await staffPage(args.context, args.request, args.params);
  // A staff member's post is refused before anything is asked of the API.
  if (ownerOnly && page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const calls = hoursSettingsCalls(args.context.api.send);
  const result = await calls.read(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return { page, calls, hours: result.data };
}

/** "sexta-feira, 25 de dezembro de 2026" in the console's language. */
const dateText = (locale: string, isoDate: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(Date.parse(`${isoDate}T00:00:00Z`));

export async function loader(args: LoaderFunctionArgs) {
  const { page, hours } = await read(args);
  const done = DONE.find((what) => what === new URL(args.request.url).searchParams.get("done")) ?? null;
  return {
    title: page.t("console.settings.hours.title"),
    bounds: HOURS_FORM_BOUNDS,
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    done,
    today: hours.today,
    week: hours.days.map((day) => day.shifts),
    closures: hours.closures.map((closure) => ({
      ...closure,
      from: dateText(page.store.locale, closure.starts_on),
      to: closure.ends_on === closure.starts_on ? null : dateText(page.store.locale, closure.ends_on),
    })),
    scheduling: hours.scheduling,
    version: hours.version,
    // The new closure form's own key, drawn each time: sent twice (a double tap without JavaScript), it adds one.
    requestKey: crypto.randomUUID(),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { page, calls, hours } = await read(args, true);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const here = (done: (typeof DONE)[number], hash: string) =>
    redirect(`${consoleHref(page.slug, PAGE_PATH)}?done=${done}#${hash}`);

  if (intent === "week" || intent.startsWith("week-more:") || intent.startsWith("week-remove:")) {
    const week = weekRowsOf(form);
    const more = /^week-more:([0-6])$/.exec(intent);
    if (more) {
      const shifts = week[Number(more[1])]!;
      if (shifts.length < HOURS_FORM_BOUNDS.shiftsPerDay) shifts.push({ opens_at: "", closes_at: "" });
      const focus = fieldId(`days.${more[1]}.shifts.${shifts.length - 1}.opens_at`);
      return data<HoursFormAnswer>({ form: "week", errors: {}, values: {}, message: null, week, focus });
    }
    const remove = /^week-remove:([0-6]):(\d{1,2})$/.exec(intent);
    if (remove) {
      week[Number(remove[1])]!.splice(Number(remove[2]), 1);
      const focus = `week-more-${remove[1]}`;
      return data<HoursFormAnswer>({ form: "week", errors: {}, values: {}, message: null, week, focus });
    }
    const { request, errors, rowOf } = weekRequestOf(week);
    const answer = { form: "week" as const, values: weekValues(week), week };
    if (Object.keys(errors).length > 0)
      return data<HoursFormAnswer>({ ...answer, errors, message: null }, { status: 400 });
    const result = await calls.writeWeek(page.slug, page.token, request);
    if (!result.ok)
      return refusedHoursForm(page, result, answer, (field) => {
        const named = weekFieldOf(field, rowOf);
        return named === "week" ? null : named;
      });
    return here(result.data.version === hours.version ? "unchanged" : "week", "week");
  }

  if (intent === "closure-add") {
    const { request, errors } = closureRequestOf(form);
    const requestKey = requestKeyOf(form);
    const values = {
      starts_on: String(form.get("starts_on") ?? ""),
      ends_on: String(form.get("ends_on") ?? ""),
      reason: String(form.get("reason") ?? ""),
      // Kept with what was typed, so the form sent again after a refusal is still the same create.
      ...(requestKey ? { request_key: requestKey } : {}),
    };
    const answer = { form: "closure" as const, values };
    if (Object.keys(errors).length > 0)
      return data<HoursFormAnswer>({ ...answer, errors, message: null }, { status: 400 });
    const result = await calls.addClosure(page.slug, page.token, { ...request, request_key: requestKey });
    if (!result.ok)
      return refusedHoursForm(page, result, answer, (field) =>
        ["starts_on", "ends_on", "reason"].includes(field) ? field : null,
      );
    return here("closure-added", "closures");
  }

  if (intent === "closure-remove") {
    const id = Number(form.get("id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 400 });
    const result = await calls.removeClosure(page.slug, page.token, id);
    if (!result.ok) return refusedHoursForm(page, result, { form: "closure", values: {} }, () => null);
    return here("closure-removed", "closures");
  }

  if (intent === "scheduling") {
    const { request, errors, values } = schedulingRequestOf(form);
    const answer = { form: "scheduling" as const, values };
    if (Object.keys(errors).length > 0)
      return data<HoursFormAnswer>({ ...answer, errors, message: null }, { status: 400 });
    const result = await calls.writeScheduling(page.slug, page.token, request);
    if (!result.ok)
      return refusedHoursForm(page, result, answer, (field) =>
        (SCHEDULING_FIELDS as readonly string[]).includes(field) ? field : null,
      );
    return here(result.data.version === hours.version ? "unchanged" : "scheduling", "scheduling");
  }
  throw data(null, { status: 400 });
}

type Loaded = Awaited<ReturnType<typeof loader>>;

export default function HoursSettingsRoute() {
  const { t } = useTranslation();
  const { owner, done, version } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<HoursFormAnswer>());
  return (
    <div className="c-hours">
      <h1>{t("console.settings.hours.title")}</h1>
      <p className="c-dimmed">{t("console.settings.hours.intro")}</p>
      <p id="hours-status" role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`console.settings.hours.done.${done}`) : null}
      </p>
      {owner ? (
        <>
          {/* Keyed by the settings' version: after a change each form shows what was saved. */}
          <WeekForm key={`week-${version}`} answer={answer?.form === "week" ? answer : undefined} />
          <Closures key={`closures-${version}`} answer={answer?.form === "closure" ? answer : undefined} />
          <SchedulingForm key={`scheduling-${version}`} answer={answer?.form === "scheduling" ? answer : undefined} />
        </>
      ) : (
        <ReadOnly />
      )}
    </div>
  );
}

const shiftsText = (shifts: Loaded["week"][number]) =>
  shifts.map((shift) => `${shift.opens_at}–${shift.closes_at}`).join(", ");

/** What staff see: the week, the closures and the rules, and that only the owner changes them. */
function ReadOnly() {
  const { t } = useTranslation();
  const { week, closures, scheduling } = useLoaderData<typeof loader>();
  return (
    <>
      <p>{t("console.settings.hours.readOnly")}</p>
      <section aria-labelledby="week-title" className="c-menu-card">
        <h2 id="week-title">{t("console.settings.hours.week.title")}</h2>
        <dl className="c-hours-list">
          {week.map((shifts, weekday) => (
            <div key={weekday}>
              <dt>{t(`console.settings.hours.weekday.${weekday}`)}</dt>
              <dd>{shifts.length > 0 ? shiftsText(shifts) : t("console.settings.hours.week.closed")}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="closures-title" className="c-menu-card">
        <h2 id="closures-title">{t("console.settings.hours.closures.title")}</h2>
        <ClosureList closures={closures} removable={false} />
      </section>
      <section aria-labelledby="scheduling-title" className="c-menu-card">
        <h2 id="scheduling-title">{t("console.settings.hours.scheduling.title")}</h2>
        <ul>
          <li>
            {t(
              scheduling.scheduling_enabled
                ? scheduling.schedule_only
                  ? "console.settings.hours.scheduling.onlyScheduled"
                  : "console.settings.hours.scheduling.on"
                : "console.settings.hours.scheduling.off",
            )}
          </li>
          <li>
            {t("console.settings.hours.scheduling.summary", {
              slot_minutes: scheduling.slot_minutes,
              days_ahead: scheduling.days_ahead,
            })}
          </li>
          <li>
            {t("console.settings.hours.prep.summary", {
              deliveryMin: scheduling.time_to_receive.DELIVERY.minimum,
              deliveryMax: scheduling.time_to_receive.DELIVERY.maximum,
              takeoutMin: scheduling.time_to_receive.TAKEOUT.minimum,
              takeoutMax: scheduling.time_to_receive.TAKEOUT.maximum,
            })}
          </li>
        </ul>
      </section>
    </>
  );
}

function WeekForm({ answer }: { answer: HoursFormAnswer | undefined }) {
  const { t } = useTranslation();
  // After "one more shift" or "remove", the focus goes to the new row or the day's "one more"
  // button (autoFocus without JavaScript; a button already drawn needs it said).
  useEffect(() => {
    if (answer?.focus) document.getElementById(answer.focus)?.focus();
  }, [answer]);
  const { week: saved, bounds } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const week: WeekRows = answer?.week ?? saved;
  const errors = answer?.errors ?? {};
  const problems = problemsIn(
    errors,
    week.flatMap((shifts, day) =>
      shifts.flatMap((_, row) =>
        (["opens_at", "closes_at"] as const).map((field) => {
          const name = `days.${day}.shifts.${row}.${field}`;
          return {
            name,
            target: fieldId(name),
            label: t(`console.settings.hours.week.${field === "opens_at" ? "opensLabel" : "closesLabel"}`, {
              day: t(`console.settings.hours.weekday.${day}`),
              number: row + 1,
            }),
          };
        }),
      ),
    ),
    t,
  );
  return (
    <section id="week" aria-labelledby="week-title" tabIndex={-1} className="c-menu-card">
      <h2 id="week-title">{t("console.settings.hours.week.title")}</h2>
      <p className="c-dimmed">{t("console.settings.hours.week.hint")}</p>
      <ErrorSummary id="week-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert">
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-hours-week" noValidate preventScrollReset>
        {/* The first button is what Enter sends: saving, never "one more shift". */}
        <button
          type="submit"
          name="intent"
          value="week"
          className="c-button"
          aria-disabled={busy || undefined}
          onClick={sendOnce(busy)}
        >
          {t("console.settings.hours.week.save")}
        </button>
        {week.map((shifts, day) => (
          <fieldset key={day} className="c-hours-day">
            <legend>{t(`console.settings.hours.weekday.${day}`)}</legend>
            {shifts.length === 0 ? <p className="c-dimmed">{t("console.settings.hours.week.closed")}</p> : null}
            <ol className="c-hours-shifts">
              {shifts.map((shift, row) => (
                <ShiftRow
                  // Keyed by what the row holds: after a removed row the rows below show their own times.
                  key={`${row}-${shift.opens_at}-${shift.closes_at}`}
                  day={day}
                  row={row}
                  shift={shift}
                  errors={errors}
                  focus={answer?.focus}
                  busy={busy}
                />
              ))}
            </ol>
            {shifts.length < bounds.shiftsPerDay ? (
              <button
                type="submit"
                id={`week-more-${day}`}
                name="intent"
                value={`week-more:${day}`}
                className="c-button c-button--secondary c-button--small"
                aria-disabled={busy || undefined}
                onClick={sendOnce(busy)}
                autoFocus={answer?.focus === `week-more-${day}`}
              >
                {t("console.settings.hours.week.more")}
                <span className="c-visually-hidden"> ({t(`console.settings.hours.weekday.${day}`)})</span>
              </button>
            ) : null}
          </fieldset>
        ))}
        <button
          type="submit"
          name="intent"
          value="week"
          className="c-button"
          aria-disabled={busy || undefined}
          onClick={sendOnce(busy)}
        >
          {t("console.settings.hours.week.save")}
        </button>
      </Form>
    </section>
  );
}

function ShiftRow({
  day,
  row,
  shift,
  errors,
  focus,
  busy,
}: {
  day: number;
  row: number;
  shift: { opens_at: string; closes_at: string };
  errors: Record<string, string>;
  focus: string | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const dayName = t(`console.settings.hours.weekday.${day}`);
  const field = (part: "opens_at" | "closes_at") => {
    const name = `days.${day}.shifts.${row}.${part}`;
    const id = fieldId(name);
    return (
      <div className="c-field">
        <label htmlFor={id}>
          {t(`console.settings.hours.week.${part === "opens_at" ? "opens" : "closes"}`)}
          <span className="c-visually-hidden">
            {" "}
            ({t("console.settings.hours.week.shiftOf", { day: dayName, number: row + 1 })})
          </span>
        </label>
        <input
          id={id}
          name={name}
          type="time"
          className="c-input"
          defaultValue={shift[part]}
          autoFocus={focus === id}
          {...describedBy(`${id}-error`, errors[name])}
        />
        <FieldError id={`${id}-error`} message={errors[name]} />
      </div>
    );
  };
  return (
    <li className="c-hours-shift">
      {field("opens_at")}
      {field("closes_at")}
      <button
        type="submit"
        name="intent"
        value={`week-remove:${day}:${row}`}
        className="c-button c-button--secondary c-button--small"
        aria-disabled={busy || undefined}
        onClick={sendOnce(busy)}
      >
        {t("console.settings.hours.week.remove")}
        <span className="c-visually-hidden">
          {" "}
          ({t("console.settings.hours.week.shiftOf", { day: dayName, number: row + 1 })})
        </span>
      </button>
    </li>
  );
}

function ClosureList({ closures, removable }: { closures: Loaded["closures"]; removable: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  if (closures.length === 0) return <p>{t("console.settings.hours.closures.none")}</p>;
  return (
    <ul className="c-hours-closures">
      {closures.map((closure) => {
        const when = closure.to
          ? t("console.settings.hours.closures.range", { from: closure.from, to: closure.to })
          : closure.from;
        return (
          <li key={closure.id}>
            <span>
              {when}
              {closure.reason ? ` · ${closure.reason}` : null}
            </span>
            {removable ? (
              <Form method="post" preventScrollReset className="c-menu-action">
                <input type="hidden" name="id" value={closure.id} />
                <button
                  type="submit"
                  name="intent"
                  value="closure-remove"
                  className="c-button c-button--secondary c-button--small"
                  aria-disabled={busy || undefined}
                  onClick={sendOnce(busy)}
                >
                  {t("console.settings.hours.closures.remove")}
                  <span className="c-visually-hidden">: {when}</span>
                </button>
              </Form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Closures({ answer }: { answer: HoursFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { closures, today, bounds, requestKey } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const problems = problemsIn(
    errors,
    [
      { name: "starts_on", target: "closure-starts_on", label: t("console.settings.hours.closures.startsOn") },
      { name: "ends_on", target: "closure-ends_on", label: t("console.settings.hours.closures.endsOn") },
      { name: "reason", target: "closure-reason", label: t("console.settings.hours.closures.reason") },
    ],
    t,
  );
  const dateField = (name: "starts_on" | "ends_on", label: string, hint?: string) => (
    <div className="c-field">
      <label htmlFor={`closure-${name}`}>{label}</label>
      {hint ? (
        <p id={`closure-${name}-hint`} className="c-dimmed">
          {hint}
        </p>
      ) : null}
      <input
        id={`closure-${name}`}
        name={name}
        type="date"
        className="c-input"
        min={today}
        defaultValue={values[name] ?? ""}
        required={name === "starts_on"}
        {...describedBy(`closure-${name}-error`, errors[name])}
        aria-describedby={
          [hint ? `closure-${name}-hint` : null, errors[name] ? `closure-${name}-error` : null]
            .filter(Boolean)
            .join(" ") || undefined
        }
      />
      <FieldError id={`closure-${name}-error`} message={errors[name]} />
    </div>
  );
  return (
    <section id="closures" aria-labelledby="closures-title" tabIndex={-1} className="c-menu-card">
      <h2 id="closures-title">{t("console.settings.hours.closures.title")}</h2>
      <p className="c-dimmed">{t("console.settings.hours.closures.hint")}</p>
      <ClosureList closures={closures} removable />
      <h3>{t("console.settings.hours.closures.add")}</h3>
      <ErrorSummary id="closure-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert">
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate preventScrollReset>
        <input type="hidden" name="request_key" value={values.request_key ?? requestKey} />
        {dateField("starts_on", t("console.settings.hours.closures.startsOn"))}
        {dateField(
          "ends_on",
          t("console.settings.hours.closures.endsOn"),
          t("console.settings.hours.closures.endsOnHint"),
        )}
        <MenuTextField
          id="closure-reason"
          name="reason"
          label={t("console.settings.hours.closures.reason")}
          hint={t("console.settings.hours.closures.reasonHint")}
          error={errors.reason}
          defaultValue={values.reason ?? ""}
          maxLength={bounds.reason}
        />
        <button
          type="submit"
          name="intent"
          value="closure-add"
          className="c-button"
          aria-disabled={busy || undefined}
          onClick={sendOnce(busy)}
        >
          {t("console.settings.hours.closures.addButton")}
        </button>
      </Form>
    </section>
  );
}

function SchedulingForm({ answer }: { answer: HoursFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { scheduling } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const saved: Record<string, string> = {
    slot_minutes: String(scheduling.slot_minutes),
    days_ahead: String(scheduling.days_ahead),
    "lead_time_minutes.DELIVERY": String(scheduling.lead_time_minutes.DELIVERY),
    "lead_time_minutes.TAKEOUT": String(scheduling.lead_time_minutes.TAKEOUT),
    "time_to_receive.DELIVERY.minimum": String(scheduling.time_to_receive.DELIVERY.minimum),
    "time_to_receive.DELIVERY.maximum": String(scheduling.time_to_receive.DELIVERY.maximum),
    "time_to_receive.TAKEOUT.minimum": String(scheduling.time_to_receive.TAKEOUT.minimum),
    "time_to_receive.TAKEOUT.maximum": String(scheduling.time_to_receive.TAKEOUT.maximum),
  };
  const values = answer?.values ?? saved;
  const checked = (name: keyof HoursSettings["scheduling"]) =>
    answer ? answer.values[name] !== undefined : Boolean(scheduling[name]);
  const label = (name: string) => t(`console.settings.hours.fields.${name.replace(/\./g, "_")}`);
  const problems = problemsIn(
    errors,
    SCHEDULING_FIELDS.map((name) => ({ name, target: fieldId(name), label: label(name) })),
    t,
  );
  const number = (name: (typeof SCHEDULING_FIELDS)[number]) => (
    <MenuTextField
      key={name}
      id={fieldId(name)}
      name={name}
      label={label(name)}
      error={errors[name]}
      defaultValue={values[name] ?? ""}
      inputMode="numeric"
      maxLength={5}
    />
  );
  return (
    <section id="scheduling" aria-labelledby="scheduling-title" tabIndex={-1} className="c-menu-card">
      <h2 id="scheduling-title">{t("console.settings.hours.scheduling.title")}</h2>
      <ErrorSummary id="scheduling-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert">
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate preventScrollReset>
        <MenuCheckbox
          id="hours-scheduling_enabled"
          name="scheduling_enabled"
          label={label("scheduling_enabled")}
          defaultChecked={checked("scheduling_enabled")}
        />
        <MenuCheckbox
          id="hours-schedule_only"
          name="schedule_only"
          label={label("schedule_only")}
          hint={t("console.settings.hours.scheduling.onlyHint")}
          defaultChecked={checked("schedule_only")}
        />
        {number("slot_minutes")}
        {number("days_ahead")}
        {number("lead_time_minutes.DELIVERY")}
        {number("lead_time_minutes.TAKEOUT")}
        <fieldset className="c-hours-prep">
          <legend>{t("console.settings.hours.prep.title")}</legend>
          <p className="c-dimmed">{t("console.settings.hours.prep.hint")}</p>
          {number("time_to_receive.DELIVERY.minimum")}
          {number("time_to_receive.DELIVERY.maximum")}
          {number("time_to_receive.TAKEOUT.minimum")}
          {number("time_to_receive.TAKEOUT.maximum")}
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="scheduling"
          className="c-button"
          aria-disabled={busy || undefined}
          onClick={sendOnce(busy)}
        >
          {t("console.settings.hours.scheduling.save")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: "console.settings.hours.forbidden" }}
      back={{ path: "/settings", label: "console.settings.hours.back" }}
    />
  );
}
