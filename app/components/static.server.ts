// Components only the server renders, into static parts of pages (decision 027, `StaticHtml` in ~/lib/document-html):
// their code never reaches the browser. They use plain <a> links and no router hook.
export { CartButton } from "./cart/CartButton";
export { Footer } from "./Footer";
export { AboutPage, ContactPage, TextPage } from "./store-info/pages";
export { TableBar } from "./table/TableBar";
export { VoucherNotice } from "./coupons/VoucherNotice";
export { FidelityCard } from "./fidelity/FidelityCard";
export { Banners } from "./menu/Banners";
export { CategoryNav } from "./menu/CategoryNav";
export { ExtrasList } from "./menu/ExtrasList";
export { FranchiseStores } from "./menu/FranchiseStores";
export { MarketplaceStores } from "./marketplace/MarketplaceStores";
export { MenuSearch } from "./menu/MenuSearch";
export { MenuSectionList } from "./menu/MenuSectionList";
export { Promotions } from "./menu/Promotions";
export { SmartBanner } from "./menu/SmartBanner";
export { StoreStatus } from "./menu/StoreStatus";
export { ConsentNotice } from "./consent/ConsentNotice";
export { ConsentPage } from "./consent/ConsentPage";
