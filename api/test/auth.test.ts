import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { authenticateResponseSchema, clientSecretKeyResponseSchema, slugTypeResponseSchema } from "../../contract";
import { issueAccessToken } from "../src/auth/token";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, call, expectError, getWithToken, postJson, seed } from "./helpers";

beforeAll(() => seed(fixtureMerchants));

describe("token bootstrap", () => {
  it("runs with the test-only secrets of api/vitest.config.ts, never api/.dev.vars", () => {
    expect(env.CLIENT_SECRET).toBe("test-client-secret");
    expect(env.TOKEN_SECRET).toBe("test-token-secret-0123456789abcdef");
  });

  it("exchanges the shared secret and a slug for an access token that opens that merchant", async () => {
    const keyResponse = await postJson("/authenticates/client_secret_key", { slug: "test-pizzaria" });
    expect(keyResponse.status).toBe(200);
    const { data: key } = clientSecretKeyResponseSchema.parse(await keyResponse.json());
    expect(key.client_secret_key).toMatch(/^[\w-]+\.[\w-]+$/);

    const tokenResponse = await postJson("/authenticates/authenticates", { client_secret_key: key.client_secret_key });
    expect(tokenResponse.status).toBe(200);
    const { data: token } = authenticateResponseSchema.parse(await tokenResponse.json());
    expect(token.expires_in).toBe(86_400);

    const read = await getWithToken("/merchants/test-pizzaria/slug_types", token.access_token);
    expect(read.status).toBe(200);
    expect(slugTypeResponseSchema.parse(await read.json()).data).toEqual({ type: "STORE", slug_franchise: null });
  });

  it("refuses a wrong shared secret with 401 on both steps", async () => {
    await expectError(
      await postJson("/authenticates/client_secret_key", { slug: "test-pizzaria" }, { "client-secret": "nope" }),
      401,
      "UNAUTHORIZED",
    );
    const key = clientSecretKeyResponseSchema.parse(
      await (await postJson("/authenticates/client_secret_key", { slug: "test-pizzaria" })).json(),
    ).data.client_secret_key;
    await expectError(
      await postJson("/authenticates/authenticates", { client_secret_key: key }, { "client-secret": "nope" }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("refuses a missing shared secret header with 401", async () => {
    const response = await call("/authenticates/client_secret_key", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug: "test-pizzaria" }),
    });
    await expectError(response, 401, "UNAUTHORIZED");
  });

  it("answers 404 for an unknown slug", async () => {
    await expectError(
      await postJson("/authenticates/client_secret_key", { slug: "no-such-merchant" }),
      404,
      "NOT_FOUND",
    );
  });

  it("validates the bodies", async () => {
    const missingSlug = await expectError(
      await postJson("/authenticates/client_secret_key", {}),
      400,
      "VALIDATION_ERROR",
    );
    expect(missingSlug.errors).toEqual([expect.objectContaining({ field: "slug" })]);
    await expectError(
      await postJson("/authenticates/authenticates", { client_secret_key: "" }),
      400,
      "VALIDATION_ERROR",
    );
    const malformed = await call("/authenticates/client_secret_key", {
      method: "POST",
      headers: { "content-type": "application/json", "client-secret": env.CLIENT_SECRET },
      body: "{not json",
    });
    await expectError(malformed, 400, "VALIDATION_ERROR");
  });

  it("refuses a forged or reused-as-something-else client secret key", async () => {
    await expectError(
      await postJson("/authenticates/authenticates", { client_secret_key: "abc.def" }),
      401,
      "UNAUTHORIZED",
    );
    const accessToken = await accessTokenFor("test-pizzaria");
    await expectError(
      await postJson("/authenticates/authenticates", { client_secret_key: accessToken }),
      401,
      "UNAUTHORIZED",
    );
  });
});

describe("access middleware", () => {
  let pizzeriaToken: string;
  beforeAll(async () => {
    pizzeriaToken = await accessTokenFor("test-pizzaria");
  });

  it("refuses a request without a Bearer token", async () => {
    await expectError(await call("/test-pizzaria/menu"), 401, "UNAUTHORIZED");
    await expectError(
      await call("/test-pizzaria/menu", { headers: { Authorization: `Basic ${pizzeriaToken}` } }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("refuses the token of one slug on another slug with 403, in both path forms", async () => {
    await expectError(await getWithToken("/test-franquia/menu", pizzeriaToken), 403, "FORBIDDEN");
    await expectError(await getWithToken("/merchants/test-franquia/stylizations", pizzeriaToken), 403, "FORBIDDEN");
    await expectError(await getWithToken("/merchants/test-franquia/stores", pizzeriaToken), 403, "FORBIDDEN");
  });

  it("refuses an expired token", async () => {
    const { accessToken } = await issueAccessToken(
      env.TOKEN_SECRET,
      { slug: "test-pizzaria", visitorId: "visitor-of-the-tests" },
      new Date(Date.now() - 25 * 3600 * 1000),
    );
    await expectError(await getWithToken("/test-pizzaria/menu", accessToken), 401, "UNAUTHORIZED");
  });

  it("refuses a tampered token and one signed with another key", async () => {
    const [payload, signature] = pizzeriaToken.split(".") as [string, string];
    const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as { slug: string };
    claims.slug = "test-franquia";
    const forgedPayload = btoa(JSON.stringify(claims)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
    await expectError(await getWithToken("/test-franquia/menu", `${forgedPayload}.${signature}`), 401, "UNAUTHORIZED");

    const { accessToken } = await issueAccessToken("some-other-secret", {
      slug: "test-pizzaria",
      visitorId: "visitor-of-the-tests",
    });
    await expectError(await getWithToken("/test-pizzaria/menu", accessToken), 401, "UNAUTHORIZED");
  });

  it("answers 404 for a validly signed token of a merchant that does not exist", async () => {
    const { accessToken } = await issueAccessToken(env.TOKEN_SECRET, {
      slug: "gone-merchant",
      visitorId: "visitor-of-the-tests",
    });
    await expectError(await getWithToken("/gone-merchant/menu", accessToken), 404, "NOT_FOUND");
  });

  it("answers unknown routes with a JSON 404", async () => {
    await expectError(await getWithToken("/test-pizzaria/no-such-read", pizzeriaToken), 404, "NOT_FOUND");
    await expectError(await call("/authenticates/nothing-here", { method: "POST" }), 404, "NOT_FOUND");
    await expectError(await call("/"), 404, "NOT_FOUND");
  });
});
