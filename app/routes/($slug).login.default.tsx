import type { FrameHandle } from "~/lib/page/revalidation";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";

/** Logging in puts the customer's first name in the store's bar. */
export const handle = { changesFrame: true, texts: ["auth"] } satisfies FrameHandle & TextsHandle;
export const clientLoader = textsClientLoader(handle);
export { action, default, loader, meta } from "./($slug).login._index";
