import { describe, expect, it } from "vitest";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import { checkoutErrorKey } from "./checkout.server";

const lookup = (texts: unknown, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe("a placement refused because the store's payment provider did not answer", () => {
  it("says so, rather than that the store could not be reached, in every language", () => {
    const key = checkoutErrorKey({ code: "PAYMENT_PROVIDER_UNAVAILABLE" }, 503);
    expect(key).toBe("checkout.errors.PAYMENT_PROVIDER_UNAVAILABLE");
    for (const texts of [ptBR, es, en]) expect(lookup(texts, key)).toMatch(/\S/);
    expect(checkoutErrorKey({ code: "INTERNAL_ERROR" }, 503)).toBe("checkout.errors.unreachable");
  });
});
