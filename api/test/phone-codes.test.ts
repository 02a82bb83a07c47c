import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  authenticatePhoneResponseSchema,
  clientResponseSchema,
  registerPhoneResponseSchema,
} from "../../contract/clients";
import { CLIENT_IP_HEADER } from "../src/http/rate-limit";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { createApp } from "../src/app";
import { ACCOUNT_AND_IP_LIMITS } from "../src/domain/login-limits";
import { MessageNotSent } from "../src/phone/code-sender";
import { twilioCodeSender } from "../src/phone/twilio";
import { TOKEN_EMAILS_PER_ADDRESS } from "../src/routes/clients";
import { insertClient } from "./client-fixtures";
import { accessTokenFor, call, expectError, getWithToken, seed } from "./helpers";
import { TWILIO_CAPTURE_ORIGIN, twilioCapture } from "./support/twilio-capture";

const SHOP = bellaNapoli.slug; // BRA, pt-BR
const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "twilio-auth-token";

/** A new Brazilian mobile each test: 55, DDD 11, 9 digits. */
function uniquePhone() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { country_code: "55", ddd: "11", number: `9${digits}` };
}
const e164 = (phone: { country_code: string; ddd: string; number: string }) =>
  `+${phone.country_code}${phone.ddd}${phone.number}`;

/** A POST of this store from one IP (each test its own, so their limits never meet). */
async function post(path: string, body: unknown, ip: string, token?: string) {
  return call(`/${SHOP}/clients/registration_tokens/${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token ?? (await accessTokenFor(SHOP))}`,
      "content-type": "application/json",
      [CLIENT_IP_HEADER]: ip,
    },
    body: JSON.stringify(body),
  });
}

/** The newest message in the outbox to that phone. */
const lastMessage = (phone: { country_code: string; ddd: string; number: string }) =>
  env.DB.prepare("SELECT subject, body FROM mail_outbox WHERE to_email = ?1 ORDER BY id DESC LIMIT 1")
    .bind(e164(phone))
    .first<{ subject: string; body: string }>();

