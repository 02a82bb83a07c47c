// Shared by the start, test and benchmark scripts: offline wrangler, local D1, secrets.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative, resolve } from "node:path";

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
    const child = spawn(bin(command), args, {
      cwd: root,
      env: { ...offlineEnv, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
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
      writeFileSync(file, `${content}${content === "" || content.endsWith("\n") ? "" : "\n"}MAIL_OUTBOX_READABLE=1\n`, {
        mode: 0o600,
      });
      console.log(`Added MAIL_OUTBOX_READABLE=1 to ${file === apiVars ? "api/.dev.vars" : ".dev.vars"}.`);
    }
  }
  // The merchant-side key of the API's /admin/*: locally the store's moves of orders and tables come
  // from `npm run order` and the e2e tests. Appended to an api/.dev.vars that predates it; an
  // existing key is kept.
  const apiVarsContent = readFileSync(apiVars, "utf8");
  if (!/^ADMIN_KEY=.+$/m.test(apiVarsContent)) {
    writeFileSync(
      apiVars,
      `${apiVarsContent}${apiVarsContent === "" || apiVarsContent.endsWith("\n") ? "" : "\n"}ADMIN_KEY=${secret()}\n`,
      { mode: 0o600 },
    );
    console.log("Added ADMIN_KEY to api/.dev.vars.");
  }
  // Local only: the sandbox identity provider's signing key (the API's /provider/oidc/*, decision 062)
  // and the storefront's switch that sends social logins to it when a store has no client id.
  const apiVarsNow = readFileSync(apiVars, "utf8");
  if (!/^IDP_SANDBOX_KEY=.+$/m.test(apiVarsNow)) {
    const jwk = {
      ...generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" }),
      kid: `sandbox-${randomBytes(6).toString("hex")}`,
    };
    writeFileSync(
      apiVars,
      `${apiVarsNow}${apiVarsNow === "" || apiVarsNow.endsWith("\n") ? "" : "\n"}IDP_SANDBOX_KEY='${JSON.stringify(jwk)}'\n`,
      {
        mode: 0o600,
      },
    );
    console.log("Added IDP_SANDBOX_KEY to api/.dev.vars.");
  }
  const storefrontVarsNow = readFileSync(storefrontVars, "utf8");
  if (!/^SOCIAL_LOGIN_SANDBOX=/m.test(storefrontVarsNow)) {
    writeFileSync(
      storefrontVars,
      `${storefrontVarsNow}${storefrontVarsNow === "" || storefrontVarsNow.endsWith("\n") ? "" : "\n"}SOCIAL_LOGIN_SANDBOX=1\n`,
      {
        mode: 0o600,
      },
    );
    console.log("Added SOCIAL_LOGIN_SANDBOX=1 to .dev.vars.");
  }
  // Local only: both Workers report errors, every one of them, to the API's sandbox error tracker
  // (Sentry's envelope endpoint on the API's internal host, decision 077); /_dev/errors lists them.
  const errorTracker = {
    SENTRY_DSN: "http://sandboxkey@api.internal/provider/error-tracker/1",
    ERROR_REPORTING_SAMPLE_RATE: "1",
    ERROR_TRACKER_SANDBOX: "1",
  };
  // Local only: Meta's conversions API answered by the API's sandbox Graph API, and the platform's
  // own GA4 id beside each store's (decision 076).
  // Local only: the key merchants' payment credentials are encrypted with, written once and kept
  // (a new one would leave stored credentials unreadable), and Mercado Pago answered by the API's
  // stand-in, its notifications sent back to the API (decision 084).
  const sandboxes = [
    [storefrontVars, { ...errorTracker, ANALYTICS_DEFAULT_GA4_ID: "G-COMANDAPLAT" }],
    [
      apiVars,
      {
        ...errorTracker,
        FACEBOOK_CONVERSIONS_TOKEN: "sandbox-graph-token",
        FACEBOOK_GRAPH_URL: "http://api.internal/provider/graph",
        CONVERSIONS_SANDBOX: "1",
        PAYMENT_CREDENTIALS_KEY: randomBytes(32).toString("base64"),
        MERCADOPAGO_API_URL: "http://api.internal/provider/mercadopago",
        MERCADOPAGO_SANDBOX: "1",
        // What charges name as their notification URL; the stand-in delivers by its path, in-process, whatever the port.
        WEBHOOKS_ORIGIN: "http://localhost:8787",
        // Stores' domains registered at the API's Cloudflare for SaaS stand-in (decision 109).
        CLOUDFLARE_API_TOKEN: "sandbox-cloudflare-token",
        CLOUDFLARE_ZONE_ID: "sandbox-zone",
        CLOUDFLARE_API_URL: "http://api.internal/provider/cloudflare/client/v4",
        CUSTOM_HOSTNAMES_SANDBOX: "1",
        CUSTOM_DOMAIN_TARGET: "domains.comanda.localhost",
        PLATFORM_DOMAINS: "comanda.localhost",
      },
    ],
  ];
  for (const [file, vars] of sandboxes) {
    for (const [name, value] of Object.entries(vars)) {
      const content = readFileSync(file, "utf8");
      if (new RegExp(`^${name}=`, "m").test(content)) continue;
      writeFileSync(file, `${content}${content === "" || content.endsWith("\n") ? "" : "\n"}${name}=${value}\n`, {
        mode: 0o600,
      });
      console.log(`Added ${name} to ${file === apiVars ? "api/.dev.vars" : ".dev.vars"}.`);
    }
  }
}

