#!/usr/bin/env node
// `npm test`: lint, types, the site build, unit tests, the database suite on PGlite and (when
// DATABASE_URL is set) on PostgreSQL, and the browser suite against the real server.
//
// Two lanes side by side (decision 105): the checks and then the database suites in one, the site's
// build and then the browser suite in the other. Steps that leave a core idle (the browser suite
// waits on pages and its server, the PostgreSQL suite on the database server's disk, the checks on
// the build) fill it with the other lane's work.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reports = mkdtempSync(path.join(tmpdir(), "banca-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
/** The failed tests by name with the first line of their error: the end of a long log names them. */
const failures = [];

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes of the reporters' output
const withoutColours = (text = "") => text.replace(/\u001b\[[0-9;]*m/g, "");

const firstLine = (text = "") =>
  withoutColours(text)
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? "";

/**
 * A Vitest failure's first line. A timed-out test's stack starts with the placeholder Vitest made
 * when the test was declared ("Error: STACK_TRACE_ERROR") instead of the timeout, so say so.
 */
const vitestFailure = (test) => {
  const line = firstLine(test.failureMessages[0]);
  return line === "Error: STACK_TRACE_ERROR" ? `timed out after ${Math.round(test.duration)} ms` : line;
};

/**
 * The last lines of a browser action's call log ("waiting for…", "element is not stable", "<div>
 * intercepts pointer events"): what an action that timed out was still waiting for, which its first
 * line does not say.
 */
const callLogEnd = (text = "") => {
  const lines = withoutColours(text).split("\n");
  const start = lines.findIndex((line) => line.trim() === "Call log:");
  if (start < 0) return "";
  // The log runs to the first empty line; the code frame of the failing line follows it.
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => !line.trim());
  const log = rest.slice(0, end < 0 ? undefined : end).map((line) => line.trim().replace(/^- /, ""));
  return log
    .slice(-4)
    .map((line) => line.slice(0, 160))
    .join(" / ");
};

/**
 * Runs one step. A step run `beside` another lane keeps its output in a file and prints it whole
 * when it ends, so that the two never interleave; the other lane writes to the terminal as it goes.
 */
async function run(name, command, args, { env = {}, beside = undefined } = {}) {
  const started = Date.now();
  const log = path.join(reports, `${name.replaceAll(" ", "-")}.log`);
  console.log(
    beside ? `\n━━ ${name}: runs beside ${beside}, its output follows when it ends ━━` : `\n━━ ${name} ━━`,
  );
  const child = spawn(command, args, {
    stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  if (beside) {
    const file = createWriteStream(log);
    child.stdout.pipe(file);
    child.stderr.pipe(file);
  }
  const status = await new Promise((resolve) => child.on("close", resolve));
  if (beside) console.log(`\n━━ ${name} (its output) ━━\n${readFileSync(log, "utf8")}`);
  const ok = status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function countVitest(file, step) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults.filter((result) => result.status === "failed")) {
      failures.push(
        `${step}: ${path.relative(process.cwd(), file.name)} › ${test.fullName}: ${vitestFailure(test)}`,
      );
    }
    // A file that failed before its tests ran (an import or a hook) has no failed test to name.
    if (file.status === "failed" && file.assertionResults.every((result) => result.status !== "failed")) {
      failures.push(`${step}: ${path.relative(process.cwd(), file.name)}: ${firstLine(file.message)}`);
    }
  }
}

/**
 * What the page showed when a browser test failed, from the page snapshot Playwright keeps beside
 * the screenshot (its error context): the headings, dialogs and alerts. A failure that does not come
 * again can then be read from the summary alone, on a machine whose artifacts are gone.
 */
const pageShown = (result) => {
  const file = result?.attachments?.find((attachment) => attachment.name === "error-context")?.path;
  if (!file || !existsSync(file)) return "";
  const landmarks = readFileSync(file, "utf8")
    .split("\n")
    .map((line) =>
      line
        .trim()
        .replace(/^- /, "")
        .replace(/ \[(ref|cursor)=[^\]]*\]/g, "")
        .replace(/:$/, ""),
    )
    .filter((line) => /^(heading|dialog|alertdialog|alert|status)\b/.test(line));
  return landmarks
    .slice(0, 6)
    .map((line) => line.slice(0, 100))
    .join(" / ");
};

function countPlaywright(file) {
  const { stats, suites, errors } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  // What stopped the suite outside any test (its server did not start, a port was taken).
  for (const error of errors ?? []) failures.push(`browser suite: ${firstLine(error.message)}`);
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const result = spec.tests.flatMap((test) => test.results).find((result) => result.error);
      // A timeout's first error says only "Test timeout exceeded"; the others name the step that hung.
      const errors = (result?.errors ?? [result?.error]).filter(Boolean).map((error) => {
        const at = error.location ? ` (line ${error.location.line})` : "";
        const log = callLogEnd(error.message);
        return `${firstLine(error.message)}${at}${log ? ` [call log: … ${log}]` : ""}`;
      });
      const shown = pageShown(result);
      failures.push(
        `browser tests: ${spec.file}:${spec.line} › ${spec.title}: ${errors.join(" | ")}${shown ? ` [page: ${shown}]` : ""}`,
      );
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites) visit(suite);
}

