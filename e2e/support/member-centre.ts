import type { Page } from "@playwright/test";
import { header } from "./auth.ts";

/** Opens the member centre from the header's account menu, on its page `key` (spec part 1 §2). */
export async function openMemberCentrePage(page: Page, username: string, key: string) {
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await centre.locator(`[data-page="${key}"]`).click();
  return centre;
}
