import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { AVATAR_COUNT, AVATARS, type Avatar, avatarOf, avatarUrl, isAvatarId } from "./avatars.ts";
import { createProfileRepository } from "./profile-repository.ts";
import { requireRealAccount } from "./real-account.ts";
import { createMemberRepository, type MemberRow } from "./repository.ts";

const sessionEnded = () =>
  new AppError("user.or.token.invalid", "The session has ended, please log in again");

export function createProfileService(db: Database) {
  const members = createMemberRepository(db);
  const profiles = createProfileRepository(db);

  async function memberOf(session: AuthenticatedSession): Promise<MemberRow> {
    const member = await members.findById(session.merchantCode, session.memberId);
    if (!member) throw sessionEnded();
    return member;
  }

  return {
    async icon(session: AuthenticatedSession): Promise<{ icon: string }> {
      return { icon: avatarOf(await memberOf(session)).url };
    },

    async avatars(session: AuthenticatedSession): Promise<{ current: Avatar; choices: Avatar[] }> {
      return { current: avatarOf(await memberOf(session)), choices: [...AVATARS] };
    },

    /** A profile picture belongs to a real account: trial accounts keep the default one. */
    async chooseAvatar(session: AuthenticatedSession, avatarId: number): Promise<Avatar> {
      requireRealAccount(session);
      if (!isAvatarId(avatarId)) {
        throw new AppError("request_param_err", `Choose one of the avatars 1 to ${AVATAR_COUNT}`);
      }
      if (!(await profiles.setAvatar(session.merchantCode, session.memberId, avatarId))) throw sessionEnded();
      return { id: avatarId, url: avatarUrl(avatarId) };
    },

    /** The language the platform writes to the member in: one the merchant offers. */
    async setLanguage(merchant: Merchant, session: AuthenticatedSession, language: Language): Promise<void> {
      if (!merchant.settings.languages.supported.includes(language)) {
        throw new AppError("request_param_err", `This site is not offered in "${language}"`);
      }
      if (!(await profiles.setLanguage(merchant.code, session.memberId, language))) throw sessionEnded();
    },
  };
}
