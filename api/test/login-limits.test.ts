import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authenticateEmailResponseSchema } from "../../contract/clients";
import { ACCOUNT_AND_IP_LIMITS, ACCOUNT_LIMITS } from "../src/domain/login-limits";
import { insertClient, lastMailedToken, PASSWORD, sendFrom } from "./client-fixtures";
import { fixtureMerchants, pizzeria } from "./fixtures";
import { accessTokenFor, expectError, seed } from "./helpers";

/*
 * The login limits of docs/decisions/044 on real D1: a shared IP (carrier NAT, café Wi-Fi) lets
 * its many customers in, a locked account holds nobody else, and the wait said is the real one.
 * Time passes by moving the counters' windows back, as the cron and the other limit tests do.
 */

const SHOP = pizzeria.slug;
const SHOP_ID = pizzeria.id;
const OTHER = "test-loja-se";

const [FIRST_STEP, SECOND_STEP] = ACCOUNT_AND_IP_LIMITS as [
  (typeof ACCOUNT_AND_IP_LIMITS)[number],
  (typeof ACCOUNT_AND_IP_LIMITS)[number],
];
const ACCOUNT_FAILURES = ACCOUNT_LIMITS[0]!.failures;

const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const uniqueIp = (label: string) => `203.0.113.${label}-${crypto.randomUUID().slice(0, 8)}`;

// Every login hashes a password (PBKDF2, slow on purpose), and these tests log in hundreds of times.
vi.setConfig({ testTimeout: 120_000 });

let token: string;
beforeAll(async () => {
  await seed(fixtureMerchants);
  token = await accessTokenFor(SHOP);
});

const loginFrom = async (ip: string, email: string, password: string, slug = SHOP) =>
  sendFrom(ip, "POST", `/${slug}/clients/login`, slug === SHOP ? token : await accessTokenFor(slug), {
    email,
    password,
  });
const codeFrom = (ip: string, email: string, code: string) =>
  sendFrom(ip, "POST", `/${SHOP}/clients/registration_tokens/authenticate_email`, token, { email, token: code });
const retryAfter = (response: Response) => Number(response.headers.get("Retry-After"));

/** Moves the failure counters of `email` from `ip` (and the account's own) `seconds` into the past. */
async function timePasses(seconds: number, email: string, ip: string) {
  const prefixes = [`fail:account-ip:${SHOP_ID}:${ip}:${email}:`, `fail:account:${SHOP_ID}:${email}:`];
  const statement = env.DB.prepare(
    "UPDATE auth_counters SET window_start = window_start - ?2 WHERE substr(key, 1, length(?1)) = ?1",
  );
  await env.DB.batch(prefixes.map((prefix) => statement.bind(prefix, seconds)));
}

async function wrongPasswords(ip: string, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    await expectError(await loginFrom(ip, email, `errada-${attempt}-x`), 401, "INVALID_PASSWORD");
  }
}

