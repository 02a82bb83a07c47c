import parsePhoneNumber from "libphonenumber-js/min";
import type { GeneralInformations } from "../../contract";

/** A phone in its country's national format ("(11) 3456-7890"), or the digits when unparseable. */
export function displayPhone(ddi: string | null, national: string | null): string | null {
  if (!national) return null;
  const parsed = parsePhoneNumber(`+${ddi ?? ""}${national}`);
  return parsed?.isValid() ? parsed.formatNational() : national;
}

/** What the footer shows of the store information (core spec §2 footer; §3 general information). */
export function footerFrom(info: GeneralInformations | null) {
  if (!info) return null;
  const { address, contact, social_medias: social, terms_and_policies: terms } = info;
  const whatsapp = contact.whatsapp_visible && contact.whatsapp ? contact.whatsapp.replace(/\D/g, "") : null;
  return {
    name: info.merchant.name,
    corporateName: info.merchant.corporate_name,
    taxId: info.merchant.cnpj,
    address: address.visible
      ? {
          line1: `${address.street}, ${address.number}${address.complement ? ` - ${address.complement}` : ""}`,
          line2: `${address.neighborhood}, ${address.city} - ${address.state}, ${address.zip_code}`,
        }
      : null,
    contact: contact.visible
      ? {
          phone: displayPhone(contact.phone_ddi, contact.phone),
          phoneHref: contact.phone ? `tel:+${contact.phone_ddi ?? ""}${contact.phone}` : null,
          email: contact.email,
          website: contact.website,
          faq: contact.link_faq,
        }
      : null,
    whatsapp: whatsapp ? { display: displayPhone(null, `+${whatsapp}`) ?? whatsapp, href: `https://wa.me/${whatsapp}` } : null,
    social: (["instagram", "facebook", "twitter", "youtube"] as const).flatMap((network) => {
      const entry = social[network];
      return entry ? [{ network, name: entry.name, link: entry.link }] : [];
    }),
    policies: (
      [
        ["terms", terms.terms_of_use],
        ["cancellation", terms.cancellation_policy],
        ["repentance", terms.repentance_policy],
        ["privacy", terms.privacy_policy],
      ] as const
    ).flatMap(([kind, text]) => (text ? [{ kind, text }] : [])),
  };
}

export type FooterData = NonNullable<ReturnType<typeof footerFrom>>;
