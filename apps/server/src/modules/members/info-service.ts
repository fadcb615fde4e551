import { AppError } from "#app/http/app-error.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { wireAccountCode } from "./account-kind.ts";
import type { MemberRepository } from "./repository.ts";

/** "5511987654321" → "55*******4321": enough to recognise, not enough to use. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return mobile.replace(/./g, "*");
  return `${mobile.slice(0, 2)}${"*".repeat(mobile.length - 6)}${mobile.slice(-4)}`;
}

export function createMemberInfoService(members: MemberRepository) {
  return {
    async info(session: AuthenticatedSession) {
      const member = await members.findById(session.merchantCode, session.memberId);
      if (!member) throw new AppError("user.or.token.invalid", "The session has ended, please log in again");
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname || member.username,
        type: wireAccountCode(member.kind, member.agentLevel),
        mobile: member.mobileNum ? maskMobile(`${member.countryDialingCode}${member.mobileNum}`) : "",
        regDate: member.createdAt.getTime(),
        // Club labels arrive with VIP levels; until then every member is unlabelled.
        clubLabel: { labelName: "", color: "", color2: "", rankLevel: 0 },
        memberLabel: [],
      };
    },
  };
}
