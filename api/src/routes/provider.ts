import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  cardHolderDocumentSchema,
  cardNumberSchema,
  cvvSchema,
  detectCardBrand,
  expirySchema,
  requiredTextSchema,
} from "../../../contract";
import { formatMoney, type Currency } from "../../../contract";
import type { AppEnv } from "../env";
import {
  cardLabel,
  chargeClosedPage,
  chargeNotFoundPage,
  chargeNotYoursPage,
  paymentPage,
} from "../provider/payment-page";
import {
  type Field,
  type FormState,
  type ProviderLocale,
  badRequestPage,
  behaviourOfNumber,
  cardFormPage,
  isProviderLocale,
  providerHtml,
  providerNonce,
} from "../provider/page";
import {
  type CardPageParams,
  type ChargeDecision,
  type ChargeView,
  cardPageContext,
  claimChargeLink,
  holdsCharge,
  issueCardToken,
  merchantPageLocale,
  readCharge,
  sameText,
  settleCharge,
} from "../services/sandbox-card-provider";
import { PUBLIC_PAYMENTS_PATH } from "../services/sandbox-payments";

/*
 * The sandbox card provider's hosted pages, reached through the storefront's /_provider/* so they are
 * on the storefront's own origin. The number and the security code are checked and dropped: the token
 * keeps brand, last four, expiry and holder only. Nothing of the card is logged.
 */

const badRequest = (c: Context<AppEnv>, locale: string | undefined, pageNonce: string) =>
  providerHtml(
    c,
    400,
    pageNonce,
    badRequestPage({ locale: isProviderLocale(locale) ? locale : "pt-BR", nonce: pageNonce }),
  );

const field = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  return typeof value === "string" ? value : "";
};

/**
 * `returnUrl` with the card token added to its query, and the card's brand and last four digits
 * (what the store's page shows when asking to save it, as real providers' returns do); its
 * fragment, if any, kept last.
 */
function withToken(returnUrl: string, token: string, card: { brand: string; lastFour: string }): string {
  const hashAt = returnUrl.indexOf("#");
  const [path, hash] = hashAt === -1 ? [returnUrl, ""] : [returnUrl.slice(0, hashAt), returnUrl.slice(hashAt)];
  const added = new URLSearchParams({ card_token: token, brand: card.brand, last_four_digits: card.lastFour });
  return `${path}${path.includes("?") ? "&" : "?"}${added}${hash}`;
}

export const providerRoutes = new Hono<AppEnv>()
  .get("/cards", async (c) => {
    const pageNonce = providerNonce();
    const checked = await cardPageContext(c.env.DB, c.req.query(), pageNonce);
    if (!checked) return badRequest(c, c.req.query("locale"), pageNonce);
    return providerHtml(c, 200, pageNonce, cardFormPage(checked.context));
  })

  .post("/cards", async (c) => {
    const pageNonce = providerNonce();
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const params: CardPageParams = {
      app_id: field(form, "app_id"),
      return_url: field(form, "return_url"),
      cancel_url: field(form, "cancel_url"),
      locale: field(form, "locale"),
    };
    const checked = await cardPageContext(c.env.DB, params, pageNonce);
    if (!checked) return badRequest(c, params.locale, pageNonce);

    const results = {
      card_number: cardNumberSchema(checked.context.acceptedBrands).safeParse(field(form, "card_number")),
      holder_name: requiredTextSchema.max(80).safeParse(field(form, "holder_name")),
      expiry: expirySchema(() => new Date()).safeParse(field(form, "expiry")),
      cvv: cvvSchema.safeParse(field(form, "cvv")),
      holder_document: cardHolderDocumentSchema.safeParse(field(form, "holder_document")),
    };
    const errors: FormState["errors"] = {};
    for (const [name, result] of Object.entries(results) as [Field, (typeof results)[Field]][]) {
      if (!result.success) errors[name] = result.error.issues[0]?.message ?? "validation.required";
    }
    if (
      !results.card_number.success ||
      !results.holder_name.success ||
      !results.expiry.success ||
      !results.cvv.success ||
      !results.holder_document.success
    ) {
      const values = {
        holder_name: field(form, "holder_name"),
        expiry: field(form, "expiry"),
        holder_document: field(form, "holder_document"),
      };
      return providerHtml(c, 422, pageNonce, cardFormPage(checked.context, { values, errors }));
    }

    const number = results.card_number.data;
    const [month, year] = results.expiry.data.split("/");
    const brand = detectCardBrand(number)!;
    const token = await issueCardToken(
      c.env.DB,
      {
        appId: checked.context.appId,
        brand,
        lastFourDigits: number.slice(-4),
        expMonth: Number(month),
        expYear: 2000 + Number(year),
        holderName: results.holder_name.data,
        behaviour: behaviourOfNumber(number),
      },
      Math.floor(Date.now() / 1000),
    );
    return c.redirect(withToken(checked.context.returnUrl, token, { brand, lastFour: number.slice(-4) }), 303);
  });

