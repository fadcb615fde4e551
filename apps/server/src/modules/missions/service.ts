import type { CallValue } from "@banca/contract/call";
import type {
  claimMissionCall,
  missionLeaderboardCall,
  missionSummaryCall,
} from "@banca/contract/calls/missions";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import {
  isMoneyMission,
  LEADERBOARD_SIZE,
  type MissionPeriod,
  type MissionStatus,
  periodEnd,
  periodStart,
  zoneMidnight,
} from "@banca/contract/missions";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { maskPlayerName } from "#app/modules/games/winner-board.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { createMissionsRepository, type MissionStandingRow } from "./repository.ts";

/** The instant a period ends: midnight of the day after its last, in the merchant's mission zone. */
const endsAt = (start: string, period: MissionPeriod, zone: string) =>
  zoneMidnight(periodEnd(start, period), zone);

const zoneOf = (merchant: Merchant) => merchant.settings.missions?.timeZone ?? "UTC";

function currentStarts(merchant: Merchant, now: Date): Record<MissionPeriod, string> {
  const zone = zoneOf(merchant);
  return { daily: periodStart(now, "daily", zone), weekly: periodStart(now, "weekly", zone) };
}

/** `validBetPerReward` is kept to four places: the required bets are rewards × this ÷ 10,000. */
const PER_REWARD_PLACES = 4;

/**
 * No mission pays more than the play of its period (decision 077): the member's valid bets since
 * the period began must reach `validBetPerReward` times the rewards it claimed of the period's
 * missions, this one included. The member's row is locked so two claims at once count each other.
 */
async function requirePlayBehind(
  missions: ReturnType<typeof createMissionsRepository>,
  merchant: Merchant,
  memberId: number,
  mission: { period: MissionPeriod; reward: string },
  periodStartDay: string,
) {
  const perReward =
    decimalToMinor(merchant.settings.missions?.validBetPerReward ?? "0", PER_REWARD_PLACES) ?? 0n;
  if (perReward <= 0n) return;
  await missions.lockMember(memberId);
  const rewards =
    (await missions.claimedIn(memberId, mission.period, periodStartDay)) + BigInt(mission.reward);
  const needed =
    (rewards * perReward + 10n ** BigInt(PER_REWARD_PLACES) - 1n) / 10n ** BigInt(PER_REWARD_PLACES);
  const since = new Date(zoneMidnight(periodStartDay, zoneOf(merchant)));
  const played = await missions.validBetSince(merchant.code, memberId, since);
  if (played < needed) {
    const decimals = merchant.settings.currency.decimals;
    throw new AppError(
      "mission.needs.valid.bets",
      `This reward is paid once this period's valid bets reach ${minorToWire(needed, decimals)}; ${minorToWire(needed - played, decimals)} to go`,
      { needed: minorToWire(needed, decimals), played: minorToWire(played, decimals) },
    );
  }
}

function statusOf(row: MissionStandingRow): MissionStatus {
  if (row.claimed_at) return "claimed";
  return row.completed_at ? "completed" : "ongoing";
}

function missionToWire(
  row: MissionStandingRow,
  merchant: Merchant,
  language: Language,
  starts: Record<MissionPeriod, string>,
) {
  const fallback = merchant.settings.languages.default;
  const decimals = merchant.settings.currency.decimals;
  const target = BigInt(row.target);
  const progress = BigInt(row.progress ?? "0");
  const shown = progress > target ? target : progress;
  const amount = (value: bigint) => (isMoneyMission(row.kind) ? minorToWire(value, decimals) : Number(value));
  return {
    missionId: Number(row.id),
    title: pickText(row.title, language, fallback),
    description: pickText(row.description, language, fallback),
    period: row.period,
    kind: row.kind,
    productType: row.product_type,
    target: amount(target),
    progress: amount(shown),
    reward: minorToWire(BigInt(row.reward), decimals),
    status: statusOf(row),
    periodStart: starts[row.period],
    endsAt: endsAt(starts[row.period], row.period, zoneOf(merchant)),
  };
}

