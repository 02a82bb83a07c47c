import type { AddressInput, CardBrand, CountryCode } from "../../../contract";
import { lookupPostalCode } from "../../src/domain/postal-codes";
import { cardSettings, clientAddresses, clientCards } from "../../src/db/schema";
import { insert } from "../sql";
import type { SeedMerchant } from "../types";
import type { DemoCustomer } from "./customers";
import { ID_BLOCK } from "./helpers";

/*
 * Saved places of the demo customers (issue 13): two addresses each (Casa, Trabalho) in their
 * merchant's city, at postal codes the bundled dataset knows (api/src/domain/postal-codes.ts) and
 * in neighbourhoods the merchant delivers to, and one saved Visa ending 1111 (the sandbox's
 * approved test card), marked last used. Plus the card brands each selling merchant accepts.
 */

/** The demo seed's time of these rows: 2026-01-01T00:00:00Z, Unix seconds. */
const SEEDED_AT = 1_767_225_600;

/** Brands each merchant takes online. The pizzeria every brand but AMEX; the franchise's marmitas meal vouchers too. */
const MEAL_VOUCHERS: CardBrand[] = ["SODEXO", "ALELO", "VR", "TICKET"];
export const demoAcceptedBrands: Record<string, CardBrand[]> = {
  "bella-napoli": ["VISA", "MASTER", "ELO", ...MEAL_VOUCHERS],
  "la-brasa-burger": ["VISA", "MASTER", "AMEX"],
  "taqueria-el-guero": ["VISA", "MASTER", "AMEX"],
  "sabor-da-casa-curitiba": ["VISA", "MASTER", "ELO", ...MEAL_VOUCHERS],
  "sabor-da-casa-belo-horizonte": ["VISA", "MASTER", "ELO", ...MEAL_VOUCHERS],
  "sabor-da-casa-porto-alegre": ["VISA", "MASTER", "ELO", ...MEAL_VOUCHERS],
  "sabor-da-casa-recife": ["VISA", "MASTER", "ELO", ...MEAL_VOUCHERS],
  "sabor-da-casa-salvador": ["VISA", "MASTER", "ELO", ...MEAL_VOUCHERS],
  "sabor-da-casa-florianopolis": ["VISA", "MASTER", "ELO", ...MEAL_VOUCHERS],
  "mercado-da-vila-pastelaria": ["VISA", "MASTER", "ELO"],
  "mercado-da-vila-acai": ["VISA", "MASTER", "ELO"],
  "acai-da-vila-pinheiros": ["VISA", "MASTER", "ELO"],
  "emporio-santa-cecilia": ["VISA", "MASTER", "ELO", ...MEAL_VOUCHERS],
};

interface PlaceSpec {
  zip: string;
  street: string;
  number: string;
  complement?: string;
  reference?: string;
}

const places: Record<string, { home: PlaceSpec; work: PlaceSpec }> = {
  "bella-napoli": {
    home: { zip: "01310100", street: "Avenida Paulista", number: "1578", complement: "Apto 81" },
    work: { zip: "04101300", street: "Rua Domingos de Morais", number: "2187", complement: "Sala 5" },
  },
  "la-brasa-burger": {
    home: {
      zip: "050022",
      street: "Carrera 43A",
      number: "1-50",
      complement: "Apto 502",
      reference: "Edificio Torre Sur, portería 2",
    },
    work: { zip: "050031", street: "Circular 1", number: "70-10", reference: "Frente al parque de Laureles" },
  },
  "taqueria-el-guero": {
    home: { zip: "06140", street: "Calle Ámsterdam", number: "45", complement: "Depto 3" },
    work: { zip: "06600", street: "Paseo de la Reforma", number: "222", complement: "Piso 9" },
  },
  "sabor-da-casa-curitiba": {
    home: { zip: "80420000", street: "Avenida do Batel", number: "1230", complement: "Apto 42" },
    work: { zip: "80010000", street: "Rua XV de Novembro", number: "700" },
  },
  "sabor-da-casa-belo-horizonte": {
    home: { zip: "30112000", street: "Rua da Bahia", number: "1500", complement: "Apto 301" },
    work: { zip: "30140071", street: "Rua Fernandes Tourinho", number: "300" },
  },
  "sabor-da-casa-porto-alegre": {
    home: { zip: "90035190", street: "Rua Fernandes Vieira", number: "400", complement: "Apto 12" },
    work: { zip: "90010000", street: "Rua dos Andradas", number: "1000" },
  },
  "sabor-da-casa-recife": {
    home: { zip: "51021000", street: "Avenida Boa Viagem", number: "3000", complement: "Apto 1102" },
    work: { zip: "52020000", street: "Rua da Hora", number: "500" },
  },
  "sabor-da-casa-salvador": {
    home: { zip: "40150150", street: "Rua da Graça", number: "120", complement: "Apto 7" },
    work: { zip: "40140130", street: "Rua Marquês de Caravelas", number: "200" },
  },
  "sabor-da-casa-florianopolis": {
    home: { zip: "88036000", street: "Rua Lauro Linhares", number: "900", complement: "Bloco B" },
    work: { zip: "88015200", street: "Avenida Hercílio Luz", number: "600" },
  },
  // The marketplace stores (decision 040) stand in Pinheiros and take every address (no delivery areas).
  "mercado-da-vila-pastelaria": {
    home: { zip: "05425070", street: "Rua dos Pinheiros", number: "455", complement: "Apto 32" },
    work: { zip: "01419001", street: "Rua Haddock Lobo", number: "595" },
  },
  "mercado-da-vila-acai": {
    home: { zip: "01305000", street: "Rua Augusta", number: "2203", complement: "Apto 14" },
    work: { zip: "05425070", street: "Rua dos Pinheiros", number: "1040", complement: "Sala 3" },
  },
  "acai-da-vila-pinheiros": {
    home: { zip: "05425070", street: "Rua dos Pinheiros", number: "780", complement: "Casa 2" },
    work: { zip: "01418100", street: "Alameda Santos", number: "415" },
  },
  // The market takes every address (no delivery areas).
  "emporio-santa-cecilia": {
    home: { zip: "01301000", street: "Rua da Consolação", number: "1890", complement: "Apto 64" },
    work: { zip: "01310100", street: "Avenida Paulista", number: "900", complement: "Andar 12" },
  },
};

