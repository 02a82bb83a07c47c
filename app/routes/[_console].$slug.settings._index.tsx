import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** Each settings page, in the order a new store fills them in; online payments keep their own page. */
const SECTIONS = [
  ["hours", "/settings/hours"],
  ["delivery", "/settings/delivery"],
  ["payment_methods", "/settings/payment-methods"],
  ["online_payments", "/payments"],
  ["brand", "/settings/brand"],
  ["banners", "/settings/banners"],
  ["pages", "/settings/pages"],
  ["contact", "/settings/contact"],
  ["coupons", "/settings/coupons"],
  ["loyalty", "/settings/loyalty"],
  ["integrations", "/settings/integrations"],
  ["domain", "/settings/domain"],
] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  return { title: page.t("console.settings.title"), slug: page.slug, owner: page.staff.role === "OWNER" };
}

export default function SettingsIndexRoute() {
  const { t } = useTranslation();
  const { title, slug, owner } = useLoaderData<typeof loader>();
  return (
    <div className="c-settings">
      <h1>{title}</h1>
      <p className="c-dimmed">{t("console.settings.intro")}</p>
      {owner ? null : <p>{t("console.settings.staffReadOnly")}</p>}
      <ul className="c-settings__sections">
        {SECTIONS.map(([section, path]) => (
          <li key={section}>
            <Link to={consoleHref(slug, path)}>{t(`console.settings.sections.${section}.title`)}</Link>
            <p className="c-dimmed">{t(`console.settings.sections.${section}.description`)}</p>
          </li>
        ))}
      </ul>
      {owner ? (
        <p>
          <Link to={consoleHref(slug, "/settings/changes")}>{t("console.settings.changesLink")}</Link>
        </p>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = () => <ConsolePageError forbidden={{ text: "console.errors.unavailable" }} />;
