import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROUTES } from "#app/modules/admin/admin-route.ts";
import { STAFF_CALLS } from "#app/modules/staff/staff-call.ts";
import { callInput, type FuzzInput, toQueryString } from "./support/contract-arbitraries.ts";
import { isEnvelope } from "./support/contract-requests.ts";
import { memberCalls } from "./support/member-calls.ts";
import { insertStaff, staffHeaders, staffLogin } from "./support/staff.ts";
import { watchWrites } from "./support/table-checksum.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** Fewer cases a route than the site's calls: the back office is reached by staff only. */
const RUNS = Number(process.env.FUZZ_ADMIN_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

type Finding = { route: string; input: FuzzInput; status: number; body: string; writes?: string[] };

/**
 * The back office's side of the contract fuzzer (contract-fuzz.db.test.ts covers the site's calls):
 * every `/admin/api/*` route and staff call (the log-in steps, the staff list), made by an owner of
 * every merchant through a staff session, under
 * inputs generated from the route's own zod schemas. The same promises: no 5xx, every answer in the
 * envelope (a CSV export aside, when asked for and given), and a refusal writes no row.
 */
describe(`every back-office route under invalid, boundary and hostile input on ${databaseKind}`, () => {
  const t = useTestApp();
  const { register } = memberCalls(t, "10.119");
  const counts = { calls: 0, cases: 0, fivexx: 0, notEnvelope: 0, refusalsThatWrote: 0, accepted: 0 };
  const findings: Finding[] = [];
  let cookie = "";
  /** A second owner's session for the kept cases: logging the first in again would reuse its code. */
  let keptCookie = "";
  let writes: Awaited<ReturnType<typeof watchWrites>>;

  beforeAll(async () => {
    // Members, so that ids the generator picks sometimes name someone.
    await register("fuzzmember", "Fuzz2026ok");
    cookie = await staffLogin(t, await insertStaff(t.db, "fuzz-owner", "owner", null));
    keptCookie = await staffLogin(t, await insertStaff(t.db, "fuzz-kept", "owner", null));
    writes = await watchWrites(t.db);
  });

  afterAll(() => {
    const report = { ...counts, seed: SEED, runsPerCall: RUNS, findings: findings.length };
    process.stdout.write(`admin contract fuzz: ${JSON.stringify(report)}\n`);
    // npm test prints these counts in its summary (scripts/test.mjs).
    const folder = process.env.SECURITY_REPORT_DIR || tmpdir();
    writeFileSync(path.join(folder, `admin-contract-fuzz-${databaseKind}.json`), JSON.stringify(report));
  });

  const send = (route: { method: "GET" | "POST"; url: string }, input: FuzzInput, session = cookie) => {
    const payload = input.body === undefined ? undefined : JSON.stringify(input.body);
    return t.app.inject({
      method: route.method,
      url: `${route.url}${toQueryString(input.query)}`,
      headers: {
        ...staffHeaders(session, "demo"),
        "x-forwarded-for": "10.119.1.1",
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  const isCsv = (response: LightMyRequestResponse) =>
    response.statusCode === 200 && String(response.headers["content-type"]).startsWith("text/csv");

  // Logging out ends the session the other cases use: it goes last.
  const LOGOUT = "POST /admin/api/staff/session/logout";
  const allRoutes = () =>
    [...ADMIN_ROUTES.entries(), ...STAFF_CALLS.entries()].sort(
      ([a], [b]) => Number(a === LOGOUT) - Number(b === LOGOUT),
    );

  it("answers every case in the envelope, never with a 5xx, and a refusal writes no row", async () => {
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThan(100);
    for (const [name, route] of routes) {
      counts.calls++;
      const cases = fc.sample(callInput(route, SEED), { seed: SEED + counts.calls, numRuns: RUNS });
      for (const input of cases) {
        await writes.take();
        const response = await send(route, input);
        counts.cases++;
        const finding = {
          route: name,
          input,
          status: response.statusCode,
          body: response.body.slice(0, 300),
        };
        if (response.statusCode >= 500) {
          counts.fivexx++;
          findings.push(finding);
        } else if (isCsv(response)) {
          counts.accepted++;
        } else if (!isEnvelope(response)) {
          counts.notEnvelope++;
          findings.push(finding);
        } else if (response.json().success) {
          counts.accepted++;
        } else {
          const written = await writes.take();
          if (written.length > 0) {
            counts.refusalsThatWrote++;
            findings.push({ ...finding, writes: written });
          }
        }
      }
    }
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("polluted");
    expect(findings.map((finding) => JSON.stringify(finding).slice(0, 600))).toEqual([]);
  }, 180_000);

  // Cases the fuzzer found, kept as they were: each answered 500 before its fix.
  const FOUND: [string, FuzzInput][] = [
    ["GET /admin/api/members", { query: { registeredFrom: "1171-26-23" } }],
    ["GET /admin/api/members", { query: { registeredTo: "2026-02-30", format: "csv" } }],
    ["GET /admin/api/members", { query: { registeredFrom: "0000-01-01" } }],
    ["POST /admin/api/announcements/delete", { body: { id: 2_158_650_664_577_905 } }],
    [
      "POST /admin/api/announcements/update",
      { body: { id: 2_147_483_648, type: "PL", title: { en: "t" }, content: { en: "c" } } },
    ],
  ];
  it.each(FOUND)(
    "refuses %s with a day off the calendar or an id past its column as a bad request",
    async (name, input) => {
      const route = ADMIN_ROUTES.get(name);
      if (!route) throw new Error(`no route ${name}`);
      await writes.take();
      const response = await send(route, input, keptCookie);
      expect([response.statusCode, response.json().errorCode], response.body).toEqual([
        400,
        "request_param_err",
      ]);
      expect(await writes.take()).toEqual([]);
    },
  );
});