export interface DemoAddress extends AddressInput {
  id: number;
  clientId: number;
  merchantId: number;
}

function address(
  customer: DemoCustomer,
  country: CountryCode,
  label: "HOME" | "WORK",
  n: number,
  spec: PlaceSpec,
): DemoAddress {
  const found = lookupPostalCode(country, spec.zip);
  if (!found || !found.neighborhood)
    throw new Error(`Seed address of ${customer.slug}: ${spec.zip} is not a known neighbourhood`);
  return {
    id: customer.merchantId * ID_BLOCK + 91000 + n,
    clientId: customer.id,
    merchantId: customer.merchantId,
    name: label,
    zip_code: found.zip_code,
    street: spec.street,
    number: spec.number,
    complement: spec.complement ?? null,
    neighborhood: found.neighborhood,
    city: found.city,
    state: found.state,
    country,
    reference_point: spec.reference ?? null,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}

/** The two saved addresses of each demo customer whose merchant is in `merchants`. */
export function demoAddresses(customers: DemoCustomer[], merchants: SeedMerchant[]): DemoAddress[] {
  return customers.flatMap((customer) => {
    const merchant = merchants.find((candidate) => candidate.id === customer.merchantId);
    const spec = places[customer.slug];
    if (!merchant) return [];
    if (!spec) throw new Error(`Seed customer ${customer.id} of ${customer.slug} has no saved places`);
    const country = merchant.tropicalization.country_code;
    return [address(customer, country, "HOME", 1, spec.home), address(customer, country, "WORK", 2, spec.work)];
  });
}

/** The fixed guid of merchant k's demo card. */
export const demoCardGuid = (merchantId: number) => `c0ffee00-0000-4000-8000-${String(merchantId).padStart(12, "0")}`;

/** INSERTs of card_settings, the demo addresses and cards, after customerStatements' clients. */
export function customerPlaceStatements(customers: DemoCustomer[], merchants: SeedMerchant[]): string[] {
  const settings = merchants
    .filter((merchant) => demoAcceptedBrands[merchant.slug])
    .map((merchant) =>
      insert(cardSettings, {
        merchantId: merchant.id,
        acceptedBrands: JSON.stringify(demoAcceptedBrands[merchant.slug]),
      }),
    );
  const addresses = demoAddresses(customers, merchants).map((row) =>
    insert(clientAddresses, {
      id: row.id,
      merchantId: row.merchantId,
      clientId: row.clientId,
      label: row.name,
      zipCode: row.zip_code,
      street: row.street,
      number: row.number,
      complement: row.complement ?? null,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      country: row.country,
      referencePoint: row.reference_point ?? null,
      latitude: row.latitude ?? null,
      longitude: row.longitude ?? null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    }),
  );
  const cards = customers
    .filter((customer) => merchants.some((merchant) => merchant.id === customer.merchantId))
    .map((customer) =>
      insert(clientCards, {
        guid: demoCardGuid(customer.merchantId),
        merchantId: customer.merchantId,
        clientId: customer.id,
        brand: "VISA",
        expMonth: 12,
        expYear: 2030,
        lastFourDigits: "1111",
        nickname: null,
        behaviour: "APPROVE",
        lastUsedAt: SEEDED_AT + 86_400,
        createdAt: SEEDED_AT,
        deletedAt: null,
      }),
    );
  return [...settings, ...addresses, ...cards];
}
