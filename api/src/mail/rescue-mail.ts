import { readableTextColor } from "../../../contract/formats/contrast";
import type { Language } from "../../../contract";
import en from "../../../locales/en/mail.json";
import es from "../../../locales/es/mail.json";
import ptBR from "../../../locales/pt-BR/mail.json";
import { escapeHtml } from "../provider/page";
import { brandedMailHtml, mailFootnote, mailParagraph } from "./mail-layout";
import type { MailBrand } from "./token-mail";

/*
 * The rescue campaign's messages (decision 110), in the store's language: the e-mail with the link
 * back to the customer's cart, and the text of the WhatsApp message a staff member sends.
 */

const TEXTS: Record<Language, typeof ptBR.rescue> = { "pt-BR": ptBR.rescue, es: es.rescue, en: en.rescue };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/** One line: a name with a line break in it must not split a subject. */
const oneLine = (text: string) => text.replace(/[\p{Cc}]+/gu, " ").trim();

interface RescueMessage {
  firstName: string;
  link: string;
  hours: number;
}

const valuesOf = (brand: MailBrand, message: RescueMessage) => ({
  name: oneLine(message.firstName),
  merchant: oneLine(brand.name),
  hours: String(message.hours),
  link: message.link,
});

/** The text of the WhatsApp message, the link in it. */
export function rescueWhatsappText(language: Language, brand: MailBrand, message: RescueMessage): string {
  return fill((TEXTS[language] ?? TEXTS["pt-BR"]).whatsapp, valuesOf(brand, message));
}

/** The subject, the plain-text part and the HTML part of a rescue e-mail. */
export function renderRescueMail(language: Language, brand: MailBrand, message: RescueMessage) {
  const texts = TEXTS[language] ?? TEXTS["pt-BR"];
  const values = valuesOf(brand, message);
  const say = (text: string) => fill(text, values);
  const subject = say(texts.subject);
  const lines = {
    greeting: say(texts.greeting),
    intro: say(texts.intro),
    action: say(texts.action),
    validity: say(texts.validity),
    ignore: say(texts.ignore),
  };
  const text = [lines.greeting, lines.intro, `${lines.action}: ${message.link}`, lines.validity, lines.ignore].join(
    "\n\n",
  );

  const onBrand = readableTextColor(brand.color);
  const button = `<p style="margin:0 0 16px;text-align:center;"><a href="${escapeHtml(message.link)}" style="display:inline-block;padding:12px 24px;background-color:${brand.color};color:${onBrand};font-weight:700;text-decoration:none;border-radius:6px;">${escapeHtml(lines.action)}</a></p>`;
  const html = brandedMailHtml(
    language,
    subject,
    brand,
    values.merchant,
    [
      mailParagraph(lines.greeting),
      mailParagraph(lines.intro),
      button,
      mailParagraph(lines.validity),
      mailFootnote(lines.ignore),
    ].join("\n"),
  );
  return { subject, text, html };
}
