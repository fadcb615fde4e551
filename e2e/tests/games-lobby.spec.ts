import { freshUsername, newMember, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { animationState, MOTION_ON, waitForMotion } from "../support/motion.ts";

type Envelope<T> = { success: boolean; value: T };
type GamePage = { games: { nodeId: number; gameName: string; vassalage: string }[]; totalCount: number };

const cards = (page: import("@playwright/test").Page) =>
  page.locator(".lobby .game-grid > .game-card:not(.game-card--skeleton)");

test("a visitor browses /rng: vendor tab, classify filter, name search, more games on scroll", async ({
  page,
  request,
}) => {
  await playAsNewVisitor(page);
  await page.goto("/rng");
  await expect(page.getByRole("heading", { name: "Slots" })).toBeVisible();
  await expect(cards(page)).toHaveCount(42);
  await expect(page.locator(".lobby__count")).toHaveText(/^\d[\d,.]* games$/);
  // Thumbnails load as they come into view (the big-wins board may push the grid below the fold).
  await cards(page).first().scrollIntoViewIfNeeded();
  await expect(cards(page).first().locator(".lazy-image img")).toBeVisible();

  // Scrolling to the end of the grid loads the next page of 42.
  await page.locator(".game-grid__sentinel").scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(84);

  // A vendor tab selects that vendor (and the address says so).
  await page
    .getByRole("navigation", { name: "Game providers" })
    .getByRole("link", { name: "Koi Studio" })
    .click();
  await expect(page).toHaveURL(/\?page=KOI/);
  await expect(cards(page)).toHaveCount(42);
  await expect(cards(page).locator(".game-card__vendor")).toHaveText(Array(42).fill("Koi Studio"));

  // A classify chip narrows the lobby to that kind of game.
  await page
    .getByRole("group", { name: "Game categories" })
    .getByRole("button", { name: "Megaways" })
    .click();
  await expect(page).toHaveURL(/classify=megaways/);
  const megaways = (await (
    await request.get(
      "/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=KOI&gameClassify=megaways&pageSize=42",
      {
        headers: { Language: "en" },
      },
    )
  ).json()) as Envelope<GamePage>;
  await expect(cards(page).first().locator(".game-card__name")).toHaveText(megaways.value.games[0]!.gameName);
  await expect(page.locator(".lobby__count")).toHaveText(`${megaways.value.totalCount} games`);

  // Searching by part of a name (any case) after a short pause in typing.
  const wanted = megaways.value.games[5]!.gameName;
  const found = (await (
    await request.get(
      `/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType: "RNG", vassalage: "KOI", gameClassify: "megaways", gameName: wanted })}`,
      { headers: { Language: "en" } },
    )
  ).json()) as Envelope<GamePage>;
  await page.locator("input[name=gameName]").fill(wanted.toUpperCase());
  await expect(page.locator(".lobby__count")).toHaveText(`${found.value.totalCount} games`);
  await expect(cards(page)).toHaveCount(Math.min(found.value.totalCount, 42));
  await expect(cards(page).locator(".game-card__name")).toContainText([wanted]);
  for (const name of await cards(page).locator(".game-card__name").allTextContents()) {
    expect(name.toLowerCase()).toContain(wanted.toLowerCase());
  }
  await page.locator("input[name=gameName]").fill("no such game anywhere");
  await expect(page.getByText("No games match “no such game anywhere”.")).toBeVisible();
});

test.describe("with motion on", () => {
  test.use(MOTION_ON);

  test("an idle lobby moves only what is in sight: the winner strip rests scrolled away, unseen pictures wait still", async ({
    page,
  }) => {
    await playAsNewVisitor(page);
    await page.goto("/rng");
    await expect(cards(page)).toHaveCount(42);
    await waitForMotion(page);
    const stripState = animationState(page.locator(".winner-board__track"));
    await expect.poll(stripState).toBe("running");

    // A picture below the fold has not started loading, and nothing of it is animated.
    const unseen = cards(page).last().locator(".lazy-image");
    await expect(unseen).not.toHaveClass(/is-(loading|ready)/);
    expect(await unseen.evaluate((holder) => holder.getAnimations({ subtree: true }).length)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 2_000));
    await expect(page.locator(".winner-board")).not.toBeInViewport();
    await expect.poll(stripState).toBe("paused");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(stripState).toBe("running");
  });
});

test("a visitor clicking a favourite heart or a game gets the login popup", async ({ page }) => {
  await playAsNewVisitor(page);
  await page.goto("/rng");
  const first = cards(page).first();
  await first.getByRole("button", { name: /^Add .* to favourites$/ }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login).toBeVisible();
  await login.getByRole("button", { name: "Close" }).click();
  await expect(login).toHaveCount(0);
  await first.locator(".game-card__play").click();
  await expect(login).toBeVisible();
  await login.getByRole("button", { name: "Close" }).click();
  await page.getByRole("tab", { name: "Favourites" }).click();
  await expect(login).toBeVisible();
});

test("a member favourites a game and finds it in the favourites list", async ({ page }) => {
  await playAsNewVisitor(page);
  const username = freshUsername("fav");
  await newMember(page, { username, password: "Sunny2026", paymentPassword: "482913" });
  await page.goto("/live?page=ORCL");
  const game = cards(page).nth(2);
  const name = (await game.locator(".game-card__name").textContent()) ?? "";
  const heart = game.getByRole("button", { name: `Add ${name} to favourites` });
  await heart.click();
  await expect(game.getByRole("button", { name: `Remove ${name} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("tab", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/list=favourites/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().locator(".game-card__name")).toHaveText(name);

  // Kept by the server: after a reload the list still holds it, and removing it empties the list.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Favourites" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(1);
  await cards(page)
    .first()
    .getByRole("button", { name: `Remove ${name} from favourites` })
    .click();
  await page.getByRole("tab", { name: "All games" }).click();
  await page.getByRole("tab", { name: "Favourites" }).click();
  await expect(page.getByText("Tap the heart on a game to keep it here.")).toBeVisible();
});

test("a live vendor's lobby entry opens its game list for a member", async ({ page }) => {
  await playAsNewVisitor(page);
  await newMember(page, {
    username: freshUsername("ven"),
    password: "Sunny2026",
    paymentPassword: "482913",
  });
  await page.goto("/live?page=VLIVE");
  await cards(page).first().locator(".game-card__play").click();
  const list = page.getByRole("dialog", { name: "Velvet Live games" });
  await expect(list).toBeVisible();
  await expect(list.locator(".game-card:not(.game-card--skeleton)")).toHaveCount(42);
  await expect(list.getByText("Velvet Live Lobby")).toHaveCount(0);
  await expect(list.locator(".game-card__vendor").first()).toHaveText("Velvet Live");
});
