import { useTranslation } from "~/lib/i18n/i18n";
import type { CompanyView, ContactView, SocialLink, TextPage as TextPageName } from "~/lib/store/store-info.server";
import { useContentLang, useMerchant } from "~/lib/store/use-merchant";
import { ContactList } from "./ContactList";
import { OpeningHours } from "./OpeningHours";
import { SocialLinks } from "./SocialLinks";

// The merchant's own texts carry `lang` when the customer reads the interface in another language.

function BackToStore() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  return (
    <p className="c-store-info__back">
      <a className="c-button c-button--default" href={merchant?.home ?? "/"}>
        {t("storeInfo.backHome")}
      </a>
    </p>
  );
}

function Company({ company, title }: { company: CompanyView; title: string }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="store-company-title">
      <h2 id="store-company-title" className="c-section__title">
        {title}
      </h2>
      <dl className="c-store-info__facts">
        <dt>{t("storeInfo.about.corporateName")}</dt>
        <dd>{company.corporateName}</dd>
        <dt>{t(`storeInfo.taxId.${company.country}`)}</dt>
        <dd>{company.taxId}</dd>
      </dl>
    </section>
  );
}

interface AboutPageProps {
  name: string;
  description: string;
  /** The owner's about text as sanitized HTML (pageTextHtml), or null. */
  text: string | null;
  rating: string | null;
  address: { line1: string; line2: string; reference: string | null } | null;
  city: string | null;
  company: CompanyView | null;
  hours: Parameters<typeof OpeningHours>[0]["week"];
}

export function AboutPage({ name, description, text, rating, address, city, company, hours }: AboutPageProps) {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <>
      <h1>{t("storeInfo.about.heading", { name })}</h1>
      {description ? (
        <p className="c-store-info__lead" lang={lang}>
          {description}
        </p>
      ) : null}
      {text ? <PageText html={text} lang={lang} /> : null}
      {rating ? (
        <p className="c-store-info__rating">
          <span aria-hidden="true">★ </span>
          {t("storeInfo.about.rating", { rating })}
        </p>
      ) : null}
      {address ? (
        <section className="c-section" aria-labelledby="store-address-title">
          <h2 id="store-address-title" className="c-section__title">
            {t("storeInfo.about.address")}
          </h2>
          <address className="c-store-info__address">
            {address.line1}
            <br />
            {address.line2}
          </address>
          {address.reference ? (
            <p>
              {t("storeInfo.about.reference")}: <span lang={lang}>{address.reference}</span>
            </p>
          ) : null}
        </section>
      ) : null}
      <OpeningHours week={hours} city={city} />
      {company ? <Company company={company} title={t("storeInfo.about.company")} /> : null}
      <BackToStore />
    </>
  );
}

/** Sanitized on the server (pageTextHtml): the owner's Markdown, never their HTML. */
function PageText({ html, lang }: { html: string; lang: string | undefined }) {
  return <div className="c-store-info__text" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

interface TextPageProps {
  page: TextPageName;
  /** The page's text as sanitized HTML (pageTextHtml). */
  html: string;
  owner: CompanyView | null;
  apps: { apple: string | null; google: string | null } | null;
}

export function TextPage({ page, html, owner, apps }: TextPageProps) {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <>
      <h1>{t(`storeInfo.pages.${page}`)}</h1>
      <PageText html={html} lang={lang} />
      {apps && (apps.apple || apps.google) ? (
        <section className="c-section" aria-labelledby="store-apps-title">
          <h2 id="store-apps-title" className="c-section__title">
            {t("storeInfo.apps.title")}
          </h2>
          <ul className="c-row c-store-info__apps">
            {apps.apple ? (
              <li>
                <a className="c-button" href={apps.apple} rel="noopener noreferrer" target="_blank">
                  {t("storeInfo.apps.apple")}
                </a>
              </li>
            ) : null}
            {apps.google ? (
              <li>
                <a className="c-button" href={apps.google} rel="noopener noreferrer" target="_blank">
                  {t("storeInfo.apps.google")}
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {owner ? (
        <p className="c-dimmed c-store-info__owner">
          {t("storeInfo.responsible", {
            name: owner.corporateName,
            label: t(`storeInfo.taxId.${owner.country}`),
            taxId: owner.taxId,
          })}
        </p>
      ) : null}
      <BackToStore />
    </>
  );
}

export function ContactPage({ contact, social }: { contact: ContactView | null; social: SocialLink[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("storeInfo.pages.contact")}</h1>
      {contact ? <ContactList contact={contact} phone="international" /> : null}
      {social.length > 0 ? (
        <section className="c-section" aria-labelledby="store-social-title">
          <h2 id="store-social-title" className="c-section__title">
            {t("footer.social")}
          </h2>
          <SocialLinks social={social} />
        </section>
      ) : null}
      <BackToStore />
    </>
  );
}
