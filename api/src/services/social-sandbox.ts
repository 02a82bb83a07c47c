import { createLocalJWKSet, importJWK, type JWK, type JWTVerifyGetKey } from "jose";
import * as z from "zod";
import type { SocialProvider } from "../../../contract/social-login";
import type { Bindings } from "../env";

/*
 * The sandbox identity provider's key (local only). Without the binding the sandbox does not exist:
 * its routes answer 404 and a token naming its issuer is refused like any unknown issuer.
 */

export const SANDBOX_ISSUER = /^https?:\/\/[^/]+\/_provider\/oidc\/(google|apple|facebook)$/;

export const sandboxIssuer = (origin: string, provider: SocialProvider) => `${origin}/_provider/oidc/${provider}`;

const privateJwkSchema = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1),
  kid: z.string().min(1),
});

export interface SandboxKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  keySet: JWTVerifyGetKey;
}

// Keyed by the binding's text, so a changed key is never served from an older import.
const imported = new Map<string, Promise<SandboxKey>>();

async function importSandboxKey(text: string): Promise<SandboxKey> {
  const jwk = privateJwkSchema.parse(JSON.parse(text));
  const publicJwk: JWK = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid: jwk.kid, alg: "ES256", use: "sig" };
  const privateKey = await importJWK({ ...jwk, alg: "ES256" }, "ES256");
  if (privateKey instanceof Uint8Array) throw new Error("IDP_SANDBOX_KEY is not an EC private key");
  return { kid: jwk.kid, privateKey, publicJwk, keySet: createLocalJWKSet({ keys: [publicJwk] }) };
}

export async function sandboxKeyOf(env: Pick<Bindings, "IDP_SANDBOX_KEY">): Promise<SandboxKey | null> {
  const text = env.IDP_SANDBOX_KEY;
  if (text === undefined || text.trim() === "") return null;
  let key = imported.get(text);
  if (!key) {
    key = importSandboxKey(text);
    imported.set(text, key);
    key.catch(() => imported.delete(text));
  }
  return key;
}