/** The sandbox's confirmation code of a CHALLENGE card (shown on the page: it is a sandbox). */
export const SANDBOX_CONFIRMATION_CODE = "123456";

const CHARGE_ID = /^ch_[A-Za-z0-9_-]{16,64}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The cookie that names the browser a charge's link was opened in (one per charge, by its path). */
const HOLDER_COOKIE = "sandbox_payment";

async function hmac(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(message));
  return btoa(String.fromCharCode(...new Uint8Array(signature)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The page's forms carry this: bound to the charge and to the secret of the browser that holds it. */
const formProof = (c: Context<AppEnv>, chargeId: string, holder: string) =>
  hmac(c.env.TOKEN_SECRET, `sandbox-payment|${chargeId}|${holder}`);

/** The holder secret this browser sent for the charge, when it is the one the charge was opened with. */
async function holderOf(c: Context<AppEnv>, view: ChargeView): Promise<string | null> {
  const holder = getCookie(c, HOLDER_COOKIE);
  if (holder === undefined || !SECRET.test(holder)) return null;
  return (await holdsCharge(view, holder)) ? holder : null;
}

/**
 * Whether a post comes from a page of another site, by what the browser says (the storefront's
 * pass-through forwards Origin and Sec-Fetch-Site, and names the origin it serves the page on).
 * No signal at all is left to the SameSite=Strict holder cookie, which a cross-site post lacks.
 */
function fromAnotherSite(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return true;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  const host = c.req.header("x-forwarded-host");
  const protocol = c.req.header("x-forwarded-proto");
  return host === undefined || protocol === undefined || origin !== `${protocol}://${host}`;
}

function pageAddress(chargeId: string, locale: string | undefined): string {
  return `${PUBLIC_PAYMENTS_PATH}${chargeId}${isProviderLocale(locale) ? `?${new URLSearchParams({ locale })}` : ""}`;
}

/** The page's language: the `locale` asked for, else the browser's first provider language, else the merchant's. */
async function paymentLocale(
  c: Context<AppEnv>,
  asked: string | undefined,
  merchantId: number | null,
): Promise<ProviderLocale> {
  if (isProviderLocale(asked)) return asked;
  for (const part of (c.req.header("accept-language") ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag === "pt-br" || tag === "pt") return "pt-BR";
    if (tag === "es" || tag.startsWith("es-")) return "es";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  if (merchantId !== null) {
    const language = await merchantPageLocale(c.env.DB, merchantId);
    if (language !== null) return language;
  }
  return "pt-BR";
}

const amountOf = (view: ChargeView) => formatMoney(view.charge.amount, (view.currency ?? "BRL") as Currency);

function closedPage(
  c: Context<AppEnv>,
  view: ChargeView,
  locale: ProviderLocale,
  pageNonce: string,
  now: number,
): Response | null {
  const { charge } = view;
  if (charge.status === "APPROVED")
    return providerHtml(
      c,
      409,
      pageNonce,
      chargeClosedPage({ locale, nonce: pageNonce }, "approved", charge.returnUrl),
    );
  if (charge.status !== "PENDING")
    return providerHtml(
      c,
      409,
      pageNonce,
      chargeClosedPage({ locale, nonce: pageNonce }, "notApproved", charge.cancelUrl),
    );
  if (charge.expiresAt <= now || (view.orderStatus !== "WAITING_PAYMENT" && view.orderStatus !== "PAYMENT_REJECTED")) {
    return providerHtml(c, 409, pageNonce, chargeClosedPage({ locale, nonce: pageNonce }, "expired", charge.cancelUrl));
  }
  return null;
}

/** A pending charge asked for by a browser that does not hold it: nothing of it shown, the way back to the store. */
const notYours = (c: Context<AppEnv>, view: ChargeView, locale: ProviderLocale, pageNonce: string) =>
  providerHtml(c, 403, pageNonce, chargeNotYoursPage({ locale, nonce: pageNonce }, view.charge.cancelUrl));

function openPage(
  view: ChargeView,
  locale: ProviderLocale,
  pageNonce: string,
  proof: string,
  asking = false,
  codeError = false,
): string {
  return paymentPage({
    locale,
    nonce: pageNonce,
    chargeId: view.charge.id,
    proof,
    merchantName: view.merchantName,
    amount: amountOf(view),
    cardLabel: view.card ? cardLabel(view.card.brand, view.card.lastFour) : null,
    challenge: asking,
    codeError,
  });
}

providerRoutes
  .get("/payments/:id", async (c) => {
    const pageNonce = providerNonce();
    const id = c.req.param("id");
    const view = CHARGE_ID.test(id) ? await readCharge(c.env.DB, id) : null;
    const locale = await paymentLocale(c, c.req.query("locale"), view?.charge.merchantId ?? null);
    if (!view) return providerHtml(c, 404, pageNonce, chargeNotFoundPage({ locale, nonce: pageNonce }));
    const now = Math.floor(Date.now() / 1000);
    const closed = closedPage(c, view, locale, pageNonce, now);
    if (closed) return closed;

    // The link the charge's client was sent to: its first open makes this browser the charge's only holder.
    const handoff = c.req.query("handoff");
    if (handoff !== undefined && SECRET.test(handoff)) {
      const holder = await claimChargeLink(c.env.DB, id, handoff, now);
      if (holder !== null) {
        setCookie(c, HOLDER_COOKIE, holder, {
          path: `${PUBLIC_PAYMENTS_PATH}${id}`,
          maxAge: view.charge.expiresAt - now,
          httpOnly: true,
          sameSite: "Strict",
        });
        return c.redirect(pageAddress(id, c.req.query("locale")), 303);
      }
    }
    const holder = await holderOf(c, view);
    if (holder === null) return notYours(c, view, locale, pageNonce);
    // The address with a spent handoff (back button) shows the page at its own address.
    if (handoff !== undefined) return c.redirect(pageAddress(id, c.req.query("locale")), 303);
    return providerHtml(c, 200, pageNonce, openPage(view, locale, pageNonce, await formProof(c, id, holder)));
  })

  .post("/payments/:id", async (c) => {
    const pageNonce = providerNonce();
    const id = c.req.param("id");
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const view = CHARGE_ID.test(id) ? await readCharge(c.env.DB, id) : null;
    const locale = await paymentLocale(
      c,
      field(form, "locale") || c.req.query("locale"),
      view?.charge.merchantId ?? null,
    );
    if (!view) return providerHtml(c, 404, pageNonce, chargeNotFoundPage({ locale, nonce: pageNonce }));
    // Only the page itself, in the browser the link was opened in, pays or cancels: a post from
    // another site, without that browser's secret or without the form's proof changes nothing.
    const holder = fromAnotherSite(c) ? null : await holderOf(c, view);
    if (holder === null || !sameText(field(form, "proof"), await formProof(c, id, holder)))
      return notYours(c, view, locale, pageNonce);
    const { charge } = view;
    // A second submit of a decided charge goes where the first went.
    if (charge.status === "APPROVED") return c.redirect(charge.returnUrl, 303);
    if (charge.status !== "PENDING") return c.redirect(charge.cancelUrl, 303);
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000);
    const closed = closedPage(c, view, locale, pageNonce, now);
    if (closed) return closed;

    let decision: ChargeDecision;
    if (field(form, "action") === "cancel") decision = { outcome: "CANCELED" };
    else if (!view.card) decision = { outcome: "DECLINED", failure: "INVALID_CARD" };
    else if (view.card.behaviour === "DECLINE") decision = { outcome: "DECLINED", failure: "NOT_APPROVED" };
    else if (view.card.behaviour === "CHALLENGE") {
      const code = field(form, "code").trim();
      // Pay asks for the code first (nothing refused yet); the code step sent empty is refused on its field.
      if (code === "") {
        const asked = field(form, "step") === "challenge";
        return providerHtml(
          c,
          asked ? 422 : 200,
          pageNonce,
          openPage(view, locale, pageNonce, field(form, "proof"), true, asked),
        );
      }
      decision =
        code === SANDBOX_CONFIRMATION_CODE ? { outcome: "APPROVED" } : { outcome: "DECLINED", failure: "INVALID_PIN" };
    } else decision = { outcome: "APPROVED" };

    const applied = await settleCharge(c.env.DB, view, decision, nowMs);
    if (applied) return c.redirect(decision.outcome === "APPROVED" ? charge.returnUrl : charge.cancelUrl, 303);
    // Crossed with another request: go where the charge ended up.
    const fresh = await readCharge(c.env.DB, id);
    if (fresh?.charge.status === "APPROVED") return c.redirect(charge.returnUrl, 303);
    if (fresh && fresh.charge.status !== "PENDING") return c.redirect(charge.cancelUrl, 303);
    return providerHtml(c, 409, pageNonce, chargeClosedPage({ locale, nonce: pageNonce }, "expired", charge.cancelUrl));
  });
