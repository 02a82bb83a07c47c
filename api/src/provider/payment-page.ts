import { type ProviderLocale, documentOf, escapeHtml } from "./page";
import { paymentPageText } from "./payment-texts";

/*
 * The sandbox provider's hosted payment page: what is paid, to whom, with which card;
 * a Pay button and a Cancel button. A CHALLENGE card's Pay asks the bank's confirmation code next
 * (3-D Secure's step: the same page with the code field, `step=challenge`). No script: two plain
 * forms posting to the page's own URL. Every value goes through escapeHtml.
 */

export interface PaymentPageContext {
  locale: ProviderLocale;
  nonce: string;
  chargeId: string;
  /** The forms' proof that they were served to the browser holding the charge. */
  proof: string;
  merchantName: string;
  /** The amount, formatted in the merchant's currency. */
  amount: string;
  /** "Visa •••• 1111", or null when the card is gone. */
  cardLabel: string | null;
  /** The confirmation code is asked now (a CHALLENGE card's step after Pay): the field, focused. */
  challenge: boolean;
  /** The code was asked and sent empty: the code field's error. */
  codeError?: boolean;
}

const BRAND_NAMES: Record<string, string> = {
  VISA: "Visa",
  MASTER: "Mastercard",
  ELO: "Elo",
  AMEX: "American Express",
  SODEXO: "Sodexo",
  ALELO: "Alelo",
  VR: "VR",
  TICKET: "Ticket",
};

export const cardLabel = (brand: string, lastFour: string) => `${BRAND_NAMES[brand] ?? brand} •••• ${lastFour}`;

export function paymentPage(context: PaymentPageContext): string {
  const { locale } = context;
  const t = (key: Parameters<typeof paymentPageText>[1], values?: Record<string, string>) =>
    escapeHtml(paymentPageText(locale, key, values));
  const hidden = `<input type="hidden" name="locale" value="${escapeHtml(locale)}">
<input type="hidden" name="proof" value="${escapeHtml(context.proof)}">`;
  const action = escapeHtml(encodeURIComponent(context.chargeId));
  const summary = context.codeError ? `<div class="summary" role="alert"><p>${t("errorSummary")}</p></div>` : "";
  const codeField = context.challenge
    ? `<fieldset class="field plain">
<legend><strong>${t("challengeTitle")}</strong></legend>
<label for="field-code">${t("challengeLabel")}</label>
<span class="hint" id="field-code-hint">${t("challengeHint")}</span>
<input id="field-code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]*" required aria-describedby="field-code-hint${
        context.codeError ? " field-code-error" : ""
      }"${context.codeError ? ' aria-invalid="true"' : ""} autofocus>
${context.codeError ? `<span class="error" id="field-code-error">${t("challengeRequired")}</span>` : ""}
</fieldset>`
    : "";
  const body = `<h1>${t("pageTitle")}</h1>
<p class="notice">${t("sandboxNotice")}</p>
${summary}
<dl class="details">
<div><dt>${t("merchant")}</dt><dd>${escapeHtml(context.merchantName)}</dd></div>
<div><dt>${t("amount")}</dt><dd>${escapeHtml(context.amount)}</dd></div>
<div><dt>${t("card")}</dt><dd>${context.cardLabel === null ? t("cardGone") : escapeHtml(context.cardLabel)}</dd></div>
</dl>
<form method="post" action="${action}" novalidate>
${hidden}
<input type="hidden" name="action" value="pay">
${context.challenge ? '<input type="hidden" name="step" value="challenge">' : ""}
${codeField}
<button type="submit">${t("pay", { amount: context.amount })}</button>
</form>
<form method="post" action="${action}">
${hidden}
<input type="hidden" name="action" value="cancel">
<button type="submit" class="secondary">${t("cancel")}</button>
</form>`;
  return documentOf(context, paymentPageText(locale, "pageTitle"), body);
}

/** A charge that can no longer be paid (expired, decided, superseded): why, and the way back. */
export function chargeClosedPage(
  context: { locale: ProviderLocale; nonce: string },
  reason: "expired" | "approved" | "notApproved",
  backUrl: string,
): string {
  const { locale } = context;
  const title = paymentPageText(locale, reason === "expired" ? "expiredTitle" : "decidedTitle");
  const text = paymentPageText(locale, reason === "expired" ? "expired" : reason);
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a class="cancel" href="${escapeHtml(backUrl)}">${escapeHtml(paymentPageText(locale, "backToStore"))}</a>`;
  return documentOf(context, title, body);
}

/** A pending charge opened in another browser than the one its link was sent to: nothing of it, and the way back. */
export function chargeNotYoursPage(context: { locale: ProviderLocale; nonce: string }, backUrl: string): string {
  const { locale } = context;
  const title = paymentPageText(locale, "notYoursTitle");
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(paymentPageText(locale, "notYours"))}</p>
<a class="cancel" href="${escapeHtml(backUrl)}">${escapeHtml(paymentPageText(locale, "backToStore"))}</a>`;
  return documentOf(context, title, body);
}

/** An unknown charge id. */
export function chargeNotFoundPage(context: { locale: ProviderLocale; nonce: string }): string {
  const title = paymentPageText(context.locale, "notFoundTitle");
  return documentOf(
    context,
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(paymentPageText(context.locale, "notFound"))}</p>`,
  );
}
