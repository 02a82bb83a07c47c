// The cart page's islands (CartPage.tsx), imported statically by the server build only: see
// frame-islands.server.ts.
export { SendRoundForm } from "~/components/table/SendRoundForm";
export { CartProblems } from "~/components/cart/CartProblems";
