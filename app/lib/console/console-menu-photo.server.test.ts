import { describe, expect, it } from "vitest";
import { PHOTO_ERRORS, PHOTO_MAX_BYTES } from "../../../contract/formats/dish-photos";
import { readPhotoForm } from "./console-menu-photo.server";

const post = (form: FormData) =>
  new Request("https://comanda.test/_console/x/menu/items/1/photo", { method: "POST", body: form });

function formWith(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, "foto.jpg");
  return form;
}

describe("readPhotoForm", () => {
  it("keeps the chosen file", async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" });
    const form = await readPhotoForm(post(formWith({ intent: "upload", photo })));
    expect(form.intent).toBe("upload");
    expect("photo" in form && new Uint8Array(await form.photo.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );
  });

  it("refuses a file over the bound as it streams in", async () => {
    const photo = new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)], { type: "image/jpeg" });
    expect(await readPhotoForm(post(formWith({ intent: "upload", photo })))).toEqual({
      intent: "upload",
      error: PHOTO_ERRORS.tooHeavy,
    });
  });

  it("asks for a file when none was chosen", async () => {
    const empty = new Blob([], { type: "application/octet-stream" });
    expect(await readPhotoForm(post(formWith({ intent: "upload", photo: empty })))).toEqual({
      intent: "upload",
      error: PHOTO_ERRORS.required,
    });
  });

  it("reads the removal", async () => {
    expect(await readPhotoForm(post(formWith({ intent: "remove" })))).toEqual({ intent: "remove" });
  });
});
