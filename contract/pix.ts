/*
 * PIX "copia e cola" codes: the Central Bank's BR Code, an EMV merchant-presented QR payload
 * (Manual de Padrões para Iniciação do Pix, BR Code). A payload is a list of TLV fields: a 2-digit
 * id, a 2-digit length, the value. The last field (63) is a CRC-16/CCITT-FALSE of everything before
 * its value, the "6304" included.
 *
 * Shared by the API (which makes the code an order is paid with) and the storefront (which shows
 * it and draws its QR), so both read the same fields the same way.
 */

/** The PIX arrangement's identifier inside field 26 (Merchant Account Information). */
export const PIX_GUI = "br.gov.bcb.pix";
/** Field 59 and 60 limits of the BR Code. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
/** Field 62/05 (txid): letters and digits, at most 25. */
export const PIX_TXID_MAX = 25;

export interface PixCodeInput {
  /** The merchant's PIX key (e-mail, phone +55…, CPF/CNPJ digits or a random key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Amount in minor units (centavos); written with two decimals in field 54. */
  amount: number;
  /** The charge's id, [A-Za-z0-9] up to 25; "***" when the payer may send any. */
  txid: string;
  /** Optional free text shown to the payer (field 26/02). */
  message?: string | null;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection): 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

function field(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`PIX field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, "0")}${value}`;
}

/** Upper-case ASCII letters, digits and spaces only, as fields 59 and 60 ask; cut to `max`. */
export function pixText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** Minor units as field 54 wants them: "12.34". */
export function pixAmount(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits <= 0) throw new RangeError("PIX amount must be a positive whole number of centavos");
  return `${Math.floor(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, "0")}`;
}

/** The "copia e cola" code of a PIX charge (also what the QR code encodes). */
export function buildPixCode({ key, merchantName, merchantCity, amount, txid, message }: PixCodeInput): string {
  if (txid !== "***" && !new RegExp(`^[A-Za-z0-9]{1,${PIX_TXID_MAX}}$`).test(txid)) throw new RangeError("PIX txid must be 1 to 25 letters or digits");
  const name = pixText(merchantName, PIX_NAME_MAX);
  const city = pixText(merchantCity, PIX_CITY_MAX);
  if (!key.trim() || !name || !city) throw new RangeError("PIX key, merchant name and city are required");
  const account = field("00", PIX_GUI) + field("01", key.trim()) + (message ? field("02", message.slice(0, 40)) : "");
  const payload =
    field("00", "01") +
    field("26", account) +
    field("52", "0000") +
    field("53", "986") +
    field("54", pixAmount(amount)) +
    field("58", "BR") +
    field("59", name) +
    field("60", city) +
    field("62", field("05", txid)) +
    "6304";
  return payload + crc16(payload);
}

/** TLV fields of a payload, in order; null when the payload is not well formed. */
export function parseTlv(payload: string): { id: string; value: string }[] | null {
  const fields: { id: string; value: string }[] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4)) || at + 4 + length > payload.length) return null;
    fields.push({ id, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

export interface DecodedPixCode {
  key: string;
  message: string | null;
  merchantName: string;
  merchantCity: string;
  /** Minor units. */
  amount: number;
  currency: string;
  country: string;
  txid: string;
}

/** Reads a code back (for tests and for the storefront's display); null when malformed or its CRC is wrong. */
export function decodePixCode(payload: string): DecodedPixCode | null {
  if (payload.length < 8 || crc16(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()) return null;
  const fields = parseTlv(payload);
  if (!fields) return null;
  const get = (id: string) => fields.find((entry) => entry.id === id)?.value ?? null;
  const account = parseTlv(get("26") ?? "");
  const additional = parseTlv(get("62") ?? "");
  const amount = get("54");
  if (!account || !additional || !amount || !/^\d+\.\d{2}$/.test(amount)) return null;
  if (account.find((entry) => entry.id === "00")?.value.toLowerCase() !== PIX_GUI) return null;
  const key = account.find((entry) => entry.id === "01")?.value;
  const txid = additional.find((entry) => entry.id === "05")?.value;
  if (!key || !txid) return null;
  return {
    key,
    message: account.find((entry) => entry.id === "02")?.value ?? null,
    merchantName: get("59") ?? "",
    merchantCity: get("60") ?? "",
    amount: Math.round(Number(amount) * 100),
    currency: get("53") ?? "",
    country: get("58") ?? "",
    txid,
  };
}
