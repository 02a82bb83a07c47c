/**
 * First path segments that belong to storefront routes, never to a merchant: a merchant whose
 * slug equals one of them could not be reached, so the API refuses such slugs.
 */
export const STOREFRONT_ROUTE_SEGMENTS = [
  // The store console (its staff's pages): no slug can start with "_", listed so posts reach it.
  "_console",
  "analytics-consent",
  "app",
  "build",
  "cart",
  "checkout",
  "coupons",
  "demo",
  "fidelity",
  "gateway",
  "locales",
  "login",
  "logout",
  "loyalty",
  "manifest.webmanifest",
  "menu-dialog",
  "orders",
  "payments",
  "preferences",
  "profile",
  "table",
  // Choosing when the order comes (decision 029).
  "scheduling",
  // The store's information pages (decision 028).
  "about",
  "contact",
  "terms",
  "cancellation-policy",
  "regret-policy",
  "privacy-policy",
  "superapp",
  // The franchise's store list (decision 030) and the age question of dishes for adults (decision 031).
  "stores",
  "age-confirmation",
  // The address form with the map, opened from checkout and the cart (decision 079).
  "location",
  // A loader that throws, for the error tracker's sandbox only (decision 077).
  "error-probe",
  // The customer's switch for pages that refresh themselves (decision 049).
  "auto-refresh",
  // Pass-throughs of server.ts: the dev mail page and the sandbox card provider, the admin key's moves.
  "_admin",
  "_dev",
  "_provider",
] as const;

/** Segments the spec says to ignore as a slug (core spec §5). */
export const IGNORED_SLUG_SEGMENTS = ["", "undefined", "favicon.ico", "json"] as const;
