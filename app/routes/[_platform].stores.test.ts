import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { ONBOARDING_ERRORS } from "../../contract/onboarding";
import { ok, refusal } from "../../tests/support/route-context";
import { action, loader } from "./[_platform].stores";

const SESSION_SECRET = "test-session-secret";
const ORIGIN = "https://comanda.example";
const context = (send: unknown) =>
  ({ env: { SESSION_SECRET }, api: { send }, page: { publicOrigin: ORIGIN } }) as unknown as AppLoadContext;
const request = (form?: Record<string, string>, cookie = "") =>
  new Request("https://comanda.example/_platform/stores", {
    headers: { Cookie: cookie, "Accept-Language": "en" },
    ...(form ? { method: "POST", body: new URLSearchParams(form) } : {}),
  });
const params = {};

const STORE = {
  intent: "create",
  name: "Lanchonete da Praça",
  slug: "lanchonete-da-praca",
  country_code: "BRA",
  currency: "BRL",
  timezone: "America/Sao_Paulo",
  language: "pt-BR",
  slug_franchise: "",
  owner_name: "Maria Souza",
  owner_email: "maria@exemplo.test",
};

type Answer = { data: { errors: Record<string, string>; values: Record<string, string>; message: string | null } };

async function signedIn(): Promise<string> {
  const send = vi.fn(async () => ok({ merchants: [] }));
  const response = (await action({
    request: request({ intent: "login", key: "the-key" }),
    context: context(send),
    params,
  })) as Response;
  expect(response.status).toBe(302);
  const cookie = response.headers.get("Set-Cookie")!;
  expect(cookie).toMatch(/^__comanda_platform=/);
  expect(cookie).toMatch(/Path=\/_platform/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Secure/);
  expect(cookie).toMatch(/SameSite=Strict/);
  expect(send).toHaveBeenCalledWith("GET", "/platform/merchants", "the-key", expect.anything());
  return cookie.split(";")[0]!;
}

describe("the platform's page", () => {
  it("asks for the key, refuses a wrong one beside its field, and keeps a right one in its own cookie", async () => {
    const none = await loader({ request: request(), context: context(vi.fn()), params });
    expect(none.signedIn).toBe(false);
    const wrong = (await action({
      request: request({ intent: "login", key: "nope" }),
      context: context(vi.fn(async () => refusal("UNAUTHORIZED", 401))),
      params,
    })) as unknown as Answer & { init: { status: number } };
    expect(wrong.init.status).toBe(401);
    expect(wrong.data.errors).toEqual({ key: ONBOARDING_ERRORS.keyWrong });
    await signedIn();
  });

  it("creates a store with the storefront's origin for the invitation's link, and says so after the redirect", async () => {
    const cookie = await signedIn();
    const send = vi.fn(async () => ok({ slug: STORE.slug, invitation_sent: true }));
    const response = (await action({ request: request(STORE, cookie), context: context(send), params })) as Response;
    expect(response.headers.get("Location")).toBe(`/_platform/stores?created=${STORE.slug}&sent=1`);
    const { intent: _, slug_franchise: __, ...store } = STORE;
    expect(send).toHaveBeenCalledWith("POST", "/platform/merchants", "the-key", expect.anything(), {
      ...store,
      slug_franchise: null,
      link_origin: ORIGIN,
    });
  });

  it("keeps what was typed beside each refusal: its own rules first, then the API's", async () => {
    const cookie = await signedIn();
    const send = vi.fn(async () =>
      refusal("VALIDATION_ERROR", 422, { errors: [{ field: "slug", message: ONBOARDING_ERRORS.slugTaken }] }),
    );
    const bad = (await action({
      request: request({ ...STORE, slug: "Nova Loja!", currency: "MXN" }, cookie),
      context: context(send),
      params,
    })) as unknown as Answer;
    expect(bad.data.errors).toEqual({
      slug: ONBOARDING_ERRORS.slugInvalid,
      currency: ONBOARDING_ERRORS.currencyInvalid,
    });
    expect(bad.data.values).toMatchObject({ slug: "Nova Loja!", name: STORE.name, owner_email: STORE.owner_email });
    expect(send).not.toHaveBeenCalled();

    const taken = (await action({
      request: request(STORE, cookie),
      context: context(send),
      params,
    })) as unknown as Answer;
    expect(taken.data.errors).toEqual({ slug: ONBOARDING_ERRORS.slugTaken });
  });

  it("says the API did not answer, keeping the form", async () => {
    const cookie = await signedIn();
    const down = (await action({
      request: request(STORE, cookie),
      context: context(vi.fn(async () => refusal("INTERNAL_ERROR", 503))),
      params,
    })) as unknown as Answer;
    expect(down.data.message).toBe(ONBOARDING_ERRORS.unavailable);
    expect(down.data.values.name).toBe(STORE.name);
  });
});
