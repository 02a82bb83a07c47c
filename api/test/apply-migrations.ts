import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import "./entrypoint-proxy";
import { settleRequests } from "./helpers";

// Setup files run before each test file. The files of a Vitest worker run one after another in
// its runtime (vitest.config.ts, decision 054), so the file before this one left its rows behind.
// reset() deletes the storage of every Durable Object, D1's included; the migrations then give
// this file the migrated, empty database a runtime of its own used to start with.
const unfinished = await settleRequests(30_000);
if (unfinished > 0)
  console.warn(
    `${unfinished} requests of the previous test file were still running when this file emptied the database`,
  );
await reset();
const TABLES_LEFT =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' LIMIT 1";
const left = await env.DB.prepare(TABLES_LEFT).first<{ name: string }>();
if (left) throw new Error(`reset() left the table ${left.name}: this file would not start from an empty database`);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
