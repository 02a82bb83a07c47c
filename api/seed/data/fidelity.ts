import type { FidelityProgram } from "../../../contract";
import type { DemoCustomer } from "./customers";
import { ID_BLOCK } from "./helpers";

/*
 * The fidelity programme of the demo pizzeria (issue 16; README, Demo, "Fidelity"): every 5
 * delivered orders give R$ 20 off the next one. Other merchants have none.
 *
 * Two demo customers of their own start at 4 of 5 (seed/fidelity-sql.ts gives each 4 delivered
 * orders), so one more delivered order reaches the goal: `fidelidade@bella-napoli.demo` for trying it
 * by hand (and e2e js-on), `fidelidade2@bella-napoli.demo` for e2e js-off. They are not the shared
 * `cliente@bella-napoli.demo`, whose orders other specs move (1 of 5 from its seeded order).
 */

export const napoliFidelityPrograms: FidelityProgram[] = [
  {
    id: 1,
    name: "Clube Bella Napoli",
    description: "A cada 5 pedidos entregues, você ganha R$ 20 de desconto no pedido seguinte.",
    enabled: true,
    modality: "ORDERS",
    goal: 5,
    reward: { description: "R$ 20 de desconto no próximo pedido", discount_type: "FIXED", value: 2000 },
  },
];

/** Delivered orders each fidelity demo customer starts with. */
export const FIDELITY_DEMO_DELIVERED = 4;

const fidelityCustomer = (n: number, email: string, name: string, cpf: string, number: string): DemoCustomer => ({
  id: 1 * ID_BLOCK + 90001 + n,
  merchantId: 1,
  slug: "bella-napoli",
  name,
  email,
  cpf,
  phone: { country_code: "55", ddd: "11", number },
  birthdate: null,
});

export const fidelityDemoCustomers: DemoCustomer[] = [
  fidelityCustomer(1, "fidelidade@bella-napoli.demo", "Bruno Fiel", "11144477735", "987650001"),
  fidelityCustomer(2, "fidelidade2@bella-napoli.demo", "Carla Fiel", "93541134780", "987650002"),
];
