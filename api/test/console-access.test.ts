import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, seed, send } from "./helpers";
import { ADMIN, SHOP, shop, visitorToken } from "./orders-fixtures";

/*
 * Every route of the store console, found in the app itself (a route added later is covered the
 * day it is added): refused without a staff login, with a customer's token (anonymous or logged
 * in), with the platform's admin key, and with another store's staff login, before it reads a body
 * or a parameter. Ids in paths are placeholders: the refusal comes first.
 */

/** Answered before any login, with the storefront's shared secret: the login and a mailed link's two (decision 108). */
const BEFORE_LOGIN = ["/console/:slug/login", "/console/:slug/password_reset", "/console/:slug/staff_links/accept"];

const consoleRoutes = createApp()
  .routes.filter(
    (route) => route.path.startsWith("/console/:slug/") && route.method !== "ALL" && !BEFORE_LOGIN.includes(route.path),
  )
  .map((route) => ({ method: route.method, path: route.path.replace(":slug", SHOP).replace(/:[a-z_]+/gi, "1") }));

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(copShop.id, "equipe@pesos.test");
});

describe("who may call the store console", () => {
  it("finds the console's routes", () => {
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(5);
    expect(consoleRoutes).toContainEqual({ method: "GET", path: `/console/${SHOP}/orders` });
  });

  it("refuses every console route to anyone but a live staff login of that store", async () => {
    const customer = await sessionToken(
      SHOP,
      shop.id,
      await insertClient(shop.id, { email: "cliente-acesso@carrinho.test" }),
    );
    const visitor = await visitorToken();
    const otherStore = await staffToken(copShop.slug, "equipe@pesos.test");
    for (const { method, path } of consoleRoutes) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const what = `${method} ${path}`;
      const bare = await call(path, {
        method,
        ...(body ? { headers: { "content-type": "application/json" }, body: "{}" } : {}),
      });
      expect(bare.status, `${what} without a login`).toBe(401);
      await expectError(await send(method, path, visitor, body), 401, "UNAUTHORIZED");
      await expectError(await send(method, path, customer, body), 401, "UNAUTHORIZED");
      await expectError(
        await send(method, path, ADMIN.Authorization.slice("Bearer ".length), body),
        401,
        "UNAUTHORIZED",
      );
      const elsewhere = await send(method, path, otherStore, body);
      expect(elsewhere.status, `${what} with another store's staff`).toBe(403);
    }
  });
});
