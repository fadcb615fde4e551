import { expect, test, useLanguage } from "../support/fixtures.ts";

test("a help deep link opens the modal on that topic; closing returns home", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/help#withdrawals");
  const dialog = page.getByRole("dialog", { name: "Help centre" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".help__content")).toHaveAttribute("data-topic", "withdrawals");
  await expect(dialog.locator(".help__topic.is-active")).toHaveText("Withdrawals");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test("footer help topic opens the help modal on that topic", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/");
  await page.locator(".footer").getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/help#privacy-policy$/);
  await expect(page.getByRole("dialog").locator(".help__content")).toHaveAttribute(
    "data-topic",
    "privacy-policy",
  );
});

test("announcements paginate 9 per page with a detail pane", async ({ page, request }) => {
  const answer = (await (await request.get("/wps/relay/MCSFE_getListAnnouncements?types=PL")).json()) as {
    value: { player: Array<{ title: string }> };
  };
  const total = answer.value.player.length;
  expect(total).toBeGreaterThan(18);

  await page.goto("/");
  await page.locator(".side-menu").getByRole("button", { name: "Avisos" }).click();
  const dialog = page.getByRole("dialog", { name: "Avisos" });
  await expect(dialog.locator(".announcements__item")).toHaveCount(9);
  await expect(dialog.locator(".announcements__detail h3")).toHaveText(answer.value.player[0]!.title);
  await expect(dialog.locator(".announcements__detail time")).toHaveText(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  );

  const lastPage = Math.ceil(total / 9);
  await dialog.getByRole("button", { name: String(lastPage), exact: true }).click();
  await expect(dialog.locator(".announcements__item")).toHaveCount(total - (lastPage - 1) * 9);
  await dialog.locator(".announcements__item").first().click();
  await expect(dialog.locator(".announcements__detail h3")).toHaveText(
    answer.value.player[(lastPage - 1) * 9]!.title,
  );

  // Outside click closes the dialog.
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
});

test.describe("pop-up notices", () => {
  test.use({ seesPopupNotices: true });

  test("greet a new session on the home page once", async ({ page, request }) => {
    const answer = (await (await request.get("/wps/relay/MCSFE_getListAnnouncements?types=PU")).json()) as {
      value: { popup: Array<{ title: string }> };
    };
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Avisos importantes" });
    await expect(dialog.locator("article h3")).toHaveText(answer.value.popup.map((notice) => notice.title));
    await dialog.getByRole("button", { name: "Entendi" }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.locator(".banner__slide").first()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
