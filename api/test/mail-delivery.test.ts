import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticateEmailResponseSchema } from "../../contract/clients";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { createApp } from "../src/app";
import { type MailMessage, MailNotSent } from "../src/mail/mailer";
import { MAX_ATTEMPTS, resendMailer } from "../src/mail/resend";
import { lastMailedToken } from "./client-fixtures";
import { accessTokenFor, expectError, seed, send } from "./helpers";
import { CAPTURE_ORIGIN, mailCapture } from "./support/mail-capture";

const API_KEY = "re_test_0123456789";
const message: MailMessage = {
  to: "ana@example.com",
  from: `"Bella Napoli" <codigos@mail.example.com>`,
  subject: "123456 é seu código para entrar em Bella Napoli",
  text: "Olá!\n\n123456",
  html: "<p>123456</p>",
  tags: { purpose: "login", merchant: "bella-napoli" },
  idempotencyKey: "token-email/one",
};

function adapter(capture: ReturnType<typeof mailCapture>, apiKey = API_KEY) {
  return resendMailer({ apiKey, baseUrl: CAPTURE_ORIGIN, fetch: capture.fetch });
}

async function failure(promise: Promise<unknown>): Promise<MailNotSent> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MailNotSent);
  return error as MailNotSent;
}

describe("the Resend adapter against a capture of its documented API", () => {
  it("posts the documented JSON with the Bearer key and the idempotency key", async () => {
    const capture = mailCapture(API_KEY);
    await adapter(capture).send({ ...message, replyTo: "loja@example.com" });
    expect(capture.requests).toHaveLength(1);
    expect(capture.requests[0]).toMatchObject({
      authorization: `Bearer ${API_KEY}`,
      contentType: "application/json",
      idempotencyKey: "token-email/one",
      status: 200,
    });
    expect(capture.requests[0]!.body).toEqual({
      from: message.from,
      to: ["ana@example.com"],
      subject: message.subject,
      html: message.html,
      text: message.text,
      reply_to: "loja@example.com",
      tags: [
        { name: "purpose", value: "login" },
        { name: "merchant", value: "bella-napoli" },
      ],
    });
    expect(capture.delivered).toHaveLength(1);
  });

  it("waits the Retry-After of a 429 and sends once, with the same idempotency key on both attempts", async () => {
    const capture = mailCapture(API_KEY);
    capture.failNext({ status: 429, name: "rate_limit_exceeded", retryAfter: 1 });
    await adapter(capture).send(message);
    expect(capture.requests.map((request) => request.status)).toEqual([429, 200]);
    expect(capture.requests.map((request) => request.idempotencyKey)).toEqual(["token-email/one", "token-email/one"]);
    expect(capture.requests[1]!.at - capture.requests[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(capture.delivered).toHaveLength(1);
  });

  it("sends again after a dropped connection or a key still in flight, and the provider keeps one e-mail", async () => {
    const capture = mailCapture(API_KEY);
    capture.failNext("network", { status: 409, name: "concurrent_idempotent_requests" });
    await adapter(capture).send(message);
    expect(capture.requests.map((request) => request.status)).toEqual([0, 409, 200]);
    // A retry that reaches the provider after the first one went through answers the same e-mail.
    await adapter(capture).send(message);
    expect(capture.delivered).toHaveLength(1);
  });

  it("gives up with a typed failure after three 500s", async () => {
    const capture = mailCapture(API_KEY);
    capture.failNext(...Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 500, name: "application_error" })));
    const error = await failure(adapter(capture).send(message));
    expect(error).toMatchObject({ status: 500, providerCode: "application_error", attempts: MAX_ATTEMPTS });
    expect(capture.requests).toHaveLength(MAX_ATTEMPTS);
    expect(capture.delivered).toHaveLength(0);
  });

  it.each([
    [422, "invalid_parameter"],
    [400, "validation_error"],
    [403, "invalid_from_address"],
    [429, "daily_quota_exceeded"],
  ])("never retries a %i %s", async (status, name) => {
    const capture = mailCapture(API_KEY);
    capture.failNext({ status, name });
    const error = await failure(adapter(capture).send(message));
    expect(error).toMatchObject({ status, providerCode: name, attempts: 1 });
    expect(capture.requests).toHaveLength(1);
  });

  it("refuses a wrong key (403) and a field the provider does not take (400) at once", async () => {
    const capture = mailCapture(API_KEY);
    expect(await failure(adapter(capture, "re_wrong").send(message))).toMatchObject({
      status: 403,
      providerCode: "invalid_api_key",
    });
    expect(await failure(adapter(capture).send({ ...message, subject: "" }))).toMatchObject({
      status: 400,
      providerCode: "validation_error",
    });
    expect(capture.requests).toHaveLength(2);
  });

  it("does not wait a Retry-After longer than the request can: the customer asks again instead", async () => {
    const capture = mailCapture(API_KEY);
    capture.failNext({ status: 429, name: "rate_limit_exceeded", retryAfter: 30 });
    const started = Date.now();
    expect(await failure(adapter(capture).send(message))).toMatchObject({ status: 429, attempts: 1 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("POST /{slug}/clients/registration_tokens/token_email", () => {
  const SHOP = bellaNapoli.slug;
  const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const providerEnv = {
    ...env,
    MAIL_API_KEY: API_KEY,
    MAIL_FROM: "codigos@mail.comanda.example",
    MAIL_API_URL: CAPTURE_ORIGIN,
    MAIL_ASSETS_ORIGIN: "https://comanda.example",
  };
  const outboxCount = async (email: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_email = ?1")
      .bind(email)
      .first<{ n: number }>())!.n;

  /** The capture stands at MAIL_API_URL: the Worker's own fetch reaches it for that origin only. */
  function withProvider() {
    const capture = mailCapture(API_KEY);
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      new Request(input, init).url.startsWith(`${CAPTURE_ORIGIN}/`)
        ? capture.fetch(input, init)
        : realFetch(input, init),
    );
    const askCode = async (email: string) =>
      createApp().request(
        `/${SHOP}/clients/registration_tokens/token_email`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${await accessTokenFor(SHOP)}`,
            "content-type": "application/json",
            "x-comanda-client-ip": `test-${crypto.randomUUID()}`,
          },
          body: JSON.stringify({ email }),
        },
        providerEnv,
      );
    return { capture, askCode };
  }

  beforeAll(async () => {
    await seed([bellaNapoli]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("with the provider's key, mails the branded code through it and writes nothing to the outbox", async () => {
    const { capture, askCode } = withProvider();
    const email = uniqueEmail("provedor");
    const response = await askCode(email);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(capture.delivered).toHaveLength(1);
    const mail = capture.delivered[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe(`"${bellaNapoli.name}" <codigos@mail.comanda.example>`);
    const code = /^(\d{6}) é seu código para entrar em /.exec(mail.subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(`<html lang="pt-BR">`);
    expect(mail.html).toContain(`src="https://comanda.example${bellaNapoli.stylizations.logo!.medium}"`);
    expect(mail.tags).toEqual([
      { name: "purpose", value: "login" },
      { name: "merchant", value: SHOP },
    ]);
    expect(await outboxCount(email)).toBe(0);

    const checked = await send(
      "POST",
      `/${SHOP}/clients/registration_tokens/authenticate_email`,
      await accessTokenFor(SHOP),
      { email, token: code },
    );
    expect(authenticateEmailResponseSchema.parse(await checked.json()).data).toMatchObject({
      valid: true,
      registered: false,
    });
  });

  it("answers 503 MAIL_NOT_SENT when the provider keeps failing: the code is stored, the send counted, the outbox empty", async () => {
    const { capture, askCode } = withProvider();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const email = uniqueEmail("falha");
    // The provider's words may quote the address: the log keeps its status and code only.
    capture.failNext(
      ...Array.from({ length: MAX_ATTEMPTS }, () => ({
        status: 503,
        name: "internal_server_error",
        message: `Could not deliver to ${email}`,
      })),
    );
    await expectError(await askCode(email), 503, "MAIL_NOT_SENT");
    expect(capture.requests).toHaveLength(MAX_ATTEMPTS);
    expect(capture.delivered).toHaveLength(0);
    expect(await outboxCount(email)).toBe(0);
    const tokens = await env.DB.prepare("SELECT count(*) AS n FROM email_tokens WHERE email = ?1")
      .bind(email)
      .first<{ n: number }>();
    expect(tokens!.n).toBe(1);
    const counted = await env.DB.prepare("SELECT count FROM auth_counters WHERE key = ?1")
      .bind(`send:address:${bellaNapoli.id}:${email}`)
      .first<{ count: number }>();
    expect(counted!.count).toBe(1);
    // The log names the store and the provider's answer, never the customer's address.
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]![0])).toContain(SHOP);
    expect(String(logged.mock.calls[0]![0])).not.toContain(email);
    expect(String(logged.mock.calls[0]![0])).toContain("status 503 code internal_server_error");

    // Asking again goes through once the provider is back.
    const again = await askCode(email);
    expect(again.status).toBe(200);
    expect(capture.delivered).toHaveLength(1);
  });

  it("without the key, writes the code's mail to the outbox as the local default", async () => {
    const email = uniqueEmail("caixa");
    const response = await send(
      "POST",
      `/${SHOP}/clients/registration_tokens/token_email`,
      await accessTokenFor(SHOP),
      { email },
    );
    expect(response.status).toBe(200);
    const mail = await env.DB.prepare("SELECT subject, body FROM mail_outbox WHERE to_email = ?1")
      .bind(email)
      .first<{ subject: string; body: string }>();
    const code = await lastMailedToken(email);
    expect(mail!.subject).toBe(`${code} é seu código para entrar em ${bellaNapoli.name}`);
    expect(mail!.body).not.toContain("<");
  });
});
