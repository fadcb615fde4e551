import type { Page } from "@playwright/test";
import { header, playAsNewVisitor, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";

type Envelope<T> = { success: boolean; value: T };
type GamePage = { games: { nodeId: number; gameName: string; gameClassify: string }[]; totalCount: number };

const cards = (page: Page) => page.locator(".lobby .game-grid > .game-card:not(.game-card--skeleton)");
const money = (amount: number) =>
  amount.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("a player's whole journey: login popup, lobby filter, favourite, a slot spin, the betting record and the profit report", async ({
  page,
  request,
}) => {
  test.slow();
  await playAsNewVisitor(page);

  // A visitor clicking a game is asked to log in first.
  await page.goto("/rng");
  await cards(page).first().locator(".game-card__play").click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login).toBeVisible();
  await login.getByRole("button", { name: "Close" }).click();
  await expect(login).toHaveCount(0);

  // A fresh player of its own, funded by the operator, so parallel tests never share a balance.
  const username = await signUpNewMember(page, { prefix: "jour", start: page.url() });
  await fundMember(request, username, "100.00");

  // The slots lobby, narrowed by a classify chip: the count is the catalogue's for that kind.
  await page.goto("/rng");
  await expect(cards(page)).toHaveCount(42);
  const chips = page.getByRole("group", { name: "Game categories" });
  await chips.getByRole("button", { name: "Megaways" }).click();
  await expect(page).toHaveURL(/classify=megaways/);
  const megaways = (await (
    await request.get("/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=megaways&pageSize=42", {
      headers: { Language: "en" },
    })
  ).json()) as Envelope<GamePage>;
  await expect(page.locator(".lobby__count")).toHaveText(`${megaways.value.totalCount} games`);
  await expect(cards(page).first().locator(".game-card__name")).toHaveText(megaways.value.games[0]!.gameName);

  // A favourite, kept by the server.
  const favourite = cards(page).nth(1);
  const favouriteName = (await favourite.locator(".game-card__name").textContent()) ?? "";
  await favourite.getByRole("button", { name: `Add ${favouriteName} to favourites` }).click();
  await expect(
    favourite.getByRole("button", { name: `Remove ${favouriteName} from favourites` }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("tab", { name: "Favourites" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().locator(".game-card__name")).toHaveText(favouriteName);

  // The in-house 5×3 slot (BGS, slot-fortune-5x3): one spin of 2.00.
  const originals = (await (
    await request.get("/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=BGS&pageSize=42", {
      headers: { Language: "en" },
    })
  ).json()) as Envelope<GamePage>;
  const slot = originals.value.games.find((game) => game.gameClassify === "slot");
  if (!slot) throw new Error("the BGS slot is not in the catalogue");
  await page.goto("/inhouse");
  await expect(header(page).getByTestId("balance-amount")).toContainText("100.00");
  await page.locator(`.game-card[data-game-id="${slot.nodeId}"] .game-card__play`).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.getByTestId("bgs-balance")).toHaveText("100.00");
  await frame.locator("#stake").fill("2.00");
  await frame.getByTestId("bgs-spin").click();
  await expect(frame.locator("#history li")).toHaveCount(1);
  const win = Number((await frame.locator("#history li span").nth(1).textContent())?.replace(/[^\d.]/g, ""));
  const balance = money(100 - 2 + win);
  await expect(frame.getByTestId("bgs-balance")).toHaveText(balance.replaceAll(",", ""));
  await expect(header(page).getByTestId("balance-amount")).toContainText(balance);

  // The avatar menu's betting record shows the spin, and the filters keep it.
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Betting record" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre.locator('[data-page="personalHistoryCopy"]')).toHaveAttribute("aria-current", "page");
  const record = centre.getByTestId("betting-record");
  await expect(record.getByRole("button", { name: "Today" })).toBeVisible();
  const round = record.getByTestId("bet-round");
  await expect(round).toHaveCount(1);
  await expect(round).toContainText(slot.gameName);
  await expect(round).toContainText("Originals");
  await expect(round).toContainText("Settled");
  await expect(round.locator("td").nth(2)).toHaveText("2.00");
  // A slot spin takes a real risk: its whole stake is a valid bet.
  await expect(round.getByTestId("bet-round-valid")).toHaveText("2.00");
  await expect(round.locator("td").nth(4)).toHaveText(money(win));
  const profit = win - 2;
  const signedProfit = `${profit > 0 ? "+" : profit < 0 ? "−" : ""}${money(Math.abs(profit))}`;
  await expect(round.locator("td").nth(5)).toHaveText(signedProfit);
  await expect(record.getByTestId("valid-bet-note")).toContainText("What counts as a valid bet.");
  await expect(record.locator(".records-summary")).toContainText("Total bets$ 2.00");

  await record.locator("select[name=gameType]").selectOption("INHOUSE");
  await record.locator("select[name=vassalage]").selectOption("BGS");
  await expect(round).toHaveCount(1);
  await record.locator("select[name=gameType]").selectOption("LIVE");
  await expect(record).toContainText("No bets in this period");
  await record.locator("select[name=gameType]").selectOption("");
  await record.getByRole("button", { name: "Today" }).click();
  await expect(round).toHaveCount(1);

  // The profit report counts the day and the game type.
  await centre.locator('[data-page="personalProfit"]').click();
  const report = centre.getByTestId("personal-profit");
  const byDay = report.getByTestId("profit-by-day").getByTestId("profit-row");
  await expect(byDay).toHaveCount(1);
  await expect(byDay.locator("td").nth(0)).toHaveText("1");
  await expect(byDay.locator("td").nth(1)).toHaveText("2.00");
  await expect(byDay.locator("td").nth(4)).toHaveText(signedProfit);
  await expect(report.getByTestId("profit-by-type").getByTestId("profit-row")).toContainText("Originals");
  await expect(report.getByTestId("profit-total")).toContainText(money(Math.abs(profit)));
});
