import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { hostLookupResponseSchema, settingsWriteResponseSchema } from "../../contract";
import { customDomainsResponseSchema, type CustomDomains } from "../../contract/console-domain";
import { RECONCILIATION_CRON } from "../src/domain/reconciliation";
import worker from "../src/index";
import { addCustomDomain, refreshPendingDomains, removeCustomDomain } from "../src/services/custom-domains";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { fixtureMerchants } from "./fixtures";
import { accessTokenFor, call, CLIENT_SECRET, expectError, getWithToken, seed, send } from "./helpers";
import { SHOP, shop } from "./orders-fixtures";

/*
 * A store's own domain in the console, on the API (decision 109): the owner adds a host name, which
 * is registered at the Cloudflare for SaaS stand-in and served only once the stand-in says it is
 * active; refused for everyone else, for what is not a registrable name of someone else, and with
 * nothing written when the provider does not answer.
 */

const PATH = `/console/${SHOP}/domain`;
const OWNER = "dono@dominio.test";
const inProcess = (request: Request) => exports.default.fetch(request);

beforeAll(async () => {
  await seed([...fixtureMerchants, shop, copShop]);
  await insertStaff(shop.id, OWNER, "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@dominio.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "dono@outra-loja.test", "OWNER", "Juan");
});

// Each test starts with no domain, even after one that failed halfway.
afterEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM merchant_hosts WHERE merchant_id IN (?1, ?2)").bind(shop.id, copShop.id),
    env.DB.prepare("DELETE FROM cloudflare_sandbox_custom_hostnames"),
  ]);
});

const owner = () => staffToken(SHOP, OWNER);
const add = async (host: string, token?: string) => send("POST", PATH, token ?? (await owner()), { host });
const domains = async (token?: string): Promise<CustomDomains> => {
  const response = await getWithToken(PATH, token ?? (await owner()));
  expect(response.status).toBe(200);
  return customDomainsResponseSchema.parse(await response.json()).data;
};
const served = async (host: string) => {
  const response = await call(`/hosts/${encodeURIComponent(host)}`, { headers: { "client-secret": CLIENT_SECRET } });
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return hostLookupResponseSchema.parse(await response.json()).data.slug;
};
const settle = (host: string, outcome: "activate" | "fail") =>
  call(`/admin/custom_hostnames/${host}/${outcome}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.ADMIN_KEY}` },
  });
const hostRows = (merchantId: number) =>
  env.DB.prepare("SELECT host, status FROM merchant_hosts WHERE merchant_id = ?1").bind(merchantId).all();
const standInRows = (hostname: string) =>
  env.DB.prepare("SELECT id, status FROM cloudflare_sandbox_custom_hostnames WHERE hostname = ?1").bind(hostname).all();
const trail = () =>
  env.DB.prepare("SELECT section, action, name, staff_name FROM settings_changes WHERE merchant_id = ?1 ORDER BY id")
    .bind(shop.id)
    .all();
const remove = async (host: string, token?: string) =>
  send("DELETE", `${PATH}/${encodeURIComponent(host)}`, token ?? (await owner()));

