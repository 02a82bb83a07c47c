import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CountryCode } from "../merchant";
import {
  detectCardBrand,
  formatBirthdate,
  formatCardNumber,
  formatDate,
  formatDateTime,
  formatExpiryInput,
  formatPhone,
  formatScheduledTime,
  formatTaxId,
  formatZipCode,
  isExpired,
  isValidBirthdate,
  isValidBrazilianFullPhone,
  isValidCardNumber,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidNit,
  nitCheckDigit,
  isValidPhone,
  normalizeExpiry,
  onlyDigits,
  splitPhone,
} from "../formats";

describe("onlyDigits", () => {
  it("keeps the digits in order", () => {
    expect(onlyDigits("(11) 98765-4321")).toBe("11987654321");
    expect(onlyDigits("abc")).toBe("");
  });
});

describe("CPF and CNPJ", () => {
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["111.444.777-35", true],
    ["529.982.247-24", false],
    ["123.456.789-00", false],
    ["111.111.111-11", false],
    ["000.000.000-00", false],
    ["5299822472", false],
  ])("isValidCpf(%j) = %s", (input, expected) => {
    expect(isValidCpf(input)).toBe(expected);
  });

  it.each([
    ["11.222.333/0001-81", true],
    ["11222333000181", true],
    ["11.444.777/0001-61", true],
    ["11.222.333/0001-80", false],
    ["00.000.000/0000-00", false],
    ["99.999.999/9999-99", false],
    ["1122233300018", false],
  ])("isValidCnpj(%j) = %s", (input, expected) => {
    expect(isValidCnpj(input)).toBe(expected);
  });
});

describe("Colombian NIT", () => {
  it.each([
    ["890903938", 8],
    ["800197268", 4],
  ])("the DIAN check digit of %s is %i", (nit, expected) => {
    expect(nitCheckDigit(nit)).toBe(expected);
  });

  it.each([
    ["890.903.938-8", true],
    ["8909039388", true],
    ["890.903.938-7", false],
    ["890903938", false],
  ])("isValidNit(%j) = %s", (input, expected) => {
    expect(isValidNit(input)).toBe(expected);
  });
});

describe("formatTaxId", () => {
  it.each<[CountryCode, string, string]>([
    ["BRA", "52998224725", "529.982.247-25"],
    ["BRA", "5299822", "529.982.2"],
    ["BRA", "11222333000181", "11.222.333/0001-81"],
    ["BRA", "112223330001819999", "11.222.333/0001-81"],
    ["MEX", "gode-561231-gr8", "GODE561231GR8"],
    ["MEX", "GODE561231HDFRRN09XYZ", "GODE561231HDFRRN09"],
    ["COL", "900.123.456-78", "900.123.456-7"],
    ["COL", "8909039388", "890.903.938-8"],
    ["COL", "890903938", "890903938"],
    ["COL", "1.023.456", "1023456"],
  ])("%s %j -> %j", (country, input, expected) => {
    expect(formatTaxId(country, input)).toBe(expected);
  });
});

describe("postal codes", () => {
  it.each<[CountryCode, string, string]>([
    ["BRA", "01310100", "01310-100"],
    ["BRA", "01310-1009", "01310-100"],
    ["BRA", "0131", "0131"],
    ["MEX", "064000", "06400"],
    ["COL", "0500011", "050001"],
  ])("%s %j -> %j", (country, input, expected) => {
    expect(formatZipCode(country, input)).toBe(expected);
  });

  it.each([
    ["01310-100", true],
    ["01310100", true],
    ["0131010", false],
    ["01310-10a", false],
    ["013101000", false],
  ])("isValidCep(%j) = %s", (input, expected) => {
    expect(isValidCep(input)).toBe(expected);
  });
});

