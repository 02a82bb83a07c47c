import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { STAFF_ERRORS } from "../../contract/console-staff";
import { ONBOARDING_ERRORS, OWNER_INVITATION_ERRORS, type PlatformMerchant } from "../../contract/onboarding";
import { ok, refusal } from "../../tests/support/route-context";
import { action, loader } from "./[_platform].stores";

/*
 * The platform's store list says where each owner's invitation stands and sends an owner who has
 * not accepted a new one (decision 112), as a plain post: the address typed kept and refused beside
 * its field, a wait said, the API's refusals in words. The form itself: the .page test.
 */

const SESSION_SECRET = "test-session-secret";
const ORIGIN = "https://comanda.example";
const context = (send: unknown) =>
  ({ env: { SESSION_SECRET }, api: { send }, page: { publicOrigin: ORIGIN } }) as unknown as AppLoadContext;
const request = (form?: Record<string, string>, cookie = "", path = "/_platform/stores") =>
  new Request(`${ORIGIN}${path}`, {
    headers: { Cookie: cookie, "Accept-Language": "en" },
    ...(form ? { method: "POST", body: new URLSearchParams(form) } : {}),
  });
const params = {};

const store = (slug: string, invitation: NonNullable<PlatformMerchant["owner"]>["invitation"]): PlatformMerchant => ({
  id: slug.length,
  slug,
  name: `Loja ${slug}`,
  type: "STORE",
  slug_franchise: null,
  country_code: "BRA",
  currency: "BRL",
  timezone: "America/Sao_Paulo",
  language: "pt-BR",
  owner: { name: "Maria Souza", email: `dono@${slug}.test`, invitation },
});
const MERCHANTS = [
  store("pendente", { state: "PENDING", sent_at: "2026-12-01T13:00:00.000Z", expires_at: "2026-12-08T13:00:00.000Z" }),
  store("vencida", { state: "EXPIRED", sent_at: "2026-11-20T13:00:00.000Z", expires_at: "2026-11-27T13:00:00.000Z" }),
  store("aceita", { state: "ACCEPTED", last_login_at: "2026-12-05T22:30:00.000Z" }),
];

async function signedIn(): Promise<string> {
  const response = (await action({
    request: request({ intent: "login", key: "the-key" }),
    context: context(vi.fn(async () => ok({ merchants: [] }))),
    params,
  })) as Response;
  return response.headers.get("Set-Cookie")!.split(";")[0]!;
}

type Answer = {
  data: { form: string; slug: string; errors: Record<string, string>; values: Record<string, string> } & {
    message: string | null;
    count?: number;
  };
  init: { status: number; headers?: HeadersInit };
};

const RESEND = { intent: "resend", slug: "vencida", email: "maria.correta@exemplo.test" };

describe("an owner's invitation on the platform's page", () => {
  it("says where each owner's invitation stands, in the store's zone, and offers a new one only before it is accepted", async () => {
    const cookie = await signedIn();
    const page = await loader({
      request: request(undefined, cookie),
      context: context(vi.fn(async () => ok({ merchants: MERCHANTS }))),
      params,
    });
    const rows = Object.fromEntries((page.merchants ?? []).map((row) => [row.slug, row]));
    expect(rows.pendente).toMatchObject({
      ownerState: "Invitation sent on Dec 1, 2026, 10:00 AM; valid until Dec 8, 2026, 10:00 AM.",
      resendable: true,
    });
    expect(rows.vencida).toMatchObject({
      ownerState: "The invitation expired on Nov 27, 2026, 10:00 AM; the owner has not logged in yet.",
      resendable: true,
    });
    expect(rows.aceita).toMatchObject({
      ownerState: "Invitation accepted; the owner last logged in on Dec 5, 2026, 7:30 PM.",
      resendable: false,
    });
  });

  it("sends it again to the address typed, with the storefront's origin, and says so after the redirect", async () => {
    const cookie = await signedIn();
    const send = vi.fn(async () =>
      ok({ email: RESEND.email, sent_at: "2026-12-07T12:00:00.000Z", expires_at: "2026-12-14T12:00:00.000Z" }),
    );
    const response = (await action({ request: request(RESEND, cookie), context: context(send), params })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/_platform/stores?resent=vencida");
    expect(send).toHaveBeenCalledWith(
      "POST",
      "/platform/merchants/vencida/owner_invitation",
      "the-key",
      expect.anything(),
      {
        email: RESEND.email,
        link_origin: ORIGIN,
      },
    );

    const resent = MERCHANTS.map((merchant) =>
      merchant.slug === "vencida" ? { ...merchant, owner: { ...merchant.owner!, email: RESEND.email } } : merchant,
    );
    const page = await loader({
      request: request(undefined, cookie, "/_platform/stores?resent=vencida"),
      context: context(vi.fn(async () => ok({ merchants: resent }))),
      params,
    });
    expect(page.resent).toEqual({ slug: "vencida", email: RESEND.email });
  });

  it("keeps a bad address beside its field without calling the API, and says the API's refusals", async () => {
    const cookie = await signedIn();
    const send = vi.fn();
    const bad = (await action({
      request: request({ ...RESEND, email: "não é e-mail" }, cookie),
      context: context(send),
      params,
    })) as unknown as Answer;
    expect(bad.init.status).toBe(400);
    expect(bad.data).toMatchObject({
      form: "resend",
      slug: "vencida",
      errors: { email: STAFF_ERRORS.emailInvalid },
      values: { email: "não é e-mail" },
    });
    expect(send).not.toHaveBeenCalled();

    const refused = async (answer: unknown) =>
      (await action({
        request: request(RESEND, cookie),
        context: context(vi.fn(async () => answer)),
        params,
      })) as unknown as Answer;
    const taken = await refused(
      refusal("EMAIL_TAKEN", 422, { errors: [{ field: "email", message: OWNER_INVITATION_ERRORS.emailTaken }] }),
    );
    expect(taken.data.errors).toEqual({ email: OWNER_INVITATION_ERRORS.emailTaken });
    expect(taken.data.values.email).toBe(RESEND.email);

    const soon = await refused(refusal("RATE_LIMITED", 429, { retry_after: 42 }));
    expect(soon.init.status).toBe(429);
    expect(soon.data).toMatchObject({ message: OWNER_INVITATION_ERRORS.tooSoon, count: 42 });
    expect(new Headers(soon.init.headers).get("Retry-After")).toBe("42");

    const notSent = await refused(
      refusal("MAIL_NOT_SENT", 503, { errors: [{ field: "email", message: OWNER_INVITATION_ERRORS.mailNotSent }] }),
    );
    expect(notSent.data).toMatchObject({ errors: {}, message: OWNER_INVITATION_ERRORS.mailNotSent });

    const gone = await refused(
      refusal("NOT_FOUND", 404, { errors: [{ field: "slug", message: OWNER_INVITATION_ERRORS.gone }] }),
    );
    expect(gone.data).toMatchObject({ errors: {}, message: OWNER_INVITATION_ERRORS.gone });

    const down = await refused(refusal("INTERNAL_ERROR", 502));
    expect(down.init.status).toBe(503);
    expect(down.data.message).toBe(ONBOARDING_ERRORS.unavailable);

    const loggedOut = (await action({
      request: request(RESEND, cookie),
      context: context(vi.fn(async () => refusal("UNAUTHORIZED", 401))),
      params,
    })) as Response;
    expect(loggedOut.headers.get("Location")).toBe("/_platform/stores");
    expect(loggedOut.headers.get("Set-Cookie")).toMatch(/__comanda_platform=;/);
  });
});
