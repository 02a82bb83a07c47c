import { describe, expect, it } from "vitest";
import { CONSOLE_SLUG, consoleContext, consoleCookie, consoleRequest } from "../../tests/support/console-context";
import { resolveLanguage } from "~/lib/i18n/i18n.server";
import { action } from "./[_console].$slug.language";

const switchTo = async (fields: Record<string, string>) =>
  (await action({
    request: consoleRequest("/language", await consoleCookie("STAFF"), fields),
    context: consoleContext(undefined),
    params: { slug: CONSOLE_SLUG },
  })) as Response;

describe("the console's language switch", () => {
  it("keeps the language in the console's own cookie and goes back to the page it was chosen on", async () => {
    const answer = await switchTo({ language: "es", returnTo: `/_console/${CONSOLE_SLUG}/day?date=2026-11-20` });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/day?date=2026-11-20`);
    const cookie = answer.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^console_lng=/);
    expect(cookie).toContain("Path=/_console");

    // Every console page reads it before the browser's language; the storefront does not.
    const sent = { Cookie: cookie.split(";")[0]!, "Accept-Language": "en" };
    expect(
      await resolveLanguage(new Request(`https://shop.test/_console/${CONSOLE_SLUG}/orders`, { headers: sent }), null),
    ).toBe("es");
    expect(await resolveLanguage(new Request(`https://shop.test/${CONSOLE_SLUG}`, { headers: sent }), null)).toBe("en");
  });

  it("ignores a language it does not know and never leaves the store's console", async () => {
    const answer = await switchTo({ language: "fr", returnTo: "https://evil.test/x" });
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    expect(answer.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/orders`);
  });
});
