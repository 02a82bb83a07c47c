// Server copies of the islands of cart/CartPage.tsx, from the chunk the browser loads for them
// (docs/islands.md; checked by islands.test.ts).
export { CartProblems, SendRoundForm } from "~/components/cart/islands";
