import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

// On PostgreSQL the pool keeps the connections it opened (decision 075): a rush after a quiet
// spell finds its backends warm instead of forking new ones and preparing every statement again.
let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.drop());

/** The backends that answer `count` statements in flight at once. */
async function backendsOf(count: number): Promise<Set<number>> {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid FROM pg_sleep(0.2)"),
    ),
  );
  return new Set(answers.map(([row]) => row!.pid));
}

it.runIf(databaseKind === "postgres")(
  "keeps its connections through a quiet spell longer than node-postgres's 10 s idle timeout",
  async () => {
    // The pool times idle connections out with setTimeout: on a fake clock, the quiet spell passes
    // at once, and any idle timer the pool set while the connections were returned fires in it.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const before = await backendsOf(4);
      expect(before.size).toBe(4);
      await vi.advanceTimersByTimeAsync(11_000);
      expect(await backendsOf(4)).toEqual(before);
    } finally {
      vi.useRealTimers();
    }
  },
);
