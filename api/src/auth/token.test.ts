import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  CLIENT_SECRET_KEY_TTL_SECONDS,
  issueAccessToken,
  issueClientSecretKey,
  newVisitorId,
  secretsEqual,
  verifyAccessToken,
  verifyClientSecretKey,
} from "./token";

const SECRET = "unit-test-token-secret";
const VISITOR = "0123456789abcdef0123456789abcdef";
const NOW = new Date("2025-06-11T12:00:00Z");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** Re-encodes the payload of a token with `change` applied, keeping the old signature. */
function tamper(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [payload, signature] = token.split(".") as [string, string];
  const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;
  change(claims);
  const forged = btoa(JSON.stringify(claims)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  return `${forged}.${signature}`;
}

describe("access tokens", () => {
  it("round-trips the slug, an optional client id and session, and a 30-day expiry for a client", async () => {
    const { accessToken, expiresIn } = await issueAccessToken(
      SECRET,
      { slug: "pizzaria", visitorId: "visitor-0123456789", clientId: 42, sessionId: "s1" },
      NOW,
    );
    expect(expiresIn).toBe(2_592_000);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(86_400);
    const claims = await verifyAccessToken(SECRET, accessToken, later(60));
    expect(claims).toEqual({
      typ: "access",
      slug: "pizzaria",
      vid: "visitor-0123456789",
      client_id: 42,
      sid: "s1",
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 2_592_000,
    });
  });

  it("leaves the client id out for an anonymous visitor", async () => {
    const { accessToken } = await issueAccessToken(SECRET, { slug: "pizzaria", visitorId: VISITOR }, NOW);
    expect(await verifyAccessToken(SECRET, accessToken, NOW)).not.toHaveProperty("client_id");
  });

  it("refuses a token without a visitor id", async () => {
    const { accessToken } = await issueAccessToken(SECRET, { slug: "pizzaria", visitorId: VISITOR }, NOW);
    const [payload] = accessToken.split(".") as [string];
    const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;
    expect(claims.vid).toBe(VISITOR);
    expect(
      await verifyAccessToken(
        SECRET,
        tamper(accessToken, (c) => delete c.vid),
        NOW,
      ),
    ).toBeNull();
  });

  it("makes up 32-character visitor ids", () => {
    const [a, b] = [newVisitorId(), newVisitorId()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it("refuses an expired token", async () => {
    const { accessToken } = await issueAccessToken(SECRET, { slug: "pizzaria", visitorId: VISITOR }, NOW);
    expect(await verifyAccessToken(SECRET, accessToken, later(ACCESS_TOKEN_TTL_SECONDS - 1))).not.toBeNull();
    expect(await verifyAccessToken(SECRET, accessToken, later(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
  });

  it("refuses a token whose claims were changed or that another key signed", async () => {
    const { accessToken } = await issueAccessToken(SECRET, { slug: "pizzaria", visitorId: VISITOR }, NOW);
    expect(
      await verifyAccessToken(
        SECRET,
        tamper(accessToken, (c) => (c.slug = "outra")),
        NOW,
      ),
    ).toBeNull();
    expect(
      await verifyAccessToken(
        SECRET,
        tamper(accessToken, (c) => (c.exp = Number(c.exp) + 1e6)),
        NOW,
      ),
    ).toBeNull();
    expect(await verifyAccessToken("another-secret", accessToken, NOW)).toBeNull();
  });

  it("refuses malformed tokens", async () => {
    for (const token of ["", "abc", "a.b.c", "not base64!.sig", ".", "e30.AAAA"]) {
      expect(await verifyAccessToken(SECRET, token, NOW)).toBeNull();
    }
  });

  it("does not accept a client secret key as an access token", async () => {
    const key = await issueClientSecretKey(SECRET, "pizzaria", NOW);
    expect(await verifyAccessToken(SECRET, key, NOW)).toBeNull();
  });
});

describe("client secret keys", () => {
  it("are bound to a slug and live five minutes", async () => {
    const key = await issueClientSecretKey(SECRET, "pizzaria", NOW);
    expect(await verifyClientSecretKey(SECRET, key, later(CLIENT_SECRET_KEY_TTL_SECONDS - 1))).toEqual({
      slug: "pizzaria",
    });
    expect(await verifyClientSecretKey(SECRET, key, later(CLIENT_SECRET_KEY_TTL_SECONDS))).toBeNull();
    expect(CLIENT_SECRET_KEY_TTL_SECONDS).toBe(300);
  });

  it("cannot be forged from an access token", async () => {
    const { accessToken } = await issueAccessToken(SECRET, { slug: "pizzaria", visitorId: VISITOR }, NOW);
    expect(await verifyClientSecretKey(SECRET, accessToken, NOW)).toBeNull();
    const key = await issueClientSecretKey(SECRET, "pizzaria", NOW);
    expect(
      await verifyClientSecretKey(
        SECRET,
        tamper(key, (c) => (c.slug = "outra")),
        NOW,
      ),
    ).toBeNull();
  });
});

describe("secretsEqual", () => {
  it("matches only the identical secret", async () => {
    expect(await secretsEqual("s3cret", "s3cret")).toBe(true);
    expect(await secretsEqual("s3cret", "s3cre")).toBe(false);
    expect(await secretsEqual("s3cret", "S3cret")).toBe(false);
    expect(await secretsEqual("", "s3cret")).toBe(false);
  });
});
