import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// A timeout stops a test that hangs; it does not time one (speed is measured in bench/). Inside
// `npm test` the unit tests share two cores with the site's build and the browser suite, and a test
// that computes for a second alone (the lottery's exact returns) took over Vitest's default 5 s there.
const UNIT_TEST_TIMEOUT = 30_000;

// Three projects: fast unit tests (the site's apart, in unit-web), and database tests that run against
// the real database selected by DATABASE_URL (PostgreSQL) or, when it is unset, an embedded PGlite
// instance.
export default defineConfig({
  test: {
    // Database tests spend much of their time waiting on the database: on two cores, two workers
    // finish the suite in well under the time one takes (the default leaves a core for the host).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/test/**/*.test.ts", "apps/*/test/**/*.test.ts", "bench/test/**/*.test.ts"],
          // The site's files run apart, in unit-web.
          exclude: ["**/*.db.test.ts", "**/node_modules/**", "apps/web/**"],
          environment: "node",
          // These files test modules as they are (no module mocks), so the files of a worker share
          // one import of each instead of a fresh process per file: starting a process and importing
          // the modules again was most of the project's time where fresh memory is dear.
          isolate: false,
          testTimeout: UNIT_TEST_TIMEOUT,
        },
      },
      {
        test: {
          // The site's tests mock its modules and keep state in its stores: each file imports them afresh.
          name: "unit-web",
          include: ["apps/web/test/**/*.test.ts"],
          environment: "node",
          testTimeout: UNIT_TEST_TIMEOUT,
        },
      },
      {
        test: {
          name: "db",
          include: ["apps/*/test/**/*.db.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/support/database-templates.ts"],
          setupFiles: ["apps/server/test/support/test-password-hashing.ts"],
          // Each file builds its own application on its own database and mocks nothing, so the
          // files of a worker share one import of the server (importing it per file was a third
          // of the suite's CPU time).
          isolate: false,
          // A timeout is there to stop a test that hangs, not to time one: speed is measured in
          // bench/. Where page faults are slow (a nested virtual machine took 35 µs a fault, 9 s to
          // touch 1 GB) a file's PGlite start and its 5 MB uploads take several times as long.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
