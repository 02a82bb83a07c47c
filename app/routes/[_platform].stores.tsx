import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CREATE_FIELDS, type CreateField } from "~/lib/console/platform";
import { platformAction, platformLoader, type PlatformAnswer as Answer } from "~/lib/console/platform.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { useFocusOnAnswer } from "~/lib/page/focus";
import consoleStyles from "~/styles/console.css";

/* The platform's page (decision 108): the platform key, the stores, a new store (~/lib/console/platform.server). */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export const loader = (args: LoaderFunctionArgs) => platformLoader(args);

export const action = (args: ActionFunctionArgs) => platformAction(args);

export default function PlatformPage() {
  const { t } = useTranslation();
  const { signedIn, options, merchants, created, resent } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  useFocusOnAnswer(answer, (said) =>
    said.form === "resend"
      ? document.getElementById(`${resendId(said.slug ?? "")}-email`)
      : (document.getElementById("platform-problems") ?? document.getElementById("platform-message")),
  );
  return (
    <main id="main" className="c-container c-page c-platform">
      <h1>{t("console.onboarding.platform.title")}</h1>
      <p>{t("console.onboarding.platform.intro")}</p>
      {answer?.message && answer.form !== "resend" ? (
        <p id="platform-message" className="c-alert c-alert--error" role="alert" tabIndex={-1}>
          {t(answer.message)}
        </p>
      ) : null}
      {signedIn ? (
        <>
          <p role="status" className={created || resent ? "c-alert c-alert--info" : undefined}>
            {created
              ? t(created.sent ? "console.onboarding.platform.created" : "console.onboarding.platform.createdNotSent", {
                  name: created.name,
                  email: created.email,
                })
              : resent
                ? t("console.platform.resend.sent", { email: resent.email })
                : null}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="c-button c-button--default">
              {t("console.onboarding.platform.logout")}
            </button>
          </Form>
          {options ? <NewStoreForm options={options} answer={answer?.form === "create" ? answer : undefined} /> : null}
          <StoreList merchants={merchants} answer={answer?.form === "resend" ? answer : undefined} />
        </>
      ) : (
        <LoginForm answer={answer?.form === "login" ? answer : undefined} />
      )}
    </main>
  );
}

function LoginForm({ answer }: { answer: Answer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const problems = problemsIn(
    errors,
    [{ name: "key", target: "platform-key", label: t("console.onboarding.platform.key") }],
    t,
  );
  return (
    <>
      <ErrorSummary id="platform-problems" problems={problems} />
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="login" />
        <div className="c-field">
          <label htmlFor="platform-key">{t("console.onboarding.platform.key")}</label>
          <input
            id="platform-key"
            name="key"
            type="password"
            autoComplete="current-password"
            className="c-input"
            required
            {...describedBy("platform-key-error", errors.key)}
          />
          <FieldError id="platform-key-error" message={errors.key} />
        </div>
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.onboarding.platform.login")}
        </button>
      </Form>
    </>
  );
}

const LABELS: Record<CreateField, string> = {
  slug: "console.onboarding.platform.slug",
  name: "console.onboarding.platform.name",
  country_code: "console.onboarding.platform.country",
  currency: "console.onboarding.platform.currency",
  timezone: "console.onboarding.platform.timezone",
  language: "console.onboarding.platform.language",
  slug_franchise: "console.onboarding.platform.franchise",
  owner_name: "console.onboarding.platform.ownerName",
  owner_email: "console.onboarding.platform.ownerEmail",
};
const HINTS: Partial<Record<CreateField, string>> = {
  slug: "console.onboarding.platform.slugHint",
  slug_franchise: "console.onboarding.platform.franchiseHint",
  owner_email: "console.onboarding.platform.ownerHint",
};
const fieldId = (field: CreateField) => `new-store-${field.replaceAll("_", "-")}`;

type Options = NonNullable<Awaited<ReturnType<typeof loader>>["options"]>;

function NewStoreForm({ options, answer }: { options: Options; answer: Answer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const problems = problemsIn(
    errors,
    CREATE_FIELDS.map((name) => ({ name, target: fieldId(name), label: t(LABELS[name]) })),
    t,
  );
  const described = (field: CreateField) => {
    const ids = [HINTS[field] ? `${fieldId(field)}-hint` : null, errors[field] ? `${fieldId(field)}-error` : null];
    const by = ids.filter(Boolean).join(" ");
    return { ...(by ? { "aria-describedby": by } : {}), ...(errors[field] ? { "aria-invalid": true as const } : {}) };
  };
  const text = (field: CreateField, type = "text", autoComplete = "off") => (
    <div className="c-field">
      <label htmlFor={fieldId(field)}>{t(LABELS[field])}</label>
      <input
        id={fieldId(field)}
        name={field}
        type={type}
        className="c-input"
        autoComplete={autoComplete}
        defaultValue={values[field] ?? ""}
        required={field !== "slug_franchise"}
        {...described(field)}
      />
      {HINTS[field] ? (
        <p id={`${fieldId(field)}-hint`} className="c-dimmed">
          {t(HINTS[field])}
        </p>
      ) : null}
      <FieldError id={`${fieldId(field)}-error`} message={errors[field]} />
    </div>
  );
  const select = (field: CreateField, options: { value: string; label: string; group?: string }[]) => {
    const groups = [...new Set(options.map((option) => option.group ?? ""))];
    const render = (list: typeof options) =>
      list.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ));
    return (
      <div className="c-field">
        <label htmlFor={fieldId(field)}>{t(LABELS[field])}</label>
        <select
          id={fieldId(field)}
          name={field}
          className="c-input"
          required
          defaultValue={values[field] ?? options[0]?.value}
          {...described(field)}
        >
          {groups.length > 1
            ? groups.map((group) => (
                <optgroup key={group} label={group}>
                  {render(options.filter((option) => option.group === group))}
                </optgroup>
              ))
            : render(options)}
        </select>
        <FieldError id={`${fieldId(field)}-error`} message={errors[field]} />
      </div>
    );
  };
  const { countries, currencies, zones, languages } = options;
  const country = (code: string) => t(`console.onboarding.platform.countries.${code}`);
  return (
    <section aria-labelledby="new-store-title">
      <h2 id="new-store-title">{t("console.onboarding.platform.newTitle")}</h2>
      <ErrorSummary id="platform-problems" problems={problems} />
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="create" />
        {text("name")}
        {text("slug")}
        {select(
          "country_code",
          countries.map((code) => ({ value: code, label: country(code) })),
        )}
        {select(
          "currency",
          currencies.map((currency) => ({ value: currency, label: currency })),
        )}
        {select(
          "timezone",
          zones.flatMap((of) => of.zones.map((zone) => ({ value: zone, label: zone, group: country(of.country) }))),
        )}
        {select(
          "language",
          languages.map((language) => ({
            value: language,
            label: t(`console.onboarding.platform.languages.${language}`),
          })),
        )}
        {text("slug_franchise")}
        {text("owner_name", "text", "name")}
        {text("owner_email", "email", "email")}
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.onboarding.platform.submit")}
        </button>
      </Form>
    </section>
  );
}

