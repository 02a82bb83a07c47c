import { describe, expect, it, vi } from "vitest";
import type { Cart, PaymentMethods } from "../../../contract";
import {
  apiCart,
  ok,
  PHONE,
  phoneClientSession,
  refusal,
  storeContext,
  strictApi,
} from "../../../tests/support/route-context";
import ptBR from "../../../locales/pt-BR/common.json";
import { createTranslator, type Translations } from "~/lib/i18n/i18n";
import { merchantSessionStorage } from "~/lib/platform/session.server";
import { action, loader } from "./route";

const say = createTranslator("pt-BR", ptBR as Translations);

const methods: PaymentMethods = {
  online_payments: [],
  online_payment_limit: null,
  online_requires_login: false,
  offline_payments: [{ code: "CASH", brands: [] }],
};
const takeout: Cart = apiCart({ delivery: { ...apiCart().delivery, type: "TAKEOUT" } });

const typed = {
  idempotency_key: "0d7c3c5e-8d0b-4a8e-9a56-3b1f2b7a9c11",
  cart_guid: "cart-1",
  name: "Bia Fonseca",
  phone: "(11) 98765-4321",
  payment: "CASH",
  no_change: "1",
  notes: "Sem cebola",
};

async function guestAt(api: Record<string, (...args: never[]) => Promise<unknown>>) {
  const session = await merchantSessionStorage("bella-napoli", "s".repeat(32)).getSession();
  session.set("cartGuid", "cart-1");
  const attachClientToCart = vi.fn(async () => ok(takeout));
  const context = storeContext({
    openCart: takeout,
    api: strictApi({
      read: async () => null,
      paymentMethods: async () => ok(methods),
      quoteCart: async () =>
        ok({ cart: { summary: takeout.summary, adjustments: [], fee_pending: false, by_payment: {} }, addresses: [] }),
      attachClientToCart,
      // The page once logged in: the client's own data.
      getClient: async () => ok(phoneClientSession().client),
      listAddresses: async () => ok([]),
      listCards: async () => ok([]),
      loyaltyCampaigns: async () => ok({ campaigns: [] }),
      // The cart the form names, still open (the checkout's guard against a form sent twice reads it).
      send: async () => ok(takeout),
      ...(api as Record<string, (...args: unknown[]) => Promise<unknown>>),
    }),
    store: { session },
  });
  const post = (fields: Record<string, string>) =>
    action({
      request: new Request("https://shop.test/bella-napoli/checkout", {
        method: "POST",
        body: new URLSearchParams({ ...typed, ...fields }),
      }),
      context,
      params: {},
    });
  const page = async () =>
    (await loader({
      request: new Request("https://shop.test/bella-napoli/checkout"),
      context,
      params: {},
    })) as unknown as {
      totals: { html: string };
      changed: { reply: { initialValue: Record<string, string> } } | null;
      loggedIn: boolean;
      notice: string | null;
    };
  return { session, context, post, page, attachClientToCart };
}

function inPlace(result: unknown) {
  const answer = result as { data: { reply: { error?: Record<string, string[]> } }; init: { status: number } };
  return { status: answer.init.status, errors: answer.data.reply.error ?? {} };
}

