import { describe, expect, it } from "vitest";
import type * as z from "zod";
import en from "../locales/en/common.json";
import es from "../locales/es/common.json";
import ptBR from "../locales/pt-BR/common.json";
import type { CountryCode, Currency } from "./merchant";
import {
  birthdateSchema,
  brazilianFullPhoneSchema,
  cardHolderDocumentSchema,
  cardNumberSchema,
  cepSchema,
  cpfOrCnpjSchema,
  cvvSchema,
  emailSchema,
  expirySchema,
  moneyInputSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  requiredTextSchema,
  tableNameSchema,
  taxIdSchema,
  tokenSchema,
  VALIDATION_MESSAGES,
  zipCodeSchema,
} from "./validation";

/** What a schema gives back, or the locale keys of its errors. */
function outcome(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { errors: result.error.issues.map((issue) => issue.message) };
}

const M = VALIDATION_MESSAGES;
const november2026 = () => new Date(2026, 10, 21, 12);

describe("every schema answers empty input (conform's undefined, a blank string) with the required key", () => {
  const schemas: Array<[string, z.ZodType]> = [
    ["email", emailSchema],
    ["password", passwordSchema],
    ["token", tokenSchema],
    ["name", nameSchema],
    ["table name", tableNameSchema],
    ["required text", requiredTextSchema],
    ["CEP", cepSchema],
    ["CPF or CNPJ", cpfOrCnpjSchema],
    ["Brazilian full phone", brazilianFullPhoneSchema],
    ["CVV", cvvSchema],
    ["card holder document", cardHolderDocumentSchema],
    ["card number", cardNumberSchema()],
    ["expiry", expirySchema(november2026)],
    ["birthdate", birthdateSchema(november2026)],
    ...(["BRA", "COL", "MEX"] as const).flatMap((country): Array<[string, z.ZodType]> => [
      [`${country} zip code`, zipCodeSchema(country)],
      [`${country} tax id`, taxIdSchema(country)],
      [`${country} phone`, phoneSchema(country)],
    ]),
    ...(["BRL", "COP", "MXN"] as const).map((currency): [string, z.ZodType] => [
      `${currency} money`,
      moneyInputSchema(currency),
    ]),
  ];

  it.each(schemas)("%s", (_name, schema) => {
    expect(outcome(schema, undefined)).toEqual({ errors: [M.required] });
    expect(outcome(schema, "")).toEqual({ errors: [M.required] });
    if (schema !== passwordSchema) expect(outcome(schema, "   ")).toEqual({ errors: [M.required] });
  });
});

describe("login and registration", () => {
  it.each([
    ["maria.silva@example.com.br", { data: "maria.silva@example.com.br" }],
    ["  jose@example.co  ", { data: "jose@example.co" }],
    ["maria.silva@", { errors: [M.emailInvalid] }],
    ["maria silva@example.com", { errors: [M.emailInvalid] }],
    ["example.com", { errors: [M.emailInvalid] }],
  ])("email %j", (input, expected) => {
    expect(outcome(emailSchema, input)).toEqual(expected);
  });

  it.each([
    ["123456", { data: "123456" }],
    [" senha secreta ", { data: " senha secreta " }],
    ["12345", { errors: [M.passwordTooShort] }],
  ])("password %j (kept as typed)", (input, expected) => {
    expect(outcome(passwordSchema, input)).toEqual(expected);
  });

  it.each([
    ["048213", { data: "048213" }],
    [" 048213 ", { data: "048213" }],
    ["04821", { errors: [M.tokenInvalid] }],
    ["0482134", { errors: [M.tokenInvalid] }],
    ["04821a", { errors: [M.tokenInvalid] }],
  ])("token %j", (input, expected) => {
    expect(outcome(tokenSchema, input)).toEqual(expected);
  });

  it.each([
    ["Jo", { data: "Jo" }],
    ["  Maria da Silva  ", { data: "Maria da Silva" }],
    ["J", { errors: [M.nameTooShort] }],
    [" J ", { errors: [M.nameTooShort] }],
    ["A".repeat(50), { data: "A".repeat(50) }],
    ["A".repeat(51), { errors: [M.nameTooLong] }],
  ])("name %j", (input, expected) => {
    expect(outcome(nameSchema, input)).toEqual(expected);
  });

  it("a table name needs 2 characters and has no upper limit (core spec §5)", () => {
    expect(outcome(tableNameSchema, " Ana ")).toEqual({ data: "Ana" });
    expect(outcome(tableNameSchema, "A")).toEqual({ errors: [M.nameTooShort] });
    expect(outcome(tableNameSchema, "A".repeat(80))).toEqual({ data: "A".repeat(80) });
  });
});

