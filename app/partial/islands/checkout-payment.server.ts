// Server copy of the checkout's payment island (CheckoutPage.tsx). Apart from checkout.server.ts,
// which the payment island imports itself: one file per set of importers keeps the browser's
// empty stand-in out of a chunk of its own (docs/islands.md).
export { PaymentSection } from "~/components/checkout/PaymentSection";
