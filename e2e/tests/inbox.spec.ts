import { ENDPOINTS } from "@banca/contract/endpoints";
import type { APIRequestContext, Page } from "@playwright/test";
import { header, playAsNewVisitor, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { operatorHeaders } from "../support/operator.ts";

async function sendLetter(request: APIRequestContext, username: string, title: string, content: string) {
  const answer = await request.post("/admin/api/messages", {
    headers: operatorHeaders(),
    data: {
      audience: "member",
      username,
      title: { en: title, pt: `${title} (pt)` },
      content: { en: content, pt: content },
    },
  });
  expect(await answer.json()).toMatchObject({ success: true });
}

/** The window gets focus back, as when the player returns from another window. */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("focus")));

// The envelope sits beside the avatar on wide screens; narrower ones show the count on the avatar.
test.use({ viewport: { width: 1440, height: 900 } });

test("an operator's message reaches the header badge and the inbox, where reading, marking all read and deleting work", async ({
  page,
  request,
}) => {
  // A whole flow through the back office and the site: more than the default 30 s on a busy machine.
  test.slow();
  const username = await signUpNewMember(page, { prefix: "ib" });
  const envelope = header(page).getByTestId("header-inbox");
  const badge = header(page).getByTestId("header-inbox-badge");
  await expect(envelope).toBeVisible();
  await expect(envelope).toHaveAccessibleName("Messages");
  await expect(badge).toHaveCount(0);

  await sendLetter(request, username, "Server maintenance tonight", "We will be back at 06:00.\nThank you!");
  await sendLetter(
    request,
    username,
    "<b>Bold</b> offer <script>alert(1)</script>",
    "Plain <i>text</i> only",
  );
  const granted = await request.post("/admin/api/bonus/grant", {
    headers: operatorHeaders(),
    data: { username, amount: "12.50", reason: "Loyalty thanks" },
  });
  expect(await granted.json()).toMatchObject({ success: true });

  await refocus(page);
  await expect(badge).toHaveText("3");
  await expect(envelope).toHaveAccessibleName("Messages, 3 unread");

  await envelope.click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre.locator('[data-page="messageV2"]')).toHaveAttribute("aria-current", "page");
  const inbox = centre.getByTestId("inbox");
  const rows = inbox.getByTestId("inbox-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Bonus received");
  await expect(rows.nth(0)).toContainText("A bonus of $ 12.50 has been added to your main wallet.");
  await expect(rows.nth(1)).toContainText("<b>Bold</b> offer <script>alert(1)</script>");
  await expect(rows.nth(2)).toContainText("Server maintenance tonight");
  await expect(inbox.getByTestId("inbox-unread-count")).toHaveText("3");

  // Opening a message reads it: markup shows as typed, and the badge drops.
  await rows.nth(1).click();
  const detail = inbox.getByTestId("inbox-detail");
  await expect(detail.getByRole("heading", { level: 3 })).toHaveText(
    "<b>Bold</b> offer <script>alert(1)</script>",
  );
  await expect(detail.locator("b, i, script")).toHaveCount(0);
  await expect(detail).toContainText("Plain <i>text</i> only");
  await expect(badge).toHaveText("2");
  await detail.getByRole("button", { name: "Back to messages" }).click();
  await expect(rows.nth(1)).toHaveAttribute("data-read", "true");
  await expect(rows.nth(0)).toHaveAttribute("data-read", "false");

  // The bonus notice, opened, carries the operator's reason.
  await rows.nth(0).click();
  await expect(detail).toContainText("Reason: Loyalty thanks");
  await expect(badge).toHaveText("1");
  await detail.getByRole("button", { name: "Back to messages" }).click();

  // Mark all as read: the badge goes, the unread tab is empty.
  await inbox.getByTestId("inbox-read-all").click();
  await expect(badge).toHaveCount(0);
  await expect(inbox.getByTestId("inbox-read-all")).toBeDisabled();
  await inbox.getByRole("tab", { name: "Unread" }).click();
  await expect(inbox).toContainText("All caught up");
  await inbox.getByRole("tab", { name: "All" }).click();

  // Delete, after a confirmation; it stays deleted after a reload.
  await rows.filter({ hasText: "Server maintenance tonight" }).click();
  await detail.getByTestId("inbox-delete").click();
  const confirm = page.getByRole("dialog", { name: "Delete this message?" });
  await expect(confirm).toContainText("Server maintenance tonight");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await detail.getByTestId("inbox-delete").click();
  await page.getByTestId("inbox-delete-confirm").click();
  await expect(inbox.getByRole("status")).toHaveText("Message deleted.");
  await expect(rows).toHaveCount(2);
  await expect(inbox).not.toContainText("Server maintenance tonight");

  await page.reload();
  await expect(header(page).getByTestId("member-account")).toHaveText(username);
  await header(page).getByTestId("header-inbox").click();
  await expect(page.getByTestId("inbox").getByTestId("inbox-row")).toHaveCount(2);
});

