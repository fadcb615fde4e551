import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Queryable } from "#app/db/database.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import { scheduleJob } from "#app/modules/jobs/queue.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

const inFuture = (ms: number) => new Date(Date.now() + ms);

describe(`durable jobs on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
    await db.exec("CREATE TABLE job_effects (job text NOT NULL, note text NOT NULL)");
  });
  afterAll(async () => {
    await db.drop();
  });

  const effects = async (job: string) =>
    (
      await db.query<{ note: string }>("SELECT note FROM job_effects WHERE job = $1 ORDER BY note", [job])
    ).map((row) => row.note);
  const record = (tx: Queryable, job: string, note: string) =>
    tx.query("INSERT INTO job_effects (job, note) VALUES ($1, $2)", [job, note]);

  it("runs a scheduled job once, when due, even with several runners racing for it", async () => {
    const job = defineJob({
      name: "test.once",
      payload: z.object({ note: z.string() }),
      handler: async (tx, payload) => {
        await record(tx, "test.once", payload.note);
      },
    });
    await db.transaction(async (tx) => {
      await scheduleJob(tx, job, { key: "a", runAt: inFuture(60_000), payload: { note: "first" } });
      // Scheduling the same key again changes nothing.
      await scheduleJob(tx, job, { key: "a", runAt: inFuture(1000), payload: { note: "second" } });
    });
    const runners = [createJobRunner(db, [job]), createJobRunner(db, [job]), createJobRunner(db, [job])];
    expect(await runners[0]!.runDue(new Date())).toBe(0);
    const ran = await Promise.all(runners.map((runner) => runner.runDue(inFuture(61_000))));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await effects("test.once")).toEqual(["first"]);
    expect(await Promise.all(runners.map((runner) => runner.runDue(inFuture(120_000))))).toEqual([0, 0, 0]);
  });

  it("rolls a failed try back, retries later, and gives up after the last try", async () => {
    let tries = 0;
    const job = defineJob({
      name: "test.flaky",
      payload: z.object({}),
      maxAttempts: 3,
      handler: async (tx) => {
        tries += 1;
        await record(tx, "test.flaky", `try ${tries}`);
        throw new Error(`boom ${tries}`);
      },
    });
    await db.transaction((tx) => scheduleJob(tx, job, { key: "x", runAt: new Date(), payload: {} }));
    const runner = createJobRunner(db, [job]);
    expect(await runner.runDue(inFuture(1000))).toBe(1);
    // Not again until its retry time.
    expect(await runner.runDue(inFuture(1500))).toBe(0);
    expect(await runner.runDue(inFuture(60_000))).toBe(1);
    expect(await runner.runDue(inFuture(600_000))).toBe(1);
    expect(await runner.runDue(inFuture(3_600_000))).toBe(0);
    expect(tries).toBe(3);
    // Every try's write was rolled back with it.
    expect(await effects("test.flaky")).toEqual([]);
    const [row] = await db.query<{ state: string; last_error: string }>(
      "SELECT state, last_error FROM jobs WHERE name = 'test.flaky'",
    );
    expect(row).toEqual({ state: "failed", last_error: "boom 3" });
  });

  it("gives a job whose runner died back after its lease", async () => {
    const job = defineJob({
      name: "test.lease",
      payload: z.object({}),
      handler: async (tx) => {
        await record(tx, "test.lease", "done");
      },
    });
    await db.transaction((tx) => scheduleJob(tx, job, { key: "k", runAt: new Date(), payload: {} }));
    // A runner claims it and dies before running it: the claim is all that happened.
    await db.query(
      "UPDATE jobs SET attempts = 1, leased_until = now() + interval '60 seconds' WHERE name = 'test.lease'",
    );
    const runner = createJobRunner(db, [job]);
    expect(await runner.runDue(inFuture(1000))).toBe(0);
    expect(await runner.runDue(inFuture(61_000))).toBe(1);
    expect(await effects("test.lease")).toEqual(["done"]);
  });

  it("runs a recurring job once per slot across servers", async () => {
    const job = defineJob({
      name: "test.every-minute",
      payload: z.object({}),
      everyMs: 60_000,
      handler: async (tx, _payload, context) => {
        await record(tx, "test.every-minute", context.now.toISOString().slice(0, 16));
      },
    });
    const servers = [createJobRunner(db, [job]), createJobRunner(db, [job])];
    const slot = Math.floor(Date.now() / 60_000) * 60_000 + 600_000;
    for (const offset of [1000, 5000, 30_000]) {
      await Promise.all(servers.map((server) => server.runDue(new Date(slot + offset))));
    }
    await Promise.all(servers.map((server) => server.runDue(new Date(slot + 61_000))));
    const notes = await effects("test.every-minute");
    expect(notes).toHaveLength(2);
    expect(new Set(notes).size).toBe(2);
  });

  it("polls until stopped", async () => {
    const job = defineJob({
      name: "test.polled",
      payload: z.object({}),
      handler: async (tx) => {
        await record(tx, "test.polled", "ran");
      },
    });
    await db.transaction((tx) => scheduleJob(tx, job, { key: "p", runAt: new Date(), payload: {} }));
    const runner = createJobRunner(db, [job]);
    runner.start(20);
    await expect.poll(() => effects("test.polled")).toEqual(["ran"]);
    await runner.stop();
  });
});
