import type { AccessTokenClaims } from "./auth/token";
import type { ClientRow } from "./db/clients";
import type { MerchantRef } from "./db/merchants";
import type { StaffRow } from "./db/staff";

/** Worker bindings: D1 and the two secrets (see wrangler.toml). */
export interface Bindings {
  DB: D1Database;
  /** One live-updates object per merchant (live/merchant-live.ts, decision 090): its open screens and latest order events. */
  LIVE: DurableObjectNamespace;
  /** Dishes' photos in their served sizes (decision 099); the storefront reads the same bucket to serve them. */
  PHOTOS: R2Bucket;
  /** Shared with the storefront; guards token bootstrap and the custom-domain lookup. */
  CLIENT_SECRET: string;
  /** HMAC-SHA256 key of client secret keys and access tokens. */
  TOKEN_SECRET: string;
  /** First visits (client secret keys issued) per merchant and client IP: 600 per 60 s (wrangler.toml, decision 067). */
  BOOTSTRAP_LIMITER: RateLimit;
  /** Cart creations per merchant and client IP: 300 per 60 s. */
  CART_CREATION_LIMITER: RateLimit;
  /** Access tokens per client secret key: 2 per 60 s (the storefront exchanges each key once). */
  KEY_EXCHANGE_LIMITER: RateLimit;
  /** Cart creations per merchant and visitor (the access token's visitor id): 20 per 60 s. */
  VISITOR_CART_LIMITER: RateLimit;
  /** Bearer key of the merchant-side /admin/* endpoints; a secret (api/.dev.vars locally). Unset: every admin call is 401. */
  ADMIN_KEY?: string;
  /** Resend API key (a secret): set, e-mails go through the provider; unset, to the D1 outbox (docs/decisions/063). */
  MAIL_API_KEY?: string;
  /** The address e-mails come from, on the domain verified at the provider; required with MAIL_API_KEY. */
  MAIL_FROM?: string;
  /** The provider API's origin (default https://api.resend.com); http only on a loopback host, for a local capture. */
  MAIL_API_URL?: string;
  /** LocationIQ API key (a secret): set, addresses are geocoded there; unset, by the local stand-in of the demo cities (decision 074). */
  GEOCODER_API_KEY?: string;
  /** The geocoding provider's base URL (default https://us1.locationiq.com); http only on a loopback host. */
  GEOCODER_API_URL?: string;
  /** The storefront's public origin: a logo stored as a path (/demo/…) is linked from there in e-mails; unset, such a logo is left out. */
  MAIL_ASSETS_ORIGIN?: string;
  /** Twilio Account SID (a secret, with SMS_AUTH_TOKEN): set, phone codes go out through Twilio; unset, to the D1 outbox (docs/decisions/075). */
  SMS_ACCOUNT_SID?: string;
  /** Twilio Auth Token, or the secret of the API key SMS_API_KEY_SID (a secret). */
  SMS_AUTH_TOKEN?: string;
  /** A Twilio API key SID ("SK…") to authenticate with instead of the Account SID. */
  SMS_API_KEY_SID?: string;
  /** The sender: a number in E.164 or a Messaging Service SID ("MG…"); required with SMS_ACCOUNT_SID. */
  SMS_FROM?: string;
  /** An approved WhatsApp template ("HX…") whose variable {{1}} is the code; set, codes can go by WhatsApp too. */
  SMS_WHATSAPP_CONTENT_SID?: string;
  /** Replaces https://api.twilio.com (http only on a loopback host: a local stand-in). */
  SMS_API_URL?: string;
  /** "1" only in local .dev.vars: GET /dev/mail_outbox answers the mails the API wrote (with the client secret). Never set in production. */
  MAIL_OUTBOX_READABLE?: string;
  /** The sandbox identity provider's private key (EC P-256 JWK), local only; unset, the sandbox is off. */
  IDP_SANDBOX_KEY?: string;
  /** Read instead of the wall clock for opening hours; set only by the end-to-end servers. */
  OPERATION_CLOCK?: string;
  /** A system user's access token of Meta's conversions API (a secret; decision 076). Unset: events are recorded, not forwarded. */
  FACEBOOK_CONVERSIONS_TOKEN?: string;
  /** Replaces https://graph.facebook.com (the local sandbox: http://api.internal/provider/graph, answered in-process). */
  FACEBOOK_GRAPH_URL?: string;
  /** "1" only locally: the sandbox Graph API takes `/{pixel}/events` and GET /dev/graph_events lists them. Never in production. */
  CONVERSIONS_SANDBOX?: string;
  /** The error tracker's DSN (a secret; decision 077). Unset: nothing is reported. */
  SENTRY_DSN?: string;
  /** Share of errors and of traces reported, 0 to 1; unset, the spec's 0.001. Development and tests set 1. */
  ERROR_REPORTING_SAMPLE_RATE?: string;
  /** "1" only locally: the sandbox error tracker takes envelopes and GET /dev/error_envelopes lists them. Never in production. */
  ERROR_TRACKER_SANDBOX?: string;
  /** AES-256 key (base64 of 32 bytes, a secret) of merchants' payment provider credentials at rest (decision 084). */
  PAYMENT_CREDENTIALS_KEY?: string;
  /** The key before the last rotation: values written under it are still read, and written again under the new one. */
  PAYMENT_CREDENTIALS_KEY_PREVIOUS?: string;
  /** Replaces https://api.mercadopago.com (http only on a loopback host or the in-process stand-in, http://api.internal/provider/mercadopago). */
  MERCADOPAGO_API_URL?: string;
  /** The storefront's public origin (`https://comanda.example`): payment providers notify `{origin}/_webhooks/mercadopago/{slug}`; unset, charges carry no notification URL. */
  WEBHOOKS_ORIGIN?: string;
  /** "1" only locally: the Mercado Pago stand-in answers at /provider/mercadopago/…. Never in production. */
  MERCADOPAGO_SANDBOX?: string;
  /** A Cloudflare API token with "SSL and Certificates: Edit" on the platform's zone (a secret; decision 109). Unset: stores cannot add domains. */
  CLOUDFLARE_API_TOKEN?: string;
  /** The zone Cloudflare for SaaS is enabled on, whose custom hostnames are the stores' domains. */
  CLOUDFLARE_ZONE_ID?: string;
  /** Replaces https://api.cloudflare.com/client/v4 (http only on a loopback host or the in-process stand-in, http://api.internal/provider/cloudflare/client/v4). */
  CLOUDFLARE_API_URL?: string;
  /** "1" only locally: the Cloudflare for SaaS stand-in answers at /provider/cloudflare/…. Never in production. */
  CUSTOM_HOSTNAMES_SANDBOX?: string;
  /** The zone's fallback origin: every store's domain is a CNAME to it (`domains.comanda.app`). */
  CUSTOM_DOMAIN_TARGET?: string;
  /** The platform's own domains, comma-separated: neither they nor their subdomains can be a store's domain. */
  PLATFORM_DOMAINS?: string;
}

export interface Variables {
  merchant: MerchantRef;
  claims: AccessTokenClaims;
  /** The caller's own client, set by requireOwnClient on `/{slug}/clients/{id}/…`. */
  client: ClientRow;
  /** The logged-in staff member of a console call (auth/staff-access.ts), and the login's id. */
  staff: StaffRow;
  staffSession: string;
  /** This API answering a request in-process: where a provider URL names one of its sandboxes (provider/sandbox-host.ts). */
  inProcess: (request: Request) => Promise<Response>;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
