// Server copies of the checkout's field islands (CheckoutPage.tsx, PaymentSection.tsx; docs/islands.md).
export { CouponField } from "~/components/coupons/CouponField";
export { MoneyInput } from "~/components/MoneyInput";
