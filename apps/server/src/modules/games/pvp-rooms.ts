/**
 * PVP rooms: each PVP game at three stake levels (decision 018). A room's key is
 * `<game id>-<level>`, which the launch accepts as its roomId.
 */
export const ROOM_LEVELS = [
  { level: "beginner", stakeTimes: 1n },
  { level: "standard", stakeTimes: 10n },
  { level: "high-roller", stakeTimes: 100n },
] as const;
export type RoomLevel = (typeof ROOM_LEVELS)[number]["level"];

/**
 * A card room seats a player who can cover a run of hands: the balance needed to sit down is this
 * many times the room's smallest stake.
 */
export const ROOM_BALANCE_TIMES = 20n;

export const roomKey = (gameId: number, level: RoomLevel) => `${gameId}-${level}`;

/** The game id and level of a room key; null when it is not one. */
export function parseRoomKey(key: string): { gameId: number; level: RoomLevel } | null {
  const match = /^(\d{1,15})-(beginner|standard|high-roller)$/.exec(key);
  if (!match) return null;
  return { gameId: Number(match[1]), level: match[2] as RoomLevel };
}

/** A room's smallest stake and the balance needed to sit down, in minor units. */
export function roomStakes(gameMinBet: bigint, level: RoomLevel) {
  const times = ROOM_LEVELS.find((room) => room.level === level)?.stakeTimes ?? 1n;
  const minBet = gameMinBet * times;
  return { minBet, minBalance: minBet * ROOM_BALANCE_TIMES };
}
