import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema, hostLookupResponseSchema } from "../../contract";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, call, CLIENT_SECRET, seed } from "./helpers";

beforeAll(() => seed(fixtureMerchants));

const lookup = (host: string, headers: Record<string, string> = { "client-secret": CLIENT_SECRET }) =>
  call(`/hosts/${encodeURIComponent(host)}`, { headers });

describe("GET /hosts/{host}", () => {
  it("answers the slug a custom domain serves", async () => {
    const response = await lookup("pizza.test");
    expect(response.status).toBe(200);
    expect(hostLookupResponseSchema.parse(await response.json()).data).toEqual({
      host: "pizza.test",
      slug: "test-pizzaria",
    });
    const other = hostLookupResponseSchema.parse(await (await lookup("franquia.test")).json());
    expect(other.data.slug).toBe("test-franquia");
  });

  it("compares the host lower-cased and without port", async () => {
    const response = await lookup("WWW.Pizza.Test:8443");
    expect(response.status).toBe(200);
    expect(hostLookupResponseSchema.parse(await response.json()).data).toEqual({
      host: "www.pizza.test",
      slug: "test-pizzaria",
    });
  });

  it("answers 404 for a host nobody serves", async () => {
    const response = await lookup("unknown.test");
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).code).toBe("NOT_FOUND");
  });

  it("needs the shared secret, not an access token", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { "client-secret": "wrong" },
      { Authorization: `Bearer ${await accessTokenFor("test-pizzaria")}` },
    ];
    for (const headers of attempts) {
      const response = await lookup("pizza.test", headers);
      expect(response.status).toBe(401);
      expect(apiErrorSchema.parse(await response.json()).code).toBe("UNAUTHORIZED");
    }
  });

  it("refuses what is not a host name", async () => {
    const response = await lookup("bad host!");
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).code).toBe("VALIDATION_ERROR");
  });
});
