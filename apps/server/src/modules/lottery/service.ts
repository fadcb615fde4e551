import type { DrawnIssue, LotteryGameMenu } from "@banca/contract/calls/lottery";
import type { DrawResult } from "@banca/contract/lottery/fair-draw";
import { oddsMilli, playRows, playsOf, tablePrices } from "@banca/contract/lottery/plays";
import { minorToWire } from "@banca/contract/money";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createPrizeGroupRepository } from "#app/modules/agent/team-prize-groups.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createLotteryGamesRepository, type LotteryGame } from "./games-repository.ts";
import { PRICES, seriesBounds } from "./slip.ts";

type IssueRow = {
  numero: string;
  state: "open" | "settled" | "void";
  open_at: Date;
  lock_at: Date;
  draw_at: Date;
  seed_hash: string | null;
  seed: string | null;
  result: DrawResult | null;
  win_no: string | null;
  station: string | null;
};

const ISSUE_COLUMNS = "numero, state, open_at, lock_at, draw_at, seed_hash, seed, result, win_no, station";
const localName = (names: Record<string, string>, language: string) => names[language] ?? names.en ?? "";

/** VN lists the Vietnam lottery; any other prize mode the lottery page; none lists both. */
const areaOf = (prizeMode: string | undefined) =>
  prizeMode === undefined ? null : prizeMode === "VN" ? "VN" : "LOTT";

export function menuOf(game: LotteryGame, language: string): LotteryGameMenu {
  return {
    gameCode: game.code,
    gameId: game.gameId,
    labelName: localName(game.names, language),
    defaultPlayType: game.defaultPlay,
    intervalSeconds: game.intervalSeconds,
    gameType: game.gameType,
    vassalage: game.vassalage,
    realDraw: game.results === "official",
    ...(game.weekdays && game.weekdays.length < 7 ? { drawDays: game.weekdays } : {}),
  };
}

function drawn(game: LotteryGame, row: IssueRow): DrawnIssue {
  const revealed = row.state !== "open";
  return {
    gameCode: game.code,
    numero: row.numero,
    state: row.state,
    drawTime: new Date(row.draw_at).getTime(),
    winNo: row.win_no,
    result: row.result,
    // A real draw has no seed: the official result decides it (decision 067).
    seedHash: row.seed_hash ?? "",
    // The seed stays secret until the issue is drawn (or voided): it decides the result.
    seed: revealed ? row.seed : null,
    station: row.station,
  };
}

