import { ENDPOINTS } from "@banca/contract/endpoints";
import type { Database } from "@banca/server/db/database.ts";
import { getCall, logIn } from "./agent-login.ts";
import { type Drive, drive } from "./drive.ts";

type Options = {
  base: string;
  top: string;
  small: string;
  password: string;
  seconds: number;
  clients: number;
  log: (line: string) => void;
};

type Scenario = { name: string; path: string; query: (round: number) => Record<string, string | number> };

const line = (name: string, r: Drive) =>
  `${name.padEnd(44)} ${r.perSecond.toFixed(0).padStart(6)}/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms`;

/** Sizes of the tables the agent centre reads, with their indexes. */
export async function tableSizes(db: Database, log: (line: string) => void) {
  const rows = await db.query<{ name: string; rows: string; table: string; indexes: string }>(
    `SELECT c.relname AS name, c.reltuples::bigint::text AS rows,
            pg_size_pretty(pg_table_size(c.oid)) AS table, pg_size_pretty(pg_indexes_size(c.oid)) AS indexes
       FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
        AND pg_total_relation_size(c.oid) > 1024 * 1024
      ORDER BY pg_total_relation_size(c.oid) DESC`,
  );
  log("table sizes (rows estimated by the planner):");
  for (const row of rows) {
    log(
      `  ${row.name.padEnd(28)} ${row.rows.padStart(11)} rows  table ${row.table.padStart(8)}  indexes ${row.indexes.padStart(8)}`,
    );
  }
}

/**
 * Each call driven by `clients` concurrent loops for `seconds`: first as the small agent, then as
 * the top agent, and a trivial member call (the wallet balance) as the ceiling of HTTP, session
 * and envelope alone.
 */
export async function runAgentScenarios(db: Database, options: Options) {
  const { base, log } = options;
  const topToken = await logIn(base, options.top, options.password);
  const smallToken = await logIn(base, options.small, options.password);
  const [team] = await db.query<{ top: number; small: number }>(
    `SELECT (SELECT count(*)::int FROM member_tree t JOIN members m ON m.id = t.ancestor_id WHERE m.username = $1) AS top,
            (SELECT count(*)::int FROM member_tree t JOIN members m ON m.id = t.ancestor_id WHERE m.username = $2) AS small`,
    [options.top, options.small],
  );
  await tableSizes(db, log);
  log(`top agent ${options.top}: team of ${team!.top}; small agent ${options.small}: team of ${team!.small}`);
  log(`${options.clients} concurrent clients, ${options.seconds} s per line, over HTTP`);
  // The site's date shortcuts, from the last day with rounds (the build's today): yesterday and
  // last month read one roll-up row for their distinct counts, this month so far counts members.
  const [{ last } = { last: "" }] = await db.query<{ last: string }>(
    "SELECT max(day)::text AS last FROM report_team_days",
  );
  const lastTime = Date.parse(`${last}T00:00:00Z`);
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  const yesterdayDay = day(lastTime - 86_400_000);
  const yesterday = { fromDate: yesterdayDay, toDate: yesterdayDay };
  const lastDate = new Date(lastTime);
  const monthStart = Date.UTC(lastDate.getUTCFullYear(), lastDate.getUTCMonth(), 1);
  const thisMonth = { fromDate: day(monthStart), toDate: last };
  const lastMonth = {
    fromDate: day(Date.UTC(lastDate.getUTCFullYear(), lastDate.getUTCMonth() - 1, 1)),
    toDate: day(monthStart - 86_400_000),
  };
  log(
    `periods: yesterday ${yesterday.fromDate}, last month ${lastMonth.fromDate} to ${lastMonth.toDate}, this month ${thisMonth.fromDate} to ${thisMonth.toDate}`,
  );

  // Username prefixes of two syllables: each matches about 1 in 600 members.
  const prefixes = ["kami", "luro", "sane", "tipo", "davi", "zeba", "fugo", "haje", "kola", "monu"];
  const scenarios: Scenario[] = [
    { name: "wallet balance (ceiling)", path: ENDPOINTS.walletBalance.path, query: () => ({}) },
    { name: "team overview, yesterday", path: ENDPOINTS.agentTeamOverview.path, query: () => yesterday },
    { name: "team overview, last month", path: ENDPOINTS.agentTeamOverview.path, query: () => lastMonth },
    {
      name: "team overview, this month so far",
      path: ENDPOINTS.agentTeamOverview.path,
      query: () => thisMonth,
    },
    {
      name: "team list, username prefix",
      path: ENDPOINTS.agentDownlines.path,
      query: (round) => ({ username: prefixes[round % prefixes.length]!, scope: "team" }),
    },
    {
      name: "team list, page 1, newest first",
      path: ENDPOINTS.agentDownlines.path,
      query: () => ({ scope: "team" }),
    },
    {
      name: "profit and loss, yesterday, page 1",
      path: ENDPOINTS.agentTeamProfitLoss.path,
      query: () => ({ ...yesterday, scope: "team", pageNo: 1, pageSize: 20 }),
    },
    {
      name: "profit and loss, this month so far, page 1",
      path: ENDPOINTS.agentTeamProfitLoss.path,
      query: () => ({ ...thisMonth, scope: "team", pageNo: 1, pageSize: 20 }),
    },
  ];
  const run = (token: string, scenario: Scenario) =>
    drive({ seconds: options.seconds, clients: options.clients }, async (client, round) => {
      await getCall(base, token, scenario.path, scenario.query(client * 1000 + round));
    });
  for (const scenario of scenarios) {
    // One call first, outside the measure: it fails loudly if the call refuses the agent.
    await getCall(base, topToken, scenario.path, scenario.query(0));
    log(line(`${scenario.name}, small agent`, await run(smallToken, scenario)));
    log(line(`${scenario.name}, top agent`, await run(topToken, scenario)));
  }
}
