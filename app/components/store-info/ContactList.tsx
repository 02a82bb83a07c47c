import { useTranslation } from "~/lib/i18n/i18n";
import type { ContactView } from "~/lib/store/store-info.server";

/** The footer writes the phone as the store's country does; the contact page with its country code. */
export function ContactList({
  contact,
  phone = "national",
}: {
  contact: ContactView;
  phone?: "national" | "international";
}) {
  const { t } = useTranslation();
  return (
    <ul className="c-contact-list">
      {contact.phone ? (
        <li>
          {t("footer.phone")}: <a href={contact.phone.href}>{contact.phone[phone]}</a>
        </li>
      ) : null}
      {contact.whatsapp ? (
        <li>
          WhatsApp:{" "}
          <a href={contact.whatsapp.href} rel="noopener noreferrer" target="_blank">
            {contact.whatsapp.display}
          </a>
        </li>
      ) : null}
      {contact.email ? (
        <li>
          {t("footer.email")}: <a href={contact.email.href}>{contact.email.display}</a>
        </li>
      ) : null}
      {contact.website ? (
        <li>
          {t("storeInfo.website")}:{" "}
          <a href={contact.website.href} rel="noopener noreferrer" target="_blank">
            {contact.website.display}
          </a>
        </li>
      ) : null}
      {contact.faq ? (
        <li>
          <a href={contact.faq} rel="noopener noreferrer" target="_blank">
            {t("footer.faq")}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