/** The local D1 database of `persistTo` (where `wrangler d1 ... --local --persist-to` keeps it). */
const localD1 = (persistTo) => resolve(root, persistTo, "v3", "d1");

/** Runs wrangler's D1 commands on the local database of `persistTo`. */
function d1Commands(persistTo) {
  const common = ["DB", "--local", "--persist-to", persistTo, "--config", "api/wrangler.toml"];
  const wrangler = async (args, { quiet = false } = {}) => {
    const output = await runAsync("wrangler", args, { stdoutOnly: quiet });
    if (!quiet) process.stdout.write(`$ wrangler ${args.join(" ")}\n${output}`);
    return output;
  };
  const query = async (sql) =>
    JSON.parse(await wrangler(["d1", "execute", ...common, "--json", "--command", sql], { quiet: true }))[0].results;
  return {
    migrate: () => wrangler(["d1", "migrations", "apply", ...common]),
    // Quiet: without a terminal, wrangler prints a JSON result for each of the 3730 statements.
    executeFile: (file) => wrangler(["d1", "execute", ...common, "--file", file], { quiet: true }),
    isEmpty: async () => (await query("SELECT count(*) AS n FROM merchants"))[0].n === 0,
    merchants: () =>
      query(
        "SELECT m.slug AS slug, m.name AS name, (SELECT group_concat(h.host) FROM merchant_hosts h WHERE h.merchant_id = m.id) AS hosts FROM merchants m ORDER BY m.id",
      ),
  };
}

/** Migrates the database of `persistTo` and loads the demo merchants when it has none. */
async function migrateAndSeed(persistTo) {
  const d1 = d1Commands(persistTo);
  await d1.migrate();
  if (await d1.isEmpty()) {
    const seedFile = join(persistTo, "demo-seed.sql");
    process.stdout.write(await runAsync("tsx", ["api/seed/write-sql.ts", seedFile]));
    await d1.executeFile(seedFile);
    console.log("Loaded the demo merchants.");
  }
  return d1;
}

/** Every file under `path` (a folder, recursively, or a file), sorted, relative to the repository. */
const filesUnder = (path) =>
  !existsSync(resolve(root, path))
    ? []
    : !statSync(resolve(root, path)).isDirectory()
      ? [path]
      : readdirSync(resolve(root, path), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => relative(root, join(entry.parentPath, entry.name)))
          .sort();

/**
 * Something made from the repository's files, made once per version of them: `make(folder)` fills
 * a folder under .wrangler/<kind>/ named by the hash of `sources` (files or folders) and later calls
 * reuse it. Made aside and renamed: two servers starting at once may both make it; the first rename
 * wins. Resolves with the folder (relative to the repository).
 */
