import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests of the storefront, the contract, the seed data and the API's pure functions (node;
// components opt into happy-dom per file). The API's route tests run inside workerd on real D1:
// api/vitest.config.ts.
//
// Files share their worker's modules (`isolate: false`): importing React, Mantine and Remix again
// for each of 120 files was two thirds of this step (115 s; 30 s shared). A shared module keeps
// what it read of the environment when it was first imported: react-dom, imported first by a node
// file (a loader's test, through @remix-run/react), never saw a `window`, and a later DOM file's
// forms then posted natively, out of React. So the files that ask for happy-dom (the
// `@vitest-environment happy-dom` line they start with) are a project of their own, run as a group
// before the node files, in worker processes of their own: no module crosses between the two.
const root = fileURLToPath(new URL(".", import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
const DOM_PRAGMA = "// @vitest-environment happy-dom";
const folders = ["app", "contract", "api/seed", "api/src", "tests"];
const testFiles = folders.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => `${folder}/${file}`),
);
const domFiles = testFiles.filter((file) => readFileSync(join(root, file), "utf8").startsWith(DOM_PRAGMA));

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    restoreMocks: true,
    isolate: false,
    // Vitest leaves a core free by default: on these two-core machines that ran one file at a time
    // (81 s; 50 s on both cores). `npm test` runs nothing else meanwhile.
    maxWorkers: "100%",
    // Vitest's 5 s default failed a cart test of 0.3 s (5.2 s, its file's first render) while
    // another suite loaded the same two cores. Headroom, not looser checks: a hang still fails.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: "dom", environment: "happy-dom", include: domFiles, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: testFiles.filter((file) => !domFiles.includes(file)),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
