import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import consoleStyles from "~/styles/console.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

/** The cookie says who is there, so the frame asks the API nothing (each page's own call checks the login). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (context.page.refusal) throw data(null, { status: context.page.refusal });
  const page = await staffPage(context, request, params);
  return { slug: page.slug, staff: page.staff, storeName: page.store.name };
}

/** The frame only changes with the login: the pages below revalidate themselves. */
export const shouldRevalidate = ({
  formAction,
  defaultShouldRevalidate,
}: {
  formAction?: string;
  defaultShouldRevalidate: boolean;
}) => (formAction?.endsWith("/logout") ? defaultShouldRevalidate : false);

export default function ConsoleLayout() {
  const { t } = useTranslation();
  const { slug, staff, storeName } = useLoaderData<typeof loader>();
  const links = [
    { to: consoleHref(slug, "/orders"), label: t("console.nav.orders") },
    { to: consoleHref(slug, "/tables"), label: t("console.nav.tables") },
    { to: consoleHref(slug, "/day"), label: t("console.nav.day") },
    { to: consoleHref(slug, "/payments"), label: t("console.nav.payments") },
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
                <NavLink to={link.to} prefetch="none">
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
      </header>
      <main id="main" className="c-console" tabIndex={-1}>
        <Outlet />
      </main>
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
