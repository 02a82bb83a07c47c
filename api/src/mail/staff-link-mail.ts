import type { Language } from "../../../contract";
import type { StaffLinkPurpose } from "../../../contract/onboarding";
import en from "../../../locales/en/mail.json";
import es from "../../../locales/es/mail.json";
import ptBR from "../../../locales/pt-BR/mail.json";
import { escapeHtml } from "../provider/page";
import { brandedMailHtml, mailFootnote, mailParagraph } from "./mail-layout";
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

  const button = `<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background-color:#111111;color:#ffffff;text-decoration:none;font-weight:700;">${escapeHtml(say(texts.button))}</a></p>`;
  const html = brandedMailHtml(
    language,
    subject,
    brand,
    values.merchant,
    [
      mailParagraph(lines.greeting),
      mailParagraph(lines.intro),
      button,
      mailParagraph(link, "font-size:13px;line-height:18px;color:#4b5563;word-break:break-all;"),
      mailParagraph(lines.validity),
      mailFootnote(lines.ignore),
    ].join("\n"),
  );
  return { subject, text, html };
}
