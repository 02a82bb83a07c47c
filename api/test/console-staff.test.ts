import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { staffListResponseSchema, staffMeResponseSchema, staffMemberResponseSchema } from "../../contract";
import { ACCOUNT_AND_IP_LIMITS } from "../src/domain/login-limits";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { insertStaff, staffToken, STAFF_PASSWORD } from "./console-fixtures";
import { call, expectError, getWithToken, postJson, seed, send } from "./helpers";
import { ADMIN, SHOP, json, shop, visitorToken } from "./orders-fixtures";

/*
 * The store's staff accounts on the API: only an owner manages them, the store always keeps an
 * owner, a removed member or a replaced password ends the logins at once, and every member changes
 * their own password by proving the current one (counted with the login's wrong guesses).
 */

const OTHER = copShop.slug;
const NEW_PASSWORD = "senha-nova-123";

let ownerId: number;
let staffId: number;
let otherStoreMemberId: number;

beforeAll(async () => {
  await seed([shop, copShop]);
  ownerId = await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  staffId = await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
  otherStoreMemberId = await insertStaff(copShop.id, "dono@pesos.test", "OWNER", "Juan");
});

const owner = () => staffToken(SHOP, "dono@carrinho.test");
const staffList = async (token: string) =>
  json(await getWithToken(`/console/${SHOP}/staff`, token), 200, (body) => staffListResponseSchema.parse(body).data);
const member = (response: Response, status = 200) =>
  json(response, status, (body) => staffMemberResponseSchema.parse(body).data);
const login = (email: string, password: string) => postJson(`/console/${SHOP}/login`, { email, password });
const me = (token: string) => getWithToken(`/console/${SHOP}/me`, token);

/** A new member of the shop added by its owner through the API; answers its id. */
async function added(
  token: string,
  email: string,
  role: "OWNER" | "STAFF" = "STAFF",
  name = "Novo Membro",
): Promise<number> {
  return (
    await member(
      await send("POST", `/console/${SHOP}/staff`, token, { name, email, role, password: STAFF_PASSWORD }),
      201,
    )
  ).id;
}

