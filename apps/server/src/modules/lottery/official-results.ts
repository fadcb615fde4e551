import { VN_LAYOUTS, type VnLayout } from "@banca/contract/lottery/fair-draw";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Operator } from "#app/modules/operators/repository.ts";
import { createLotteryGamesRepository, type LotteryGame } from "./games-repository.ts";
import { settleOfficialIssue } from "./settlement.ts";
import { stationOf } from "./stations.ts";

/**
 * Official results of the real-draw games (decision 067): an operator enters (or imports) the table
 * the provincial lottery published, a second operator confirms it, and the confirmation settles the
 * issue with the set-based settlement of every draw. Nothing here ever draws a number.
 */

/** One issue's official table as entered: special prize first, as the result tables are stored. */
export type OfficialEntry = { gameCode: string; numero: string; station?: string; prizes: string[][] };

/** The prizes' names in the order of a table (special first), as the import file's CSV header names them. */
export const PRIZE_NAMES = ["special", "1", "2", "3", "4", "5", "6", "7", "8"] as const;

const prizeLabel = (index: number) => (index === 0 ? "special prize" : `prize ${index}`);

/** Why `prizes` is not a table of `layout` (count of rows, of numbers per row, digits), or null. */
export function tableProblem(layout: VnLayout, prizes: unknown): string | null {
  const rows = VN_LAYOUTS[layout];
  if (!Array.isArray(prizes) || prizes.length !== rows.length) {
    return `a ${layout === "north" ? "North" : "Central or South"} table has ${rows.length} prizes, special first`;
  }
  for (const [index, row] of rows.entries()) {
    const numbers: unknown = prizes[index];
    if (!Array.isArray(numbers) || numbers.length !== row.count) {
      return `${prizeLabel(index)} needs ${row.count} number${row.count > 1 ? "s" : ""}`;
    }
    const pattern = new RegExp(`^\\d{${row.digits}}$`);
    const bad = numbers.find((number) => typeof number !== "string" || !pattern.test(number));
    if (bad !== undefined)
      return `${prizeLabel(index)}: ${String(bad)} is not a number of ${row.digits} digits`;
  }
  return null;
}

const invalid = (message: string) => new AppError("lottery.result.invalid", message);

/**
 * Reads an import file: JSON (one entry object, an array of them, or `{"results": [...]}`) or CSV
 * (a header `gameCode,numero,station,special,1,2,3,4,5,6,7,8`, one issue per line, a prize's numbers
 * separated by spaces; North lines leave `8` empty). Shapes only: the tables are checked on entry.
 */
export function parseImport(format: "json" | "csv", content: string): OfficialEntry[] {
  if (format === "json") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw invalid("The file is not JSON");
    }
    const list =
      parsed && typeof parsed === "object" && !Array.isArray(parsed) && "results" in parsed
        ? (parsed as { results: unknown }).results
        : parsed;
    const entries = Array.isArray(list) ? list : [list];
    return entries.map((entry, index) => {
      const item = entry as Partial<OfficialEntry> | null;
      if (
        !item ||
        typeof item.gameCode !== "string" ||
        typeof item.numero !== "string" ||
        (item.station !== undefined && typeof item.station !== "string") ||
        !Array.isArray(item.prizes)
      ) {
        throw invalid(`Result ${index + 1}: gameCode, numero and prizes are required`);
      }
      return {
        gameCode: item.gameCode,
        numero: item.numero,
        ...(item.station ? { station: item.station } : {}),
        prizes: item.prizes,
      };
    });
  }
  const lines = content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const header = lines[0]?.split(",").map((cell) => cell.trim());
  const expected = ["gameCode", "numero", "station", ...PRIZE_NAMES];
  if (!header || header.join(",") !== expected.join(",")) {
    throw invalid(`The CSV file's first line must be ${expected.join(",")}`);
  }
  if (lines.length < 2) throw invalid("The file holds no result");
  return lines.slice(1).map((line, index) => {
    const cells = line.split(",").map((cell) => cell.trim());
    if (cells.length !== expected.length) {
      throw invalid(`Line ${index + 2}: ${expected.length} columns expected, ${cells.length} found`);
    }
    const [gameCode, numero, station, ...prizeCells] = cells as [string, string, string, ...string[]];
    // A North table has no 8th prize: its empty last column is not a prize.
    while (prizeCells.length > 0 && prizeCells[prizeCells.length - 1] === "") prizeCells.pop();
    return {
      gameCode,
      numero,
      ...(station ? { station } : {}),
      prizes: prizeCells.map((cell) => cell.split(/\s+/).filter((number) => number.length > 0)),
    };
  });
}