describe("quick registration at checkout", () => {
  it("sends a code to the contact's phone, then registers the guest with the contact's name and logs them in, every field kept", async () => {
    const simpleRegistration = vi.fn(async () => ok({ registered: false }));
    const tokenPhone = vi.fn(async () => ok({ sent: true }));
    const registerPhone = vi.fn(async () => ok(phoneClientSession()));
    const guest = await guestAt({ simpleRegistration, tokenPhone, registerPhone });

    const sent = (await guest.post({ intent: "register_phone" })) as Response;
    expect(sent.status).toBe(303);
    // No fragment: the code's field takes the focus, and a fragment would stop the browser's autofocus.
    expect(sent.headers.get("Location")).toBe("/bella-napoli/checkout");
    expect(simpleRegistration).toHaveBeenCalledWith("bella-napoli", "token", PHONE);
    expect(tokenPhone).toHaveBeenCalledWith("bella-napoli", "token", { phone: PHONE });

    const asking = await guest.page();
    expect(asking.changed?.reply.initialValue).toMatchObject({
      name: "Bia Fonseca",
      phone: "(11) 98765-4321",
      notes: "Sem cebola",
      payment: "CASH",
    });
    expect(asking.totals.html).toContain(say("checkout.quickRegistration.sentSms", { to: "(11) 98765-4321" }));
    expect(asking.totals.html).toContain('name="register_code"');
    expect(asking.totals.html).toContain(say("checkout.quickRegistration.confirmNew"));

    const done = (await guest.post({
      intent: "register_verify",
      register_code: "123456",
      notes: "Sem cebola, por favor",
    })) as Response;
    expect(done.status).toBe(303);
    expect(registerPhone).toHaveBeenCalledWith("bella-napoli", "token", {
      token: "123456",
      client: { name: "Bia Fonseca", phone: PHONE },
    });
    expect(guest.session.get("clientId")).toBe("8");
    expect(guest.session.get("accessToken")).toBe("client-token");
    expect(guest.session.get("pendingCode")).toBeUndefined();
    expect(guest.attachClientToCart).toHaveBeenCalledWith("bella-napoli", "client-token", "cart-1", 8);

    const kept = await guest.page();
    expect(kept.changed?.reply.initialValue).toMatchObject({ name: "Bia Fonseca", notes: "Sem cebola, por favor" });
    expect(kept.changed?.reply.initialValue.register_code).toBeUndefined();
  });

  it("a phone that is a client's logs in with the code (authenticate_phone), no registration", async () => {
    const authenticatePhone = vi.fn(async () =>
      ok({ valid: true, registered: true, session: phoneClientSession({ id: 5, name: "Ana" }) }),
    );
    const guest = await guestAt({
      simpleRegistration: async () => ok({ registered: true }),
      tokenPhone: async () => ok({ sent: true }),
      authenticatePhone,
    });
    await guest.post({ intent: "register_phone" });
    expect((await guest.page()).totals.html).toContain(say("checkout.quickRegistration.registeredPhone"));
    await guest.post({ intent: "register_verify", register_code: "654321" });
    expect(authenticatePhone).toHaveBeenCalledWith("bella-napoli", "token", { phone: PHONE, token: "654321" });
    expect(guest.session.get("clientId")).toBe("5");
  });

  it("says a wrong or expired code, a code not typed, and too many tries on the code's field, the guest still a guest", async () => {
    const answers = [refusal("TOKEN_INVALID"), refusal("RATE_LIMITED", 429, { retry_after: 45 })];
    const registerPhone = vi.fn(async () => answers.shift()!);
    const guest = await guestAt({
      simpleRegistration: async () => ok({ registered: false }),
      tokenPhone: async () => ok({ sent: true }),
      registerPhone,
    });
    await guest.post({ intent: "register_phone" });
    await guest.page();

    const said = async (code: string) => {
      const answer = (await guest.post({ intent: "register_verify", register_code: code })) as Response;
      expect(answer.headers.get("Location")).toBe("/bella-napoli/checkout");
      const { totals, changed } = await guest.page();
      expect(changed?.reply.initialValue.notes).toBe("Sem cebola");
      return totals.html;
    };
    expect(await said("111111")).toContain(say("checkout.quickRegistration.errors.TOKEN_INVALID"));
    expect(await said("111112")).toContain(say("auth.errors.tooManySeconds", { count: 45 }));
    expect(await said("12")).toContain(say("checkout.quickRegistration.errors.codeRequired"));
    expect(registerPhone).toHaveBeenCalledTimes(2);
    expect(guest.session.get("clientId")).toBeUndefined();
    expect(await said("12")).toContain('aria-invalid="true"');
  });

  it("the code's field takes the focus on the registration's own answers only, never on a page drawn for anything else", async () => {
    const guest = await guestAt({
      simpleRegistration: async () => ok({ registered: false }),
      tokenPhone: async () => ok({ sent: true }),
      registerPhone: async () => refusal("TOKEN_INVALID"),
      putCartTakeout: async () => ok(takeout),
    });
    const codeField = (html: string) => /<input[^>]*name="register_code"[^>]*>/.exec(html)?.[0] ?? "";
    await guest.post({ intent: "register_phone" });
    expect(codeField((await guest.page()).totals.html)).toContain("autofocus");
    // The page again (a reload, a coupon, pickup chosen): the customer is elsewhere on the form.
    expect(codeField((await guest.page()).totals.html)).not.toContain("autofocus");
    await guest.post({ intent: "takeout" });
    expect(codeField((await guest.page()).totals.html)).not.toContain("autofocus");
    await guest.post({ intent: "register_verify", register_code: "111111" });
    expect(codeField((await guest.page()).totals.html)).toContain("autofocus");
  });

  it("refuses a phone that is not the store's country's on the contact's field, in place", async () => {
    const guest = await guestAt({});
    const answer = inPlace(await guest.post({ intent: "register_phone", phone: "123" }));
    expect(answer.status).toBe(400);
    expect(answer.errors.phone).toEqual([say("validation.phoneInvalid")]);
  });

  it("by e-mail: a phone already registered is said on the phone's field; otherwise the code goes to the e-mail and registers both", async () => {
    const tokenEmail = vi.fn(async () => ok({ sent: true }));
    const registerClient = vi.fn(async () => ok(phoneClientSession()));
    const known = [true, false];
    const guest = await guestAt({
      simpleRegistration: async () => ok({ registered: known.shift()! }),
      haveRegistration: async () => ok({ email: false, cpf: false }),
      tokenEmail,
      authenticateEmail: async () => ok({ valid: true, registered: false, session: null }),
      registerClient,
    });
    const taken = inPlace(await guest.post({ intent: "register_email", register_email: "bia@example.com" }));
    expect(taken.status).toBe(409);
    expect(taken.errors.phone).toEqual([say("checkout.quickRegistration.errors.PHONE_TAKEN")]);
    expect(tokenEmail).not.toHaveBeenCalled();

    const badEmail = (await guest.post({ intent: "register_email", register_email: "bia@" })) as Response;
    expect(badEmail.status).toBe(303);
    expect((await guest.page()).totals.html).toContain(say("validation.emailInvalid"));

    await guest.post({ intent: "register_email", register_email: " Bia@Example.com " });
    expect(tokenEmail).toHaveBeenCalledWith("bella-napoli", "token", { email: "bia@example.com", purpose: "login" });
    expect((await guest.page()).totals.html).toContain(
      say("checkout.quickRegistration.sentEmail", { to: "bia@example.com" }),
    );
    await guest.post({ intent: "register_verify", register_code: "246810" });
    expect(registerClient).toHaveBeenCalledWith("bella-napoli", "token", {
      token: "246810",
      client: { name: "Bia Fonseca", email: "bia@example.com", phone: PHONE },
    });
    expect(guest.session.get("clientId")).toBe("8");
  });

  it("Enter in the code's field confirms the code, never places the order", async () => {
    const registerPhone = vi.fn(async () => ok(phoneClientSession()));
    const placeOrder = vi.fn();
    const guest = await guestAt({
      simpleRegistration: async () => ok({ registered: false }),
      tokenPhone: async () => ok({ sent: true }),
      registerPhone,
      placeOrder,
    });
    await guest.post({ intent: "register_phone" });
    await guest.post({ intent: "enter", register_code: "123456" });
    expect(registerPhone).toHaveBeenCalledTimes(1);
    expect(placeOrder).not.toHaveBeenCalled();
  });
});
