import type { RebateRates, RebateRatesInput } from "@banca/contract/calls/agent-team";
import { isMoneyMission, type MissionKind } from "@banca/contract/missions";
import { decimalToMinor } from "@banca/contract/money";
import type { PointsConfig } from "@banca/contract/points-config";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import {
  assertAboveDownlines,
  createRebateRateRepository,
  mergeRates,
} from "#app/modules/agent/team-rates.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { withinRewardBudget } from "./service.ts";

type Change = { actor: string; reason: string };

export type PointsRatiosChange = Change & {
  ratios: Partial<PointsConfig["ratios"]>;
  conversion?: PointsConfig["conversion"];
};
export type MissionRewardChange = Change & { key: string; target: string; reward: string };
export type TopRebateChange = Change & { username: string; rates: RebateRatesInput };

const listed = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key} ${typeof value === "object" ? JSON.stringify(value) : value}`)
    .join(", ");

/**
 * The back office's and the ops commands' changes of the rates rewards are paid at (decision 077):
 * each writes in one transaction with its audit entry and the budget's check, so a change that
 * pays back more than half a product type's house edge leaves nothing behind.
 */
export function createRewardRateWriters(db: Database) {
  return {
    /** The points earned per unit of valid bet (and deposit) and what converting them pays. */
    async setPointsRatios(merchant: Merchant, change: PointsRatiosChange) {
      const asked = `ratio ${listed({ ...change.ratios, conversion: change.conversion })}`;
      return db.transaction((tx) =>
        withinRewardBudget(tx, merchant.code, { part: "points", asked }, async () => {
          const [row] = await tx.query<{ points: PointsConfig }>(
            "SELECT settings->'points' AS points FROM merchants WHERE code = $1",
            [merchant.code],
          );
          const before = row!.points;
          const points = {
            ...before,
            ratios: { ...before.ratios, ...change.ratios },
            conversion: change.conversion ?? before.conversion,
          };
          await tx.query(
            `UPDATE merchants SET settings = jsonb_set(settings, '{points}', $2::jsonb), updated_at = now()
              WHERE code = $1`,
            [merchant.code, JSON.stringify(points)],
          );
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: change.actor,
            action: "merchant.points_ratios",
            targetType: "merchant",
            targetId: merchant.code,
            detail: {
              before: { ratios: before.ratios, conversion: before.conversion },
              after: { ratios: points.ratios, conversion: points.conversion },
              reason: change.reason,
            },
          });
          return { ratios: points.ratios, conversion: points.conversion };
        }),
      );
    },

    /** A mission's target and reward (money for bet and deposit missions, a count for the others). */
    async setMissionReward(merchant: Merchant, change: MissionRewardChange) {
      const decimals = merchant.settings.currency.decimals;
      const asked = `mission ${change.key}: reward ${change.reward} for ${change.target}`;
      return db.transaction((tx) =>
        withinRewardBudget(tx, merchant.code, { part: "missions", asked }, async () => {
          const [mission] = await tx.query<{ id: string; kind: MissionKind; target: string; reward: string }>(
            `SELECT id::text, kind, target::text, reward::text FROM missions
              WHERE merchant_code = $1 AND key = $2 FOR UPDATE`,
            [merchant.code, change.key],
          );
          if (!mission) throw new AppError("mission.not.found", `No mission "${change.key.slice(0, 40)}"`);
          const target = isMoneyMission(mission.kind)
            ? decimalToMinor(change.target, decimals)
            : /^\d{1,9}$/.test(change.target)
              ? BigInt(change.target)
              : null;
          const reward = decimalToMinor(change.reward, decimals);
          if (target === null || target <= 0n || reward === null || reward <= 0n) {
            throw new AppError(
              "request_param_err",
              `Invalid request: a ${mission.kind} mission's target and reward must be above 0 (${
                isMoneyMission(mission.kind) ? "amounts" : "a whole count and an amount"
              })`,
            );
          }
          await tx.query("UPDATE missions SET target = $2, reward = $3 WHERE id = $1", [
            mission.id,
            target.toString(),
            reward.toString(),
          ]);
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: change.actor,
            action: "mission.reward",
            targetType: "mission",
            targetId: mission.id,
            detail: {
              key: change.key,
              before: { target: mission.target, reward: mission.reward },
              after: { target: target.toString(), reward: reward.toString() },
              reason: change.reason,
            },
          });
          return { key: change.key, kind: mission.kind, target: change.target, reward: change.reward };
        }),
      );
    },

    /**
     * A top-level agent's rebate rates: the top of its chain, so what the whole chain may earn. An
     * agent below sets its downlines' rates itself, within its own (decision 035).
     */
    async setTopRebateRates(merchant: Merchant, change: TopRebateChange) {
      const asked = `rate ${listed(change.rates)} (basis points)`;
      return db.transaction((tx) =>
        withinRewardBudget(tx, merchant.code, { part: "rebate", asked }, async () => {
          const [member] = await tx.query<{
            id: string;
            username: string;
            kind: string;
            upline_id: string | null;
          }>(
            `SELECT id::text, username, kind, upline_id::text FROM members
              WHERE merchant_code = $1 AND lower(username) = lower($2) FOR UPDATE`,
            [merchant.code, change.username],
          );
          if (!member) throw new AppError("member.not.found", `No member "${change.username.slice(0, 64)}"`);
          if (member.kind !== "agent" || member.upline_id !== null) {
            throw new AppError(
              "request_param_err",
              "Only a top-level agent (an agent without an upline) gets its rebate rates from the operator",
            );
          }
          const repository = createRebateRateRepository(tx);
          const memberId = Number(member.id);
          const before: RebateRates = await repository.ratesOf(memberId);
          const after = mergeRates(before, change.rates);
          assertAboveDownlines(after, await repository.directDownlinesMax(memberId));
          await repository.setRates(memberId, after);
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: change.actor,
            action: "agent.rebate_rates.operator.set",
            targetType: "member",
            targetId: member.id,
            detail: { username: member.username, before, after, reason: change.reason },
          });
          return { username: member.username, rates: after };
        }),
      );
    },
  };
}
