import { describe, expect, test } from "vitest";
import { parseEnv } from "./env.server";

const secrets = { SESSION_SECRET: "s".repeat(32), CLIENT_SECRET: "c".repeat(16) };
const binding = { fetch: async () => new Response(null) };

describe("parseEnv", () => {
  test("accepts the service binding alone, with the defaults", () => {
    const env = parseEnv({ ...secrets, API: binding });
    expect(env.API).toBe(binding);
    expect(env.API_ORIGIN).toBeUndefined();
    expect(env.API_TIMEOUT_MS).toBe(5000);
    expect(env.APP_HOSTS).toBe("localhost,127.0.0.1");
  });

  test("parses an isolate's bindings once: every request after the first gets the same answer", () => {
    const raw = { ...secrets, API: binding };
    const first = parseEnv(raw);
    expect(parseEnv(raw)).toBe(first);
    expect(parseEnv({ ...raw })).not.toBe(first);
  });

  test("accepts an https API origin on any host", () => {
    expect(parseEnv({ ...secrets, API_ORIGIN: "https://api.comanda.app" }).API_ORIGIN).toBe("https://api.comanda.app");
  });

  test.each(["http://localhost:8797", "http://127.0.0.1:8797", "http://[::1]:8797"])(
    "accepts plain http on the loopback host of %s",
    (origin) => {
      expect(parseEnv({ ...secrets, API_ORIGIN: origin }).API_ORIGIN).toBe(origin);
    },
  );

  test.each([
    "http://api.comanda.app",
    "http://10.0.0.5:8797",
    "http://127.0.0.1.nip.io",
    "http://localhost.comanda.app",
    "ftp://localhost",
    "not a url",
  ])("refuses %s as the API origin", (origin) => {
    expect(() => parseEnv({ ...secrets, API_ORIGIN: origin })).toThrow("Invalid storefront environment: API_ORIGIN");
  });

  test("reads API_TIMEOUT_MS from a wrangler var, which arrives as a string", () => {
    expect(parseEnv({ ...secrets, API: binding, API_TIMEOUT_MS: "1500" }).API_TIMEOUT_MS).toBe(1500);
  });

  test.each(["0", "-1", "1.5", "soon"])("refuses %s as the API timeout", (timeout) => {
    expect(() => parseEnv({ ...secrets, API: binding, API_TIMEOUT_MS: timeout })).toThrow(
      "Invalid storefront environment: API_TIMEOUT_MS",
    );
  });

  test("needs the binding or an origin, and every secret", () => {
    expect(() => parseEnv(secrets)).toThrow("Either the API service binding or API_ORIGIN must be configured");
    expect(() => parseEnv({ CLIENT_SECRET: secrets.CLIENT_SECRET, API: binding })).toThrow("SESSION_SECRET");
  });
});
