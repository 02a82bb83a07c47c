// Builds both Workers the way `wrangler deploy` would, without deploying, and reports their
// sizes, so the production bundles stay buildable (Workers limit: 3 MiB gzip on the free plan).
// Before that, every page's first-load JavaScript meets its budget (scripts/bundle-budgets.mjs).
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { checkBundleBudgets } from "./bundle-budgets.mjs";
import { root, run } from "./lib.mjs";

const LIMIT_GZIP = 3 * 1024 * 1024;
run("remix", ["build"]);
// Each page's first-load JavaScript against its budget, from the client build just made.
checkBundleBudgets();
for (const [name, config] of [
  ["storefront", "wrangler.toml"],
  ["api", "api/wrangler.toml"],
]) {
  const outdir = join(root, ".wrangler", "dry-run", name);
  mkdirSync(outdir, { recursive: true });
  run("wrangler", ["deploy", "--dry-run", "--config", config, "--outdir", outdir]);
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(outdir)) {
    const path = join(outdir, file);
    if (!statSync(path).isFile() || file.endsWith(".map")) continue;
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`${name} Worker: ${(raw / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip`);
  if (gzip > LIMIT_GZIP) throw new Error(`${name} Worker exceeds ${LIMIT_GZIP} bytes gzip`);
}
