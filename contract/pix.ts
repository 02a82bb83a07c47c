// A BR Code: TLV fields (2-digit id, 2-digit length, value); the last (63) is a CRC-16/CCITT-FALSE of
// everything before its value, "6304" included.

export const PIX_GUI = "br.gov.bcb.pix";
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;

export interface PixCodeInput {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Minor units; field 54 writes two decimals. */
  amount: number;
  /** "***" when the payer may send any. */
  txid: string;
  message?: string | null;
}

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

export function pixAmount(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits <= 0)
    throw new RangeError("PIX amount must be a positive whole number of centavos");
  return `${Math.floor(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, "0")}`;
}

export function buildPixCode({ key, merchantName, merchantCity, amount, txid, message }: PixCodeInput): string {
  if (txid !== "***" && !new RegExp(`^[A-Za-z0-9]{1,${PIX_TXID_MAX}}$`).test(txid))
    throw new RangeError("PIX txid must be 1 to 25 letters or digits");
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

export function parseTlv(payload: string): { id: string; value: string }[] | null {
  const fields: { id: string; value: string }[] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4)) || at + 4 + length > payload.length)
      return null;
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
