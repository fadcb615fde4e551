import type { Vendor } from "@banca/contract/calls/games";
import { GAME_TYPES, type GameType } from "@banca/contract/site";
import type { VendorRepository } from "./repository.ts";

export type VendorMenu = { gameType: GameType; vendors: Vendor[] };

export function createGameService(vendors: VendorRepository) {
  return {
    /** Game types in menu order, each with its vendors; types without a vendor are left out. */
    async menus(merchantCode: string): Promise<VendorMenu[]> {
      const list = await vendors.list(merchantCode);
      return GAME_TYPES.map((gameType) => ({
        gameType,
        vendors: list.filter((vendor) => vendor.gameType === gameType),
      })).filter((menu) => menu.vendors.length > 0);
    },
  };
}