export function createLotteryReads(db: Queryable) {
  const games = createLotteryGamesRepository(db);

  async function gameOf(merchant: Merchant, code: string): Promise<LotteryGame> {
    const game = await games.byCode(merchant.code, code);
    if (!game?.enabled) throw new AppError("lottery.game.not.found", `No lottery game ${code}`);
    return game;
  }

  async function openIssues(game: LotteryGame, limit: number) {
    return db.query<IssueRow>(
      `SELECT ${ISSUE_COLUMNS} FROM lottery_issues
        WHERE game_id = $1 AND state = 'open' AND lock_at > now() ORDER BY draw_at LIMIT $2`,
      [game.id, limit],
    );
  }

  return {
    gameOf,

    async menu(merchant: Merchant, language: string, prizeMode?: string) {
      const area = areaOf(prizeMode);
      const groups = new Map<
        string,
        { gameGroupCode: string; labelName: string; area: "VN" | "LOTT"; gameMenus: LotteryGameMenu[] }
      >();
      const groupNames = await db.query<{ code: string; names: Record<string, string> }>(
        "SELECT code, names FROM lottery_game_groups WHERE merchant_code = $1",
        [merchant.code],
      );
      const nameOf = new Map(groupNames.map((row) => [row.code, row.names]));
      for (const game of await games.all(merchant.code)) {
        if (!game.enabled || (area !== null && game.area !== area)) continue;
        const group = groups.get(game.groupCode) ?? {
          gameGroupCode: game.groupCode,
          labelName: localName(nameOf.get(game.groupCode) ?? {}, language),
          area: game.area,
          gameMenus: [],
        };
        group.gameMenus.push(menuOf(game, language));
        groups.set(game.groupCode, group);
      }
      return [...groups.values()];
    },

    async recent(merchant: Merchant, memberId: number, language: string) {
      const rows = await db.query<{ code: string }>(
        `SELECT lg.code FROM lottery_bets b JOIN lottery_issues i ON i.id = b.issue_id JOIN lottery_games lg ON lg.id = i.game_id
          WHERE b.member_id = $1 AND b.merchant_code = $2
          GROUP BY lg.code ORDER BY max(b.created_at) DESC LIMIT 20`,
        [memberId, merchant.code],
      );
      const all = new Map((await games.all(merchant.code)).map((game) => [game.code, game]));
      return rows.flatMap((row) => {
        const game = all.get(row.code);
        return game?.enabled ? [menuOf(game, language)] : [];
      });
    },

    async popular(merchant: Merchant, language: string, count: number, prizeMode?: string) {
      const area = areaOf(prizeMode);
      const counts = await db.query<{ game_id: string; bets: number }>(
        `SELECT i.game_id::text, count(*)::int AS bets FROM lottery_bets b JOIN lottery_issues i ON i.id = b.issue_id
          WHERE b.merchant_code = $1 AND b.created_at > now() - interval '7 days' GROUP BY i.game_id`,
        [merchant.code],
      );
      const betsOf = new Map(counts.map((row) => [Number(row.game_id), row.bets]));
      return (await games.all(merchant.code))
        .filter((game) => game.enabled && (area === null || game.area === area))
        .map((game) => ({ ...menuOf(game, language), bets: betsOf.get(game.id) ?? 0 }))
        .sort((a, b) => b.bets - a.bets)
        .slice(0, count);
    },

    async opened(merchant: Merchant, code: string, area: "VN" | "LOTT") {
      const game = await gameOf(merchant, code);
      if (game.area !== area)
        throw new AppError("lottery.game.not.found", `${code} is not a game of this page`);
      const rows = await openIssues(game, 30);
      return {
        gameCode: game.code,
        numbersCount: game.area === "VN" ? 100 : 0,
        numeros: rows.map((row) => ({
          numero: row.numero,
          openTime: new Date(row.open_at).getTime(),
          lockTime: new Date(row.lock_at).getTime(),
          drawTime: new Date(row.draw_at).getTime(),
          seedHash: row.seed_hash ?? "",
        })),
      };
    },

    async near(merchant: Merchant, code: string) {
      const game = await gameOf(merchant, code);
      const now = Date.now();
      const [current, next] = await db.query<IssueRow>(
        `SELECT ${ISSUE_COLUMNS} FROM lottery_issues
          WHERE game_id = $1 AND state = 'open' AND draw_at > now() ORDER BY draw_at LIMIT 2`,
        [game.id],
      );
      const [previous] = await db.query<IssueRow>(
        `SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE game_id = $1 AND draw_at <= now() ORDER BY draw_at DESC LIMIT 1`,
        [game.id],
      );
      return {
        currentNumero: current
          ? {
              numero: current.numero,
              gameId: game.gameId,
              remainTime: Math.max(0, new Date(current.draw_at).getTime() - now),
              lockTime: Math.max(0, Math.floor((new Date(current.lock_at).getTime() - now) / 1000)),
              isSale: new Date(current.lock_at).getTime() > now,
              seedHash: current.seed_hash ?? "",
              drawTime: new Date(current.draw_at).getTime(),
              station: current.station,
            }
          : null,
        previousNumero: previous
          ? { numero: previous.numero, winNo: previous.win_no, state: previous.state }
          : null,
        nextNumero: next ? { numero: next.numero } : null,
      };
    },

    async history(merchant: Merchant, code: string, page: number, size: number) {
      const game = await gameOf(merchant, code);
      const [total] = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM lottery_issues WHERE game_id = $1 AND state <> 'open'",
        [game.id],
      );
      const rows = await db.query<IssueRow>(
        `SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE game_id = $1 AND state <> 'open'
          ORDER BY draw_at DESC LIMIT $2 OFFSET $3`,
        [game.id, size, (page - 1) * size],
      );
      return {
        content: rows.map((row) => drawn(game, row)),
        totalPages: Math.ceil((total?.count ?? 0) / size),
      };
    },

    async detail(merchant: Merchant, code: string, numero: string) {
      const game = await gameOf(merchant, code);
      const [row] = await db.query<IssueRow>(
        `SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE game_id = $1 AND numero = $2`,
        [game.id, numero],
      );
      if (!row) throw new AppError("lottery.game.not.found", `No issue ${numero} of ${code}`);
      return { ...drawn(game, row), draw: game.draw as unknown as Record<string, unknown> };
    },

    /** A game's plays and bounds; a member's series bounds follow its agent chain (decision 068). */
    async game(merchant: Merchant, code: string, language: string, memberId: number | null = null) {
      const game = await gameOf(merchant, code);
      const bound = memberId === null ? null : await createPrizeGroupRepository(db).boundOf(memberId);
      const series = seriesBounds(game, bound);
      const layout = game.draw.kind === "vn" ? game.draw.layout : null;
      const table = game.payoutTable ? (game.settings.payouts[game.payoutTable] ?? null) : null;
      const defaultSeries = series?.default ?? null;
      const { decimals } = merchant.settings.currency;
      return {
        game: { ...menuOf(game, language), gameGroupCode: game.groupCode, area: game.area },
        layout,
        draw: game.draw as unknown as Record<string, unknown>,
        plays: playsOf(game.groupCode, layout).flatMap((play) => {
          const odds = oddsMilli(play.odds, defaultSeries, table);
          if (odds === null || !tablePrices(play, table)) return [];
          // A play paid by several rows (a sum's values, a pick's tiers) lists each row's odds.
          const rows = play.rows
            ? {
                rowOdds: Object.fromEntries(
                  playRows(play).map((row) => [
                    row,
                    Number(oddsMilli({ ...play.odds, table: row }, defaultSeries, table)) / 1000,
                  ]),
                ),
              }
            : {};
          return [
            {
              playId: play.id,
              tab: play.tab,
              cost: play.cost({ layout }),
              odds: Number(odds) / 1000,
              ...rows,
            },
          ];
        }),
        series:
          series === null
            ? null
            : {
                gameGroupCode: game.groupCode,
                prizeModeId: 1,
                minSeries: series.min,
                maxSeries: series.top,
                maxBetSeries: series.max,
                defaultSeries: series.default,
              },
        minStake: minorToWire(BigInt(game.settings.minStake), decimals),
        maxStake: minorToWire(BigInt(game.settings.maxStake), decimals),
        prices: PRICES.filter((price) => (price.split(".")[1]?.length ?? 0) <= decimals),
      };
    },
  };
}
