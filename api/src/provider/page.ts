import type { Context } from "hono";
import type { CardBrand } from "../../../contract";
import type { AppEnv } from "../env";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import { paymentPageText } from "./payment-texts";

/*
 * The sandbox card provider's hosted page: small, self-contained HTML (inline CSS allowed by a
 * per-response nonce, no script, no external resource), texts from the storefront's locale files.
 * Every value written into the page goes through `escapeHtml`.
 */

export const PROVIDER_LOCALES = ["pt-BR", "es", "en"] as const;
export type ProviderLocale = (typeof PROVIDER_LOCALES)[number];

const DICTIONARIES = { "pt-BR": ptBR, es, en } as const;

// `oidc`: the sandbox identity provider's texts (provider/oidc-page.ts); `checkoutPro` and `mercadopago`: the Mercado Pago stand-in's.
type ProviderKey = Exclude<keyof typeof ptBR.provider, "oidc" | "checkoutPro" | "mercadopago">;

export const isProviderLocale = (value: string | undefined): value is ProviderLocale =>
  value !== undefined && (PROVIDER_LOCALES as readonly string[]).includes(value);

/** A text of the `provider` key, with `{{name}}` values filled in. */
export function providerText(locale: ProviderLocale, key: ProviderKey, values: Record<string, string> = {}): string {
  const text: string = DICTIONARIES[locale].provider[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

/** A validation message of the contract ("validation.cardNumberInvalid") in `locale`; the key itself when unknown. */
export function validationText(locale: ProviderLocale, key: string): string {
  const name = key.startsWith("validation.") ? key.slice("validation.".length) : key;
  const messages: Record<string, string> = DICTIONARIES[locale].validation;
  return messages[name] ?? messages.required ?? key;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * The test cards the page lists (and the README's Demo section), with what happens when each is
 * charged (the hosted payment page): approved, declined, or approved after the confirmation
 * code (CHALLENGE, the sandbox's 3-D Secure).
 */
export const TEST_CARDS = [
  { number: "4111 1111 1111 1111", code: "VISA", brand: "Visa", behaviour: "APPROVE" },
  { number: "5555 5555 5555 4444", code: "MASTER", brand: "Mastercard", behaviour: "APPROVE" },
  { number: "6363 6800 0000 0007", code: "ELO", brand: "Elo", behaviour: "APPROVE" },
  { number: "3782 822463 10005", code: "AMEX", brand: "American Express", behaviour: "APPROVE" },
  { number: "4000 0000 0000 0002", code: "VISA", brand: "Visa", behaviour: "DECLINE" },
  { number: "4000 0000 0000 3220", code: "VISA", brand: "Visa", behaviour: "CHALLENGE" },
] as const satisfies readonly {
  number: string;
  code: CardBrand;
  brand: string;
  behaviour: "APPROVE" | "DECLINE" | "CHALLENGE";
}[];

/** How a card number behaves when charged: the test cards' behaviour, APPROVE for any other valid number. */
export function behaviourOfNumber(digits: string): "APPROVE" | "DECLINE" | "CHALLENGE" {
  return TEST_CARDS.find((card) => card.number.replaceAll(" ", "") === digits)?.behaviour ?? "APPROVE";
}

export const FIELDS = ["card_number", "holder_name", "expiry", "cvv", "holder_document"] as const;
export type Field = (typeof FIELDS)[number];

export interface FormState {
  /** What the customer typed, for the fields that are given back (never number or CVV). */
  values: Partial<Record<"holder_name" | "expiry" | "holder_document", string>>;
  /** Locale keys of the contract's validation messages, by field. */
  errors: Partial<Record<Field, string>>;
}

export interface PageContext {
  locale: ProviderLocale;
  appId: string;
  returnUrl: string;
  cancelUrl: string;
  nonce: string;
  /** The merchant's accepted brands: a test card of another brand is listed as not accepted. */
  acceptedBrands: readonly CardBrand[];
}

export const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f4f5}
main{max-width:30rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.05rem;margin:0 0 .5rem}
.sandbox{border:2px dashed #b45309;background:#fffbeb;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
.sandbox p{margin:0 0 .5rem}
.sandbox ul{margin:0;padding-left:1.2rem}
.sandbox code{font-size:.95rem;white-space:nowrap}
form{background:#fff;border-radius:.5rem;padding:1rem;border:1px solid #d4d4d8}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{display:block;font-size:.875rem;color:#52525b;margin-bottom:.25rem}
input{width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;border:1px solid #71717a;border-radius:.375rem;background:#fff;color:inherit}
input:focus{outline:3px solid #2563eb;outline-offset:1px}
input[aria-invalid=true]{border:2px solid #b91c1c}
.error{display:block;color:#b91c1c;font-size:.9rem;margin-top:.25rem;font-weight:600}
.summary{border:2px solid #b91c1c;background:#fef2f2;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
.summary p{margin:0}
.summary p+p{margin-top:.25rem;font-weight:400}
.row{display:flex;gap:.75rem;flex-wrap:wrap}
.row .field{flex:1 1 8rem}
button{width:100%;min-height:48px;font:inherit;font-weight:700;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;cursor:pointer}
button:focus{outline:3px solid #1e3a8a;outline-offset:2px}
.cancel{display:inline-flex;align-items:center;min-height:44px;margin-top:.75rem;color:#1d4ed8}
.details{background:#fff;border-radius:.5rem;padding:1rem;border:1px solid #d4d4d8;margin:0 0 1rem}
.details div{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap;padding:.25rem 0}
.details dt{color:#52525b}
.details dd{margin:0;font-weight:700}
.secondary{margin-top:.75rem;background:#fff;color:#1d4ed8;border:2px solid #1d4ed8}
.plain{background:none;border:0;padding:0;margin-top:.75rem}
.notice{border:2px solid #b45309;background:#fffbeb;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
`;

export function documentOf(
  context: Pick<PageContext, "locale" | "nonce">,
  title: string,
  body: string,
  extraStyle = "",
): string {
  return `<!doctype html>
<html lang="${escapeHtml(context.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(context.nonce)}">${STYLE}${extraStyle}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function sandboxNotice(locale: ProviderLocale, acceptedBrands: readonly CardBrand[]): string {
  const cards = TEST_CARDS.map((card) => {
    const text = !acceptedBrands.includes(card.code)
      ? providerText(locale, "testCardNotAccepted", { brand: card.brand })
      : card.behaviour === "CHALLENGE"
        ? paymentPageText(locale, "testCardChallenge", { brand: card.brand })
        : providerText(locale, card.behaviour === "DECLINE" ? "testCardDeclined" : "testCardApproved", {
            brand: card.brand,
          });
    return `<li><code>${escapeHtml(card.number)}</code> ${escapeHtml(text)}</li>`;
  }).join("");
  return `<section class="sandbox" aria-labelledby="sandbox-title">
<h2 id="sandbox-title">${escapeHtml(providerText(locale, "sandboxTitle"))}</h2>
<p>${escapeHtml(providerText(locale, "sandboxNotice"))}</p>
<h3 class="hint">${escapeHtml(providerText(locale, "testCardsTitle"))}</h3>
<ul>${cards}</ul>
<p class="hint">${escapeHtml(providerText(locale, "testCardsHint"))}</p>
</section>`;
}

interface InputSpec {
  name: Field;
  label: ProviderKey;
  hint?: ProviderKey;
  attributes: string;
}

const INPUTS: Record<Field, InputSpec> = {
  card_number: {
    name: "card_number",
    label: "number",
    attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"',
  },
  holder_name: {
    name: "holder_name",
    label: "holderName",
    attributes: 'type="text" autocomplete="cc-name" maxlength="80"',
  },
  expiry: {
    name: "expiry",
    label: "expiry",
    hint: "expiryHint",
    attributes: 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/AAAA"',
  },
  cvv: {
    name: "cvv",
    label: "cvv",
    hint: "cvvHint",
    attributes: 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
  },
  holder_document: {
    name: "holder_document",
    label: "document",
    attributes: 'type="text" autocomplete="off" maxlength="30"',
  },
};

function input(context: PageContext, state: FormState, spec: InputSpec, autofocus: boolean): string {
  const id = `field-${spec.name}`;
  const error = state.errors[spec.name];
  const described = [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const value = spec.name in state.values ? (state.values[spec.name as keyof FormState["values"]] ?? "") : "";
  const placeholder =
    spec.name === "expiry" && context.locale === "en" ? spec.attributes.replace("MM/AAAA", "MM/YYYY") : spec.attributes;
  return `<div class="field">
<label for="${id}">${escapeHtml(providerText(context.locale, spec.label))}</label>
${spec.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(providerText(context.locale, spec.hint))}</span>` : ""}
<input id="${id}" name="${spec.name}" ${placeholder} required value="${escapeHtml(value)}"${
    described ? ` aria-describedby="${described}"` : ""
  }${error ? ' aria-invalid="true"' : ""}${autofocus ? " autofocus" : ""}>
${error ? `<span class="error" id="${id}-error">${escapeHtml(validationText(context.locale, error))}</span>` : ""}
</div>`;
}

/** The card form, empty or after a refused submit (errors and the values that are given back). */
export function cardFormPage(context: PageContext, state: FormState = { values: {}, errors: {} }): string {
  const { locale } = context;
  const firstError = FIELDS.find((field) => state.errors[field] !== undefined);
  const field = (name: Field) => input(context, state, INPUTS[name], name === firstError);
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const summary = firstError
    ? `<div class="summary" role="alert"><p>${escapeHtml(providerText(locale, "errorSummary"))}</p><p>${escapeHtml(
        providerText(locale, "retypeNotice"),
      )}</p></div>`
    : "";
  const body = `<h1>${escapeHtml(providerText(locale, "pageTitle"))}</h1>
${sandboxNotice(locale, context.acceptedBrands)}
${summary}
<form method="post" action="cards" novalidate>
${hidden("app_id", context.appId)}
${hidden("return_url", context.returnUrl)}
${hidden("cancel_url", context.cancelUrl)}
${hidden("locale", locale)}
${field("card_number")}
${field("holder_name")}
<div class="row">
${field("expiry")}
${field("cvv")}
</div>
${field("holder_document")}
<button type="submit">${escapeHtml(providerText(locale, "submit"))}</button>
</form>
<a class="cancel" href="${escapeHtml(context.cancelUrl)}">${escapeHtml(providerText(locale, "cancel"))}</a>`;
  return documentOf(context, providerText(locale, "pageTitle"), body);
}

/** The page for a link the provider cannot serve (bad return URL, unknown app). */
export function badRequestPage(context: Pick<PageContext, "locale" | "nonce">): string {
  const body = `<h1>${escapeHtml(providerText(context.locale, "badRequestTitle"))}</h1>
<p>${escapeHtml(providerText(context.locale, "badRequest"))}</p>`;
  return documentOf(context, providerText(context.locale, "badRequestTitle"), body);
}

/** A fresh nonce for one sandbox page's stylesheet. */
export function providerNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/=+$/, "");
}

/**
 * A sandbox provider's page as the answer: no script at all, only its own nonce'd style, forms
 * posting to itself, never framed, never cached, no referrer leaving it.
 */
export function providerHtml(
  c: Context<AppEnv>,
  status: 200 | 400 | 403 | 404 | 409 | 422,
  nonce: string,
  body: string,
): Response {
  return c.body(body, status, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
  });
}
