// The server's side of partial hydration (index.ts): rendering a static part, the components only
// static parts use, and the parts several pages share.
export { staticPart } from "./static-part.server";
export * from "./static-components.server";
export { franchiseStoresPart } from "./franchise.server";
export { marketplacePart } from "./marketplace.server";
