import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod";
import type { ApiError } from "../../../contract";

import {
  BRAND_ERRORS,
  bannerImageResponseSchema,
  bannerRequestSchema,
  bannersOrderRequestSchema,
  brandColorsRequestSchema,
  brandSettingsResponseSchema,
  consoleBannersResponseSchema,
} from "../../../contract/console-settings-brand";
import { PHOTO_MAX_BYTES } from "../../../contract/formats/dish-photos";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { settingsActorOf, settingsWritten } from "../http/settings";
import { HttpError } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";

import {
  changeBanner,
  changeBrandColors,
  createBanner,
  readAllBanners,
  readBrand,
  reorderBanners,
  removeBanner,
  removeLogo,
  setLogo,
  uploadBannerImage,
} from "../services/brand-settings";

// The settings frame's two helpers (routes/console-settings.ts), here because a router never imports
// another router.

/** An image over PHOTO_MAX_BYTES is refused while it streams in, declared length or not. */
const limitImage = (field: string) =>
  bodyLimit({
    maxSize: PHOTO_MAX_BYTES,
    onError: (c) =>
      c.json(
        {
          code: "PAYLOAD_TOO_LARGE",
          message: `The image is over ${PHOTO_MAX_BYTES} bytes`,
          errors: [{ field, message: BRAND_ERRORS.imageTooHeavy }],
        } satisfies ApiError,
        413,
      ),
  });

const bannerIdOf = (id: string) => {
  const parsed = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).safeParse(id);
  if (!parsed.success) throw new HttpError(404, "NOT_FOUND", "No such banner");
  return parsed.data;
};

/**
 * The brand and the banners (decision 105): every member reads them, only the owner changes them;
 * behind requireStaff (app.ts). An image's body is its own bytes, read for what it is.
 */
export const consoleSettingsBrandRoutes = new Hono<AppEnv>()

  .get("/:slug/settings/brand", async (c) =>
    reply(c, brandSettingsResponseSchema, { data: await readBrand(c.env.DB, c.get("merchant").id) }),
  )

  .put("/:slug/settings/brand/colors", requireOwner, validateJson(brandColorsRequestSchema), async (c) =>
    settingsWritten(c, await changeBrandColors(c.env.DB, settingsActorOf(c), c.req.valid("json"))),
  )

  .post("/:slug/settings/brand/logo", requireOwner, limitImage("logo"), async (c) =>
    settingsWritten(c, await setLogo(c.env.DB, c.env.PHOTOS, settingsActorOf(c), await c.req.arrayBuffer())),
  )

  .delete("/:slug/settings/brand/logo", requireOwner, async (c) =>
    settingsWritten(c, await removeLogo(c.env.DB, settingsActorOf(c))),
  )

  .get("/:slug/settings/banners", async (c) =>
    reply(c, consoleBannersResponseSchema, { data: { banners: await readAllBanners(c.env.DB, c.get("merchant").id) } }),
  )

  .post("/:slug/settings/banners/images", requireOwner, limitImage("image"), async (c) =>
    reply(c, bannerImageResponseSchema, {
      data: { image: await uploadBannerImage(c.env.PHOTOS, await c.req.arrayBuffer()) },
    }),
  )

  .post("/:slug/settings/banners", requireOwner, validateJson(bannerRequestSchema), async (c) =>
    settingsWritten(c, await createBanner(c.env.DB, settingsActorOf(c), c.req.valid("json")), 201),
  )

  .put("/:slug/settings/banners/order", requireOwner, validateJson(bannersOrderRequestSchema), async (c) =>
    settingsWritten(c, await reorderBanners(c.env.DB, settingsActorOf(c), c.req.valid("json").ids)),
  )

  .put("/:slug/settings/banners/:id", requireOwner, validateJson(bannerRequestSchema), async (c) =>
    settingsWritten(
      c,
      await changeBanner(c.env.DB, settingsActorOf(c), bannerIdOf(c.req.param("id")), c.req.valid("json")),
    ),
  )

  .delete("/:slug/settings/banners/:id", requireOwner, async (c) =>
    settingsWritten(c, await removeBanner(c.env.DB, settingsActorOf(c), bannerIdOf(c.req.param("id")))),
  );
