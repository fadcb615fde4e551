/** An issue's times and number: the k-th slot of a game's local day (lottery notes: YYYYMMDD + 4 digits). */
export type IssueSlot = { numero: string; openAt: Date; lockAt: Date; drawAt: Date };

export type SlotGame = {
  intervalSeconds: number;
  lockSeconds: number;
  utcOffsetMinutes: number;
  /** A daily game's local draw time in minutes after midnight (decision 067). */
  drawMinute?: number | null;
  /** The local weekdays (0 Sunday) a daily game draws on; every day when absent. */
  weekdays?: readonly number[] | null;
};

const DAY_MS = 86_400_000;

const localDayStart = (at: number, offsetMs: number) =>
  Math.floor((at + offsetMs) / DAY_MS) * DAY_MS - offsetMs;

function numeroOf(dayStart: number, offsetMs: number, index: number): string {
  const local = new Date(dayStart + offsetMs);
  const date = `${local.getUTCFullYear()}${String(local.getUTCMonth() + 1).padStart(2, "0")}${String(local.getUTCDate()).padStart(2, "0")}`;
  return `${date}${String(index).padStart(4, "0")}`;
}

/**
 * The slot on sale at `at` and the `count - 1` after it (across midnight too). A day holds a whole
 * number of slots (1, 5, 30 minutes ...), so every draw falls on a slot boundary of its local day.
 */
export function slotsFrom(game: SlotGame, at: Date, count: number): IssueSlot[] {
  if (game.drawMinute !== undefined && game.drawMinute !== null) return dailySlotsFrom(game, at, count);
  const intervalMs = game.intervalSeconds * 1000;
  if (DAY_MS % intervalMs !== 0) throw new Error("a game's interval must divide a day");
  const offsetMs = game.utcOffsetMinutes * 60_000;
  const slots: IssueSlot[] = [];
  let openAt = Math.floor((at.getTime() + offsetMs) / intervalMs) * intervalMs - offsetMs;
  for (let i = 0; i < count; i += 1) {
    const dayStart = localDayStart(openAt, offsetMs);
    const index = (openAt - dayStart) / intervalMs + 1;
    const drawAt = openAt + intervalMs;
    slots.push({
      numero: numeroOf(dayStart, offsetMs, index),
      openAt: new Date(openAt),
      lockAt: new Date(drawAt - game.lockSeconds * 1000),
      drawAt: new Date(drawAt),
    });
    openAt = drawAt;
  }
  return slots;
}

/**
 * A daily game's issues (the real draws, decision 067): issue `YYYYMMDD0001` of each local day it
 * draws on, at the day's draw time, on sale from the previous draw on and closed `lockSeconds` before
 * its own. The first is the one on sale at `at` (its draw still ahead).
 */
export function dailySlotsFrom(game: SlotGame, at: Date, count: number): IssueSlot[] {
  if (game.weekdays?.length === 0) return [];
  const offsetMs = game.utcOffsetMinutes * 60_000;
  const drawOffsetMs = (game.drawMinute ?? 0) * 60_000;
  const drawsOn = (dayStart: number) =>
    !game.weekdays || game.weekdays.includes(new Date(dayStart + offsetMs).getUTCDay());
  const nextDrawDay = (dayStart: number, step: number) => {
    let day = dayStart + step;
    while (!drawsOn(day)) day += step;
    return day;
  };
  let dayStart = localDayStart(at.getTime(), offsetMs);
  if (dayStart + drawOffsetMs <= at.getTime() || !drawsOn(dayStart)) dayStart = nextDrawDay(dayStart, DAY_MS);
  let previousDay = nextDrawDay(dayStart, -DAY_MS);
  const slots: IssueSlot[] = [];
  for (let i = 0; i < count; i += 1) {
    const drawAt = dayStart + drawOffsetMs;
    slots.push({
      numero: numeroOf(dayStart, offsetMs, 1),
      openAt: new Date(previousDay + drawOffsetMs),
      lockAt: new Date(drawAt - game.lockSeconds * 1000),
      drawAt: new Date(drawAt),
    });
    previousDay = dayStart;
    dayStart = nextDrawDay(dayStart, DAY_MS);
  }
  return slots;
}
