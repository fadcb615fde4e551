import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { header, logIn, signUpNewMember } from "../support/auth.ts";
import { expect, test, useLanguage } from "../support/fixtures.ts";
import { openMemberCentrePage } from "../support/member-centre.ts";
import { fundMember } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

// signUpNewMember registers every player with this login password.
const PASSWORD = "Sunny2026";

/** The in-house dice's node id in the demo catalogue. */
async function diceNode(request: APIRequestContext): Promise<number> {
  const list = await request.get(
    "/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=BGS&pageNo=1&pageSize=42&clientType=3",
  );
  const games = ((await list.json()) as { value: { games: { nodeId: number; gameClassify: string }[] } })
    .value.games;
  const dice = games.find((game) => game.gameClassify === "dice");
  if (!dice) throw new Error("the BGS dice is not in the catalogue");
  return dice.nodeId;
}

/** Opens the in-house dice from /inhouse; answers its frame. */
async function openDice(page: Page, request: APIRequestContext): Promise<FrameLocator> {
  const node = await diceNode(request);
  await page.goto("/inhouse");
  await page.locator(`.game-card[data-game-id="${node}"] .game-card__play`).click();
  await expect(page).toHaveURL(/\/game$/);
  return page.frameLocator("[data-testid=game-frame]");
}

/**
 * Rolls at a 1 % chance until the wallet refuses; answers how many rolls were taken. The stake is
 * 1.00, except after a win: a win of 99 would take a hundred more lost rolls to reach the limit, so
 * the next stake is what brings the session's loss (from `funded`) back to `limit` at once.
 */
async function rollUntilRefused(frame: FrameLocator, funded: number, limit: number): Promise<number> {
  const balance = frame.getByTestId("bgs-balance");
  await expect(balance).not.toHaveText("—", { timeout: 30_000 });
  await frame.locator("#target").fill("100");
  const nonce = frame.locator("#next-nonce");
  const toast = frame.locator("#toast");
  for (let taken = 0; taken < 30; taken++) {
    const lost = funded - Number((await balance.textContent())?.replaceAll(",", ""));
    await frame.locator("#stake").fill((lost < 0 ? limit - lost : 1).toFixed(2));
    const before = Number(await nonce.textContent());
    const roll = frame.getByTestId("bgs-roll");
    await expect(roll).toBeEnabled();
    await roll.click();
    // Either the roll was played (the nonce moved on) or the wallet refused it (a toast).
    await expect(async () => {
      const moved = Number(await nonce.textContent()) > before;
      expect(moved || (await toast.isVisible())).toBe(true);
    }).toPass({ timeout: 30_000 });
    if (await toast.isVisible()) {
      await expect(toast).toContainText("A limit you set is reached");
      return taken;
    }
  }
  throw new Error("the loss limit never refused a roll");
}

test("a player sets a loss limit, plays to it, is refused, and a raise waits 24 hours", async ({
  page,
  request,
}) => {
  await useLanguage(page, "en");
  const username = await signUpNewMember(page, { prefix: "rg" });
  await fundMember(request, username, "100.00");
  const centre = await openMemberCentrePage(page, username, "responsibleGaming");
  const daily = centre.getByTestId("limit-loss-day");
  await daily.getByRole("textbox").fill("3");
  await daily.getByRole("button", { name: "Save" }).click();
  await expect(daily.getByTestId("limit-used")).toHaveText("$ 0.00 used of $ 3.00");

  const frame = await openDice(page, request);
  const rolls = await rollUntilRefused(frame, 100, 3);
  // Three lost rolls of 1.00 reach 3.00; after a win, one lost roll brings the loss back to 3.00.
  expect(rolls).toBeGreaterThanOrEqual(2);

  await page.goto("/");
  const again = await openMemberCentrePage(page, username, "responsibleGaming");
  const row = again.getByTestId("limit-loss-day");
  await expect(row.getByTestId("limit-used")).toContainText("of $ 3.00");
  await row.getByRole("textbox").fill("10");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("Saved: the change applies after 24 hours.");
  await expect(row.getByTestId("limit-pending")).toContainText("Changes to $ 10.00 on");
  await expect(row.getByTestId("limit-used")).toContainText("of $ 3.00");

  await screenshotEverySize(page, "responsible-gaming", {
    ready: async () => {
      await expect(again.getByTestId("responsible-gaming")).toBeVisible();
    },
  });
});

