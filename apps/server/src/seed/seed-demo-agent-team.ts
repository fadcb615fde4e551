import { PRODUCT_TYPES, type ProductType } from "@banca/contract/agent-products";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { Database, Queryable } from "#app/db/database.ts";
import { postDownlineTransfer } from "#app/modules/agent/downline-transfer-service.ts";
import { payQueuedRebates } from "#app/modules/agent/rebates-job.ts";
import { foldReportEvents } from "#app/modules/agent/reports-fold.ts";
import { hourSlotOf } from "#app/modules/agent-payouts/periods.ts";
import { payoutSettingsOf } from "#app/modules/agent-payouts/schedule.ts";
import { cleanLocalizedHtml } from "#app/modules/content/operator-html.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { createLedgerService, type LedgerService, type Movement } from "#app/modules/ledger/service.ts";
import { hashPassword } from "#app/modules/members/password.ts";
import { newReferralCode } from "#app/modules/members/referral-code.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { seedDemoAgentBills } from "./demo-agent-bills.ts";
import { seedDemoAgentContracts } from "./demo-agent-contracts.ts";
import {
  DEMO_AGENT_ANNOUNCEMENTS,
  DEMO_TEAM,
  DEMO_TEAM_PASSWORD,
  DEMO_TRANSFERS,
  GAME_TYPES_OF,
  HISTORY_DAYS,
  PAYOUTS,
  RATE_SHARE_BY_DEPTH,
  TOP_RATES,
} from "./demo-agent-team.ts";
import { assertDemoTeamWithinBudget } from "./demo-team-budget.ts";

const TEAM_LOCK = 72_616_365;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Member = {
  id: number;
  username: string;
  depth: number;
  stake: number;
  plays: ProductType[];
  activity: number;
  joinedAt: number;
  /** Main wallet balance as the history runs, minor units. */
  balance: bigint;
  lastSeen: number | null;
};
type Game = { id: number; vassalage: string; gameType: string };

/** A small deterministic generator: the same team history on every demo database. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: (pairs: readonly (readonly [number, number])[]) => {
      const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of pairs) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pairs[pairs.length - 1]![0];
    },
  };
}

/**
 * Writes the demo team and its last two weeks, as they would have happened, at their own times:
 * accounts opened, deposits, settled rounds of several product types, withdrawals paid, transfers
 * to downline. Money moves through the ledger (back-dated with `Movement.at`); rounds are written
 * settled as the seamless wallet leaves them, so the report triggers see each event at its time.
 * Then the rebate job pays the uplines and the report fold rolls everything up.
 */
