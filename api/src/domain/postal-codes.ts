import type { CountryCode, PostalCodeLookup } from "../../../contract";

/*
 * A small bundled dataset of the demo merchants' cities, not a national database: exact codes (with
 * the neighbourhood names the demo delivery areas use), and city ranges answering the city centre.
 */

interface Place {
  street: string | null;
  neighborhood: string | null;
  latitude: number;
  longitude: number;
}

interface City {
  country: CountryCode;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  ranges: Array<[number, number]>;
  codes: Record<string, Place>;
}

const place = (street: string | null, neighborhood: string | null, latitude: number, longitude: number): Place => ({
  street,
  neighborhood,
  latitude,
  longitude,
});

export const POSTAL_CODE_DIGITS: Record<CountryCode, number> = { BRA: 8, COL: 6, MEX: 5 };

const CITIES: City[] = [
  {
    country: "BRA",
    city: "São Paulo",
    state: "SP",
    latitude: -23.5505,
    longitude: -46.6333,
    ranges: [
      [1000000, 5999999],
      [8000000, 8499999],
    ],
    codes: {
      "01327000": place("Rua Treze de Maio", "Bela Vista", -23.5603, -46.6449),
      "01310100": place("Avenida Paulista", "Bela Vista", -23.5629, -46.6544),
      "01313000": place("Rua Cincinato Braga", "Bela Vista", -23.5668, -46.6448),
      "01305000": place("Rua Augusta", "Consolação", -23.5531, -46.6552),
      "01301000": place("Rua da Consolação", "Consolação", -23.5497, -46.6487),
      "01418100": place("Alameda Santos", "Jardim Paulista", -23.5654, -46.6545),
      "01419001": place("Rua Haddock Lobo", "Jardim Paulista", -23.564, -46.665),
      "01508000": place("Rua Galvão Bueno", "Liberdade", -23.5587, -46.6353),
      "01503001": place("Rua da Glória", "Liberdade", -23.556, -46.634),
      "01532000": place("Rua Pires da Mota", "Aclimação", -23.5716, -46.6322),
      "01530000": place("Rua Muniz de Sousa", "Aclimação", -23.5725, -46.63),
      "04001000": place("Avenida Bernardino de Campos", "Paraíso", -23.5751, -46.6412),
      "04005000": place("Rua Tutóia", "Paraíso", -23.577, -46.646),
      "04101300": place("Rua Domingos de Morais", "Vila Mariana", -23.5891, -46.6347),
      "04012000": place("Rua Joaquim Távora", "Vila Mariana", -23.588, -46.638),
      // Outside every delivery area of bella-napoli (more than 3 km from the nearest one).
      "05425070": place("Rua dos Pinheiros", "Pinheiros", -23.567, -46.691),
    },
  },
  {
    country: "BRA",
    city: "Curitiba",
    state: "PR",
    latitude: -25.4284,
    longitude: -49.2733,
    ranges: [[80000000, 82999999]],
    codes: {
      "80060000": place("Rua XV de Novembro", "Centro", -25.4307, -49.2661),
      "80010000": place("Rua XV de Novembro", "Centro", -25.4296, -49.2713),
      "80420000": place("Avenida do Batel", "Batel", -25.4417, -49.2873),
      "80240000": place("Avenida Sete de Setembro", "Batel", -25.4443, -49.283),
    },
  },
  {
    country: "BRA",
    city: "Belo Horizonte",
    state: "MG",
    latitude: -19.9167,
    longitude: -43.9345,
    ranges: [[30000000, 31999999]],
    codes: {
      "30130150": place("Rua Pernambuco", "Savassi", -19.9368, -43.9345),
      "30140071": place("Rua Fernandes Tourinho", "Savassi", -19.9385, -43.935),
      "30112000": place("Rua da Bahia", "Lourdes", -19.929, -43.942),
      "30180100": place("Rua Rio de Janeiro", "Lourdes", -19.932, -43.945),
    },
  },
  {
    country: "BRA",
    city: "Porto Alegre",
    state: "RS",
    latitude: -30.0346,
    longitude: -51.2177,
    ranges: [[90000000, 91999999]],
    codes: {
      "90570080": place("Rua Padre Chagas", "Moinhos de Vento", -30.0263, -51.202),
      "90570020": place("Rua Dinarte Ribeiro", "Moinhos de Vento", -30.025, -51.201),
      "90035190": place("Rua Fernandes Vieira", "Bom Fim", -30.033, -51.211),
      "90010000": place("Rua dos Andradas", "Centro Histórico", -30.03, -51.23),
    },
  },
  {
    country: "BRA",
    city: "Recife",
    state: "PE",
    latitude: -8.0476,
    longitude: -34.877,
    ranges: [[50000000, 52999999]],
    codes: {
      "51020020": place("Avenida Conselheiro Aguiar", "Boa Viagem", -8.113, -34.8968),
      "51021000": place("Avenida Boa Viagem", "Boa Viagem", -8.118, -34.895),
      "52020000": place("Rua da Hora", "Espinheiro", -8.043, -34.894),
      "52050000": place("Estrada do Arraial", "Casa Amarela", -8.028, -34.916),
    },
  },
  {
    country: "BRA",
    city: "Salvador",
    state: "BA",
    latitude: -12.9714,
    longitude: -38.5014,
    ranges: [[40000000, 42599999]],
    codes: {
      "40130001": place("Avenida Sete de Setembro", "Barra", -13.0085, -38.529),
      "40140130": place("Rua Marquês de Caravelas", "Barra", -13.006, -38.527),
      "40150150": place("Rua da Graça", "Graça", -12.9985, -38.523),
      "40170010": place("Avenida Oceânica", "Ondina", -13.009, -38.511),
    },
  },
  {
    country: "BRA",
    city: "Florianópolis",
    state: "SC",
    latitude: -27.5954,
    longitude: -48.548,
    ranges: [[88000000, 88099999]],
    codes: {
      "88010001": place("Rua Felipe Schmidt", "Centro", -27.5966, -48.552),
      "88015200": place("Avenida Hercílio Luz", "Centro", -27.593, -48.545),
      "88036000": place("Rua Lauro Linhares", "Trindade", -27.588, -48.522),
      "88025200": place("Rua Bocaiúva", "Centro", -27.589, -48.553),
    },
  },
  {
    // Between the Curitiba and Porto Alegre stores of Sabor da Casa, within 300 km of both: the
    // franchise's finder lists Porto Alegre first, then Curitiba (the other stores are far).
    country: "BRA",
    city: "Lages",
    state: "SC",
    latitude: -27.8157,
    longitude: -50.3264,
    ranges: [[88500000, 88539999]],
    codes: {
      "88501000": place(null, "Centro", -27.815, -50.326),
    },
  },
  {
    country: "COL",
    city: "Medellín",
    state: "Antioquia",
    latitude: 6.2442,
    longitude: -75.5812,
    ranges: [[50001, 50049]],
    codes: {
      "050021": place("Carrera 35", "El Poblado", 6.2095, -75.5666),
      "050022": place("Carrera 43A", "El Poblado", 6.201, -75.572),
      "050031": place("Circular 1", "Laureles", 6.245, -75.595),
      "050010": place("Carrera 50", "La Candelaria", 6.25, -75.568),
    },
  },
  {
    country: "MEX",
    city: "Ciudad de México",
    state: "CDMX",
    latitude: 19.4326,
    longitude: -99.1332,
    ranges: [[1000, 16999]],
    // A Mexican code names a colonia, not a street.
    codes: {
      "06700": place(null, "Roma Norte", 19.419, -99.163),
      "06760": place(null, "Roma Sur", 19.407, -99.162),
      "06140": place(null, "Condesa", 19.4113, -99.1735),
      "06600": place(null, "Juárez", 19.427, -99.16),
      "06000": place(null, "Centro Histórico", 19.4326, -99.1332),
      "11560": place(null, "Polanco", 19.4333, -99.195),
      "03100": place(null, "Del Valle", 19.3867, -99.1637),
      "04000": place(null, "Coyoacán", 19.35, -99.162),
      // Beyond the taqueria's last band: the demo's place too far for a delivery.
      "01210": place(null, "Santa Fe", 19.359, -99.26),
    },
  },
];

