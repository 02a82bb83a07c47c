import axe from "axe-core";
import { expect, type Page } from "@playwright/test";
import { test } from "./test";

/**
 * axe-core on a page as it is, for the specs' accessibility checks (WCAG 2.2 AA): the
 * serious and critical violations, one line per element found.
 *
 * axe runs in the page itself, put there once per document (a Remix navigation keeps it), and
 * works out violations only. @axe-core/playwright's AxeBuilder injects its 500 KB source twice a
 * call and finishes every run in a new blank page (for cross-origin frames, which our pages do
 * not have): three times the work of the audit itself, most of the a11y spec's time
 * (docs/decisions/036).
 */

/** The WCAG A and AA rules only (no best practices). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const BLOCKING = new Set(["serious", "critical"]);

export interface AxeScope {
  /** A CSS selector of the part to audit (a dialog), when the rest of the page was audited already. */
  within?: string;
  /** Only the rules with these tags (WCAG_TAGS), else every rule axe has. */
  tags?: string[];
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * The serious and critical violations, one line per element found (`${state}: ${rule} (${impact})
 * ${element}: ${why}`): a spec expects the list to be empty, and its failure says what to fix.
 */
export async function blockingViolations(
  page: Page,
  state: string,
  { within, tags }: AxeScope = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === "object"))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ within, tags }) => {
      const engine = (window as AxeWindow).axe!;
      const results = await engine.run(within ?? document, {
        resultTypes: ["violations"],
        ...(tags ? { runOnly: { type: "tag" as const, values: tags } } : {}),
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? "",
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(" "),
          why: (node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 300),
        })),
      }));
    },
    { within, tags },
  );
  return violations
    .filter((violation) => BLOCKING.has(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${state}: ${violation.id} (${violation.impact}) ${node.target}: ${node.why}`),
    );
}

/**
 * A page state passes the WCAG A and AA rules (no serious or critical violation). Checked with
 * JavaScript only: without it the server sends the same HTML, already checked in the js-on project
 * (the a11y spec audits the no-JS markup itself, e2e/a11y.spec.ts).
 */
export async function expectAccessible(page: Page, state: string, scope: Omit<AxeScope, "tags"> = {}): Promise<void> {
  if (!test.info().project.use.javaScriptEnabled) return;
  expect(
    await blockingViolations(page, state, { ...scope, tags: WCAG_TAGS }),
    `${state}: serious or critical axe violations`,
  ).toEqual([]);
}

/**
 * No serious or critical violation of any rule axe has (best practices too), in light and in dark
 * (JavaScript on only, as expectAccessible). The dark pass sets the attribute the whole theme hangs on
 * (`data-mantine-color-scheme`), as the page's own script does before paint for a phone in dark mode
 * (app/lib/page/color-scheme.server.ts), instead of loading the page again; then the light one is back.
 */
export async function expectAccessibleInBothSchemes(page: Page, state: string): Promise<void> {
  if (!test.info().project.use.javaScriptEnabled) return;
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
  const violations = await blockingViolations(page, `${state} (light)`);
  await html.evaluate((element) => element.setAttribute("data-mantine-color-scheme", "dark"));
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(36, 36, 36)");
  violations.push(...(await blockingViolations(page, `${state} (dark)`)));
  await html.evaluate((element) => element.setAttribute("data-mantine-color-scheme", "light"));
  expect(violations, `${state}: serious or critical axe violations`).toEqual([]);
}
