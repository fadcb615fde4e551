import { playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

type Vendor = { vassalage: string; displayName: string; gameType: string; wallet: string };
type Menus = { value: { gameType: string; vendors: Vendor[] }[] };

test("/seamless groups the games that play from the main balance by vendor; a vendor's tab lists them all", async ({
  page,
  request,
  problems,
}) => {
  await playAsNewVisitor(page);
  const menus = ((await (await request.get("/lgw/games/game_menus")).json()) as Menus).value;
  const vendors = menus.flatMap((menu) => menu.vendors);
  const seamless = vendors.filter(
    (vendor) => vendor.wallet === "seamless" && !["LOTT", "ELOTT"].includes(vendor.gameType),
  );
  // The demo has both kinds, so the area shows a real choice.
  expect(seamless.length).toBeGreaterThan(3);
  const transfer = vendors.filter((vendor) => vendor.wallet === "transfer");
  expect(transfer.length).toBeGreaterThan(0);

  // The footer's game links lead there.
  await page.goto("/");
  await page.locator(".footer").getByRole("link", { name: "Seamless games" }).click();
  await expect(page).toHaveURL(/\/seamless$/);
  const area = page.locator(".seamless");
  await expect(area.getByRole("heading", { level: 1, name: "Seamless games" })).toBeVisible();

  // One row per seamless vendor, in menu order, each with its first games; no transfer vendor.
  const rows = area.locator(".seamless__vendor");
  await expect(rows.locator("h2")).toHaveText(seamless.map((vendor) => new RegExp(`^${vendor.displayName}`)));
  for (const vendor of transfer) {
    await expect(area.getByRole("link", { name: vendor.displayName })).toHaveCount(0);
  }
  const first = seamless[0]!;
  const firstRow = rows.first();
  await expect(firstRow.locator(".game-card:not(.game-card--skeleton)")).toHaveCount(6);

  // Its "View all" opens the vendor's tab: all its games, 42 a page.
  await firstRow.getByRole("link", { name: /^View all \(\d+\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/seamless\\?page=${first.vassalage}$`));
  await expect(area.getByRole("link", { name: first.displayName })).toHaveAttribute("aria-current", "page");
  const cards = area.locator(".game-grid > .game-card:not(.game-card--skeleton)");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(6);
  const list = (await (
    await request.get(
      `/wps/relay/GCSGAME_gameList?vassalage=${first.vassalage}&gameType=${first.gameType}&pageSize=1`,
    )
  ).json()) as { value: { totalCount: number } };
  await expect(cards).toHaveCount(Math.min(42, list.value.totalCount));

  // A visitor who picks a game is asked to log in.
  await cards.first().locator(".game-card__play").click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);

  await screenshotEverySize(page, "seamless-vendor", {
    ready: () => expect(cards.first()).toBeVisible(),
  });
  await page.goto("/seamless");
  await screenshotEverySize(page, "seamless-all", {
    ready: () => expect(rows.first().locator(".game-card:not(.game-card--skeleton)")).toHaveCount(6),
  });
});
