// The benchmark's control: a bare Remix page built by the same classic compiler, with the
// server options and future flags of the storefront's remix.config.js, imported (and the same patched
// @remix-run/dev, so its big files get the same compile hints). `npm run bench` builds it with
// `remix build` in this folder and serves it in Miniflare beside the storefront
// (scripts/bench-control.mjs). Its outputs go under .wrangler/, which git, ESLint and Prettier skip.
import storefront from "../../remix.config.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // The storefront's server options and future flags, read from its own config so they cannot drift.
  ...storefront,
  ignoredRouteFiles: undefined,
  assetsBuildDirectory: "../../.wrangler/bench-control/public/build",
  cacheDirectory: "../../.wrangler/bench-control/.cache",
  server: "./server.ts",
  serverBuildPath: "../../.wrangler/bench-control/build/index.js",
};
