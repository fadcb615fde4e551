import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { CatalogueGame } from "#app/modules/games/game-repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

export type VendorLaunchInput = {
  /** The platform's database: an adapter issues the one-time launch token in it. */
  db: Database;
  merchant: Merchant;
  memberId: number;
  username: string;
  /** The hash of the site session launching the game: the game session ends when it ends. */
  siteSession: string;
  /** The catalogue game being launched, as `findGame` answers it. */
  game: CatalogueGame;
  language: Language;
  /** "html5-desktop" or "html5-mobile": the vendor picks its layout from it. */
  platform: string;
  /** The site's theme: the vendor's page follows it. */
  theme: "dark" | "light";
  /** A PVP room the player chose: its stake level and smallest stake (a decimal). */
  room?: { level: string; minBet: string };
  /** Where the vendor's close button leads (the site's lobby of the game's type). */
  returnUrl: string;
  /** This server's address as the player reaches it; vendor pages under `/vendors/...` live there. */
  publicUrl: string;
};

/**
 * What the platform needs from a game provider. Money never passes through an adapter: a seamless
 * vendor calls back the seamless-wallet API (`/seamless/v1/...`) with the member's session.
 */
export type VendorAdapter = {
  /** The vendor code this adapter serves. */
  vassalage: string;
  /** Answers the address the site shows in the game frame at `/game`. */
  launch(input: VendorLaunchInput): Promise<{ url: string }>;
  /**
   * The origins its game pages come from (e.g. "https://games.vendor.example"), which the site's CSP
   * lets the game frame load; none for vendors whose pages this server serves (BGS, the demo vendor).
   */
  frameOrigins?: readonly string[];
  /**
   * Whether free-demo (trial) accounts may play its games with their chips (decision 047): only
   * vendors this server runs itself, whose rounds never reach a real vendor's books.
   */
  playMoney?: boolean;
};

const registry = new Map<string, VendorAdapter>();
/** The registered adapters' frame origins, kept with the registry: every response's CSP reads it. */
let frameSources = "";

/**
 * Adds a vendor's own adapter (a vendor's routes call this when they are registered). Registering
 * again replaces the earlier one.
 */
export function registerVendorAdapter(adapter: VendorAdapter): void {
  registry.set(adapter.vassalage, adapter);
  frameSources = [...new Set([...registry.values()].flatMap((each) => each.frameOrigins ?? []))].join(" ");
}

/**
 * The adapter of a vendor: its own when one is registered (BGS, the in-house games). In the demo
 * start only, `standIn` (the demo vendor) plays for a vendor without one; otherwise such a vendor's
 * games do not launch (`game.vendor.unavailable`) rather than open somebody else's game.
 */
export function vendorAdapterFor(vassalage: string, standIn: VendorAdapter | null): VendorAdapter {
  const adapter = registry.get(vassalage) ?? standIn;
  if (!adapter) {
    throw new AppError("game.vendor.unavailable", "This game's provider is not available here");
  }
  return adapter;
}

/**
 * The CSP `frame-src` sources of the vendors with adapters, besides the site's own origin: only these
 * may be framed under the brand. Read on each response, so an adapter registered later counts too.
 */
export function vendorFrameSources(): string {
  return frameSources;
}
