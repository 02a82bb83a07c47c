import { describe, expect, it } from "vitest";
import type { SocialLoginSettings } from "../../../contract";
import type { Env } from "~/lib/platform/env.server";
import { merchantSessionStorage } from "~/lib/platform/session.server";
import { SOCIAL_LOGIN_FORM_ORIGINS } from "~/lib/platform/request-guard";
import {
  appleUserName,
  FORM_POST_CALLBACK,
  formPostToQuery,
  socialSetup,
  takePending,
  type PendingSocialLogin,
} from "./social-login.server";

const env = (extra: Partial<Env> = {}) =>
  ({
    SESSION_SECRET: "s".repeat(32),
    CLIENT_SECRET: "c".repeat(16),
    API_TIMEOUT_MS: 5000,
    APP_HOSTS: "localhost",
    ...extra,
  }) as Env;

const settings = (
  overrides: Partial<{ google: string | null; apple: string | null; facebook: string | null }> = {},
  enabled = true,
): SocialLoginSettings => ({
  apple: { enabled, client_id: overrides.apple ?? null },
  facebook: { enabled, client_id: overrides.facebook ?? null, enabled_android: false, enabled_ios: false },
  google: {
    enabled,
    client_id: overrides.google ?? null,
    client_id_android: null,
    enabled_android: false,
    client_id_ios: null,
    enabled_ios: false,
  },
});

const origin = "http://localhost:8787";

