import { describe, expect, it } from "vitest";
import { createStatementNames } from "#app/db/statement-names.ts";

describe("statement names", () => {
  it("names a text once it keeps coming back, and keeps its name", () => {
    const names = createStatementNames({ runsBeforeNaming: 3, maxNamed: 10 });
    const sql = "SELECT balance FROM ledger_accounts WHERE id = $1";
    expect([names.nameOf(sql), names.nameOf(sql)]).toEqual([undefined, undefined]);
    const name = names.nameOf(sql);
    expect(name).toMatch(/^banca_\d+$/);
    expect(names.nameOf(sql)).toBe(name);
    expect(names.nameOf("SELECT $1::int")).toBeUndefined();
  });

  it("gives different texts different names, and no more names than allowed", () => {
    const names = createStatementNames({ runsBeforeNaming: 1, maxNamed: 2 });
    const first = names.nameOf("SELECT 1 WHERE $1");
    const second = names.nameOf("SELECT 2 WHERE $1");
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(names.nameOf("SELECT 3 WHERE $1")).toBeUndefined();
    expect(names.nameOf("SELECT 1 WHERE $1")).toBe(first);
    expect(names.size).toBe(2);
  });

  it("stops counting new texts once it has counted many, so SQL built per call cannot grow it", () => {
    const names = createStatementNames({ runsBeforeNaming: 2, maxNamed: 1 });
    for (let i = 0; i < 100; i++) names.nameOf(`SELECT ${i} WHERE $1`);
    // Ten counted texts at most: the hundredth was never counted, so its second run is still unnamed.
    expect(names.nameOf("SELECT 99 WHERE $1")).toBeUndefined();
    expect(names.nameOf("SELECT 0 WHERE $1")).toBe("banca_1");
  });
});
