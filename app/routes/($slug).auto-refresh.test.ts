import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { autoRefreshCookie, autoRefreshStopped } from "~/lib/page/auto-refresh.server";
import { action } from "./($slug).auto-refresh";

/* "Parar / Retomar atualização automática": the plain form post, its cookie and its way back. */

const context = { store: { slug: "bella-napoli", customDomain: false } } as unknown as AppLoadContext;
const post = (fields: Record<string, string>) =>
  action({
    request: new Request("https://shop.test/bella-napoli/auto-refresh", {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    context,
    params: {},
  });

describe("the automatic refresh's toggle", () => {
  it("remembers a stop in a year-long HttpOnly, Secure, SameSite=Lax cookie and goes back to the control", async () => {
    const response = await post({ autoRefresh: "off", returnTo: "/bella-napoli/orders/42" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/bella-napoli/orders/42#auto-refresh");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^auto-refresh=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Max-Age=31536000");
    const stopped = new Request("https://shop.test/", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(await autoRefreshStopped(stopped)).toBe(true);
  });

  it("resumes, and refreshing is the default", async () => {
    const response = await post({ autoRefresh: "on", returnTo: "/bella-napoli/table/bill" });
    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(await autoRefreshStopped(new Request("https://shop.test/", { headers: { Cookie: cookie } }))).toBe(false);
    expect(await autoRefreshStopped(new Request("https://shop.test/"))).toBe(false);
    expect(
      await autoRefreshStopped(new Request("https://shop.test/", { headers: { Cookie: "auto-refresh=%7Bx%7D" } })),
    ).toBe(false);
    expect(await autoRefreshCookie.parse(null)).toBeNull();
  });

  it("never goes back to another store or site, and writes nothing for a choice that is none", async () => {
    expect((await post({ autoRefresh: "off", returnTo: "//evil.example/x" })).headers.get("Location")).toBe(
      "/bella-napoli#auto-refresh",
    );
    expect((await post({ autoRefresh: "off", returnTo: "/other-store/orders/1" })).headers.get("Location")).toBe(
      "/bella-napoli#auto-refresh",
    );
    const odd = await post({ autoRefresh: "maybe", returnTo: "/bella-napoli/orders/42#x" });
    expect(odd.headers.get("Location")).toBe("/bella-napoli/orders/42#auto-refresh");
    expect(odd.headers.get("Set-Cookie")).toBeNull();
  });
});