/** Missions for members: every query is bound to the session's member and merchant. */
export function createMissionsService(db: Database) {
  const repository = createMissionsRepository(db);
  const bonuses = createBonusService(db);

  return {
    async summary(
      merchant: Merchant,
      language: Language,
      session: AuthenticatedSession,
      query: { status?: MissionStatus | undefined; page: number; size: number },
      now = new Date(),
    ): Promise<CallValue<typeof missionSummaryCall>> {
      const starts = currentStarts(merchant, now);
      const rows = await repository.standings(merchant.code, session.memberId, starts);
      const all = rows.map((row) => missionToWire(row, merchant, language, starts));
      const chosen = query.status ? all.filter((mission) => mission.status === query.status) : all;
      return {
        list: chosen.slice((query.page - 1) * query.size, query.page * query.size),
        claimableCount: all.filter((mission) => mission.status === "completed").length,
        totalCount: chosen.length,
      };
    },

    /**
     * Claims a completed mission of the current period: the reward is a bonus whose reference is
     * the progress row, posted with the claim mark in one transaction, so it is paid once.
     */
    async claim(
      merchant: Merchant,
      language: Language,
      session: AuthenticatedSession,
      missionId: number,
      now = new Date(),
    ): Promise<CallValue<typeof claimMissionCall>> {
      requireRealAccount(session);
      const starts = currentStarts(merchant, now);
      const { replayed, balance } = await db.transaction(async (tx) => {
        const missions = createMissionsRepository(tx);
        const mission = (await missions.standings(merchant.code, session.memberId, starts)).find(
          (row) => Number(row.id) === missionId,
        );
        if (!mission) throw new AppError("mission.not.found", `No mission ${missionId}`);
        const progress = await missions.lockProgress(missionId, session.memberId, starts[mission.period]);
        if (!progress?.completed_at) {
          throw new AppError("mission.incomplete", "This mission is not completed yet");
        }
        if (!progress.claimed_at) {
          await requirePlayBehind(missions, merchant, session.memberId, mission, starts[mission.period]);
        }
        const granted = await bonuses.grantBonus(tx, {
          merchantCode: merchant.code,
          memberId: session.memberId,
          amount: BigInt(mission.reward),
          reason:
            `Mission: ${pickText(mission.title, merchant.settings.languages.default, merchant.settings.languages.default)}`.slice(
              0,
              200,
            ),
          reference: `mission:${progress.id}`,
          source: "mission",
        });
        if (!progress.claimed_at) await missions.markClaimed(Number(progress.id), now);
        return { replayed: progress.claimed_at !== null, balance: granted.balance };
      });
      const row = (await repository.standings(merchant.code, session.memberId, starts)).find(
        (entry) => Number(entry.id) === missionId,
      )!;
      return {
        mission: missionToWire(row, merchant, language, starts),
        balance: minorToWire(balance, merchant.settings.currency.decimals),
        replayed,
      };
    },

    async leaderboard(
      merchant: Merchant,
      session: AuthenticatedSession,
      period: MissionPeriod,
      now = new Date(),
    ): Promise<CallValue<typeof missionLeaderboardCall>> {
      const start = currentStarts(merchant, now)[period];
      const decimals = merchant.settings.currency.decimals;
      const [leaders, place] = await Promise.all([
        repository.leaders(merchant.code, period, start, LEADERBOARD_SIZE),
        repository.placeOf(merchant.code, period, start, session.memberId),
      ]);
      return {
        period,
        periodStart: start,
        endsAt: endsAt(start, period, zoneOf(merchant)),
        list: leaders.map((row, index) => ({
          rank: index + 1,
          name: maskPlayerName(row.username),
          reachedValue: minorToWire(BigInt(row.valid_bet), decimals),
        })),
        footer: {
          rank: place?.rank ?? null,
          reachedValue: minorToWire(place?.validBet ?? 0n, decimals),
        },
      };
    },
  };
}
