import { describe, expect, it } from "vitest";
import { afterLoginHref, loginHref, redirectToParam, returnPath } from "./return-path";

const onSlug = { slug: "bella-napoli", customDomain: false };
const onCustomDomain = { slug: "bella-napoli", customDomain: true };

describe("returnPath (core spec §2)", () => {
  it.each([
    ["/bella-napoli/cart", "/cart"],
    ["/bella-napoli/profile/addresses", "/profile/addresses"],
    ["/bella-napoli/cart/", "/cart"],
    ["/bella-napoli/cart.data", "/cart"],
    ["/bella-napoli", null],
    ["/bella-napoli/", null],
    ["/bella-napoli/login", null],
    ["/bella-napoli/login/otp", null],
    ["/bella-napoli/login/phone", null],
    ["/bella-napoli/login/email", null],
    ["/bella-napoli/login/new-user", null],
    ["/bella-napoli/login/default", null],
    ["/bella-napoli/LOGIN/Email", null],
    ["/bella-napoli/coupons", null],
    ["/bella-napoli//evil.example", null],
    ["/other-store/cart", null],
    ["/bella-napolis/cart", null],
  ])("%s on the shared host → %s", (pathname, expected) => {
    expect(returnPath(pathname, onSlug)).toBe(expected);
  });

  it.each([
    ["/cart", "/cart"],
    ["/", null],
    ["/login/otp", null],
    ["//evil.example", null],
  ])("%s on a custom domain → %s", (pathname, expected) => {
    expect(returnPath(pathname, onCustomDomain)).toBe(expected);
  });
});

describe("redirectTo", () => {
  it.each([
    ["/cart", "/bella-napoli/cart"],
    ["/cart?method=1", "/bella-napoli/cart?method=1"],
    ["//evil.example", "/bella-napoli"],
    ["/\\evil.example", "/bella-napoli"],
    ["https://evil.example/", "/bella-napoli"],
    ["javascript:alert(1)", "/bella-napoli"],
    ["cart", "/bella-napoli"],
    ["", "/bella-napoli"],
    [null, "/bella-napoli"],
    ["/login/email", "/bella-napoli"],
    ["/login", "/bella-napoli"],
  ])("after login with redirectTo=%s → %s", (redirectTo, expected) => {
    expect(afterLoginHref(onSlug, redirectTo)).toBe(expected);
  });

  it("has no slug on a custom domain", () => {
    expect(afterLoginHref(onCustomDomain, "/cart")).toBe("/cart");
    expect(afterLoginHref(onCustomDomain, "//evil.example")).toBe("/");
  });

  it("reads only a safe redirectTo from the URL", () => {
    expect(redirectToParam(new URL("https://x/bella-napoli/login?redirectTo=%2Fcart"))).toBe("/cart");
    expect(redirectToParam(new URL("https://x/bella-napoli/login?redirectTo=%2F%2Fevil.example"))).toBeNull();
    expect(redirectToParam(new URL("https://x/bella-napoli/login"))).toBeNull();
  });

  it("builds login links that keep the return path", () => {
    expect(loginHref(onSlug, "/cart")).toBe("/bella-napoli/login?redirectTo=%2Fcart");
    expect(loginHref(onSlug, null)).toBe("/bella-napoli/login");
    expect(loginHref(onCustomDomain, "/cart", "/login/otp")).toBe("/login/otp?redirectTo=%2Fcart");
  });
});
