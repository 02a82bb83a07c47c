// Partial hydration, the browser's side (docs/islands.md): static parts the browser never
// hydrates, and islands whose code loads after hydration. The server's side is index.server.ts.
export { StaticHtml, type StaticPart } from "./static-html";
export { lazyIsland, preloadIslands } from "./lazy-island";
