import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { ONBOARDING_ERRORS } from "../../contract/onboarding";
import { CONSOLE_SLUG, consoleCookie, consoleRequest, consoleSessionIn } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import { loader as homeLoader } from "./[_console].$slug._index";
import { action as invitationAction, loader as invitationLoader } from "./[_console].$slug_.invitation";
import { action as resetAction, loader as resetLoader } from "./[_console].$slug_.password-reset";
import { action as staffAction } from "./[_console].$slug.staff";

/* The mailed links' pages, the forgotten password's form and the owner's checklist (decision 108). */

const params = { slug: CONSOLE_SLUG };
const ORIGIN = "https://comanda.example";
const OWNER = { id: 3, name: "Maria Souza", email: "maria@exemplo.test", role: "OWNER" as const };
const ME = {
  staff: OWNER,
  merchant: {
    slug: CONSOLE_SLUG,
    name: "Bella Napoli",
    timezone: "America/Sao_Paulo",
    currency: "BRL",
    country_code: "BRA",
  },
};
const context = (send: unknown, me = vi.fn(async () => ok(ME))) =>
  ({
    env: { SESSION_SECRET: "test-session-secret" },
    api: { send, console: { me } },
    page: { publicOrigin: ORIGIN },
  }) as unknown as AppLoadContext;
const post = (path: string, form: Record<string, string>) =>
  new Request(`https://shop.test/_console/${CONSOLE_SLUG}${path}`, {
    method: "POST",
    headers: { "Accept-Language": "en" },
    body: new URLSearchParams(form),
  });

type Answer = { data: { errors: Record<string, string>; message: string | null }; init: { status: number } };

