// What npm run bench measures against (bench.mjs and its parts), and the browser it measures in.
export const CHROMIUM = "/usr/bin/chromium";
export const TARGETS = {
  returningMenuCalls: 2,
  coldFirstVisitCalls: 6,
  lighthouseScore: 95,
  lighthouseLcpMs: 2000,
  lighthouseBehindControl: 5,
  // The market's 600-odd dishes (decision 065): what the menu's length may cost.
  bigMenuHtmlKb: 30,
  bigMenuWorkerCpuMs: 80,
  bigMenuBlockingMs: 100,
  bigMenuBehindMenu: 5,
};
/**
 * Whether a first visit's calls (Server-Timing labels) are the token's two and then one round: the
 * status, the visitor's own calls (`GET carts/*`…) and the configuration in one combined read
 * (decision 066). A second configuration call (a read on its own, named by the read) would be one
 * that waited for another: the loaders start theirs together once the token is known.
 */
export function oneRoundAfterToken(labels) {
  const afterToken = labels.filter((label) => label !== "token key" && label !== "token");
  const configuration = afterToken.filter(
    (label) => label !== "operation_status_now" && label !== "host" && !/^(GET|POST|PUT|DELETE) /.test(label),
  );
  return configuration.length <= 1;
}

/** "ok", or what a missed target says. */
export const ok = (pass, missed = "TARGET MISSED") => (pass ? "ok" : missed);
