import type { LocalizedText } from "@banca/contract/localized";
import type { GameType } from "@banca/contract/site";
import { hashText, type Random, seededRandom } from "./prng.ts";
import { PALETTES, THEMES } from "./themes.ts";

export type CatalogueRow = {
  vassalage: string;
  gameCode: string;
  gameType: GameType;
  classify: string;
  names: LocalizedText;
  isHot: boolean;
  isNew: boolean;
  /** Minor units. */
  minBet: number;
  lines: number;
  sort: number;
  isGame: "GAME" | "VASSALAGE";
  artwork: { palette: number; motif: string; theme: string; seed: number };
};

/** The classify values of each game type, in the order the lobby shows its filter chips. */
export const CLASSIFIES: Record<GameType, readonly string[]> = {
  RNG: ["video", "megaways", "classic", "jackpot"],
  LIVE: ["baccarat", "roulette", "blackjack", "game-show"],
  FISH: ["fishing", "arcade"],
  PVP: ["poker", "rummy", "mahjong", "dice"],
  SPORTS: ["football", "basketball", "tennis", "virtual"],
  ESPORTS: ["moba", "shooter", "strategy"],
  LOTT: [],
  ELOTT: [],
  INHOUSE: ["slot", "dice", "mines"],
};

/** Share of the generated catalogue per game type; RNG vendors carry most of it. */
const TYPE_WEIGHT: Partial<Record<GameType, number>> = {
  RNG: 88,
  LIVE: 5,
  FISH: 2,
  PVP: 3,
  SPORTS: 1,
  ESPORTS: 1,
};

const LIVE_NAMES: Record<string, readonly string[]> = {
  baccarat: ["Baccarat", "Speed Baccarat", "Squeeze Baccarat", "No Commission Baccarat", "Dragon Tiger"],
  roulette: ["Roulette", "Lightning Roulette", "Auto Roulette", "Immersive Roulette", "Double Ball Roulette"],
  blackjack: ["Blackjack", "Infinite Blackjack", "Speed Blackjack", "Blackjack VIP", "Power Blackjack"],
  "game-show": ["Money Wheel", "Crazy Coins", "Deal or No Deal", "Mega Ball", "Dream Catcher"],
};
const PVP_NAMES: Record<string, readonly string[]> = {
  poker: ["Texas Hold'em", "Omaha", "Short Deck", "Three Card Poker", "Pai Gow"],
  rummy: ["Rummy", "Gin Rummy", "Teen Patti", "Andar Bahar", "Tongits"],
  mahjong: ["Mahjong", "Riichi Mahjong", "Mahjong Duel", "Mahjong Blitz", "Sichuan Mahjong"],
  dice: ["Sic Bo", "Fish Prawn Crab", "Dice Duel", "Liar's Dice", "Hi-Lo Dice"],
};
const SPORTS_NAMES: Record<string, readonly string[]> = {
  football: ["Football", "Premier Football", "Goal Rush", "Penalty Kings"],
  basketball: ["Basketball", "Hoops Live", "Slam Dunk", "Court Kings"],
  tennis: ["Tennis", "Grand Slam", "Ace Point", "Centre Court"],
  virtual: ["Virtual Football", "Virtual Racing", "Virtual Greyhounds", "Virtual Cricket"],
};
const ESPORTS_NAMES: Record<string, readonly string[]> = {
  moba: ["MOBA League", "Battle of Lanes", "Ancient Clash", "Arena of Valor"],
  shooter: ["Tactical Strike", "Headshot Cup", "Battle Royale", "Squad Wars"],
  strategy: ["Star Command", "Empire Duel", "Card Legends", "Chess Masters"],
};
const FISH_NOUNS = ["Fishing", "Ocean King", "Shark Hunter", "Fish Party", "Golden Toad", "Deep Sea Hunt"];
const TABLE_SUFFIXES = ["", " A", " B", " C", " VIP", " Lounge", " Prestige", " Asia", " Classic", " Live"];

function slotName(random: Random, classify: string) {
  const theme = random.pick(THEMES);
  const adjective = random.pick(theme.adjectives);
  const noun = random.pick(theme.nouns);
  const place = random.pick(theme.places);
  const base = random.pick([
    `${adjective} ${noun}`,
    `${noun} of ${place}`,
    `${adjective} ${noun}`,
    `${noun}'s ${random.pick(["Quest", "Fortune", "Riches", "Gold", "Legacy", "Spin", "Hoard"])}`,
    `${adjective} ${place.replace(/^the /, "")}`,
  ]);
  const suffix =
    classify === "megaways"
      ? " Megaways"
      : classify === "jackpot"
        ? random.pick([" Jackpot", " Mega Jackpot", " Grand Jackpot", " Link"])
        : classify === "classic"
          ? random.pick([" Deluxe", " 777", " Classic", " Retro", ""])
          : random.pick([
              "",
              "",
              "",
              " Deluxe",
              " Rising",
              " Gold",
              " Unleashed",
              " Rush",
              " Hold & Win",
              " Xtreme",
            ]);
  return { name: `${base}${suffix}`, theme };
}

