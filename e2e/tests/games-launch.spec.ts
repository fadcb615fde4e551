import type { APIRequestContext } from "@playwright/test";
import { header, playAsNewVisitor, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

// Oracle Tables: a live vendor of the demo merchant that plays from the main wallet.
const LIVE_VENDOR = "ORCL";

type GameItem = {
  nodeId: number;
  isGame: string;
  maintenance: boolean;
  gameName: string;
  gameClassify: string;
};

/** The first baccarat table of the vendor's lobby page that launches (not its game list, not in maintenance). */
async function firstLiveTable(request: APIRequestContext, vendor = LIVE_VENDOR): Promise<GameItem> {
  const query = new URLSearchParams({
    gameType: "LIVE",
    vassalage: vendor,
    pageNo: "1",
    pageSize: "42",
    clientType: "3",
  });
  const answer = await request.get(`/wps/relay/GCSGAME_gameList?${query}`);
  const games = ((await answer.json()) as { value: { games: GameItem[] } }).value.games;
  const game = games.find(
    (item) => item.isGame === "GAME" && !item.maintenance && item.gameClassify === "baccarat",
  );
  if (!game) throw new Error("no live table to launch");
  return game;
}

test("a visitor who clicks a game is asked to log in first", async ({ page, request }) => {
  await playAsNewVisitor(page);
  const game = await firstLiveTable(request);
  await page.goto(`/live?page=${LIVE_VENDOR}`);
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/live/);
});

test("a member launches a live table of the demo vendor from /live, plays a round, and the header balance follows", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "live" });
  await fundMember(request, username, "200.00");

  const game = await firstLiveTable(request);
  await page.goto(`/live?page=${LIVE_VENDOR}`);
  await expect(header(page).getByTestId("balance-amount")).toContainText("200.00");
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();

  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.locator("main.table")).toHaveAttribute("data-state", "ready");
  await expect(frame.locator("#balance")).toHaveText("USD 200.00");
  await expect(frame.locator("#title")).toHaveText(game.gameName);

  // Ten on the banker: the stake leaves the wallet whatever the cards say, and any win comes back.
  await frame.locator("button[name=stake-10]").click();
  await frame.locator("button[name=choice-banker]").click();
  await frame.locator("button[name=play]").click();
  await expect(frame.locator("#history li")).toHaveCount(1);
  const payout = Number(
    (await frame.locator("#history li span").nth(1).textContent())?.replace(/[^\d.]/g, ""),
  );
  const expected = (200 - 10 + payout).toFixed(2);
  await expect(frame.locator("#balance")).toHaveText(`USD ${expected}`);
  await expect(header(page).getByTestId("balance-amount")).toContainText(expected);

  await page.getByTestId("game-frame-back").click();
  await expect(page).toHaveURL(/\/live/);
});

test("a member who clicks a game while the page still checks the kept session gets the game", async ({
  page,
  request,
}) => {
  await signUpNewMember(page, { prefix: "early" });
  const game = await firstLiveTable(request);
  // The check of the kept session answers only after the click.
  let releaseCheck = () => {};
  const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
  await page.route("**/wps/member/info", async (route) => {
    await checkHeld;
    await route.continue();
  });
  await page.goto(`/live?page=${LIVE_VENDOR}`);
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);
  releaseCheck();
  await expect(page).toHaveURL(/\/game$/);
});

test("the game page frames only what a launch answered, never an address from its own query", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "frame" });
  await fundMember(request, username, "100.00");

  // A link to /game with somebody's page in it shows no frame at all under the brand.
  const foreign = await page.goto(`/game?url=${encodeURIComponent("https://example.org/")}`);
  const policy = foreign?.headers()["content-security-policy"] ?? "";
  const frameSrc = policy.split(";").find((directive) => directive.trim().startsWith("frame-src"));
  expect(frameSrc?.trim()).toBe("frame-src 'self'");
  await expect(page.getByText("No game to show")).toBeVisible();
  await expect(page.getByTestId("game-frame")).toHaveCount(0);

  // A real launch still plays, in a sandboxed frame.
  const game = await firstLiveTable(request);
  await page.goto(`/live?page=${LIVE_VENDOR}`);
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();
  await expect(page).toHaveURL(/\/game$/);
  const view = page.getByTestId("game-frame");
  await expect(view).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-forms allow-popups");
  const launched = await view.getAttribute("src");
  expect(new URL(launched!).pathname).toBe("/vendors/demo/play");
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.locator("main.table")).toHaveAttribute("data-state", "ready");
  await frame.locator("button[name=stake-1]").click();
  await frame.locator("button[name=choice-player]").click();
  await frame.locator("button[name=play]").click();
  await expect(frame.locator("#history li")).toHaveCount(1);

  // The same link now shows the game this tab launched, not the page the link names.
  await page.goto(`/game?url=${encodeURIComponent("https://example.org/")}`);
  await expect(page.getByTestId("game-frame")).toHaveAttribute("src", launched!);
});

// Velvet Live: a live vendor of the demo merchant that plays from a transfer wallet of its own.
const TRANSFER_VENDOR = "VLIVE";

