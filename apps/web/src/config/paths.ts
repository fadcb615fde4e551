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
 * Where a game type's menu entry leads, or null for no entry: the lottery types (LOTT, ELOTT) get
 * their own pages, which are not built yet, and a menu must not lead to a page that cannot play.
 */
export function gameTypePath(type: GameType): string | null {
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
