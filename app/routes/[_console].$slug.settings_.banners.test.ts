import { describe, expect, it, vi } from "vitest";
import type { Banner } from "../../contract";
import { BRAND_ERRORS } from "../../contract/formats/brand-images";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import { action } from "./[_console].$slug.settings_.banners";

/*
 * The banners page's posts (decision 105): a new banner's image goes up first, then the banner; a
 * javascript: link never reaches the API and everything typed comes back; a move sends the whole
 * new order.
 */

const PAGE = `https://shop.test/_console/${CONSOLE_SLUG}/settings/banners`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IMAGE = "/media/banner/0123456789abcdef/wide.webp";

function post(fields: Record<string, string | Blob>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, "banner.png");
  return new Request(PAGE, { method: "POST", body: form });
}

async function send(request: Request, answers: unknown[]) {
  const api = vi.fn(async () => answers.shift());
  const cookie = await consoleCookie("OWNER");
  const result = action(
    withConsoleCookie({ request, context: consoleContext(api), params: { slug: CONSOLE_SLUG } }, cookie),
  );
  return { api, result };
}

type Answered = { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

const NEW = {
  intent: "create",
  title: "Combo da semana",
  description: "",
  link: "/?category=3",
  enabled_mobile: "on",
  enabled_desktop: "on",
  starts_at: "2026-12-10T18:00",
  ends_at: "",
};

const banner = (id: number, order: number): Banner => ({
  id,
  title: `Banner ${id}`,
  description: null,
  image: IMAGE,
  link: null,
  order,
  enabled_desktop: true,
  enabled_mobile: true,
  starts_at: null,
  ends_at: null,
});

describe("a new banner", () => {
  it("uploads the image, then creates the banner with its path and the start in the store's time zone", async () => {
    const { api, result } = await send(post({ ...NEW, image: new Blob([PNG], { type: "image/png" }) }), [
      ok({ image: IMAGE }),
      ok({ id: 7, version: 2 }),
    ]);
    expect(((await result) as Response).headers.get("Location")).toMatch(/\/settings\/banners\?done=created$/);
    const calls = api.mock.calls as unknown as [string, string, string, unknown, unknown][];
    expect(calls.map(([method, path]) => [method, path])).toEqual([
      ["POST", `/console/${CONSOLE_SLUG}/settings/banners/images`],
      ["POST", `/console/${CONSOLE_SLUG}/settings/banners`],
    ]);
    expect(calls[1]![4]).toEqual({
      title: "Combo da semana",
      description: null,
      image: IMAGE,
      link: "/?category=3",
      enabled_desktop: true,
      enabled_mobile: true,
      // 18:00 in São Paulo.
      starts_at: "2026-12-10T21:00:00.000Z",
      ends_at: null,
    });
  });

  it("refuses a javascript: link beside its field, keeping what was typed, without asking the API", async () => {
    const { api, result } = await send(
      post({ ...NEW, link: "javascript:alert(1)", image: new Blob([PNG], { type: "image/png" }) }),
      [],
    );
    const answer = (await result) as unknown as Answered;
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ link: BRAND_ERRORS.linkInvalid });
    expect(answer.data.values).toMatchObject({ title: "Combo da semana", link: "javascript:alert(1)" });
    expect(api).not.toHaveBeenCalled();
  });

  it("asks for an image, and keeps an uploaded one when the API refuses the banner", async () => {
    const none = await send(post(NEW), []);
    expect(((await none.result) as unknown as Answered).data.errors).toEqual({ image: BRAND_ERRORS.imageRequired });
    expect(none.api).not.toHaveBeenCalled();

    const refused = refusal("VALIDATION_ERROR", 422, { errors: [{ field: "title", message: BRAND_ERRORS.tooMany }] });
    const { result } = await send(post({ ...NEW, image: new Blob([PNG], { type: "image/png" }) }), [
      ok({ image: IMAGE }),
      refused,
    ]);
    const answer = (await result) as unknown as Answered;
    expect(answer.data.errors).toEqual({ title: BRAND_ERRORS.tooMany });
    expect(answer.data.values).toMatchObject({ title: "Combo da semana", image_kept: IMAGE });
  });
});

describe("a new banner's form key", () => {
  const KEY = "3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c";

  it("is sent with the banner, so the same form sent twice adds one", async () => {
    const { api, result } = await send(
      post({ ...NEW, request_key: KEY, image: new Blob([PNG], { type: "image/png" }) }),
      [ok({ image: IMAGE }), ok({ id: 7, version: 2 })],
    );
    expect(((await result) as Response).headers.get("Location")).toMatch(/\?done=created$/);
    const calls = api.mock.calls as unknown as [string, string, string, unknown, unknown][];
    expect(calls[1]![4]).toMatchObject({ title: "Combo da semana", request_key: KEY });
  });

  it("comes back with a refusal, the page's or the API's, so the form sent again is the same create", async () => {
    const none = await send(post({ ...NEW, request_key: KEY }), []);
    expect(((await none.result) as unknown as Answered).data.values).toMatchObject({ request_key: KEY });

    const down = await send(post({ ...NEW, request_key: KEY, image: new Blob([PNG], { type: "image/png" }) }), [
      ok({ image: IMAGE }),
      refusal("INTERNAL_ERROR", 503),
    ]);
    const answer = (await down.result) as unknown as Answered;
    expect(answer.init.status).toBe(503);
    expect(answer.data.values).toMatchObject({ request_key: KEY, image_kept: IMAGE });
  });

  it("is not sent with a change to a banner", async () => {
    const { api, result } = await send(
      post({ ...NEW, intent: "update", id: "7", image_kept: IMAGE, request_key: KEY }),
      [ok({ id: 7, version: 3 })],
    );
    await result;
    const calls = api.mock.calls as unknown as [string, string, string, unknown, unknown][];
    expect(calls[0]!.slice(0, 2)).toEqual(["PUT", `/console/${CONSOLE_SLUG}/settings/banners/7`]);
    expect(calls[0]![4]).not.toHaveProperty("request_key");
  });
});

describe("the banners' order", () => {
  it("moves a banner up by sending every banner in the new order", async () => {
    const { api, result } = await send(post({ intent: "up", id: "3" }), [
      ok({ banners: [banner(1, 0), banner(2, 1), banner(3, 2)] }),
      ok({ id: null, version: 4 }),
    ]);
    expect(((await result) as Response).headers.get("Location")).toMatch(/\?done=moved$/);
    const calls = api.mock.calls as unknown as [string, string, string, unknown, unknown][];
    expect(calls[1]!.slice(0, 2)).toEqual(["PUT", `/console/${CONSOLE_SLUG}/settings/banners/order`]);
    expect(calls[1]![4]).toEqual({ ids: [1, 3, 2] });
  });
});
