import { inertWhen, usePageHasModal } from "~/lib/page-modal";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n";
import { useMerchant } from "~/lib/use-merchant";
import type { RootLoaderData } from "~/root";
import { PreferencesMenu } from "./lazy-frame";

/** The merchant's bar: logo and name in its brand colour, and the preferences menu. */
export function StoreHeader() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const theme = useRouteLoaderData<RootLoaderData>("root")?.theme;
  const modalOpen = usePageHasModal();
  if (!merchant) return null;
  return (
    <header className="c-header" style={{ background: theme?.brand.pure, color: theme?.onBrand }} {...inertWhen(modalOpen)}>
      <a className="c-skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <div className="c-header__inner">
        <Link to={merchant.home} className="c-header__brand" prefetch="intent">
          {merchant.logo ? (
            <img src={merchant.logo.small} alt="" width={40} height={40} className="c-header__logo" />
          ) : null}
          <span className="c-header__name">{merchant.name}</span>
        </Link>
        <PreferencesMenu />
      </div>
    </header>
  );
}
