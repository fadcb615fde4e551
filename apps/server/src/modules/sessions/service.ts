import { createHash, randomBytes } from "node:crypto";
import { AppError } from "#app/http/app-error.ts";
import type { LoginMarks, NewSession, SessionMember, SessionRepository } from "./repository.ts";

/** A session ends after this long without a call ... */
export const IDLE_SECONDS = 60 * 60;
/** ... and in any case this long after the login. */
export const ABSOLUTE_SECONDS = 24 * 60 * 60;
// Writing last_seen_at on every call would turn each read into a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

/** What is stored of a token: its SHA-256, so a leaked table gives no working tokens. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export type AuthenticatedSession = SessionMember & { tokenHash: string };

type SessionOwner = { id: number; merchantCode: string };
type SessionOrigin = { clientIp: string; userAgent: string };

/** A new opaque token (256 random bits) and the row that stores it: only its hash. */
function newSession(member: SessionOwner, origin: SessionOrigin): { token: string; row: NewSession } {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    row: {
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantCode: member.merchantCode,
      expiresAt: new Date(Date.now() + ABSOLUTE_SECONDS * 1000),
      clientIp: origin.clientIp,
      userAgent: origin.userAgent.slice(0, 400),
    },
  };
}

export function createSessionService(repository: SessionRepository) {
  return {
    async open(member: SessionOwner, origin: SessionOrigin): Promise<string> {
      const { token, row } = newSession(member, origin);
      await repository.insert(row);
      return token;
    },

    /** A log-in's session, written with the log-in's marks (see `insertForLogin`). */
    async openLogin(
      member: SessionOwner,
      origin: SessionOrigin,
      marks: LoginMarks,
    ): Promise<{ token: string; firstTimeLogin: boolean }> {
      const { token, row } = newSession(member, origin);
      return { token, firstTimeLogin: await repository.insertForLogin(row, marks) };
    },

    /** The session behind an `Authorization` header, for this merchant only. */
    async authenticate(header: string | undefined, merchantCode: string): Promise<AuthenticatedSession> {
      const token = header?.trim();
      if (!token) throw new AppError("login.not.session", "Not logged in, please log in");
      if (token.length > 128)
        throw new AppError("user.or.token.invalid", "The session has ended, please log in again");
      const tokenHash = hashToken(token);
      const session = await repository.findLive(tokenHash, merchantCode, IDLE_SECONDS);
      if (!session) throw new AppError("user.or.token.invalid", "The session has ended, please log in again");
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repository.touch(tokenHash);
      return { ...session, tokenHash };
    },

    close: (session: AuthenticatedSession) => repository.revoke(session.tokenHash),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
