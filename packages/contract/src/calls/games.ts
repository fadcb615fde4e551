import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { GAME_TYPES } from "../site.ts";

export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_TYPES),
  logo: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const gameMenusCall = defineCall({
  id: "gameMenus",
  ...ENDPOINTS.gameMenus,
  tag: "games",
  summary: "Game types that have at least one vendor, each with its vendors in display order",
  value: z.array(z.object({ gameType: z.enum(GAME_TYPES), vendors: z.array(vendorSchema) })),
});

export const newGameVendorCall = defineCall({
  id: "newGameVendor",
  ...ENDPOINTS.newGameVendor,
  tag: "games",
  summary: "Vendors grouped into lanes by game type",
  value: z.array(
    z.object({ title: z.enum(GAME_TYPES), cards: z.array(vendorSchema), gameClassify: z.array(z.string()) }),
  ),
});
