import { PIX_TXID_MAX, type PaymentSettings, buildPixCode } from "../../../contract";

/** What an order is paid with by PIX: the "copia e cola" code, its txid and deadline (ISO). */
export interface PixCharge {
  txid: string;
  code: string;
  expiresAt: string;
}

const TXID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random txid of PIX_TXID_MAX letters and digits (62^25: unique in practice; a UNIQUE index holds it). */
export function newTxid(): string {
  let txid = "";
  while (txid.length < PIX_TXID_MAX) {
    // 248 = 4 × 62: bytes at or above it are skipped so every character is equally likely.
    for (const byte of crypto.getRandomValues(new Uint8Array(PIX_TXID_MAX))) {
      if (byte < 248 && txid.length < PIX_TXID_MAX) txid += TXID_ALPHABET[byte % 62];
    }
  }
  return txid;
}

/**
 * A PIX charge of `amount` (minor units) to the merchant's key, payable until now + the merchant's
 * expires_in_minutes. Null when the merchant has no PIX enabled or the code cannot be made
 * (the order is then refused with ONLINE_PAYMENT_FAILED).
 */
export function createPixCharge(settings: PaymentSettings | null, amount: number, now: Date): PixCharge | null {
  const pix = settings?.pix;
  if (!pix?.enabled) return null;
  const txid = newTxid();
  try {
    const code = buildPixCode({
      key: pix.key,
      merchantName: pix.merchant_name,
      merchantCity: pix.merchant_city,
      amount,
      txid,
    });
    return { txid, code, expiresAt: new Date(now.getTime() + pix.expires_in_minutes * 60_000).toISOString() };
  } catch {
    return null;
  }
}
