import { defineConfig } from "vitest/config";

// Two projects: fast unit tests, and database tests that run against the real database
// selected by DATABASE_URL (PostgreSQL) or, when it is unset, an embedded PGlite instance.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/test/**/*.test.ts", "apps/*/test/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "db",
          include: ["apps/*/test/**/*.db.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