describe("zip codes", () => {
  it.each<[CountryCode, string, object]>([
    ["BRA", "01310-100", { data: "01310100" }],
    ["BRA", "01310100", { data: "01310100" }],
    ["BRA", "0131010", { errors: [M.cepInvalid] }],
    ["BRA", "01310-10a", { errors: [M.cepInvalid] }],
    ["MEX", "06600", { data: "06600" }],
    ["MEX", "0660", { errors: [M.zipCodeInvalid] }],
    ["MEX", "066000", { errors: [M.zipCodeInvalid] }],
    ["COL", "110111", { data: "110111" }],
    ["COL", "11011", { errors: [M.zipCodeInvalid] }],
    ["COL", "11O111", { errors: [M.zipCodeInvalid] }],
  ])("%s %j", (country, input, expected) => {
    expect(outcome(zipCodeSchema(country), input)).toEqual(expected);
  });

  it("the Brazilian schema is the CEP rule with 'Informe um CEP válido'", () => {
    expect(zipCodeSchema("BRA")).toBe(cepSchema);
    expect(ptBR.validation.cepInvalid).toBe("Informe um CEP válido");
  });
});

describe("tax ids", () => {
  it.each([
    ["529.982.247-25", { data: "52998224725" }],
    ["11.222.333/0001-81", { data: "11222333000181" }],
    ["529.982.247-24", { errors: [M.cpfOrCnpjInvalid] }],
    ["111.111.111-11", { errors: [M.cpfOrCnpjInvalid] }],
    ["11.222.333/0001-80", { errors: [M.cpfOrCnpjInvalid] }],
  ])("CPF or CNPJ %j", (input, expected) => {
    expect(outcome(cpfOrCnpjSchema, input)).toEqual(expected);
  });

  it.each<[CountryCode, string, object]>([
    ["BRA", "111.444.777-35", { data: "11144477735" }],
    ["BRA", "11.444.777/0001-61", { data: "11444777000161" }],
    ["BRA", "123.456.789-00", { errors: [M.cpfOrCnpjInvalid] }],
    ["COL", "890.903.938-8", { data: "8909039388" }],
    ["COL", "800197268-4", { data: "8001972684" }],
    ["COL", "890.903.938-7", { errors: [M.taxIdInvalid] }],
    ["COL", "890903938", { data: "890903938" }],
    ["COL", "1.023.456", { data: "1023456" }],
    ["COL", "12345", { errors: [M.taxIdInvalid] }],
    ["COL", "890.903.938-81", { errors: [M.taxIdInvalid] }],
    ["MEX", "GODE561231GR8", { data: "GODE561231GR8" }],
    ["MEX", "gode-561231-gr8", { data: "GODE561231GR8" }],
    ["MEX", "XAXX010101000", { data: "XAXX010101000" }],
    ["MEX", "ABC680524P76", { data: "ABC680524P76" }],
    ["MEX", "GODE561231HDFRRN09", { data: "GODE561231HDFRRN09" }],
    ["MEX", "GODE561231", { errors: [M.taxIdInvalid] }],
    ["MEX", "GODE56123AGR8", { errors: [M.taxIdInvalid] }],
    ["MEX", "GODE561231QDFRRN09", { errors: [M.taxIdInvalid] }],
    ["MEX", "GODE561231HDFRRN09X", { errors: [M.taxIdInvalid] }],
  ])("%s %j", (country, input, expected) => {
    expect(outcome(taxIdSchema(country), input)).toEqual(expected);
  });
});

describe("phones", () => {
  it.each<[CountryCode, string, object]>([
    ["BRA", "(11) 98765-4321", { data: "11987654321" }],
    ["BRA", "(11) 3456-7890", { data: "1134567890" }],
    ["BRA", "(11) 98765", { errors: [M.phoneInvalid] }],
    ["COL", "(300) 1234567", { data: "3001234567" }],
    ["COL", "(300) 12345", { errors: [M.phoneInvalid] }],
    ["MEX", "55 1234 5678", { data: "5512345678" }],
    ["MEX", "55 1234", { errors: [M.phoneInvalid] }],
  ])("%s %j", (country, input, expected) => {
    expect(outcome(phoneSchema(country), input)).toEqual(expected);
  });

  it.each([
    ["+55 (11) 98765-4321", { data: "5511987654321" }],
    ["551134567890", { data: "551134567890" }],
    ["55119876543", { errors: [M.phoneInvalid] }],
    ["5711987654321", { errors: [M.phoneInvalid] }],
  ])("Brazilian full phone %j", (input, expected) => {
    expect(outcome(brazilianFullPhoneSchema, input)).toEqual(expected);
  });
});