/** The counts the contract-generated security tests leave in `reports` (decision 032), one line each. */
function securityCounts() {
  const lines = [];
  for (const database of ["pglite", "postgres"]) {
    const read = (name) => {
      const file = path.join(reports, `${name}-${database}.json`);
      return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
    };
    const matrix = read("authorization-matrix");
    if (matrix) {
      lines.push(
        `authorization matrix on ${database}: ${matrix.calls} calls × ${matrix.identities} identities, ${matrix.requests} requests, ${matrix.ownedProbes} probes of another member's objects, ${matrix.fivexx} 5xx, ${matrix.leaks} leaks`,
      );
    }
    const fuzz = read("contract-fuzz");
    if (fuzz) {
      lines.push(
        `contract fuzz on ${database}: ${fuzz.calls} calls, ${fuzz.cases} cases (seed ${fuzz.seed}, ${fuzz.runsPerCall} a call), ${fuzz.fivexx} 5xx, ${fuzz.notEnvelope} outside the envelope, ${fuzz.refusalsThatWrote} refusals that wrote`,
      );
    }
    const adminFuzz = read("admin-contract-fuzz");
    if (adminFuzz) {
      lines.push(
        `back-office contract fuzz on ${database}: ${adminFuzz.calls} staff routes, ${adminFuzz.cases} cases (seed ${adminFuzz.seed}, ${adminFuzz.runsPerCall} a route), ${adminFuzz.fivexx} 5xx, ${adminFuzz.notEnvelope} outside the envelope, ${adminFuzz.refusalsThatWrote} refusals that wrote`,
      );
    }
  }
  return lines;
}

async function vitest(name, project, env, reportName) {
  const output = path.join(reports, `${reportName}.json`);
  const ok = await run(
    name,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${output}`,
    ],
    { env },
  );
  try {
    countVitest(output, name);
  } catch {
    totals.failed += ok ? 0 : 1;
  }
  return ok;
}

const databaseSuite = (name, url, reportName) =>
  vitest(name, "db", { DATABASE_URL: url, SECURITY_REPORT_DIR: reports }, reportName);

// Each workspace's type check on one checker thread: beside the other lane the cores are busy anyway,
// and on two cores TypeScript's own threads made the checks cost 54–59 CPU-seconds instead of 32–35,
// for no less time (decision 120).
const TYPECHECK = ["run", "typecheck", "--", "--singleThreaded"];

/** Lint, types and the unit tests, then (once the site is built) the database suite on each database. */
async function databaseLane(built) {
  let ok = await run("lint", "npx", ["biome", "check", "."]);
  ok = (await run("typecheck", "npm", TYPECHECK)) && ok;
  ok = (await vitest("unit tests", "unit*", {}, "unit")) && ok;
  // Some database tests serve the built site.
  await built;
  // PostgreSQL first, beside the browser suite; PGlite last, as its suite keeps both cores busy on
  // its own once the browser suite is done, and the PostgreSQL suite's does not: the other way
  // round, it ran alone at the end and left the cores partly idle (decision 105, second addendum).
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl) {
    ok = (await databaseSuite("database tests on PostgreSQL", postgresUrl, "db-postgres")) && ok;
  } else {
    console.log("\nDATABASE_URL is not set: the database suite runs on PGlite only.");
  }
  ok = (await databaseSuite("database tests on PGlite", "", "db-pglite")) && ok;
  return ok;
}

const beside = "the checks and the database suites";

/** After the site's build: its size budget, then the browser suite against the real server. */
async function browserLane(built) {
  let ok = await built;
  ok =
    (await run("size budget of the home route", "npm", ["run", "bundle-size", "-w", "@banca/bench"], {
      beside,
    })) && ok;
  const report = path.join(reports, "e2e.json");
  ok =
    (await run("browser tests", "npm", ["run", "test", "-w", "@banca/e2e", "--", "--reporter=list,json"], {
      beside,
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, DATABASE_URL: "" },
    })) && ok;
  try {
    countPlaywright(report);
  } catch {
    totals.failed += 1;
  }
  return ok;
}

const started = Date.now();
const built = run("build the site", "npm", ["run", "build"], { beside });
const ok = (await Promise.all([databaseLane(built), browserLane(built)])).every(Boolean);

console.log("\n━━ summary ━━");
for (const step of steps) console.log(`${step.ok ? "ok  " : "FAIL"} ${step.name} (${step.seconds}s)`);
console.log(`in all, the two lanes side by side: ${Math.round((Date.now() - started) / 1000)}s`);
const security = securityCounts();
if (security.length > 0) {
  console.log("\nsecurity tests generated from the contract:");
  for (const line of security) console.log(`  ${line}`);
}
if (failures.length > 0) {
  console.log("\nfailed:");
  for (const failure of failures) console.log(`  ${failure}`);
  if (failures.some((failure) => failure.startsWith("browser tests:"))) {
    console.log(
      "\na failed browser test's screenshot is in e2e/.artifacts/results; to trace it, run it again:" +
        "\n  npm run test:e2e -- --trace retain-on-failure <file>:<line>",
    );
  }
}
rmSync(reports, { recursive: true, force: true });
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
