import { describe, expect, it, vi } from "vitest";
import { merchantSessionStorage } from "~/lib/platform/session.server";
import { ok, PHONE, phoneClientSession, refusal, storeContext, strictApi } from "../../tests/support/route-context";
import { action, loader } from "./($slug).login.phone";

// The phone login on real posts and a real session; the whole walk is e2e/phone-login.spec.ts.

async function visitor(api: Record<string, (...args: never[]) => Promise<unknown>>) {
  const session = await merchantSessionStorage("bella-napoli", "s".repeat(32)).getSession();
  const context = storeContext({
    api: strictApi(api as Record<string, (...args: unknown[]) => Promise<unknown>>),
    store: { session },
  });
  const url = "https://shop.test/bella-napoli/login/phone?redirectTo=%2Fcheckout";
  const post = (fields: Record<string, string>) =>
    action({ request: new Request(url, { method: "POST", body: new URLSearchParams(fields) }), context, params: {} });
  const page = (query = "&step=code") =>
    loader({ request: new Request(`${url}${query}`), context, params: {} }) as Promise<{
      step: string;
      phone: string | null;
      registered: boolean;
    }>;
  return { session, post, page };
}

const errorsOf = (result: unknown) =>
  (
    result as {
      data: { reply: { error?: Record<string, string[]> }; message: string | null };
      init: { status: number };
    }
  ).data;

describe("/login/phone", () => {
  it("sends the code to a new phone, then asks a name and registers with it, back to where the customer was", async () => {
    const tokenPhone = vi.fn(async () => ok({ sent: true }));
    const registerPhone = vi.fn(async () => ok(phoneClientSession()));
    const customer = await visitor({
      simpleRegistration: async () => ok({ registered: false }),
      tokenPhone,
      registerPhone,
    });
    const sent = (await customer.post({ intent: "send", phone: "(11) 98765-4321" })) as Response;
    expect(sent.headers.get("Location")).toBe("/bella-napoli/login/phone?redirectTo=%2Fcheckout&step=code");
    expect(tokenPhone).toHaveBeenCalledWith("bella-napoli", "token", { phone: PHONE });
    expect(await customer.page()).toMatchObject({ step: "code", phone: "(11) 98765-4321", registered: false });

    const nameless = errorsOf(await customer.post({ intent: "verify", token: "123456" }));
    expect(nameless.reply.error?.name).toEqual(["validation.required"]);
    expect(registerPhone).not.toHaveBeenCalled();

    const done = (await customer.post({ intent: "verify", token: "123456", name: "Bia Fonseca" })) as Response;
    expect(registerPhone).toHaveBeenCalledWith("bella-napoli", "token", {
      token: "123456",
      client: { name: "Bia Fonseca", phone: PHONE },
    });
    expect(done.headers.get("Location")).toBe("/bella-napoli/checkout");
    expect(customer.session.get("clientId")).toBe("8");
    expect(customer.session.get("pendingCode")).toBeUndefined();
  });

  it("logs a known phone in with the code; a wrong code, too many tries and an SMS not sent are said where they belong", async () => {
    const answers = [
      refusal("TOKEN_INVALID"),
      refusal("RATE_LIMITED", 429, { retry_after: 120 }),
      ok({ valid: true, registered: true, session: phoneClientSession({ name: "Ana" }) }),
    ];
    const authenticatePhone = vi.fn(async () => answers.shift()!);
    const sends = [refusal("MESSAGE_NOT_SENT", 503), ok({ sent: true })];
    const customer = await visitor({
      simpleRegistration: async () => ok({ registered: true }),
      tokenPhone: async () => sends.shift()!,
      authenticatePhone,
    });

    const notSent = errorsOf(await customer.post({ intent: "send", phone: "(11) 98765-4321" }));
    expect(notSent.message).toBe("auth.errors.MESSAGE_NOT_SENT");
    expect((notSent as unknown as { reply: { initialValue: Record<string, string> } }).reply.initialValue.phone).toBe(
      "(11) 98765-4321",
    );

    await customer.post({ intent: "send", phone: "(11) 98765-4321" });
    expect((await customer.page()).registered).toBe(true);
    expect(errorsOf(await customer.post({ intent: "verify", token: "111111" })).reply.error?.token).toEqual([
      "auth.errors.PHONE_TOKEN_INVALID",
    ]);
    const held = errorsOf(await customer.post({ intent: "verify", token: "222222" }));
    expect(held).toMatchObject({ message: "auth.errors.tooMany", count: 2 });
    const done = (await customer.post({ intent: "verify", token: "333333" })) as Response;
    expect(done.status).toBe(302);
    expect(customer.session.get("clientName")).toBe("Ana");
  });

  it("refuses a phone of another format on its field, and a code step without a phone sent goes back to step 1", async () => {
    const customer = await visitor({});
    expect(errorsOf(await customer.post({ intent: "send", phone: "123" })).reply.error?.phone).toEqual([
      "validation.phoneInvalid",
    ]);
    expect((await customer.page()).step).toBe("phone");
    const lost = (await customer.post({ intent: "verify", token: "123456", name: "Bia" })) as Response;
    expect(lost.headers.get("Location")).toBe("/bella-napoli/login/phone?redirectTo=%2Fcheckout");
  });
});
