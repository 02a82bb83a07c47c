import type { Category, LoyaltyCampaign, LoyaltySettings } from "../../../contract";
import type { DemoCustomer } from "./customers";
import { ID_BLOCK } from "./helpers";

/*
 * Loyalty points of the demo pizzeria (issue 16; README, Demo, "Loyalty"): 1 point per R$ 1,00,
 * counting at once (0 days) and lasting 90 days; a campaign doubling the points of the sweet
 * pizzas (its "Bebidas" entry of value 3 is not a valid multiplier: the API leaves it out) and 5%
 * off paying with PIX online.
 */

export const napoliLoyaltySettings: LoyaltySettings = {
  enabled: true,
  name: "Clube Bella Napoli",
  points_per_unit: 1,
  unit_amount: 100,
  effectivation_days: 0,
  expiration_days: 90,
  expiring_window_days: 30,
};

export function napoliLoyaltyCampaigns(categories: readonly Category[]): LoyaltyCampaign[] {
  const id = (name: string) => {
    const category = categories.find((candidate) => candidate.name === name);
    if (!category) throw new Error(`Loyalty seed: no category "${name}"`);
    return { category_id: category.id, category_name: category.name };
  };
  return [
    {
      id: 1,
      name: "Pontos em dobro nas doces",
      description: "Pizzas doces valem o dobro de pontos; salgadas e esfihas contam normalmente.",
      start_date: "2025-01-01T00:00:00.000Z",
      end_date: null,
      campaign_sale_category: [
        { ...id("Pizzas doces"), value: 2 },
        { ...id("Pizzas salgadas"), value: 1 },
        { ...id("Esfihas"), value: 1 },
        { ...id("Bebidas"), value: 3 },
      ],
      campaign_payment: null,
    },
    {
      id: 2,
      name: "5% pagando com PIX",
      description: "Pague com PIX pelo site e ganhe 5% de desconto nos itens.",
      start_date: "2025-01-01T00:00:00.000Z",
      end_date: null,
      campaign_sale_category: [],
      campaign_payment: { payment_method: "PIX", discount_percent: 5 },
    },
  ];
}

const loyaltyCustomer = (n: number, email: string, name: string, number: string): DemoCustomer => ({
  id: 1 * ID_BLOCK + 90001 + n,
  merchantId: 1,
  slug: "bella-napoli",
  name,
  email,
  cpf: null,
  phone: { country_code: "55", ddd: "11", number },
  birthdate: null,
});

/**
 * Two demo customers of the points alone (seed/loyalty-sql.ts gives them the ledger without an
 * order: 120 points, 80 pending): `pontos@bella-napoli.demo` (e2e js-on) and
 * `pontos2@bella-napoli.demo` (e2e js-off), so the end-to-end balances never meet the orders other
 * specs place as the shared `cliente@bella-napoli.demo`.
 */
export const loyaltyDemoCustomers: DemoCustomer[] = [
  loyaltyCustomer(11, "pontos@bella-napoli.demo", "Diego Pontes", "987650011"),
  loyaltyCustomer(12, "pontos2@bella-napoli.demo", "Elisa Pontes", "987650012"),
  loyaltyCustomer(13, "vencendo@bella-napoli.demo", "Fábio Pontes", "987650013"),
];

/**
 * The demo customer whose points are about to expire (seed/loyalty-sql.ts adds 40 points expiring
 * in 3 days): the menu's points alert greets them (decision 078).
 */
export const pointsAlertDemoCustomer: DemoCustomer = loyaltyDemoCustomers[2]!;