describe("one shared IP", () => {
  it("lets 50 customers in with the right password after two wrong ones each", async () => {
    const nat = uniqueIp("nat");
    const emails = Array.from({ length: 50 }, (_, index) => uniqueEmail(`nat-${index}`));
    for (const email of emails) await insertClient(SHOP_ID, { email });
    // Every typo first, as on a busy evening: the IP holds 100 failures before anyone gets in.
    for (const typo of ["errada-um", "errada-dois"]) {
      const statuses = await Promise.all(emails.map(async (email) => (await loginFrom(nat, email, typo)).status));
      expect(statuses.every((status) => status === 401)).toBe(true);
    }
    const statuses = await Promise.all(emails.map(async (email) => (await loginFrom(nat, email, PASSWORD)).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
  });

  it("lets 50 customers in by e-mail code after two wrong codes each", async () => {
    const nat = uniqueIp("nat-code");
    const emails = Array.from({ length: 50 }, (_, index) => uniqueEmail(`nat-code-${index}`));
    for (const email of emails) await insertClient(SHOP_ID, { email });
    const codes = new Map<string, string>();
    for (const email of emails) {
      const sent = await sendFrom(nat, "POST", `/${SHOP}/clients/registration_tokens/token_email`, token, { email });
      expect(sent.status, await sent.clone().text()).toBe(200);
      codes.set(email, (await lastMailedToken(email))!);
    }
    for (const round of [1, 2]) {
      const statuses = await Promise.all(
        emails.map(
          async (email) =>
            (await codeFrom(nat, email, codes.get(email) === `00000${round}` ? "999999" : `00000${round}`)).status,
        ),
      );
      expect(statuses.every((status) => status === 422)).toBe(true);
    }
    const answers = await Promise.all(emails.map((email) => codeFrom(nat, email, codes.get(email)!)));
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(50);
    const body = authenticateEmailResponseSchema.parse(await answers[49]!.json());
    expect(body.data.session?.client.email).toBe(emails[49]);
  });

  it("keeps the failures of one merchant from an IP away from another merchant", async () => {
    const ip = uniqueIp("two-shops");
    const email = uniqueEmail("duas-lojas");
    await insertClient(SHOP_ID, { email });
    await wrongPasswords(ip, email, FIRST_STEP.failures);
    await expectError(await loginFrom(ip, email, PASSWORD), 429, "RATE_LIMITED");
    // The same e-mail at another store is another account: nothing of the first counts there.
    await expectError(await loginFrom(ip, email, PASSWORD, OTHER), 401, "INVALID_CREDENTIALS");
  });
});

describe(`${FIRST_STEP.failures} wrong passwords on one account`, () => {
  it("lock that account only, from that IP only, for at most a minute", async () => {
    const ip = uniqueIp("lock");
    const email = uniqueEmail("bloqueada");
    const neighbour = uniqueEmail("vizinha");
    await insertClient(SHOP_ID, { email });
    await insertClient(SHOP_ID, { email: neighbour });
    await wrongPasswords(ip, email, FIRST_STEP.failures);

    const refused = await loginFrom(ip, email, PASSWORD);
    await expectError(refused, 429, "RATE_LIMITED");
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(FIRST_STEP.windowSeconds);
    // A code for that account from that IP waits as well.
    await expectError(await codeFrom(ip, email, "123456"), 429, "RATE_LIMITED");
    // Another account on the same IP logs in with its right password.
    expect((await loginFrom(ip, neighbour, PASSWORD)).status).toBe(200);
    // The same account from a second IP is not held: its failures stay below the account-wide limit.
    expect((await loginFrom(uniqueIp("second"), email, PASSWORD)).status).toBe(200);
  });

  it("guesses sent all at once from one IP still get only that many tries", async () => {
    const ip = uniqueIp("parallel");
    const email = uniqueEmail("paralelo");
    await insertClient(SHOP_ID, { email });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => (await loginFrom(ip, email, `chute-${index}-x`)).status),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(FIRST_STEP.failures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - FIRST_STEP.failures);
  });

  it("a right password uses up no attempt and forgives the account's earlier mistakes", async () => {
    const ip = uniqueIp("forgive");
    const email = uniqueEmail("acerta");
    await insertClient(SHOP_ID, { email });
    await wrongPasswords(ip, email, FIRST_STEP.failures - 1);
    for (let logins = 0; logins < FIRST_STEP.failures + 2; logins += 1)
      expect((await loginFrom(ip, email, PASSWORD)).status).toBe(200);
    await wrongPasswords(ip, email, FIRST_STEP.failures);
    await expectError(await loginFrom(ip, email, PASSWORD), 429, "RATE_LIMITED");
  });
});

describe("the wait", () => {
  it("is the real time left, shrinks as time passes, and is not made longer by asking while locked", async () => {
    const ip = uniqueIp("clock");
    const email = uniqueEmail("relogio");
    await insertClient(SHOP_ID, { email });
    await wrongPasswords(ip, email, FIRST_STEP.failures);
    const first = retryAfter(await loginFrom(ip, email, PASSWORD));
    expect(first).toBeGreaterThan(FIRST_STEP.windowSeconds - 10);
    for (let asked = 0; asked < 5; asked += 1)
      await expectError(await loginFrom(ip, email, PASSWORD), 429, "RATE_LIMITED");

    await timePasses(25, email, ip);
    const later = await loginFrom(ip, email, PASSWORD);
    await expectError(later, 429, "RATE_LIMITED");
    expect(retryAfter(later)).toBeGreaterThanOrEqual(first - 27);
    expect(retryAfter(later)).toBeLessThanOrEqual(first - 24);

    await timePasses(FIRST_STEP.windowSeconds, email, ip);
    expect((await loginFrom(ip, email, PASSWORD)).status).toBe(200);
  });

  it("grows with more failures: a minute first, then the rest of a quarter hour", async () => {
    const ip = uniqueIp("grow");
    const email = uniqueEmail("cresce");
    await insertClient(SHOP_ID, { email });
    await wrongPasswords(ip, email, FIRST_STEP.failures);
    expect(retryAfter(await loginFrom(ip, email, PASSWORD))).toBeLessThanOrEqual(FIRST_STEP.windowSeconds);

    await timePasses(FIRST_STEP.windowSeconds, email, ip);
    await wrongPasswords(ip, email, SECOND_STEP.failures - FIRST_STEP.failures);
    const longer = await loginFrom(ip, email, PASSWORD);
    await expectError(longer, 429, "RATE_LIMITED");
    expect(retryAfter(longer)).toBeGreaterThan(FIRST_STEP.windowSeconds);
    expect(retryAfter(longer)).toBeLessThanOrEqual(SECOND_STEP.windowSeconds - FIRST_STEP.windowSeconds);
  });
});

describe("guesses at one account from many IPs", () => {
  it(`hold that account after ${ACCOUNT_FAILURES} failures for at most a quarter hour, never where its owner logged in from`, async () => {
    const email = uniqueEmail("alvo");
    const home = uniqueIp("home");
    await insertClient(SHOP_ID, { email });
    expect((await loginFrom(home, email, PASSWORD)).status).toBe(200);

    const guessers = ACCOUNT_FAILURES / FIRST_STEP.failures;
    for (let guesser = 0; guesser < guessers; guesser += 1)
      await wrongPasswords(uniqueIp(`guesser-${guesser}`), email, FIRST_STEP.failures);

    const elsewhere = await loginFrom(uniqueIp("new-phone"), email, PASSWORD);
    await expectError(elsewhere, 429, "RATE_LIMITED");
    expect(retryAfter(elsewhere)).toBeGreaterThan(FIRST_STEP.windowSeconds);
    expect(retryAfter(elsewhere)).toBeLessThanOrEqual(ACCOUNT_LIMITS[0]!.windowSeconds);
    // Other accounts are not held.
    const other = uniqueEmail("outra");
    await insertClient(SHOP_ID, { email: other });
    expect((await loginFrom(uniqueIp("other"), other, PASSWORD)).status).toBe(200);
    // The owner, from where they logged in before, gets in; that forgives the guesses.
    expect((await loginFrom(home, email, PASSWORD)).status).toBe(200);
    expect((await loginFrom(uniqueIp("new-phone-2"), email, PASSWORD)).status).toBe(200);
  });

  it("sent all at once still get only the account-wide number of tries", async () => {
    const email = uniqueEmail("distribuido");
    await insertClient(SHOP_ID, { email });
    const statuses = await Promise.all(
      Array.from(
        { length: ACCOUNT_FAILURES + 8 },
        async (_, index) => (await loginFrom(uniqueIp(`bot-${index}`), email, `chute-${index}-x`)).status,
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });
});
