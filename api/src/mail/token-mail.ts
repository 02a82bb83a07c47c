import { isSitePath, isWebUrl } from "../../../contract/formats/links";
import type { Language, Stylizations } from "../../../contract";
import en from "../../../locales/en/mail.json";
import es from "../../../locales/es/mail.json";
import ptBR from "../../../locales/pt-BR/mail.json";
import { escapeHtml } from "../provider/page";
import { brandedMailHtml, mailFootnote, mailParagraph } from "./mail-layout";

/*
 * The e-mail that carries a customer's 6-digit code, in the merchant's language, name, logo and
 * colour. Texts from locales/<language>/mail.json (the API's alone: the storefront never loads
 * them). The subject starts with the code, so a phone's notification shows it.
 */

export type TokenPurpose = "login" | "update_email";

const TEXTS: Record<Language, typeof ptBR> = { "pt-BR": ptBR, es, en };

/** The storefront's default brand colour (core spec §3), for a merchant without one. */
const DEFAULT_BRAND_COLOR = "#202125";

export interface MailBrand {
  name: string;
  /** An absolute http(s) URL, or null: the name stands in the header. */
  logoUrl: string | null;
  /** `#rrggbb` of the header band. */
  color: string;
}

/** The merchant's brand as a mail shows it; a logo stored as a storefront path needs `assetsOrigin` to be linked. */
export function mailBrand(name: string, stylizations: Stylizations, assetsOrigin: string | undefined): MailBrand {
  const logo = stylizations.logo?.medium ?? null;
  const logoUrl =
    logo === null
      ? null
      : isWebUrl(logo)
        ? logo
        : isSitePath(logo) && assetsOrigin
          ? new URL(logo, assetsOrigin).href
          : null;
  return { name, logoUrl, color: stylizations.brand_colors?.pure ?? DEFAULT_BRAND_COLOR };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/** One line: a name with a line break in it must not split a subject or a header. */
const oneLine = (text: string) => text.replace(/[\p{Cc}]+/gu, " ").trim();

/** The subject, the plain-text part and the HTML part of a code's e-mail. */
export function renderTokenMail(
  language: Language,
  purpose: TokenPurpose,
  brand: MailBrand,
  code: string,
  minutes: number,
) {
  const texts = TEXTS[language] ?? TEXTS["pt-BR"];
  const values = { code, merchant: oneLine(brand.name), minutes: String(minutes) };
  const say = (text: string) => fill(text, values);
  const subject = say(texts[purpose].subject);
  const lines = {
    greeting: say(texts.greeting),
    intro: say(texts[purpose].intro),
    validity: say(texts.validity),
    ignore: say(texts[purpose].ignore),
  };

  const text = [lines.greeting, lines.intro, code, lines.validity, lines.ignore].join("\n\n");

  const code_ = `<p style="margin:0 0 16px;padding:12px 16px;background-color:#f4f4f5;color:#111111;text-align:center;font-family:'Courier New',Courier,monospace;font-size:32px;line-height:40px;font-weight:700;letter-spacing:6px;">${escapeHtml(code)}</p>`;
  const html = brandedMailHtml(
    language,
    subject,
    brand,
    values.merchant,
    [
      mailParagraph(lines.greeting),
      mailParagraph(lines.intro),
      code_,
      mailParagraph(lines.validity),
      mailFootnote(lines.ignore),
    ].join("\n"),
  );
  return { subject, text, html };
}
