import type { Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

const picker = (page: Page) => page.locator(".side-menu select[name=language]");

/** The member centre on the account record, opened through the account menu in the page's language. */
async function openAccountRecord(page: Page, names: { menu: string; centre: string }) {
  await header(page).getByRole("button", { name: names.menu }).click();
  await page.getByRole("menuitem", { name: names.centre }).click();
  const centre = page.getByRole("dialog", { name: names.centre });
  await centre.locator('[data-page="transactionHistory"]').click();
  return centre;
}

test("Arabic mirrors the site and writes its numbers and dates the Arabic way; English comes back", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "rtl" });
  await fundMember(request, username, "1234.50");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  // The picker names each language in itself and offers only the merchant's complete ones.
  await expect(picker(page).locator("option")).toHaveText([
    "Português",
    "English",
    "Español",
    "العربية",
    "简体中文",
  ]);
  await picker(page).selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator(".side-menu")).toContainText("الرئيسية");

  // Mirrored: the side menu stands at the right edge, the page's content to its left.
  const viewport = page.viewportSize();
  const menu = await page.locator(".side-menu").boundingBox();
  const main = await page.locator("main").first().boundingBox();
  if (!viewport || !menu || !main) throw new Error("the page has no layout");
  expect(Math.round(menu.x + menu.width)).toBe(viewport.width);
  expect(main.x + main.width).toBeLessThanOrEqual(menu.x + 1);

  // Money and dates as Intl writes them for Arabic in this browser (CLDR's "ar": Latin digits, the
  // day first, right-to-left marks and the Arabic comma), not as English or Portuguese would.
  const arabic = await page.evaluate(() => ({
    money: new Intl.NumberFormat("ar", { minimumFractionDigits: 2 }).format(1234.5),
    day: new Intl.DateTimeFormat("ar", { year: "numeric", month: "2-digit", day: "2-digit" }).format(
      new Date(),
    ),
    english: new Intl.DateTimeFormat("en", { year: "numeric", month: "2-digit", day: "2-digit" }).format(
      new Date(),
    ),
  }));
  expect(arabic.day).not.toBe(arabic.english);
  await expect(header(page).getByTestId("balance-amount")).toContainText(arabic.money);

  const centre = await openAccountRecord(page, { menu: `قائمة الحساب ${username}`, centre: "مركز الأعضاء" });
  const line = centre.getByTestId("record-line").filter({ hasText: "تسوية الرصيد" }).first();
  await expect(line).toContainText(arabic.day);
  await expect(line).toContainText("،");
  await expect(line).toContainText(`+${arabic.money}`);
  // The member centre's menu stands on the right of its pages too.
  const centreMenu = await centre.locator(".member-centre__menu").boundingBox();
  const history = await centre.getByTestId("transaction-history").boundingBox();
  if (!centreMenu || !history) throw new Error("the member centre has no layout");
  expect(centreMenu.x).toBeGreaterThan(history.x);
  await screenshotEverySize(page, "lang-ar-member-centre");
  await centre.getByRole("button", { name: "إغلاق" }).first().click();
  await screenshotEverySize(page, "lang-ar-home", { ready: () => page.waitForTimeout(300) });

  await picker(page).selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(header(page).getByTestId("balance-amount")).toContainText("1,234.50");
  await expect(page.locator(".side-menu")).toContainText("Home");
});

test("Simplified Chinese reads left to right with its own dates", async ({ page, request }) => {
  const username = await signUpNewMember(page, { prefix: "cjk" });
  await fundMember(request, username, "88.00");
  await page.goto("/");
  await picker(page).selectOption("cn");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const centre = await openAccountRecord(page, { menu: `${username} 的账户菜单`, centre: "会员中心" });
  const day = new Intl.DateTimeFormat("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
  await expect(centre.getByTestId("record-line").first()).toContainText(day);
  await screenshotEverySize(page, "lang-cn-member-centre");
  await centre.getByRole("button", { name: "关闭" }).first().click();
  await screenshotEverySize(page, "lang-cn-home", { ready: () => page.waitForTimeout(300) });
});
