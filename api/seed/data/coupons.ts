import type { CouponDiscountType } from "../../../contract";
import { ID_BLOCK, money } from "./helpers";

/*
 * The demo coupons (issue 16). Bella Napoli (BRL) has one coupon per rule of the contract, so each
 * refusal code and each discount type can be seen (README, Demo, "Coupons"); La Brasa (COP) and
 * El Güero (MXN) have one each. Ids are k * ID_BLOCK + 95000 + n.
 */

export interface DemoCoupon {
  id: number;
  merchantId: number;
  code: string;
  name: string;
  description: string;
  discountType: CouponDiscountType;
  value: number;
  maxDiscount?: number;
  minimumOrder?: number;
  startDate?: string;
  endDate?: string | null;
  enabled?: boolean;
  displayedInWallet: boolean;
  /** Exclusive to this client (a demo customer's id). */
  clientId?: number;
  requiresClient?: boolean;
  singleUse?: boolean;
  firstOrderOnly?: boolean;
  notWithPromotionalItems?: boolean;
  notWithLoyalty?: boolean;
  deliveryRestriction?: "STORE_ONLY" | "DELIVERY_ONLY";
  /** Orders that may use it in all. */
  maxUses?: number;
  /** Orders one client may place with it (1 when singleUse). */
  maxUsesPerClient?: number;
}

const id = (k: number, n: number) => k * ID_BLOCK + 95000 + n;
/** The demo customer of merchant k (customers.ts). */
const demoCustomerOf = (k: number) => k * ID_BLOCK + 90001;

export const demoCoupons: DemoCoupon[] = [
  {
    id: id(1, 1),
    merchantId: 1,
    code: "QUERO5",
    name: "R$ 5 de desconto",
    description: "R$ 5 a menos em qualquer pedido.",
    discountType: "FIXED",
    value: money(5),
    displayedInWallet: true,
  },
  {
    id: id(1, 2),
    merchantId: 1,
    code: "BEMVINDO10",
    name: "Boas-vindas: 10% off",
    description: "10% no primeiro pedido, até R$ 15. Precisa de CPF no cadastro.",
    discountType: "PERCENTAGE",
    value: 10,
    maxDiscount: money(15),
    firstOrderOnly: true,
    displayedInWallet: true,
  },
  {
    id: id(1, 3),
    merchantId: 1,
    code: "PIZZA15",
    name: "R$ 15 off acima de R$ 60",
    description: "R$ 15 de desconto em pedidos a partir de R$ 60.",
    discountType: "FIXED",
    value: money(15),
    minimumOrder: money(60),
    displayedInWallet: true,
  },
  {
    id: id(1, 4),
    merchantId: 1,
    code: "FRETEGRATIS",
    name: "Frete grátis",
    description: "A entrega sai de graça. Só para entrega.",
    discountType: "FREE_DELIVERY",
    value: 0,
    deliveryRestriction: "DELIVERY_ONLY",
    displayedInWallet: true,
  },
  {
    id: id(1, 5),
    merchantId: 1,
    code: "RETIRA5",
    name: "Retire e ganhe R$ 5",
    description: "R$ 5 de desconto para retirar na loja.",
    discountType: "FIXED",
    value: money(5),
    deliveryRestriction: "STORE_ONLY",
    displayedInWallet: true,
  },
  {
    id: id(1, 6),
    merchantId: 1,
    code: "UMAVEZ",
    name: "R$ 10 uma vez só",
    description: "R$ 10 de desconto, uma vez por cliente.",
    discountType: "FIXED",
    value: money(10),
    singleUse: true,
    displayedInWallet: true,
  },
  {
    id: id(1, 7),
    merchantId: 1,
    code: "CLIENTEVIP",
    name: "Cliente VIP: 20% off",
    description: "20% de desconto, até R$ 20, só para você.",
    discountType: "PERCENTAGE",
    value: 20,
    maxDiscount: money(20),
    clientId: demoCustomerOf(1),
    displayedInWallet: false,
  },
  {
    id: id(1, 8),
    merchantId: 1,
    code: "SOCARDAPIO",
    name: "R$ 8 off fora das promoções",
    description: "Não vale com itens em promoção.",
    discountType: "FIXED",
    value: money(8),
    notWithPromotionalItems: true,
    displayedInWallet: true,
  },
  {
    id: id(1, 9),
    merchantId: 1,
    code: "SEMFIDELIDADE",
    name: "R$ 7 off sem fidelidade",
    description: "Não vale com resgate de pontos nem prêmio de fidelidade.",
    discountType: "FIXED",
    value: money(7),
    notWithLoyalty: true,
    displayedInWallet: false,
  },
  {
    id: id(1, 10),
    merchantId: 1,
    code: "EXPIRADO",
    name: "Promoção de janeiro",
    description: "R$ 10 de desconto em janeiro de 2026.",
    discountType: "FIXED",
    value: money(10),
    startDate: "2026-01-01T03:00:00.000Z",
    endDate: "2026-02-01T03:00:00.000Z",
    displayedInWallet: true,
  },
  {
    id: id(2, 1),
    merchantId: 2,
    code: "BIENVENIDO15",
    name: "15% de descuento",
    description: "15% en tu pedido, hasta $ 10.000.",
    discountType: "PERCENTAGE",
    value: 15,
    maxDiscount: money(10000),
    displayedInWallet: true,
  },
  {
    id: id(3, 1),
    merchantId: 3,
    code: "TACOS50",
    name: "$50 de descuento",
    description: "$50 menos en pedidos desde $250.",
    discountType: "FIXED",
    value: money(50),
    minimumOrder: money(250),
    displayedInWallet: true,
  },
];
