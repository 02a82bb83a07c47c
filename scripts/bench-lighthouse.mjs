// npm run bench's Lighthouse part: each page's mobile score and LCP, the median of several runs in
// Debian's Chromium, against the same targets as the rest of the benchmark (bench.mjs). With a
// control page (the bare Remix app, scripts/bench-control.mjs), every run of a page comes right after
// a run of the control, and the page is also reported against the control of the same round (the
// median of the rounds' differences and ratios): the machine's load moves both alike.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib.mjs";
import { CHROMIUM, ok, TARGETS } from "./bench-targets.mjs";

const METRICS = ["score", "lcp", "fcp", "tbt", "cls", "si", "ttfb"];

const median = (values) => {
  const sorted = values.filter((value) => value !== null && !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of `url` in a fresh Chromium profile (a first visit, but for `cookie`). */
async function lighthouseRun(lighthouse, chromeLauncher, url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  try {
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      si: audit("speed-index"),
      ttfb: audit("server-response-time"),
      lcpElement: lcpElement(lhr),
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `pages` ({ name, url, cookie? }), `runs` rounds; in each round every page once, in order, each
 * right after a run of `control` ({ name, url }) when given.
 */
export async function measureLighthouse(pages, runs, control = null) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const version = JSON.parse(readFileSync(join(root, "node_modules", "lighthouse", "package.json"), "utf8")).version;
  const samples = new Map(pages.map((page) => [page.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const controlSample = control ? await lighthouseRun(lighthouse, chromeLauncher, control.url, null) : null;
      const sample = await lighthouseRun(lighthouse, chromeLauncher, page.url, page.cookie);
      samples.get(page.name).push({ ...sample, control: controlSample });
    }
  }
  const results = pages.map((page) => {
    const pageRuns = samples.get(page.name);
    const result = {
      name: page.name,
      path: new URL(page.url).pathname + new URL(page.url).search,
      withCookie: Boolean(page.cookie),
      runs: pageRuns,
      median: Object.fromEntries(METRICS.map((key) => [key, median(pageRuns.map((sample) => sample[key]))])),
    };
    if (control) {
      const paired = (key, combine) =>
        median(
          pageRuns.map((sample) =>
            sample[key] === null || sample.control[key] === null ? null : combine(sample[key], sample.control[key]),
          ),
        );
      result.control = {
        median: Object.fromEntries(METRICS.map((key) => [key, median(pageRuns.map((sample) => sample.control[key]))])),
        scoreDifference: paired("score", (a, b) => a - b),
        scoreRatio: paired("score", (a, b) => (b === 0 ? null : a / b)),
        lcpRatio: paired("lcp", (a, b) => (b === 0 ? null : a / b)),
        tbtDifference: paired("tbt", (a, b) => a - b),
      };
    }
    return result;
  });
  return { version, control: control ? { name: control.name, path: new URL(control.url).pathname } : null, results };
}

/** What Lighthouse took for the largest contentful paint (a node's label or the image's URL). */
function lcpElement(lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  const oneLine = (text, length) => (text ?? "").replace(/\s+/g, " ").slice(0, length);
  return node ? `${oneLine(node.nodeLabel, 50)} ${oneLine(node.snippet, 90)}` : null;
}

export function formatLighthouse(lighthouse, runs) {
  const seconds = (value) => (value === null ? "n/a" : `${(value / 1000).toFixed(2)} s`);
  const withControl = lighthouse.control !== null;
  const lines = [
    `Lighthouse ${lighthouse.version}, mobile (simulated throttling), performance only, median of ${runs} (Chromium ${chromiumVersion()})${withControl ? `; each run right after one of the bare Remix control (${lighthouse.control.path} of its own Worker), the same round's control beside it` : ""}:`,
  ];
  lines.push(
    `  ${"page".padEnd(26)} score     LCP      FCP     TBT    CLS      SI${withControl ? "  control  page-control  page/control  LCP/control" : ""}   scores of the runs${withControl ? " (page/control)" : ""}`,
  );
  for (const page of lighthouse.results) {
    const m = page.median;
    const target =
      page.name === "menu"
        ? `  [score >= ${TARGETS.lighthouseScore}: ${ok(m.score !== null && m.score >= TARGETS.lighthouseScore)}; LCP <= ${seconds(TARGETS.lighthouseLcpMs)}: ${ok(m.lcp !== null && m.lcp <= TARGETS.lighthouseLcpMs)}]`
        : "";
    const c = page.control;
    const number = (value, digits) => (value === null || value === undefined ? "n/a" : value.toFixed(digits));
    const beside = c
      ? `  ${String(c.median.score ?? "n/a").padStart(7)}  ${(c.scoreDifference === null ? "n/a" : `${c.scoreDifference > 0 ? "+" : ""}${c.scoreDifference}`).padStart(12)}  ${number(c.scoreRatio, 2).padStart(12)}  ${number(c.lcpRatio, 2).padStart(11)}`
      : "";
    const scores = page.runs
      .map((run) => (run.control ? `${run.score}/${run.control.score}` : String(run.score)))
      .join(", ");
    lines.push(
      `  ${page.name.padEnd(26)} ${String(m.score ?? "n/a").padStart(5)}  ${seconds(m.lcp).padStart(7)}  ${seconds(m.fcp).padStart(7)}  ${(m.tbt === null ? "n/a" : `${Math.round(m.tbt)} ms`).padStart(6)}  ${(m.cls === null ? "n/a" : m.cls.toFixed(3)).padStart(5)}  ${seconds(m.si).padStart(7)}${beside}   ${scores}${target}`,
    );
  }
  for (const page of lighthouse.results) {
    const elements = [...new Set(page.runs.map((run) => run.lcpElement).filter(Boolean))];
    if (elements.length > 0) lines.push(`  LCP element, ${page.name}: ${elements.join(" | ")}`);
  }
  const warnings = [
    ...new Set(
      lighthouse.results.flatMap((page) =>
        page.runs.flatMap((run) => [...(run.warnings ?? []), ...(run.control?.warnings ?? [])]),
      ),
    ),
  ];
  for (const warning of warnings) lines.push(`  warning: ${warning}`);
  return lines.join("\n");
}

function chromiumVersion() {
  try {
    return (
      /Chromium ([\d.]+)/.exec(
        execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
      )?.[1] ?? "?"
    );
  } catch {
    return "?";
  }
}
