// The checkout's payment island (CheckoutPage.tsx), imported statically by the server build only;
// apart from checkout-islands.server.ts, which the payment section itself imports for its change field.
export { PaymentSection } from "~/components/checkout/PaymentSection";
