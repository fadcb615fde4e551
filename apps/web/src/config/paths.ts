import type { GameType } from "@banca/contract/site";

export const paths = {
  home: "/",
  register: "/register",
  login: "/login",
  agentLogin: "/agent",
  pointMall: "/pointMall",
  lottery: "/lottery",
  vnlottery: "/vnlottery",
  elott: "/elott",
  promotions: "/promotions",
  promoDetail: "/promoDetail",
  seamless: "/seamless",
  help: (topic?: string) => (topic ? `/help#${topic}` : "/help"),
  helpCentre: "/helpmc",
  game: "/game",
  download: "/down",
  winners: "/winners",
  lobby: (type: LobbyType, vendor?: string) =>
    `/${type.toLowerCase()}${vendor ? `?page=${encodeURIComponent(vendor)}` : ""}`,
} as const;

/** Game types that have a vendor lobby page. */
export const LOBBY_TYPES = [
  "RNG",
  "LIVE",
  "FISH",
  "PVP",
  "SPORTS",
  "ESPORTS",
  "INHOUSE",
] as const satisfies readonly GameType[];
export type LobbyType = (typeof LOBBY_TYPES)[number];

export function isLobbyType(type: GameType): type is LobbyType {
  return (LOBBY_TYPES as readonly string[]).includes(type);
}

/**
 * Where a game type's menu entry leads: a lobby, or for the lottery types their own pages (spec
 * part 1 §2): the Vietnam lottery for LOTT, the e-lottery lobby (the TCG_SEA vendor's games) for ELOTT.
 */
export function gameTypePath(type: GameType): string | null {
  if (type === "LOTT") return paths.vnlottery;
  if (type === "ELOTT") return "/elott";
  return isLobbyType(type) ? paths.lobby(type) : null;
}

/** Paths a visitor may open without a session when the brand sends everyone else to /login. */
export const PUBLIC_WITHOUT_SESSION = [
  "/login",
  "/agent",
  "/register",
  "/register.html",
  "/helpmc",
  "/download",
  "/down",
];
