import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { formatMoney } from "../../contract/formats/money";
import { formatMoneyInput } from "../../contract/formats/money-input";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { MoneyInput } from "~/components/MoneyInput";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { deliverySettingsCalls } from "~/lib/console/console-settings-delivery-api.server";
import {
  DELIVERY_FORM_BOUNDS,
  deliveryFormField,
  deliveryFormSchema,
  refusedSettingsForm,
  type SettingsFormAnswer,
} from "~/lib/console/console-settings-delivery.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

/*
 * Where and for how much the store delivers, and which of delivery, takeout and table it takes
 * (decision 104): one plain form sent whole, rows of neighbourhoods or distance bands with "one more"
 * without JavaScript; staff read it.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const PRICINGS = ["NEIGHBORHOOD", "DISTANCE", "EVERYWHERE"] as const;

async function read(args: LoaderFunctionArgs, ownerOnly = false) {
  const page = await staffPage(args.context, args.request, args.params);
  // A staff member's post is refused before anything is asked of the API.
  if (ownerOnly && page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const calls = deliverySettingsCalls(args.context.api.send);
  const result = await calls.readDelivery(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return { page, calls, settings: result.data };
}

export async function loader(args: LoaderFunctionArgs) {
  const { page, settings } = await read(args);
  const currency = settings.currency;
  const typed = (minorUnits: number | null) => (minorUnits === null ? "" : formatMoneyInput(currency, minorUnits));
  return {
    title: page.t("console.settings.delivery.title"),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    currency,
    bounds: DELIVERY_FORM_BOUNDS,
    version: settings.version,
    saved: new URL(args.request.url).searchParams.get("done") === "saved",
    pricing: settings.pricing,
    fee: typed(settings.fee),
    areas: settings.areas.map((area) => ({
      name: area.name,
      fee: typed(area.fee),
      shown: formatMoney(area.fee, currency),
    })),
    bands: settings.bands.map((band) => ({
      up_to_km: String(band.up_to_km).replace(".", currency === "MXN" ? "." : ","),
      fee: typed(band.fee),
      shown: formatMoney(band.fee, currency),
    })),
    notServed: settings.not_served,
    minimumOrder: typed(settings.minimum_order),
    freeDeliveryFrom: typed(settings.free_delivery_from),
    shown: {
      fee: formatMoney(settings.fee, currency),
      minimumOrder: formatMoney(settings.minimum_order, currency),
      freeDeliveryFrom:
        settings.free_delivery_from === null ? null : formatMoney(settings.free_delivery_from, currency),
    },
    modes: settings.modes,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { page, calls, settings } = await read(args, true);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const submission = parseWithZod(form, { schema: deliveryFormSchema(settings.currency, settings) });
  const values = (submission.payload ?? {}) as Record<string, unknown>;
  const shown = (group: "areas" | "bands") => (Array.isArray(values[group]) ? values[group].length : 0);
  const rows = { areas: shown("areas"), bands: shown("bands") };
  if (intent === "more-areas" || intent === "more-bands")
    return data<SettingsFormAnswer>({
      errors: {},
      values,
      message: null,
      added: intent === "more-areas" ? "areas" : "bands",
      rows:
        intent === "more-areas"
          ? { ...rows, areas: Math.min(rows.areas + 1, DELIVERY_FORM_BOUNDS.areas) }
          : { ...rows, bands: Math.min(rows.bands + 1, DELIVERY_FORM_BOUNDS.bands) },
    });
  if (intent !== "save") throw data(null, { status: 400 });
  if (submission.status !== "success")
    return data<SettingsFormAnswer>(
      { errors: firstErrors(submission.error), values, message: null, rows },
      { status: 400 },
    );
  const { request, kept } = submission.value;
  const result = await calls.changeDelivery(page.slug, page.token, request);
  if (!result.ok) return refusedSettingsForm(page, result, { values, rows }, (field) => deliveryFormField(field, kept));
  return redirect(`${consoleHref(page.slug, "/settings/delivery")}?done=saved#delivery-status`);
}

export default function DeliverySettingsRoute() {
  const { t } = useTranslation();
  const { slug, owner, saved, version } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<SettingsFormAnswer>());
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/settings")}>{t("console.settings.back")}</Link>
      </p>
      <h1>{t("console.settings.delivery.title")}</h1>
      <p className="c-dimmed">{t("console.settings.delivery.intro")}</p>
      <p id="delivery-status" role="status" tabIndex={-1} className={saved ? "c-alert c-alert--info" : undefined}>
        {saved ? t("console.settings.delivery.saved") : null}
      </p>
      {owner ? (
        // Keyed by the settings' version: after a change the form shows what was saved, not what was typed.
        <DeliveryForm key={version} answer={answer} />
      ) : (
        <DeliveryTable />
      )}
    </div>
  );
}

/** What staff see: the store's delivery as it is, and that only the owner changes it. */
function DeliveryTable() {
  const { t } = useTranslation();
  const { pricing, areas, bands, notServed, shown, modes } = useLoaderData<typeof loader>();
  const yes = (on: boolean) => t(on ? "console.settings.delivery.on" : "console.settings.delivery.off");
  return (
    <>
      <p>{t("console.settings.delivery.readOnly")}</p>
      <dl className="c-menu-card">
        <dt>{t("console.settings.delivery.pricing.legend")}</dt>
        <dd>{t(`console.settings.delivery.pricing.${pricing}`)}</dd>
        {pricing === "EVERYWHERE" ? (
          <>
            <dt>{t("console.settings.delivery.fee")}</dt>
            <dd>{shown.fee}</dd>
          </>
        ) : null}
        <dt>{t("console.settings.delivery.minimumOrder")}</dt>
        <dd>{shown.minimumOrder}</dd>
        <dt>{t("console.settings.delivery.freeDeliveryFrom")}</dt>
        <dd>{shown.freeDeliveryFrom ?? t("console.settings.delivery.never")}</dd>
        <dt>{t("console.settings.delivery.modes.delivery")}</dt>
        <dd>{yes(modes.delivery)}</dd>
        <dt>{t("console.settings.delivery.modes.takeout")}</dt>
        <dd>{yes(modes.takeout)}</dd>
        <dt>{t("console.settings.delivery.modes.table")}</dt>
        <dd>{yes(modes.table)}</dd>
      </dl>
      {pricing === "NEIGHBORHOOD" ? (
        <section aria-labelledby="delivery-areas-title">
          <h2 id="delivery-areas-title">{t("console.settings.delivery.areas.legend")}</h2>
          <ul>
            {areas.map((area) => (
              <li key={area.name}>
                {area.name}: {area.shown}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pricing === "DISTANCE" ? (
        <section aria-labelledby="delivery-bands-title">
          <h2 id="delivery-bands-title">{t("console.settings.delivery.bands.legend")}</h2>
          <ul>
            {bands.map((band) => (
              <li key={band.up_to_km}>
                {t("console.settings.delivery.bands.upTo", { km: band.up_to_km })}: {band.shown}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {notServed.length > 0 ? (
        <section aria-labelledby="delivery-not-served-title">
          <h2 id="delivery-not-served-title">{t("console.settings.delivery.notServed")}</h2>
          <ul>
            {notServed.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

interface AreaRow {
  name: string;
  fee: string;
}
interface BandRow {
  up_to_km: string;
  fee: string;
}

/** The rows a group shows: as typed after a refusal or "one more", else the saved rows and an empty one. */
function rowsOf<Row extends AreaRow | BandRow>(
  saved: Row[],
  empty: Row,
  typedRows: unknown,
  count: number | undefined,
): Row[] {
  if (count === undefined) return [...saved, empty];
  const list = Array.isArray(typedRows) ? (typedRows as Record<string, unknown>[]) : [];
  return Array.from({ length: Math.max(count, 1) }, (_, index) => {
    const row = list[index] ?? {};
    return Object.fromEntries(
      Object.keys(empty).map((key) => [key, typeof row[key] === "string" ? row[key] : ""]),
    ) as unknown as Row;
  });
}

function DeliveryForm({ answer }: { answer: SettingsFormAnswer | undefined }) {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const text = (name: string, fallback: string) => {
    const value = values?.[name];
    return typeof value === "string" ? value : values ? "" : fallback;
  };
  const checked = (name: "delivery" | "takeout" | "table") =>
    values ? values[name] !== undefined : loaded.modes[name];
  const pricing = values ? text("pricing", "") : loaded.pricing;
  // A removal ticked before a refusal stays ticked.
  const removing = (index: number) =>
    Array.isArray(values?.areas) && (values.areas as Record<string, unknown>[])[index]?.remove !== undefined;
  const areas = rowsOf<AreaRow>(loaded.areas, { name: "", fee: "" }, values?.areas, answer?.rows?.areas);
  const bands = rowsOf<BandRow>(loaded.bands, { up_to_km: "", fee: "" }, values?.bands, answer?.rows?.bands);
  const problems = problemsIn(
    errors,
    [
      { name: "pricing", target: "delivery-pricing", label: t("console.settings.delivery.pricing.legend") },
      { name: "fee", target: "delivery-fee", label: t("console.settings.delivery.fee") },
      { name: "areas", target: "delivery-areas", label: t("console.settings.delivery.areas.legend") },
      ...areas.flatMap((_, index) => [
        {
          name: `areas[${index}].name`,
          target: `delivery-area-${index}-name`,
          label: t("console.settings.delivery.areas.name", { number: index + 1 }),
        },
        {
          name: `areas[${index}].fee`,
          target: `delivery-area-${index}-fee`,
          label: t("console.settings.delivery.areas.fee", { number: index + 1 }),
        },
      ]),
      { name: "bands", target: "delivery-bands", label: t("console.settings.delivery.bands.legend") },
      ...bands.flatMap((_, index) => [
        {
          name: `bands[${index}].up_to_km`,
          target: `delivery-band-${index}-up_to_km`,
          label: t("console.settings.delivery.bands.km", { number: index + 1 }),
        },
        {
          name: `bands[${index}].fee`,
          target: `delivery-band-${index}-fee`,
          label: t("console.settings.delivery.bands.fee", { number: index + 1 }),
        },
      ]),
      { name: "not_served", target: "delivery-not-served", label: t("console.settings.delivery.notServed") },
      { name: "minimum_order", target: "delivery-minimum-order", label: t("console.settings.delivery.minimumOrder") },
      {
        name: "free_delivery_from",
        target: "delivery-free-from",
        label: t("console.settings.delivery.freeDeliveryFrom"),
      },
      { name: "modes", target: "delivery-modes", label: t("console.settings.delivery.modes.legend") },
    ],
    t,
  );
  return (
    <section aria-labelledby="delivery-form-title" className="c-menu-card">
      <h2 id="delivery-form-title" className="c-visually-hidden">
        {t("console.settings.delivery.title")}
      </h2>
      <ErrorSummary id="delivery-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems.length === 0}>
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate preventScrollReset>
        <fieldset id="delivery-modes" {...describedBy("delivery-modes-error", errors.modes)}>
          <legend>{t("console.settings.delivery.modes.legend")}</legend>
          <FieldError id="delivery-modes-error" message={errors.modes} />
          {(["delivery", "takeout", "table"] as const).map((mode) => (
            <MenuCheckbox
              key={mode}
              id={`delivery-mode-${mode}`}
              name={mode}
              label={t(`console.settings.delivery.modes.${mode}`)}
              defaultChecked={checked(mode)}
            />
          ))}
        </fieldset>
        <fieldset id="delivery-pricing" {...describedBy("delivery-pricing-error", errors.pricing)}>
          <legend>{t("console.settings.delivery.pricing.legend")}</legend>
          <FieldError id="delivery-pricing-error" message={errors.pricing} />
          {PRICINGS.map((choice) => (
            <div key={choice} className="c-field c-field--check">
              <input
                type="radio"
                id={`delivery-pricing-${choice}`}
                name="pricing"
                value={choice}
                defaultChecked={pricing === choice}
                aria-describedby={`delivery-pricing-${choice}-hint`}
              />{" "}
              <label htmlFor={`delivery-pricing-${choice}`}>{t(`console.settings.delivery.pricing.${choice}`)}</label>
              <p id={`delivery-pricing-${choice}-hint`} className="c-dimmed">
                {t(`console.settings.delivery.pricing.${choice}Hint`)}
              </p>
            </div>
          ))}
        </fieldset>
        <MoneyInput
          id="delivery-fee"
          name="fee"
          label={t("console.settings.delivery.fee")}
          defaultValue={text("fee", loaded.fee)}
          error={errors.fee}
          currency={loaded.currency}
        />
        <MenuTextField
          id="delivery-not-served"
          name="not_served"
          label={t("console.settings.delivery.notServed")}
          hint={t("console.settings.delivery.notServedHint", { max: loaded.bounds.notServed })}
          error={errors.not_served}
          defaultValue={text("not_served", loaded.notServed.join("\n"))}
          multiline
        />
        <MoneyInput
          id="delivery-minimum-order"
          name="minimum_order"
          label={t("console.settings.delivery.minimumOrder")}
          defaultValue={text("minimum_order", loaded.minimumOrder)}
          error={errors.minimum_order}
          currency={loaded.currency}
        />
        <MoneyInput
          id="delivery-free-from"
          name="free_delivery_from"
          label={t("console.settings.delivery.freeDeliveryFrom")}
          defaultValue={text("free_delivery_from", loaded.freeDeliveryFrom)}
          error={errors.free_delivery_from}
          currency={loaded.currency}
        />
        <p className="c-dimmed">{t("console.settings.delivery.freeDeliveryHint")}</p>
        <fieldset id="delivery-areas" {...describedBy("delivery-areas-error", errors.areas)}>
          <legend>{t("console.settings.delivery.areas.legend")}</legend>
          <p className="c-dimmed">{t("console.settings.delivery.areas.hint")}</p>
          <FieldError id="delivery-areas-error" message={errors.areas} />
          <ol className="c-menu-rows">
            {areas.map((row, index) => (
              <li key={`${answer ? "typed" : "shown"}-${index}`} className="c-menu-row">
                <div className="c-field">
                  <label htmlFor={`delivery-area-${index}-name`}>
                    {t("console.settings.delivery.areas.name", { number: index + 1 })}
                  </label>
                  <input
                    id={`delivery-area-${index}-name`}
                    name={`areas[${index}].name`}
                    className="c-input"
                    autoComplete="off"
                    defaultValue={row.name}
                    maxLength={loaded.bounds.name + 20}
                    autoFocus={answer?.added === "areas" && index === areas.length - 1}
                    {...describedBy(`delivery-area-${index}-name-error`, errors[`areas[${index}].name`])}
                  />
                  <FieldError id={`delivery-area-${index}-name-error`} message={errors[`areas[${index}].name`]} />
                </div>
                <MoneyInput
                  id={`delivery-area-${index}-fee`}
                  name={`areas[${index}].fee`}
                  label={t("console.settings.delivery.areas.fee", { number: index + 1 })}
                  defaultValue={row.fee}
                  error={errors[`areas[${index}].fee`]}
                  currency={loaded.currency}
                />
                {index < loaded.areas.length ? (
                  <MenuCheckbox
                    id={`delivery-area-${index}-remove`}
                    name={`areas[${index}].remove`}
                    label={t("console.settings.delivery.areas.remove", { number: index + 1 })}
                    defaultChecked={removing(index)}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        </fieldset>
        <fieldset id="delivery-bands" {...describedBy("delivery-bands-error", errors.bands)}>
          <legend>{t("console.settings.delivery.bands.legend")}</legend>
          <p className="c-dimmed">{t("console.settings.delivery.bands.hint")}</p>
          <FieldError id="delivery-bands-error" message={errors.bands} />
          <ol className="c-menu-rows">
            {bands.map((row, index) => (
              <li key={`${answer ? "typed" : "shown"}-${index}`} className="c-menu-row">
                <MenuTextField
                  autoFocus={answer?.added === "bands" && index === bands.length - 1}
                  id={`delivery-band-${index}-up_to_km`}
                  name={`bands[${index}].up_to_km`}
                  label={t("console.settings.delivery.bands.km", { number: index + 1 })}
                  error={errors[`bands[${index}].up_to_km`]}
                  defaultValue={row.up_to_km}
                  inputMode="text"
                  maxLength={6}
                />
                <MoneyInput
                  id={`delivery-band-${index}-fee`}
                  name={`bands[${index}].fee`}
                  label={t("console.settings.delivery.bands.fee", { number: index + 1 })}
                  defaultValue={row.fee}
                  error={errors[`bands[${index}].fee`]}
                  currency={loaded.currency}
                />
              </li>
            ))}
          </ol>
        </fieldset>
        <div className="c-console-actions">
          <button
            type="submit"
            name="intent"
            value="save"
            className="c-button"
            aria-disabled={busy || undefined}
            onClick={sendOnce(busy)}
          >
            {t("console.settings.delivery.save")}
          </button>
          {areas.length < loaded.bounds.areas ? (
            <button
              type="submit"
              name="intent"
              value="more-areas"
              className="c-button c-button--secondary"
              aria-disabled={busy || undefined}
              onClick={sendOnce(busy)}
            >
              {t("console.settings.delivery.areas.more")}
            </button>
          ) : null}
          {bands.length < loaded.bounds.bands ? (
            <button
              type="submit"
              name="intent"
              value="more-bands"
              className="c-button c-button--secondary"
              aria-disabled={busy || undefined}
              onClick={sendOnce(busy)}
            >
              {t("console.settings.delivery.bands.more")}
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: "console.settings.delivery.readOnly" }}
      back={{ path: "/settings", label: "console.settings.back" }}
    />
  );
}
