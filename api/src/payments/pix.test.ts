import { describe, expect, it } from "vitest";
import { type PaymentSettings, decodePixCode } from "../../../contract";
import { createPixCharge, newTxid } from "./pix";

const settings: PaymentSettings = {
  pix: {
    enabled: true,
    key: "12345678000195",
    merchant_name: "Sabor da Casa Curitiba",
    merchant_city: "Curitiba",
    expires_in_minutes: 15,
  },
  card: { enabled: true },
  pse: { enabled: false },
  online_payment_limit: null,
  machine_brands: [],
};

describe("PIX charges", () => {
  it("makes a BR Code with the merchant's key, the amount, a fresh 25-character txid and the deadline", () => {
    const now = new Date("2026-03-01T12:00:00.000Z");
    const charge = createPixCharge(settings, 4_590, now)!;
    expect(charge.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(charge.expiresAt).toBe("2026-03-01T12:15:00.000Z");
    expect(decodePixCode(charge.code)).toMatchObject({
      key: "12345678000195",
      amount: 4_590,
      txid: charge.txid,
      merchantName: "SABOR DA CASA CURITIBA",
      merchantCity: "CURITIBA",
    });
    // A changed character breaks the CRC.
    expect(decodePixCode(charge.code.replace("4590", "4591").replace("45.90", "45.91"))).toBeNull();
  });

  it("makes none without PIX enabled or for a zero amount", () => {
    expect(createPixCharge(null, 1_000, new Date())).toBeNull();
    expect(createPixCharge({ ...settings, pix: { ...settings.pix!, enabled: false } }, 1_000, new Date())).toBeNull();
    expect(createPixCharge(settings, 0, new Date())).toBeNull();
  });

  it("draws txids from the whole alphabet without repeats", () => {
    const txids = Array.from({ length: 500 }, newTxid);
    expect(new Set(txids).size).toBe(500);
    const characters = new Set(txids.join(""));
    expect(characters.size).toBe(62);
  });
});
