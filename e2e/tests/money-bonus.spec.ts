import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { operatorHeaders } from "../support/operator.ts";

test("a bonus the operator grants shows on bonus details, in the account record and in the header balance", async ({
  page,
  request,
}) => {
  // A whole money flow through the site and the back office: more than the default 30 s on a busy machine.
  test.slow();
  const username = await signUpNewMember(page, { prefix: "bn" });
  const balance = header(page).getByTestId("balance-amount");
  await expect(balance).toHaveText("$ 0.00");

  // Before any bonus the page says so rather than showing an empty table.
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await centre.locator('[data-page="bonusDetails"]').click();
  const bonuses = centre.getByTestId("bonus-details");
  await expect(bonuses).toContainText("No bonuses in this period");

  await centre.getByRole("button", { name: "Close" }).first().click();
  await expect(centre).toHaveCount(0);

  const refused = await request.post("/admin/api/bonus/grant", {
    headers: operatorHeaders(),
    data: { username, amount: "-5", reason: "Welcome bonus" },
  });
  expect((await refused.json()).success).toBe(false);
  const granted = await request.post("/admin/api/bonus/grant", {
    headers: operatorHeaders(),
    data: { username, amount: "25.50", reason: "Welcome bonus", turnoverMultiplier: 3 },
  });
  expect(await granted.json()).toMatchObject({ success: true });

  // The header balance picks the credit up on its refresh button.
  await header(page).getByRole("button", { name: "Refresh balance" }).click();
  await expect(balance).toHaveText("$ 25.50");

  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Account record" }).click();

  await centre.locator('[data-page="transactionHistory"]').click();
  const history = centre.getByTestId("transaction-history");
  const line = history.getByTestId("record-line").filter({ hasText: "Bonus" }).first();
  await expect(line).toContainText("+25.50");
  await expect(line).toContainText("Main wallet");
  await history.locator("select[name=recordType]").selectOption("bonus");
  await expect(history.getByTestId("record-line")).toHaveCount(1);

  await centre.locator('[data-page="bonusDetails"]').click();
  const row = bonuses.getByTestId("bonus-line");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Welcome bonus");
  await expect(row).toContainText("Customer service");
  await expect(row).toContainText("+25.50");
  await expect(row).toContainText("0.00 of 76.50");
  await expect(row).toContainText("Wagering");
  await expect(bonuses.locator(".records-summary")).toContainText("$ 25.50");
});
