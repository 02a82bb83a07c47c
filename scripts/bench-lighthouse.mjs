// npm run bench's Lighthouse part: each page's mobile score and LCP, the median of several runs in
// Debian's Chromium, against the same targets as the rest of the benchmark (bench.mjs).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib.mjs";
import { CHROMIUM, ok, TARGETS } from "./bench-targets.mjs";

export async function measureLighthouse(origin, pages, runs) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const version = JSON.parse(readFileSync(join(root, "node_modules", "lighthouse", "package.json"), "utf8")).version;
  const results = [];
  for (const page of pages) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
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
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        };
        const result = await lighthouse(`${origin}${page.path}`, flags);
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        samples.push({
          score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
          lcp: audit("largest-contentful-paint"),
          fcp: audit("first-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          si: audit("speed-index"),
          ttfb: audit("server-response-time"),
          lcpElement: lcpElement(lhr),
          warnings: lhr.runWarnings,
        });
      } finally {
        await chrome.kill();
      }
    }
    const median = (key) => {
      const values = samples
        .map((sample) => sample[key])
        .filter((value) => value !== null)
        .sort((a, b) => a - b);
      return values.length === 0 ? null : values[Math.floor(values.length / 2)];
    };
    results.push({
      name: page.name,
      path: page.path,
      withCookie: Boolean(page.cookie),
      runs: samples,
      median: Object.fromEntries(["score", "lcp", "fcp", "tbt", "cls", "si", "ttfb"].map((key) => [key, median(key)])),
    });
  }
  return { version, results };
}

/** What Lighthouse took for the largest contentful paint (a node's label or the image's URL). */
function lcpElement(lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  return node ? `${(node.nodeLabel ?? "").slice(0, 50)} ${(node.snippet ?? "").slice(0, 90)}` : null;
}

export function formatLighthouse(lighthouse, runs) {
  const seconds = (value) => (value === null ? "n/a" : `${(value / 1000).toFixed(2)} s`);
  const lines = [`Lighthouse ${lighthouse.version}, mobile (simulated throttling), performance only, median of ${runs} (Chromium ${chromiumVersion()}):`];
  lines.push(`  ${"page".padEnd(26)} score     LCP      FCP     TBT    CLS      SI   scores of the runs`);
  for (const page of lighthouse.results) {
    const m = page.median;
    const target =
      page.name === "menu"
        ? `  [score >= ${TARGETS.lighthouseScore}: ${ok(m.score !== null && m.score >= TARGETS.lighthouseScore)}; LCP <= ${seconds(TARGETS.lighthouseLcpMs)}: ${ok(m.lcp !== null && m.lcp <= TARGETS.lighthouseLcpMs)}]`
        : "";
    lines.push(
      `  ${page.name.padEnd(26)} ${String(m.score ?? "n/a").padStart(5)}  ${seconds(m.lcp).padStart(7)}  ${seconds(m.fcp).padStart(7)}  ${(m.tbt === null ? "n/a" : `${Math.round(m.tbt)} ms`).padStart(6)}  ${(m.cls === null ? "n/a" : m.cls.toFixed(3)).padStart(5)}  ${seconds(m.si).padStart(7)}   ${page.runs.map((run) => run.score).join(", ")}${target}`,
    );
  }
  for (const page of lighthouse.results) {
    const elements = [...new Set(page.runs.map((run) => run.lcpElement).filter(Boolean))];
    if (elements.length > 0) lines.push(`  LCP element, ${page.name}: ${elements.join(" | ")}`);
  }
  const warnings = [...new Set(lighthouse.results.flatMap((page) => page.runs.flatMap((run) => run.warnings ?? [])))];
  for (const warning of warnings) lines.push(`  warning: ${warning}`);
  return lines.join("\n");
}

function chromiumVersion() {
  try {
    return /Chromium ([\d.]+)/.exec(execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }))?.[1] ?? "?";
  } catch {
    return "?";
  }
}

// ---------------------------------------------------------------------------------------------
