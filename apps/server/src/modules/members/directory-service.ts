import { minorToDecimal } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { bonusHold } from "#app/modules/bonus/withdrawable.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { operatorBonusState } from "#app/modules/withdrawals/operator-view.ts";
import { clubLabel } from "./club-levels.ts";
import { createMemberDetailRepository } from "./detail-repository.ts";
import { iso, type MemberDetail, mobileOf, note, seen } from "./directory-view.ts";
import { createPasswordRepository } from "./password-repository.ts";

const notFound = (username: string) =>
  new AppError("member.not.found", `No member "${username.slice(0, 64)}"`);

/** The back office's member page and what an operator writes on it; every write is audited with it. */
export function createMemberDirectoryService(db: Database) {
  const reads = createMemberDetailRepository(db);

  async function memberOf(merchant: Merchant, username: string) {
    const profile = await reads.profile(merchant.code, username);
    if (!profile) throw notFound(username);
    return profile;
  }

  return {
    async detail(merchant: Merchant, username: string): Promise<MemberDetail> {
      const profile = await memberOf(merchant, username);
      const id = Number(profile.id);
      const { code: currency, decimals } = merchant.settings.currency;
      const money = (minor: string) => minorToDecimal(BigInt(minor), decimals);
      const [wallets, ledger, bets, sessions, addresses, devices, notes, hold] = await Promise.all([
        reads.wallets(id),
        reads.ledger(id),
        reads.bets(id),
        reads.sessions(id),
        reads.addresses(id),
        reads.devices(id),
        reads.notes(id),
        bonusHold(db, merchant.code, id, currency),
      ]);
      const club = clubLabel(merchant, profile.club_rank, merchant.settings.languages.default);
      return {
        profile: {
          id,
          username: profile.username,
          kind: profile.kind,
          agentLevel: profile.agent_level,
          nickname: profile.nickname,
          realName: profile.payee_name,
          email: profile.email,
          emailVerified: profile.email_verified_at !== null,
          mobile: mobileOf(profile),
          mobileVerified: profile.mobile_verified_at !== null,
          birthday: profile.birthday,
          contacts: profile.contacts,
          upline: profile.upline,
          referredBy: profile.referred_by,
          language: profile.language,
          registered: {
            at: profile.created_at.toISOString(),
            ip: profile.register_ip,
            domain: profile.register_domain,
            method: profile.register_method,
            device: profile.register_device,
          },
          firstLoginAt: iso(profile.first_login_at),
          lastLoginAt: iso(profile.last_login_at),
          status: profile.blocked_at ? "blocked" : "active",
          mustChangePassword: profile.must_change_password,
        },
        wallets: wallets.map((row) => ({
          kind: row.kind,
          currency: row.currency,
          balance: money(row.balance),
        })),
        ledger: ledger.map((row) => ({
          entryId: Number(row.entry_id),
          kind: row.kind,
          wallet: row.wallet,
          amount: money(row.amount),
          balanceAfter: row.balance_after === null ? null : money(row.balance_after),
          at: row.created_at.toISOString(),
        })),
        bets: bets.map((row) => ({
          id: Number(row.id),
          vendor: row.vendor,
          gameType: row.game_type,
          bet: money(row.bet),
          win: money(row.win),
          state: row.state,
          startedAt: row.started_at.toISOString(),
          settledAt: iso(row.settled_at),
        })),
        sessions: sessions.map((row) => ({
          createdAt: row.created_at.toISOString(),
          lastSeenAt: row.last_seen_at.toISOString(),
          expiresAt: row.expires_at.toISOString(),
          clientIp: row.client_ip,
          userAgent: row.user_agent,
        })),
        loginAddresses: addresses.map(seen),
        loginDevices: devices.map(seen),
        bonus: operatorBonusState(hold, decimals),
        clubLevel: { rankLevel: club.rankLevel, labelName: club.labelName },
        prizeGroup: profile.prize_group,
        notes: notes.map(note),
      };
    },

    async addNote(merchant: Merchant, username: string, body: string, actor: string) {
      const member = await memberOf(merchant, username);
      return db.transaction(async (tx) => {
        const row = await createMemberDetailRepository(tx).addNote(
          merchant.code,
          Number(member.id),
          actor,
          body,
        );
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "member.note",
          targetType: "member",
          targetId: member.id,
          detail: { username: member.username, noteId: Number(row.id) },
        });
        return note(row);
      });
    },

    /** Logs the member out everywhere: every site session ends, and the game sessions they launched. */
    async endSessions(merchant: Merchant, username: string, reason: string, actor: string) {
      const member = await memberOf(merchant, username);
      return db.transaction(async (tx) => {
        const endedSessions = await createPasswordRepository(tx).revokeSessions(Number(member.id));
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "member.sessions.end",
          targetType: "member",
          targetId: member.id,
          detail: { username: member.username, reason, endedSessions },
        });
        return { username: member.username, endedSessions };
      });
    },
  };
}
