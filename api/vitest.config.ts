import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Run from the repository root: `npx vitest run --config api/vitest.config.ts`.
const apiDir = dirname(fileURLToPath(import.meta.url));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(join(apiDir, "migrations"));
  return {
    root: apiDir,
    plugins: [
      cloudflareTest({
        main: join(apiDir, "src/index.ts"),
        wrangler: { configPath: join(apiDir, "wrangler.toml") },
        miniflare: {
          // Test-only values; real secrets come from `wrangler secret put` (never .dev.vars here).
          bindings: {
            CLIENT_SECRET: "test-client-secret",
            TOKEN_SECRET: "test-token-secret-0123456789abcdef",
            ADMIN_KEY: "test-admin-key-0123456789",
            TEST_MIGRATIONS: migrations,
          },
        },
      }),
    ],
    test: {
      // The routes on real D1. The pure functions' tests next to them (src/**/*.test.ts: pricing,
      // rules, tokens, no binding) run in the unit step (vitest.config.ts): each file here costs a
      // workerd runtime of its own, ~8 s, for tests of a few milliseconds.
      include: ["test/**/*.test.ts"],
      // Storage is isolated per test file: each file starts from the migrated, empty database.
      setupFiles: [join(apiDir, "test/apply-migrations.ts")],
      // One workerd per test file; Vitest leaves a core free by default, which on these two-core
      // machines ran the files one at a time (332 s; 217 s on both cores).
      maxWorkers: "100%",
    },
  };
});
