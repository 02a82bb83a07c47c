/*
 * A merchant's provider credentials at rest (decision 084): AES-256-GCM with a key from the Worker
 * secret PAYMENT_CREDENTIALS_KEY, a fresh 96-bit IV per value, the merchant and field as associated
 * data (a value copied to another merchant's row does not decrypt), and the key's id in front, so a
 * new key can be put in while values written under the previous one (PAYMENT_CREDENTIALS_KEY_PREVIOUS)
 * are still read.
 *
 *   v1.<key id: 8 hex of the key's SHA-256>.<IV, base64url>.<ciphertext and tag, base64url>
 */

const FORMAT = "v1";
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface CredentialsKey {
  id: string;
  key: CryptoKey;
}

/** The keys values are written with (`current`) and read with (either). */
export interface CredentialsKeyring {
  current: CredentialsKey;
  previous: CredentialsKey | null;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A key from its base64 text (32 bytes); throws, naming the secret but never its value, when it is not one. */
export async function importCredentialsKey(
  base64: string,
  secretName = "PAYMENT_CREDENTIALS_KEY",
): Promise<CredentialsKey> {
  let raw: Uint8Array;
  try {
    raw = fromBase64(base64.trim());
  } catch {
    throw new Error(`${secretName} is not base64`);
  }
  if (raw.length !== 32) throw new Error(`${secretName} must be 32 bytes in base64 (openssl rand -base64 32)`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", raw));
  const id = [...digest.slice(0, 4)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
  return { id, key };
}

/** The keyring of the Worker's secrets; throws when the current key is not set. */
export async function credentialsKeyring(current: string | undefined, previous?: string): Promise<CredentialsKeyring> {
  if (!current) throw new Error("Worker secret PAYMENT_CREDENTIALS_KEY is not set");
  return {
    current: await importCredentialsKey(current),
    previous: previous ? await importCredentialsKey(previous, "PAYMENT_CREDENTIALS_KEY_PREVIOUS") : null,
  };
}

/** `plaintext` encrypted under the current key, bound to `context` (e.g. "merchant:12:access_token"). */
export async function encryptCredential(keyring: CredentialsKeyring, plaintext: string, context: string) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(context) },
    keyring.current.key,
    encoder.encode(plaintext),
  );
  return [FORMAT, keyring.current.id, base64url(iv), base64url(new Uint8Array(sealed))].join(".");
}

/** The value `stored` holds; throws when it was written under an unknown key, for another context, or altered. */
export async function decryptCredential(keyring: CredentialsKeyring, stored: string, context: string): Promise<string> {
  const [format, keyId, iv, sealed, ...rest] = stored.split(".");
  if (format !== FORMAT || !keyId || !iv || !sealed || rest.length > 0) throw new Error("Not an encrypted credential");
  const key = [keyring.current, keyring.previous].find((candidate) => candidate?.id === keyId);
  if (!key) throw new Error(`Credential written under key ${keyId}, which is not configured`);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv), additionalData: encoder.encode(context) },
      key.key,
      fromBase64(sealed),
    );
    return decoder.decode(plain);
  } catch {
    throw new Error("Credential does not decrypt (altered, or stored for another merchant)");
  }
}

/** Whether `stored` was written under another key than the current one (to be written again). */
export const needsReencryption = (keyring: CredentialsKeyring, stored: string) =>
  stored.split(".")[1] !== keyring.current.id;
