import type { FrameHandle } from "~/lib/revalidation";

/** Logging in puts the customer's first name in the store's bar. */
export const handle = { changesFrame: true } satisfies FrameHandle;
// `/{slug}/login/default` is the same page as `/{slug}/login` (customer spec §2).
export { action, default, loader, meta } from "./($slug).login._index";
