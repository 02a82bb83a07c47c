// Shared by the start, test and benchmark scripts: offline wrangler, local D1, secrets.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");

/** Wrangler without telemetry, update checks or the Request.cf fetch (no internet here). */
export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

/** A project binary from node_modules/.bin, or this Node itself. */
const bin = (name) => (name === "node" ? process.execPath : join(root, "node_modules", ".bin", name));

/** Runs a command to completion, echoing it; throws on failure. */
export function run(command, args, options = {}) {
  const shown = [command, ...args].join(" ");
  if (!options.quiet) console.log(`$ ${shown}`);
  const result = spawnSync(bin(command), args, {
    cwd: root,
    env: options.env ? { ...offlineEnv, ...options.env } : offlineEnv,
    stdio: options.capture ? ["ignore", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (options.capture) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`Command failed (${result.status}): ${shown}`);
  }
  return result.stdout ?? "";
}

/**
 * As run, without blocking: resolves with the command's output (stdout and stderr; only stdout with
 * `options.stdoutOnly`), rejects with all of it on failure. `options.env` adds variables to the
 * offline environment.
 */
export function runAsync(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(bin(command), args, { cwd: root, env: { ...offlineEnv, ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (status) => {
      if (status === 0) resolvePromise(options.stdoutOnly ? stdout : output);
      else reject(new Error(`Command failed (${status}): ${[command, ...args].join(" ")}\n${output}`));
    });
  });
}

/**
 * Local secrets: .dev.vars for the storefront and api/.dev.vars for the API, written with fresh
 * random values when absent (both git-ignored). The two share CLIENT_SECRET.
 */
export function ensureDevVars() {
  const storefrontVars = join(root, ".dev.vars");
  const apiVars = join(root, "api", ".dev.vars");
  const secret = () => randomBytes(32).toString("hex");
  if (!existsSync(storefrontVars)) {
    writeFileSync(storefrontVars, `SESSION_SECRET=${secret()}\nCLIENT_SECRET=${secret()}\n`, { mode: 0o600 });
    console.log("Wrote .dev.vars with fresh random secrets.");
  }
  const clientSecret = /^CLIENT_SECRET=(.+)$/m.exec(readFileSync(storefrontVars, "utf8"))?.[1];
  if (!clientSecret) throw new Error(".dev.vars has no CLIENT_SECRET: delete it to have a new one written.");
  const apiContent = existsSync(apiVars) ? readFileSync(apiVars, "utf8") : "";
  if (/^CLIENT_SECRET=(.+)$/m.exec(apiContent)?.[1] !== clientSecret || !/^TOKEN_SECRET=/m.test(apiContent)) {
    const tokenSecret = /^TOKEN_SECRET=(.+)$/m.exec(apiContent)?.[1] ?? secret();
    writeFileSync(apiVars, `CLIENT_SECRET=${clientSecret}\nTOKEN_SECRET=${tokenSecret}\n`, { mode: 0o600 });
    console.log("Wrote api/.dev.vars (shares CLIENT_SECRET with .dev.vars).");
  }
  // Local only: the API's GET /dev/mail_outbox and the storefront's /_dev/mail show the e-mails the
  // API would send (login codes). Appended to files that predate it; existing secrets are kept.
  for (const file of [storefrontVars, apiVars]) {
    const content = readFileSync(file, "utf8");
    if (!/^MAIL_OUTBOX_READABLE=/m.test(content)) {
      writeFileSync(file, `${content}${content === "" || content.endsWith("\n") ? "" : "\n"}MAIL_OUTBOX_READABLE=1\n`, { mode: 0o600 });
      console.log(`Added MAIL_OUTBOX_READABLE=1 to ${file === apiVars ? "api/.dev.vars" : ".dev.vars"}.`);
    }
  }
  // The merchant-side key of the API's /admin/* (issue 14: `npm run order`, the e2e tests' order
  // moves). Appended to an api/.dev.vars that predates it; an existing key is kept.
  const apiVarsContent = readFileSync(apiVars, "utf8");
  if (!/^ADMIN_KEY=.+$/m.test(apiVarsContent)) {
    writeFileSync(apiVars, `${apiVarsContent}${apiVarsContent === "" || apiVarsContent.endsWith("\n") ? "" : "\n"}ADMIN_KEY=${secret()}\n`, { mode: 0o600 });
    console.log("Added ADMIN_KEY to api/.dev.vars.");
  }
}

/**
 * Applies the API's D1 migrations to the local database, then loads the demo merchants when it is
 * empty; resolves with the merchants (slug, name, custom domains). Asynchronous, so that the
 * storefront's build and the API's bundle run meanwhile (scripts/start.mjs); each command's output
 * is printed once it is done.
 */
export async function prepareDatabase(persistTo) {
  const common = ["DB", "--local", "--persist-to", persistTo, "--config", "api/wrangler.toml"];
  const wrangler = async (args, { quiet = false } = {}) => {
    const output = await runAsync("wrangler", args, { stdoutOnly: quiet });
    if (!quiet) process.stdout.write(`$ wrangler ${args.join(" ")}\n${output}`);
    return output;
  };
  const query = async (sql) => JSON.parse(await wrangler(["d1", "execute", ...common, "--json", "--command", sql], { quiet: true }))[0].results;
  await wrangler(["d1", "migrations", "apply", ...common]);
  const count = (await query("SELECT count(*) AS n FROM merchants"))[0].n;
  if (count === 0) {
    const seedFile = join(persistTo, "demo-seed.sql");
    process.stdout.write(await runAsync("tsx", ["api/seed/write-sql.ts", seedFile]));
    // Quiet: without a terminal, wrangler prints a JSON result for each of the 3730 statements.
    await wrangler(["d1", "execute", ...common, "--file", seedFile], { quiet: true });
    console.log("Loaded the demo merchants.");
  }
  return query(
    "SELECT m.slug AS slug, m.name AS name, (SELECT group_concat(h.host) FROM merchant_hosts h WHERE h.merchant_id = m.id) AS hosts FROM merchants m ORDER BY m.id",
  );
}

/** A port nobody listens on now: two wranglers started together would both take the default 9229. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
