import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";
import type { Database } from "#app/db/database.ts";

/** A copy of a merchant with some modules switched on ("1") or off ("0") wherever they sit in the tree. */
export function withModules(
  config: MerchantConfig,
  code: string,
  modules: Record<string, "1" | "0">,
): MerchantConfig {
  const walk = (nodes: ModuleNode[]): ModuleNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: modules[node.modId] ?? node.enabled,
      childrenNodes: walk(node.childrenNodes),
    }));
  return {
    ...config,
    code,
    name: `${code} brand`,
    domains: [`${code}.example`],
    whitelabel: walk(config.whitelabel),
  };
}

export type SentMessage = { channel: string; destination: string; subject: string; text: string };

/** Messages in the outbox for one destination, newest first. */
export async function outboxFor(db: Database, destination: string): Promise<SentMessage[]> {
  return db.query<SentMessage>(
    "SELECT channel, destination, subject, text FROM outbox_messages WHERE destination = $1 ORDER BY id DESC",
    [destination],
  );
}

/** The code in the newest message to a destination, as the player would read it. */
export async function lastCode(db: Database, destination: string): Promise<string> {
  const [message] = await outboxFor(db, destination);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${destination}`);
  return code;
}

/** Row counts of the tables a refused request must leave alone. */
export async function counts(db: Database) {
  const rows = await db.query<{ members: string; codes: string; outbox: string; sessions: string }>(
    `SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM verification_codes) AS codes,
            (SELECT count(*) FROM outbox_messages) AS outbox, (SELECT count(*) FROM sessions) AS sessions`,
  );
  const row = rows[0];
  return {
    members: Number(row?.members),
    codes: Number(row?.codes),
    outbox: Number(row?.outbox),
    sessions: Number(row?.sessions),
  };
}

/**
 * Sends the same code request twice at once, as a double tap does: both arrive within the second,
 * whatever the machine's load, so the one-a-second throttle lets one through. Gives the two answers'
 * status and error code, sorted: `["200 ", "429 too.many.requests"]` when it did.
 */
export async function twiceAtOnce(
  send: () => Promise<{ statusCode: number; json(): { errorCode: string } }>,
): Promise<string[]> {
  const answers = await Promise.all([send(), send()]);
  return answers.map((answer) => `${answer.statusCode} ${answer.json().errorCode}`).sort();
}

/**
 * Moves every code request and look-up back in time, as if the player had waited: past the
 * one-per-second throttle, and (with enough seconds) out of the 15-minute window or past a block.
 */
export async function wait(db: Database, seconds: number): Promise<void> {
  await db.query(
    `UPDATE verification_codes SET created_at = created_at - make_interval(secs => $1),
            expires_at = expires_at - make_interval(secs => $1)`,
    [seconds],
  );
  await db.query("UPDATE verification_lookups SET created_at = created_at - make_interval(secs => $1)", [
    seconds,
  ]);
  await db.query("UPDATE verification_blocks SET blocked_until = blocked_until - make_interval(secs => $1)", [
    seconds,
  ]);
}

/**
 * Marks a member's number as confirmed, as registering it with its SMS code does (that path has
 * its own tests). Tests of SMS log-in and reset start from such a member.
 */
export async function confirmMobile(db: Database, memberId: number): Promise<void> {
  await db.query("UPDATE members SET mobile_verified_at = now() WHERE id = $1", [memberId]);
}

/**
 * Marks a member's e-mail as confirmed, as binding it with its code does (that path has its own
 * tests). Only a confirmed e-mail receives password-reset codes.
 */
export async function confirmEmail(db: Database, memberId: number): Promise<void> {
  await db.query("UPDATE members SET email_verified_at = now() WHERE id = $1", [memberId]);
}

/** The fields of a username registration that the code tests do not vary; its password logs in. */
export const REGISTRATION_FORM = {
  password: "Sunny2026",
  confirmPassword: "Sunny2026",
  paymentPassword: "482913",
  registerMethod: "WEB",
  agreement: true,
};
