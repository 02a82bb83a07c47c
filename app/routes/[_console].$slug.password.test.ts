import { describe, expect, it, vi } from "vitest";
import { ok, refusal } from "../../tests/support/route-context";
import { CONSOLE_SLUG, consoleContext, consoleCookie, consoleRequest } from "../../tests/support/console-context";
import { action, loader } from "./[_console].$slug.password";

const params = { slug: CONSOLE_SLUG };
type Answer = {
  data: { errors: Record<string, string>; values: Record<string, string>; message: string | null };
  init: { status: number };
};

async function post(form: Record<string, string>, send = vi.fn()) {
  const request = consoleRequest("/password", await consoleCookie("STAFF"), form);
  return { answer: await action({ request, context: consoleContext(send), params }), send };
}

describe("changing one's own password", () => {
  it("is open to a staff member (not only owners); the staff page is linked for owners only", async () => {
    const me = vi.fn(async () =>
      ok({ staff: { id: 2, name: "Rita", email: "equipe@bella-napoli.demo", role: "STAFF" }, merchant: {} }),
    );
    const page = await loader({
      request: consoleRequest("/password?done=1", await consoleCookie("STAFF")),
      context: consoleContext(vi.fn(), { me }),
      params,
    });
    expect(page).toMatchObject({ title: "Your password", owner: false, done: true });
    expect(me).toHaveBeenCalledWith(CONSOLE_SLUG, "token-STAFF");
  });

  it("sends a member whose login ended (removed meanwhile) to the login page before they type", async () => {
    const me = async () => refusal("UNAUTHORIZED", 401);
    const page = loader({
      request: consoleRequest("/password", await consoleCookie("STAFF")),
      context: consoleContext(vi.fn(), { me }),
      params,
    });
    await expect(page).rejects.toSatisfy((thrown: Response) =>
      thrown.headers.get("Location")!.startsWith(`/_console/${CONSOLE_SLUG}/login?next=`),
    );
  });

  it("sends the current and the new password, then says it changed (post/redirect/get)", async () => {
    const send = vi.fn(async () => ok(null));
    const { answer } = await post({ current: "comanda123", new: "nova-senha-1", confirm: "nova-senha-1" }, send);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/password?done=1`);
    expect(send).toHaveBeenCalledWith("PUT", `/console/${CONSOLE_SLUG}/me/password`, "token-STAFF", expect.anything(), {
      current: "comanda123",
      new: "nova-senha-1",
    });
  });

  it("refuses a short or mistyped new password before asking the API", async () => {
    const { answer, send } = await post({ current: "comanda123", new: "curta", confirm: "outra" });
    expect((answer as Answer).init.status).toBe(400);
    expect((answer as Answer).data.errors).toEqual({
      new: "console.staff.errors.passwordTooShort",
      confirm: "console.staff.errors.confirmMismatch",
    });
    const mismatch = (await post({ current: "comanda123", new: "nova-senha-1", confirm: "nova-senha-2" }))
      .answer as Answer;
    expect(mismatch.data.errors).toEqual({ confirm: "console.staff.errors.confirmMismatch" });
    expect(send).not.toHaveBeenCalled();
  });

  it("shows a wrong current password beside its field, and too many guesses as the form's refusal", async () => {
    const wrong = vi.fn(async () =>
      refusal("INVALID_PASSWORD", 422, {
        errors: [{ field: "current", message: "console.staff.errors.currentWrong" }],
      }),
    );
    const { answer } = await post({ current: "errada", new: "nova-senha-1", confirm: "nova-senha-1" }, wrong);
    expect(answer).toMatchObject({
      data: { errors: { current: "console.staff.errors.currentWrong" }, values: {}, message: null },
      init: { status: 422 },
    });
    const limited = vi.fn(async () => refusal("RATE_LIMITED", 429));
    const many = (await post({ current: "errada", new: "nova-senha-1", confirm: "nova-senha-1" }, limited)).answer;
    expect(many).toMatchObject({
      data: { errors: {}, message: "console.staff.errors.rateLimited" },
      init: { status: 429 },
    });
    const timed = vi.fn(async () => refusal("RATE_LIMITED", 429, { retry_after: 150 }));
    const wait = (await post({ current: "errada", new: "nova-senha-1", confirm: "nova-senha-1" }, timed))
      .answer as Answer & { init: { headers: HeadersInit } };
    expect(wait).toMatchObject({ data: { message: "console.staff.errors.tooMany", count: 3 }, init: { status: 429 } });
    expect(new Headers(wait.init.headers).get("Retry-After")).toBe("180");
  });

  it("sends someone whose login ended to the login page", async () => {
    const { answer } = await post(
      { current: "comanda123", new: "nova-senha-1", confirm: "nova-senha-1" },
      vi.fn(async () => refusal("UNAUTHORIZED", 401)),
    ).catch((thrown: unknown) => ({ answer: thrown }));
    expect((answer as Response).headers.get("Location")).toMatch(`/_console/${CONSOLE_SLUG}/login?next=`);
  });
});
