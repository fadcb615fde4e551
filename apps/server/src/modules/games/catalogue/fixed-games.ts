import type { CatalogueRow, VendorRef } from "./generate.ts";
import { hashText } from "./prng.ts";

/** The in-house (BGS) games: real games served by this platform, with names in every language. */
const BGS_GAMES: readonly Omit<CatalogueRow, "vassalage" | "gameType" | "isGame">[] = [
  {
    gameCode: "slot-fortune-5x3",
    classify: "slot",
    names: {
      en: "Fortune Reels 5×3",
      pt: "Rolos da Fortuna 5×3",
      cn: "财富转轴 5×3",
      id: "Gulungan Keberuntungan 5×3",
      th: "วงล้อแห่งโชค 5×3",
      vi: "Vòng Quay Tài Lộc 5×3",
    },
    isHot: true,
    isNew: true,
    minBet: 10,
    lines: 10,
    sort: 1,
    artwork: { palette: 0, motif: "star", theme: "lucky", seed: 101 },
  },
  {
    gameCode: "dice",
    classify: "dice",
    names: {
      en: "Provably Fair Dice",
      pt: "Dados Justos",
      cn: "公平骰子",
      id: "Dadu Adil",
      th: "ลูกเต๋ายุติธรรม",
      vi: "Xúc Xắc Công Bằng",
    },
    isHot: true,
    isNew: false,
    minBet: 10,
    lines: 0,
    sort: 2,
    artwork: { palette: 3, motif: "gem", theme: "gems", seed: 202 },
  },
  {
    gameCode: "mines",
    classify: "mines",
    names: { en: "Mines", pt: "Minas", cn: "扫雷", id: "Ranjau", th: "เหมือง", vi: "Dò Mìn" },
    isHot: false,
    isNew: true,
    minBet: 10,
    lines: 0,
    sort: 3,
    artwork: { palette: 8, motif: "flame", theme: "fire", seed: 303 },
  },
];

const LOBBY_NAME = {
  en: "Lobby",
  pt: "Salão",
  cn: "大厅",
  id: "Lobi",
  th: "ล็อบบี้",
  vi: "Sảnh",
} as const;

/**
 * Games every merchant gets whatever its generated catalogue: the in-house games (when BGS is one
 * of its vendors) and, for each live and PVP vendor, a lobby entry whose click opens the vendor's
 * own game list (isGame VASSALAGE) rather than one table.
 */
export function fixedGames(vendors: readonly VendorRef[]): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  if (vendors.some((vendor) => vendor.vassalage === "BGS")) {
    for (const game of BGS_GAMES)
      rows.push({ ...game, vassalage: "BGS", gameType: "INHOUSE", isGame: "GAME" });
  }
  for (const vendor of vendors.filter((v) => v.gameType === "LIVE" || v.gameType === "PVP")) {
    const names = Object.fromEntries(
      Object.entries(LOBBY_NAME).map(([language, lobby]) => [language, `${vendor.displayName} ${lobby}`]),
    );
    rows.push({
      vassalage: vendor.vassalage,
      gameCode: "lobby",
      gameType: vendor.gameType,
      classify: "",
      names,
      isHot: false,
      isNew: false,
      minBet: 0,
      lines: 0,
      sort: 0,
      isGame: "VASSALAGE",
      artwork: {
        palette: hashText(vendor.vassalage) % 12,
        motif: "crown",
        theme: "lobby",
        seed: hashText(vendor.vassalage),
      },
    });
  }
  return rows;
}
