import { randomBytes } from "node:crypto";
import { ROLE_PERMISSIONS, type StaffRole } from "@banca/contract/backoffice/permissions";
import type { StaffMe } from "@banca/contract/backoffice/staff";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { hashPassword, verifyPassword } from "#app/modules/members/password.ts";
import { createStaffAttemptRepository } from "./attempts-repository.ts";
import { checkStaffPassword } from "./password-rule.ts";
import { createStaffRepository, type StaffRow } from "./repository.ts";
import { createStaffSessionRepository, IDLE_MINUTES, type SessionStage } from "./session-repository.ts";
import {
  digest,
  enrolmentOf,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  totpStep,
} from "./totp.ts";

// As the players' log-in (decision 028): an address guessing one account's password or codes is
// locked out of it, an address trying many accounts out of all; the account itself never is.
const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
/** An enrolment link works this long. */
const ENROLMENT_DAYS = 3;

const enrolmentEnd = () => new Date(Date.now() + ENROLMENT_DAYS * 86_400_000);

export const newToken = () => randomBytes(32).toString("base64url");

export function meOf(staff: StaffRow): StaffMe {
  return {
    username: staff.username,
    role: staff.role,
    merchants: staff.merchants,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
    idleMinutes: IDLE_MINUTES,
  };
}

const locked = () => new AppError("staff.login.locked", "Too many failed attempts, try again in 15 minutes");
const loginFailed = () => new AppError("staff.login.failed", "Wrong username, password or code");
const expired = () => new AppError("staff.session.expired", "The session has ended: log in again");

/** Staff accounts, their log-in in steps (password, then TOTP or its enrolment) and their sessions. */
export function createStaffService(db: Database) {
  const staff = createStaffRepository(db);
  const sessions = createStaffSessionRepository(db);
  const attempts = createStaffAttemptRepository(db);

  /** Runs one guarded step: counted as an attempt at the account, refused while locked out. */
  async function guarded<T>(username: string, clientIp: string, check: () => Promise<T>): Promise<T> {
    const { attempt, counts } = await attempts.begin(username.toLowerCase(), clientIp, WINDOW_SECONDS);
    if (
      counts.byAccountAndAddress > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
      counts.byAddress + 1 > MAX_FAILURES_PER_ADDRESS
    ) {
      await attempts.discard(attempt);
      throw locked();
    }
    try {
      const result = await check();
      await attempts.succeed(attempt);
      return result;
    } catch (error) {
      await attempts.fail(attempt);
      throw error;
    }
  }

  /** A new session of the stage under a new token (the token of the step before ends). */
  async function advance(member: StaffRow, stage: SessionStage, previous?: string) {
    if (previous) await sessions.end(digest(previous));
    const token = newToken();
    await sessions.open(digest(token), member.id, stage);
    return token;
  }

  return {
    /**
     * The password step. Answers the next step and a session token for it: `totp` for an enrolled
     * member, `enrol` (with a new secret) for one who has not enrolled TOTP yet.
     */
    async login(input: { username: string; password: string }, clientIp: string) {
      const member = await guarded(input.username, clientIp, async () => {
        const found = await staff.findByUsername(input.username);
        const hash = found && !found.disabled ? found.passwordHash : null;
        if (!(await verifyPassword(hash, input.password)) || !found) throw loginFailed();
        return found;
      });
      if (member.totpEnrolled) {
        return { token: await advance(member, "password"), value: { step: "totp" as const } };
      }
      const secret = newTotpSecret();
      await staff.setPendingSecret(member.id, secret);
      return {
        token: await advance(member, "enrol"),
        value: { step: "enrol" as const, enrolment: await enrolmentOf(secret, member.username) },
      };
    },

    /** The second step: a TOTP code (each used once) or a recovery code (each used once). */
    async secondFactor(token: string | undefined, code: string, clientIp: string) {
      const member = token ? await sessions.touch(digest(token), "password") : null;
      if (!member?.totpSecret) throw expired();
      await guarded(member.username, clientIp, async () => {
        const step = totpStep(member.totpSecret!, member.username, code.trim());
        const accepted =
          step === null
            ? await staff.useRecoveryCode(member.id, digest(normalizeRecoveryCode(code)))
            : await staff.acceptStep(member.id, step, false);
        if (!accepted) throw loginFailed();
      });
      return { token: await advance(member, "active", token), me: meOf(member) };
    },

    /** Enrolment: the first code from the new authenticator proves it; recovery codes are shown once. */
    async enrol(token: string | undefined, code: string, clientIp: string) {
      const member = token ? await sessions.touch(digest(token), "enrol") : null;
      if (!member?.totpSecret) throw expired();
      await guarded(member.username, clientIp, async () => {
        const step = totpStep(member.totpSecret!, member.username, code.trim());
        if (step === null || !(await staff.acceptStep(member.id, step, true))) throw loginFailed();
      });
      const recoveryCodes = newRecoveryCodes();
      await staff.replaceRecoveryCodes(member.id, recoveryCodes.map(digest));
      return { token: await advance(member, "active", token), me: meOf(member), recoveryCodes };
    },

    /** The member of a live, fully logged-in session (its idle time starts again); throws when none. */
    async authenticate(token: string | undefined): Promise<StaffRow> {
      const member = token ? await sessions.touch(digest(token), "active") : null;
      if (!member) throw expired();
      return member;
    },

    /** As `authenticate`, without starting the idle time again (an open desk socket checking on its session). */
    async check(token: string | undefined): Promise<StaffRow> {
      const member = token ? await sessions.peek(digest(token), "active") : null;
      if (!member) throw expired();
      return member;
    },

    async logout(token: string | undefined) {
      if (token) await sessions.end(digest(token));
    },

    /** The enrolment link's token sets the member's password once; TOTP is enrolled at the first log-in. */
    async claim(token: string, password: string) {
      checkStaffPassword(password);
      const member = await staff.claim(digest(token), await hashPassword(password));
      if (!member)
        throw new AppError("staff.enrolment.invalid", "This enrolment link was used or has expired");
      return { username: member.username };
    },

    /** A new member without a password: the answer's token is its one-time enrolment link. */
    async create(input: { username: string; role: StaffRole; merchants: string[] | null }) {
      const token = newToken();
      const created = await staff.insert({
        ...input,
        enrolmentHash: digest(token),
        enrolmentExpiresAt: enrolmentEnd(),
      });
      if (!created) throw new AppError("staff.username.taken", `Staff member "${input.username}" exists`);
      return { member: created, token };
    },

    /** Forgets a member's password and TOTP: a new enrolment link sets both again. */
    async resetTotp(username: string) {
      const member = await staff.findByUsername(username);
      if (!member) throw new AppError("staff.not.found", `No staff member "${username.slice(0, 64)}"`);
      const token = newToken();
      await staff.renewEnrolment(member.id, digest(token), enrolmentEnd());
      return { member, token };
    },

    async find(username: string) {
      const member = await staff.findByUsername(username);
      if (!member) throw new AppError("staff.not.found", `No staff member "${username.slice(0, 64)}"`);
      return member;
    },
    list: () => staff.list(),
    update: (id: number, change: { role?: StaffRole; merchants?: string[] | null }) =>
      staff.update(id, change),
    disable: (id: number) => staff.disable(id),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
