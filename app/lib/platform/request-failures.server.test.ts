import { describe, expect, it, vi } from "vitest";
import { sentryCaptures } from "../../../tests/support/sentry";
import { createApiClient } from "./api.server";
import { apiEndpointOf, reportRequestFailure } from "./request-failures.server";

const captured = sentryCaptures().exceptions;

describe("apiEndpointOf", () => {
  it("names the path's shape: slugs, ids and guids become placeholders, the query goes", () => {
    expect(apiEndpointOf("/sabor-da-casa/carts/6f1c2a3b-aaaa-bbbb-cccc-0123456789ab/items/42?email=m@x.com")).toBe(
      "/:param/carts/:param/items/:param",
    );
    expect(apiEndpointOf("/authenticates/client_secret_key")).toBe("/authenticates/client_secret_key");
  });
});

describe("reportRequestFailure", () => {
  it("reports the endpoint, method, status and class", () => {
    reportRequestFailure("POST", "/bella-napoli/carts/9/items", 500, "ApiServerError");
    expect(captured).toHaveLength(1);
    expect(captured[0]!.tags).toEqual({
      endpoint: "/:param/carts/:param/items",
      method: "POST",
      status: 500,
      class: "ApiServerError",
    });
  });

  it("is what the API client does when a call fails, is answered with a 5xx or breaks the contract", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answers = [
        () => Promise.reject(new Error("connection reset")),
        () => Promise.resolve(new Response("<h1>500</h1>", { status: 500 })),
        () => Promise.resolve(Response.json({ nonsense: true })),
      ];
      for (const answer of answers) {
        const api = createApiClient(answer, "secret");
        const { z } = await import("zod");
        await api.send("GET", "/bella-napoli/clients/7/addresses", "token", z.object({ data: z.array(z.string()) }));
      }
      expect(captured.map((report) => report.tags)).toEqual([
        { endpoint: "/:param/clients/:param/addresses", method: "GET", status: 503, class: "ApiUnreachable" },
        { endpoint: "/:param/clients/:param/addresses", method: "GET", status: 500, class: "ApiServerError" },
        { endpoint: "/:param/clients/:param/addresses", method: "GET", status: 200, class: "ApiContractBreach" },
      ]);
    } finally {
      logged.mockRestore();
    }
  });
});
