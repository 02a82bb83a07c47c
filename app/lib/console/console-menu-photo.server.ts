import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/cloudflare";
import { dishPhotoResponseSchema, PHOTO_ERRORS, PHOTO_MAX_BYTES } from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";
import type { ApiResult } from "~/lib/platform/api.server";

/**
 * A dish's photo (contract/dish-photos.ts, decision 099) with the staff token: every member reads
 * it, the owner uploads and removes it. The upload is the file's own bytes.
 */
export function dishPhotoCalls(send: Send) {
  const path = (slug: string, itemId: number) =>
    `/console/${encodeURIComponent(slug)}/menu_editor/items/${itemId}/photo`;
  return {
    read(slug: string, token: string, itemId: number) {
      return send("GET", path(slug, itemId), token, dishPhotoResponseSchema);
    },
    upload(slug: string, token: string, itemId: number, photo: Blob) {
      return send("POST", path(slug, itemId), token, dishPhotoResponseSchema, photo);
    },
    remove(slug: string, token: string, itemId: number) {
      return send("DELETE", path(slug, itemId), token, dishPhotoResponseSchema);
    },
  };
}

export type PhotoForm =
  | { intent: "upload"; photo: Blob }
  | { intent: "remove" }
  /** A refusal before the API: its locale key. */
  | { intent: "upload"; error: string };

/**
 * The photo form's post, the file kept in memory up to PHOTO_MAX_BYTES: a bigger one is refused
 * as it streams in, never read whole.
 */
export async function readPhotoForm(request: Request): Promise<PhotoForm> {
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: PHOTO_MAX_BYTES }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { intent: "upload", error: PHOTO_ERRORS.tooHeavy };
    return { intent: "upload", error: PHOTO_ERRORS.required };
  }
  if (form.get("intent") === "remove") return { intent: "remove" };
  const photo = form.get("photo");
  if (!(photo instanceof Blob) || photo.size === 0) return { intent: "upload", error: PHOTO_ERRORS.required };
  return { intent: "upload", photo };
}

/** The locale key of the API's refusal of a photo, said on its field. */
export function photoRefusal(result: Extract<ApiResult<unknown>, { ok: false }>): string {
  const onField = result.error.errors?.find((error) => error.field === "photo")?.message;
  if (onField && Object.values<string>(PHOTO_ERRORS).includes(onField)) return onField;
  return "console.menu.photo.errors.unavailable";
}
