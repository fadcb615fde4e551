import type { LocalizedText } from "@banca/contract/localized";
import type {
  ClaimRequirement,
  ClaimRule,
  PromotionCategory,
  PromotionMode,
} from "@banca/contract/promotions";
import type { Queryable } from "#app/db/database.ts";
import { newSeed } from "#app/modules/lottery/seeds.ts";
import { createRaffleRepository } from "#app/modules/raffles/repository.ts";
import {
  fromRaffleJson,
  prizesJson,
  RAFFLE_JSON_SQL,
  type Raffle,
  type RaffleJson,
  type RaffleRule,
} from "#app/modules/raffles/rule.ts";

export type Promotion = {
  id: number;
  merchantCode: string;
  seedKey: string | null;
  category: PromotionCategory;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  artwork: string;
  startsAt: Date;
  endsAt: Date;
  sort: number;
  enabled: boolean;
  mode: PromotionMode;
  rule: ClaimRule | null;
  /** Minor units. */
  bonusAmount: bigint | null;
  minDeposit: bigint | null;
  /** Hundredths of a percent: 10 000 is 100 %. */
  bonusRateBp: number | null;
  bonusCap: bigint | null;
  turnoverMultiplier: number;
  /** claim: what the member must also have to claim. */
  claimRequires: ClaimRequirement | null;
  /** raffle: its rule, its seed's hash and what the draw froze (never the seed). */
  raffle: Raffle | null;
};

/** What is written: a promotion without its id and merchant, a raffle's rule without its state. */
export type PromotionValues = Omit<Promotion, "id" | "merchantCode" | "seedKey" | "raffle"> & {
  raffle: RaffleRule | null;
};

type Row = {
  id: string;
  merchant_code: string;
  seed_key: string | null;
  category: PromotionCategory;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  artwork: string;
  starts_at: Date | string;
  ends_at: Date | string;
  sort: number;
  enabled: boolean;
  mode: PromotionMode;
  rule: ClaimRule | null;
  bonus_amount: string | null;
  min_deposit: string | null;
  bonus_rate_bp: number | null;
  bonus_cap: string | null;
  turnover_multiplier: string;
  claim_requires: ClaimRequirement | null;
  raffle: RaffleJson | null;
};

const COLUMNS = `id::text, merchant_code, seed_key, category, title, summary, content, artwork, starts_at,
  ends_at, sort, enabled, mode, rule, bonus_amount::text, min_deposit::text, bonus_rate_bp, bonus_cap::text,
  turnover_multiplier::text, claim_requires, ${RAFFLE_JSON_SQL}`;

const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));

function toPromotion(row: Row): Promotion {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code,
    seedKey: row.seed_key,
    category: row.category,
    title: row.title,
    summary: row.summary,
    content: row.content,
    artwork: row.artwork,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    sort: row.sort,
    enabled: row.enabled,
    mode: row.mode,
    rule: row.rule,
    bonusAmount: bigintOrNull(row.bonus_amount),
    minDeposit: bigintOrNull(row.min_deposit),
    bonusRateBp: row.bonus_rate_bp,
    bonusCap: bigintOrNull(row.bonus_cap),
    turnoverMultiplier: Number(row.turnover_multiplier),
    claimRequires: row.claim_requires,
    raffle: row.raffle === null ? null : fromRaffleJson(row.raffle),
  };
}

/** Writes a raffle promotion's rule; a new raffle gets its seed, whose hash is public from now on. */
async function writeRaffle(db: Queryable, merchantCode: string, promotionId: number, rule: RaffleRule) {
  const { seed, seedHash } = newSeed();
  await db.query(
    `INSERT INTO raffles (promotion_id, merchant_code, bet_per_ticket, deposit_min, deposit_tickets, max_tickets,
       draw_at, claim_hours, repeat_wins, prizes, seed, seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (promotion_id) DO UPDATE SET bet_per_ticket = EXCLUDED.bet_per_ticket,
       deposit_min = EXCLUDED.deposit_min, deposit_tickets = EXCLUDED.deposit_tickets,
       max_tickets = EXCLUDED.max_tickets, draw_at = EXCLUDED.draw_at, claim_hours = EXCLUDED.claim_hours,
       repeat_wins = EXCLUDED.repeat_wins, prizes = EXCLUDED.prizes`,
    [
      promotionId,
      merchantCode,
      rule.betPerTicket,
      rule.depositMin,
      rule.depositTickets,
      rule.maxTickets,
      rule.drawAt,
      rule.claimHours,
      rule.repeatWins,
      prizesJson(rule),
      seed,
      seedHash,
    ],
  );
  // A changed rule applies to the tickets counted so far too.
  await createRaffleRepository(db).recountTickets(promotionId);
}

