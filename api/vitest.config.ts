import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Run from the repository root: `npx vitest run --config api/vitest.config.ts`.
const apiDir = dirname(fileURLToPath(import.meta.url));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(join(apiDir, "migrations"));
  return {
    root: apiDir,
    // As wrangler.toml's [alias]: fflate on this thread (its Web Worker path does not exist in workerd).
    resolve: { alias: [{ find: /^fflate$/, replacement: join(apiDir, "src/upstream/fflate-one-thread.ts") }] },
    plugins: [
      // The image codecs' .wasm (src/photos/resize.ts) live in the repository's node_modules, outside
      // this root: Vite names such a file /@fs/…, which the pool joins to the root and cannot find.
      // Named by its path from the root, the pool loads it as a compiled module, as wrangler does.
      {
        name: "wasm-by-path",
        enforce: "pre" as const,
        async resolveId(
          this: { resolve: (id: string, importer?: string) => Promise<{ id: string } | null> },
          id: string,
          importer?: string,
        ) {
          if (!id.endsWith(".wasm?module")) return null;
          const resolved = await this.resolve(id.slice(0, -"?module".length), importer);
          return resolved ? { id: relative(apiDir, resolved.id), external: true } : null;
        },
      },
      cloudflareTest({
        main: join(apiDir, "src/index.ts"),
        wrangler: { configPath: join(apiDir, "wrangler.toml") },
        miniflare: {
          // Test-only values; real secrets come from `wrangler secret put` (never .dev.vars here).
          bindings: {
            CLIENT_SECRET: "test-client-secret",
            TOKEN_SECRET: "test-token-secret-0123456789abcdef",
            ADMIN_KEY: "test-admin-key-0123456789",
            // The sandbox identity provider's key (an EC P-256 JWK): its issuer and its tokens exist in the tests.
            IDP_SANDBOX_KEY: JSON.stringify({
              kty: "EC",
              crv: "P-256",
              x: "EC3cJjsJfEvo424_apLxJfydrXgLOI2Q4sYHKb-vbEs",
              y: "4TJYPYND0NmtxV_bfWrUnPYqQmrgJjBvl6diJdvNgaI",
              d: "gBbF26k0c5fNdEDTCf4rjZihq9s6mucM3I0_xnlBd6A",
              kid: "test-sandbox-key",
            }),
            // The sandbox error tracker inside the API, every error and trace sent (decision 077).
            SENTRY_DSN: "http://testpublickey@api.internal/provider/error-tracker/1",
            ERROR_REPORTING_SAMPLE_RATE: "1",
            ERROR_TRACKER_SANDBOX: "1",
            // Meta's conversions API answered by the API's sandbox Graph API (decision 076).
            FACEBOOK_CONVERSIONS_TOKEN: "test-graph-token",
            FACEBOOK_GRAPH_URL: "http://api.internal/provider/graph",
            CONVERSIONS_SANDBOX: "1",
            // Merchants' payment credentials encrypted under a test key; Mercado Pago answered by its stand-in (decision 084).
            PAYMENT_CREDENTIALS_KEY: "dGVzdC1wYXltZW50LWNyZWRlbnRpYWxzLWtleS0zMmI=",
            MERCADOPAGO_API_URL: "http://api.internal/provider/mercadopago",
            MERCADOPAGO_SANDBOX: "1",
            WEBHOOKS_ORIGIN: "https://comanda.example",
            // Stores' domains registered at the Cloudflare for SaaS stand-in (decision 109).
            CLOUDFLARE_API_TOKEN: "test-cloudflare-token",
            CLOUDFLARE_ZONE_ID: "test-zone",
            CLOUDFLARE_API_URL: "http://api.internal/provider/cloudflare/client/v4",
            CUSTOM_HOSTNAMES_SANDBOX: "1",
            CUSTOM_DOMAIN_TARGET: "domains.comanda.example",
            PLATFORM_DOMAINS: "comanda.example",
            TEST_MIGRATIONS: migrations,
          },
        },
      }),
    ],
    test: {
      // The routes on real D1. The pure functions' tests next to them (src/**/*.test.ts: pricing,
      // rules, tokens, no binding) run in the unit step (vitest.config.ts), which needs no workerd.
      include: ["test/**/*.test.ts"],
      // Each file starts from the migrated, empty database: the setup file empties the storage
      // (reset()) and applies the migrations before every file.
      setupFiles: [join(apiDir, "test/apply-migrations.ts")],
      // One workerd per Vitest worker, kept for all the files that worker runs (decision 054).
      // With isolation on, every file started a runtime of its own and loaded the API into it
      // through Vite: ~8 s on an idle machine, 13-22 s under load, for files whose tests mostly
      // take a second. Module state is then shared by the files of a runtime: the API keeps none
      // between requests, and the test modules keep nothing a file could see of another's.
      isolate: false,
      // The API's dependencies (date-fns alone is ~300 modules) prebundled into a few files, so
      // that a runtime's first import of the API loads ~140 modules instead of ~770 (measured
      // 17 s -> 7 s under load). A dependency missing here still loads, module by module.
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "date-fns-tz",
              "drizzle-orm",
              "drizzle-orm/batch",
              "drizzle-orm/d1",
              "drizzle-orm/sqlite-core",
              "hono",
              "hono/body-limit",
              "hono/cookie",
              "hono/factory",
              "hono/http-exception",
              "hono/validator",
              "jose",
              "libphonenumber-js/min",
              "zod",
            ],
          },
        },
      },
      // Vitest leaves a core free by default, which on these two-core machines ran the files
      // one at a time.
      maxWorkers: "100%",
      // Vitest's 5 s default failed tests when another engineer's browsers loaded the same two
      // cores (9 in one run); a hang still fails, in half a minute. A test that times out also
      // leaves its work running into the next file of its runtime (the setup file waits for its
      // requests), so here a timeout costs more than a slow test.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
