import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CLIENT_TOKEN_TTL_SECONDS, type ClientSession } from "../../../contract";
import {
  clientGone,
  currentClient,
  firstName,
  logIn,
  logOut,
  requireClient,
  sessionMaxAge,
} from "./client-session.server";
import { merchantSessionStorage, SESSION_MAX_AGE } from "~/lib/platform/session.server";

const clientSession: ClientSession = {
  client: {
    id: 90001,
    name: "Ana Souza",
    email: "ana@example.com",
    cpf: null,
    phone: null,
    birthdate: null,
    birthdate_editable: true,
    notifications: { email: true, sms: false, whatsapp: false },
    should_disconnect: false,
  },
  access_token: "client-token",
  expires_in: CLIENT_TOKEN_TTL_SECONDS,
};

async function newSession() {
  const session = await merchantSessionStorage("bella-napoli", "x".repeat(32)).getSession();
  session.set("visitorId", "v1");
  session.set("accessToken", "visitor-token");
  session.set("accessTokenExpiresAt", Date.now() + 60 * 60_000);
  return session;
}

function contextOf(session: Awaited<ReturnType<typeof newSession>>, customDomain = false) {
  return {
    store: { session, slug: "bella-napoli", customDomain, accessToken: async () => session.get("accessToken") ?? null },
  } as unknown as AppLoadContext;
}

const request = new Request("https://x/bella-napoli/profile?tab=1");

describe("client session", () => {
  it("logs in with the client's token and lives 30 days", async () => {
    const session = await newSession();
    expect(currentClient({ store: { session } })).toBeNull();
    expect(sessionMaxAge(session)).toBe(SESSION_MAX_AGE);
    logIn(session, clientSession);
    expect(currentClient({ store: { session } })).toEqual({ id: 90001, name: "Ana Souza" });
    expect(session.get("accessToken")).toBe("client-token");
    expect(session.get("visitorId")).toBe("v1");
    expect(session.get("accessTokenExpiresAt")).toBeGreaterThan(Date.now() + (CLIENT_TOKEN_TTL_SECONDS - 60) * 1000);
    expect(sessionMaxAge(session)).toBe(CLIENT_TOKEN_TTL_SECONDS);
  });

  it("logs out: no client, the token marked expired, the visitor kept", async () => {
    const session = await newSession();
    logIn(session, clientSession);
    logOut(session);
    expect(currentClient({ store: { session } })).toBeNull();
    expect(session.get("accessTokenExpiresAt")).toBe(0);
    expect(session.get("visitorId")).toBe("v1");
    expect(session.has("accessToken")).toBe(true);
  });

  it("requireClient sends a visitor to login with the return path", async () => {
    const session = await newSession();
    const thrown = await requireClient(contextOf(session), request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/bella-napoli/login?redirectTo=%2Fprofile");
    const onDomain = await requireClient(contextOf(session, true), new Request("https://shop.example/profile")).catch(
      (error: unknown) => error,
    );
    expect((onDomain as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
  });

  it("requireClient gives the client and token when logged in", async () => {
    const session = await newSession();
    logIn(session, clientSession);
    await expect(requireClient(contextOf(session), request)).resolves.toEqual({
      id: 90001,
      name: "Ana Souza",
      token: "client-token",
    });
  });

  it("a 401 logs out and goes to login; should_disconnect logs out and goes home", async () => {
    const session = await newSession();
    logIn(session, clientSession);
    expect(clientGone(contextOf(session), request, { ok: true, data: { should_disconnect: false } })).toBeNull();
    expect(
      clientGone(contextOf(session), request, { ok: false, status: 404, error: { code: "NOT_FOUND", message: "" } }),
    ).toBeNull();
    expect(currentClient({ store: { session } })).not.toBeNull();
    const refused = clientGone(contextOf(session), request, {
      ok: false,
      status: 401,
      error: { code: "UNAUTHORIZED", message: "" },
    });
    expect(refused?.headers.get("Location")).toBe("/bella-napoli/login?redirectTo=%2Fprofile");
    expect(currentClient({ store: { session } })).toBeNull();
    logIn(session, clientSession);
    const flagged = clientGone(contextOf(session), request, { ok: true, data: { should_disconnect: true } });
    expect(flagged?.headers.get("Location")).toBe("/bella-napoli");
    expect(currentClient({ store: { session } })).toBeNull();
  });

  it("shows the first name", () => {
    expect(firstName("  Ana   Souza ")).toBe("Ana");
  });
});