describe("card", () => {
  it.each([
    ["4111 1111 1111 1111", { data: "4111111111111111" }],
    ["6060 7100 0000 0008", { data: "6060710000000008" }],
    ["4111 1111 1111 1112", { errors: [M.cardNumberInvalid] }],
    ["4111", { errors: [M.cardNumberInvalid] }],
    ["9999 9999 9999 9995", { errors: [M.cardBrandNotAccepted] }],
  ])("number %j", (input, expected) => {
    expect(outcome(cardNumberSchema(), input)).toEqual(expected);
  });

  it("takes only the brands the store accepts", () => {
    const mealVouchersOnly = cardNumberSchema(["SODEXO", "ALELO", "VR", "TICKET"]);
    expect(outcome(mealVouchersOnly, "6274 1600 0000 0008")).toEqual({ data: "6274160000000008" });
    expect(outcome(mealVouchersOnly, "4111 1111 1111 1111")).toEqual({ errors: [M.cardBrandNotAccepted] });
  });

  it.each([
    ["11/2026", { data: "11/26" }],
    ["1/2027", { data: "01/27" }],
    ["12/2031", { data: "12/31" }],
    ["10/2026", { errors: [M.cardExpired] }],
    ["13/2026", { errors: [M.expiryInvalid] }],
    ["11/26", { errors: [M.expiryInvalid] }],
    ["112026", { errors: [M.expiryInvalid] }],
  ])("expiry %j in November 2026", (input, expected) => {
    expect(outcome(expirySchema(november2026), input)).toEqual(expected);
  });

  it("asks the clock at each parse", () => {
    let now = new Date(2026, 10, 30);
    const schema = expirySchema(() => now);
    expect(outcome(schema, "11/2026")).toEqual({ data: "11/26" });
    now = new Date(2026, 11, 1);
    expect(outcome(schema, "11/2026")).toEqual({ errors: [M.cardExpired] });
  });

  it.each([
    ["123", { data: "123" }],
    ["1234", { data: "1234" }],
    ["12", { errors: [M.cvvInvalid] }],
    ["12a", { errors: [M.cvvInvalid] }],
  ])("CVV %j", (input, expected) => {
    expect(outcome(cvvSchema, input)).toEqual(expected);
  });

  it("removes dots and dashes from the holder document (customer spec §5)", () => {
    expect(outcome(cardHolderDocumentSchema, "529.982.247-25")).toEqual({ data: "52998224725" });
    expect(outcome(cardHolderDocumentSchema, "900.123.456-7")).toEqual({ data: "9001234567" });
  });
});

describe("other formats", () => {
  it.each([
    ["15/07/1985", { data: "15/07/1985" }],
    ["29/02/2000", { data: "29/02/2000" }],
    ["29/02/2001", { errors: [M.birthdateInvalid] }],
    ["31/04/1990", { errors: [M.birthdateInvalid] }],
    ["01/12/2026", { errors: [M.birthdateInvalid] }],
    ["15/07/85", { errors: [M.birthdateInvalid] }],
  ])("birthdate %j in November 2026", (input, expected) => {
    expect(outcome(birthdateSchema(november2026), input)).toEqual(expected);
  });

  it.each<[Currency, string, object]>([
    ["BRL", "100", { data: 10000 }],
    ["BRL", "12,34", { data: 1234 }],
    ["BRL", "R$ 1.234,56", { data: 123456 }],
    ["MXN", "99.00", { data: 9900 }],
    ["COP", "28.000", { data: 2800000 }],
    ["BRL", "R$", { errors: [M.moneyInvalid] }],
    ["BRL", "abc", { errors: [M.moneyInvalid] }],
    ["BRL", "1000000000000000", { errors: [M.moneyTooLarge] }],
    ["COP", "9".repeat(20), { errors: [M.moneyTooLarge] }],
    ["COP", "50000,5", { errors: [M.moneyWholeUnits] }],
  ])("money %s %j in minor units", (currency, input, expected) => {
    expect(outcome(moneyInputSchema(currency), input)).toEqual(expected);
  });
});

describe("locale keys", () => {
  const locales = { "pt-BR": ptBR, es, en } as Record<string, { validation: Record<string, string> }>;

  it.each(Object.keys(locales))("%s has a text for every message a schema can give", (language) => {
    for (const key of Object.values(VALIDATION_MESSAGES)) {
      const [namespace, name] = key.split(".") as [string, string];
      expect(namespace).toBe("validation");
      expect(locales[language]!.validation[name], `${language} ${key}`).toMatch(/\S/);
    }
  });

  it("the three languages have the same validation keys", () => {
    const keys = (language: string) => Object.keys(locales[language]!.validation).sort();
    expect(keys("es")).toEqual(keys("pt-BR"));
    expect(keys("en")).toEqual(keys("pt-BR"));
    expect(keys("pt-BR")).toEqual(
      Object.values(VALIDATION_MESSAGES)
        .map((key) => key.slice("validation.".length))
        .sort(),
    );
  });

  it("uses the spec's own Portuguese texts", () => {
    expect(ptBR.validation.emailInvalid).toBe("E-mail inválido");
    expect(ptBR.validation.cepInvalid).toBe("Informe um CEP válido");
  });
});
