import type { APIRequestContext, Page } from "@playwright/test";
import { acknowledgeRegistration, freshUsername, header, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

type GameItem = { nodeId: number; gameClassify: string; isGame: string; maintenance?: boolean };

const PASSWORD = "Sunny2026";
const PAYMENT_PASSWORD = "482913";
// Velvet Live: a live vendor of the demo merchant that plays from a wallet of its own.
const TRANSFER_VENDOR = "VLIVE";

async function firstGame(request: APIRequestContext, query: Record<string, string>, classify: string) {
  const search = new URLSearchParams({ pageNo: "1", pageSize: "42", clientType: "3", ...query });
  const answer = await request.get(`/wps/relay/GCSGAME_gameList?${search}`);
  const games = ((await answer.json()) as { value: { games: GameItem[] } }).value.games;
  const game = games.find(
    (item) => item.isGame === "GAME" && !item.maintenance && item.gameClassify === classify,
  );
  if (!game) throw new Error(`no ${classify} game of ${JSON.stringify(query)}`);
  return game;
}

/** Opens a game from its lobby card, as a player taps it. */
async function openGame(page: Page, lobby: string, nodeId: number) {
  await page.goto(lobby);
  await page.locator(`.game-card[data-game-id="${nodeId}"] .game-card__play`).click();
  await expect(page).toHaveURL(/\/game$/);
  return page.frameLocator("[data-testid=game-frame]");
}

/** One spin of 2.00 on the in-house slot, which starts from `balance`. */
async function spinInHouseSlot(page: Page, slot: number, balance: string) {
  const frame = await openGame(page, "/inhouse", slot);
  await expect(frame.getByTestId("bgs-balance")).toHaveText(balance);
  await frame.locator("#stake").fill("2.00");
  await frame.getByTestId("bgs-spin").click();
  await expect(frame.locator("#history li")).toHaveCount(1);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a first visit: a free demo spin, sign-up, a deposit, a live table that funds itself, an in-house spin and a withdrawal", async ({
    page,
    request,
  }) => {
    // The whole first evening of a new player: several minutes' worth on a busy two-core machine.
    test.slow();
    await playAsNewVisitor(page);
    const slot = (await firstGame(request, { gameType: "INHOUSE", vassalage: "BGS" }, "slot")).nodeId;
    const liveTable = (await firstGame(request, { gameType: "LIVE", vassalage: TRANSFER_VENDOR }, "baccarat"))
      .nodeId;

    // The free demo, from the phone's menu drawer, plays with chips.
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Free demo" })
      .click();
    await expect(header(page).getByTestId("balance-demo")).toHaveText("Demo");
    await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 2,000.00");
    await spinInHouseSlot(page, slot, "2,000.00");

    // A real-money table asks for a real account, and registering is one tap away.
    await page.goto(`/live?page=${TRANSFER_VENDOR}`);
    await page.locator(`.game-card[data-game-id="${liveTable}"] .game-card__play`).click();
    const warning = page.getByRole("dialog", { name: "A real account is needed" });
    await warning.getByRole("button", { name: "Register a real account" }).click();
    const signUp = page.getByRole("dialog", { name: "Sign up" }).getByTestId("register-form-username");
    const username = freshUsername("first");
    await signUp.locator("input[name=username]").fill(username);
    await signUp.locator("input[name=password]").fill(PASSWORD);
    await signUp.locator("input[name=confirmPassword]").fill(PASSWORD);
    await signUp.locator("input[name=paymentPassword]").fill(PAYMENT_PASSWORD);
    await signUp.getByRole("button", { name: "Create account" }).click();
    await acknowledgeRegistration(page);
    await expect(page.getByTestId("member-account")).toHaveText(username);
    await expect(header(page).getByTestId("balance-demo")).toHaveCount(0);

    // A deposit through the sandbox gateway's payment page.
    await header(page).getByTestId("header-deposit").click();
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.locator('[data-channel="sandbox-pay"]').click();
    await centre.locator("input[name=amount]").fill("50");
    const popupOpened = page.waitForEvent("popup");
    await centre.getByRole("button", { name: "Continue to payment" }).click();
    const payment = await popupOpened;
    await payment.getByRole("button", { name: "Pay USD 50.00" }).click();
    await expect(payment.getByRole("status")).toHaveText("Payment successful");
    await payment.close();
    await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 50.00", { timeout: 15_000 });
    await centre.getByRole("button", { name: "Close" }).click();

    // The live table takes the balance into its own wallet by itself…
    const table = await openGame(page, `/live?page=${TRANSFER_VENDOR}`, liveTable);
    await expect(table.locator("main.table")).toHaveAttribute("data-state", "ready");
    await expect(table.getByTestId("vendor-balance")).toHaveText("USD 50.00");

    // …and the in-house slot, playing from the main wallet, brings it back first.
    await spinInHouseSlot(page, slot, "50.00");

    // A withdrawal to a newly bound bank account: a phone's header keeps the deposit shortcut only,
    // the member centre has the rest.
    await page.goto("/");
    await header(page).getByTestId("header-deposit").click();
    await centre.locator('[data-page="withdraw"]').click();
    const bind = centre.getByTestId("bind-card-form");
    await bind.locator("select[name=providerCode]").selectOption("CHASE");
    await bind.locator("input[name=holderName]").fill("Ana Souza");
    await bind.locator("input[name=accountNumber]").fill("4830 2719 5566");
    await bind.locator("input[name=loginPassword]").fill(PASSWORD);
    await bind.getByRole("button", { name: "Bind account" }).click();
    await expect(centre.locator(".withdraw-card")).toContainText("**** 5566");
    const form = centre.getByTestId("withdraw-form");
    await form.locator("input[name=amount]").fill("10");
    await form.locator("input[name=password]").fill(PAYMENT_PASSWORD);
    await form.getByRole("button", { name: "Withdraw" }).click();
    await expect(form.getByRole("status")).toContainText(
      /Withdrawal W\d{10} of \$ 10\.00 has been requested/,
    );
  });
});
