import { defineConfig } from "drizzle-kit";

// Offline SQL generation only (`npx drizzle-kit generate --config api/drizzle.config.ts --name <what>`);
// wrangler applies the numbered files in migrations/ to D1.
export default defineConfig({
  dialect: "sqlite",
  schema: "./api/src/db/schema.ts",
  out: "./api/migrations",
});
