import type { Language } from "../../../contract";
import en from "../../../locales/en/mail.json";
import es from "../../../locales/es/mail.json";
import ptBR from "../../../locales/pt-BR/mail.json";

const TEXTS: Record<Language, typeof ptBR> = { "pt-BR": ptBR, es, en };

/** The text of a phone code in the merchant's language: the code first, so a notification shows it. */
export function phoneCodeText(language: Language, merchantName: string, code: string, minutes: number): string {
  const texts = TEXTS[language] ?? TEXTS["pt-BR"];
  const values: Record<string, string> = {
    code,
    merchant: merchantName.replace(/[\p{Cc}]+/gu, " ").trim(),
    minutes: String(minutes),
  };
  return texts.phone.code.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
