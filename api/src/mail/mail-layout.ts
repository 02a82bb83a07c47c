import { readableTextColor } from "../../../contract/formats/contrast";
import type { Language } from "../../../contract";
import { escapeHtml } from "../provider/page";
import type { MailBrand } from "./token-mail";

/** A paragraph of a mail's body, its text escaped. */
export const mailParagraph = (content: string, style = "") =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(content)}</p>`;

/** The closing paragraph, smaller and greyer ("if it was not you, ignore this e-mail"). */
export const mailFootnote = (content: string) =>
  mailParagraph(content, "margin-bottom:0;font-size:14px;line-height:20px;color:#4b5563;");

/**
 * Every mail's HTML document: the store's band (its logo, else its name in black or white as the
 * storefront's header draws it on the same colour) over a white card holding `body` (HTML already
 * escaped by its parts), in tables and inline styles, which mail clients keep.
 */
export function brandedMailHtml(
  language: Language,
  subject: string,
  brand: MailBrand,
  merchantName: string,
  body: string,
): string {
  const onBrand = readableTextColor(brand.color);
  const name = escapeHtml(merchantName);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;">`
    : `<span style="font-size:20px;line-height:28px;font-weight:700;color:${onBrand};">${name}</span>`;
  return `<!doctype html>
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
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
