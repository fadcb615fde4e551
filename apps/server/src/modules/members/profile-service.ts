import type { Language } from "@banca/contract/languages";
import {
  PROFILE_CONTACT_FIELDS,
  type ProfileContactField,
  SET_ONCE_FIELDS,
  type SetOnceField,
} from "@banca/contract/profile-rules";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { AVATAR_COUNT, AVATARS, type Avatar, avatarOf, avatarUrl, isAvatarId } from "./avatars.ts";
import { createProfileFieldsRepository, type ProfileRow } from "./contact-repository.ts";
import { createProfileRepository } from "./profile-repository.ts";
import { type ProfileInput, profileRules, validateProfile } from "./profile-rules.ts";
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

  /** The profile as the member sees it: only the contact handles the merchant's rules enable. */
  function present(merchant: Merchant, row: ProfileRow) {
    const shown = PROFILE_CONTACT_FIELDS.filter((field) => merchant.registerRules[field]?.enabled);
    return {
      account: row.username,
      nickname: row.nickname,
      payeeName: row.payeeName,
      birthday: row.birthday,
      contacts: Object.fromEntries(shown.map((field) => [field, row.contacts[field] ?? ""])),
      locked: SET_ONCE_FIELDS.filter((field) => row[field] !== ""),
    };
  }

  return {
    async profile(merchant: Merchant, session: AuthenticatedSession) {
      requireRealAccount(session);
      const row = await createProfileFieldsRepository(db).read(merchant.code, session.memberId);
      if (!row) throw sessionEnded();
      return present(merchant, row);
    },

    /**
     * Changes the fields given, each by its rule (the shared validator, as the site checks them); real
     * name and birthday only while empty (`profile.field.locked`): withdrawals pay to the real name,
     * and birthday rewards rest on the date. Nothing is written when any field is refused.
     */
    async updateProfile(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: ProfileInput,
      language: Language,
    ) {
      requireRealAccount(session);
      const values = validateProfile(profileRules(merchant), input, language, new Date());
      return db.transaction(async (tx) => {
        const fields = createProfileFieldsRepository(tx);
        const row = await fields.read(merchant.code, session.memberId, { forUpdate: true });
        if (!row) throw sessionEnded();
        for (const field of SET_ONCE_FIELDS satisfies readonly SetOnceField[]) {
          const wanted = values[field];
          if (wanted !== undefined && row[field] !== "" && wanted !== row[field]) {
            throw new AppError(
              "profile.field.locked",
              "This field was already set and can no longer be changed",
              {
                field,
              },
            );
          }
        }
        const contacts = Object.fromEntries(
          PROFILE_CONTACT_FIELDS.flatMap((field: ProfileContactField) =>
            values[field] === undefined ? [] : [[field, values[field]]],
          ),
        );
        await fields.update(merchant.code, session.memberId, {
          ...(values.nickname === undefined ? {} : { nickname: values.nickname }),
          ...(values.payeeName ? { payeeName: values.payeeName } : {}),
          ...(values.birthday ? { birthday: values.birthday } : {}),
          contacts,
        });
        const updated = await fields.read(merchant.code, session.memberId);
        if (!updated) throw sessionEnded();
        return present(merchant, updated);
      });
    },

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
