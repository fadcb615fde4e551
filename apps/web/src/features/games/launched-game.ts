import type { CallValue } from "@banca/contract/call";
import type { launchGameCall } from "@banca/contract/calls/launch";
import { launchAddress } from "#app/lib/cdn-hosts.ts";
import { session } from "#app/lib/storage.ts";

// The game page frames only the address the launch call answered. It is kept in this tab's session
// storage, never in the page's own address: a /game link somebody sends cannot put a page of their
// choosing in a frame under the brand.
const LAUNCHED_GAME = "launchedGame";
const LAUNCHED_WALLET = "launchedGameWallet";

/** The transfer wallet a launched game plays from, and the game, to launch it again once funded. */
export type LaunchedWallet = {
  game: { nodeId: number; vassalage: string };
  wallet: NonNullable<CallValue<typeof launchGameCall>["wallet"]>;
};

/**
 * Keeps the address a launch answered for the game page (this tab only), with its transfer wallet;
 * a game this server serves opens on the page's launch host (spec part 1 §9).
 */
export function rememberLaunchedGame(gameUrl: string, wallet: LaunchedWallet | null = null): void {
  session.set(LAUNCHED_GAME, launchAddress(gameUrl));
  if (wallet) session.set(LAUNCHED_WALLET, JSON.stringify(wallet));
  else session.remove(LAUNCHED_WALLET);
}

/** A stored launch wallet read back; anything else (an old tab's value, a hand edit) is none. */
export function parseLaunchedWallet(text: string | null): LaunchedWallet | null {
  try {
    const value = JSON.parse(text ?? "null") as LaunchedWallet | null;
    return value &&
      typeof value.wallet?.balance === "number" &&
      typeof value.wallet.autoTransfer === "boolean" &&
      typeof value.game?.nodeId === "number" &&
      typeof value.game.vassalage === "string"
      ? value
      : null;
  } catch {
    return null;
  }
}

/** The transfer wallet of the last game launched in this tab, if it plays from one. */
export function launchedGameWallet(): LaunchedWallet | null {
  return parseLaunchedWallet(session.get(LAUNCHED_WALLET));
}

/**
 * Whether the game page offers a transfer before the table opens: the game plays from a vendor
 * wallet that the launch left empty because the member switched automatic transfer off
 * (decision 040). With it on, an empty wallet means the main wallet was empty too.
 */
export const offersTransfer = (launched: LaunchedWallet | null): launched is LaunchedWallet =>
  launched !== null && !launched.wallet.autoTransfer && launched.wallet.balance <= 0;

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
