import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious and critical findings of axe (WCAG 2.1 A and AA) on the page as it is now.
 *
 * In axe's legacy mode: one `axe.run` in the page. The default mode runs each frame's part and then
 * joins the parts in a blank page it opens for the purpose, a new renderer and a second copy of axe
 * per check; that took half of each check's time (decision 118). What the legacy mode leaves out,
 * frames of another origin, the pages checked here do not have.
 */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}
