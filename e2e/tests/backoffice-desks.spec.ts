import { signUpNewMember } from "../support/auth.ts";
import { DEMO_ADMIN, openScreen, staffPage } from "../support/backoffice.ts";
import { expect, test } from "../support/fixtures.ts";
import { openMemberCentrePage } from "../support/member-centre.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

const SIZES = [
  [1440, 900],
  [820, 1180],
] as const;
// A 1×1 png: the server reads the type from these bytes, not from the file name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("staff reject a player's identity document with a reason the player then reads", async ({
  page,
  browser,
}) => {
  test.slow();
  const username = await signUpNewMember(page, { prefix: "bokyc" });
  let centre = await openMemberCentrePage(page, username, "verification");
  const front = centre.locator('[data-kind="front"]');
  await front
    .locator("input[type=file]")
    .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
  await expect(front.getByText("In review")).toBeVisible({ timeout: 30_000 });

  const staff = await staffPage(browser, DEMO_ADMIN);
  await openScreen(staff, "Identity documents");
  const table = staff.getByRole("table", { name: "Identity documents" });
  await table.getByRole("row").filter({ hasText: username }).click();
  const panel = staff.getByRole("complementary", { name: `ID card, front · ${username}` });
  await expect(panel.getByRole("img", { name: `ID card, front of ${username}` })).toBeVisible();
  await screenshotEverySize(staff, "backoffice-identity-open", { sizes: SIZES });
  await panel.getByLabel("Reason for rejecting (the member reads it)").fill("The photo is too dark to read");
  await panel.getByRole("button", { name: "Reject" }).click();
  await expect(panel.getByText("Member's identity now")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Reject" })).toHaveCount(0);
  await staff.context().close();

  await page.reload();
  centre = await openMemberCentrePage(page, username, "verification");
  await expect(
    centre.locator('[data-kind="front"]').getByText("Reason: The photo is too dark to read"),
  ).toBeVisible({ timeout: 30_000 });
});

test("the owner adds a staff member, hands over the enrolment link, changes the role and disables it", async ({
  browser,
}) => {
  const staff = await staffPage(browser, DEMO_ADMIN);
  await openScreen(staff, "Staff");
  const name = `desk${Date.now().toString(36)}`;
  const form = staff.getByRole("form", { name: "Add a staff member" });
  await form.getByLabel("Username").fill(name);
  await form.getByLabel("Role").selectOption("support");
  await form.getByRole("button", { name: "Add and make the enrolment link" }).click();
  await expect(form.getByRole("status")).toContainText("/backoffice/#/enrol?token=");
  await screenshotEverySize(staff, "backoffice-staff-added", { sizes: SIZES });

  await staff.getByRole("table", { name: "Staff" }).getByRole("row").filter({ hasText: name }).click();
  const panel = staff.getByRole("complementary", { name });
  await expect(panel.getByText("Invited, not enrolled yet")).toBeVisible();
  await panel.getByLabel("Role").selectOption("content");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByRole("status")).toHaveText("Saved.");
  await expect(panel.getByRole("definition").filter({ hasText: "Content" })).toBeVisible();
  await panel.getByRole("button", { name: "Disable this staff member" }).click();
  await expect(
    staff.getByRole("table", { name: "Staff" }).getByRole("row").filter({ hasText: name }),
  ).toContainText("Disabled");
  await staff.context().close();
});

test("staff create an application promotion, see it in the list and switch it off", async ({ browser }) => {
  const staff = await staffPage(browser, DEMO_ADMIN);
  await openScreen(staff, "Promotions");
  // As staff do, the form is used once the list above it has loaded: rows arriving later push the
  // form down, and a click aimed at its button can land beside it.
  await expect(
    staff.getByRole("table", { name: "Promotions" }).getByRole("row").filter({ hasText: "VIP Club" }),
  ).toBeVisible();
  const title = `Desk test ${Date.now().toString(36)}`;
  const form = staff.getByRole("form", { name: "New promotion" });
  // A daily offer: the site's promotion journeys count the new players' offers on this shared server.
  await form.getByLabel("Category").selectOption("daily");
  await form.getByLabel("Title (en)").fill(title);
  await form.getByLabel("Picture (site path or https address)").fill("/media/promotions/big-win.svg");
  const ends = new Date(Date.now() + 7 * 86_400_000);
  const local = new Date(ends.getTime() - ends.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await form.getByLabel("Ends").fill(local);
  await form.getByLabel("Most a bonus may be").fill("50");
  await form.getByRole("button", { name: "Create" }).click();

  const panel = staff.getByRole("complementary", { name: new RegExp(title) });
  // The panel opens once the list has been fetched again, which a busy runner takes its time over.
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await screenshotEverySize(staff, "backoffice-promotion-open", { sizes: SIZES });
  await panel.getByRole("button", { name: "Switch off" }).click();
  await expect(
    staff.getByRole("table", { name: "Promotions" }).getByRole("row").filter({ hasText: title }),
  ).toContainText("Switched off");
  await staff.context().close();
});