test("a player excludes themself: logged out, cannot play on the next log-in, but can withdraw", async ({
  page,
  request,
}) => {
  await useLanguage(page, "en");
  const username = await signUpNewMember(page, { prefix: "rx" });
  await fundMember(request, username, "50.00");
  const centre = await openMemberCentrePage(page, username, "responsibleGaming");
  const form = centre.getByTestId("exclusion-form");
  await expect(form).toContainText("cannot be lifted before it ends");
  await form.getByLabel("Log-in password").fill(PASSWORD);
  const submit = form.getByRole("button", { name: "Start the break" });
  await expect(submit).toBeDisabled();
  await form.getByRole("checkbox").check();
  await screenshotEverySize(page, "exclusion-form", {
    ready: async () => {
      await form.scrollIntoViewIfNeeded();
    },
  });
  await submit.click();
  // Every session ends at once: the site is logged out.
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();

  // The next log-in is restricted: the site opens Responsible gaming at once, saying until when.
  await logIn(page, username, PASSWORD);
  const centre2 = page.getByRole("dialog", { name: "Member centre" });
  const notice = centre2.getByTestId("exclusion-active");
  await expect(notice).toContainText("Your account is excluded until");
  await expect(centre2.getByTestId("limit-loss-day")).toHaveCount(0);
  await screenshotEverySize(page, "responsible-gaming-excluded");
  // A game does not start: the launch is refused and Responsible gaming opens again. (Each page
  // load opens it once by itself, so it is closed first.)
  const node = await diceNode(request);
  await page.goto("/inhouse");
  await expect(notice).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(centre2).toHaveCount(0);
  await page.locator(`.game-card[data-game-id="${node}"] .game-card__play`).click();
  await expect(notice).toBeVisible();
  await expect(page).not.toHaveURL(/\/game$/);
  await notice.getByTestId("exclusion-withdraw").click();
  const withdraw = page.getByRole("dialog", { name: "Member centre" }).getByTestId("withdraw-page");
  await expect(withdraw).toBeVisible();
  await expect(withdraw.getByTestId("withdraw-balance")).toContainText("$ 50.00");
});

test("the reality check shows time played and the session's net result over the in-house game", async ({
  page,
  request,
}) => {
  await useLanguage(page, "en");
  await page.clock.install();
  const username = await signUpNewMember(page, { prefix: "rc" });
  await fundMember(request, username, "20.00");
  const centre = await openMemberCentrePage(page, username, "responsibleGaming");
  await centre.getByTestId("reality-interval").selectOption("15");
  await expect(centre.getByTestId("reality-interval")).toHaveValue("15");
  const frame = await openDice(page, request);
  await expect(frame.getByTestId("bgs-balance")).toHaveText("20.00");
  await frame.locator("#stake").fill("2.00");
  await frame.getByTestId("bgs-roll").click();
  await expect(frame.locator("#history li")).toHaveCount(1);
  // A roll never leaves the balance where it was (a loss takes 2.00, a win adds 1.96).
  await expect(frame.getByTestId("bgs-balance")).not.toHaveText("20.00");
  const balance = Number(await frame.getByTestId("bgs-balance").textContent());
  const net = (balance - 20).toFixed(2);

  // The game page read the interval when it opened and waits for the session's next whole 15 minutes.
  await page.clock.runFor(15 * 60_000 + 5_000);
  const dialog = page.getByTestId("reality-check");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("reality-played")).toContainText(/You have played for 1[56] minutes/);
  const sign = Number(net) < 0 ? "−" : Number(net) > 0 ? "+" : "";
  await expect(dialog.getByTestId("reality-net")).toContainText(
    `Net result this session: ${sign}$ ${Math.abs(Number(net)).toFixed(2)}`,
  );
  await screenshotEverySize(page, "reality-check");
  await dialog.getByTestId("reality-continue").click();
  await expect(dialog).toHaveCount(0);
});
