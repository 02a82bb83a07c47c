import parsePhoneNumber from "libphonenumber-js/min";
import type { GeneralInformations } from "../../contract";

/**
 * A phone given as its international digits ("5511987654321"), shown nationally ("(11) 98765-4321")
 * or internationally ("+55 11 98765 4321"); the digits as they are when libphonenumber cannot read them.
 */
export function displayPhone(internationalDigits: string, style: "national" | "international"): string {
  const parsed = parsePhoneNumber(`+${internationalDigits}`);
  if (!parsed?.isValid()) return internationalDigits;
  return style === "national" ? parsed.formatNational() : parsed.formatInternational();
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
          phone: contact.phone ? displayPhone(`${contact.phone_ddi ?? ""}${contact.phone}`, "national") : null,
          phoneHref: contact.phone ? `tel:+${contact.phone_ddi ?? ""}${contact.phone}` : null,
          email: contact.email,
          website: contact.website,
          faq: contact.link_faq,
        }
      : null,
    whatsapp: whatsapp ? { display: displayPhone(whatsapp, "international"), href: `https://wa.me/${whatsapp}` } : null,
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
