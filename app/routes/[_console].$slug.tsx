import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ConsoleAlerts } from "~/components/console/ConsoleAlerts";
import { LanguageSwitch } from "~/components/console/LanguageSwitch";
import { useAutoPrintAutoAccepted, useAutoPrintOnAccept } from "~/lib/console/auto-print";
import { presentAlerts } from "~/lib/console/console-alerts";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import consoleStyles from "~/styles/console.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

/**
 * The cookie says who is there; the one call, beside the page's own, is what awaits an answer, for
 * the alert bar every console page shows. A failed read leaves the bar saying so, never the page down.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (context.page.refusal) throw data(null, { status: context.page.refusal });
  const page = await staffPage(context, request, params);
  const waiting = await page.api.waiting(page.slug, page.token);
  if (!waiting.ok && waiting.status === 401) return page.refused(waiting);
  return {
    slug: page.slug,
    staff: page.staff,
    storeName: page.store.name,
    alerts: waiting.ok ? presentAlerts(waiting.data, new Date()) : null,
  };
}

/** After a navigation to another console page, the focus starts at its heading. */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus();
  }, [pathname]);
}

export default function ConsoleLayout() {
  const { t } = useTranslation();
  const { slug, staff, storeName, alerts } = useLoaderData<typeof loader>();
  useFocusHeadingOnNavigation();
  const { pathname, search } = useLocation();
  useAutoPrintOnAccept(slug, pathname, search);
  useAutoPrintAutoAccepted(slug, alerts?.autoAccepted ?? null);
  const links = [
    { to: consoleHref(slug, "/orders"), label: t("console.nav.orders") },
    { to: consoleHref(slug, "/tables"), label: t("console.nav.tables"), end: true },
    { to: consoleHref(slug, "/tables/kitchen"), label: t("console.nav.kitchen") },
    { to: consoleHref(slug, "/day"), label: t("console.nav.day") },
    { to: consoleHref(slug, "/rescue"), label: t("console.rescue.nav") },
    { to: consoleHref(slug, "/menu"), label: t("console.menu.nav") },
    { to: consoleHref(slug, "/search"), label: t("console.day.orderSearch.nav") },
    { to: consoleHref(slug, "/payments"), label: t("console.nav.payments") },
    { to: consoleHref(slug, "/settings"), label: t("console.settings.nav") },
    ...(staff.role === "OWNER" ? [{ to: consoleHref(slug, "/staff"), label: t("console.nav.staff") }] : []),
    { to: consoleHref(slug, "/password"), label: t("console.nav.password") },
  ];
  return (
    <>
      <a href="#main" className="c-skip-link">
        {t("console.skip")}
      </a>
      <header className="c-console-bar">
        <div className="c-console-bar__store">
          <strong>{storeName}</strong>
          <span className="c-console-bar__who">
            {t("console.nav.signedInAs", { name: staff.name, role: t(`console.nav.roles.${staff.role}`) })}
          </span>
        </div>
        <nav aria-label={t("console.nav.label")} className="c-console-nav">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} prefetch="none" end={"end" in link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Form method="post" action={consoleHref(slug, "/logout")}>
                <button type="submit" className="c-console-nav__logout">
                  {t("console.nav.logout")}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
        <ConsoleAlerts alerts={alerts} inboxHref={`${consoleHref(slug, "/orders")}?filter=new`} />
      </header>
      <main id="main" className="c-console" tabIndex={-1}>
        <Outlet />
      </main>
      {/* Below the page, not in the bar: a phone keeps its screen for the orders (three cards at 390 px). */}
      <footer className="c-console-footer c-no-print">
        <LanguageSwitch slug={slug} />
      </footer>
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { slug } = useParams();
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 403);
  return (
    <main id="main" className="c-container c-error">
      <h1>{t("console.errors.title")}</h1>
      <p>{t(notFound ? "console.errors.notFound" : "console.errors.unavailable")}</p>
      {slug ? (
        <p>
          <Link to={consoleHref(slug)} className="c-button">
            {t("console.errors.back")}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
