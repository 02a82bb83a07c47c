import type {
  AnalyticsSettings,
  GeneralInformations,
  GeneralSettings,
  SlugType,
  Stylizations,
  Tropicalization,
} from "../../../contract";
import type { ApiClient } from "~/lib/platform/api.server";
import type { MerchantSession } from "~/lib/platform/session.server";

/** When the call fails (core spec §3). */
export const DEFAULT_TROPICALIZATION: Tropicalization = {
  country_code: "BRA",
  language: "pt-BR",
  currency: "BRL",
  timezone: "America/Sao_Paulo",
};

export interface MerchantBootstrap {
  slug: string;
  customDomain: boolean;
  accessToken: string;
  slugType: SlugType | null;
  stylizations: Stylizations | null;
  generalSettings: GeneralSettings | null;
  generalInformations: GeneralInformations | null;
  tropicalization: Tropicalization;
  analyticsSettings: AnalyticsSettings | null;
}

const TOKEN_RENEWAL_MARGIN_MS = 60_000;

/** Both memoised, so the layout and the page ask at once: one round trip of parallel reads per page. */
export function createMerchantLoader(api: ApiClient, slug: string, customDomain: boolean, session: MerchantSession) {
  let token: Promise<{ token: string; fresh: boolean } | null> | undefined;
  let bootstrap: Promise<MerchantBootstrap | null> | undefined;

  async function issueToken(forceNew: boolean) {
    const stored = session.get("accessToken");
    const expiresAt = session.get("accessTokenExpiresAt") ?? 0;
    if (!forceNew && stored && expiresAt - TOKEN_RENEWAL_MARGIN_MS > Date.now()) return { token: stored, fresh: false };
    // The API ties carts to this id: renewing the token with the same id keeps the cart.
    let visitorId = session.get("visitorId");
    if (!visitorId) {
      visitorId = crypto.randomUUID().replaceAll("-", "");
      session.set("visitorId", visitorId);
    }
    const issued = await api.authenticate(slug, visitorId);
    if (!issued) return null;
    // A client whose token expired is logged out, never shown by name on a token that no longer acts for them.
    session.unset("clientId");
    session.unset("clientName");
    session.set("accessToken", issued.token);
    session.set("accessTokenExpiresAt", issued.expiresAt);
    return { token: issued.token, fresh: true };
  }

  const readAll = (accessToken: string) =>
    Promise.all([
      api.read("slug_types", slug, accessToken),
      api.read("stylizations", slug, accessToken),
      api.read("general_settings", slug, accessToken),
      api.read("general_informations", slug, accessToken),
      api.read("tropicalizations", slug, accessToken),
      api.read("analytics_settings", slug, accessToken),
    ]);

  async function load(): Promise<MerchantBootstrap | null> {
    let access = await (token ??= issueToken(false));
    if (!access) return null;
    let reads = await readAll(access.token);
    // A stored token the API no longer accepts (secret rotated): renew once, and only when slug_types
    // was read upstream (from the cache it proves nothing about the token).
    if (reads[0] === null && !access.fresh) {
      access = await (token = issueToken(true));
      if (!access) return null;
      reads = await readAll(access.token);
    }
    const [slugType, stylizations, generalSettings, generalInformations, tropicalization, analyticsSettings] = reads;
    return {
      slug,
      customDomain,
      accessToken: access.token,
      slugType,
      stylizations,
      generalSettings,
      generalInformations,
      tropicalization: tropicalization ?? DEFAULT_TROPICALIZATION,
      analyticsSettings,
    };
  }

  return {
    accessToken: async () => (await (token ??= issueToken(false)))?.token ?? null,
    /** Null for an unknown slug; throws UpstreamError when the API is down. */
    bootstrap: () => (bootstrap ??= load()),
  };
}

export type MerchantLoader = ReturnType<typeof createMerchantLoader>;
