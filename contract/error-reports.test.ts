import { describe, expect, it } from "vitest";
import { PRODUCTION_SAMPLE_RATE, errorSampleRate, scrubEvent, scrubText } from "./error-reports";

describe("errorSampleRate", () => {
  it("is the spec's 0.001 unless a rate from 0 to 1 is configured", () => {
    expect(PRODUCTION_SAMPLE_RATE).toBe(0.001);
    expect(errorSampleRate(undefined)).toBe(0.001);
    expect(errorSampleRate("")).toBe(0.001);
    expect(errorSampleRate("lots")).toBe(0.001);
    expect(errorSampleRate("2")).toBe(0.001);
    expect(errorSampleRate("1")).toBe(1);
    expect(errorSampleRate("0")).toBe(0);
  });
});

describe("scrubText", () => {
  it("replaces e-mails, phones, documents, tokens and query values", () => {
    expect(scrubText("no client maria.silva@example.com.br")).toBe("no client [Filtered]");
    expect(scrubText("phone +55 (51) 99876-5432 and CPF 123.456.789-09, CEP 90010-000")).toBe(
      "phone [Filtered] and CPF [Filtered], CEP [Filtered]",
    );
    expect(scrubText("Bearer eyJhbGciOi.J9eyJzdWIi.OiIxMjM0")).toBe("[Filtered]");
    expect(scrubText("key 0123456789abcdef0123456789abcdef")).toBe("key [Filtered]");
    expect(scrubText("GET /pizzaria/checkout?name=Maria&email=x")).toBe(
      "GET /pizzaria/checkout?name=[Filtered]&email=[Filtered]",
    );
  });

  it("keeps what tells where it failed", () => {
    expect(scrubText("TypeError: cart.items is undefined at loader (index.js:12:3456)")).toBe(
      "TypeError: cart.items is undefined at loader (index.js:12:3456)",
    );
  });
});

describe("scrubEvent", () => {
  it("drops the user, cookies, headers, bodies and breadcrumbs, and scrubs every text, keeping the tracker's ids", () => {
    const event = {
      event_id: "0123456789abcdef0123456789abcdef",
      message: "failed for maria@example.com",
      user: { email: "maria@example.com", ip_address: "203.0.113.9" },
      request: {
        url: "https://loja.test/pizzaria/profile?phone=5551998765432",
        method: "GET",
        cookies: { session: "abc" },
        headers: { cookie: "session=abc", authorization: "Bearer x" },
        query_string: "phone=5551998765432",
        data: { name: "Maria Silva" },
      },
      breadcrumbs: [{ message: "console: Maria Silva" }],
      extra: { address: "Rua A, 10" },
      contexts: { trace: { trace_id: "fedcba9876543210fedcba9876543210", span_id: "0123456789abcdef" } },
      exception: {
        values: [
          {
            type: "Error",
            value: "no address for Maria",
            stacktrace: { frames: [{ function: "loader", vars: { name: "Maria" } }] },
          },
        ],
      },
      spans: [
        {
          span_id: "0123456789abcdef",
          data: { "url.full": "https://x.test/a?email=m@x.com", "http.request.header.cookie": "a" },
        },
      ],
    };
    const scrubbed = scrubEvent(event) as Record<string, unknown>;
    const text = JSON.stringify(scrubbed);
    expect(text).not.toMatch(/maria@|Maria Silva|Rua A|5551998765432|session=abc|Bearer|203\.0\.113/);
    expect(scrubbed).toMatchObject({
      event_id: "0123456789abcdef0123456789abcdef",
      message: "failed for [Filtered]",
      request: { url: "https://loja.test/pizzaria/profile?phone=[Filtered]", method: "GET" },
      contexts: { trace: { trace_id: "fedcba9876543210fedcba9876543210" } },
      spans: [{ data: { "url.full": "https://x.test/a?email=[Filtered]" } }],
    });
    expect(scrubbed).not.toHaveProperty("user");
    expect(scrubbed).not.toHaveProperty("breadcrumbs");
    expect(scrubbed).not.toHaveProperty("extra");
  });
});
