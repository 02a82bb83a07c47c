// The server's side of partial hydration (docs/islands.md): rendering a static part, the parts
// several pages share, and the components only static parts use (their code never reaches the
// browser; they use plain <a> links and no router hook).
export { staticPart } from "./static-part.server";
export { franchiseStoresPart } from "./franchise.server";
export { marketplacePart } from "./marketplace.server";

export { CartButton } from "~/components/cart/CartButton";
export { CartTotals } from "~/components/cart/CartTotals";
export { RepricedNotice } from "~/components/cart/RepricedNotice";
export { Footer } from "~/components/Footer";
export { AboutPage, ContactPage, TextPage } from "~/components/store-info/pages";
export { TableBar } from "~/components/table/TableBar";
export { VoucherNotice } from "~/components/coupons/VoucherNotice";
export { FidelityCard } from "~/components/fidelity/FidelityCard";
export { Banners } from "~/components/menu/Banners";
export { CategoryNav } from "~/components/menu/CategoryNav";
export { ExtrasList } from "~/components/menu/ExtrasList";
export { FranchiseStores } from "~/components/menu/FranchiseStores";
export { NearestArrival } from "~/components/menu/NearestArrival";
export { LocateSubmit, LocateLink } from "~/components/location/LocateEntry";
export { LocationHead, NearbyStores, NotServedPickup } from "~/components/location/LocationHead";
export { MarketplaceStores } from "~/components/marketplace/MarketplaceStores";
export { MenuSearch } from "~/components/menu/MenuSearch";
export { MenuSectionList } from "~/components/menu/MenuSectionList";
export { Promotions } from "~/components/menu/Promotions";
export { SmartBanner } from "~/components/menu/SmartBanner";
export { StoreStatus } from "~/components/menu/StoreStatus";
export { ConsentNotice } from "~/components/consent/ConsentNotice";
export { ConsentPage } from "~/components/consent/ConsentPage";
export { OrderDetails } from "~/components/orders/OrderDetails";
export { BankPayment } from "~/components/orders/BankPayment";
export { CheckoutTotals, SubmitLabel } from "~/components/checkout/CheckoutTotals";
export { EatInChoice } from "~/components/checkout/EatInChoice";
export { ClosedCheckoutNotice, ClosedCheckoutPage } from "~/components/checkout/ClosedCheckout";
export { QuickRegistration } from "~/components/checkout/QuickRegistration";