function tableName(random: Random, names: Record<string, readonly string[]>, classify: string) {
  return `${random.pick(names[classify] ?? ["Table"])}${random.pick(TABLE_SUFFIXES)}`;
}

function nameFor(random: Random, gameType: GameType, classify: string) {
  switch (gameType) {
    case "RNG":
      return slotName(random, classify);
    case "LIVE":
      return { name: tableName(random, LIVE_NAMES, classify), theme: random.pick(THEMES) };
    case "PVP":
      return { name: tableName(random, PVP_NAMES, classify), theme: random.pick(THEMES) };
    case "SPORTS":
      return { name: tableName(random, SPORTS_NAMES, classify), theme: random.pick(THEMES) };
    case "ESPORTS":
      return { name: tableName(random, ESPORTS_NAMES, classify), theme: random.pick(THEMES) };
    default: {
      const theme = random.pick(THEMES);
      const noun =
        classify === "arcade"
          ? random.pick(["Blaster", "Hunter", "Frenzy", "Arcade"])
          : random.pick(FISH_NOUNS);
      return { name: `${random.pick(theme.adjectives)} ${noun}`, theme };
    }
  }
}

/** Outside slots the emblem follows what is played rather than the name's theme. */
const CLASSIFY_MOTIF: Record<string, string> = {
  baccarat: "crown",
  roulette: "sun",
  blackjack: "star",
  "game-show": "star",
  poker: "gem",
  rummy: "crown",
  mahjong: "dragon",
  dice: "gem",
  fishing: "wave",
  arcade: "wave",
  football: "planet",
  basketball: "sun",
  tennis: "planet",
  virtual: "rune",
  moba: "rune",
  shooter: "flame",
  strategy: "crown",
};

const MIN_BETS = [10, 20, 50, 100, 200, 500, 1000];
const LINES: Record<string, readonly number[]> = {
  video: [10, 20, 25, 40, 50],
  megaways: [117_649],
  classic: [1, 3, 5, 9],
  jackpot: [20, 25, 30, 50],
};

export type VendorRef = { vassalage: string; gameType: GameType; displayName: string };

/**
 * The demo catalogue of a merchant: about `total` games spread over its vendors (RNG vendors carry
 * most), the same on every install because it comes from a generator seeded with the merchant code.
 * Names are unique within a vendor. BGS (in-house) games are not generated: they are real games.
 */
export function generateCatalogue(
  merchantCode: string,
  vendors: readonly VendorRef[],
  total: number,
): CatalogueRow[] {
  const generated = vendors.filter((vendor) => TYPE_WEIGHT[vendor.gameType] !== undefined);
  const weightOf = (vendor: VendorRef) => TYPE_WEIGHT[vendor.gameType] ?? 0;
  const perType = new Map<GameType, number>();
  for (const vendor of generated) perType.set(vendor.gameType, (perType.get(vendor.gameType) ?? 0) + 1);
  const weightSum = [...perType.keys()].reduce((sum, type) => sum + (TYPE_WEIGHT[type] ?? 0), 0);
  const rows: CatalogueRow[] = [];
  for (const vendor of generated) {
    const random = seededRandom(hashText(`${merchantCode}:${vendor.vassalage}`));
    const share = weightOf(vendor) / weightSum / (perType.get(vendor.gameType) ?? 1);
    const count = Math.max(4, Math.round(total * share));
    const classifies = CLASSIFIES[vendor.gameType];
    const taken = new Set<string>();
    for (let index = 1; index <= count; index++) {
      const classify = classifies[(index * 7 + random.int(0, 3)) % classifies.length] ?? "";
      let picked = nameFor(random, vendor.gameType, classify);
      for (let attempt = 2; taken.has(picked.name); attempt++) {
        const again = nameFor(random, vendor.gameType, classify);
        picked = attempt > 6 ? { ...again, name: `${again.name} ${attempt}` } : again;
      }
      taken.add(picked.name);
      const lines = vendor.gameType === "RNG" ? random.pick(LINES[classify] ?? [20]) : 0;
      rows.push({
        vassalage: vendor.vassalage,
        gameCode: `${vendor.vassalage.toLowerCase()}-${String(index).padStart(5, "0")}`,
        gameType: vendor.gameType,
        classify,
        names: { en: picked.name },
        isHot: random.chance(0.06),
        isNew: random.chance(0.05),
        minBet: random.pick(MIN_BETS),
        lines,
        sort: index,
        isGame: "GAME",
        artwork: {
          palette: random.int(0, PALETTES.length - 1),
          motif:
            vendor.gameType === "RNG" ? picked.theme.motif : (CLASSIFY_MOTIF[classify] ?? picked.theme.motif),
          theme: picked.theme.key,
          seed: random.int(1, 2 ** 30),
        },
      });
    }
  }
  return rows;
}
