import type { Language } from "@banca/contract/languages";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { maskEmail } from "#app/modules/verification/phone.ts";
import { wireAccountCode } from "./account-kind.ts";
import { clubLabel } from "./club-levels.ts";
import type { ContactRepository } from "./contact-repository.ts";
import type { MemberRepository } from "./repository.ts";

/** "5511987654321" → "55*******4321": enough to recognise, not enough to use. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return mobile.replace(/./g, "*");
  return `${mobile.slice(0, 2)}${"*".repeat(mobile.length - 6)}${mobile.slice(-4)}`;
}

export function createMemberInfoService(members: MemberRepository, contacts: ContactRepository) {
  return {
    async info(session: AuthenticatedSession, merchant: Merchant, language: Language) {
      const [member, contact] = await Promise.all([
        members.findById(session.merchantCode, session.memberId),
        contacts.byId(session.merchantCode, session.memberId),
      ]);
      if (!member || !contact)
        throw new AppError("user.or.token.invalid", "The session has ended, please log in again");
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname || member.username,
        type: wireAccountCode(member.kind, member.agentLevel),
        mobile: member.mobileNum ? maskMobile(`${member.countryDialingCode}${member.mobileNum}`) : "",
        email: contact.email ? maskEmail(contact.email) : "",
        toUpline: contact.uplineId !== null,
        regDate: member.createdAt.getTime(),
        clubLabel: clubLabel(merchant, member.clubRank, language),
        // Operators' own tags for a member are not kept yet: none to list.
        memberLabel: [],
      };
    },
  };
}
