import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { IntegrationsRead } from "../../contract/console-settings-pages";
import { ErrorSummary, problemsIn, type SummaryField } from "~/components/ErrorSummary";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { settingsPagesCalls } from "~/lib/console/console-settings-pages-api.server";
import {
  ANALYTICS_SLOTS,
  checkIntegrations,
  integrationsFromForm,
  PIXEL_EVENTS,
  redirectUris,
  refusedSettings,
  SOCIAL_LOGIN_PROVIDERS,
  type SettingsFormAnswer,
  typedValues,
} from "~/lib/console/console-settings-pages.server";
import { useTranslation } from "~/lib/i18n/i18n";
import settingsStyles from "~/styles/console-settings-pages.css";

/*
 * The store's analytics ids and social login providers (decision 106): public ids only. The page
 * says where the secrets go instead (the storefront Worker's secrets), and takes none.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: settingsStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await settingsPagesCalls(context.api.send).readIntegrations(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return {
    title: page.t("console.settings.pages.integrations.title"),
    owner: page.staff.role === "OWNER",
    saved: new URL(request.url).searchParams.get("saved") === "integrations",
    integrations: result.data,
    slots: ANALYTICS_SLOTS,
    events: PIXEL_EVENTS,
    providers: SOCIAL_LOGIN_PROVIDERS,
    redirects: redirectUris(new URL(request.url).origin, page.slug),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const answer = { form: "integrations", values: typedValues(form) };
  const { request: body, fieldOf } = integrationsFromForm(form);
  const errors = checkIntegrations(body, fieldOf);
  if (errors) return data<SettingsFormAnswer>({ ...answer, errors, message: null }, { status: 400 });
  const result = await settingsPagesCalls(context.api.send).writeIntegrations(page.slug, page.token, body);
  if (!result.ok) return refusedSettings(page, result, answer, fieldOf);
  return redirect(`${consoleHref(page.slug, "/settings/integrations")}?saved=integrations`);
}

export default function IntegrationsRoute() {
  const { t } = useTranslation();
  const { owner, saved, integrations, slots, events, providers, redirects } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<SettingsFormAnswer>());
  const { key } = useLocation();
  const busy = useNavigation().state !== "idle";
  const errors = answer?.errors ?? {};
  const typed = answer?.values;
  const L = (text: string, values?: Record<string, string | number>) =>
    t(`console.settings.pages.integrations.${text}`, values);
  const value = (name: string, stored: string | null | undefined) => typed?.[name] ?? stored ?? "";
  const isChecked = (name: string, stored: boolean, option?: string) =>
    typed ? (option ? (typed[name] ?? "").split("\n").includes(option) : name in typed) : stored;
  const providerName = (provider: string) => L(`providers.${provider}`);
  const summary: SummaryField[] = [
    ...slots.map((slot) => ({ name: `ga4.${slot}`, target: `ga4-${slot}`, label: L("ga4Id", { number: slot + 1 }) })),
    ...slots.map((slot) => ({
      name: `facebook.${slot}.facebook_pixel_id`,
      target: `pixel-${slot}`,
      label: `${L("pixel", { number: slot + 1 })}: ${L("pixelId")}`,
    })),
    ...providers.map((provider) => ({
      name: `social_login.${provider}.client_id`,
      target: `client-${provider}`,
      label: L("clientId", { provider: providerName(provider) }),
    })),
  ];

  return (
    <div className="c-staff">
      <h1>{L("title")}</h1>
      <p>{L("intro")}</p>
      <p role="status" className={saved ? "c-alert c-alert--info" : undefined}>
        {saved ? L("saved") : null}
      </p>
      {owner ? null : <p>{t("console.settings.pages.staffOnly")}</p>}
      <ErrorSummary id="integrations-problems" problems={problemsIn(errors, summary, t)} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(answer.message)}
        </p>
      ) : null}
      {owner ? (
        <Form key={key} method="post" className="c-console-form c-settings-form" onSubmit={sendOnce(busy)} noValidate>
          <fieldset>
            <legend>{L("ga4")}</legend>
            {slots.map((slot) => (
              <MenuTextField
                key={slot}
                id={`ga4-${slot}`}
                name={`ga4.${slot}`}
                label={L("ga4Id", { number: slot + 1 })}
                hint={slot === 0 ? L("ga4Hint") : undefined}
                error={errors[`ga4.${slot}`]}
                defaultValue={value(`ga4.${slot}`, integrations.ga4[slot])}
              />
            ))}
          </fieldset>
          {slots.map((slot) => {
            const pixel = integrations.facebook[slot];
            const name = (field: string) => `facebook.${slot}.${field}`;
            return (
              <fieldset key={slot}>
                <legend>{L("pixel", { number: slot + 1 })}</legend>
                <MenuTextField
                  id={`pixel-${slot}`}
                  name={name("facebook_pixel_id")}
                  label={L("pixelId")}
                  hint={L("pixelHint")}
                  inputMode="numeric"
                  error={errors[name("facebook_pixel_id")]}
                  defaultValue={value(name("facebook_pixel_id"), pixel?.facebook_pixel_id)}
                />
                <MenuCheckbox
                  id={`pixel-${slot}-conversions`}
                  name={name("facebook_api_conversion_enabled")}
                  label={L("conversions")}
                  defaultChecked={isChecked(
                    name("facebook_api_conversion_enabled"),
                    pixel?.facebook_api_conversion_enabled ?? false,
                  )}
                />
                <fieldset>
                  <legend>{L("events")}</legend>
                  {events.map((event) => (
                    <div key={event} className="c-field c-field--check">
                      <input
                        type="checkbox"
                        id={`pixel-${slot}-${event}`}
                        name={name("events")}
                        value={event}
                        defaultChecked={isChecked(name("events"), pixel?.[event] ?? false, event)}
                      />{" "}
                      <label htmlFor={`pixel-${slot}-${event}`}>{L(`eventNames.${event}`)}</label>
                    </div>
                  ))}
                </fieldset>
              </fieldset>
            );
          })}
          <SocialLogin />
          {providers.map((provider) => {
            const login = integrations.social_login[provider];
            return (
              <fieldset key={provider}>
                <legend>{providerName(provider)}</legend>
                <MenuCheckbox
                  id={`login-${provider}`}
                  name={`social_login.${provider}.enabled`}
                  label={L("enabled", { provider: providerName(provider) })}
                  defaultChecked={isChecked(`social_login.${provider}.enabled`, login.enabled)}
                />
                <MenuTextField
                  id={`client-${provider}`}
                  name={`social_login.${provider}.client_id`}
                  label={L("clientId", { provider: providerName(provider) })}
                  hint={`${L(`clientIdHints.${provider}`)}. ${L("noClient")}`}
                  error={errors[`social_login.${provider}.client_id`]}
                  defaultValue={value(`social_login.${provider}.client_id`, login.client_id)}
                />
                <p className="c-dimmed">
                  {L("redirect", { provider: providerName(provider) })} <code>{redirects[provider]}</code>
                </p>
              </fieldset>
            );
          })}
          <button type="submit" className="c-button">
            {L("save")}
          </button>
        </Form>
      ) : (
        <IntegrationsSummary integrations={integrations} />
      )}
    </div>
  );
}

function SocialLogin() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="social-login-title">
      <h2 id="social-login-title">{t("console.settings.pages.integrations.login")}</h2>
      <p>{t("console.settings.pages.integrations.secrets")}</p>
    </section>
  );
}

/** What staff read: the ids the store uses. */
function IntegrationsSummary({ integrations }: { integrations: IntegrationsRead }) {
  const { t } = useTranslation();
  const L = (text: string, values?: Record<string, string>) => t(`console.settings.pages.integrations.${text}`, values);
  const none = t("console.settings.pages.contact.none");
  return (
    <dl>
      <div>
        <dt>{L("ga4")}</dt>
        <dd>{integrations.ga4.join(", ") || none}</dd>
      </div>
      <div>
        <dt>{L("pixelId")}</dt>
        <dd>{integrations.facebook.map((pixel) => pixel.facebook_pixel_id).join(", ") || none}</dd>
      </div>
      {Object.entries(integrations.social_login).map(([provider, login]) => (
        <div key={provider}>
          <dt>{L("clientId", { provider: L(`providers.${provider}`) })}</dt>
          <dd>{login.enabled ? (login.client_id ?? none) : none}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ErrorBoundary() {
  return <ConsolePageError forbidden={{ text: "console.settings.pages.staffOnly" }} />;
}
