import { describe, expect, it } from "vitest";
import { buildPixCode, crc16, decodePixCode, parseTlv, pixAmount, pixText } from "./pix";

describe("crc16", () => {
  it("gives the Central Bank manual's example its CRC (1D3D)", () => {
    const manual =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304";
    expect(crc16(manual)).toBe("1D3D");
  });

  it("is CRC-16/CCITT-FALSE: the check value of '123456789' is 29B1", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("always answers 4 upper-case hex digits", () => {
    expect(crc16("")).toBe("FFFF");
    for (const text of ["a", "0002", "PIX"]) expect(crc16(text)).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe("buildPixCode", () => {
  const input = {
    key: "pix@bellanapoli.demo",
    merchantName: "Bella Nápoli Pizzaria & Forno à Lenha",
    merchantCity: "São Paulo",
    amount: 8790,
    txid: "CMD1042A7K2",
    message: "Pedido 1042",
  };

  it("writes the fields the BR Code asks for, in order, and a valid CRC", () => {
    const code = buildPixCode(input);
    const fields = parseTlv(code)!;
    expect(fields.map((entry) => entry.id)).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(code.startsWith("000201")).toBe(true);
    expect(code).toContain("0014br.gov.bcb.pix");
    expect(code).toContain("5303986");
    expect(code).toContain("540587.90");
    expect(code).toContain("5802BR");
    expect(code.slice(-8, -4)).toBe("6304");
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
  });

  it("decodes back to what it was built from, name and city in upper-case ASCII within their limits", () => {
    const decoded = decodePixCode(buildPixCode(input))!;
    expect(decoded).toEqual({
      key: "pix@bellanapoli.demo",
      message: "Pedido 1042",
      merchantName: "BELLA NAPOLI PIZZARIA FOR",
      merchantCity: "SAO PAULO",
      amount: 8790,
      currency: "986",
      country: "BR",
      txid: "CMD1042A7K2",
    });
    expect(decoded.merchantName.length).toBeLessThanOrEqual(25);
  });

  it("refuses a txid the BR Code does not allow and amounts that are not positive centavos", () => {
    expect(() => buildPixCode({ ...input, txid: "pedido-1042" })).toThrow(RangeError);
    expect(() => buildPixCode({ ...input, txid: "A".repeat(26) })).toThrow(RangeError);
    expect(() => buildPixCode({ ...input, amount: 0 })).toThrow(RangeError);
    expect(() => buildPixCode({ ...input, amount: 10.5 })).toThrow(RangeError);
  });

  it("writes amounts with two decimals", () => {
    expect(pixAmount(1)).toBe("0.01");
    expect(pixAmount(100)).toBe("1.00");
    expect(pixAmount(123456)).toBe("1234.56");
  });

  it("keeps city names within 15 characters", () => {
    expect(pixText("Florianópolis do Sul", 15)).toBe("FLORIANOPOLIS D");
    expect(pixText("  Belo   Horizonte ", 15)).toBe("BELO HORIZONTE");
  });
});

describe("decodePixCode", () => {
  it("refuses a code whose CRC does not match (one digit changed)", () => {
    const code = buildPixCode({
      key: "+5511999990000",
      merchantName: "Loja",
      merchantCity: "Recife",
      amount: 500,
      txid: "ABC",
    });
    expect(decodePixCode(code)).not.toBeNull();
    expect(decodePixCode(code.replace("55.00", "56.00").replace("5.00", "6.00"))).toBeNull();
    expect(decodePixCode("not a code")).toBeNull();
  });
});
