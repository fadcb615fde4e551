import { DEMO_ADMIN, openScreen, staffPage } from "../support/backoffice.ts";
import { expect, test, useLanguage } from "../support/fixtures.ts";
import { operatorHeaders } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

const SIZES = [
  [1280, 900],
  [820, 1180],
] as const;
/** The value of a `datetime-local` input `days` from now, in the browser's time zone. */
const localIn = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test("staff create a lucky draw with a two-tier prize table and a visitor sees it on the promotion's page", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const title = `Weekend draw ${Date.now().toString(36)}`;
  const staff = await staffPage(browser, DEMO_ADMIN);
  await openScreen(staff, "Promotions");
  const form = staff.getByRole("form", { name: "New promotion" });
  await form.getByLabel("Mode").selectOption("raffle");
  // A VIP offer: the site's promotion tests count the new players' offers on this shared server.
  await form.getByLabel("Category").selectOption("vip");
  await form.getByLabel("Title (en)").fill(title);
  await form.getByLabel("Picture (site path or https address)").fill("/media/promotions/big-win.svg");
  await form.getByLabel("Ends", { exact: true }).fill(localIn(7));
  await form.getByLabel("Draw at").fill(localIn(8));
  const prizes = form.getByLabel("Prize per place");
  await prizes.first().fill("50");
  await form.getByRole("button", { name: "Add a prize tier" }).click();
  await form.getByLabel("Places").nth(1).fill("2");
  await prizes.nth(1).fill("10");

  // No way to earn a ticket yet: the form names the rule before anything is sent.
  await form.getByRole("button", { name: "Create" }).click();
  await expect(form.getByRole("alert")).toContainText("tickets come from valid bets");
  await form.getByLabel("Valid bet per ticket").fill("20");
  await screenshotEverySize(staff, "backoffice-raffle-form", { sizes: SIZES });
  await form.getByRole("button", { name: "Create" }).click();
  await expect(staff.getByRole("complementary", { name: new RegExp(title) })).toBeVisible({
    timeout: 30_000,
  });
  await staff.context().close();

  const list = (await (await request.get("/admin/api/promotions", { headers: operatorHeaders() })).json())
    .value.list as { id: number; title: Record<string, string> }[];
  const created = list.find((promotion) => promotion.title.en === title);
  expect(created, "the new lucky draw in the operator's list").toBeTruthy();

  await useLanguage(page, "en");
  await page.goto(`/promotions?id=${created!.id}`);
  const detail = page.getByTestId("promotion-detail");
  await expect(detail.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 30_000 });
  const table = detail.getByTestId("raffle-panel").locator(".raffle-table").first();
  await expect(table.locator("tbody tr")).toHaveText([/Place 1\s*\$\s?50\.00/, /Places 2.3\s*\$\s?10\.00/]);
});
