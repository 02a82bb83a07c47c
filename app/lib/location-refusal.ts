/*
 * A refusal to share the browser's location, remembered per browser: the local key the spec names
 * (`refuseCheckLocation`) and the `geolocation` cookie, so the page can say so before it asks.
 * The browser is asked only when the customer taps "use my location", never on its own. Once
 * shared, the cookie keeps the last point instead, rounded as the finder's `?near=` (about 100 m):
 * the franchise's list is sorted by it on the next visit (decision 079).
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

/** Remembers a refusal, or forgets it and keeps the point shared. */
export function rememberRefusal(refused: boolean, shared?: { latitude: number; longitude: number }): void {
  try {
    if (refused) window.localStorage.setItem(REFUSE_KEY, "true");
    else window.localStorage.removeItem(REFUSE_KEY);
  } catch {
    // Storage may be off (a private window): the cookie still remembers.
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  // A comma is no cookie character: the point is written as the URL writes it.
  const point = shared ? encodeURIComponent(`${round(shared.latitude)},${round(shared.longitude)}`) : "granted";
  document.cookie = `${COOKIE}=${refused ? "denied" : point}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
