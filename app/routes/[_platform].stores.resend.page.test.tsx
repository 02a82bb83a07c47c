// @vitest-environment happy-dom
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_INVITATION_ERRORS, type PlatformMerchant } from "../../contract/onboarding";
import { platformSessionStorage } from "~/lib/console/platform-session.server";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { ok, refusal } from "../../tests/support/route-context";
import PlatformPage, { action, loader } from "./[_platform].stores";

/* The store list's resend form (decision 112): one plain post per store, its refusal beside that store's field. */

afterEach(cleanup);

const ORIGIN = "https://comanda.example";
const english = { language: "en" as const, t: createTranslator("en", resources.en.common) };
const context = (send: unknown) =>
  ({
    env: { SESSION_SECRET: "test-session-secret" },
    api: { send },
    page: { publicOrigin: ORIGIN },
  }) as unknown as AppLoadContext;

const owner = (slug: string, invitation: NonNullable<PlatformMerchant["owner"]>["invitation"]): PlatformMerchant => ({
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
  owner("pendente", { state: "PENDING", sent_at: "2026-12-01T13:00:00.000Z", expires_at: "2026-12-08T13:00:00.000Z" }),
  owner("vencida", { state: "EXPIRED", sent_at: "2026-11-20T13:00:00.000Z", expires_at: "2026-11-27T13:00:00.000Z" }),
  owner("aceita", { state: "ACCEPTED", last_login_at: "2026-12-05T22:30:00.000Z" }),
];

/** The operator's login cookie and an English browser (happy-dom's requests drop both headers). */
async function asOperator<Args extends Pick<LoaderFunctionArgs, "request">>(args: Args, send: unknown): Promise<Args> {
  const storage = platformSessionStorage(context(send));
  const session = await storage.getSession();
  session.set("key", "the-key");
  const cookie = (await storage.commitSession(session)).split(";")[0]!;
  const headers = {
    get: (name: string) => ({ cookie, "accept-language": "en" })[name.toLowerCase()] ?? args.request.headers.get(name),
  };
  const request = new Proxy(args.request, {
    get: (target, property) => {
      if (property === "headers") return headers;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ...args, request };
}

function renderPage(send: ReturnType<typeof vi.fn>) {
  const Stub = createRemixStub(
    [
      {
        path: "/_platform/stores",
        loader: async (args) => loader(await asOperator(args, send)),
        action: async (args) => action(await asOperator(args, send)),
        Component: PlatformPage,
      },
    ],
    context(send),
  );
  return render(
    <I18nContext.Provider value={english}>
      <Stub initialEntries={["/_platform/stores"]} />
    </I18nContext.Provider>,
  );
}

describe("the store list's resend form", () => {
  it("says each owner's state, and is a plain post per store whose refusal shows beside that store's field", async () => {
    const send = vi.fn(async (method: string) =>
      method === "GET"
        ? ok({ merchants: MERCHANTS })
        : refusal("EMAIL_TAKEN", 422, { errors: [{ field: "email", message: OWNER_INVITATION_ERRORS.emailTaken }] }),
    );
    renderPage(send);
    const field = await screen.findByLabelText("E-mail of the owner of Loja vencida");
    expect(screen.getByText(/^The invitation expired on Nov 27, 2026/)).toBeTruthy();
    expect(screen.getByText("Invitation accepted; the owner last logged in on Dec 5, 2026, 7:30 PM.")).toBeTruthy();
    expect(screen.queryByLabelText("E-mail of the owner of Loja aceita")).toBeNull();
    const form = field.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(within(form).getByDisplayValue("vencida")).toHaveProperty("type", "hidden");

    fireEvent.change(field, { target: { value: "rita@exemplo.test" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Resend invitation" })));
    expect(await within(form).findByText("Someone on this store's team already uses this e-mail.")).toBeTruthy();
    const again = screen.getByLabelText("E-mail of the owner of Loja vencida");
    expect(again).toHaveProperty("value", "rita@exemplo.test");
    expect(again.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(again);
    expect(send).toHaveBeenCalledWith(
      "POST",
      "/platform/merchants/vencida/owner_invitation",
      "the-key",
      expect.anything(),
      { email: "rita@exemplo.test", link_origin: ORIGIN },
    );
    // The other stores' forms are untouched.
    expect(screen.getByLabelText("E-mail of the owner of Loja pendente")).toHaveProperty("value", "dono@pendente.test");
  });
});
