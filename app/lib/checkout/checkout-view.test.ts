import { describe, expect, it } from "vitest";
import type { ClientAddress, PaymentMethods } from "../../../contract";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import en from "../../../locales/en/common.json";
import { hostsCards, offeredMethods, preselectedAddress, presentCards, presentOnline } from "./checkout-view";
import { offlinePaymentsKey, paymentMethodKey } from "./payment-keys";
import { createTranslator, type Translations } from "~/lib/i18n/i18n";
import { presentCards as presentSavedCards } from "~/lib/accounts/profile-view";

const methods = (overrides: Partial<PaymentMethods> = {}): PaymentMethods => ({
  online_payments: [
    { code: "PIX", enabled: true, options: [] },
    { code: "CARD", enabled: true, options: [{ code: "VISA", enabled: true }] },
    { code: "PIC_PAY", enabled: true, options: [] },
  ],
  online_payment_limit: null,
  online_requires_login: false,
  offline_payments: [{ code: "CASH", brands: [] }],
  ...overrides,
});

describe("checkout view", () => {
  it("never offers PIC_PAY, and shows a visitor every online option unavailable for want of a login", () => {
    expect(presentOnline(methods())).toEqual([
      { code: "PIX", unavailable: null },
      { code: "CARD", unavailable: null },
    ]);
    expect(presentOnline(methods({ online_requires_login: true })).map((option) => option.unavailable)).toEqual([
      "login",
      "login",
    ]);
  });

  it("counts CARD as off when none of its brands is on", () => {
    const off = methods({
      online_payments: [{ code: "CARD", enabled: true, options: [{ code: "VISA", enabled: false }] }],
    });
    expect(presentOnline(off)).toEqual([{ code: "CARD", unavailable: "disabled" }]);
  });

  it("lets a submit pick only what can be picked: no card without saved cards, nothing unavailable", () => {
    const online = presentOnline(methods());
    expect(
      offeredMethods({ online, offline: [{ code: "CASH", brands: [] }], cards: [] }).map((method) => method.code),
    ).toEqual(["PIX", "CASH"]);
    const cards = presentCards([
      {
        guid: "c1",
        brand: "VISA",
        exp_month: 8,
        exp_year: 2030,
        last_four_digits: "1111",
        nickname: null,
        last_used: false,
      },
    ]);
    expect(offeredMethods({ online, offline: [], cards }).map((method) => method.code)).toEqual(["PIX", "CARD"]);
    expect(
      offeredMethods({ online: presentOnline(methods({ online_requires_login: true })), offline: [], cards }),
    ).toEqual([]);
  });

  it("a card typed on the store's provider page (Mercado Pago's) is offered without saved cards", () => {
    const hostedMethods = methods({
      online_payments: [{ code: "CARD", enabled: true, options: [{ code: "VISA", enabled: true }], hosted: true }],
    });
    const online = presentOnline(hostedMethods);
    expect(online).toEqual([{ code: "CARD", unavailable: null, hosted: true }]);
    expect(hostsCards({ online })).toBe(true);
    expect(hostsCards({ online: presentOnline(methods()) })).toBe(false);
    expect(offeredMethods({ online, offline: [], cards: [] })).toEqual([{ code: "CARD", brands: [], hosted: true }]);
    // A visitor still has to log in.
    expect(
      offeredMethods({
        online: presentOnline({ ...hostedMethods, online_requires_login: true }),
        offline: [],
        cards: [],
      }),
    ).toEqual([]);
  });

  it("lists the last used card first, with its nickname and expiry, as the repayment page does (one function)", () => {
    const card = (guid: string, last_used: boolean) => ({
      guid,
      brand: "VISA" as const,
      exp_month: 1,
      exp_year: 2031,
      last_four_digits: "1111",
      nickname: "Pessoal",
      last_used,
    });
    expect(presentCards([card("a", false), card("b", true)])).toEqual([
      {
        guid: "b",
        brandKey: "cards.brands.VISA",
        lastFour: "1111",
        expiry: "01/2031",
        nickname: "Pessoal",
        lastUsed: true,
      },
      {
        guid: "a",
        brandKey: "cards.brands.VISA",
        lastFour: "1111",
        expiry: "01/2031",
        nickname: "Pessoal",
        lastUsed: false,
      },
    ]);
    expect(presentCards).toBe(presentSavedCards);
  });

  it("preselects the saved address the cart already has, else the first", () => {
    const address = (id: number, street: string): ClientAddress => ({
      id,
      name: "HOME",
      zip_code: "01310100",
      street,
      number: "10",
      complement: null,
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      country: "BRA",
      reference_point: null,
      latitude: null,
      longitude: null,
    });
    const saved = [address(1, "Rua A"), address(2, "Rua B")];
    expect(preselectedAddress(saved, null)).toBe("1");
    const cartAddress = {
      neighborhood: "Bela Vista",
      street: "Rua B",
      number: "10",
      city: null,
      zip_code: null,
      complement: null,
      state: null,
      reference_point: null,
      latitude: null,
      longitude: null,
    };
    expect(preselectedAddress(saved, cartAddress)).toBe("2");
    expect(preselectedAddress([], cartAddress)).toBe("new");
  });
});

describe("payments made on receipt", () => {
  it("are paid at pickup for a takeout order and on delivery otherwise, in each language", () => {
    const say = (translations: unknown, key: string) => createTranslator("pt-BR", translations as Translations)(key);
    expect(say(ptBR, offlinePaymentsKey("TAKEOUT"))).toBe("Pagar na retirada");
    expect(say(ptBR, offlinePaymentsKey("DELIVERY"))).toBe("Pagar na entrega");
    expect(say(es, offlinePaymentsKey("TAKEOUT"))).toBe("Pagar al recoger");
    expect(say(en, offlinePaymentsKey("TAKEOUT"))).toBe("Pay at pickup");
    expect(say(ptBR, paymentMethodKey("PIX_ON_DELIVERY", "TAKEOUT"))).toBe("Pix na retirada");
    expect(say(ptBR, paymentMethodKey("PIX_ON_DELIVERY", "DELIVERY"))).toBe("Pix na entrega");
    expect(say(en, paymentMethodKey("CASH", "TAKEOUT"))).toBe("Cash");
  });
});