describe("the owner's staff list and new members", () => {
  it("lists the live members, owners first, with the caller's own id", async () => {
    const token = await owner();
    const list = await staffList(token);
    expect(list.you).toBe(ownerId);
    expect(list.staff.slice(0, 2)).toEqual([
      {
        id: ownerId,
        name: "Dona Carla",
        email: "dono@carrinho.test",
        role: "OWNER",
        created_at: "1970-01-01T00:00:00.000Z",
      },
      expect.objectContaining({ id: staffId, role: "STAFF" }),
    ]);
    expect(list.staff.map((row) => row.email)).not.toContain("dono@pesos.test");
  });

  it("adds a member who can log in at once and ask who they are", async () => {
    const token = await owner();
    const created = await member(
      await send("POST", `/console/${SHOP}/staff`, token, {
        name: "  Bruno Lima ",
        email: " Bruno@Carrinho.TEST",
        role: "STAFF",
        password: "segredo-forte",
      }),
      201,
    );
    expect(created).toMatchObject({ name: "Bruno Lima", email: "bruno@carrinho.test", role: "STAFF" });
    const bruno = await staffToken(SHOP, "bruno@carrinho.test", "segredo-forte");
    const who = await json(await me(bruno), 200, (body) => staffMeResponseSchema.parse(body).data);
    expect(who.staff).toEqual({ id: created.id, name: "Bruno Lima", email: "bruno@carrinho.test", role: "STAFF" });
    expect((await staffList(token)).staff.map((row) => row.id)).toContain(created.id);
  });

  it("refuses an e-mail a live member has (422 on the field) and the rules of name and password, writing nothing", async () => {
    const token = await owner();
    const before = (await staffList(token)).staff.length;
    const taken = await expectError(
      await send("POST", `/console/${SHOP}/staff`, token, {
        name: "Outra Rita",
        email: "EQUIPE@carrinho.test",
        role: "STAFF",
        password: "segredo-forte",
      }),
      422,
      "EMAIL_TAKEN",
    );
    expect(taken.errors).toEqual([{ field: "email", message: "console.staff.errors.emailTaken" }]);
    const invalid = await expectError(
      await send("POST", `/console/${SHOP}/staff`, token, {
        name: "R",
        email: "nao-e-email",
        role: "CHEF",
        password: "curta",
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "console.staff.errors.nameTooShort" },
        { field: "email", message: "console.staff.errors.emailInvalid" },
        { field: "role", message: "console.staff.errors.roleInvalid" },
        { field: "password", message: "console.staff.errors.passwordTooShort" },
      ]),
    );
    await expectError(
      await send("POST", `/console/${SHOP}/staff`, token, {
        name: "x".repeat(51),
        email: "longo@carrinho.test",
        role: "STAFF",
        password: "segredo-forte",
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect((await staffList(token)).staff).toHaveLength(before);
    // The same e-mail at another store is another person.
    const other = await staffToken(OTHER, "dono@pesos.test");
    await member(
      await send("POST", `/console/${OTHER}/staff`, other, {
        name: "Rita",
        email: "equipe@carrinho.test",
        role: "STAFF",
        password: "segredo-forte",
      }),
      201,
    );
  });
});

describe("changing and removing members", () => {
  it("renames a member and changes their role; a new owner may manage the staff", async () => {
    const token = await owner();
    const id = await added(token, "promovida@carrinho.test");
    const changed = await member(
      await send("PUT", `/console/${SHOP}/staff/${id}`, token, { name: "Paula Promovida", role: "OWNER" }),
    );
    expect(changed).toMatchObject({ id, name: "Paula Promovida", role: "OWNER" });
    const paula = await staffToken(SHOP, "promovida@carrinho.test");
    expect((await staffList(paula)).you).toBe(id);
  });

  it("removes a member: their token is refused at once, they cannot log in, and the e-mail is free again", async () => {
    const token = await owner();
    const id = await added(token, "sai@carrinho.test");
    const leaving = await staffToken(SHOP, "sai@carrinho.test");
    const second = await staffToken(SHOP, "sai@carrinho.test");
    expect((await send("DELETE", `/console/${SHOP}/staff/${id}`, token)).status).toBe(204);
    await expectError(await me(leaving), 401, "UNAUTHORIZED");
    await expectError(await me(second), 401, "UNAUTHORIZED");
    await expectError(await login("sai@carrinho.test", STAFF_PASSWORD), 401, "INVALID_CREDENTIALS");
    expect((await staffList(token)).staff.map((row) => row.id)).not.toContain(id);
    const { results } = await env.DB.prepare("SELECT revoked_at FROM staff_sessions WHERE staff_id = ?")
      .bind(id)
      .all<{ revoked_at: number | null }>();
    expect(results.every((row) => row.revoked_at !== null)).toBe(true);
    // Removed already: no such member; and the address can be given to a new account.
    await expectError(await send("DELETE", `/console/${SHOP}/staff/${id}`, token), 404, "NOT_FOUND");
    await expectError(
      await send("PUT", `/console/${SHOP}/staff/${id}`, token, { name: "Volta", role: "STAFF" }),
      404,
      "NOT_FOUND",
    );
    const back = await added(token, "sai@carrinho.test", "STAFF", "Volta");
    expect(back).not.toBe(id);
    await staffToken(SHOP, "sai@carrinho.test");
  });

  it("never leaves the store without an owner: the last owner can neither step down nor be removed, nor remove themself", async () => {
    // Juan is the only owner of the other store.
    const token = await staffToken(OTHER, "dono@pesos.test");
    const self = `/console/${OTHER}/staff/${otherStoreMemberId}`;
    const demoted = await expectError(
      await send("PUT", self, token, { name: "Juan", role: "STAFF" }),
      422,
      "VALIDATION_ERROR",
    );
    expect(demoted.errors).toEqual([{ field: "role", message: "console.staff.errors.lastOwner" }]);
    const removed = await expectError(await send("DELETE", self, token), 422, "VALIDATION_ERROR");
    expect(removed.errors).toEqual([{ field: "id", message: "console.staff.errors.notYourself" }]);
    // Renaming oneself, still an owner, is fine.
    expect(await member(await send("PUT", self, token, { name: "Juan Pérez", role: "OWNER" }))).toMatchObject({
      role: "OWNER",
      name: "Juan Pérez",
    });
    await member(await send("PUT", self, token, { name: "Juan", role: "OWNER" }));

    // With a second owner, either may step down, but not both.
    const partnerId = await insertStaff(copShop.id, "socio@pesos.test", "OWNER", "Socio");
    const partner = await staffToken(OTHER, "socio@pesos.test");
    expect(
      (
        await member(
          await send("PUT", `/console/${OTHER}/staff/${partnerId}`, partner, { name: "Socio", role: "STAFF" }),
        )
      ).role,
    ).toBe("STAFF");
    await expectError(await send("PUT", self, token, { name: "Juan", role: "STAFF" }), 422, "VALIDATION_ERROR");
    // The one who stepped down is STAFF now: the owner's routes are closed to them at once.
    await expectError(await getWithToken(`/console/${OTHER}/staff`, partner), 403, "FORBIDDEN");

    // An owner may remove another owner; the store keeps its last one.
    const thirdId = await insertStaff(copShop.id, "terceiro@pesos.test", "OWNER", "Tercero");
    expect((await send("DELETE", `/console/${OTHER}/staff/${thirdId}`, token)).status).toBe(204);
    const list = json(
      await getWithToken(`/console/${OTHER}/staff`, token),
      200,
      (body) => staffListResponseSchema.parse(body).data,
    );
    expect((await list).staff.filter((row) => row.role === "OWNER").map((row) => row.id)).toEqual([otherStoreMemberId]);
  });

  it("answers 404 for a member of another store, and writes nothing there", async () => {
    const token = await owner();
    const path = `/console/${SHOP}/staff/${otherStoreMemberId}`;
    await expectError(await send("PUT", path, token, { name: "Invasor", role: "STAFF" }), 404, "NOT_FOUND");
    await expectError(await send("PUT", `${path}/password`, token, { password: "tomada-123" }), 404, "NOT_FOUND");
    await expectError(await send("DELETE", path, token), 404, "NOT_FOUND");
    await expectError(
      await send("PUT", `/console/${SHOP}/staff/0`, token, { name: "Ninguém", role: "STAFF" }),
      400,
      "VALIDATION_ERROR",
    );
    const row = await env.DB.prepare("SELECT name, role, deleted_at FROM staff_members WHERE id = ?")
      .bind(otherStoreMemberId)
      .first();
    expect(row).toEqual({ name: "Juan", role: "OWNER", deleted_at: null });
    await staffToken(OTHER, "dono@pesos.test");
  });
});

describe("passwords", () => {
  it("the owner sets a member's new password: their logins end, the new password works and the old does not", async () => {
    const token = await owner();
    const id = await added(token, "esqueceu@carrinho.test");
    const before = await staffToken(SHOP, "esqueceu@carrinho.test");
    expect((await send("PUT", `/console/${SHOP}/staff/${id}/password`, token, { password: NEW_PASSWORD })).status).toBe(
      204,
    );
    await expectError(await me(before), 401, "UNAUTHORIZED");
    await expectError(await login("esqueceu@carrinho.test", STAFF_PASSWORD), 401, "INVALID_CREDENTIALS");
    await staffToken(SHOP, "esqueceu@carrinho.test", NEW_PASSWORD);
    // The owner's own login is untouched.
    expect((await me(token)).status).toBe(200);
    await expectError(
      await send("PUT", `/console/${SHOP}/staff/${id}/password`, token, { password: "curta" }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("a member changes their own password with the current one: the other logins end, this one stays", async () => {
    const token = await owner();
    await added(token, "troca@carrinho.test");
    const here = await staffToken(SHOP, "troca@carrinho.test");
    const elsewhere = await staffToken(SHOP, "troca@carrinho.test");
    const wrong = await expectError(
      await send("PUT", `/console/${SHOP}/me/password`, here, { current: "nao-e-essa", new: NEW_PASSWORD }),
      422,
      "INVALID_PASSWORD",
    );
    expect(wrong.errors).toEqual([{ field: "current", message: "console.staff.errors.currentWrong" }]);
    await staffToken(SHOP, "troca@carrinho.test");

    expect(
      (await send("PUT", `/console/${SHOP}/me/password`, here, { current: STAFF_PASSWORD, new: NEW_PASSWORD })).status,
    ).toBe(204);
    expect((await me(here)).status).toBe(200);
    await expectError(await me(elsewhere), 401, "UNAUTHORIZED");
    await expectError(await login("troca@carrinho.test", STAFF_PASSWORD), 401, "INVALID_CREDENTIALS");
    await staffToken(SHOP, "troca@carrinho.test", NEW_PASSWORD);
    await expectError(
      await send("PUT", `/console/${SHOP}/me/password`, here, { current: NEW_PASSWORD, new: "curta" }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("counts wrong current passwords with the login's guesses: past the limit, 429 even for the right one", async () => {
    const token = await owner();
    await added(token, "chute@carrinho.test");
    const guesser = await staffToken(SHOP, "chute@carrinho.test");
    const ip = `guess-${crypto.randomUUID()}`;
    const change = (current: string) =>
      call(`/console/${SHOP}/me/password`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${guesser}`, "content-type": "application/json", "x-comanda-client-ip": ip },
        body: JSON.stringify({ current, new: NEW_PASSWORD }),
      });
    const allowed = ACCOUNT_AND_IP_LIMITS[0]!.failures;
    for (let guess = 0; guess < allowed; guess += 1)
      await expectError(await change(`chute-${guess}`), 422, "INVALID_PASSWORD");
    const limited = await change(STAFF_PASSWORD);
    await expectError(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The login from that IP is held by the same count.
    await expectError(
      await postJson(
        `/console/${SHOP}/login`,
        { email: "chute@carrinho.test", password: STAFF_PASSWORD },
        { "x-comanda-client-ip": ip },
      ),
      429,
      "RATE_LIMITED",
    );
    // Nothing changed: the old password still logs in from elsewhere.
    await staffToken(SHOP, "chute@carrinho.test");
  });
});

describe("who may manage the staff", () => {
  it("refuses every owner route to STAFF (403), another store's staff (403), a customer's token and no login (401), writing nothing", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const otherStore = await staffToken(OTHER, "dono@pesos.test");
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "cliente@carrinho.test" }));
    const ownerRoutes: [string, string, unknown?][] = [
      ["GET", `/console/${SHOP}/staff`],
      [
        "POST",
        `/console/${SHOP}/staff`,
        { name: "Intrusa", email: "intrusa@carrinho.test", role: "OWNER", password: "segredo-forte" },
      ],
      ["PUT", `/console/${SHOP}/staff/${staffId}`, { name: "Rita", role: "OWNER" }],
      ["DELETE", `/console/${SHOP}/staff/${ownerId}`],
      ["PUT", `/console/${SHOP}/staff/${ownerId}/password`, { password: "tomada-123" }],
    ];
    const everyRoute: [string, string, unknown?][] = [
      ...ownerRoutes,
      ["PUT", `/console/${SHOP}/me/password`, { current: STAFF_PASSWORD, new: "tomada-123" }],
    ];
    for (const [method, path, body] of ownerRoutes)
      await expectError(await send(method, path, staff, body), 403, "FORBIDDEN");
    for (const [method, path, body] of everyRoute) {
      await expectError(
        await call(path, {
          method,
          headers: body ? { "content-type": "application/json" } : {},
          body: body ? JSON.stringify(body) : null,
        }),
        401,
        "UNAUTHORIZED",
      );
      await expectError(await send(method, path, customer, body), 401, "UNAUTHORIZED");
      await expectError(await send(method, path, await visitorToken(), body), 401, "UNAUTHORIZED");
      await expectError(
        await send(method, path, ADMIN.Authorization.slice("Bearer ".length), body),
        401,
        "UNAUTHORIZED",
      );
      await expectError(await send(method, path, otherStore, body), 403, "FORBIDDEN");
    }
    // Nothing was written: the same members, roles and passwords.
    const list = await staffList(await owner());
    expect(list.staff.find((row) => row.id === staffId)).toMatchObject({ name: "Rita", role: "STAFF" });
    expect(list.staff.map((row) => row.email)).not.toContain("intrusa@carrinho.test");
    await staffToken(SHOP, "equipe@carrinho.test");
  });
});
