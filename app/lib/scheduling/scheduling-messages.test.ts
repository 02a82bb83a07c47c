import { describe, expect, it } from "vitest";
import { SCHEDULING_ERROR_CODES } from "../../../contract/scheduling";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import { checkoutErrorKey } from "~/lib/checkout/checkout.server";
import { SCHEDULING_REFUSALS, schedulingErrorKey } from "./scheduling-messages";

const lookup = (messages: unknown, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe("scheduling refusals → messages", () => {
  it("knows exactly the API's codes", () => {
    expect([...SCHEDULING_REFUSALS].sort()).toEqual([...SCHEDULING_ERROR_CODES].sort());
  });

  it("maps every code to a text in pt-BR, es and en (core spec §8 checkout messages)", () => {
    for (const code of SCHEDULING_ERROR_CODES) {
      const key = schedulingErrorKey(code);
      expect(key).toBe(`scheduling.errors.${code}`);
      for (const messages of [ptBR, es, en]) expect(typeof lookup(messages, key!), `${code}`).toBe("string");
    }
    expect(lookup(ptBR, "scheduling.errors.RETROACTIVE_SCHEDULE")).toMatch(/retroativa/);
    expect(lookup(ptBR, "scheduling.errors.SCHEDULING_DISABLED")).toMatch(/Não é possível agendar o pedido/);
    expect(lookup(ptBR, "scheduling.errors.SCHEDULE_REQUIRED")).toMatch(/Agende um horário/);
  });

  it("leaves other codes to their own mapping, and the checkout says the scheduling ones as they are", () => {
    expect(schedulingErrorKey("MERCHANT_CLOSED")).toBeNull();
    for (const code of SCHEDULING_ERROR_CODES)
      expect(checkoutErrorKey({ code }, 422)).toBe(`scheduling.errors.${code}`);
    expect(checkoutErrorKey({ code: "SCHEDULE_REQUIRED" }, 503)).toBe("checkout.errors.unreachable");
  });
});
