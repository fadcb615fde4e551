import { randomBytes } from "node:crypto";
import type { RebateRates } from "@banca/contract/calls/agent-team";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { Database, Queryable } from "#app/db/database.ts";
import { hashPassword } from "#app/modules/members/password.ts";
import { createSessionRepository } from "#app/modules/sessions/repository.ts";
import { createSessionService } from "#app/modules/sessions/service.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { demoConfig } from "./test-app.ts";
import { withModules } from "./verification.ts";

/** The password of every member `teamMember` makes (hashed once per run). */
export const TEAM_PASSWORD = "Team2026x";
let hashed: Promise<string> | null = null;

export type TeamMemberSpec = {
  merchant?: string;
  username: string;
  upline?: number | null;
  kind?: "player" | "agent" | "trial";
  agentLevel?: 1 | 2 | 41 | 42;
  rates?: Partial<RebateRates>;
  createdAt?: Date;
  lastLoginAt?: Date;
  /**
   * An account nobody has logged in to yet, whose first log-in must change the password. By default
   * a hand-made member counts as used already, so a test's log-in is not stopped by that change.
   */
  neverLoggedIn?: boolean;
};

/**
 * A member straight into the database, as a fast hand-made team needs: the tree rows come from the
 * insert itself (decision 034), like every other way in.
 */
export async function teamMember(db: Queryable, spec: TeamMemberSpec): Promise<number> {
  hashed ??= hashPassword(TEAM_PASSWORD);
  const kind = spec.kind ?? "player";
  const level = kind === "agent" ? (spec.agentLevel ?? 1) : null;
  const rows = await db.query<{ id: string }>(
    `INSERT INTO members (merchant_code, username, password_hash, referral_code, upline_id, kind, agent_level,
        affiliate_code, created_at, last_login_at, first_login_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()), $10::timestamptz,
        CASE WHEN $11::boolean THEN NULL ELSE coalesce($10::timestamptz, $9::timestamptz, now()) END)
     RETURNING id::text`,
    [
      spec.merchant ?? "demo",
      spec.username,
      await hashed,
      randomBytes(6).toString("hex"),
      spec.upline ?? null,
      kind,
      level,
      kind === "agent" ? `T${randomBytes(5).toString("hex").toUpperCase()}` : null,
      spec.createdAt?.toISOString() ?? null,
      spec.lastLoginAt?.toISOString() ?? null,
      spec.neverLoggedIn ?? false,
    ],
  );
  const id = Number(rows[0]?.id);
  for (const [product, rate] of Object.entries(spec.rates ?? {})) {
    await db.query("INSERT INTO rebate_rates (member_id, product_type, rate_bp) VALUES ($1, $2, $3)", [
      id,
      product,
      rate,
    ]);
  }
  return id;
}

/** A live session token for a member, without going through the log-in. */
export async function tokenOf(db: Database, merchantCode: string, memberId: number): Promise<string> {
  return createSessionService(createSessionRepository(db)).open(
    { id: memberId, merchantCode },
    { clientIp: "198.18.0.1", userAgent: "test" },
  );
}

/** The tree as (ancestor, descendant, depth) triples, sorted, for comparing with what it should be. */
export async function treeRows(db: Queryable, ids: number[]): Promise<Array<[number, number, number]>> {
  const rows = await db.query<{ ancestor_id: string; descendant_id: string; depth: number }>(
    `SELECT ancestor_id::text, descendant_id::text, depth FROM member_tree
      WHERE descendant_id = ANY($1::bigint[])`,
    [ids],
  );
  return rows
    .map((row): [number, number, number] => [
      Number(row.ancestor_id),
      Number(row.descendant_id),
      Number(row.depth),
    ])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * A merchant like the demo, quick to seed next to the demo template: no generated games and no
 * demonstration accounts, with `modules` switched as given.
 */
export function smallMerchant(code: string, modules: Record<string, "1" | "0"> = {}): MerchantConfig {
  return {
    ...withModules(demoConfig(), code, modules),
    gameCatalogue: { generatedGames: 0 },
    demoAccounts: [],
  };
}

/** Seeds merchants into a test database that already holds the demo (its template). */
export const seedSmallMerchants = (db: Database, configs: MerchantConfig[]) => seedMerchants(db, configs);