describe("phones", () => {
  it.each([
    ["5511987654321", true],
    ["551134567890", true],
    ["+55 (11) 98765-4321", true],
    ["55119876543", false],
    ["55119876543210", false],
    ["5711987654321", false],
  ])("isValidBrazilianFullPhone(%j) = %s", (input, expected) => {
    expect(isValidBrazilianFullPhone(input)).toBe(expected);
  });

  it.each<[CountryCode, string, { countryCode: string; areaCode: string; number: string }]>([
    ["BRA", "5511987654321", { countryCode: "55", areaCode: "11", number: "987654321" }],
    ["COL", "+57 300 1234567", { countryCode: "57", areaCode: "300", number: "1234567" }],
    ["MEX", "525512345678", { countryCode: "52", areaCode: "55", number: "12345678" }],
  ])("splitPhone %s %j", (country, input, expected) => {
    expect(splitPhone(country, input)).toEqual(expected);
  });

  it.each<[CountryCode, string, string]>([
    ["BRA", "11987654321", "(11) 98765-4321"],
    ["BRA", "1134567890", "(11) 3456-7890"],
    ["BRA", "119", "(11) 9"],
    ["COL", "3001234567", "(300) 1234567"],
    ["MEX", "5512345678", "55 1234 5678"],
  ])("formatPhone %s %j -> %j", (country, input, expected) => {
    expect(formatPhone(country, input)).toBe(expected);
  });

  it.each<[CountryCode, string, boolean]>([
    ["BRA", "11987654321", true],
    ["BRA", "119876", false],
    ["COL", "3001234567", true],
    ["MEX", "5512345678", true],
    ["MEX", "551234", false],
  ])("isValidPhone %s %j = %s", (country, input, expected) => {
    expect(isValidPhone(country, input)).toBe(expected);
  });
});

