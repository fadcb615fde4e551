import type { Queryable } from "#app/db/database.ts";
import { recordAudit } from "./audit-log.ts";

/**
 * What a back-office call shows of members' personal data (real names, mobile numbers, e-mail,
 * birthdays, bank cards and accounts, addresses, devices, identity documents), so that every such
 * read leaves an audit row: who looked, at whom, at what.
 */
export type PersonalDataRead = {
  /** What the answer shows, in words an auditor reads, e.g. "bank account numbers and holder names". */
  shows: string;
  /** The one member the answer is about; left out for calls that list many members. */
  member?: (value: unknown) => { id?: number; username?: string };
};

export const PERSONAL_DATA_READ = "member.personal-data.read";

/**
 * One audit row per call, never one per member: a read of one member names the member; a list
 * names the call and the filter it was asked with (and how many rows it showed), which is what
 * says whose data the operator saw.
 */
export async function recordPersonalDataRead(
  db: Queryable,
  read: PersonalDataRead,
  call: { merchantCode: string; actor: string; method: string; url: string; filter: unknown; value: unknown },
): Promise<void> {
  const member = read.member?.(call.value);
  const list = (call.value as { list?: unknown } | null)?.list;
  await recordAudit(db, {
    merchantCode: call.merchantCode,
    actor: call.actor,
    action: PERSONAL_DATA_READ,
    targetType: member ? "member" : "member-list",
    targetId: member ? String(member.id ?? member.username) : `${call.method} ${call.url}`,
    detail: {
      call: `${call.method} ${call.url}`,
      shows: read.shows,
      filter: call.filter ?? {},
      ...(member ? member : {}),
      ...(Array.isArray(list) ? { rows: list.length } : {}),
    },
  });
}
