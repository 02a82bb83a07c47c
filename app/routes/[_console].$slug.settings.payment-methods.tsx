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
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { sendOnce } from "~/components/console/menu/MenuFields";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { deliverySettingsCalls } from "~/lib/console/console-settings-delivery-api.server";
import {
  PAYMENT_FORM_CHOICES,
  paymentMethodsFormSchema,
  refusedSettingsForm,
  type SettingsFormAnswer,
} from "~/lib/console/console-settings-delivery.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

/*
 * How customers pay on delivery or at the counter (decision 104): the methods and the card machine's
 * brands, one plain form sent whole; online payment is shown as its own page sets it (decision 089),
 * with a link there. Staff read it.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const P = "console.settings.delivery.payments";

async function read(args: LoaderFunctionArgs, ownerOnly = false) {
  const page = await staffPage(args.context, args.request, args.params);
  // A staff member's post is refused before anything is asked of the API.
  if (ownerOnly && page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const calls = deliverySettingsCalls(args.context.api.send);
  const result = await calls.readPaymentMethods(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return { page, calls, settings: result.data };
}

export async function loader(args: LoaderFunctionArgs) {
  const { page, settings } = await read(args);
  return {
    title: page.t(`${P}.title`),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    choices: PAYMENT_FORM_CHOICES,
    version: settings.version,
    saved: new URL(args.request.url).searchParams.get("done") === "saved",
    offline: settings.offline,
    machineBrands: settings.machine_brands,
    online: settings.online,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { page, calls } = await read(args, true);
  const form = await args.request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: paymentMethodsFormSchema });
  const values = (submission.payload ?? {}) as Record<string, unknown>;
  if (submission.status !== "success")
    return data<SettingsFormAnswer>({ errors: firstErrors(submission.error), values, message: null }, { status: 400 });
  const result = await calls.changePaymentMethods(page.slug, page.token, submission.value);
  if (!result.ok)
    return refusedSettingsForm(page, result, { values }, (field) =>
      ["offline", "machine_brands"].includes(field.split(".")[0]!) ? field.split(".")[0]! : "form",
    );
  return redirect(`${consoleHref(page.slug, "/settings/payment-methods")}?done=saved#payment-methods-status`);
}

export default function PaymentMethodsRoute() {
  const { t } = useTranslation();
  const { slug, owner, saved, version, online } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<SettingsFormAnswer>());
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/settings")}>{t("console.settings.back")}</Link>
      </p>
      <h1>{t(`${P}.title`)}</h1>
      <p className="c-dimmed">{t(`${P}.intro`)}</p>
      <p
        id="payment-methods-status"
        role="status"
        tabIndex={-1}
        className={saved ? "c-alert c-alert--info" : undefined}
      >
        {saved ? t(`${P}.saved`) : null}
      </p>
      {owner ? <PaymentMethodsForm key={version} answer={answer} /> : <PaymentMethodsTable />}
      <section aria-labelledby="payment-methods-online-title" className="c-menu-card">
        <h2 id="payment-methods-online-title">{t(`${P}.online.title`)}</h2>
        <p>
          {online.length > 0
            ? t(`${P}.online.taken`, { methods: online.map((code) => t(`${P}.online.${code}`)).join(", ") })
            : t(`${P}.online.none`)}
        </p>
        <p>
          <Link to={consoleHref(slug, "/payments")}>{t(`${P}.online.link`)}</Link>
        </p>
      </section>
    </div>
  );
}

/** What staff see: the methods and brands taken, and that only the owner changes them. */
function PaymentMethodsTable() {
  const { t } = useTranslation();
  const { offline, machineBrands } = useLoaderData<typeof loader>();
  return (
    <>
      <p>{t(`${P}.readOnly`)}</p>
      <dl className="c-menu-card">
        <dt>{t(`${P}.offline`)}</dt>
        <dd>{offline.length > 0 ? offline.map((code) => t(`${P}.methods.${code}`)).join(", ") : t(`${P}.none`)}</dd>
        <dt>{t(`${P}.brands`)}</dt>
        <dd>{machineBrands.length > 0 ? machineBrands.join(", ") : t(`${P}.none`)}</dd>
      </dl>
    </>
  );
}

function PaymentMethodsForm({ answer }: { answer: SettingsFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { offline, machineBrands, choices } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const ticked = (name: string, saved: readonly string[], code: string) => {
    if (!answer) return saved.includes(code);
    const value = answer.values[name];
    return Array.isArray(value) ? value.includes(code) : value === code;
  };
  const problems = problemsIn(
    errors,
    [
      { name: "offline", target: "payment-methods-offline", label: t(`${P}.offline`) },
      { name: "machine_brands", target: "payment-methods-brands", label: t(`${P}.brands`) },
    ],
    t,
  );
  return (
    <section aria-labelledby="payment-methods-form-title" className="c-menu-card">
      <h2 id="payment-methods-form-title" className="c-visually-hidden">
        {t(`${P}.title`)}
      </h2>
      <ErrorSummary id="payment-methods-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems.length === 0}>
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate preventScrollReset>
        <fieldset id="payment-methods-offline" {...describedBy("payment-methods-offline-error", errors.offline)}>
          <legend>{t(`${P}.offline`)}</legend>
          <FieldError id="payment-methods-offline-error" message={errors.offline} />
          {choices.methods.map((code) => (
            <div key={code} className="c-field c-field--check">
              <input
                type="checkbox"
                id={`payment-methods-${code}`}
                name="offline"
                value={code}
                defaultChecked={ticked("offline", offline, code)}
                aria-describedby={code === "CASH" ? "payment-methods-CASH-hint" : undefined}
              />{" "}
              <label htmlFor={`payment-methods-${code}`}>{t(`${P}.methods.${code}`)}</label>
              {code === "CASH" ? (
                <p id="payment-methods-CASH-hint" className="c-dimmed">
                  {t(`${P}.methods.CASHHint`)}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
        <fieldset
          id="payment-methods-brands"
          aria-describedby={[
            "payment-methods-brands-hint",
            errors.machine_brands ? "payment-methods-brands-error" : null,
          ]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={errors.machine_brands ? true : undefined}
        >
          <legend>{t(`${P}.brands`)}</legend>
          <p id="payment-methods-brands-hint" className="c-dimmed">
            {t(`${P}.brandsHint`)}
          </p>
          <FieldError id="payment-methods-brands-error" message={errors.machine_brands} />
          {choices.brands.map((brand) => (
            <div key={brand} className="c-field c-field--check">
              <input
                type="checkbox"
                id={`payment-methods-brand-${brand}`}
                name="machine_brands"
                value={brand}
                defaultChecked={ticked("machine_brands", machineBrands, brand)}
              />{" "}
              <label htmlFor={`payment-methods-brand-${brand}`}>{brand}</label>
            </div>
          ))}
        </fieldset>
        <div className="c-console-actions">
          <button type="submit" className="c-button" aria-disabled={busy || undefined} onClick={sendOnce(busy)}>
            {t(`${P}.save`)}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: `${P}.readOnly` }}
      back={{ path: "/settings", label: "console.settings.back" }}
    />
  );
}
