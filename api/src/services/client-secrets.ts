import type { EmailTokenPurpose } from "../db/clients";

/* Keyed by TOKEN_SECRET: a stolen table alone does not give the tokens. */

const encoder = new TextEncoder();

export async function keyedHash(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Bound to the merchant, the purpose and the address. */
export const emailTokenHash = (
  secret: string,
  merchantId: number,
  email: string,
  purpose: EmailTokenPurpose,
  token: string,
) => keyedHash(secret, `email-token\u0000${merchantId}\u0000${purpose}\u0000${email}\u0000${token}`);

export const authTokenHash = (secret: string, token: string) => keyedHash(secret, `auth-token\u0000${token}`);

/** Uniform: rejection sampling over 32-bit values. */
export function sixDigitToken(): string {
  const limit = 4_294_000_000; // a multiple of 1 000 000 below 2^32
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) return String(value! % 1_000_000).padStart(6, "0");
  }
}

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
