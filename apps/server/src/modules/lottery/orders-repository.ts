import type { LotteryOrder } from "@banca/contract/calls/lottery";
import { minorToWire } from "@banca/contract/money";
import type { Queryable } from "#app/db/database.ts";

export type OrderRow = {
  id: string;
  game_code: string;
  names: Record<string, string>;
  numero: string;
  play: string;
  content: string;
  singles: number;
  price: string;
  multiple: number;
  series: number | null;
  stake: string;
  rebate: string;
  win: string;
  state: LotteryOrder["state"];
  chase_id: string | null;
  created_at: Date;
  lock_at: Date;
  issue_state: string;
};

const SELECT_ORDERS = `
  SELECT b.id::text, lg.code AS game_code, g.names, i.numero, b.play, b.content, b.singles, b.price::text,
         b.multiple, b.series, b.stake::text, b.rebate::text, b.win::text, b.state, b.chase_id::text,
         b.created_at, i.lock_at, i.state AS issue_state
    FROM lottery_bets b
    JOIN lottery_issues i ON i.id = b.issue_id
    JOIN lottery_games lg ON lg.id = i.game_id
    JOIN games g ON g.id = lg.game_id`;

export function toOrder(row: OrderRow, decimals: number, language: string, now: Date): LotteryOrder {
  const wire = (minor: string) => minorToWire(BigInt(minor), decimals);
  return {
    orderId: Number(row.id),
    gameCode: row.game_code,
    gameName: row.names[language] ?? row.names.en ?? row.game_code,
    numero: row.numero,
    playId: row.play,
    bettingContent: row.content,
    singles: row.singles,
    singleBetPrice: wire(row.price),
    multiple: row.multiple,
    series: row.series,
    stake: wire(row.stake),
    rebate: wire(row.rebate),
    win: row.state === "won" ? wire(row.win) : 0,
    state: row.state,
    chaseId: row.chase_id === null ? null : Number(row.chase_id),
    createdAt: new Date(row.created_at).getTime(),
    cancellable: row.state === "open" && row.issue_state === "open" && new Date(row.lock_at) > now,
  };
}

export function createOrdersRepository(db: Queryable) {
  return {
    async byIds(ids: number[]): Promise<OrderRow[]> {
      return db.query<OrderRow>(`${SELECT_ORDERS} WHERE b.id = ANY($1::bigint[]) ORDER BY b.id`, [ids]);
    },
    async byRequest(memberId: number, requestId: string): Promise<OrderRow[]> {
      return db.query<OrderRow>(
        `${SELECT_ORDERS} WHERE b.member_id = $1 AND b.request_key LIKE $2 ORDER BY b.id`,
        [memberId, `${requestId.replaceAll("_", "\\_").replaceAll("%", "\\%")}:%`],
      );
    },
    async recent(memberId: number, since: Date, gameCode: string | null): Promise<OrderRow[]> {
      return db.query<OrderRow>(
        `${SELECT_ORDERS} WHERE b.member_id = $1 AND b.created_at >= $2 AND ($3::text IS NULL OR lg.code = $3)
          ORDER BY b.created_at DESC, b.id DESC LIMIT 500`,
        [memberId, since, gameCode],
      );
    },
  };
}
