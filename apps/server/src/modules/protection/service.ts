import { decimalToMinor, minorToWire } from "@banca/contract/money";
import {
  COOLING_OFF_HOURS,
  type ExclusionKind,
  type LimitKind,
  type LimitPeriod,
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_HOURS,
} from "@banca/contract/protection";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { confirmCurrentPassword } from "#app/modules/security/current-password.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { betRefusalSql, parseGuardRefusal } from "./guard-sql.ts";
import { guardError, recordGuardRefusal } from "./refusals.ts";
import { createProtectionRepository, type ExcludedPersonKeys, type LimitRow } from "./repository.ts";

const HOUR_MS = 3_600_000;

/** A limit's amount on the wire: currency units for money, minutes for the session limit. */
function toWire(kind: LimitKind, amount: bigint, decimals: number): number {
  return kind === "session" ? Number(amount) : minorToWire(amount, decimals);
}

function fromWire(kind: LimitKind, amount: number, decimals: number): bigint {
  const minor =
    kind === "session"
      ? Number.isInteger(amount)
        ? BigInt(amount)
        : null
      : decimalToMinor(String(amount), decimals);
  if (minor === null || minor <= 0n) {
    throw new AppError("request_param_err", "Invalid request: amount: not an amount of the currency");
  }
  return minor;
}

const limitView = (row: LimitRow, decimals: number) => ({
  kind: row.kind,
  period: row.period,
  amount: row.amount === null ? null : toWire(row.kind, row.amount, decimals),
  used: toWire(row.kind, row.used < 0n ? 0n : row.used, decimals),
  pending: row.pending
    ? {
        amount: row.pending.amount === null ? null : toWire(row.kind, row.pending.amount, decimals),
        appliesAt: row.pending.appliesAt.toISOString(),
      }
    : null,
});

/** The end of an exclusion of `duration` (hours of a time-out, months of a self-exclusion; null: permanent). */
function exclusionEnd(kind: ExclusionKind, duration: number | null, now: Date): Date | null {
  if (kind === "timeout") {
    if (duration === null || duration < TIMEOUT_HOURS.min || duration > TIMEOUT_HOURS.max) {
      throw new AppError(
        "request_param_err",
        "Invalid request: duration: a time-out lasts 24 hours to 6 weeks",
      );
    }
    return new Date(now.getTime() + duration * HOUR_MS);
  }
  if (duration === null) return null;
  if (duration < SELF_EXCLUSION_MONTHS.min || duration > SELF_EXCLUSION_MONTHS.max) {
    throw new AppError(
      "request_param_err",
      "Invalid request: duration: a self-exclusion lasts 6 months to 5 years",
    );
  }
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + duration);
  return end;
}

/**
 * Player protection (decision 084): limits the player sets, time-outs and self-exclusions, reality
 * checks. `now` is the clock of the rules (the cooling-off, an exclusion's end); the suites pass it.
 */
