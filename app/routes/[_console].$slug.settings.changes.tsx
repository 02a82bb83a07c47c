import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { SettingsChange } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { ChangeTrail } from "~/components/console/ChangeTrail";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { requireOwner } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { settingsCalls } from "~/lib/console/console-settings-api.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** Fields whose values are money in minor units, in any section. */
const MONEY_FIELD = /(^|_)(fee|price|minimum|min_order|amount|value_fixed|threshold|max_discount)($|_)/;

type Value = SettingsChange["changes"][number]["from"];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  requireOwner(page);
  const typedBefore = new URL(request.url).searchParams.get("before") ?? "";
  const before = /^\d{1,12}$/.test(typedBefore) ? Number(typedBefore) : null;
  const result = await settingsCalls(context.api.send).changes(page.slug, page.token, before);
  if (!result.ok) return page.refused(result);
  const when = new Intl.DateTimeFormat(page.store.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: page.store.timeZone,
  });
  const shown = (field: string, value: Value): string => {
    if (value === null || value === undefined || value === "") return "—";
    if (typeof value === "boolean") return page.t(`console.settings.changes.${value ? "yes" : "no"}`);
    if (typeof value === "number" && MONEY_FIELD.test(field)) return formatMoney(value, page.store.currency);
    if (Array.isArray(value) && value.every((entry) => typeof entry !== "object"))
      return value.length === 0 ? "—" : value.join(", ");
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  };
  // A field the texts name is shown by its name in the person's language; another one as the API names it.
  const label = (field: string) => {
    const key = `console.settings.changes.fields.${field}`;
    const text = page.t(key);
    return text === key ? field : text;
  };
  return {
    title: page.t("console.settings.changes.title"),
    slug: page.slug,
    paged: before !== null,
    nextBefore: result.data.next_before,
    changes: result.data.changes.map((change) => ({
      id: change.id,
      at: when.format(new Date(change.at)),
      atIso: change.at,
      who: change.staff_name,
      what: page.t(`console.settings.changes.actions.${change.action}`, {
        section: page.t(`console.settings.sections.${change.section}.title`),
        name: change.name,
      }),
      fields: change.changes.map((field) => ({
        label: label(field.field),
        from: shown(field.field, field.from),
        to: shown(field.field, field.to),
      })),
    })),
  };
}

export default function SettingsChangesRoute() {
  const { t } = useTranslation();
  const { title, slug, paged, nextBefore, changes } = useLoaderData<typeof loader>();
  return (
    <div className="c-settings">
      <p>
        <Link to={consoleHref(slug, "/settings")}>{t("console.settings.back")}</Link>
      </p>
      <h1>{title}</h1>
      <p className="c-dimmed">{t("console.settings.changes.intro")}</p>
      <ChangeTrail
        changes={changes}
        texts="console.settings.changes"
        href={consoleHref(slug, "/settings/changes")}
        paged={paged}
        nextBefore={nextBefore}
        className="c-settings__changes"
      />
    </div>
  );
}

export const ErrorBoundary = () => (
  <ConsolePageError
    forbidden={{ text: "console.settings.changes.ownerOnly" }}
    back={{ path: "/settings", label: "console.settings.back" }}
  />
);
