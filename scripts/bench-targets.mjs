// What npm run bench measures against (bench.mjs and its parts), and the browser it measures in.
export const CHROMIUM = "/usr/bin/chromium";
export const TARGETS = { returningMenuCalls: 2, lighthouseScore: 95, lighthouseLcpMs: 2000, lighthouseBehindControl: 5 };
/** "ok", or what a missed target says. */
export const ok = (pass, missed = "TARGET MISSED") => (pass ? "ok" : missed);
