import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { type ApiError, MAX_REQUEST_BODY_BYTES } from "../../../contract";
import { MENU_IMPORT_MAX_BODY_BYTES } from "../../../contract/console-menu-import";
import type { AppEnv } from "../env";

/** An image upload (a dish's photo, the logo, a banner's image): its bytes, bounded by its own route. */
const PHOTO_UPLOAD =
  /^\/console\/[^/]+\/(?:menu_editor\/items\/[^/]+\/photo|settings\/brand\/logo|settings\/banners\/images)$/;
const isPhotoUpload = (request: Request) =>
  request.method === "POST" && PHOTO_UPLOAD.test(new URL(request.url).pathname);

const limitTo = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        { code: "PAYLOAD_TOO_LARGE", message: `The request body is over ${maxSize} bytes` } satisfies ApiError,
        413,
      ),
  });

const limitJsonBody = limitTo(MAX_REQUEST_BODY_BYTES);
// The owner's spreadsheet import carries a whole menu (decision 098).
const limitMenuImport = limitTo(MENU_IMPORT_MAX_BODY_BYTES);
const MENU_IMPORT_PATH = /^\/console\/[^/]+\/menu_editor\/import$/;

/** Refuses a body over MAX_REQUEST_BODY_BYTES with 413 PAYLOAD_TOO_LARGE, whether or not it declares its length. */
export const limitBody = createMiddleware<AppEnv>(async (c, next) =>
  isPhotoUpload(c.req.raw) ? next() : (MENU_IMPORT_PATH.test(c.req.path) ? limitMenuImport : limitJsonBody)(c, next),
);

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * A POST, PUT or PATCH that carries a body must say it is JSON. Without this, Hono's JSON
 * validator would read such a body as `{}` and answer field errors that hide the real mistake.
 * A call without a body (or an empty one) passes: the route's own schema decides about it. The
 * exceptions are the sandbox card provider under /provider/, whose page posts an HTML form, and
 * the sandbox error tracker's envelopes, and a dish's photo (its bytes, whatever type the browser named).
 */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const request = c.req.raw;
  if (!METHODS_WITH_BODY.has(request.method) || request.body === null || request.headers.get("content-length") === "0")
    return next();
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType === "application/json" || isPhotoUpload(request)) return next();
  // The sandbox card provider's hosted page (routes/provider.ts) is an HTML form.
  if (mediaType === "application/x-www-form-urlencoded" && new URL(request.url).pathname.startsWith("/provider/"))
    return next();
  // The sandbox error tracker takes Sentry's envelopes, as Sentry does.
  if (
    mediaType === "application/x-sentry-envelope" &&
    new URL(request.url).pathname.startsWith("/provider/error-tracker/")
  )
    return next();
  return c.json(
    { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send the body as content-type: application/json" } satisfies ApiError,
    415,
  );
});
