import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from "jose";
import type { SocialProvider } from "../../../contract/social-login";
import { SANDBOX_ISSUER } from "./social-sandbox";

/* The nonce is the storefront's to check (it started the flow); here the token is checked on its own terms. */

/** Leeway for clocks that disagree a little (iat, nbf, exp). */
export const CLOCK_TOLERANCE_SECONDS = 30;

export interface TokenCheck {
  keys: JWTVerifyGetKey;
  issuers: readonly string[];
  audience: string;
  algorithms: readonly string[];
}

/** The real providers: where their keys are published, the issuers their tokens name, how they sign. */
export const PROVIDER_ISSUERS: Record<
  SocialProvider,
  { jwksUrl: string; issuers: readonly string[]; algorithms: readonly string[] }
> = {
  google: {
    jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
    issuers: ["https://accounts.google.com", "accounts.google.com"],
    algorithms: ["RS256"],
  },
  apple: {
    jwksUrl: "https://appleid.apple.com/auth/keys",
    issuers: ["https://appleid.apple.com"],
    algorithms: ["RS256"],
  },
  // Limited Login's OIDC token; its issuer moved from www.facebook.com to limited.facebook.com.
  facebook: {
    jwksUrl: "https://limited.facebook.com/.well-known/oauth/openid/jwks/",
    issuers: ["https://www.facebook.com", "https://limited.facebook.com"],
    algorithms: ["RS256"],
  },
};

// One per provider and isolate: jose keeps the fetched keys and refetches on an unknown kid (rate limited).
const remoteKeySets = new Map<SocialProvider, JWTVerifyGetKey>();

function remoteKeySet(provider: SocialProvider): JWTVerifyGetKey {
  let keys = remoteKeySets.get(provider);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(PROVIDER_ISSUERS[provider].jwksUrl));
    remoteKeySets.set(provider, keys);
  }
  return keys;
}

/** Unverified: only to choose which keys to verify it with. */
function claimedIssuer(token: string): string | null {
  try {
    const { iss } = decodeJwt(token);
    return typeof iss === "string" ? iss : null;
  } catch {
    return null;
  }
}

function signingAlgorithm(token: string): string | null {
  try {
    const { alg } = decodeProtectedHeader(token);
    return typeof alg === "string" ? alg : null;
  } catch {
    return null;
  }
}

/** Any other issuer is refused without a fetch. */
export function tokenCheckFor(
  provider: SocialProvider,
  token: string,
  audience: string,
  sandboxKeys: JWTVerifyGetKey | null,
): TokenCheck | null {
  const issuer = claimedIssuer(token);
  if (issuer === null) return null;
  const sandbox = SANDBOX_ISSUER.exec(issuer);
  if (sandbox)
    return sandbox[1] === provider && sandboxKeys
      ? { keys: sandboxKeys, issuers: [issuer], audience, algorithms: ["ES256"] }
      : null;
  const real = PROVIDER_ISSUERS[provider];
  return real.issuers.includes(issuer)
    ? { keys: remoteKeySet(provider), issuers: real.issuers, audience, algorithms: real.algorithms }
    : null;
}

/** A key set that cannot be fetched throws (a 500, not the customer's fault). */
export async function verifyIdToken(
  token: string,
  check: TokenCheck,
  currentDate?: Date,
): Promise<(JWTPayload & { sub: string }) | null> {
  // jose refuses these too, but its refusal before any await surfaces as an unhandled rejection in workerd.
  if (!check.algorithms.includes(signingAlgorithm(token) ?? "")) return null;
  try {
    const { payload } = await jwtVerify(token, check.keys, {
      issuer: [...check.issuers],
      audience: check.audience,
      algorithms: [...check.algorithms],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["sub", "exp", "iat"],
      ...(currentDate ? { currentDate } : {}),
    });
    const { sub } = payload;
    return typeof sub === "string" && sub.length > 0 && sub.length <= 255 ? { ...payload, sub } : null;
  } catch (error) {
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) throw error;
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
