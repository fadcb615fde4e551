// The agent centre on a large team, on PostgreSQL: a generated team of 100,000 members and
// 10,000,000 settled rounds (sizes by argument), the team overview, the team list search and the
// profit and loss asked over real HTTP with the real session of the top agent, each beside the same
// call of a small agent and beside a trivial call (the wallet balance) in the same run.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/banca_bench_agent npx tsx bench/agent-reports.ts
//          [--members 100000] [--bets 10000000] [--days 60] [--seconds 10] [--clients 8]
//          [--fresh] [--drop] [--build-only]
import { parseArgs } from "node:util";
import { hashPassword } from "@banca/server/modules/members/password.ts";
import { dropSchema, enableAgentModules, openAgentBenchDatabase } from "./support/agent-database.ts";
import {
  agentCountOf,
  buildMembers,
  buildRounds,
  DATASET_VERSION,
  type DatasetSize,
  markStage,
  stagesBuilt,
  TOP_AGENT,
} from "./support/agent-dataset.ts";
import { buildMoney, markOnline } from "./support/agent-money.ts";
import { foldAllReportEvents } from "./support/agent-rollups.ts";

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "100000" },
    bets: { type: "string", default: "10000000" },
    days: { type: "string", default: "60" },
    seconds: { type: "string", default: "10" },
    clients: { type: "string", default: "8" },
    fresh: { type: "boolean", default: false },
    drop: { type: "boolean", default: false },
    "build-only": { type: "boolean", default: false },
  },
});
const size: DatasetSize = { members: Number(args.members), bets: Number(args.bets), days: Number(args.days) };
if (!(size.members >= 100 && size.bets >= 1000 && size.days >= 1)) {
  throw new Error("--members must be at least 100, --bets at least 1000, --days at least 1");
}
const schema = `agent_${size.members}_${size.bets}_${size.days}`;
const log = (line: string) => console.log(line);

if (args.fresh) await dropSchema(schema);
const db = await openAgentBenchDatabase(schema);
const built = await stagesBuilt(db);
const dataKey = `v${DATASET_VERSION}`;
const buildStart = performance.now();
if (built.get("members")?.key !== dataKey || built.get("rounds")?.key !== dataKey) {
  if (built.size > 0) {
    await db.close();
    throw new Error(
      `schema ${schema} holds another version of the dataset (or a build that did not finish): run again with --fresh`,
    );
  }
  log(
    `building the dataset in schema ${schema}: ${size.members} members, ${size.bets} rounds over ${size.days} days`,
  );
  let start = performance.now();
  await buildMembers(db, size, log);
  await markStage(db, "members", dataKey, (performance.now() - start) / 1000);
  start = performance.now();
  await buildRounds(db, size, log);
  await markStage(db, "rounds", dataKey, (performance.now() - start) / 1000);
}
if (built.get("money")?.key !== dataKey) {
  const start = performance.now();
  await buildMoney(db, size, log);
  await markStage(db, "money", dataKey, (performance.now() - start) / 1000);
}
// Whatever waits in the outbox (the whole history after a build) is folded by the reports' job.
{
  const start = performance.now();
  const folded = await foldAllReportEvents(db, log);
  if (folded > 0) await markStage(db, "rollups", dataKey, (performance.now() - start) / 1000);
}
const stages = await stagesBuilt(db);
const seconds = (stage: string) => `${stage} ${(stages.get(stage)?.seconds ?? 0).toFixed(0)} s`;
log(
  `dataset ${schema}, build time: ${["members", "rounds", "money", "rollups"].map(seconds).join(", ")}` +
    (performance.now() - buildStart > 5000 ? " (built in this run)" : " (kept from an earlier run)"),
);

if (!args["build-only"]) {
  // The two agents that log in: the top agent, and the last (deepest) agent with its small team.
  const password = "Bench2026";
  const hash = await hashPassword(password);
  const [small] = await db
    .query<{ username: string }>(
      `UPDATE members SET password_hash = $1
      WHERE id IN (SELECT member_id FROM bench_agents WHERE n IN (0, $2::int - 1))
     RETURNING username`,
      [hash, agentCountOf(size)],
    )
    .then((rows) => rows.filter((row) => row.username !== TOP_AGENT));
  // Loaded only to measure: a build needs the migrations and the seed, not the whole server.
  const { startBenchServer } = await import("./support/bench-server.ts");
  const { runAgentScenarios } = await import("./support/agent-scenarios.ts");
  await markOnline(db);
  await enableAgentModules(db);
  const { app, base } = await startBenchServer(db);
  try {
    await runAgentScenarios(db, {
      base,
      top: TOP_AGENT,
      small: small!.username,
      password,
      seconds: Number(args.seconds),
      clients: Number(args.clients),
      log,
    });
  } finally {
    await app.close();
  }
}
await db.close();
if (args.drop) await dropSchema(schema);