type LockedIssue = {
  id: string;
  numero: string;
  state: string;
  draw_at: Date;
  station: string | null;
};

/** The merchant's real-draw issue, locked for the rest of the transaction. */
async function lockOfficialIssue(
  tx: Queryable,
  merchantCode: string,
  gameCode: string,
  numero: string,
): Promise<{ game: LotteryGame; issue: LockedIssue }> {
  const game = await createLotteryGamesRepository(tx).byCode(merchantCode, gameCode);
  if (!game) throw new AppError("lottery.game.not.found", `No lottery game ${gameCode}`);
  if (game.results !== "official" || game.draw.kind !== "vn") {
    throw new AppError("lottery.issue.state", `${gameCode} is drawn by the platform, not entered`);
  }
  const [issue] = await tx.query<LockedIssue>(
    `SELECT id::text, numero, state, draw_at, station FROM lottery_issues
      WHERE game_id = $1 AND numero = $2 FOR UPDATE`,
    [game.id, numero],
  );
  if (!issue) throw new AppError("lottery.game.not.found", `No issue ${numero} of ${gameCode}`);
  return { game, issue };
}

type EntryRow = {
  id: string;
  station: string;
  prizes: string[][];
  entered_by: string;
  state: string;
};

async function pendingEntry(tx: Queryable, issueId: string): Promise<EntryRow | null> {
  const [entry] = await tx.query<EntryRow>(
    `SELECT id::text, station, prizes, entered_by::text, state FROM lottery_result_entries
      WHERE issue_id = $1 AND state = 'pending' FOR UPDATE`,
    [issueId],
  );
  return entry ?? null;
}

const actorOf = (operator: Operator) => operator.actor ?? `operator:${operator.name}`;

/**
 * Records an operator's entry of an issue's official table, waiting for another operator's
 * confirmation. Refused, with nothing written, for a table of the wrong shape, an issue whose draw
 * time has not come, one no longer open, or one whose entry is already waiting or confirmed.
 */
export async function enterResult(
  tx: Queryable,
  merchantCode: string,
  operator: Operator,
  entry: OfficialEntry,
  source: "manual" | "import" | "feed",
  now: Date,
) {
  const { game, issue } = await lockOfficialIssue(tx, merchantCode, entry.gameCode, entry.numero);
  if (game.draw.kind !== "vn") throw new Error("a real draw has a Vietnamese table");
  const problem = tableProblem(game.draw.layout, entry.prizes);
  if (problem) throw invalid(`${entry.gameCode} ${entry.numero}: ${problem}`);
  if (issue.state !== "open") {
    throw new AppError("lottery.issue.state", `${entry.gameCode} ${entry.numero} is already ${issue.state}`);
  }
  if (new Date(issue.draw_at).getTime() > now.getTime()) {
    throw new AppError(
      "lottery.result.not.due",
      `${entry.gameCode} ${entry.numero} draws at ${new Date(issue.draw_at).toISOString()}`,
    );
  }
  const [live] = await tx.query<{ state: string }>(
    "SELECT state FROM lottery_result_entries WHERE issue_id = $1 AND state IN ('pending', 'confirmed')",
    [issue.id],
  );
  if (live) {
    throw new AppError(
      "lottery.result.exists",
      `${entry.gameCode} ${entry.numero} already has an entry waiting for confirmation: confirm or reject it first`,
    );
  }
  // A draw the merchant holds itself (a fast game it enters) has no station calendar: the game is its station.
  const station =
    entry.station?.trim() ||
    issue.station ||
    stationOf(game.code, issue.numero.slice(0, 8)) ||
    (game.drawMinute === null ? game.code : null);
  if (!station || station.length > 60) throw invalid("A station name of at most 60 characters is required");
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO lottery_result_entries (issue_id, station, prizes, source, entered_by, entered_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
    [issue.id, station, JSON.stringify(entry.prizes), source, operator.id, now],
  );
  await recordAudit(tx, {
    merchantCode,
    actor: actorOf(operator),
    action: "lottery.result.enter",
    targetType: "lottery_issue",
    targetId: issue.id,
    detail: { gameCode: entry.gameCode, numero: entry.numero, station, source, prizes: entry.prizes },
  });
  return {
    entryId: Number(row!.id),
    gameCode: entry.gameCode,
    numero: entry.numero,
    station,
    state: "pending",
  };
}

