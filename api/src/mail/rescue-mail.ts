import { readableTextColor } from "../../../contract/formats/contrast";
import type { Language } from "../../../contract";
import en from "../../../locales/en/mail.json";
import es from "../../../locales/es/mail.json";
import ptBR from "../../../locales/pt-BR/mail.json";
import { escapeHtml } from "../provider/page";
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
  const name = escapeHtml(values.merchant);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;">`
    : `<span style="font-size:20px;line-height:28px;font-weight:700;color:${onBrand};">${name}</span>`;
  const paragraph = (content: string, style = "") => `<p style="margin:0 0 16px;${style}">${escapeHtml(content)}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;background-color:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<tr><td style="background-color:${brand.color};color:${onBrand};padding:20px 24px;">${header}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:24px;">
${paragraph(lines.greeting)}
${paragraph(lines.intro)}
<p style="margin:0 0 16px;text-align:center;"><a href="${escapeHtml(message.link)}" style="display:inline-block;padding:12px 24px;background-color:${brand.color};color:${onBrand};font-weight:700;text-decoration:none;border-radius:6px;">${escapeHtml(lines.action)}</a></p>
${paragraph(lines.validity)}
${paragraph(lines.ignore, "margin-bottom:0;font-size:14px;line-height:20px;color:#4b5563;")}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
