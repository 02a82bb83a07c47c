import { useTranslation } from "~/lib/i18n";
import { useContentLang } from "~/lib/use-merchant";
import type { FooterData } from "~/lib/store-info.server";

/** Store contact, address, social networks and policies (core spec §2 footer): inside the layout's <footer>, rendered by the server only (decision 027). */
export function Footer({ footer }: { footer: FooterData }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <>
      <div className="c-container c-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{footer.name}</h2>
          {footer.address ? (
            <address>
              {footer.address.line1}
              <br />
              {footer.address.line2}
            </address>
          ) : null}
          {footer.taxId ? (
            <p>
              {footer.corporateName} · {footer.taxId}
            </p>
          ) : null}
        </section>

        {footer.contact || footer.whatsapp ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t("footer.contact")}</h2>
            <ul>
              {footer.contact?.phone && footer.contact.phoneHref ? (
                <li>
                  {t("footer.phone")}: <a href={footer.contact.phoneHref}>{footer.contact.phone}</a>
                </li>
              ) : null}
              {footer.whatsapp ? (
                <li>
                  WhatsApp:{" "}
                  <a href={footer.whatsapp.href} rel="noopener noreferrer" target="_blank">
                    {footer.whatsapp.display}
                  </a>
                </li>
              ) : null}
              {footer.contact?.email ? (
                <li>
                  {t("footer.email")}: <a href={`mailto:${footer.contact.email}`}>{footer.contact.email}</a>
                </li>
              ) : null}
              {footer.contact?.faq ? (
                <li>
                  <a href={footer.contact.faq} rel="noopener noreferrer">
                    {t("footer.faq")}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}

        {footer.social.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t("footer.social")}</h2>
            <ul>
              {footer.social.map((entry) => (
                <li key={entry.network}>
                  <a href={entry.link} rel="noopener noreferrer" target="_blank">
                    {t(`footer.networks.${entry.network}`)} · {entry.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {footer.policies.length > 0 ? (
          <section aria-labelledby="footer-policies">
            <h2 id="footer-policies">{t("footer.policies")}</h2>
            {footer.policies.map((policy) => (
              <details key={policy.kind}>
                <summary>{t(`footer.policy.${policy.kind}`)}</summary>
                <p className="c-footer__policy" lang={lang}>
                  {policy.text}
                </p>
              </details>
            ))}
          </section>
        ) : null}
      </div>
      <p className="c-footer__powered">{t("footer.poweredBy")}</p>
    </>
  );
}
