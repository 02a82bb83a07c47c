// A location refusal is remembered per browser (the spec's `refuseCheckLocation` and the
// `geolocation` cookie); once shared, the cookie keeps the point rounded to ~100 m (decision 079).

export const REFUSE_KEY = "refuseCheckLocation";
const COOKIE = "geolocation";

export function locationRefused(): boolean {
  try {
    return (
      window.localStorage.getItem(REFUSE_KEY) === "true" || /(?:^|;\s*)geolocation=denied(?:;|$)/.test(document.cookie)
    );
  } catch {
    return false;
  }
}

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