test("a letter raises the count, the avatar menu opens the inbox, and reading it clears the badge", async ({
  page,
  request,
}) => {
  test.slow();
  // The count's first answer, read before the letter, reaches the page only after the player has come
  // back to the window: coming back asks again instead of waiting for that answer.
  let firstAsked = false;
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route(`**${ENDPOINTS.unreadCount.path}*`, async (route) => {
    if (firstAsked) return route.continue();
    firstAsked = true;
    const answer = await route.fetch();
    await firstHeld;
    await route.fulfill({ response: answer });
  });
  const username = await signUpNewMember(page, { prefix: "ib" });
  await expect.poll(() => firstAsked).toBe(true);
  await sendLetter(request, username, "First letter", "Hello");
  await refocus(page);
  releaseFirst();
  const badge = header(page).getByTestId("header-inbox-badge");
  await expect(badge).toHaveText("1");
  // The avatar menu offers the inbox too.
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Platform information" }).click();
  const inbox = page.getByRole("dialog", { name: "Member centre" }).getByTestId("inbox");
  await expect(inbox.getByTestId("inbox-row")).toHaveCount(1);
  await inbox.getByTestId("inbox-row").click();
  await expect(badge).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the count rides on the avatar at 375 px and its menu opens the inbox", async ({ page, request }) => {
    test.slow();
    const username = await signUpNewMember(page, { prefix: "ib" });
    await sendLetter(request, username, "Phone letter", "Small screens too");
    await refocus(page);
    // No room for the envelope beside the balance: the avatar carries the count instead.
    await expect(header(page).getByTestId("header-inbox")).toBeHidden();
    const avatar = header(page).getByRole("button", { name: `Account menu for ${username}` });
    await expect(avatar.locator(".avatar-menu__unread")).toHaveText("1");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await avatar.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await avatar.click();
    const entry = page.getByRole("menuitem", { name: /Platform information/ });
    await expect(entry.getByTestId("avatar-menu-unread")).toHaveText("1");
    await entry.click();
    // The inbox is far along the member centre's menu strip, which scrolls to show it.
    const active = page.locator('.member-centre__menu [aria-current="page"]');
    await expect(active).toHaveAttribute("data-page", "messageV2");
    await expect(active).toBeInViewport({ ratio: 1 });
    const inbox = page.getByTestId("inbox");
    await expect(inbox.getByTestId("inbox-row")).toHaveCount(1);
    await inbox.getByTestId("inbox-row").click();
    await expect(inbox.getByTestId("inbox-detail")).toContainText("Small screens too");
    await expect(avatar.locator(".avatar-menu__unread")).toHaveCount(0);
  });

  test("a trial account gets no envelope", async ({ page }) => {
    await playAsNewVisitor(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Free demo" })
      .click();
    await expect(page.getByTestId("member-account")).toBeAttached();
    await expect(page.getByTestId("header-inbox")).toHaveCount(0);
  });
});