export function createProtectionService(db: Database) {
  const repository = createProtectionRepository(db);
  const actor = (session: AuthenticatedSession) => `member:${session.username}`;

  return {
    async status(merchant: Merchant, session: AuthenticatedSession, now = new Date()) {
      const decimals = merchant.settings.currency.decimals;
      const [limits, exclusion, realityCheckMinutes] = await Promise.all([
        repository.limits(merchant.code, session.memberId, session.tokenHash, now),
        repository.exclusion(session.memberId, now),
        repository.realityCheckMinutes(session.memberId),
      ]);
      return {
        limits: limits.map((row) => limitView(row, decimals)),
        exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.until?.toISOString() ?? null } : null,
        realityCheckMinutes,
      };
    },

    /**
     * Lowering a limit, or setting a first one, applies at once and drops any pending raise; a raise
     * or a removal waits out the cooling-off and then applies on its own (readers compare `next_at`).
     */
    async setLimit(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: { kind: LimitKind; period: LimitPeriod; amount: number | null },
      now = new Date(),
    ) {
      const decimals = merchant.settings.currency.decimals;
      const wanted = input.amount === null ? null : fromWire(input.kind, input.amount, decimals);
      await db.transaction(async (tx) => {
        const repo = createProtectionRepository(tx);
        const current = await repo.lockLimit(session.memberId, input.kind, input.period, now);
        const tighter = wanted !== null && (current === null || wanted <= current);
        if (tighter) await repo.writeLimit(session.memberId, input.kind, input.period, wanted, null, now);
        else if (current !== null) {
          const at = new Date(now.getTime() + COOLING_OFF_HOURS * HOUR_MS);
          await repo.writeLimit(
            session.memberId,
            input.kind,
            input.period,
            current,
            { amount: wanted, at },
            now,
          );
        }
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: actor(session),
          action: tighter ? "protection.limit.set" : "protection.limit.raise",
          targetType: "member",
          targetId: String(session.memberId),
          detail: {
            kind: input.kind,
            period: input.period,
            from: current?.toString() ?? null,
            to: wanted?.toString() ?? null,
            applies: tighter ? "now" : "after cooling-off",
          },
        });
      });
      const rows = await repository.limits(merchant.code, session.memberId, session.tokenHash, now);
      const row = rows.find(
        (candidate) => candidate.kind === input.kind && candidate.period === input.period,
      );
      return limitView(row ?? { ...input, amount: null, pending: null, used: 0n }, decimals);
    },

    /** A time-out or self-exclusion, proved by the log-in password; it only ever lengthens. */
    async exclude(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: { kind: ExclusionKind; duration: number | null; password: string },
      clientIp: string,
      now = new Date(),
    ) {
      const until = exclusionEnd(input.kind, input.duration, now);
      const [owner] = await db.query<{ password_hash: string | null }>(
        "SELECT password_hash FROM members WHERE id = $1",
        [session.memberId],
      );
      if (!owner?.password_hash)
        throw new AppError("password.incorrect", "The account has no log-in password");
      await confirmCurrentPassword(
        db,
        { merchantCode: merchant.code, username: session.username, passwordHash: owner.password_hash },
        input.password,
        clientIp,
      );
      const done = await db.transaction(async (tx) => {
        const result = await createProtectionRepository(tx).exclude(
          merchant.code,
          session.memberId,
          input.kind,
          until,
          now,
        );
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: actor(session),
          action: `protection.${input.kind}`,
          targetType: "member",
          targetId: String(session.memberId),
          detail: { until: until?.toISOString() ?? "permanent", endedSessions: result.endedSessions },
        });
        return result;
      });
      return {
        kind: input.kind,
        until: done.until?.toISOString() ?? null,
        endedSessions: done.endedSessions,
      };
    },

    async setRealityCheck(merchant: Merchant, session: AuthenticatedSession, minutes: number | null) {
      await db.transaction(async (tx) => {
        await createProtectionRepository(tx).setRealityCheck(session.memberId, minutes);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: actor(session),
          action: "protection.reality_check",
          targetType: "member",
          targetId: String(session.memberId),
          detail: { minutes },
        });
      });
      return { realityCheckMinutes: minutes };
    },

    async realityCheck(merchant: Merchant, session: AuthenticatedSession, now = new Date()) {
      const [minutes, play] = await Promise.all([
        repository.realityCheckMinutes(session.memberId),
        repository.sessionPlay(merchant.code, session.memberId, session.tokenHash),
      ]);
      const startedAt = play?.startedAt ?? now;
      return {
        realityCheckMinutes: minutes,
        sessionStartedAt: startedAt.toISOString(),
        minutesPlayed: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
        netResult: minorToWire(play?.net ?? 0n, merchant.settings.currency.decimals),
      };
    },
  };
}

/** Refuses a deposit the member's protection forbids, before any gateway or order is opened. */
export async function assertDepositAllowed(
  db: Database,
  merchantCode: string,
  memberId: number,
  amount: bigint,
) {
  const guard = parseGuardRefusal(
    await createProtectionRepository(db).depositRefusal(merchantCode, memberId, amount),
  );
  if (!guard) return;
  await recordGuardRefusal(db, merchantCode, memberId, "deposit", guard, amount);
  throw guardError(guard);
}

/**
 * Refuses an account an agent opens for a person who is in a time-out or self-exclusion on the
 * merchant (recognised by what the agent gives of them): excluded people cannot be brought back in
 * through an agent.
 */
export async function assertPersonNotExcluded(
  db: Queryable,
  merchantCode: string,
  person: ExcludedPersonKeys,
) {
  if (!Object.values(person).some(Boolean)) return;
  if (await createProtectionRepository(db).isExcludedPerson(merchantCode, person)) {
    throw new AppError(
      "agent.register.excluded",
      "This person is in a time-out or self-exclusion at this site: no account can be opened for them",
    );
  }
}

/** Refuses money moved by someone else (an agent, a promotion) to a timed-out or self-excluded member. */
export async function assertNotExcluded(db: Queryable, memberId: number | string) {
  if (await createProtectionRepository(db).isExcluded(memberId)) {
    throw new AppError("protection.member.excluded", "This member is in a time-out or self-exclusion");
  }
}

/**
 * Refuses a stake of `amount` that the member's protection forbids (the site's own products: lottery
 * orders); the seamless debit runs the same fragment inside its one statement.
 */
export async function assertBetAllowed(
  db: Database,
  merchantCode: string,
  memberId: number,
  amount: bigint,
  siteSession: string,
) {
  const [row] = await db.query<{ refusal: string | null }>(
    `SELECT ${betRefusalSql("$1", "$2::bigint", "$3::bigint", "$4")} AS refusal`,
    [merchantCode, memberId, amount.toString(), siteSession],
  );
  const guard = parseGuardRefusal(row?.refusal);
  if (!guard) return;
  await recordGuardRefusal(db, merchantCode, memberId, "lottery", guard, amount);
  throw guardError(guard);
}
