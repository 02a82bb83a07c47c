import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isValidHostname, publicOrigin, refusalOf } from "./request-guard";

const ORIGIN = "http://localhost:8799";
const post = (headers: Record<string, string>) => new Request(`${ORIGIN}/bella-napoli`, { method: "POST", headers });
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe("isValidHostname", () => {
  it("accepts host names and addresses", () => {
    for (const host of ["localhost", "127.0.0.1", "pizza.example.com", "[::1]"])
      expect(isValidHostname(host)).toBe(true);
  });
  it("refuses underscores, empty labels and overlong names", () => {
    for (const host of ["bad_host", "a..b", "-a.com", "", "a".repeat(300)]) expect(isValidHostname(host)).toBe(false);
  });
});

describe("refusalOf", () => {
  it("lets safe methods and same-origin form posts through", () => {
    expect(refusalOf(new Request(`${ORIGIN}/`), ORIGIN)).toBeNull();
    expect(refusalOf(post({ ...FORM, Origin: ORIGIN }), ORIGIN)).toBeNull();
    expect(refusalOf(post({ "Content-Type": "multipart/form-data; boundary=x", Origin: ORIGIN }), ORIGIN)).toBeNull();
  });
  it("refuses another site with 403, whatever signal names it", () => {
    expect(refusalOf(post({ ...FORM, Origin: "https://evil.example" }), ORIGIN)).toBe(403);
    expect(refusalOf(post({ ...FORM, Origin: "null" }), ORIGIN)).toBe(403);
    expect(refusalOf(post({ ...FORM, "Sec-Fetch-Site": "cross-site" }), ORIGIN)).toBe(403);
    expect(refusalOf(post({ ...FORM, Referer: "https://evil.example/page" }), ORIGIN)).toBe(403);
  });
  it("accepts a post with no origin signal at all (old browsers, privacy proxies)", () => {
    expect(refusalOf(post(FORM), ORIGIN)).toBeNull();
    expect(refusalOf(post({ ...FORM, Referer: `${ORIGIN}/bella-napoli` }), ORIGIN)).toBeNull();
  });
  it("refuses a body that is no form with 415", () => {
    expect(refusalOf(post({ Origin: ORIGIN, "Content-Type": "text/plain" }), ORIGIN)).toBe(415);
    expect(refusalOf(post({ Origin: ORIGIN, "Content-Type": "application/json" }), ORIGIN)).toBe(415);
    expect(refusalOf(post({ Origin: ORIGIN }), ORIGIN)).toBe(415);
  });
});

describe("publicOrigin", () => {
  it("uses the first app host with the request's scheme and port", () => {
    expect(publicOrigin(new URL("http://127.0.0.1:8799/x"), ["localhost", "127.0.0.1"], false)).toBe(
      "http://localhost:8799",
    );
    expect(publicOrigin(new URL("https://comanda.app/x"), ["comanda.app"], false)).toBe("https://comanda.app");
  });
  it("keeps a merchant's custom domain", () => {
    expect(publicOrigin(new URL("https://pizza.example/"), ["comanda.app"], true)).toBe("https://pizza.example");
  });
});

it("the policy carries the nonce and forbids framing by others, base and plugins", () => {
  const policy = contentSecurityPolicy("abc");
  expect(policy).toContain("script-src 'self' 'nonce-abc'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("object-src 'none'");
});

describe("the policy with the merchant's analytics (decision 032)", () => {
  const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));
  // Where forms may send the browser is not the analytics' business (see the social login's test below).
  const withoutForms = (policy: string) => policy.replace(/form-action [^;]+/, "");

  it("is strict without analytics: scripts and connections of this origin only", () => {
    for (const policy of [
      contentSecurityPolicy("abc"),
      contentSecurityPolicy("abc", { ga4: false, facebookPixel: false }),
    ]) {
      expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc'");
      expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
      expect(withoutForms(policy)).not.toMatch(/google|facebook/);
    }
  });

  it("allows Google's tag and collectors for GA4 only", () => {
    const policy = contentSecurityPolicy("abc", { ga4: true, facebookPixel: false });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc' https://www.googletagmanager.com");
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    );
    expect(withoutForms(policy)).not.toContain("facebook");
  });

  it("allows Facebook's pixel for a pixel only, and both origins once each with both", () => {
    const pixel = contentSecurityPolicy("abc", { ga4: false, facebookPixel: true });
    expect(directive(pixel, "script-src")).toBe("script-src 'self' 'nonce-abc' https://connect.facebook.net");
    expect(directive(pixel, "connect-src")).toBe(
      "connect-src 'self' https://www.facebook.com https://connect.facebook.net",
    );
    expect(withoutForms(pixel)).not.toContain("google");
    const both = contentSecurityPolicy("abc", { ga4: true, facebookPixel: true });
    expect(directive(both, "script-src")).toBe(
      "script-src 'self' 'nonce-abc' https://www.googletagmanager.com https://connect.facebook.net",
    );
    expect(directive(both, "connect-src")?.match(/googletagmanager/g)).toHaveLength(1);
    // Everything else stays as strict as without analytics.
    expect(both.replace(/; (script|connect)-src [^;]+/g, "")).toBe(
      contentSecurityPolicy("abc").replace(/; (script|connect)-src [^;]+/g, ""),
    );
  });
});

describe("the policy's form-action (decision 062)", () => {
  it("lets forms reach this origin and, through a social login's redirect, only the providers' authorization origins", () => {
    const formAction = contentSecurityPolicy("abc")
      .split("; ")
      .find((part) => part.startsWith("form-action "));
    // Every page: with JavaScript the login page is reached without a new document, under the first page's policy.
    expect(formAction).toBe(
      "form-action 'self' https://accounts.google.com https://appleid.apple.com https://www.facebook.com",
    );
  });
});