export async function madeOnce(kind, sources, make) {
  const hash = createHash("sha256");
  for (const file of sources.flatMap(filesUnder)) hash.update(`${file}\0`).update(readFileSync(resolve(root, file)));
  const folder = join(".wrangler", kind, hash.digest("hex").slice(0, 16));
  const done = (dir) => resolve(root, dir, ".complete");
  if (existsSync(done(folder))) return folder;

  const making = `${folder}.making-${process.pid}`;
  rmSync(resolve(root, making), { recursive: true, force: true });
  mkdirSync(resolve(root, making), { recursive: true });
  await make(making);
  writeFileSync(done(making), "");
  try {
    renameSync(resolve(root, making), resolve(root, folder));
  } catch {
    rmSync(resolve(root, making), { recursive: true, force: true });
  }
  // What older sources made is of no further use (a folder still being made has no .complete).
  for (const entry of readdirSync(resolve(root, ".wrangler", kind))) {
    const other = join(".wrangler", kind, entry);
    if (other !== folder && existsSync(done(other))) rmSync(resolve(root, other), { recursive: true, force: true });
  }
  return folder;
}

/**
 * A migrated database with the demo merchants, copied for each fresh start: making it takes wrangler
 * about 30 s (a dozen D1 commands, each starting its own runtime), and the end-to-end tests start
 * four servers from an empty database. Made again when the migrations, the seed, the API code and
 * contract the seed imports, or wrangler change. Resolves with its folder (`v3/d1`, `merchants.json`).
 */
export const demoDatabaseTemplate = () =>
  madeOnce(
    "demo-database",
    ["api/migrations", "api/seed", "api/src", "contract", "node_modules/wrangler/package.json"],
    async (folder) => {
      const d1 = await migrateAndSeed(folder);
      writeFileSync(resolve(root, folder, "merchants.json"), JSON.stringify(await d1.merchants()));
    },
  );

/**
 * The local database of `persistTo`, ready to serve; resolves with the demo merchants (slug, name,
 * custom domains). A new one is a copy of `demoDatabaseTemplate()`; an existing one gets the
 * migrations it lacks (and the demo merchants when it has none). Asynchronous, so that the
 * storefront's build and the API's bundle run meanwhile (scripts/start.mjs).
 */
export async function prepareDatabase(persistTo) {
  if (existsSync(localD1(persistTo))) return (await migrateAndSeed(persistTo)).merchants();
  const template = await demoDatabaseTemplate();
  cpSync(localD1(template), localD1(persistTo), { recursive: true });
  console.log(`Copied the demo database (${template}).`);
  return JSON.parse(readFileSync(resolve(root, template, "merchants.json"), "utf8"));
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

/** The checkout's form of a takeout order paid in cash, no change, as the scripts that place orders post it. */
export const cashOrderForm = ({ idempotencyKey, cartGuid, name }) => ({
  idempotency_key: idempotencyKey,
  cart_guid: cartGuid,
  name,
  phone: "(11) 98765-4321",
  payment: "CASH",
  no_change: "1",
  change_for: "",
  tax_id: "",
  notes: "",
  voucher_code: "",
  intent: "order",
});

/**
 * The demo stores paid through Mercado Pago get their test account at the API's stand-in (decision
 * 084): the API encrypts credentials with its own key, so they are set through it once it is up, not
 * by the seed. A store already set is left alone. Resolves with the slugs paid through Mercado Pago.
 */
export async function connectDemoStandInAccounts(origin) {
  const adminKey = /^ADMIN_KEY=(.+)$/m.exec(readFileSync(join(root, "api", ".dev.vars"), "utf8"))?.[1]?.trim();
  const response = await fetch(`${origin}/_admin/demo/mercadopago_accounts`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminKey}` },
  });
  if (!response.ok) throw new Error(`Connecting the demo stores to the Mercado Pago stand-in: ${response.status}`);
  return new Set((await response.json()).data.stores);
}
