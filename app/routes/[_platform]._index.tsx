import { redirect } from "@remix-run/cloudflare";
import { PLATFORM_PATH } from "~/lib/console/platform-session.server";

/** The platform's address as people type it. */
export const loader = () => redirect(PLATFORM_PATH);
