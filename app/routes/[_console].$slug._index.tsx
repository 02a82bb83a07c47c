import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ChecklistItem } from "../../contract/onboarding";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { onboardingCalls } from "~/lib/console/onboarding-api.server";
import { useTranslation } from "~/lib/i18n/i18n";

/*
 * The console's home: the owner of a store that is not ready yet sees what it still lacks, each
 * line done or a link to its settings (decision 108); everyone else, and a ready store, the orders.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** Where each line of the checklist is set up. */
const SETTINGS_PATHS: Record<ChecklistItem, string> = {
  hours: "/settings/hours",
  menu: "/menu",
  delivery: "/settings/delivery",
  payments: "/settings/payment-methods",
  brand: "/settings/brand",
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const orders = consoleHref(page.slug, "/orders");
  if (page.staff.role !== "OWNER") throw redirect(orders);
  const checklist = await onboardingCalls(context.api.send).checklist(page.slug, page.token);
  if (!checklist.ok && checklist.status === 401) return page.refused(checklist);
  // A store ready to open, or a checklist that could not be read: the orders, as before.
  if (!checklist.ok || checklist.data.complete) throw redirect(orders);
  return {
    title: page.t("console.onboarding.checklist.title"),
    slug: page.slug,
    items: (Object.keys(SETTINGS_PATHS) as ChecklistItem[]).map((item) => ({ item, done: checklist.data.items[item] })),
  };
}

export default function ConsoleHome() {
  const { t } = useTranslation();
  const { slug, items } = useLoaderData<typeof loader>();
  return (
    <div className="c-checklist">
      <h1>{t("console.onboarding.checklist.title")}</h1>
      <p>{t("console.onboarding.checklist.intro")}</p>
      <ul className="c-checklist__items">
        {items.map(({ item, done }) => (
          <li key={item} className="c-checklist__item">
            <span>{t(`console.onboarding.checklist.${item}`)}</span>{" "}
            {done ? (
              <strong>{t("console.onboarding.checklist.done")}</strong>
            ) : (
              <>
                <span className="c-dimmed">{t("console.onboarding.checklist.todo")}</span>{" "}
                <Link
                  to={consoleHref(slug, SETTINGS_PATHS[item])}
                  aria-label={`${t("console.onboarding.checklist.go")}: ${t(`console.onboarding.checklist.${item}`)}`}
                >
                  {t("console.onboarding.checklist.go")}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
      <p>
        <Link to={consoleHref(slug, "/orders")}>{t("console.onboarding.checklist.orders")}</Link>
      </p>
    </div>
  );
}
