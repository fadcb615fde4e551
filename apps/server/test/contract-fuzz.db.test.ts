import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CallDefinition } from "@banca/contract/call";
import { ALL_CALLS } from "@banca/contract/calls/all-calls";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callInput, type FuzzInput } from "./support/contract-arbitraries.ts";
import { isEnvelope, sendCall } from "./support/contract-requests.ts";
import { memberCalls } from "./support/member-calls.ts";
import { watchWrites } from "./support/table-checksum.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** CI runs a fixed seed and a few cases a call; FUZZ_RUNS=500 FUZZ_SEED=… digs deeper locally. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const PASSWORD = "Fuzz2026ok";

type Finding = { call: string; input: FuzzInput; status: number; body: string; writes?: string[] };

describe(`every call of the contract under invalid, boundary and hostile input on ${databaseKind}`, () => {
  const t = useTestApp();
  const { register, login } = memberCalls(t, "10.118");
  const counts = { calls: 0, cases: 0, fivexx: 0, notEnvelope: 0, refusalsThatWrote: 0, accepted: 0 };
  const findings: Finding[] = [];
  let token = "";
  let writes: Awaited<ReturnType<typeof watchWrites>>;
  let ipCounter = 0;

  beforeAll(async () => {
    token = (await register("fuzzplayer", PASSWORD)).token;
    // The fuzzer may leave fuzzplayer with a session time limit it set itself: the tests after it
    // play a member the fuzzer never touched.
    await register("fuzzsecond", PASSWORD);
    writes = await watchWrites(t.db);
  });

  afterAll(() => {
    const report = { ...counts, seed: SEED, runsPerCall: RUNS, findings: findings.length };
    process.stdout.write(`contract fuzz: ${JSON.stringify(report)}\n`);
    // npm test prints these counts in its summary (scripts/test.mjs).
    const folder = process.env.SECURITY_REPORT_DIR || tmpdir();
    writeFileSync(path.join(folder, `contract-fuzz-${databaseKind}.json`), JSON.stringify(report));
  });

  /** Sends one case and checks the promises; answers what went wrong, if anything. */
  async function tryCase(definition: CallDefinition, input: FuzzInput, unsealed: boolean) {
    await writes.take();
    const ip = `10.118.${Math.floor(ipCounter / 200) + 1}.${(ipCounter++ % 200) + 1}`;
    let response: LightMyRequestResponse = await sendCall(t.app, definition, {
      ...input,
      token,
      ip,
      unsealed,
    });
    if (response.statusCode === 401 && definition.auth === "member") {
      // A case that ended the session (a valid log-out, a password change) is no finding: log in again.
      token = (await login("fuzzplayer", PASSWORD)).json().value.token;
      await writes.take();
      response = await sendCall(t.app, definition, { ...input, token, ip, unsealed });
    }
    counts.cases++;
    const finding = {
      call: definition.id,
      input,
      status: response.statusCode,
      body: response.body.slice(0, 300),
    };
    if (response.statusCode >= 500) {
      counts.fivexx++;
      findings.push(finding);
      return;
    }
    if (!isEnvelope(response)) {
      counts.notEnvelope++;
      findings.push(finding);
      return;
    }
    if (response.json().success) {
      counts.accepted++;
      return;
    }
    const written = await writes.take();
    if (written.length > 0) {
      counts.refusalsThatWrote++;
      findings.push({ ...finding, writes: written });
    }
  }

  // Calls that can shut the player out of the others go last: a session time limit the player sets
  // (lowering applies at once, decision 084), a time-out or self-exclusion, and logging out.
  const LAST = ["setPlayerLimit", "selfExclude", "logout"];
  const calls = [...(ALL_CALLS as readonly CallDefinition[])].sort(
    (a, b) => LAST.indexOf(a.id) - LAST.indexOf(b.id),
  );

  it("answers every case in the envelope, never with a 5xx, and a refusal writes no row", async () => {
    for (const definition of calls) {
      counts.calls++;
      const cases = fc.sample(
        fc.tuple(
          callInput(definition, SEED),
          fc.boolean().map((raw) => raw && definition.encrypted === true),
        ),
        { seed: SEED + counts.calls, numRuns: RUNS },
      );
      for (const [input, unsealed] of cases) await tryCase(definition, input, unsealed);
    }
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("polluted");
    expect(findings.map((finding) => JSON.stringify(finding).slice(0, 600))).toEqual([]);
  }, 180_000);

  // Cases the fuzzer found, kept as they were: each answered 500 before its fix.
  const FOUND: [string, FuzzInput][] = [
    ["checkUsername", { query: { username: "\u0000" } }],
    ["feedback", { body: { category: "suggestion", content: "Great site\u0000, thank you", contact: "me" } }],
    ["personalProfit", { query: { startTime: 9_007_199_254_740_990, endTime: 9_007_199_254_740_991 } }],
    ["bettingRecords", { query: { startTime: 9_007_199_254_740_990, endTime: 9_007_199_254_740_991 } }],
    ["memberTransactions", { query: { startTime: 9_007_199_254_740_960, endTime: 9_007_199_254_740_984 } }],
    ["depositRecords", { query: { startDate: "0000-02-29", endDate: "0296-02-29" } }],
    ["updateMemberProfile", { body: { birthday: "0000-02-29" } }],
    ["updateMemberProfile", { body: { birthday: "0000-01-01" } }],
  ];
  it.each(FOUND)(
    "refuses %s with a NUL character or a time out of the calendar as a bad request",
    async (id, input) => {
      token = (await login("fuzzsecond", PASSWORD)).json().value.token;
      const definition = ALL_CALLS.find((call) => call.id === id) as CallDefinition;
      await writes.take();
      const response = await sendCall(t.app, definition, { ...input, token, ip: "10.118.98.1" });
      expect([response.statusCode, response.json().errorCode], response.body).toEqual([
        400,
        "request_param_err",
      ]);
      expect(await writes.take()).toEqual([]);
    },
  );

  it("refuses bodies that are no JSON object, and prototype keys, in the envelope", async () => {
    const definition = ALL_CALLS.find((call) => call.id === "updateMemberProfile") as CallDefinition;
    token = (await login("fuzzsecond", PASSWORD)).json().value.token;
    // The watcher sees an accepted change, so its silence below means something.
    await writes.take();
    const accepted = await sendCall(t.app, definition, {
      body: { nickname: "Fuzzy" },
      token,
      ip: "10.118.99.1",
    });
    expect(accepted.json(), accepted.body).toMatchObject({ success: true });
    expect(await writes.take()).toContain("members UPDATE");
    const raw = [
      "{",
      "[1,2",
      '{"__proto__": {"polluted": true}}',
      '{"constructor": {"prototype": {"polluted": true}}}',
      '"text"',
      "1e999",
      `${"[".repeat(5000)}${"]".repeat(5000)}`,
    ];
    for (const payload of raw) {
      await writes.take();
      const response = await t.app.inject({
        method: definition.method,
        url: definition.path,
        headers: {
          authorization: token,
          "content-type": "application/json",
          "x-forwarded-for": "10.118.99.1",
        },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
      expect(isEnvelope(response), response.body).toBe(true);
      expect(await writes.take()).toEqual([]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
