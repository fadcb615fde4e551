import type { CallValue } from "@banca/contract/call";
import type { playerRankCall, playerRankHistoryCall } from "@banca/contract/calls/rank";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { zoneMidnight } from "@banca/contract/missions";
import { minorToWire } from "@banca/contract/money";
import { rankPeriodShift } from "@banca/contract/rank";
import type { Database } from "#app/db/database.ts";
import { clubLabel } from "#app/modules/members/club-levels.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { currentPeriod, minorOf, sortedLevels } from "./levels.ts";
import { createRankRepository } from "./repository.ts";

/** Player rank for members: every query is bound to the session's member and merchant. */
export function createRankService(db: Database) {
  const repository = createRankRepository(db);

  return {
    async view(
      merchant: Merchant,
      language: Language,
      session: AuthenticatedSession,
      now = new Date(),
    ): Promise<CallValue<typeof playerRankCall>> {
      const settings = merchant.settings;
      const decimals = settings.currency.decimals;
      const wire = (text: string | undefined) => minorToWire(minorOf(text, decimals), decimals);
      const period = currentPeriod(settings, now);
      const [rows, totals, rewarded] = await Promise.all([
        db.query<{ club_rank: number | null }>("SELECT club_rank FROM members WHERE id = $1", [
          session.memberId,
        ]),
        repository.totals(session.memberId, period.period, period.start),
        repository.rewardedLevels(session.memberId),
      ]);
      const rank = rows[0]?.club_rank ?? null;
      const current = clubLabel(merchant, rank, language);
      const label = (rankLevel: number) => {
        const { labelName, color, color2 } = clubLabel(merchant, rankLevel, language);
        return { rankLevel, labelName, color, color2 };
      };
      const levels = sortedLevels(settings);
      const next = levels.find((level) => level.promotion && level.rankLevel > current.rankLevel);
      const standing = levels.find((level) => level.rankLevel === current.rankLevel);
      const relegates = period.relegation === "one_level";
      return {
        current,
        period: period.period,
        periodStart: period.start,
        endsAt: zoneMidnight(rankPeriodShift(period.start, period.period, 1), period.timeZone),
        deposit: minorToWire(totals.deposited, decimals),
        validBet: minorToWire(totals.validBet, decimals),
        next: next
          ? {
              ...label(next.rankLevel),
              deposit: wire(next.promotion!.deposit),
              validBet: wire(next.promotion!.validBet),
              reward: wire(next.reward),
            }
          : null,
        keepValidBet: relegates && standing?.keepValidBet ? wire(standing.keepValidBet) : null,
        levels: levels.map((level) => ({
          ...label(level.rankLevel),
          deposit: level.promotion ? wire(level.promotion.deposit) : null,
          validBet: level.promotion ? wire(level.promotion.validBet) : null,
          keepValidBet: relegates && level.keepValidBet ? wire(level.keepValidBet) : null,
          reward: level.promotion ? wire(level.reward) : 0,
          benefits: pickText(level.benefits ?? {}, language, settings.languages.default),
          rewarded: rewarded.has(level.rankLevel),
        })),
      };
    },

    async history(
      merchant: Merchant,
      language: Language,
      session: AuthenticatedSession,
      page: { pageNo: number; pageSize: number },
    ): Promise<CallValue<typeof playerRankHistoryCall>> {
      const decimals = merchant.settings.currency.decimals;
      const { rows, total } = await repository.changes(
        { merchantCode: merchant.code, memberId: session.memberId },
        page,
      );
      const name = (rank: number | null) => clubLabel(merchant, rank, language).labelName;
      return {
        list: rows.map((row) => ({
          fromLevel: row.from_rank ?? 0,
          fromName: name(row.from_rank),
          toLevel: row.to_rank ?? 0,
          toName: name(row.to_rank),
          cause: row.cause,
          reward: minorToWire(BigInt(row.reward), decimals),
          changedAt: new Date(row.changed_at).getTime(),
        })),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },
  };
}
