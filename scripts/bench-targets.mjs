// What npm run bench measures against (bench.mjs and its parts), and the browser it measures in.
export const CHROMIUM = "/usr/bin/chromium";
export const TARGETS = {
  returningMenuCalls: 2,
  lighthouseScore: 95,
  lighthouseLcpMs: 2000,
  lighthouseBehindControl: 5,
  // The market's 600-odd dishes (decision 065): what the menu's length may cost.
  bigMenuHtmlKb: 30,
  bigMenuWorkerCpuMs: 80,
  bigMenuBlockingMs: 100,
  bigMenuBehindMenu: 5,
};
/** "ok", or what a missed target says. */
export const ok = (pass, missed = "TARGET MISSED") => (pass ? "ok" : missed);