export function normalizePostalCode(country: CountryCode, typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^[\d]+(-[\d]+)?$/.test(trimmed)) return null;
  const digits = trimmed.replace("-", "");
  if (digits.length !== POSTAL_CODE_DIGITS[country]) return null;
  if (country === "BRA" && trimmed.includes("-") && !/^\d{5}-\d{3}$/.test(trimmed)) return null;
  if (country !== "BRA" && trimmed.includes("-")) return null;
  return digits;
}

export function lookupPostalCode(country: CountryCode, digits: string): PostalCodeLookup | null {
  const number = Number(digits);
  for (const city of CITIES) {
    if (city.country !== country) continue;
    const exact = city.codes[digits];
    const inRange = city.ranges.some(([low, high]) => number >= low && number <= high);
    if (!exact && !inRange) continue;
    const at = exact ?? place(null, null, city.latitude, city.longitude);
    return {
      zip_code: digits,
      street: at.street,
      neighborhood: at.neighborhood,
      city: city.city,
      state: city.state,
      country,
      latitude: at.latitude,
      longitude: at.longitude,
    };
  }
  return null;
}

export interface KnownPlace extends PostalCodeLookup {
  /** The city's centre, the point of a code known only by its range. */
  cityLatitude: number;
  cityLongitude: number;
}

export function knownPlaces(): KnownPlace[] {
  return CITIES.flatMap((city) =>
    Object.entries(city.codes).map(([zip, at]) => ({
      zip_code: zip,
      street: at.street,
      neighborhood: at.neighborhood,
      city: city.city,
      state: city.state,
      country: city.country,
      latitude: at.latitude,
      longitude: at.longitude,
      cityLatitude: city.latitude,
      cityLongitude: city.longitude,
    })),
  );
}

export function knownCities(): {
  country: CountryCode;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}[] {
  return CITIES.map(({ country, city, state, latitude, longitude }) => ({ country, city, state, latitude, longitude }));
}