async function askCode(phone: ReturnType<typeof uniquePhone>, ip: string): Promise<string> {
  const response = await post("token_phone", { phone }, ip);
  expect(response.status, await response.clone().text()).toBe(200);
  const code = /^(\d{6}) /.exec((await lastMessage(phone))?.body ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const newIp = () => `test-${crypto.randomUUID()}`;

beforeAll(async () => {
  await seed([bellaNapoli]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("phone codes through the local outbox", () => {
  it("sends a code in the store's language, registers a new phone with a name once, and the phone is then a client's", async () => {
    const phone = uniquePhone();
    const ip = newIp();
    const code = await askCode(phone, ip);
    const message = await lastMessage(phone);
    expect(message).toEqual({
      subject: "SMS",
      body: `${code} é seu código para entrar em ${bellaNapoli.name}. Vale por 10 minutos. Não o compartilhe com ninguém.`,
    });

    const anonymous = await accessTokenFor(SHOP);
    const validate = async () =>
      (await (
        await getWithToken(`/${SHOP}/clients/simple_registrations/validate?${new URLSearchParams(phone)}`, anonymous)
      ).json()) as unknown;
    expect(await validate()).toEqual({ data: { registered: false } });

    const checked = await post("authenticate_phone", { phone, token: code }, ip);
    expect(authenticatePhoneResponseSchema.parse(await checked.json()).data).toEqual({
      valid: true,
      registered: false,
      session: null,
    });

    const registered = await post("register_phone", { token: code, client: { name: "  Bia Fonseca ", phone } }, ip);
    expect(registered.status, await registered.clone().text()).toBe(200);
    const session = registerPhoneResponseSchema.parse(await registered.json()).data;
    expect(session.client).toMatchObject({ name: "Bia Fonseca", email: "", phone });
    const own = await getWithToken(`/${SHOP}/clients/${session.client.id}`, session.access_token);
    expect(clientResponseSchema.parse(await own.json()).data.email).toBe("");
    expect(await validate()).toEqual({ data: { registered: true } });

    // The code was used by the registration: a replay registers nothing.
    await expectError(
      await post("register_phone", { token: code, client: { name: "Outra", phone } }, ip),
      422,
      "TOKEN_INVALID",
    );
  });

  it("logs in the client who has the phone, and the code is used once", async () => {
    const phone = uniquePhone();
    const id = await insertClient(bellaNapoli.id, {
      email: `fone-${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone,
    });
    const ip = newIp();
    const code = await askCode(phone, ip);
    const response = await post("authenticate_phone", { phone, token: code }, ip);
    const data = authenticatePhoneResponseSchema.parse(await response.json()).data;
    expect(data).toMatchObject({ valid: true, registered: true });
    expect(data.session?.client.id).toBe(id);
    await expectError(await post("authenticate_phone", { phone, token: code }, ip), 422, "TOKEN_INVALID");
  });

  it("refuses registering a phone a client has (409 PHONE_TAKEN): that client logs in with the code", async () => {
    const phone = uniquePhone();
    await insertClient(bellaNapoli.id, { email: `tomado-${crypto.randomUUID().slice(0, 8)}@example.com`, phone });
    const ip = newIp();
    const code = await askCode(phone, ip);
    await expectError(
      await post("register_phone", { token: code, client: { name: "Intrusa", phone } }, ip),
      409,
      "PHONE_TAKEN",
    );
  });

  it("refuses an expired code and a wrong one, and holds the phone after the login limits' failures", async () => {
    const phone = uniquePhone();
    const ip = newIp();
    const code = await askCode(phone, ip);
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ?2 WHERE email = ?1")
      .bind(e164(phone), Math.floor(Date.now() / 1000) - 1)
      .run();
    await expectError(await post("authenticate_phone", { phone, token: code }, ip), 422, "TOKEN_INVALID");

    const fresh = await askCode(phone, ip);
    const wrong = String((Number(fresh) + 1) % 1_000_000).padStart(6, "0");
    // The expired code was the first failure of this phone from this IP.
    for (let attempt = 2; attempt <= ACCOUNT_AND_IP_LIMITS[0]!.failures; attempt++) {
      await expectError(await post("authenticate_phone", { phone, token: wrong }, ip), 422, "TOKEN_INVALID");
    }
    const held = await post("authenticate_phone", { phone, token: fresh }, ip);
    const refusal = await expectError(held, 429, "RATE_LIMITED");
    expect(refusal.retry_after).toBeGreaterThan(0);
    expect(held.headers.get("retry-after")).toBe(String(refusal.retry_after));
    // Another IP is not held by this one's failures.
    const elsewhere = await post("authenticate_phone", { phone, token: fresh }, newIp());
    expect(authenticatePhoneResponseSchema.parse(await elsewhere.json()).data.registered).toBe(false);
  });

  it("sends at most the e-mail codes' number of codes to one phone in a quarter hour", async () => {
    const phone = uniquePhone();
    for (let sent = 0; sent < TOKEN_EMAILS_PER_ADDRESS; sent++)
      expect((await post("token_phone", { phone }, newIp())).status).toBe(200);
    const refusal = await expectError(await post("token_phone", { phone }, newIp()), 429, "RATE_LIMITED");
    expect(refusal.retry_after).toBeGreaterThan(0);
  });

  it("refuses a phone of another country than the store's on its field", async () => {
    const refusal = await expectError(
      await post("token_phone", { phone: { country_code: "52", ddd: "55", number: "12345678" } }, newIp()),
      400,
      "VALIDATION_ERROR",
    );
    expect(refusal.errors?.map((error) => error.field)).toEqual(["phone"]);
    const short = await expectError(
      await post("token_phone", { phone: { country_code: "55", ddd: "11", number: "123" } }, newIp()),
      400,
      "VALIDATION_ERROR",
    );
    expect(short.errors?.[0]?.field).toMatch(/^phone/);
  });

  it("reads the phone's messages back from the dev outbox only with the flag and the secret", async () => {
    const phone = uniquePhone();
    const code = await askCode(phone, newIp());
    const response = await call(`/dev/mail_outbox?${new URLSearchParams({ phone: e164(phone) })}`, {
      headers: { "client-secret": env.CLIENT_SECRET },
    });
    if (env.MAIL_OUTBOX_READABLE === "1") {
      const body = (await response.json()) as { data: { body: string }[] };
      expect(body.data[0]!.body).toContain(code);
    } else {
      expect(response.status).toBe(404);
    }
  });
});

describe("the Twilio adapter against a stand-in of its documented Messages API", () => {
  const message = { to: "+5511987654321", channel: "sms" as const, text: "123456 é seu código", code: "123456" };

  it("posts the documented form with Basic auth to the account's Messages resource", async () => {
    const capture = twilioCapture(ACCOUNT_SID, AUTH_TOKEN);
    await twilioCodeSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: "+15005550006",
      baseUrl: TWILIO_CAPTURE_ORIGIN,
      fetch: capture.fetch,
    }).send(message);
    expect(capture.requests).toHaveLength(1);
    expect(capture.requests[0]).toMatchObject({
      path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${btoa(`${ACCOUNT_SID}:${AUTH_TOKEN}`)}`,
      contentType: "application/x-www-form-urlencoded",
      form: { To: "+5511987654321", From: "+15005550006", Body: "123456 é seu código" },
      status: 201,
    });
  });

  it("sends by WhatsApp with the approved template and the code as its variable, from a Messaging Service", async () => {
    const capture = twilioCapture(ACCOUNT_SID, AUTH_TOKEN);
    const sender = twilioCodeSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: "MG0123456789abcdef0123456789abcdef",
      whatsappContentSid: "HX0123456789abcdef0123456789abcdef",
      baseUrl: TWILIO_CAPTURE_ORIGIN,
      fetch: capture.fetch,
    });
    expect(sender.channels).toEqual(["sms", "whatsapp"]);
    await sender.send({ ...message, channel: "whatsapp" });
    expect(capture.delivered[0]).toMatchObject({
      to: "whatsapp:+5511987654321",
      messagingServiceSid: "MG0123456789abcdef0123456789abcdef",
      contentSid: "HX0123456789abcdef0123456789abcdef",
      contentVariables: JSON.stringify({ 1: "123456" }),
      body: null,
    });
  });

  it("waits a 429's Retry-After and tries once more; never retries a 5xx or a dropped connection (Twilio has no idempotency key)", async () => {
    const capture = twilioCapture(ACCOUNT_SID, AUTH_TOKEN);
    const sleep = vi.fn(async () => {});
    const sender = twilioCodeSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: "+15005550006",
      baseUrl: TWILIO_CAPTURE_ORIGIN,
      fetch: capture.fetch,
      sleep,
    });
    capture.failNext({ status: 429, code: 20429, retryAfter: 1 });
    await sender.send(message);
    expect(capture.requests.map((request) => request.status)).toEqual([429, 201]);
    expect(sleep).toHaveBeenCalledWith(1000);

    capture.failNext({ status: 500, code: 20500 });
    const failed = await sender.send(message).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(MessageNotSent);
    expect(failed).toMatchObject({ status: 500, providerCode: 20500, attempts: 1 });

    capture.failNext("network");
    expect(await sender.send(message).catch((error: unknown) => error)).toMatchObject({ status: null, attempts: 1 });
    expect(capture.delivered).toHaveLength(1);
  });

  it("refuses with the documented 20003 on wrong credentials", async () => {
    const capture = twilioCapture(ACCOUNT_SID, AUTH_TOKEN);
    const sender = twilioCodeSender({
      accountSid: ACCOUNT_SID,
      authToken: "wrong",
      from: "+15005550006",
      baseUrl: TWILIO_CAPTURE_ORIGIN,
      fetch: capture.fetch,
    });
    expect(await sender.send(message).catch((error: unknown) => error)).toMatchObject({
      status: 401,
      providerCode: 20003,
    });
  });

  describe("POST token_phone with the provider's credentials", () => {
    const providerEnv = {
      ...env,
      SMS_ACCOUNT_SID: ACCOUNT_SID,
      SMS_AUTH_TOKEN: AUTH_TOKEN,
      SMS_FROM: "+15005550006",
      SMS_API_URL: TWILIO_CAPTURE_ORIGIN,
    };

    /** The stand-in answers at SMS_API_URL: the Worker's own fetch reaches it for that origin only. */
    function withProvider() {
      const capture = twilioCapture(ACCOUNT_SID, AUTH_TOKEN);
      const realFetch = globalThis.fetch;
      vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
        new Request(input, init).url.startsWith(`${TWILIO_CAPTURE_ORIGIN}/`)
          ? capture.fetch(input, init)
          : realFetch(input, init),
      );
      const askCode = async (body: unknown) =>
        createApp().request(
          `/${SHOP}/clients/registration_tokens/token_phone`,
          {
            method: "POST",
            headers: {
              authorization: `Bearer ${await accessTokenFor(SHOP)}`,
              "content-type": "application/json",
              [CLIENT_IP_HEADER]: newIp(),
            },
            body: JSON.stringify(body),
          },
          providerEnv,
        );
      return { capture, askCode };
    }

    it("sends the code's SMS through the provider and writes nothing to the outbox; the code then logs in", async () => {
      const { capture, askCode } = withProvider();
      const phone = uniquePhone();
      const response = await askCode({ phone });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(capture.delivered).toHaveLength(1);
      expect(capture.delivered[0]!.to).toBe(e164(phone));
      const code = /^(\d{6}) é seu código para entrar em /.exec(capture.delivered[0]!.body ?? "")?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(await lastMessage(phone)).toBeNull();
      const checked = await post("authenticate_phone", { phone, token: code }, newIp());
      expect(authenticatePhoneResponseSchema.parse(await checked.json()).data.registered).toBe(false);
    });

    it("refuses WhatsApp without an approved template, and answers 503 MESSAGE_NOT_SENT without the number in the log", async () => {
      const { capture, askCode } = withProvider();
      const phone = uniquePhone();
      const whatsapp = await expectError(await askCode({ phone, channel: "whatsapp" }), 400, "VALIDATION_ERROR");
      expect(whatsapp.errors?.[0]?.field).toBe("channel");

      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      capture.failNext({ status: 500, code: 20500 });
      await expectError(await askCode({ phone }), 503, "MESSAGE_NOT_SENT");
      expect(logged).toHaveBeenCalledOnce();
      expect(String(logged.mock.calls[0]![0])).toContain(SHOP);
      expect(String(logged.mock.calls[0]![0])).not.toContain(phone.number);
      expect(capture.delivered).toHaveLength(0);
    });
  });
});
