import type { ClientPhone } from "../../../contract/clients";
import { ID_BLOCK } from "./helpers";

/*
 * Demo customers (issue 13): one per demo merchant that sells (not the franchise "sabor-da-casa"
 * itself, which only lists its stores, nor the marketplaces of decision 040). Everyone logs in with
 * `cliente@{slug}.demo` and the password DEMO_CUSTOMER_PASSWORD. Ids are fixed, k * ID_BLOCK + 90001 for merchant k (far past the
 * menu's own sequence), so other seed data (addresses, saved cards) can point at them.
 */

export const DEMO_CUSTOMER_PASSWORD = "comanda123";

/**
 * DEMO_CUSTOMER_PASSWORD hashed by api/src/auth/password.ts with the fixed salt "comanda-demo-sal",
 * so the seed SQL is the same on every run; seed-customers.test.ts recomputes it (a public demo
 * password: a fixed salt costs nothing here).
 */
export const DEMO_CUSTOMER_PASSWORD_HASH =
  "pbkdf2-sha256$100000$Y29tYW5kYS1kZW1vLXNhbA$sJCveyPgutqFM9YwbwuBoY2xpGfvbHRgDqH6I218VQM";
export const DEMO_CUSTOMER_PASSWORD_SALT = "comanda-demo-sal";

export interface DemoCustomer {
  /** Fixed client id: merchant k's is k * ID_BLOCK + 90001. */
  id: number;
  /** The merchant (1 … 16, see index.ts) and its slug. */
  merchantId: number;
  slug: string;
  name: string;
  email: string;
  /** Brazil only: a valid CPF, digits. */
  cpf: string | null;
  phone: ClientPhone;
  birthdate: string | null;
}

const customer = (
  merchantId: number,
  slug: string,
  rest: Omit<DemoCustomer, "id" | "merchantId" | "slug" | "email">,
): DemoCustomer => ({
  id: merchantId * ID_BLOCK + 90001,
  merchantId,
  slug,
  email: `cliente@${slug}.demo`,
  ...rest,
});

const brPhone = (ddd: string, number: string): ClientPhone => ({ country_code: "55", ddd, number });

export const demoCustomers: DemoCustomer[] = [
  customer(1, "bella-napoli", {
    name: "Ana Souza",
    cpf: "52998224725",
    phone: brPhone("11", "987654321"),
    birthdate: "1990-05-14",
  }),
  customer(2, "la-brasa-burger", {
    name: "Camila Restrepo",
    cpf: null,
    phone: { country_code: "57", ddd: "300", number: "1234567" },
    birthdate: null,
  }),
  customer(3, "taqueria-el-guero", {
    name: "Diego Hernández",
    cpf: null,
    phone: { country_code: "52", ddd: "55", number: "12345678" },
    birthdate: null,
  }),
  customer(5, "sabor-da-casa-curitiba", {
    name: "Marina Costa",
    cpf: "39053344705",
    phone: brPhone("41", "998765432"),
    birthdate: null,
  }),
  customer(6, "sabor-da-casa-belo-horizonte", {
    name: "Lucas Almeida",
    cpf: "12345678909",
    phone: brPhone("31", "998765432"),
    birthdate: null,
  }),
  customer(7, "sabor-da-casa-porto-alegre", {
    name: "Fernanda Lima",
    cpf: "98765432100",
    phone: brPhone("51", "998765432"),
    birthdate: null,
  }),
  customer(8, "sabor-da-casa-recife", {
    name: "Rafael Oliveira",
    cpf: "45612378955",
    phone: brPhone("81", "998765432"),
    birthdate: null,
  }),
  customer(9, "sabor-da-casa-salvador", {
    name: "Juliana Santos",
    cpf: "32165498791",
    phone: brPhone("71", "998765432"),
    birthdate: null,
  }),
  customer(10, "sabor-da-casa-florianopolis", {
    name: "Pedro Rocha",
    cpf: "74185296355",
    phone: brPhone("48", "998765432"),
    birthdate: null,
  }),
  customer(12, "mercado-da-vila-pastelaria", {
    name: "Beatriz Nogueira",
    cpf: "28461739582",
    phone: brPhone("11", "976543210"),
    birthdate: null,
  }),
  customer(13, "mercado-da-vila-acai", {
    name: "Thiago Moreira",
    cpf: "53190284660",
    phone: brPhone("11", "965432109"),
    birthdate: null,
  }),
  customer(15, "acai-da-vila-pinheiros", {
    name: "Larissa Pereira",
    cpf: "71936402831",
    phone: brPhone("11", "954321098"),
    birthdate: null,
  }),
  customer(16, "emporio-santa-cecilia", {
    name: "Gustavo Ribeiro",
    cpf: "61827394013",
    phone: brPhone("11", "943210987"),
    birthdate: null,
  }),
];
