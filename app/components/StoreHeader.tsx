import { inertWhen, usePageHasModal } from "~/lib/page/page-modal";
import { Form, Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { merchantHref } from "~/lib/store/links";
import { loginHref, returnPath } from "~/lib/accounts/return-path";
import { useTranslation } from "~/lib/i18n/i18n";
import { useContentLang, useMerchant } from "~/lib/store/use-merchant";
import { PreferencesMenu } from "./lazy-frame";

export function StoreHeader() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const lang = useContentLang();
  const modalOpen = usePageHasModal();
  if (!merchant) return null;
  return (
    <header className="c-header c-header--store" {...inertWhen(modalOpen)}>
      <a className="c-skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <div className="c-header__inner">
        <Link to={merchant.home} className="c-header__brand" prefetch="intent">
          {merchant.logo ? (
            <img src={merchant.logo.small} alt="" width={40} height={40} className="c-header__logo" />
          ) : null}
          <span className="c-header__name" lang={lang}>
            {merchant.name}
          </span>
        </Link>
        <AccountLinks />
        <PreferencesMenu />
      </div>
    </header>
  );
}

function AccountLinks() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { pathname } = useLocation();
  const client = useRouteLoaderData<{ client?: { firstName: string } | null }>("routes/($slug)")?.client ?? null;
  if (!merchant) return null;
  if (!client) {
    return (
      <div className="c-header__accounts">
        <Link to={loginHref(merchant, returnPath(pathname, merchant))} className="c-header__account">
          {t("auth.header.login")}
        </Link>
      </div>
    );
  }
  return (
    <div className="c-header__accounts">
      <Link
        to={merchantHref(merchant, "/profile")}
        className="c-header__account"
        aria-label={t("auth.header.profile", { name: client.firstName })}
      >
        {client.firstName}
      </Link>
      <Form method="post" action={merchantHref(merchant, "/logout")} className="c-header__logout">
        <button type="submit" className="c-header__account">
          {t("auth.header.logout")}
        </button>
      </Form>
    </div>
  );
}