describe("socialSetup: which providers a customer can use", () => {
  it("offers none the merchant has not enabled, nor one without a client id while the sandbox is off", () => {
    expect(
      socialSetup(env({ SOCIAL_LOGIN_SANDBOX: "1" }), settings({}, false), "bella-napoli", "google", origin),
    ).toBeNull();
    expect(socialSetup(env(), settings(), "bella-napoli", "google", origin)).toBeNull();
    expect(socialSetup(env({ SOCIAL_LOGIN_SANDBOX: "1" }), null, "bella-napoli", "google", origin)).toBeNull();
  });

  it("uses the sandbox issuer at this origin, with the store's sandbox client id, when no client id is configured", () => {
    const setup = socialSetup(env({ SOCIAL_LOGIN_SANDBOX: "1" }), settings(), "bella-napoli", "apple", origin);
    expect(setup).toMatchObject({
      sandbox: true,
      clientId: "comanda-sandbox.apple.bella-napoli",
      formPost: true,
      scope: "openid email name",
    });
    expect(setup?.issuer.href).toBe(`${origin}/_provider/oidc/apple`);
  });

  it("uses the real provider once a client id is set, even with the sandbox on, and needs Google's secret and Apple's key", () => {
    const sandboxOn = env({ SOCIAL_LOGIN_SANDBOX: "1" });
    // A Google web client cannot exchange a code without its secret: no button rather than a broken one.
    expect(
      socialSetup(sandboxOn, settings({ google: "123.apps.googleusercontent.com" }), "bella-napoli", "google", origin),
    ).toBeNull();
    const google = socialSetup(
      env({ SOCIAL_LOGIN_SECRETS: JSON.stringify({ "123.apps.googleusercontent.com": "shh" }) }),
      settings({ google: "123.apps.googleusercontent.com" }),
      "bella-napoli",
      "google",
      origin,
    );
    expect(google).toMatchObject({ sandbox: false, clientId: "123.apps.googleusercontent.com" });
    expect(google?.issuer.href).toBe("https://accounts.google.com/");
    expect(
      socialSetup(sandboxOn, settings({ apple: "app.comanda.bella" }), "bella-napoli", "apple", origin),
    ).toBeNull();
    const facebook = socialSetup(env(), settings({ facebook: "4242" }), "bella-napoli", "facebook", origin);
    expect(facebook?.metadata?.token_endpoint).toMatch(/^https:\/\/graph\.facebook\.com\//);
  });

  it("does not take a malformed secrets document for a secret", () => {
    expect(
      socialSetup(
        env({ SOCIAL_LOGIN_SECRETS: "{not json" }),
        settings({ google: "x" }),
        "bella-napoli",
        "google",
        origin,
      ),
    ).toBeNull();
  });
});

describe("takePending: a login's state is used once", () => {
  const pending = (
    state: string,
    provider: PendingSocialLogin["provider"] = "google",
    startedAt = Date.now(),
  ): PendingSocialLogin => ({
    provider,
    state,
    nonce: `n-${state}`,
    verifier: `v-${state}`,
    redirectTo: "/checkout",
    startedAt,
  });

  async function sessionWith(logins: PendingSocialLogin[]) {
    const session = await merchantSessionStorage("bella-napoli", "s".repeat(32)).getSession();
    session.set("socialLogins", JSON.stringify(logins));
    return session;
  }

  it("answers the login of that state once, and keeps the others (a second tab)", async () => {
    const session = await sessionWith([pending("a"), pending("b")]);
    expect(takePending(session, "google", "a")).toMatchObject({ state: "a", nonce: "n-a", redirectTo: "/checkout" });
    expect(takePending(session, "google", "a")).toBeNull();
    expect(takePending(session, "google", "b")).toMatchObject({ state: "b" });
    expect(session.get("socialLogins")).toBeUndefined();
  });

  it("refuses a state of another provider, an unknown or missing state, and a login older than 10 minutes", async () => {
    const session = await sessionWith([pending("a", "apple"), pending("old", "google", Date.now() - 11 * 60_000)]);
    expect(takePending(session, "google", "a")).toBeNull();
    expect(takePending(session, "google", null)).toBeNull();
    expect(takePending(session, "google", "old")).toBeNull();
  });

  it("reads a damaged value as no pending login", async () => {
    const session = await merchantSessionStorage("bella-napoli", "s".repeat(32)).getSession();
    session.set("socialLogins", "{oops");
    expect(takePending(session, "google", "a")).toBeNull();
  });
});

describe("Apple's form_post answer", () => {
  it("matches the Apple callback with or without a slug, and nothing else", () => {
    expect(FORM_POST_CALLBACK.test("/bella-napoli/login/social/apple/callback")).toBe(true);
    expect(FORM_POST_CALLBACK.test("/login/social/apple/callback")).toBe(true);
    expect(FORM_POST_CALLBACK.test("/bella-napoli/login/social/google/callback")).toBe(false);
    expect(FORM_POST_CALLBACK.test("/bella-napoli/login/social/apple/callback/x")).toBe(false);
  });

  it("becomes a GET of the same callback with the code, the state and the name, never the e-mail", async () => {
    const body = new URLSearchParams({
      code: "c0de",
      state: "st4te",
      user: JSON.stringify({
        name: { firstName: "María", lastName: "López" },
        email: "maria@privaterelay.appleid.com",
      }),
    });
    const url = new URL("https://localhost/taqueria-el-guero/login/social/apple/callback");
    const response = await formPostToQuery(new Request(url, { method: "POST", body }), url);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location")!, url);
    expect(location.pathname).toBe(url.pathname);
    expect(Object.fromEntries(location.searchParams)).toEqual({ code: "c0de", state: "st4te", name: "María López" });
  });

  it("reads Apple's user field leniently", () => {
    expect(appleUserName(null)).toBeNull();
    expect(appleUserName("not json")).toBeNull();
    expect(appleUserName(JSON.stringify({ name: { firstName: " ", lastName: "" } }))).toBeNull();
    expect(appleUserName(JSON.stringify({ name: { firstName: "Ana" } }))).toBe("Ana");
  });
});

describe("the page's form-action", () => {
  it("lets the login buttons' redirect reach every real provider's authorization endpoint", async () => {
    // Google's and Apple's come from discovery; these are the endpoints they publish.
    const published = ["https://accounts.google.com/o/oauth2/v2/auth", "https://appleid.apple.com/auth/authorize"];
    const facebook = socialSetup(env(), settings({ facebook: "4242" }), "bella-napoli", "facebook", origin)?.metadata
      ?.authorization_endpoint;
    for (const endpoint of [...published, facebook!])
      expect(SOCIAL_LOGIN_FORM_ORIGINS).toContain(new URL(endpoint).origin);
  });
});
