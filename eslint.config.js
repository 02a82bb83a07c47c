// ESLint 9 flat config: correctness (typescript-eslint recommended, hooks, a11y), import cycles and
// the architecture's boundaries (docs/architecture.md). Formatting is Prettier's, not ESLint's.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TYPED = process.env.LINT_TYPED === "1";

/**
 * Browser code: what the client bundle ships, components and route modules. The compiler strips a
 * route's loader and action but keeps its module-scope imports, so a route's form schemas live in a
 * `*.server.ts` module its action calls; no page validates in the browser.
 */
const BROWSER = ["app/components/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}"];
const NOT_BROWSER = ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}", "**/*.fixtures.{ts,tsx}"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      ".wrangler/",
      "**/.wrangler/",
      ".cache/",
      "node_modules/",
      "docs/",
      "test-results/",
      "playwright-report/",
      "blob-report/",
      ".tmp/",
      ".scratch/",
      "patches/",
      "api/migrations/",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  ...(TYPED ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended),
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.worker },
      ...(TYPED ? { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } : {}),
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      // Without these import-x reads only .js files, and no-cycle sees no cycle in TypeScript.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.json", "tsconfig.node.json", "api/tsconfig.json", "api/tsconfig.node.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/lib",
              from: "./app/components",
              except: [],
              message:
                "app/lib holds non-UI modules: move the shared piece into app/lib, or the caller into app/components.",
            },
            {
              target: "./api/src/routes",
              from: "./api/src/db",
              message:
                "A router parses, calls one service and replies: put the use case (and its reads and writes) in api/src/services/.",
            },
            {
              target: "./api/src/routes",
              from: "./api/src/routes",
              message: "A router is not a library: move what both routers need into a service, domain/ or http/.",
            },
            {
              target: "./app",
              from: "./api/src",
              message: "The storefront talks to the API over HTTP; share types and schemas through contract/.",
            },
            {
              target: "./api/src",
              from: "./app",
              message: "The API never imports the storefront; share through contract/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Test files may import fixtures and components for the pieces they test.
    files: ["app/lib/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    // One import style in the storefront: a moved file is found by one path, and `../` only leaves app/.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(?!\\.\\./|(contract|locales|tests|api)(/|$))",
              message:
                "Import from app/ as `~/…` (`./x` for a file in the same folder); `../` only leaves app/ (contract, locales, tests, api/seed).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Focus moves on purpose (error summary, a dialog's first field, the page a form returns to); e2e asserts them.
    files: ["**/*.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
  {
    files: BROWSER,
    ignores: NOT_BROWSER,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              allowTypeImports: true,
              message: "Browser code does not ship zod: validate in a *.server.ts module or the route's action.",
            },
          ],
          patterns: [
            {
              regex: "^(\\.\\./)+contract(/index)?$",
              allowTypeImports: true,
              message:
                "The contract's index pulls every zod schema into the client: `import type` it, or import contract/formats, limits or codes.",
            },
            {
              regex: "^(\\.\\./)+contract/(?!formats(/|$)|limits$|codes$|pizza$).+",
              allowTypeImports: true,
              message:
                "Browser code may import contract/formats/*, contract/limits, contract/codes and contract/pizza (no zod there); anything else only as `import type`.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "e2e/**", "*.config.{ts,js}", "api/*.config.ts", "api/seed/**", "tests/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use(...)`, which is no React hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  ...(TYPED ? [{ files: ["**/*.{js,mjs}"], ...tseslint.configs.disableTypeChecked }] : []),
);
