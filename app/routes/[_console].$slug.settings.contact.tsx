import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { ContactRead } from "../../contract/console-settings-pages";
import { ErrorSummary, problemsIn, type SummaryField } from "~/components/ErrorSummary";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { settingsPagesCalls } from "~/lib/console/console-settings-pages-api.server";
import {
  CONTACT_ADDRESS_FIELDS,
  contactFromForm,
  checkContact,
  refusedSettings,
  SOCIAL_NETWORKS,
  type SettingsFormAnswer,
  typedValues,
} from "~/lib/console/console-settings-pages.server";
import { useTranslation } from "~/lib/i18n/i18n";
import settingsStyles from "~/styles/console-settings-pages.css";

/*
 * How customers reach the store (decision 106): one form, its names the API's field paths, phones
 * read by the API in the store's country; staff read it.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: settingsStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await settingsPagesCalls(context.api.send).readContact(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return {
    title: page.t("console.settings.pages.contact.title"),
    owner: page.staff.role === "OWNER",
    saved: new URL(request.url).searchParams.get("saved") === "contact",
    contact: result.data,
    addressFields: CONTACT_ADDRESS_FIELDS,
    networks: SOCIAL_NETWORKS,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const answer = { form: "contact", values: typedValues(form) };
  const contact = contactFromForm(form);
  const errors = checkContact(contact);
  if (errors) return data<SettingsFormAnswer>({ ...answer, errors, message: null }, { status: 400 });
  const result = await settingsPagesCalls(context.api.send).writeContact(page.slug, page.token, contact);
  if (!result.ok) return refusedSettings(page, result, answer);
  return redirect(`${consoleHref(page.slug, "/settings/contact")}?saved=contact`);
}

type FieldName = keyof Omit<ContactRead, "address" | "social" | "version">;

export default function ContactSettingsRoute() {
  const { t } = useTranslation();
  const { owner, saved, contact, addressFields, networks } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<SettingsFormAnswer>());
  const { key } = useLocation();
  const busy = useNavigation().state !== "idle";
  const errors = answer?.errors ?? {};
  const typed = answer?.values;
  const L = (field: string) => t(`console.settings.pages.contact.${field}`);
  const value = (name: string, stored: string | null) => typed?.[name] ?? stored ?? "";
  const isChecked = (name: string, stored: boolean) => (typed ? name in typed : stored);
  const field = (name: FieldName, hint?: string) => (
    <MenuTextField
      id={`contact-${name}`}
      name={name}
      label={L(name)}
      hint={hint ? L(hint) : undefined}
      error={errors[name]}
      defaultValue={value(name, contact[name] as string | null)}
    />
  );
  const summary: SummaryField[] = [
    ...(["phone", "email", "whatsapp", "website", "link_faq"] as const).map((name) => ({
      name,
      target: `contact-${name}`,
      label: L(name === "link_faq" ? "faq" : name),
    })),
    ...addressFields.map((name) => ({
      name: `address.${name}`,
      target: `contact-address-${name}`,
      label: L(name),
    })),
    ...networks.map((network) => ({
      name: `social.${network}`,
      target: `contact-social-${network}`,
      label: L(`networks.${network}`),
    })),
  ];

  if (!owner)
    return (
      <div className="c-staff">
        <h1>{L("title")}</h1>
        <p>{t("console.settings.pages.staffOnly")}</p>
        <ContactSummary contact={contact} />
      </div>
    );
  return (
    <div className="c-staff">
      <h1>{L("title")}</h1>
      <p>{L("intro")}</p>
      <p role="status" className={saved ? "c-alert c-alert--info" : undefined}>
        {saved ? L("saved") : null}
      </p>
      <ErrorSummary id="contact-problems" problems={problemsIn(errors, summary, t)} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(answer.message)}
        </p>
      ) : null}
      <Form key={key} method="post" className="c-console-form c-settings-form" onSubmit={sendOnce(busy)} noValidate>
        <fieldset>
          <legend>{L("reach")}</legend>
          <MenuCheckbox
            id="contact-visible"
            name="visible"
            label={L("visible")}
            defaultChecked={isChecked("visible", contact.visible)}
          />
          {field("phone", "phoneHint")}
          {field("email")}
          {field("website", "linkHint")}
          <MenuTextField
            id="contact-link_faq"
            name="link_faq"
            label={L("faq")}
            hint={L("linkHint")}
            error={errors.link_faq}
            defaultValue={value("link_faq", contact.link_faq)}
          />
        </fieldset>
        <fieldset>
          <legend>{L("whatsapp")}</legend>
          {field("whatsapp", "whatsappHint")}
          <MenuCheckbox
            id="contact-whatsapp_visible"
            name="whatsapp_visible"
            label={L("whatsappVisible")}
            defaultChecked={isChecked("whatsapp_visible", contact.whatsapp_visible)}
          />
        </fieldset>
        <fieldset>
          <legend>{L("address")}</legend>
          <p className="c-dimmed">{L("addressHint")}</p>
          <MenuCheckbox
            id="contact-address-visible"
            name="address.visible"
            label={L("addressVisible")}
            defaultChecked={isChecked("address.visible", contact.address.visible)}
          />
          {addressFields.map((name) => (
            <MenuTextField
              key={name}
              id={`contact-address-${name}`}
              name={`address.${name}`}
              label={L(name)}
              error={errors[`address.${name}`]}
              defaultValue={value(`address.${name}`, contact.address[name])}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{L("social")}</legend>
          <p className="c-dimmed" id="contact-social-hint">
            {L("socialHint")}
          </p>
          {networks.map((network) => (
            <MenuTextField
              key={network}
              id={`contact-social-${network}`}
              name={`social.${network}`}
              label={L(`networks.${network}`)}
              error={errors[`social.${network}`]}
              defaultValue={value(`social.${network}`, contact.social[network])}
            />
          ))}
        </fieldset>
        <button type="submit" className="c-button">
          {L("save")}
        </button>
      </Form>
    </div>
  );
}

/** What staff read: every value as the store has it. */
function ContactSummary({ contact }: { contact: ContactRead }) {
  const { t } = useTranslation();
  const L = (field: string) => t(`console.settings.pages.contact.${field}`);
  const rows: [string, string | null][] = [
    [L("phone"), contact.phone],
    [L("email"), contact.email],
    [L("whatsapp"), contact.whatsapp],
    [L("website"), contact.website],
    [L("faq"), contact.link_faq],
    [
      L("address"),
      [contact.address.street, contact.address.number, contact.address.neighborhood, contact.address.city]
        .filter(Boolean)
        .join(", ") || null,
    ],
    ...Object.entries(contact.social).map(([network, link]): [string, string | null] => [
      L(`networks.${network}`),
      link,
    ]),
  ];
  return (
    <dl>
      {rows.map(([label, shown]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{shown ?? L("none")}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ErrorBoundary() {
  return <ConsolePageError forbidden={{ text: "console.settings.pages.staffOnly" }} />;
}
