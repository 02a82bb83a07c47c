import type { SocialProvider } from "../../../contract/social-login";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import type { SandboxUser } from "./oidc-users";
import { documentOf, escapeHtml, type ProviderLocale } from "./page";

/*
 * Pages of the sandbox identity provider: the test users to sign in as, the page that posts the
 * answer back (response_mode=form_post, as Apple answers) and the refusal of a bad request. No
 * script; inline CSS allowed by the response's nonce. Every value goes through escapeHtml.
 */

const DICTIONARIES = { "pt-BR": ptBR.provider.oidc, es: es.provider.oidc, en: en.provider.oidc } as const;
type OidcKey = keyof typeof ptBR.provider.oidc;

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: "Google",
  apple: "Apple",
  facebook: "Facebook",
};

/** A text of `provider.oidc` with `{{name}}` values filled in. */
export function oidcText(locale: ProviderLocale, key: OidcKey, values: Record<string, string> = {}): string {
  return DICTIONARIES[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

const OIDC_STYLE = `
.users{display:grid;gap:.75rem;margin:0 0 1rem;padding:0;list-style:none}
.user{display:block;text-align:left;padding:.75rem 1rem}
.user strong,.user span{display:block}
.user span{font-weight:400;font-size:.9rem}
`;

function oidcDocument(locale: ProviderLocale, nonce: string, title: string, body: string): string {
  return documentOf({ locale, nonce }, title, body, OIDC_STYLE);
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");

/** The sign-in page: one button per test user and Cancel, in one form that repeats the request's parameters. */
export function authorizePage(
  locale: ProviderLocale,
  nonce: string,
  provider: SocialProvider,
  params: Record<string, string>,
  users: readonly SandboxUser[],
) {
  const providerName = PROVIDER_NAMES[provider];
  const buttons = users
    .map(
      (user) =>
        `<li><button class="user" type="submit" name="user" value="${escapeHtml(user.key)}"><strong>${escapeHtml(user.name)}</strong><span>${escapeHtml(
          oidcText(locale, user.description, { email: user.email ?? "" }),
        )}</span></button></li>`,
    )
    .join("\n");
  const title = oidcText(locale, "pageTitle", { provider: providerName });
  const body = `<h1>${escapeHtml(title)}</h1>
<section class="sandbox" aria-labelledby="sandbox-title">
<h2 id="sandbox-title">${escapeHtml(oidcText(locale, "sandboxTitle"))}</h2>
<p>${escapeHtml(oidcText(locale, "sandboxNotice", { provider: providerName }))}</p>
</section>
<form method="post" action="authorize">
${hidden({ ...params, locale })}
<h2>${escapeHtml(oidcText(locale, "usersTitle"))}</h2>
<ul class="users">
${buttons}
</ul>
<button class="secondary" type="submit" name="cancel" value="1">${escapeHtml(oidcText(locale, "cancel"))}</button>
</form>`;
  return oidcDocument(locale, nonce, title, body);
}

/** The answer posted back to the client (response_mode=form_post): a visible button, no script. */
export function formPostPage(
  locale: ProviderLocale,
  nonce: string,
  redirectUri: string,
  fields: Record<string, string>,
) {
  const title = oidcText(locale, "continueTitle");
  const body = `<h1>${escapeHtml(title)}</h1>
<form method="post" action="${escapeHtml(redirectUri)}">
${hidden(fields)}
<p>${escapeHtml(oidcText(locale, "continueNotice"))}</p>
<button type="submit">${escapeHtml(oidcText(locale, "continue"))}</button>
</form>`;
  return oidcDocument(locale, nonce, title, body);
}

/** A request the provider cannot serve (unknown client, foreign redirect_uri, no PKCE): never redirected. */
export function oidcBadRequestPage(locale: ProviderLocale, nonce: string) {
  const title = oidcText(locale, "badRequestTitle");
  return oidcDocument(
    locale,
    nonce,
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(oidcText(locale, "badRequest"))}</p>`,
  );
}
