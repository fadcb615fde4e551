import type { Page } from "@playwright/test";
import axe from "axe-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Loads axe into each frame of the page that does not hold it yet: once a document, not once a check. */
async function loadAxe(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => "axe" in window)) continue;
    await frame.evaluate(axe.source);
  }
}

/**
 * Serious and critical findings of axe (WCAG 2.1 A and AA) on the page as it is now.
 *
 * One `axe.run` in the page, which keeps to the page's own origin (decision 118): what it leaves
 * out, frames of another origin, the pages checked here do not have. axe stays loaded while the
 * page's script moves between screens, so a walk through an app's screens loads its 560 KB once;
 * and it details only the violations, the one kind of result read here (decision 119).
 */
export async function seriousViolations(page: Page) {
  await loadAxe(page);
  const { violations } = await page.evaluate(
    (tags) =>
      window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    TAGS,
  );
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
