// The order page's island (OrderPage.tsx), imported statically by the server build only: see
// frame-islands.server.ts.
export { OrderRating } from "~/components/orders/Rating";