type Merchants = Awaited<ReturnType<typeof loader>>["merchants"];

function StoreList({ merchants, answer }: { merchants: Merchants; answer: Answer | undefined }) {
  const { t } = useTranslation();
  if (merchants === null) return null;
  return (
    <section aria-labelledby="stores-title">
      <h2 id="stores-title">{t("console.onboarding.platform.storesTitle")}</h2>
      {merchants.length === 0 ? (
        <p>{t("console.onboarding.platform.storesEmpty")}</p>
      ) : (
        <div className="c-table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("console.onboarding.platform.store")}</th>
                <th scope="col">{t("console.onboarding.platform.country")}</th>
                <th scope="col">{t("console.onboarding.platform.owner")}</th>
              </tr>
            </thead>
            <tbody>
              {merchants.map((merchant) => (
                <tr key={merchant.id}>
                  <td>
                    <a href={`/${merchant.slug}`}>{merchant.name}</a> <span className="c-dimmed">/{merchant.slug}</span>
                  </td>
                  <td>{t(`console.onboarding.platform.countries.${merchant.country_code}`)}</td>
                  <td>
                    {merchant.owner
                      ? `${merchant.owner.name} <${merchant.owner.email}>`
                      : t("console.onboarding.platform.noOwner")}
                    {merchant.ownerState ? <p className="c-dimmed">{merchant.ownerState}</p> : null}
                    {merchant.owner && merchant.resendable ? (
                      <ResendForm
                        store={merchant}
                        email={merchant.owner.email}
                        answer={answer?.slug === merchant.slug ? answer : undefined}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const resendId = (slug: string) => `resend-${slug}`;

/** A new invitation for an owner who has not accepted: the earlier link ends; the address can be corrected. */
function ResendForm({
  store,
  email,
  answer,
}: {
  store: { slug: string; name: string };
  email: string;
  answer: Answer | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("slug") === store.slug;
  const id = resendId(store.slug);
  const error = answer?.errors.email;
  const message = answer?.message;
  const describedIds = [`${id}-hint`, error ? `${id}-error` : null, message ? `${id}-message` : null];
  return (
    <Form method="post" className="c-console-form" noValidate>
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="slug" value={store.slug} />
      <div className="c-field">
        <label htmlFor={`${id}-email`}>{t("console.platform.resend.email", { store: store.name })}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="off"
          className="c-input"
          required
          defaultValue={answer?.values.email ?? email}
          aria-describedby={describedIds.filter(Boolean).join(" ")}
          {...(error ? { "aria-invalid": true as const } : {})}
        />
        <p id={`${id}-hint`} className="c-dimmed">
          {t("console.platform.resend.hint")}
        </p>
        <FieldError id={`${id}-error`} message={error} />
        {message ? (
          <p id={`${id}-message`} className="c-field-error" role="alert">
            {t(message, { count: answer?.count ?? 0 })}
          </p>
        ) : null}
      </div>
      <button type="submit" className="c-button c-button--default" disabled={busy}>
        {t("console.platform.resend.submit")}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
