// The checkout's islands (CheckoutPage.tsx), imported statically by the server build only: see
// frame-islands.server.ts.
export { CouponField } from "~/components/coupons/CouponField";
export { MoneyInput } from "~/components/MoneyInput";