const valuesOf = (values: PromotionValues) => [
  values.category,
  JSON.stringify(values.title),
  JSON.stringify(values.summary),
  JSON.stringify(values.content),
  values.artwork,
  values.startsAt,
  values.endsAt,
  values.sort,
  values.enabled,
  values.mode,
  values.rule,
  values.bonusAmount,
  values.minDeposit,
  values.bonusRateBp,
  values.bonusCap,
  values.turnoverMultiplier.toFixed(2),
  values.claimRequires,
];

/** How long an ended promotion stays on the list, so members still find what they took part in. */
export const ENDED_LISTED_DAYS = 30;

export function createPromotionRepository(db: Queryable) {
  return {
    /** The merchant's enabled promotions that have not ended, or ended lately; running ones first. */
    async listed(merchantCode: string, category?: PromotionCategory): Promise<Promotion[]> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM promotions
          WHERE merchant_code = $1 AND enabled AND ($2::text IS NULL OR category = $2)
            AND ends_at > now() - make_interval(days => $3)
          ORDER BY (ends_at <= now()), sort, id`,
        [merchantCode, category ?? null, ENDED_LISTED_DAYS],
      );
      return rows.map(toPromotion);
    },

    /** Every promotion of the merchant, switched off ones too (the back office). */
    async all(merchantCode: string): Promise<Promotion[]> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM promotions WHERE merchant_code = $1 ORDER BY sort, id`,
        [merchantCode],
      );
      return rows.map(toPromotion);
    },

    /** One promotion of the merchant; `enabledOnly` for what members may see. */
    async find(
      merchantCode: string,
      id: number,
      options: { enabledOnly: boolean },
    ): Promise<Promotion | null> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM promotions
          WHERE merchant_code = $1 AND id = $2 AND (enabled OR NOT $3)`,
        [merchantCode, id, options.enabledOnly],
      );
      return rows[0] ? toPromotion(rows[0]) : null;
    },

    async insert(
      merchantCode: string,
      values: PromotionValues,
      seedKey: string | null = null,
    ): Promise<number> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO promotions (merchant_code, seed_key, category, title, summary, content, artwork,
           starts_at, ends_at, sort, enabled, mode, rule, bonus_amount, min_deposit, bonus_rate_bp,
           bonus_cap, turnover_multiplier, claim_requires)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         RETURNING id::text`,
        [merchantCode, seedKey, ...valuesOf(values)],
      );
      const id = Number(rows[0]?.id);
      if (values.raffle) await writeRaffle(db, merchantCode, id, values.raffle);
      return id;
    },

    async update(merchantCode: string, id: number, values: PromotionValues): Promise<void> {
      await db.query(
        `UPDATE promotions SET category = $3, title = $4, summary = $5, content = $6, artwork = $7,
           starts_at = $8, ends_at = $9, sort = $10, enabled = $11, mode = $12, rule = $13,
           bonus_amount = $14, min_deposit = $15, bonus_rate_bp = $16, bonus_cap = $17,
           turnover_multiplier = $18, claim_requires = $19, updated_at = now()
         WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id, ...valuesOf(values)],
      );
      if (values.raffle) await writeRaffle(db, merchantCode, id, values.raffle);
    },

    /** Locks a promotion row for a change by the back office. */
    async lock(merchantCode: string, id: number): Promise<Promotion | null> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM promotions WHERE merchant_code = $1 AND id = $2 FOR UPDATE`,
        [merchantCode, id],
      );
      return rows[0] ? toPromotion(rows[0]) : null;
    },

    /** The seed keys the merchant already has. */
    async seedKeys(merchantCode: string): Promise<Set<string>> {
      const rows = await db.query<{ seed_key: string }>(
        "SELECT seed_key FROM promotions WHERE merchant_code = $1 AND seed_key IS NOT NULL",
        [merchantCode],
      );
      return new Set(rows.map((row) => row.seed_key));
    },
  };
}
export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
