import type { EmailTokenPurpose } from "../db/clients";

/*
 * The e-mails that carry a customer's token, in the merchant's language.
 */

export type Language = "pt-BR" | "es" | "en";

const mailTexts: Record<Language, Record<EmailTokenPurpose, (merchant: string, token: string) => { subject: string; body: string }>> = {
  "pt-BR": {
    login: (merchant, token) => ({
      subject: `Seu código de acesso: ${token}`,
      body: `Olá!\n\nSeu código para entrar em ${merchant} é ${token}. Ele vale por 10 minutos.\n\nSe você não pediu este código, ignore este e-mail.`,
    }),
    update_email: (merchant, token) => ({
      subject: `Confirme seu novo e-mail: ${token}`,
      body: `Olá!\n\nPara usar este e-mail na sua conta de ${merchant}, digite o código ${token}. Ele vale por 10 minutos.\n\nSe você não pediu esta troca, ignore este e-mail.`,
    }),
  },
  es: {
    login: (merchant, token) => ({
      subject: `Tu código de acceso: ${token}`,
      body: `¡Hola!\n\nTu código para entrar en ${merchant} es ${token}. Es válido durante 10 minutos.\n\nSi no pediste este código, ignora este correo.`,
    }),
    update_email: (merchant, token) => ({
      subject: `Confirma tu nuevo correo: ${token}`,
      body: `¡Hola!\n\nPara usar este correo en tu cuenta de ${merchant}, escribe el código ${token}. Es válido durante 10 minutos.\n\nSi no pediste este cambio, ignora este correo.`,
    }),
  },
  en: {
    login: (merchant, token) => ({
      subject: `Your sign-in code: ${token}`,
      body: `Hello!\n\nYour code to sign in to ${merchant} is ${token}. It is valid for 10 minutes.\n\nIf you did not ask for this code, ignore this e-mail.`,
    }),
    update_email: (merchant, token) => ({
      subject: `Confirm your new e-mail: ${token}`,
      body: `Hello!\n\nTo use this e-mail for your ${merchant} account, enter the code ${token}. It is valid for 10 minutes.\n\nIf you did not ask for this change, ignore this e-mail.`,
    }),
  },
};

/** The e-mail carrying `token` for `purpose`, in `language` (Portuguese for a language without texts). */
export const tokenMail = (language: string, purpose: EmailTokenPurpose, merchant: string, token: string) =>
  (mailTexts[language as Language] ?? mailTexts["pt-BR"])[purpose](merchant, token);
