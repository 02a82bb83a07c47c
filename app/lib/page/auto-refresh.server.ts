import { createCookie } from "@remix-run/cloudflare";

/**
 * Whether the customer stopped the pages that refresh themselves (the order's status, the table's
 * bill): "off" once they asked, "on" once they resumed. A preference like the colour mode, not part
 * of the session: one cookie for every store and every order, a year long. Unsigned, since a forged
 * value can only stop or start the refresh of its own browser's pages.
 */
export const autoRefreshCookie = createCookie("auto-refresh", {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  maxAge: 31_536_000,
});

export type AutoRefreshChoice = "on" | "off";

export const isAutoRefreshChoice = (value: unknown): value is AutoRefreshChoice => value === "on" || value === "off";

/** True when the customer stopped the automatic refresh; refreshing is the default. */
export async function autoRefreshStopped(request: Request): Promise<boolean> {
  const choice: unknown = await autoRefreshCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return choice === "off";
}
