import { describe, expect, it } from "vitest";
import type { SocialLoginSettings } from "../../contract";
import { merchantSessionStorage } from "~/lib/platform/session.server";
import { storeContext, strictApi } from "../../tests/support/route-context";
import { loader as loginPage } from "./($slug).login._index";
import { action as start } from "./($slug).login.social.$provider";
import { loader as callback } from "./($slug).login.social.$provider_.callback";

// The pages around the provider; the whole round with the sandbox issuer is e2e/social-login.spec.ts.

const settings: SocialLoginSettings = {
  apple: { enabled: false, client_id: null },
  facebook: { enabled: true, client_id: null, enabled_android: false, enabled_ios: false },
  google: {
    enabled: true,
    client_id: null,
    client_id_android: null,
    enabled_android: false,
    client_id_ios: null,
    enabled_ios: false,
  },
};

const env = (sandbox: boolean) => ({ SOCIAL_LOGIN_SANDBOX: sandbox ? "1" : undefined, API_TIMEOUT_MS: 5000 });

async function context({ sandbox = true, stored = {} }: { sandbox?: boolean; stored?: Record<string, string> } = {}) {
  const session = await merchantSessionStorage("bella-napoli", "s".repeat(32)).getSession();
  for (const [key, value] of Object.entries(stored)) session.set(key as "socialLogins", value);
  const api = strictApi({ read: async (name: unknown) => (name === "social_login_settings" ? settings : null) });
  return { session, context: storeContext({ api, env: env(sandbox), store: { session } }) };
}

const args = (context: unknown, url: string, params: Record<string, string> = {}, method = "GET") =>
  ({
    request: new Request(url, { method, body: method === "POST" ? new FormData() : undefined }),
    context,
    params,
  }) as never;

describe("the login page's social buttons", () => {
  it("offers the providers the store enabled, each posting to its start with redirectTo kept", async () => {
    const { context: ctx } = await context();
    const data = (await loginPage(args(ctx, "https://localhost/bella-napoli/login?redirectTo=%2Fcart"))) as {
      social: unknown;
    };
    expect(data.social).toEqual([
      { provider: "google", href: "/bella-napoli/login/social/google?redirectTo=%2Fcart" },
      { provider: "facebook", href: "/bella-napoli/login/social/facebook?redirectTo=%2Fcart" },
    ]);
  });

  it("offers none without client ids when the sandbox is off (a deploy that has not configured them)", async () => {
    const { context: ctx } = await context({ sandbox: false });
    const data = (await loginPage(args(ctx, "https://localhost/bella-napoli/login"))) as { social: unknown };
    expect(data.social).toEqual([]);
  });
});

describe("coming back without a login to finish", () => {
  it("a callback whose state this browser is not waiting for goes to the login page, which says so once", async () => {
    const { session, context: ctx } = await context();
    const response = (await callback(
      args(ctx, "https://localhost/bella-napoli/login/social/google/callback?code=abc&state=forged", {
        provider: "google",
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/bella-napoli/login");

    const page = (await loginPage(args(ctx, "https://localhost/bella-napoli/login"))) as { notice: unknown };
    expect(page.notice).toEqual({ key: "auth.social.errors.expired", provider: "google", count: 0 });
    expect(session.get("error")).toBeUndefined();
  });

  it("a provider the store does not offer is not started, and the customer keeps where they were going", async () => {
    const { session, context: ctx } = await context();
    const response = (await start(
      args(
        ctx,
        "https://localhost/bella-napoli/login/social/apple?redirectTo=%2Fcheckout",
        { provider: "apple" },
        "POST",
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/bella-napoli/login?redirectTo=%2Fcheckout");
    expect(JSON.parse(String(session.get("error")))).toMatchObject({
      key: "auth.social.errors.unavailable",
      provider: "apple",
    });
    expect(session.get("socialLogins")).toBeUndefined();
  });

  it("an unknown provider is a 404", async () => {
    const { context: ctx } = await context();
    await expect(
      start(args(ctx, "https://localhost/bella-napoli/login/social/myspace", { provider: "myspace" }, "POST")),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
