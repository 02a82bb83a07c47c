import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { StaffMember } from "../../contract";
import {
  CONSOLE_SLUG,
  consoleContext,
  consoleCookie,
  consoleRequest,
  consoleSessionIn,
} from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import { action, loader } from "./[_console].$slug.staff";

// The page itself: [_console].$slug.staff.page.test.tsx.

const params = { slug: CONSOLE_SLUG };
const members: StaffMember[] = [
  { id: 1, name: "Dona Carla", email: "dono@bella-napoli.demo", role: "OWNER", created_at: "2026-01-01T00:00:00.000Z" },
  { id: 2, name: "Rita", email: "equipe@bella-napoli.demo", role: "STAFF", created_at: "2026-03-10T15:00:00.000Z" },
];
const list = () => ok({ staff: members, you: 1 });

type Answer = {
  data: { form: string; errors: Record<string, string>; values: Record<string, string>; message: string | null };
  init: { status: number };
};

async function post(
  form: Record<string, string>,
  send: (...args: unknown[]) => Promise<unknown>,
  consoleApi: Record<string, unknown> = {},
) {
  const request = consoleRequest("/staff", await consoleCookie("OWNER"), form);
  return action({ request, context: consoleContext(vi.fn(send), consoleApi), params });
}

describe("who sees the staff page", () => {
  it("gives an owner the members, marking their own account, with the day each was added in the store's time", async () => {
    const send = vi.fn(async () => list());
    const page = await loader({
      request: consoleRequest("/staff?done=removed", await consoleCookie("OWNER")),
      context: consoleContext(send),
      params,
    });
    expect(page.done).toBe("removed");
    expect(page.members).toEqual([
      expect.objectContaining({ id: 1, you: true, added: "Dec 31, 2025" }),
      expect.objectContaining({ id: 2, you: false, added: "Mar 10, 2026" }),
    ]);
    expect(send).toHaveBeenCalledWith("GET", `/console/${CONSOLE_SLUG}/staff`, "token-OWNER", expect.anything());
  });

  it("answers a staff member with a 403 and no call; an owner the API no longer takes for one, too", async () => {
    const send = vi.fn(async () => refusal("FORBIDDEN", 403));
    const asStaff = loader({
      request: consoleRequest("/staff", await consoleCookie("STAFF")),
      context: consoleContext(send),
      params,
    });
    await expect(asStaff).rejects.toMatchObject({ init: { status: 403 } });
    expect(send).not.toHaveBeenCalled();
    const demoted = loader({
      request: consoleRequest("/staff", await consoleCookie("OWNER")),
      context: consoleContext(send),
      params,
    });
    await expect(demoted).rejects.toMatchObject({ init: { status: 403 } });
    const posted = post({ intent: "remove", id: "2" }, send);
    await expect(posted).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("the owner's changes", () => {
  it("adds a member with what the API expects, then says so on the page (post/redirect/get)", async () => {
    const send = vi.fn(async () => ok({ ...members[1]!, id: 3 }));
    const answer = (await post(
      { intent: "add", name: " Bruno ", email: "Bruno@Bella.demo", role: "STAFF", password: "segredo-forte" },
      send,
    )) as Response;
    expect(answer.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/staff?done=added`);
    expect(send).toHaveBeenCalledWith("POST", `/console/${CONSOLE_SLUG}/staff`, "token-OWNER", expect.anything(), {
      name: "Bruno",
      email: "bruno@bella.demo",
      role: "STAFF",
      password: "segredo-forte",
    });
  });

  it("keeps what was typed (not the password) beside a taken e-mail, and refuses bad fields without a call", async () => {
    const taken = async () =>
      refusal("EMAIL_TAKEN", 422, { errors: [{ field: "email", message: "console.staff.errors.emailTaken" }] });
    const answer = (await post(
      { intent: "add", name: "Rita Dois", email: "equipe@bella-napoli.demo", role: "OWNER", password: "segredo-forte" },
      taken,
    )) as Answer;
    expect(answer.init.status).toBe(422);
    expect(answer.data).toEqual({
      form: "add",
      errors: { email: "console.staff.errors.emailTaken" },
      values: { name: "Rita Dois", email: "equipe@bella-napoli.demo", role: "OWNER" },
      message: null,
    });

    const never = vi.fn();
    const invalid = (await post(
      { intent: "add", name: "R", email: "nada", role: "STAFF", password: "curta" },
      never,
    )) as Answer;
    expect(invalid.init.status).toBe(400);
    expect(invalid.data.errors).toEqual({
      name: "console.staff.errors.nameTooShort",
      email: "console.staff.errors.emailInvalid",
      password: "console.staff.errors.passwordTooShort",
    });
    expect(never).not.toHaveBeenCalled();
  });

  it("shows the last owner's refusal beside the role of that member's form", async () => {
    const lastOwner = async () =>
      refusal("VALIDATION_ERROR", 422, { errors: [{ field: "role", message: "console.staff.errors.lastOwner" }] });
    const answer = (await post({ intent: "update", id: "1", name: "Dona Carla", role: "STAFF" }, lastOwner)) as Answer;
    expect(answer.data).toMatchObject({
      form: "update-1",
      errors: { role: "console.staff.errors.lastOwner" },
      values: { name: "Dona Carla", role: "STAFF" },
    });
  });

  it("after an owner's change to their own account, the login's cookie follows: stepping down leads to the orders", async () => {
    const send = async () => ok({ ...members[0]!, name: "Carla", role: "STAFF" });
    const me = vi.fn(async () =>
      ok({ staff: { id: 1, name: "Carla", email: "dono@bella-napoli.demo", role: "STAFF" }, merchant: {} }),
    );
    const answer = (await post({ intent: "update", id: "1", name: "Carla", role: "STAFF" }, send, { me })) as Response;
    expect(answer.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/orders`);
    expect(await consoleSessionIn(answer.headers.get("Set-Cookie"))).toMatchObject({
      name: "Carla",
      role: "STAFF",
      token: "token-OWNER",
    });
  });

  it("sets a member's password and removes a member; a member removed meanwhile is said on the form", async () => {
    const send = vi.fn(async () => ok(null));
    const password = (await post({ intent: "password", id: "2", password: "nova-senha-1" }, send)) as Response;
    expect(password.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/staff?done=password`);
    expect(send).toHaveBeenCalledWith(
      "PUT",
      `/console/${CONSOLE_SLUG}/staff/2/password`,
      "token-OWNER",
      expect.anything(),
      { password: "nova-senha-1" },
    );
    const removed = (await post({ intent: "remove", id: "2" }, send)) as Response;
    expect(removed.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/staff?done=removed`);
    expect(send).toHaveBeenLastCalledWith(
      "DELETE",
      `/console/${CONSOLE_SLUG}/staff/2`,
      "token-OWNER",
      expect.anything(),
    );

    const gone = (await post({ intent: "remove", id: "2" }, async () => refusal("NOT_FOUND", 404))) as Answer;
    expect(gone.data).toMatchObject({ form: "remove-2", message: "console.staff.errors.gone" });
  });
});

describe("a create form's key", () => {
  const KEY = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

  it("is sent with the invitation and comes back with a refusal, so the form sent again is the same invitation", async () => {
    const send = vi.fn(async () => refusal("INTERNAL_ERROR", 503));
    const form = { intent: "invite", name: "Bia", email: "bia@bella-napoli.demo", role: "STAFF", request_key: KEY };
    const request = consoleRequest("/staff", await consoleCookie("OWNER"), form);
    const context = {
      ...consoleContext(vi.fn(send)),
      page: { publicOrigin: "https://comanda.example" },
    } as unknown as AppLoadContext;
    const answer = (await action({ request, context, params })) as unknown as Answer;
    expect(send).toHaveBeenCalledWith(
      "POST",
      `/console/${CONSOLE_SLUG}/staff/invitations`,
      "token-OWNER",
      expect.anything(),
      expect.objectContaining({ email: "bia@bella-napoli.demo", request_key: KEY }),
    );
    expect(answer.data.values).toMatchObject({ email: "bia@bella-napoli.demo", request_key: KEY });
  });

  it("is sent with a member added with a password, and comes back with a refusal", async () => {
    const taken = vi.fn(async () =>
      refusal("EMAIL_TAKEN", 422, { errors: [{ field: "email", message: "console.staff.errors.emailTaken" }] }),
    );
    const form = { intent: "add", name: "Bia", email: "bia@bella.demo", role: "STAFF", password: "segredo-forte" };
    const answer = (await post({ ...form, request_key: KEY }, taken)) as Answer;
    expect(taken).toHaveBeenCalledWith(
      "POST",
      `/console/${CONSOLE_SLUG}/staff`,
      "token-OWNER",
      expect.anything(),
      expect.objectContaining({ email: "bia@bella.demo", request_key: KEY }),
    );
    expect(answer.data.values).toMatchObject({ email: "bia@bella.demo", request_key: KEY });
  });
});
