// The benchmark's control: a bare Remix page built by the same classic compiler, with the same
// server options and future flags as the storefront's remix.config.js (and the same patched
// @remix-run/dev, so its big files get the same compile hints). `npm run bench` builds it with
// `remix build` in this folder and serves it in Miniflare beside the storefront
// (scripts/bench-control.mjs). Its outputs go under .wrangler/, which git, ESLint and Prettier skip.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  assetsBuildDirectory: "../../.wrangler/bench-control/public/build",
  cacheDirectory: "../../.wrangler/bench-control/.cache",
  server: "./server.ts",
  serverBuildPath: "../../.wrangler/bench-control/build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
