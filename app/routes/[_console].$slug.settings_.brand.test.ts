import { describe, expect, it, vi } from "vitest";
import { BRAND_ERRORS } from "../../contract/formats/brand-images";
import { PHOTO_MAX_BYTES } from "../../contract/formats/dish-photos";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import { action } from "./[_console].$slug.settings_.brand";

/*
 * The brand page's posts (decision 105): colours as typed go to the API, a bad one is refused beside
 * its field with what was typed, the logo goes as its bytes, and a staff member never reaches the API.
 */

const PAGE = `https://shop.test/_console/${CONSOLE_SLUG}/settings/brand`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WRITTEN = ok({ id: null, version: 3 });

function post(fields: Record<string, string | Blob>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, "logo.png");
  return new Request(PAGE, { method: "POST", body: form });
}

async function send(request: Request, answer: unknown, role: "OWNER" | "STAFF" = "OWNER") {
  const api = vi.fn(async () => answer);
  const cookie = await consoleCookie(role);
  const result = action(
    withConsoleCookie({ request, context: consoleContext(api), params: { slug: CONSOLE_SLUG } }, cookie),
  );
  return { api, result };
}

type Answered = { data: unknown; init: { status: number } };

describe("the brand's colours form", () => {
  it("sends the colours as typed, normalised, and shows the page again saying they are saved", async () => {
    const { api, result } = await send(post({ intent: "colors", highlight_color: "FFEE00", brand_color: "" }), WRITTEN);
    const answer = (await result) as Response;
    expect(answer.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/settings/brand?done=colors`);
    expect(api.mock.calls[0]).toEqual([
      "PUT",
      `/console/${CONSOLE_SLUG}/settings/brand/colors`,
      "token-OWNER",
      expect.anything(),
      { brand_color: null, highlight_color: "#ffee00" },
    ]);
  });

  it("refuses what is not a colour beside its field, keeping what was typed, without asking the API", async () => {
    const { api, result } = await send(
      post({ intent: "colors", highlight_color: "vermelho", brand_color: "#123" }),
      null,
    );
    const answer = (await result) as unknown as Answered;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({
      form: "colors",
      errors: { highlight_color: BRAND_ERRORS.colorInvalid },
      values: { highlight_color: "vermelho", brand_color: "#123" },
      message: null,
    });
    expect(api).not.toHaveBeenCalled();
  });
});

describe("the logo form", () => {
  it("sends the file's bytes", async () => {
    const { api, result } = await send(post({ intent: "logo", logo: new Blob([PNG], { type: "image/png" }) }), WRITTEN);
    expect(((await result) as Response).headers.get("Location")).toMatch(/\?done=logo$/);
    const [method, path, , , body] = api.mock.calls[0] as unknown as [string, string, string, unknown, Blob];
    expect([method, path]).toEqual(["POST", `/console/${CONSOLE_SLUG}/settings/brand/logo`]);
    expect(new Uint8Array(await body.arrayBuffer())).toEqual(PNG);
  });

  it("says the API's refusal of the image on the field", async () => {
    const refused = refusal("VALIDATION_ERROR", 422, {
      errors: [{ field: "logo", message: BRAND_ERRORS.imageTooSmall }],
    });
    const { result } = await send(post({ intent: "logo", logo: new Blob([PNG], { type: "image/png" }) }), refused);
    expect(((await result) as unknown as Answered).data).toMatchObject({
      errors: { logo: BRAND_ERRORS.imageTooSmall },
    });
  });

  it("refuses a file over the bound, or none, without asking the API", async () => {
    for (const [logo, error] of [
      [new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)], { type: "image/png" }), BRAND_ERRORS.imageTooHeavy],
      [new Blob([], { type: "application/octet-stream" }), BRAND_ERRORS.imageRequired],
    ] as const) {
      const { api, result } = await send(post({ intent: "logo", logo }), null);
      expect(((await result) as unknown as Answered).data).toMatchObject({ errors: { logo: error } });
      expect(api).not.toHaveBeenCalled();
    }
  });

  it("refuses a staff member's post without asking the API", async () => {
    const { api, result } = await send(post({ intent: "colors", highlight_color: "#000000" }), null, "STAFF");
    await expect(result).rejects.toSatisfy(
      (thrown: { init?: { status?: number } | null }) => thrown.init?.status === 403,
    );
    expect(api).not.toHaveBeenCalled();
  });
});
