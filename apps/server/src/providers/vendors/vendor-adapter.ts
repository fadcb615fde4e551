import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import type { CatalogueGame } from "#app/modules/games/game-repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

export type VendorLaunchInput = {
  /** The platform's database: an adapter issues the one-time launch token in it. */
  db: Database;
  merchant: Merchant;
  memberId: number;
  username: string;
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
  /** The vendor code this adapter serves, or "*" for the fallback. */
  vassalage: string | "*";
  /** Answers the address the site shows in the game frame at `/game`. */
  launch(input: VendorLaunchInput): Promise<{ url: string }>;
};

const registry = new Map<string, VendorAdapter>();

/**
 * Adds an adapter (a vendor's routes call this when they are registered); "*" makes it the one for
 * every vendor without its own. Registering again replaces the earlier one.
 */
export function registerVendorAdapter(adapter: VendorAdapter): void {
  registry.set(adapter.vassalage, adapter);
}

/**
 * The adapter of a vendor: its own when one is registered (BGS, the in-house games), otherwise the
 * demo vendor, which stands in for every third-party provider this installation cannot reach.
 */
export function vendorAdapterFor(vassalage: string): VendorAdapter {
  const adapter = registry.get(vassalage) ?? registry.get("*");
  if (!adapter) throw new Error(`no vendor adapter for ${vassalage}`);
  return adapter;
}
