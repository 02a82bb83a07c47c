/*
 * A refusal to share the browser's location, remembered per browser: the local key the spec names
 * (`refuseCheckLocation`) and the `geolocation` cookie, so the page can say so before it asks.
 * The browser is asked only when the customer taps "use my location", never on its own.
 */

export const REFUSE_KEY = "refuseCheckLocation";
const COOKIE = "geolocation";

/** Whether this browser refused its location here before. */
export function locationRefused(): boolean {
  try {
    return window.localStorage.getItem(REFUSE_KEY) === "true" || /(?:^|;\s*)geolocation=denied(?:;|$)/.test(document.cookie);
  } catch {
    return false;
  }
}

/** Remembers a refusal (or forgets it once the location was shared). */
export function rememberRefusal(refused: boolean): void {
  try {
    if (refused) window.localStorage.setItem(REFUSE_KEY, "true");
    else window.localStorage.removeItem(REFUSE_KEY);
  } catch {
    // Storage may be off (a private window): the cookie still remembers.
  }
  document.cookie = `${COOKIE}=${refused ? "denied" : "granted"}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
