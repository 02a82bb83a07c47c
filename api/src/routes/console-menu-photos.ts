import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod";
import { type ApiError, PHOTO_ERRORS, PHOTO_MAX_BYTES, dishPhotoResponseSchema } from "../../../contract";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { HttpError } from "../http/errors";
import { readDishPhoto, removeDishPhoto, setDishPhoto } from "../services/menu-photos";

/** A photo over PHOTO_MAX_BYTES is refused while it streams in, declared length or not. */
const limitPhoto = bodyLimit({
  maxSize: PHOTO_MAX_BYTES,
  onError: (c) =>
    c.json(
      {
        code: "PAYLOAD_TOO_LARGE",
        message: `The photo is over ${PHOTO_MAX_BYTES} bytes`,
        errors: [{ field: "photo", message: PHOTO_ERRORS.tooHeavy }],
      } satisfies ApiError,
      413,
    ),
});

const itemIdOf = (id: string) => {
  const parsed = z.coerce.number().int().positive().safeParse(id);
  if (!parsed.success) throw new HttpError(404, "NOT_FOUND", "No such dish");
  return parsed.data;
};

/**
 * A dish's photo (decision 099): every member reads it, only the owner changes it; behind requireStaff (app.ts). The body is the
 * image itself; what it is is read from its bytes.
 */
export const consoleMenuPhotosRoutes = new Hono<AppEnv>()

  .get("/:slug/menu_editor/items/:id/photo", async (c) => {
    const photo = await readDishPhoto(c.env.DB, c.get("merchant"), itemIdOf(c.req.param("id")));
    return reply(c, dishPhotoResponseSchema, { data: photo });
  })

  .post("/:slug/menu_editor/items/:id/photo", requireOwner, limitPhoto, async (c) => {
    const photo = await setDishPhoto(
      c.env.DB,
      c.env.PHOTOS,
      c.get("merchant"),
      c.get("staff"),
      itemIdOf(c.req.param("id")),
      await c.req.arrayBuffer(),
    );
    return reply(c, dishPhotoResponseSchema, { data: photo });
  })

  .delete("/:slug/menu_editor/items/:id/photo", requireOwner, async (c) => {
    const photo = await removeDishPhoto(c.env.DB, c.get("merchant"), c.get("staff"), itemIdOf(c.req.param("id")));
    return reply(c, dishPhotoResponseSchema, { data: photo });
  });
