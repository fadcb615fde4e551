import type { AddressInfo } from "node:net";
import { CHAT_SOCKET_PATH } from "@banca/contract/chat";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { allJobs } from "#app/jobs.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { healthRoutes } from "#app/ops/health-routes.ts";
import { createLifecycle } from "#app/ops/lifecycle.ts";
import { createMetrics, type Metrics } from "#app/ops/metrics.ts";
import { startMetricsServer } from "#app/ops/metrics-routes.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { buildTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

const TOKEN = "metrics-token-0123456789abcdef";

/** The value of one sample of the exposition text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`metrics and health on ${databaseKind}`, () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let metrics: Metrics;
  const lifecycle = createLifecycle();

  beforeAll(async () => {
    db = await openTestDatabase("demo");
    metrics = createMetrics({ processMetrics: true });
    app = await buildTestApp(db, { METRICS_TOKEN: TOKEN }, { metrics, lifecycle });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const scrape = async () => {
    const response = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it("serves /metrics only to the bearer of METRICS_TOKEN", async () => {
    const without = await app.inject({ url: "/metrics" });
    expect([without.statusCode, without.json().errorCode]).toEqual([401, "operator.unauthorized"]);
    expect(without.headers["www-authenticate"]).toMatch(/^Bearer/);
    const wrong = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const text = await scrape();
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("answers 404 at /metrics when no token is set, rather than the site's page", async () => {
    const plain = await buildTestApp(db);
    try {
      const answer = await plain.inject({ url: "/metrics" });
      expect([answer.statusCode, answer.json().errorCode]).toEqual([404, "route.not.found"]);
    } finally {
      await plain.close();
    }
  });

  it("counts requests per route template, never per URL, and their server errors", async () => {
    await app.inject({ url: "/media/games/918273" });
    await app.inject({ url: "/media/games/564738" });
    await app.inject({ method: "POST", url: "/no/such/call/4455" });
    const text = await scrape();
    const status = (await app.inject({ url: "/media/games/918273" })).statusCode;
    const after = await scrape();
    // The series' names and labels, without their values (a byte count may hold any digits).
    const seriesOf = (scraped: string) =>
      scraped
        .split("\n")
        .filter((line) => line && !line.startsWith("#"))
        .map((line) => line.slice(0, line.lastIndexOf(" ")));
    expect(seriesOf(text).join("\n")).not.toMatch(/918273|564738|4455/);
    const series = `banca_http_request_duration_seconds_count{method="GET",route="/media/games/:id"}`;
    expect(sample(text, series)).toBe(2);
    expect(sample(after, series)).toBe(3);
    expect(
      sample(
        after,
        `banca_http_requests_total{method="GET",route="/media/games/:id",status_code="${status}"}`,
      ),
    ).toBe(3);
    expect(
      sample(text, `banca_http_requests_total{method="POST",route="(unmatched)",status_code="404"}`),
    ).toBe(1);
  });

  it("shows the database pool", async () => {
    const text = await scrape();
    const total = sample(text, `banca_db_pool_connections{state="total"}`) ?? 0;
    const idle = sample(text, `banca_db_pool_connections{state="idle"}`) ?? -1;
    // PGlite is one connection; the PostgreSQL pool opens up to 20 as calls need them.
    if (databaseKind === "pglite") expect(total).toBe(1);
    else expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(20);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(total);
    expect(sample(text, `banca_db_pool_connections{state="waiting"}`)).toBe(0);
  });

  it("times the seamless calls by operation and answer", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/seamless/v1/balance",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(answer.json()).toMatchObject({ status: "ERROR", code: "UNKNOWN_VENDOR" });
    const text = await scrape();
    expect(
      sample(text, `banca_seamless_call_duration_seconds_count{operation="balance",status="UNKNOWN_VENDOR"}`),
    ).toBe(1);
  });

  it("counts the open chat sockets", async () => {
    // Over real TCP: the in-memory socket of app.injectWS never finishes its closing handshake.
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const socket = new WebSocket(`${address.replace("http", "ws")}${CHAT_SOCKET_PATH}`);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    await expect.poll(async () => sample(await scrape(), "banca_chat_sockets_open")).toBe(1);
    const closed = new Promise((resolve) => socket.once("close", resolve));
    // A frame that is no hello: the server ends the socket.
    socket.send("not a hello");
    expect(await closed).toBe(4401);
    await expect.poll(async () => sample(await scrape(), "banca_chat_sockets_open")).toBe(0);
  });

  it("shows the job runs, the jobs waiting and the last ledger check, sound and then broken", async () => {
    const runner = createJobRunner(db, allJobs(db, { demo: true }), { metrics });
    const before = await scrape();
    expect(before).not.toMatch(/^banca_ledger_check_last_run_timestamp_seconds\{/m);
    expect(sample(before, `banca_jobs_due{job="ledger.check"}`)).toBeUndefined();
    await db.query(
      "INSERT INTO jobs (name, run_key, run_at) VALUES ('ledger.check', 'late', now() - interval '90 seconds')",
    );
    const waiting = await scrape();
    expect(sample(waiting, `banca_jobs_due{job="ledger.check"}`)).toBe(1);
    expect(sample(waiting, `banca_job_oldest_due_seconds{job="ledger.check"}`)).toBeGreaterThanOrEqual(89);

    await runner.runDue();
    const sound = await scrape();
    expect(sample(sound, `banca_ledger_check_last_run_timestamp_seconds{outcome="sound"}`)).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
    expect(sample(sound, `banca_job_runs_total{job="ledger.check",outcome="done"}`)).toBe(2);
    expect(sample(sound, `banca_job_lag_seconds_count{job="ledger.check"}`)).toBe(2);
    expect(sample(sound, `banca_jobs_due{job="ledger.check"}`)).toBeUndefined();

    const memberId = await insertMember(db, "demo", "metrics-ledger");
    await depositToMain(db, { merchantCode: "demo", memberId, amount: 500n, key: "metrics-ledger-1" });
    await db.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE member_id = $1", [memberId]);
    try {
      // Due a second ago: the runner's clock has milliseconds, PostgreSQL's now() microseconds, and
      // a job inserted within the runner's current millisecond would not be due to it yet.
      await db.query(
        "INSERT INTO jobs (name, run_key, run_at) VALUES ('ledger.check', 'after-drift', now() - interval '1 second')",
      );
      await runner.runDue();
      const broken = await scrape();
      expect(broken).toMatch(/^banca_ledger_check_last_run_timestamp_seconds\{outcome="broken"\} \d/m);
      expect(broken).not.toContain(`banca_ledger_check_last_run_timestamp_seconds{outcome="sound"}`);
      expect(sample(broken, `banca_job_runs_total{job="ledger.check",outcome="failed"}`)).toBe(1);
      const [job] = await db.query<{ state: string; last_error: string }>(
        "SELECT state, last_error FROM jobs WHERE name = 'ledger.check' AND run_key = 'after-drift'",
      );
      expect(job).toMatchObject({ state: "failed", last_error: expect.stringMatching(/ledger broken/) });
    } finally {
      await db.query("UPDATE ledger_accounts SET balance = balance - 1 WHERE member_id = $1", [memberId]);
    }
  });

  it("serves the metrics on a port of their own without a token, and nothing else there", async () => {
    const server = await startMetricsServer(metrics, 0, "127.0.0.1");
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("banca_http_requests_total");
      expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers live and ready without logging them at info, and ready turns 503 on pending migrations", async () => {
    const live = await app.inject({ url: "/health/live" });
    expect([live.statusCode, live.json()]).toEqual([200, { status: "live" }]);
    const ready = await app.inject({ url: "/health/ready" });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: "ready", draining: false, database: "ok", pendingMigrations: 0 },
    ]);

    const logLines: string[] = [];
    const logged = await buildTestApp(
      db,
      { LOG_LEVEL: "info" },
      { logStream: { write: (line) => logLines.push(line) } },
    );
    try {
      expect((await logged.inject({ url: "/health/live" })).statusCode).toBe(200);
      expect((await logged.inject({ url: "/health/ready" })).statusCode).toBe(200);
      expect(logLines.join("")).not.toContain("/health/");
      // Another route is logged at info: the silence above is the routes' own.
      await logged.inject({ url: "/media/games/1" });
      expect(logLines.join("")).toContain("/media/games/1");
    } finally {
      await logged.close();
    }

    const [last] = await db.query<{ name: string }>(
      "SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1",
    );
    await db.query("DELETE FROM schema_migrations WHERE name = $1", [last!.name]);
    try {
      const behind = await app.inject({ url: "/health/ready" });
      expect([behind.statusCode, behind.json().pendingMigrations]).toEqual([503, 1]);
    } finally {
      await db.query("INSERT INTO schema_migrations (name) VALUES ($1)", [last!.name]);
    }
  });

  it("answers ready 503 once the process drains, and when the database does not answer", async () => {
    const gone = await openTestDatabase("migrated");
    await gone.drop();
    const bare = Fastify();
    healthRoutes(bare, { db: gone, lifecycle: createLifecycle() });
    const unreachable = await bare.inject({ url: "/health/ready" });
    expect([unreachable.statusCode, unreachable.json().database]).toEqual([503, "unreachable"]);
    expect((await bare.inject({ url: "/health/live" })).statusCode).toBe(200);
    await bare.close();

    lifecycle.drain();
    const draining = await app.inject({ url: "/health/ready" });
    expect([draining.statusCode, draining.json()]).toMatchObject([
      503,
      { status: "unavailable", draining: true },
    ]);
    expect((await app.inject({ url: "/health/live" })).statusCode).toBe(200);
  });
});