describe("the invitation's page", () => {
  it("reads the token from the link, and says when there is none", async () => {
    const page = await invitationLoader({
      request: new Request(`https://shop.test/_console/${CONSOLE_SLUG}/invitation?token=abc_-1`),
      context: context(vi.fn()),
      params,
    });
    expect(page.token).toBe("abc_-1");
  });

  it("sets the password, logs the member in with the console's cookie and opens the console's home", async () => {
    const send = vi.fn(async () => ok({ token: "staff-token", expires_in: 3600, staff: OWNER }));
    const response = (await invitationAction({
      request: post("/invitation?token=abc", { intent: "set", token: "abc", password: "senha-nova-1" }),
      context: context(send),
      params,
    })) as Response;
    expect(send).toHaveBeenCalledWith("POST", `/console/${CONSOLE_SLUG}/staff_links/accept`, null, expect.anything(), {
      token: "abc",
      password: "senha-nova-1",
    });
    expect(response.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}`);
    expect(await consoleSessionIn(response.headers.get("Set-Cookie"))).toMatchObject({
      token: "staff-token",
      role: "OWNER",
      storeName: "Bella Napoli",
    });
  });

  it("refuses a short password beside its field without asking the API, and a used link with a way to a new one", async () => {
    const send = vi.fn(async () => refusal("TOKEN_INVALID", 422));
    const short = (await invitationAction({
      request: post("/invitation", { intent: "set", token: "abc", password: "curta" }),
      context: context(send),
      params,
    })) as unknown as Answer;
    expect(short.init.status).toBe(400);
    expect(short.data.errors.password).toBe("console.staff.errors.passwordTooShort");
    expect(send).not.toHaveBeenCalled();

    const used = (await invitationAction({
      request: post("/invitation", { intent: "set", token: "abc", password: "senha-nova-1" }),
      context: context(send),
      params,
    })) as unknown as Answer;
    expect(used.init.status).toBe(422);
    expect(used.data.message).toBe(ONBOARDING_ERRORS.linkUsed);

    const down = (await invitationAction({
      request: post("/invitation", { intent: "set", token: "abc", password: "senha-nova-1" }),
      context: context(vi.fn(async () => refusal("INTERNAL_ERROR", 503))),
      params,
    })) as unknown as Answer;
    expect(down.init.status).toBe(503);
    expect(down.data.message).toBe(ONBOARDING_ERRORS.unavailable);
  });
});

describe("a forgotten password", () => {
  it("shows the e-mail form without a token, the new password's with one", async () => {
    const ask = await resetLoader({
      request: new Request(`https://shop.test/_console/${CONSOLE_SLUG}/password-reset?sent=1`),
      context: context(vi.fn()),
      params,
    });
    expect(ask).toMatchObject({ token: null, sent: true });
    const set = await resetLoader({
      request: new Request(`https://shop.test/_console/${CONSOLE_SLUG}/password-reset?token=xyz`),
      context: context(vi.fn()),
      params,
    });
    expect(set.token).toBe("xyz");
  });

  it("asks for the link with the storefront's origin and says the same thing after", async () => {
    const send = vi.fn(async () => ok(null));
    const response = (await resetAction({
      request: post("/password-reset", { intent: "forgot", email: " Rita@Bella.test " }),
      context: context(send),
      params,
    })) as Response;
    expect(send).toHaveBeenCalledWith("POST", `/console/${CONSOLE_SLUG}/password_reset`, null, expect.anything(), {
      email: "rita@bella.test",
      link_origin: ORIGIN,
    });
    expect(response.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/password-reset?sent=1`);
  });

  it("says to wait when the API limits it, keeping the e-mail typed", async () => {
    const send = vi.fn(async () => refusal("RATE_LIMITED", 429, { retry_after: 600 }));
    const limited = (await resetAction({
      request: post("/password-reset", { intent: "forgot", email: "rita@bella.test" }),
      context: context(send),
      params,
    })) as unknown as Answer & { data: { email: string } };
    expect(limited.init.status).toBe(429);
    expect(limited.data).toMatchObject({ message: ONBOARDING_ERRORS.tooMany, email: "rita@bella.test" });
  });
});

describe("the console's home", () => {
  const checklist = (done: boolean) =>
    ok({ items: { hours: done, menu: true, delivery: false, payments: done, brand: done }, complete: false });

  it("shows the owner of a store not ready what it lacks, each line linked to its settings", async () => {
    const send = vi.fn(async () => checklist(false));
    const page = await homeLoader({
      request: consoleRequest("", await consoleCookie("OWNER")),
      context: context(send),
      params,
    });
    expect(page.items).toEqual([
      { item: "hours", done: false },
      { item: "menu", done: true },
      { item: "delivery", done: false },
      { item: "payments", done: false },
      { item: "brand", done: false },
    ]);
    expect(send).toHaveBeenCalledWith("GET", `/console/${CONSOLE_SLUG}/checklist`, "token-OWNER", expect.anything());
  });

  it("sends staff, a ready store and a checklist that could not be read to the orders", async () => {
    const orders = `/_console/${CONSOLE_SLUG}/orders`;
    const staff = homeLoader({
      request: consoleRequest("", await consoleCookie("STAFF")),
      context: context(vi.fn()),
      params,
    });
    await expect(staff).rejects.toMatchObject({ headers: expect.anything() });
    expect(((await staff.catch((thrown: unknown) => thrown)) as Response).headers.get("Location")).toBe(orders);
    for (const answer of [
      ok({ items: { hours: true, menu: true, delivery: true, payments: true, brand: true }, complete: true }),
      refusal("INTERNAL_ERROR", 503),
    ]) {
      const thrown = (await homeLoader({
        request: consoleRequest("", await consoleCookie("OWNER")),
        context: context(vi.fn(async () => answer)),
        params,
      }).catch((error: unknown) => error)) as Response;
      expect(thrown.headers.get("Location")).toBe(orders);
    }
  });
});

describe("the staff page's invitations", () => {
  const invite = { intent: "invite", name: "Bruno Lima", email: "bruno@bella.test", role: "STAFF" };

  it("invites a member with the storefront's origin and says whether the mail went", async () => {
    for (const [sent, done] of [
      [true, "invited"],
      [false, "invitedNotSent"],
    ] as const) {
      const send = vi.fn(async () =>
        ok({ id: 9, ...invite, created_at: "2026-12-07T10:00:00.000Z", invitation_sent: sent }),
      );
      const response = (await staffAction({
        request: consoleRequest("/staff", await consoleCookie("OWNER"), invite),
        context: context(send),
        params,
      })) as Response;
      expect(send).toHaveBeenCalledWith(
        "POST",
        `/console/${CONSOLE_SLUG}/staff/invitations`,
        "token-OWNER",
        expect.anything(),
        {
          name: "Bruno Lima",
          email: "bruno@bella.test",
          role: "STAFF",
          link_origin: ORIGIN,
        },
      );
      expect(response.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/staff?done=${done}`);
    }
  });

  it("keeps what was typed beside a taken e-mail, and sends a member's invitation again", async () => {
    const taken = vi.fn(async () =>
      refusal("EMAIL_TAKEN", 422, { errors: [{ field: "email", message: "console.staff.errors.emailTaken" }] }),
    );
    const refused = (await staffAction({
      request: consoleRequest("/staff", await consoleCookie("OWNER"), invite),
      context: context(taken),
      params,
    })) as unknown as { data: { form: string; errors: Record<string, string>; values: Record<string, string> } };
    expect(refused.data).toMatchObject({
      form: "invite",
      errors: { email: "console.staff.errors.emailTaken" },
      values: { name: "Bruno Lima", email: "bruno@bella.test" },
    });

    const send = vi.fn(async () => ok(null));
    const again = (await staffAction({
      request: consoleRequest("/staff", await consoleCookie("OWNER"), { intent: "reinvite", id: "9" }),
      context: context(send),
      params,
    })) as Response;
    expect(send).toHaveBeenCalledWith(
      "POST",
      `/console/${CONSOLE_SLUG}/staff/9/invitation`,
      "token-OWNER",
      expect.anything(),
      {
        link_origin: ORIGIN,
      },
    );
    expect(again.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/staff?done=reinvited`);
  });
});