/**
 * A second operator confirms the waiting entry: the issue settles on it at once, in this
 * transaction, exactly once (the issue row is locked and leaves `open` once). The operator who
 * entered the table cannot confirm it.
 */
export async function confirmResult(
  tx: Queryable,
  merchantCode: string,
  operator: Operator,
  gameCode: string,
  numero: string,
  now: Date,
) {
  const { issue } = await lockOfficialIssue(tx, merchantCode, gameCode, numero);
  const entry = await pendingEntry(tx, issue.id);
  if (!entry || issue.state !== "open") {
    throw new AppError(
      "lottery.result.not.pending",
      `${gameCode} ${numero} has no entry waiting for confirmation`,
    );
  }
  if (Number(entry.entered_by) === operator.id) {
    throw new AppError(
      "lottery.result.same.operator",
      "The operator who entered a result cannot confirm it: another operator must check it",
    );
  }
  await tx.query(
    "UPDATE lottery_result_entries SET state = 'confirmed', decided_by = $2, decided_at = $3 WHERE id = $1",
    [entry.id, operator.id, now],
  );
  const outcome = await settleOfficialIssue(
    tx,
    Number(issue.id),
    { prizes: entry.prizes },
    entry.station,
    now,
  );
  const [{ bets }] = (await tx.query<{ bets: number }>(
    "SELECT count(*)::int AS bets FROM lottery_bets WHERE issue_id = $1 AND state IN ('won', 'lost')",
    [issue.id],
  )) as [{ bets: number }];
  await recordAudit(tx, {
    merchantCode,
    actor: actorOf(operator),
    action: "lottery.result.confirm",
    targetType: "lottery_issue",
    targetId: issue.id,
    detail: { gameCode, numero, entryId: Number(entry.id), station: entry.station, bets },
  });
  return {
    gameCode,
    numero,
    state: outcome === "settled" ? "settled" : issue.state,
    winNo: entry.prizes[0]![0]!,
    bets,
  };
}

/** The waiting entry is wrong: it is rejected (kept for the audit), and the table may be entered again. */
export async function rejectResult(
  tx: Queryable,
  merchantCode: string,
  operator: Operator,
  gameCode: string,
  numero: string,
  reason: string,
  now: Date,
) {
  const { issue } = await lockOfficialIssue(tx, merchantCode, gameCode, numero);
  const entry = await pendingEntry(tx, issue.id);
  if (!entry) {
    throw new AppError(
      "lottery.result.not.pending",
      `${gameCode} ${numero} has no entry waiting for confirmation`,
    );
  }
  await tx.query(
    `UPDATE lottery_result_entries SET state = 'rejected', decided_by = $2, decided_at = $3, reject_reason = $4
      WHERE id = $1`,
    [entry.id, operator.id === Number(entry.entered_by) ? null : operator.id, now, reason],
  );
  await recordAudit(tx, {
    merchantCode,
    actor: actorOf(operator),
    action: "lottery.result.reject",
    targetType: "lottery_issue",
    targetId: issue.id,
    detail: { gameCode, numero, entryId: Number(entry.id), reason },
  });
  return { gameCode, numero, state: "rejected" as const };
}

/** The entries of an issue, newest first: who entered, who confirmed or rejected, and the table. */
export async function entriesOf(tx: Queryable, merchantCode: string, gameCode: string, numero: string) {
  const game = await createLotteryGamesRepository(tx).byCode(merchantCode, gameCode);
  if (!game) throw new AppError("lottery.game.not.found", `No lottery game ${gameCode}`);
  return tx.query<{
    entryId: number;
    station: string;
    prizes: string[][];
    source: string;
    state: string;
    enteredBy: string;
    enteredAt: string;
    decidedBy: string | null;
    decidedAt: string | null;
    rejectReason: string | null;
  }>(
    `SELECT e.id::int AS "entryId", e.station, e.prizes, e.source, e.state, oe.name AS "enteredBy",
            e.entered_at AS "enteredAt", od.name AS "decidedBy", e.decided_at AS "decidedAt",
            e.reject_reason AS "rejectReason"
       FROM lottery_result_entries e JOIN lottery_issues i ON i.id = e.issue_id
       JOIN operators oe ON oe.id = e.entered_by LEFT JOIN operators od ON od.id = e.decided_by
      WHERE i.game_id = $1 AND i.numero = $2 ORDER BY e.id DESC`,
    [game.id, numero],
  );
}
