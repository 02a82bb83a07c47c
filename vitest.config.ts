import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests of the storefront, the contract, the seed data and the API's pure functions (node;
// components opt into happy-dom per file). The API's route tests run inside workerd on real D1:
// api/vitest.config.ts.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "contract/**/*.test.ts", "api/seed/**/*.test.ts", "api/src/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    restoreMocks: true,
    // Vitest leaves a core free by default: on these two-core machines that ran one file at a time
    // (81 s; 50 s on both cores). `npm test` runs nothing else meanwhile.
    maxWorkers: "100%",
    // Vitest's 5 s default failed a cart test of 0.3 s (5.2 s, its file's first render) while
    // another suite loaded the same two cores. Headroom, not looser checks: a hang still fails.
    testTimeout: 20_000,
  },
});