describe("cards", () => {
  it.each([
    ["4111111111111111", "VISA", true],
    ["5555555555554444", "MASTER", true],
    ["2223003122003222", "MASTER", true],
    ["378282246310005", "AMEX", true],
    ["6362970000457013", "ELO", true],
    ["4011780000000000", "ELO", false],
    ["4111111111111112", "VISA", false],
    ["9999999999999995", null, true],
  ] as const)("%s is %s, Luhn %s", (number, brand, valid) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(isValidCardNumber(number)).toBe(valid);
  });

  // Luhn-valid numbers on the BINs of each meal-voucher brand (sources in card.ts).
  it.each([
    ["6060710000000008", "SODEXO"],
    ["6060680000000003", "SODEXO"],
    ["6033890000000002", "SODEXO"],
    ["6008180000000009", "SODEXO"],
    ["6274160000000008", "VR"],
    ["6370360000000007", "VR"],
    ["6026510000000005", "TICKET"],
    ["6033420000000008", "TICKET"],
    ["5066990000000002", "ALELO"],
    ["5090150000000003", "ALELO"],
    ["5099920000000000", "ALELO"],
    ["4025880000000008", "ALELO"],
    ["4700650000000007", "ALELO"],
  ] as const)("meal voucher %s is %s", (number, brand) => {
    expect(isValidCardNumber(number)).toBe(true);
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ["5067070000000002", "ELO"],
    ["5090000000000000", "ELO"],
    ["6500310000000005", "ELO"],
    ["4025890000000007", "VISA"],
    ["6060720000000007", null],
    ["6026520000000004", null],
  ] as const)("next to a voucher BIN, %s stays %s", (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it("tells a voucher only once six digits are typed", () => {
    expect(detectCardBrand("60607")).toBeNull();
    expect(detectCardBrand("50669")).toBeNull();
    expect(detectCardBrand("4025 8")).toBe("VISA");
    expect(detectCardBrand("6060 71")).toBe("SODEXO");
  });

  it("groups up to 16 digits in fours", () => {
    expect(formatCardNumber("4111-1111 1111 1111 999")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("41111")).toBe("4111 1");
  });

  it.each([
    ["1", "1"],
    ["12", "12"],
    ["123", "12/3"],
    ["122026", "12/2026"],
    ["12/20267", "12/2026"],
    ["ab12cd2026", "12/2026"],
    // A month above 12 gives an empty result (customer spec §5); 00 is not above 12, so it stays
    // as typed here and normalizeExpiry refuses it.
    ["132030", ""],
    ["13", ""],
    ["99/2030", ""],
    ["002030", "00/2030"],
    ["012030", "01/2030"],
    ["9", "9"],
  ])("formatExpiryInput(%j) = %j", (typed, expected) => {
    expect(formatExpiryInput(typed)).toBe(expected);
  });

  it.each([
    ["12/2026", "12/26"],
    ["1/2027", "01/27"],
    ["09/2030", "09/30"],
    ["13/2026", ""],
    ["00/2026", ""],
    ["12/26", ""],
    ["122026", ""],
    ["", ""],
  ])("normalizeExpiry(%j) = %j", (input, expected) => {
    expect(normalizeExpiry(input)).toBe(expected);
  });

  it.each([
    ["10/26", true],
    ["11/26", false],
    ["12/26", false],
    ["01/27", false],
    ["12/25", true],
    ["", true],
  ])("isExpired(%j) in November 2026 = %s", (expiry, expected) => {
    expect(isExpired(expiry, new Date(2026, 10, 21))).toBe(expected);
  });
});

describe("formatScheduledTime", () => {
  it.each([
    ["2026-11-21T22:30:00Z", "America/Sao_Paulo", "19 h 30 min"],
    ["2026-11-21T03:05:00Z", "America/Sao_Paulo", "0 h 05 min"],
    ["2026-11-21T17:00:00Z", "America/Bogota", "12 h 00 min"],
    ["2026-11-21T21:59:00-03:00", "America/Mexico_City", "18 h 59 min"],
  ])("%s in %s is %j (customer spec §9: 'H h MM min')", (scheduledTo, timeZone, expected) => {
    expect(formatScheduledTime(scheduledTo, timeZone)).toBe(expected);
  });

  it("takes a Date as well, and gives '' for an unreadable date-time", () => {
    expect(formatScheduledTime(new Date("2026-11-21T22:30:00Z"), "America/Sao_Paulo")).toBe("19 h 30 min");
    expect(formatScheduledTime("not a date", "America/Sao_Paulo")).toBe("");
  });
});

describe("formatDate and formatDateTime", () => {
  it("write the merchant's calendar day in the order of the language, digits only", () => {
    const at = "2026-11-27T02:30:00.000Z";
    expect(formatDate(at, "America/Sao_Paulo", "pt-BR")).toBe("26/11/2026");
    expect(formatDate(at, "UTC", "pt-BR")).toBe("27/11/2026");
    expect(formatDate(at, "UTC", "es-MX")).toBe("27/11/2026");
    expect(formatDate(at, "UTC", "en")).toBe("11/27/2026");
    expect(formatDateTime(at, "America/Sao_Paulo", "en")).toBe("11/26/2026 23:30");
    expect(formatDateTime("2026-11-27T00:05:00.000Z", "UTC", "pt-BR")).toBe("27/11/2026 00:05");
    expect(formatDate("not a date", "UTC", "en")).toBe("");
  });
});

describe("birthdate", () => {
  const now = new Date(Date.UTC(2026, 10, 21));
  it("is typed as dd/mm/yyyy", () => {
    expect(formatBirthdate("29022000")).toBe("29/02/2000");
    expect(formatBirthdate("2902")).toBe("29/02");
    expect(formatBirthdate("29/02/20001")).toBe("29/02/2000");
  });

  it.each([
    ["29/02/2000", true],
    ["29/02/2024", true],
    ["29/02/2001", false],
    ["29/02/1900", false],
    ["31/04/1990", false],
    ["15/07/1985", true],
    ["21/11/2030", false],
    ["01/01/1899", false],
    ["1/1/1990", false],
  ])("isValidBirthdate(%j) = %s", (input, expected) => {
    expect(isValidBirthdate(input, now)).toBe(expected);
  });
});

describe("masks are stable (property)", () => {
  const typed = fc.string({ unit: fc.constantFrom(..."0123456789 -./()abc"), maxLength: 24 });
  const countries = fc.constantFrom<CountryCode>("BRA", "COL", "MEX");

  it("formatting what a mask already formatted changes nothing", () => {
    fc.assert(
      fc.property(typed, countries, (input, country) => {
        for (const format of [
          (text: string) => formatTaxId(country, text),
          (text: string) => formatZipCode(country, text),
          (text: string) => formatPhone(country, text),
          formatCardNumber,
          formatExpiryInput,
          formatBirthdate,
        ]) {
          const once = format(input);
          expect(format(once)).toBe(once);
        }
      }),
    );
  });

  it("a masked value keeps the digits typed, in order", () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(onlyDigits(formatCardNumber(input))).toBe(onlyDigits(input).slice(0, 16));
        expect(onlyDigits(formatBirthdate(input))).toBe(onlyDigits(input).slice(0, 8));
      }),
    );
  });
});
