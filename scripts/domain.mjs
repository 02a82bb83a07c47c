// What Cloudflare decides about a store's own domain once its DNS records are in place, played by
// the API's Cloudflare for SaaS stand-in (decision 109), through the running storefront's /_admin/*
// with the ADMIN_KEY of api/.dev.vars (written by `npm start`).
//
//   npm run domain -- activate <host>   the hostname and its certificate become active
//   npm run domain -- fail <host>       the certificate's validation times out (the CNAME missing)
//   --port N                            port of the storefront (default $PORT or 8787)
// Then "Verificar agora" on the console's Own domain page (or the minute's cron) reads it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root } from "./lib.mjs";

const { values, positionals } = parseArgs({
  options: { port: { type: "string", default: process.env.PORT ?? "8787" }, help: { type: "boolean", short: "h" } },
  allowPositionals: true,
});
const [command, host] = positionals;
if (values.help || !["activate", "fail"].includes(command ?? "") || !host) {
  console.log("Usage: npm run domain -- activate|fail <host> [--port N]");
  process.exit(values.help ? 0 : 2);
}

const varsFile = join(root, "api", ".dev.vars");
const adminKey = existsSync(varsFile) ? /^ADMIN_KEY=(.+)$/m.exec(readFileSync(varsFile, "utf8"))?.[1]?.trim() : null;
if (!adminKey) {
  console.error("api/.dev.vars has no ADMIN_KEY: run `npm start` once to write it.");
  process.exit(1);
}

const url = `http://127.0.0.1:${values.port}/_admin/custom_hostnames/${encodeURIComponent(host)}/${command}`;
let response;
try {
  response = await fetch(url, { method: "POST", headers: { Authorization: `Bearer ${adminKey}` } });
} catch {
  console.error(
    `Nothing answers on port ${values.port}. Is the storefront running (npm start)? Use --port to point at it.`,
  );
  process.exit(1);
}
const text = await response.text();
if (!response.ok) {
  console.error(`Refused (${response.status}): ${text.slice(0, 300)}`);
  process.exit(1);
}
console.log(
  command === "activate"
    ? `${host} is active at the stand-in: "Verificar agora" in the console (or the next minute's cron) serves it.`
    : `${host} failed at the stand-in: "Verificar agora" in the console shows why.`,
);
