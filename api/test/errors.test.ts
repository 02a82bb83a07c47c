import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../../contract";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, getWithToken, seed } from "./helpers";

beforeAll(() => seed(fixtureMerchants));

describe("unexpected failures", () => {
  it("answer 500 INTERNAL_ERROR as JSON, without internals, and log the cause", async () => {
    // A stored document that no longer matches the contract must not reach the storefront.
    await env.DB.prepare("UPDATE merchants SET coupon_settings = ? WHERE slug = ?")
      .bind('{"enabled":"yes"}', "test-pizzaria")
      .run();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await getWithToken("/test-pizzaria/coupon_settings", await accessTokenFor("test-pizzaria"));
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(apiErrorSchema.parse(JSON.parse(text))).toEqual({
        code: "INTERNAL_ERROR",
        message: "Internal server error",
      });
      expect(text).not.toMatch(/coupon_settings|stack|at /);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});