describe("the store's own domain", () => {
  it("is added pending with the records to create, served once active, and no longer once removed", async () => {
    expect(await domains()).toEqual({ domains: [], available: true, cname_target: "domains.comanda.example" });
    const versionBefore = await env.DB.prepare("SELECT settings_version FROM merchants WHERE id = ?1")
      .bind(shop.id)
      .first<number>("settings_version");

    const created = await add("  HTTPS://Pedidos.Carrinho-Teste.com.br/menu ");
    expect(created.status, await created.clone().text()).toBe(201);
    expect(settingsWriteResponseSchema.parse(await created.json()).data.version).toBe(versionBefore! + 1);

    const host = "pedidos.carrinho-teste.com.br";
    const pending = await domains(await staffToken(SHOP, "equipe@dominio.test"));
    const [stored] = (await standInRows(host)).results as Array<{ id: string }>;
    expect(pending.domains).toEqual([
      {
        host,
        status: "pending",
        failure: null,
        records: [
          { type: "CNAME", name: host, value: "domains.comanda.example" },
          { type: "TXT", name: `_cf-custom-hostname.${host}`, value: expect.stringMatching(/^[0-9a-f]{32}$/) },
        ],
        checked_at: expect.any(String),
      },
    ]);
    expect(stored).toBeDefined();
    expect(await served(host)).toBeNull();

    // "Check now" before the records are in place: still pending, still not served.
    const early = await send("POST", `${PATH}/check`, await owner());
    expect(customDomainsResponseSchema.parse(await early.json()).data.domains[0]!.status).toBe("pending");
    expect(await served(host)).toBeNull();

    expect((await settle(host, "activate")).status).toBe(200);
    const checked = await send("POST", `${PATH}/check`, await owner());
    expect(checked.status).toBe(200);
    expect(customDomainsResponseSchema.parse(await checked.json()).data.domains[0]).toMatchObject({
      host,
      status: "active",
      failure: null,
    });
    expect(await served(host)).toBe(SHOP);

    const removed = await remove(host);
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await served(host)).toBeNull();
    expect((await domains()).domains).toEqual([]);
    expect((await standInRows(host)).results).toEqual([]);
    expect((await trail()).results).toEqual([
      { section: "domain", action: "create", name: host, staff_name: "Dona Carla" },
      { section: "domain", action: "delete", name: host, staff_name: "Dona Carla" },
    ]);
  });

  it("says why a domain failed at the provider, and the minute's cron reads pending ones again", async () => {
    const host = "falha.carrinho-teste.com";
    expect((await add(host)).status).toBe(201);
    expect((await settle(host, "fail")).status).toBe(200);
    const checked = customDomainsResponseSchema.parse(
      await (await send("POST", `${PATH}/check`, await owner())).json(),
    );
    expect(checked.data.domains[0]).toMatchObject({
      status: "failed",
      failure: expect.stringContaining("does not CNAME to this zone"),
    });
    expect(await served(host)).toBeNull();
    expect((await remove(host)).status).toBe(200);

    const later = "cron.carrinho-teste.com";
    expect((await add(later)).status).toBe(201);
    expect((await settle(later, "activate")).status).toBe(200);
    // Read a minute ago: not again yet.
    expect(await refreshPendingDomains(env.DB, env, inProcess, Date.now())).toEqual({ read: 0, unreachable: 0 });
    expect(await served(later)).toBeNull();
    const context = createExecutionContext();
    const controller = createScheduledController({ scheduledTime: Date.now() + 61_000, cron: RECONCILIATION_CRON });
    await worker.scheduled(controller, env, context);
    await waitOnExecutionContext(context);
    expect(await served(later)).toBe(SHOP);
    expect((await remove(later)).status).toBe(200);
  });

  it("refuses what is not a registrable name of someone else, beside the field", async () => {
    const cases: Array<[string, number, string]> = [
      ["", 400, "console.domain.errors.hostRequired"],
      ["pizza_boa!.com", 400, "console.domain.errors.hostInvalid"],
      ["203.0.113.7", 400, "console.domain.errors.hostIsIp"],
      ["[2001:db8::1]", 400, "console.domain.errors.hostIsIp"],
      ["localhost", 400, "console.domain.errors.hostNotRegistrable"],
      ["com.br", 400, "console.domain.errors.hostNotRegistrable"],
      ["comanda.example", 400, "console.domain.errors.hostOurs"],
      ["loja.comanda.example", 400, "console.domain.errors.hostOurs"],
      ["domains.comanda.example", 400, "console.domain.errors.hostOurs"],
      ["WWW.Pizza.test", 409, "console.domain.errors.hostTaken"],
    ];
    for (const [host, status, message] of cases) {
      const refused = await expectError(
        await add(host),
        status,
        status === 409 ? "ALREADY_EXISTS" : "VALIDATION_ERROR",
      );
      expect(refused.errors, host).toEqual([{ field: "host", message }]);
    }
    expect((await hostRows(shop.id)).results).toEqual([]);
    expect(await served("www.pizza.test")).toBe("test-pizzaria");
  });

  it("keeps one domain per store", async () => {
    expect((await add("um.carrinho-teste.com")).status).toBe(201);
    const refused = await expectError(await add("dois.carrinho-teste.com"), 409, "ALREADY_EXISTS");
    expect(refused.errors).toEqual([{ field: "host", message: "console.domain.errors.oneDomain" }]);
    expect((await standInRows("dois.carrinho-teste.com")).results).toEqual([]);
    expect((await remove("um.carrinho-teste.com")).status).toBe(200);
  });

  it("writes nothing when the provider does not answer, and takes over a hostname an earlier attempt left there", async () => {
    const host = "fora.carrinho-teste.com";
    const down = async () => new Response("upstream down", { status: 503 });
    const actor = { merchantId: shop.id, staffId: 1, staffName: "Dona Carla" };
    await expect(addCustomDomain(env.DB, env, actor, host, down)).rejects.toMatchObject({
      status: 503,
      code: "DOMAIN_PROVIDER_UNAVAILABLE",
    });
    expect((await hostRows(shop.id)).results).toEqual([]);
    const trailBefore = (await trail()).results.length;

    // The provider registered it but the answer was lost: the next attempt takes it over.
    const lost = await inProcess(
      new Request("http://api.internal/provider/cloudflare/client/v4/zones/test-zone/custom_hostnames", {
        method: "POST",
        headers: { authorization: "Bearer test-cloudflare-token", "content-type": "application/json" },
        body: JSON.stringify({ hostname: host, ssl: { method: "txt", type: "dv" } }),
      }),
    );
    expect(lost.status).toBe(200);
    expect((await add(host)).status).toBe(201);
    expect((await standInRows(host)).results).toHaveLength(1);
    expect((await trail()).results).toHaveLength(trailBefore + 1);

    await expect(removeCustomDomain(env.DB, env, actor, host, down)).rejects.toMatchObject({
      status: 503,
      code: "DOMAIN_PROVIDER_UNAVAILABLE",
    });
    expect((await hostRows(shop.id)).results).toEqual([{ host, status: "pending" }]);
    expect((await remove(host)).status).toBe(200);
  });

  it("lets only the store's owner change it; every member reads it", async () => {
    const staff = await staffToken(SHOP, "equipe@dominio.test");
    const otherOwner = await staffToken(copShop.slug, "dono@outra-loja.test");
    const customer = await accessTokenFor(SHOP);
    await expectError(await add("equipe.carrinho-teste.com", staff), 403, "FORBIDDEN");
    await expectError(await send("POST", `${PATH}/check`, staff), 403, "FORBIDDEN");
    await expectError(await add("alheio.carrinho-teste.com", otherOwner), 403, "FORBIDDEN");
    expect((await getWithToken(PATH, otherOwner)).status).toBe(403);
    expect((await add("cliente.carrinho-teste.com", customer)).status).toBe(401);
    expect((await getWithToken(PATH, customer)).status).toBe(401);
    const bare = await call(PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ host: "sem-sessao.carrinho-teste.com" }),
    });
    expect(bare.status).toBe(401);

    // Another store's owner cannot remove this store's domain, even naming it.
    expect((await add("meu.carrinho-teste.com")).status).toBe(201);
    await expectError(await remove("meu.carrinho-teste.com", otherOwner), 403, "FORBIDDEN");
    const copOwnerPath = `/console/${copShop.slug}/domain/meu.carrinho-teste.com`;
    await expectError(await send("DELETE", copOwnerPath, otherOwner), 404, "NOT_FOUND");
    await expectError(await remove("meu.carrinho-teste.com", staff), 403, "FORBIDDEN");
    expect((await hostRows(shop.id)).results).toEqual([{ host: "meu.carrinho-teste.com", status: "pending" }]);
    expect((await hostRows(copShop.id)).results).toEqual([]);
    expect((await remove("meu.carrinho-teste.com")).status).toBe(200);
  });
});
