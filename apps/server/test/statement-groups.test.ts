import { describe, expect, it } from "vitest";
import { sizeFor, statementGroups, valuesInput } from "#app/db/statement-groups.ts";

type Call = { key: string; value: number };

/** A statement that answers each call's value doubled, after the test lets it finish. */
function controlledStatement(refuseWhen: (calls: Call[]) => boolean = () => false) {
  const runs: { kind: string; calls: Call[]; finish: () => void }[] = [];
  const inFlightKeys = new Set<string>();
  const overlaps: string[] = [];
  const statement = (kind: string, calls: Call[]) =>
    new Promise<number[]>((resolve, reject) => {
      for (const call of calls) {
        if (inFlightKeys.has(call.key)) overlaps.push(call.key);
        inFlightKeys.add(call.key);
      }
      runs.push({
        kind,
        calls,
        finish: () => {
          for (const call of calls) inFlightKeys.delete(call.key);
          if (refuseWhen(calls)) reject(new Error(`refused ${calls.map((call) => call.key).join(",")}`));
          else resolve(calls.map((call) => call.value * 2));
        },
      });
    });
  return { runs, overlaps, statement };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("statement groups", () => {
  it("runs the first calls at once, alone, and those that wait together in the next free lane", async () => {
    const { runs, statement } = controlledStatement();
    const groups = statementGroups({ statement, keyOf: (call: Call) => call.key, lanes: 2, most: 64 });
    const answers = ["a", "b", "c", "d", "e"].map((key, value) => groups.run("debit", { key, value }));
    expect(runs.map((run) => run.calls.map((call) => call.key))).toEqual([["a"], ["b"]]);
    runs[0]!.finish();
    await settle();
    expect(runs[2]!.calls.map((call) => call.key)).toEqual(["c", "d", "e"]);
    runs[1]!.finish();
    runs[2]!.finish();
    expect(await Promise.all(answers)).toEqual([0, 2, 4, 6, 8]);
    expect(groups.counts).toEqual({ statements: 3, calls: 5, groupsRunAgain: 0 });
  });

  it("never runs two calls of one key at once, whatever their kinds", async () => {
    const { runs, overlaps, statement } = controlledStatement();
    const groups = statementGroups({ statement, keyOf: (call: Call) => call.key, lanes: 2, most: 64 });
    const answers = [
      groups.run("debit", { key: "a", value: 1 }),
      groups.run("credit", { key: "a", value: 2 }),
      groups.run("credit", { key: "b", value: 3 }),
      groups.run("debit", { key: "a", value: 4 }),
    ];
    // "a"'s credit and second debit wait for its first debit, though their lanes are free.
    expect(runs.map((run) => `${run.kind}:${run.calls.map((call) => call.key)}`)).toEqual([
      "debit:a",
      "credit:b",
    ]);
    for (let step = 0; runs.some((run) => run.calls.length > 0) && step < 10; step++) {
      for (const run of runs.splice(0)) run.finish();
      await settle();
    }
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
    expect(overlaps).toEqual([]);
  });

  it("runs a refused group's calls again alone, each with its own answer or error", async () => {
    const { runs, statement } = controlledStatement((calls) => calls.some((call) => call.key === "bad"));
    const groups = statementGroups({ statement, keyOf: (call: Call) => call.key, lanes: 1, most: 64 });
    const answers = ["first", "x", "bad", "y"].map((key, value) =>
      groups.run("debit", { key, value }).then(
        (answer) => ({ answer }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    runs[0]!.finish();
    await settle();
    expect(runs[1]!.calls.map((call) => call.key)).toEqual(["x", "bad", "y"]);
    runs[1]!.finish();
    await settle();
    for (const run of runs.slice(2)) run.finish();
    expect(await Promise.all(answers)).toEqual([
      { answer: 0 },
      { answer: 2 },
      { error: "refused bad" },
      { answer: 6 },
    ]);
    expect(groups.counts).toEqual({ statements: 5, calls: 7, groupsRunAgain: 1 });
  });

  it("opens a lane beside a running statement only for a group of `fewestBeside` calls", async () => {
    const { runs, statement } = controlledStatement();
    const groups = statementGroups({
      statement,
      keyOf: (call: Call) => call.key,
      lanes: 2,
      fewestBeside: 3,
      most: 64,
    });
    const keysOfRuns = () => runs.map((run) => run.calls.map((call) => call.key));
    const answers = ["a", "b", "c"].map((key, value) => groups.run("debit", { key, value }));
    // "a" runs alone; two waiting calls are too few for the second lane.
    expect(keysOfRuns()).toEqual([["a"]]);
    answers.push(groups.run("debit", { key: "d", value: 3 }));
    expect(keysOfRuns()).toEqual([["a"], ["b", "c", "d"]]);
    // "e" waits: a statement of its kind still runs when "a"'s ends, and one call is too few beside it.
    answers.push(groups.run("debit", { key: "e", value: 4 }));
    runs[0]!.finish();
    await settle();
    expect(keysOfRuns()).toHaveLength(2);
    // With nothing of its kind in flight, it runs at once, alone.
    runs[1]!.finish();
    await settle();
    expect(keysOfRuns()[2]).toEqual(["e"]);
    runs[2]!.finish();
    expect(await Promise.all(answers)).toEqual([0, 2, 4, 6, 8]);
  });

  it("takes at most `most` calls into one statement", async () => {
    const { runs, statement } = controlledStatement();
    const groups = statementGroups({ statement, keyOf: (call: Call) => call.key, lanes: 1, most: 3 });
    const answers = Array.from({ length: 8 }, (_, value) => groups.run("debit", { key: `k${value}`, value }));
    for (let step = 0; step < 5; step++) {
      for (const run of runs) run.finish();
      await settle();
    }
    expect(runs.map((run) => run.calls.length)).toEqual([1, 3, 3, 1]);
    expect(await Promise.all(answers)).toHaveLength(8);
  });
});

describe("the input of a grouped statement", () => {
  it("numbers its rows and their parameters row by row", () => {
    expect(
      valuesInput(
        [
          ["member", "bigint"],
          ["amount", "bigint"],
        ],
        2,
      ),
    ).toBe(
      "SELECT * FROM (VALUES ($1::bigint, $2::bigint, 1::bigint), ($3::bigint, $4::bigint, 2::bigint)) AS i (member, amount, n)",
    );
  });

  it("rounds a group up to a power of two", () => {
    expect([1, 2, 3, 4, 5, 17, 64].map(sizeFor)).toEqual([1, 2, 4, 4, 8, 32, 64]);
  });
});