async function writeTeam(
  tx: Queryable,
  ledger: LedgerService,
  merchant: Merchant,
  top: { id: number; username: string },
) {
  const { code: merchantCode } = merchant;
  const { code: currency, decimals } = merchant.settings.currency;
  const unit = 10n ** BigInt(decimals);
  const money = (whole: number) => BigInt(Math.round(whole * 10 ** decimals));
  const rng = random(20_261_125);
  const now = Date.now();
  const at = (time: number) => new Date(Math.min(time, now - 60_000));
  let serial = 0;
  const key = (what: string) => `seed:demo-team:${what}:${++serial}`;
  // The history's movements and rounds are written in batches (a day at a time, and before each
  // transfer, which reads the sender's balance): thousands of single statements made the demo start
  // take a minute on PGlite. The batch keeps their order, so every balance check sees the same steps.
  const pending: Movement[] = [];
  type SettledRound = {
    game: Game;
    roundId: string;
    memberId: number;
    stake: bigint;
    win: bigint;
    startedAt: Date;
    settledAt: Date;
  };
  const pendingRounds: SettledRound[] = [];
  const post = async (movement: Omit<Movement, "merchantCode" | "currency">) => {
    pending.push({ merchantCode, currency, ...movement });
  };
  const flush = async () => {
    await ledger.postManyIn(tx, pending.splice(0));
    const rounds = pendingRounds.splice(0);
    if (rounds.length === 0) return;
    await tx.query(
      `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency,
                                bet, valid_bet, win, state, started_at, settled_at, updated_at)
       SELECT $1, r.vassalage, r.round_id, r.member_id, r.game_id, r.game_type, $2, r.bet, r.bet, r.win, 'settled',
              r.started_at, r.settled_at, r.settled_at
         FROM unnest($3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::text[], $8::bigint[], $9::bigint[],
                     $10::timestamptz[], $11::timestamptz[]) WITH ORDINALITY
              AS r (vassalage, round_id, member_id, game_id, game_type, bet, win, started_at, settled_at, n)
        ORDER BY r.n`,
      [
        merchantCode,
        currency,
        rounds.map((round) => round.game.vassalage),
        rounds.map((round) => round.roundId),
        rounds.map((round) => round.memberId),
        rounds.map((round) => round.game.id),
        rounds.map((round) => round.game.gameType),
        rounds.map((round) => round.stake.toString()),
        rounds.map((round) => round.win.toString()),
        rounds.map((round) => round.startedAt),
        rounds.map((round) => round.settledAt),
      ],
    );
  };

  // Accounts, opened on their own days; the database adds their tree rows (migration 0035).
  const passwordHash = await hashPassword(DEMO_TEAM_PASSWORD);
  const byName = new Map<string, Member>();
  const topBalance = await createLedgerRepository(tx).balance(
    merchantCode,
    { memberId: top.id, kind: "main" },
    currency,
  );
  byName.set(top.username, {
    id: top.id,
    username: top.username,
    depth: 0,
    stake: 0,
    plays: [],
    activity: 0,
    joinedAt: now - 90 * DAY,
    balance: topBalance,
    lastSeen: null,
  });
  for (const [index, account] of DEMO_TEAM.entries()) {
    const upline = byName.get(account.upline || top.username)!;
    const joinedAt = now - account.joinedDaysAgo * DAY - rng.int(1, 10) * HOUR;
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO members (merchant_code, username, password_hash, kind, agent_level, affiliate_code,
                            referral_code, upline_id, register_method, language, password_changed_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'WEB', $9, $10, $10) RETURNING id::text`,
      [
        merchantCode,
        account.username,
        passwordHash,
        account.kind,
        account.kind === "agent" ? 1 : null,
        account.kind === "agent" ? `RIO${account.username.slice(0, 6).toUpperCase()}${index}` : null,
        newReferralCode(),
        upline.id,
        merchant.settings.languages.default,
        new Date(joinedAt),
      ],
    );
    const id = Number(row!.id);
    byName.set(account.username, {
      id,
      username: account.username,
      depth: upline.depth + 1,
      stake: account.stake,
      plays: account.plays,
      activity: account.activity,
      joinedAt,
      balance: 0n,
      lastSeen: null,
    });
  }
  // The demonstration player already under the top agent (luckyrio) keeps its opening balance:
  // browser tests count on it.

  // Rebate rates decreasing down the chain; players keep none.
  for (const member of byName.values()) {
    const share = RATE_SHARE_BY_DEPTH[member.depth];
    const isAgent =
      member.depth === 0 || DEMO_TEAM.find((m) => m.username === member.username)?.kind === "agent";
    if (!isAgent || share === undefined) continue;
    for (const product of PRODUCT_TYPES) {
      await tx.query(
        `INSERT INTO rebate_rates (member_id, product_type, rate_bp) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, product_type) DO NOTHING`,
        [member.id, product, Math.round(TOP_RATES[product] * share)],
      );
    }
  }

  // Games of each product type that play from the main wallet: up to four of each game type, so that
  // every lobby's winner board shows several games (the first four of a product as a whole were the
  // in-house games and one slot, the only one the slots lobby's board then ever showed).
  const games = new Map<ProductType, Game[]>();
  for (const product of PRODUCT_TYPES) {
    const rows = await tx.query<{ id: string; vassalage: string; game_type: string }>(
      `SELECT id::text, vassalage, game_type FROM (
         SELECT g.id, g.vassalage, g.game_type, row_number() OVER (PARTITION BY g.game_type ORDER BY g.id) AS nth
           FROM games g
           LEFT JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage
          WHERE g.merchant_code = $1 AND g.enabled AND g.game_type = ANY($2::text[])
            AND coalesce(v.wallet, 'seamless') <> 'transfer'
       ) playable
        WHERE nth <= 4 ORDER BY id`,
      [merchantCode, GAME_TYPES_OF[product]],
    );
    if (rows.length > 0)
      games.set(
        product,
        rows.map((r) => ({ id: Number(r.id), vassalage: r.vassalage, gameType: r.game_type })),
      );
  }

  const deposit = async (member: Member, amount: bigint, time: number) => {
    await post({
      kind: "deposit",
      idempotencyKey: key(`deposit:${member.username}`),
      postings: [
        { account: { memberId: member.id, kind: "main" }, amount },
        { account: { house: "payment_clearing" }, amount: -amount },
      ],
      memo: { source: "demo history" },
      at: at(time),
    });
    member.balance += amount;
  };

  const withdraw = async (member: Member, amount: bigint, time: number) => {
    const hold = key(`withdrawal:${member.username}`);
    await post({
      kind: "withdrawal.hold",
      idempotencyKey: `${hold}:hold`,
      postings: [
        { account: { memberId: member.id, kind: "main" }, amount: -amount },
        { account: { memberId: member.id, kind: "withdrawal_hold" }, amount },
      ],
      memo: { source: "demo history" },
      at: at(time),
    });
    await post({
      kind: "withdrawal.pay",
      idempotencyKey: `${hold}:pay`,
      postings: [
        { account: { memberId: member.id, kind: "withdrawal_hold" }, amount: -amount },
        { account: { house: "payment_clearing" }, amount },
      ],
      memo: { source: "demo history" },
      at: at(time + 2 * HOUR),
    });
    member.balance -= amount;
  };

  const playRound = async (member: Member, game: Game, stake: bigint, startedAt: number) => {
    const settledAt = startedAt + rng.int(20, 150) * 1000;
    const win = (stake * BigInt(Math.round(rng.weighted(PAYOUTS) * 10))) / 10n;
    const roundId = key(`round:${member.username}`);
    await post({
      kind: "bet",
      idempotencyKey: `${roundId}:bet`,
      postings: [
        { account: { memberId: member.id, kind: "main" }, amount: -stake },
        { account: { house: "vendor_clearing" }, amount: stake },
      ],
      memo: { vassalage: game.vassalage, gameId: game.id, roundId },
      at: at(startedAt),
    });
    if (win > 0n) {
      await post({
        kind: "win",
        idempotencyKey: `${roundId}:win`,
        postings: [
          { account: { memberId: member.id, kind: "main" }, amount: win },
          { account: { house: "vendor_clearing" }, amount: -win },
        ],
        memo: { vassalage: game.vassalage, gameId: game.id, roundId },
        at: at(settledAt),
      });
    }
    pendingRounds.push({
      game,
      roundId,
      memberId: member.id,
      stake,
      win,
      startedAt: at(startedAt),
      settledAt: at(settledAt),
    });
    member.balance += win - stake;
    member.lastSeen = settledAt;
  };

  // The top agent funds its transfers from a deposit before the history starts.
  const topMember = byName.get(top.username)!;
  await deposit(topMember, money(1500), now - (HISTORY_DAYS + 1) * DAY);

  const players = [...byName.values()].filter((member) => member.depth > 0);
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo--) {
    const dayStart = now - daysAgo * DAY;
    type Step = { time: number; run: () => Promise<void> };
    const steps: Step[] = [];
    for (const transfer of DEMO_TRANSFERS.filter((t) => t.daysAgo === daysAgo)) {
      const from = byName.get(transfer.from || top.username)!;
      const to = byName.get(transfer.to)!;
      steps.push({
        time: dayStart - 9 * HOUR,
        run: async () => {
          const amount = money(transfer.amount);
          // An agent that played its money away tops up first: the history never overdraws.
          if (from.balance < amount)
            await deposit(from, amount - from.balance + money(50), dayStart - 10 * HOUR);
          await flush();
          await postDownlineTransfer(tx, ledger, {
            merchant,
            sender: from,
            recipient: { id: to.id, username: to.username, depth: to.depth - from.depth },
            amount,
            turnoverHundredths: Math.round(transfer.turnover * 100),
            requestId: `seed-demo-team-${transfer.to}-${transfer.daysAgo}`,
            actor: "system",
            at: at(dayStart - 9 * HOUR),
          });
          from.balance -= amount;
          to.balance += amount;
        },
      });
    }
    for (const member of players) {
      if (rng.next() >= member.activity) continue;
      // A session in the evening hours before the seed's time of day, after the account opened.
      const start = dayStart - rng.int(1, 10) * HOUR - rng.int(0, 59) * 60_000;
      if (start <= member.joinedAt || start >= now - 10 * 60_000) continue;
      steps.push({
        time: start,
        run: async () => {
          const product = rng.next() < 0.7 ? member.plays[0]! : rng.pick(member.plays);
          const pool = games.get(product) ?? games.get("slots");
          if (!pool) return;
          const game = rng.pick(pool);
          const rounds = rng.int(2, 4);
          const stake = money(member.stake * rng.pick([0.5, 1, 1, 1, 2]));
          if (member.balance < stake * BigInt(rounds)) {
            await deposit(
              member,
              money(rng.pick([50, 100, 100, 200, 300]) * Math.max(1, member.stake / 5)),
              start - 5 * 60_000,
            );
          }
          let time = start;
          for (let round = 0; round < rounds && member.balance >= stake; round++) {
            await playRound(member, game, stake, time);
            time += rng.int(2, 6) * 60_000;
          }
          // Winners now and then take money out; it is paid two hours later.
          const threshold = money(member.stake * 40);
          if (member.balance > threshold && rng.next() < 0.5 && time + 3 * HOUR < now) {
            const amount = ((member.balance * 6n) / 10n / (10n * unit)) * (10n * unit);
            if (amount > 0n) await withdraw(member, amount, time + 20 * 60_000);
          }
        },
      });
    }
    // The last closed hour always holds one full session by the team's biggest regular: an hourly
    // salary's lowest tier pays a whole cent only from about 50.00 of valid bets in one clock hour, and
    // the random sessions above fall across hours by the minute the seed runs. Without it the demo's
    // hourly bills were empty at some minutes of the day.
    if (daysAgo === 0) {
      const regular = players.reduce((top, member) => (member.stake > top.stake ? member : top));
      const lastHour = hourSlotOf(new Date(now - HOUR), payoutSettingsOf(merchant.settings).timeZone);
      const pool = games.get(regular.plays[0]!) ?? games.get("slots");
      const stake = money(regular.stake);
      const start = lastHour.start.getTime() + 5 * 60_000;
      if (pool)
        steps.push({
          time: start,
          run: async () => {
            if (regular.balance < stake * 4n) await deposit(regular, stake * 10n, start - 5 * 60_000);
            for (let round = 0; round < 4; round++)
              await playRound(regular, pool[0]!, stake, start + round * 4 * 60_000);
          },
        });
    }
    steps.sort((a, b) => a.time - b.time);
    for (const step of steps) await step.run();
    await flush();
  }

  // Last log-ins where the history left each account.
  for (const member of byName.values()) {
    if (member.lastSeen === null) continue;
    await tx.query(
      "UPDATE members SET last_login_at = $2, first_login_at = coalesce(first_login_at, created_at) WHERE id = $1",
      [member.id, at(member.lastSeen - 10 * 60_000)],
    );
  }
  return byName.size - 1;
}

/**
 * The demo start's agent team (decision 036), for every merchant whose demonstration accounts include
 * an agent: written once, in one transaction, under a lock (several instances starting at once write
 * it once); a database that has it already, or that has no such agent, is left as it is. Answers the
 * merchants it wrote a team for.
 */
export async function seedDemoAgentTeams(
  db: Database,
  configs: readonly MerchantConfig[],
): Promise<string[]> {
  const seeded: string[] = [];
  const merchants = createMerchantRepository(db);
  for (const config of configs) {
    const agent = config.demoAccounts.find((account) => account.agent && !account.upline);
    if (!agent) continue;
    const merchant = await merchants.findByCode(config.code);
    if (!merchant) continue;
    const ledger = createLedgerService(db);
    const wrote = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [TEAM_LOCK]);
      const [top] = await tx.query<{ id: string; username: string; seeded: boolean; present: boolean }>(
        `SELECT m.id::text, m.username, mc.demo_accounts_seeded AS seeded,
                EXISTS (SELECT 1 FROM members x WHERE x.merchant_code = m.merchant_code
                          AND lower(x.username) = lower($3)) AS present
           FROM members m JOIN merchants mc ON mc.code = m.merchant_code
          WHERE m.merchant_code = $1 AND lower(m.username) = lower($2) AND m.kind = 'agent'`,
        [config.code, agent.username, DEMO_TEAM[0]!.username],
      );
      if (!top?.seeded || top.present) return false;
      await writeTeam(tx, ledger, merchant, { id: Number(top.id), username: top.username });
      await seedDemoAgentContracts(tx, merchant, { id: Number(top.id), username: top.username });
      // Rates and contracts over the reward budget roll the whole team back (decision 077).
      await assertDemoTeamWithinBudget(tx, config.code);
      for (const notice of DEMO_AGENT_ANNOUNCEMENTS) {
        await tx.query(
          `INSERT INTO announcements (merchant_code, type, title, content, published_at)
           VALUES ($1, 'AG', $2, $3, $4)`,
          [
            config.code,
            JSON.stringify(notice.title),
            JSON.stringify(cleanLocalizedHtml(notice.content)),
            new Date(Date.now() - notice.daysAgo * 86_400_000),
          ],
        );
      }
      // The rebates of the history's bets, and its roll-ups, are there before the first page loads.
      // The ledger writes an entry's report rows at commit (decision 097): this transaction folds
      // them before its commit, so they are written now, and as the rest of it posts.
      await tx.query("SET CONSTRAINTS journal_entries_reported IMMEDIATE");
      let pending = true;
      while (pending) pending = (await payQueuedRebates(tx, ledger, 1_000)) > 0;
      pending = true;
      while (pending) pending = (await foldReportEvents(tx, 1_000)) > 0;
      // Then the contracts' past slots are billed and paid from those roll-ups, and the payments
      // rolled up in turn.
      await seedDemoAgentBills(tx, ledger, merchant);
      pending = true;
      while (pending) pending = (await foldReportEvents(tx, 1_000)) > 0;
      return true;
    });
    if (wrote) seeded.push(config.code);
  }
  return seeded;
}