test("a transfer-wallet table funds itself, the header's wallet panel recalls it, and with automatic transfer off the game page offers a transfer", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "auto" });
  await fundMember(request, username, "100.00");
  const game = await firstLiveTable(request, TRANSFER_VENDOR);
  const play = async () => {
    await page.goto(`/live?page=${TRANSFER_VENDOR}`);
    await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();
    await expect(page).toHaveURL(/\/game$/);
  };

  // Automatic transfer is on by default: the table opens with the whole balance.
  await play();
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.locator("main.table")).toHaveAttribute("data-state", "ready");
  await expect(frame.getByTestId("vendor-balance")).toHaveText("USD 100.00");

  // One click in the header's wallet panel brings it all back to the main wallet.
  await header(page).getByTestId("balance-open").click();
  const panel = page.getByTestId("wallet-panel");
  await expect(panel.getByTestId(`panel-wallet-${TRANSFER_VENDOR}`)).toContainText("$ 100.00");
  await expect(panel.getByTestId("panel-wallet-MAIN")).toContainText("$ 0.00");
  await panel.getByTestId("wallet-panel-recall").click();
  await expect(panel).toContainText("$ 100.00 moved back to your main wallet.");
  await expect(panel.getByTestId("panel-wallet-MAIN")).toContainText("$ 100.00");
  await expect(panel.getByTestId(`panel-wallet-${TRANSFER_VENDOR}`)).toContainText("$ 0.00");

  // The wallet page switches automatic transfer off.
  await panel.getByRole("button", { name: "Open the wallet page" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  const autoTransfer = centre.getByRole("switch", { name: "Automatic transfer" });
  await expect(autoTransfer).toBeChecked();
  await autoTransfer.click();
  await expect(autoTransfer).not.toBeChecked();
  await expect(centre.getByTestId("auto-transfer")).toContainText("only when you transfer it");
  await page.keyboard.press("Escape");
  await expect(centre).toBeHidden();

  // Now the game page offers a transfer with an amount instead of an empty table.
  await play();
  const offer = page.getByTestId("transfer-offer");
  await expect(offer).toContainText("Velvet Live plays from a wallet of its own");
  await expect(page.getByTestId("game-frame")).toHaveCount(0);
  await offer.locator("input[name=amount]").fill("25");
  await offer.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(frame.locator("main.table")).toHaveAttribute("data-state", "ready");
  await expect(frame.getByTestId("vendor-balance")).toHaveText("USD 25.00");
  await expect(offer).toHaveCount(0);

  // Every move is in the account record as a wallet transfer. The panel's buttons appear where they
  // stay, even when the merchant's wallet mode answers after the balances.
  await page.route("**/wps/relay/GCS_merchantWallet", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.reload();
  await header(page).getByTestId("balance-open").click();
  await expect(panel.getByTestId("panel-wallet-MAIN")).toContainText("$ 75.00");
  await expect(panel.getByTestId(`panel-wallet-${TRANSFER_VENDOR}`)).toContainText("$ 25.00");
  const openWalletPage = panel.getByRole("button", { name: "Open the wallet page" });
  const firstSeenAt = await openWalletPage.boundingBox();
  await expect(panel.getByTestId("wallet-panel-recall")).toBeVisible();
  expect(await openWalletPage.boundingBox()).toEqual(firstSeenAt);
  await openWalletPage.click();
  await centre.locator('[data-page="transactionHistory"]').click();
  const history = centre.getByTestId("transaction-history");
  await history.locator("select[name=recordType]").selectOption("transfer");
  const lines = history.getByTestId("record-line");
  await expect(lines.filter({ hasText: "Velvet Live" }).filter({ hasText: "+100.00" })).toHaveCount(1);
  await expect(lines.filter({ hasText: "Velvet Live" }).filter({ hasText: "−100.00" })).toHaveCount(1);
  await expect(lines.filter({ hasText: "Velvet Live" }).filter({ hasText: "+25.00" })).toHaveCount(1);
});

test("the lottery category starts the TCG_SEA vendor: a visitor logs in first, a player chooses an area in its dialog", async ({
  page,
}) => {
  await playAsNewVisitor(page);
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  // A game start: the visitor is asked to log in, and stays where it was.
  await menu.getByRole("link", { name: "E-lottery", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signUpNewMember(page, { prefix: "sea" });
  await menu.getByRole("link", { name: "E-lottery", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Lottery" });
  await expect(dialog).toBeVisible();
  const areas = dialog.getByTestId("lottery-start-areas").getByRole("button");
  await expect(areas).toHaveText([/Vietnam lottery/, /Quick draws/, /E-lottery lobby/]);
  // Each area shows its group's artwork.
  for (const image of await dialog.locator("img").all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await screenshotEverySize(page, "lottery-start");

  await areas.filter({ hasText: "Quick draws" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();

  // Escape closes it without going anywhere; the Vietnam lottery area leads to its page.
  // The dialog's code arrives lazily after a page load: Escape works from the moment the dialog is
  // on screen, pressed here in the same task that draws it.
  await page.goto("/");
  const escapePressed = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector("[role=dialog]")) return;
          observer.disconnect();
          window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
          resolve();
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  await menu.getByRole("link", { name: "E-lottery", exact: true }).click();
  await escapePressed;
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await menu.getByRole("link", { name: "E-lottery", exact: true }).click();
  await areas.filter({ hasText: "Vietnam lottery" }).click();
  await expect(page).toHaveURL(/\/vnlottery$/);

  for (const path of ["/lottery?gameCode=SSC1&playType=position", "/elott"]) {
    await screenshotEverySize(page, path.slice(1).split("?")[0]!, {
      wholePageOnPhone: true,
      ready: async () => {
        await page.goto(path);
        await expect(page.locator(".lottery-page, .elott-lane").first()).toBeVisible();
        await expect(header(page).getByTestId("balance-amount")).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        // The cards' artwork loads lazily: wait for what is on screen.
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete),
        );
      },
    });
  }
});
