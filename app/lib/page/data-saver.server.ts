import { createCookie } from "@remix-run/cloudflare";

/**
 * The customer's own choice of the data-saver mode (Preferences): "on" or "off". Without one the
 * browser decides: `Save-Data: on` (Chrome's data saving on Android, Opera, some carriers' proxies).
 * The choice wins over the header either way, so the mode can always be turned off. A preference
 * like the colour mode: one cookie for every store, a year long.
 */
export const dataSaverCookie = createCookie("data-saver", {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  maxAge: 31_536_000,
});

export type DataSaverChoice = "on" | "off";

export const isDataSaverChoice = (value: unknown): value is DataSaverChoice => value === "on" || value === "off";

/** Whether this request's page is rendered in the data-saver mode. */
export async function resolveDataSaver(request: Request): Promise<boolean> {
  const choice: unknown = await dataSaverCookie.parse(request.headers.get("Cookie")).catch(() => null);
  if (isDataSaverChoice(choice)) return choice === "on";
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}
