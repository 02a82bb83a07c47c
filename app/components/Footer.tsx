import { ContactList } from "~/components/store-info/ContactList";
import { SocialLinks } from "~/components/store-info/SocialLinks";
import { MerchantWords } from "./MerchantWords";
import { useTranslation } from "~/lib/i18n/i18n";
import type { FooterData } from "~/lib/store/store-info.server";

export function Footer({ footer }: { footer: FooterData }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="c-container c-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">
            <MerchantWords>{footer.name}</MerchantWords>
          </h2>
          {footer.address ? (
            <address>
              {footer.address.line1}
              <br />
              {footer.address.line2}
            </address>
          ) : null}
          {footer.company ? (
            <p>
              {footer.company.corporateName} · {t(`storeInfo.taxId.${footer.company.country}`)} {footer.company.taxId}
            </p>
          ) : null}
        </section>

        {footer.contact ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t("footer.contact")}</h2>
            <ContactList contact={footer.contact} />
          </section>
        ) : null}

        {footer.social.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t("footer.social")}</h2>
            <SocialLinks social={footer.social} />
          </section>
        ) : null}

        <nav aria-labelledby="footer-pages" className="c-footer__pages">
          <h2 id="footer-pages">{t("storeInfo.navTitle")}</h2>
          <ul>
            {footer.pages.map((page) => (
              <li key={page.key}>
                {/* Another store's page is a new document with its own colours: the static part leaves a targeted link to the browser. */}
                <a
                  href={page.href}
                  aria-current={page.current ? "page" : undefined}
                  target={page.otherStore ? "_top" : undefined}
                >
                  {page.key === "stores"
                    ? t("storeInfo.stores")
                    : page.key === "cookies"
                      ? t("consent.footerLink")
                      : t(`storeInfo.pages.${page.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="c-footer__powered">{t("footer.poweredBy")}</p>
    </>
  );
}
