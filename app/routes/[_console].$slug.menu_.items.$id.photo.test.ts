import { describe, expect, it, vi } from "vitest";
import { PHOTO_ERRORS, PHOTO_MAX_BYTES } from "../../contract/formats/dish-photos";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import { action } from "./[_console].$slug.menu_.items.$id.photo";

/*
 * The dish photo page's post, in the console's own runtime terms: the file goes to the API as its
 * bytes, a refusal comes back on the field, a file over the bound or a staff member's post never
 * reaches the API.
 */

const ITEM = 42;
const PAGE = `https://shop.test/_console/${CONSOLE_SLUG}/menu/items/${ITEM}/photo`;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

function post(fields: Record<string, string | Blob>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, "omelete.jpg");
  return new Request(PAGE, { method: "POST", body: form, headers: { "Accept-Language": "pt-BR" } });
}

async function send(request: Request, answer: unknown, role: "OWNER" | "STAFF" = "OWNER") {
  const api = vi.fn(async () => answer);
  const cookie = await consoleCookie(role);
  const result = action(
    withConsoleCookie(
      { request, context: consoleContext(api), params: { slug: CONSOLE_SLUG, id: String(ITEM) } },
      cookie,
    ),
  );
  return { api, result };
}

const statusOf = (thrown: { status?: number; init?: { status?: number } | null }) =>
  thrown.status ?? thrown.init?.status;

describe("the dish photo form", () => {
  it("sends the chosen file's bytes to the API and shows the page again, saying it is saved", async () => {
    const photo = new Blob([JPEG], { type: "image/jpeg" });
    const { api, result } = await send(
      post({ intent: "upload", photo }),
      ok({ item_id: ITEM, name: "Omelete", image: "x" }),
    );
    const answer = (await result) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/menu/items/${ITEM}/photo?done=uploaded`);
    const [method, path, token, , body] = api.mock.calls[0] as unknown as [string, string, string, unknown, Blob];
    expect([method, path, token]).toEqual([
      "POST",
      `/console/${CONSOLE_SLUG}/menu_editor/items/${ITEM}/photo`,
      "token-OWNER",
    ]);
    expect(new Uint8Array(await body.arrayBuffer())).toEqual(JPEG);
  });

  it("says the API's refusal on the field", async () => {
    const photo = new Blob([JPEG], { type: "image/jpeg" });
    const refused = refusal("VALIDATION_ERROR", 422, { errors: [{ field: "photo", message: PHOTO_ERRORS.tooSmall }] });
    const { result } = await send(post({ intent: "upload", photo }), refused);
    const answer = (await result) as unknown as { data: unknown; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({ error: PHOTO_ERRORS.tooSmall });
  });

  it("refuses a file over the bound, or none, without asking the API", async () => {
    for (const [photo, error] of [
      [new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)], { type: "image/jpeg" }), PHOTO_ERRORS.tooHeavy],
      [new Blob([], { type: "application/octet-stream" }), PHOTO_ERRORS.required],
    ] as const) {
      const { api, result } = await send(post({ intent: "upload", photo }), null);
      expect(((await result) as unknown as { data: unknown }).data).toEqual({ error });
      expect(api).not.toHaveBeenCalled();
    }
  });

  it("removes the photo", async () => {
    const { api, result } = await send(post({ intent: "remove" }), ok({ item_id: ITEM, name: "Omelete", image: null }));
    expect(((await result) as Response).headers.get("Location")).toMatch(/\?done=removed$/);
    expect((api.mock.calls[0] as unknown as [string])[0]).toBe("DELETE");
  });

  it("refuses a staff member's post without asking the API", async () => {
    const { api, result } = await send(post({ intent: "remove" }), null, "STAFF");
    await expect(result).rejects.toSatisfy((thrown: Parameters<typeof statusOf>[0]) => statusOf(thrown) === 403);
    expect(api).not.toHaveBeenCalled();
  });
});
