import { describe, expect, it } from "vitest";
import {
  batteryFrom,
  FULL_BATTERY,
  newStreamSource,
  streamChunk,
  streamInParallel,
} from "../support/rng-dieharder.ts";

describe("the full dieharder battery, test by test", () => {
  it("keeps -a's order, so a stopped battery goes on from a test number", () => {
    const tests = FULL_BATTERY.map((run) => run.test);
    expect(tests).toEqual([...tests].sort((a, b) => a - b));
    expect(new Set(tests).size).toBe(31);
  });

  it("runs each value of the parameters -a sweeps, not only the default", () => {
    const ntuples = (test: number) =>
      FULL_BATTERY.filter((run) => run.test === test).map((run) =>
        Number(run.args[run.args.indexOf("-n") + 1]),
      );
    expect(ntuples(200)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ntuples(201)).toEqual([2, 3, 4, 5]);
    expect(ntuples(202)).toEqual([2, 3, 4, 5]);
    expect(ntuples(203)).toEqual(Array.from({ length: 33 }, (_, lag) => lag));
  });

  it("goes on from a test, or from a value of a swept test", () => {
    expect(batteryFrom(17)[0]).toEqual({ test: 17, args: ["-d", "17"] });
    const fromLag9 = batteryFrom(203, 9);
    expect(fromLag9[0]).toEqual({ test: 203, args: ["-d", "203", "-n", "9"] });
    expect(fromLag9.filter((run) => run.test === 203)).toHaveLength(24);
    expect(fromLag9.at(-1)).toEqual({ test: 209, args: ["-d", "209"] });
    expect(batteryFrom(203)).toHaveLength(33 + 6);
  });
});

describe("the streams the battery reads", () => {
  it("come out of the worker threads chunk for chunk as one thread makes them", async () => {
    const source = newStreamSource("in-house");
    const parallel = streamInParallel(source, 2);
    for (let index = 0; index < 5; index++) {
      const { value } = await parallel.next();
      expect(Buffer.compare(value as Buffer, (await streamChunk(source, index)) as Buffer)).toBe(0);
    }
    await parallel.return(undefined);
  });

  it("make the lottery's bytes as its draw function does (each chunk checks one issue against it)", async () => {
    const lottery = streamInParallel(newStreamSource("lottery"), 2);
    const chunks = [(await lottery.next()).value as Buffer, (await lottery.next()).value as Buffer];
    await lottery.return(undefined);
    expect(chunks.map((chunk) => chunk.length)).toEqual([65_536, 65_536]);
    expect(chunks[0]!.equals(chunks[1]!)).toBe(false);
  });
});
