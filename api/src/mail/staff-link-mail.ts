import { readableTextColor } from "../../../contract/formats/contrast";
import type { Language } from "../../../contract";
import type { StaffLinkPurpose } from "../../../contract/onboarding";
import en from "../../../locales/en/mail.json";
import es from "../../../locales/es/mail.json";
import ptBR from "../../../locales/pt-BR/mail.json";
import { escapeHtml } from "../provider/page";
import type { MailBrand } from "./token-mail";

/*
 * The e-mail with a link that sets a staff member's password (decision 108): an invitation to the
 * store's console, or a reset asked at its login. In the store's language, name and colour; texts
 * from locales/<language>/mail.json.
 */

const TEXTS: Record<Language, typeof ptBR> = { "pt-BR": ptBR, es, en };
const SECTIONS = { INVITATION: "invitation", PASSWORD_RESET: "password_reset" } as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
const oneLine = (text: string) => text.replace(/[\p{Cc}]+/gu, " ").trim();

/** The subject, the plain-text part and the HTML part; `link` is the absolute URL with the token. */
export function renderStaffLinkMail(
  language: Language,
  purpose: StaffLinkPurpose,
  brand: MailBrand,
  person: string,
  link: string,
  ttlSeconds: number,
) {
  const all = (TEXTS[language] ?? TEXTS["pt-BR"]).staff_link;
  const texts = all[SECTIONS[purpose]];
  const values = {
    merchant: oneLine(brand.name),
    name: oneLine(person),
    minutes: String(Math.round(ttlSeconds / 60)),
    days: String(Math.round(ttlSeconds / 86_400)),
  };
  const say = (text: string) => fill(text, values);
  const subject = say(texts.subject);
  const lines = {
    greeting: say(all.greeting),
    intro: say(texts.intro),
    validity: say(texts.validity),
    ignore: say(texts.ignore),
  };
  const text = [lines.greeting, lines.intro, link, lines.validity, lines.ignore].join("\n\n");

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
<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background-color:#111111;color:#ffffff;text-decoration:none;font-weight:700;">${escapeHtml(say(texts.button))}</a></p>
${paragraph(link, "font-size:13px;line-height:18px;color:#4b5563;word-break:break-all;")}
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
