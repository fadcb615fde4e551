import type { Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { DEMO_ADMIN, newStaffMember, staffPage } from "../support/backoffice.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";
import { waitForOpenSales } from "../support/lottery.ts";
import { fundMember } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

// The livedraw fixture merchant (e2e/fixtures/merchants/livedraw.json) has its one-minute Vietnamese
// draw settled on tables its staff enter, as the real draws are: nothing settles it until a second
// member confirms, and its issues draw every minute, so the journey fits in a test.
const MERCHANT = "livedraw";
const SIZES = [
  [1366, 900],
  [820, 1180],
] as const;

/** A North table (special first: 1, 1, 2, 6, 4, 6, 3 and 4 numbers) whose special prize ends in 7. */
const TABLE = [
  "12347",
  "56781",
  "11111 22222",
  "33333 44444 55555 66666 77777 88888",
  "1234 2345 3456 4567",
  "5678 6789 7890 8901 9012 0123",
  "123 456 789",
  "12 34 56 78",
];
const PRIZES = ["Special", "Prize 1", "Prize 2", "Prize 3", "Prize 4", "Prize 5", "Prize 6", "Prize 7"];

/** The issue's row in the results desk, once its draw time has passed (the list is read again). */
async function openIssue(page: Page, numero: string) {
  const row = page.getByRole("row").filter({ hasText: numero });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await row.click();
  return page.getByRole("complementary", { name: `VN1 · ${numero}` });
}

test("staff enter a lottery result, a second member confirms it, and the player's bet settles", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // The player bets Đề tail digit on 3 and on 7 at 1.00 each: the table entered ends in 7.
  const username = await signUpNewMember(page, {
    prefix: "lld",
    start: merchantUrl(MERCHANT, "/vnlottery?gameCode=VN1"),
  });
  await fundMember(request, username, "100.00", { merchant: MERCHANT });
  await page.goto(merchantUrl(MERCHANT, "/vnlottery?gameCode=VN1"));
  await page.getByRole("tab", { name: "Đề" }).click();
  await page.getByRole("button", { name: "Đề tail digit" }).click();
  for (const digit of ["3", "7"])
    await page.getByRole("button", { name: digit, exact: true }).first().click();
  await page.getByRole("button", { name: "Add to slip" }).click();
  await page.getByTestId("slip-unit").selectOption("1");
  await expect(page.getByTestId("slip-total")).toHaveText("2.00");
  await waitForOpenSales(page, 10);
  await page.getByRole("button", { name: "Place bet" }).click();
  await expect(page.getByText("1 order placed.")).toBeVisible();
  const order = page.getByTestId("lottery-orders").locator("tbody tr").first();
  await expect(order).toContainText("Open");
  const numero = (await order.locator("td").first().textContent())!.trim();

  // Staff A (the demo owner) enters the table once the draw time has passed; a table of the wrong
  // shape is refused in the form, naming the prize.
  const staffA = await staffPage(browser, DEMO_ADMIN, "lottery", MERCHANT);
  await expect(staffA.getByRole("heading", { level: 1, name: "Lottery results" })).toBeVisible();
  const panelA = await openIssue(staffA, numero);
  const form = panelA.locator("form.result-form");
  await form.getByLabel("Special", { exact: true }).fill("1234");
  await form.getByRole("button", { name: "Enter the result" }).click();
  await expect(form.getByText("Special: every number has 5 digits.")).toBeVisible();
  await expect(form.getByText("Prize 1 needs 1 numbers.")).toBeVisible();
  await expect(form.getByRole("alert")).toHaveText(
    "The table does not fit this game: check the prizes marked.",
  );
  for (const [index, name] of PRIZES.entries()) {
    await form.getByLabel(name, { exact: true }).fill(TABLE[index]!);
  }
  await screenshotEverySize(staffA, "backoffice-lottery-entry", {
    sizes: SIZES,
    ready: () => form.scrollIntoViewIfNeeded(),
  });
  await form.getByRole("button", { name: "Enter the result" }).click();

  // A cannot confirm the entry: the desk says another member must, and the server refuses A too.
  const waiting = panelA.getByRole("region", { name: "Waiting for confirmation" });
  await expect(waiting).toContainText(`Entered by ${DEMO_ADMIN.username} at`);
  await expect(waiting).toContainText(
    "You entered this result: another staff member must check and confirm it.",
  );
  await expect(waiting.getByRole("button", { name: /^Confirm/ })).toHaveCount(0);
  const refused = await staffA.context().request.post("/admin/api/lottery/results/confirm", {
    headers: { "X-Banca-Staff": "1", Merchant: MERCHANT },
    data: { gameCode: "VN1", numero },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false, errorCode: "lottery.result.same.operator" });
  // Nothing settled: the player's order is still open.
  await page.reload();
  await expect(page.getByTestId("lottery-orders").locator("tbody tr").first()).toContainText("Open");

  // Staff B, a lottery clerk of the test's own, sees who entered what and confirms it.
  const clerk = await newStaffMember(request, "lottery", "clerk");
  const staffB = await staffPage(browser, clerk, "lottery", MERCHANT);
  const panelB = await openIssue(staffB, numero);
  const toCheck = panelB.getByRole("region", { name: "Waiting for confirmation" });
  await expect(toCheck).toContainText(`Entered by ${DEMO_ADMIN.username} at`);
  await expect(toCheck.getByRole("table")).toContainText("12347");
  await expect(toCheck.getByRole("table")).toContainText("12 34 56 78".replaceAll(" ", "  "));
  await screenshotEverySize(staffB, "backoffice-lottery-confirm", {
    sizes: SIZES,
    ready: () => toCheck.scrollIntoViewIfNeeded(),
  });
  await toCheck.getByRole("button", { name: "Confirm: settle the issue on this result" }).click();
  await expect(panelB.getByRole("status")).toHaveText("Settled on 12347; bets settled: 1.");
  await expect(panelB.getByRole("list")).toContainText(`Decided by: ${clerk.username}`);

  // The games and their settings, below the desk.
  const games = staffB.getByRole("region", { name: "Games and their settings" });
  await games.scrollIntoViewIfNeeded();
  await expect(games.getByRole("row").filter({ hasText: "VN1" })).toContainText("Entered by staff");
  await expect(games.getByRole("row").filter({ hasText: "SSC1" })).toContainText("Platform draw");
  await screenshotEverySize(staffB, "backoffice-lottery-games", {
    sizes: SIZES,
    ready: () => games.scrollIntoViewIfNeeded(),
  });

  // The player's order won 9.90 on 7 and lost on 3; the betting record has it settled.
  await page.reload();
  const settled = page.getByTestId("lottery-orders").locator("tbody tr").first();
  await expect(settled).toContainText("Won", { timeout: 30_000 });
  await expect(settled.locator("td").nth(4)).toHaveText("9.90");
  await page.goto(merchantUrl(MERCHANT, "/lottery?gameCode=SSC1"));
  await expect(header(page).getByTestId("balance-amount")).toContainText("107.90");
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Betting record" }).click();
  const record = page.getByRole("dialog", { name: "Member centre" }).getByTestId("betting-record");
  const round = record.getByTestId("bet-round");
  await expect(round).toHaveCount(1);
  await expect(round).toContainText("Settled");
  await expect(round.locator("td").nth(2)).toHaveText("2.00");
  await expect(round.locator("td").nth(4)).toHaveText("9.90");
  await expect(round.locator("td").nth(5)).toContainText("7.90");

  await staffA.context().close();
  await staffB.context().close();
});
