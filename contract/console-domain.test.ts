import { describe, expect, it } from "vitest";
import { isPlatformHost, parseCustomDomain } from "./console-domain";

describe("parseCustomDomain", () => {
  it("keeps the host name of what an owner pastes, in its registered form", () => {
    expect(parseCustomDomain(" WWW.PizzariaBoa.com.br. ")).toEqual({ ok: true, host: "www.pizzariaboa.com.br" });
    expect(parseCustomDomain("https://pedidos.taqueria.mx/menu?x=1")).toEqual({
      ok: true,
      host: "pedidos.taqueria.mx",
    });
    expect(parseCustomDomain("pizzaria-são-jorge.com.br")).toEqual({
      ok: true,
      host: "xn--pizzaria-so-jorge-hqb.com.br",
    });
    expect(parseCustomDomain("loja.localhost")).toEqual({ ok: true, host: "loja.localhost" });
  });

  it("says why a name is none", () => {
    expect(parseCustomDomain("   ")).toEqual({ ok: false, error: "console.domain.errors.hostRequired" });
    expect(parseCustomDomain("pizza boa.com")).toEqual({ ok: false, error: "console.domain.errors.hostInvalid" });
    expect(parseCustomDomain("-pizza.com")).toEqual({ ok: false, error: "console.domain.errors.hostInvalid" });
    expect(parseCustomDomain(`${"a".repeat(64)}.com`)).toEqual({
      ok: false,
      error: "console.domain.errors.hostInvalid",
    });
    for (const ip of ["10.0.0.1", "http://192.168.0.10/", "[::1]", "2001:db8::1", "pizza.0x7f"])
      expect(parseCustomDomain(ip), ip).toEqual({ ok: false, error: "console.domain.errors.hostIsIp" });
    for (const bare of ["pizzaria", "com.br", "com.mx", "com.co"])
      expect(parseCustomDomain(bare), bare).toEqual({ ok: false, error: "console.domain.errors.hostNotRegistrable" });
  });
});

describe("isPlatformHost", () => {
  it("is the platform's domains and every name under them, not names that merely end alike", () => {
    expect(isPlatformHost("comanda.app", ["comanda.app"])).toBe(true);
    expect(isPlatformHost("loja.comanda.app", ["comanda.app"])).toBe(true);
    expect(isPlatformHost("minhacomanda.app", ["comanda.app"])).toBe(false);
  });
});
