import type { MemberInfo } from "#app/stores/session-store.ts";

/** Wire account code of a trial (free demo) account: not a real account (spec part 1 §6). */
export const TRIAL_ACCOUNT = 4;

/** Account codes that open the agent centre (spec part 1 §6). */
const AGENT_CODES = [1, 2, 41, 42];

/** The session values the spec lists (part 1 §3), all derived from the member info. */
export function sessionValues(member: MemberInfo) {
  return {
    account: member.account,
    username: member.account,
    customerId: member.id,
    isAgent: member.type,
    memberLabel: member.clubLabel.labelName,
    memberLabelTextColor: member.clubLabel.color,
    memberLabelBgColor: member.clubLabel.color2,
  };
}

export const isTrialAccount = (member: MemberInfo) => member.type === TRIAL_ACCOUNT;
export const opensAgentCentre = (member: MemberInfo) => AGENT_CODES.includes(member.type);
