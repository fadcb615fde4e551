import { session } from "#app/lib/storage.ts";

// The game page frames only the address the launch call answered. It is kept in this tab's session
// storage, never in the page's own address: a /game link somebody sends cannot put a page of their
// choosing in a frame under the brand.
const LAUNCHED_GAME = "launchedGame";

/** Keeps the address a launch answered for the game page (this tab only). */
export function rememberLaunchedGame(gameUrl: string): void {
  session.set(LAUNCHED_GAME, gameUrl);
}

/** The address of the last game launched in this tab, if it is a web address. */
export function launchedGameUrl(): string | null {
  const url = session.get(LAUNCHED_GAME);
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    // A `javascript:` or `data:` address is not a game.
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
