import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Waits for the issue on sale to have some seconds left: a bet sent in a minute draw's last moments
 * is refused as sales close ("Sales for this draw are closed"), as a player's would be.
 */
export async function waitForOpenSales(page: Page, seconds = 8) {
  const countdown = page.getByTestId("lottery-countdown");
  await expect
    .poll(
      async () => {
        const match = /Sales close in\s*(\d\d):(\d\d):(\d\d)/.exec((await countdown.textContent()) ?? "");
        return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : 0;
      },
      { timeout: 90_000, message: "an issue on sale with time left" },
    )
    .toBeGreaterThanOrEqual(seconds);
}

/**
 * Whether the Vietnam North real draw's sales are closed at `now`, give or take two minutes: they
 * close ten minutes before its 18:15 draw (Vietnam time, 11:15 UTC) and the next day's issue goes on
 * sale with the draw.
 */
export function northSalesClosedSoon(now: Date) {
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return minute >= 11 * 60 + 3 && minute < 11 * 60 + 17;
}
