import { describe, expect, it } from "vitest";
import { credentialsKeyring, decryptCredential, encryptCredential, needsReencryption } from "./credentials";

const KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));
const OTHER_KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(9)));
const TOKEN = "APP_USR-1234567890123456-120700-abcdef0123456789abcdef0123456789-987654321";

describe("credentials encrypted at rest", () => {
  it("round-trips a value, with a fresh IV each time and the plaintext nowhere in what is stored", async () => {
    const keyring = await credentialsKeyring(KEY);
    const first = await encryptCredential(keyring, TOKEN, "merchant:1:access_token");
    const second = await encryptCredential(keyring, TOKEN, "merchant:1:access_token");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]+$/);
    expect(first).not.toContain(TOKEN);
    expect(first).not.toContain(btoa(TOKEN).slice(0, 20));
    expect(await decryptCredential(keyring, first, "merchant:1:access_token")).toBe(TOKEN);
  });

  it("does not decrypt for another merchant or field, nor when altered", async () => {
    const keyring = await credentialsKeyring(KEY);
    const stored = await encryptCredential(keyring, TOKEN, "merchant:1:access_token");
    await expect(decryptCredential(keyring, stored, "merchant:2:access_token")).rejects.toThrow(/another merchant/);
    await expect(decryptCredential(keyring, stored, "merchant:1:webhook_secret")).rejects.toThrow();
    const altered = stored.slice(0, -2) + (stored.endsWith("A") ? "BB" : "AA");
    await expect(decryptCredential(keyring, altered, "merchant:1:access_token")).rejects.toThrow();
    await expect(decryptCredential(keyring, TOKEN, "merchant:1:access_token")).rejects.toThrow(/Not an encrypted/);
  });

  it("reads values of the previous key after a rotation, and says which need writing again", async () => {
    const before = await credentialsKeyring(KEY);
    const stored = await encryptCredential(before, TOKEN, "merchant:1:access_token");
    const rotated = await credentialsKeyring(OTHER_KEY, KEY);
    expect(needsReencryption(rotated, stored)).toBe(true);
    expect(await decryptCredential(rotated, stored, "merchant:1:access_token")).toBe(TOKEN);
    const withoutPrevious = await credentialsKeyring(OTHER_KEY);
    await expect(decryptCredential(withoutPrevious, stored, "merchant:1:access_token")).rejects.toThrow(
      /not configured/,
    );
  });

  it("refuses a missing or wrong-sized key without echoing it", async () => {
    await expect(credentialsKeyring(undefined)).rejects.toThrow(/not set/);
    const short = btoa("short-key");
    await expect(credentialsKeyring(short)).rejects.toThrow(/32 bytes/);
    await expect(credentialsKeyring(short)).rejects.not.toThrow(short);
  });
});
