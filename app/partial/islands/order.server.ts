// Server copy of the island of orders/OrderPage.tsx (docs/islands.md; checked by islands.test.ts).
export { OrderRating } from "~/components/orders/Rating";
