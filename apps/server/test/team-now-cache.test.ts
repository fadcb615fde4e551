import { describe, expect, it } from "vitest";
import { createTeamNowCache, type TeamNow } from "#app/modules/agent/reports-team-now.ts";

/** A team whose size and balance the test changes, counting how often they are read. */
function team(size: number) {
  const state = { size, balance: 100, reads: 0 };
  const load = async (): Promise<TeamNow> => {
    state.reads += 1;
    return { team: String(state.size), direct: "1", teamBalance: String(state.balance) };
  };
  return { state, load };
}

describe("the overview's team-now figures", () => {
  it("reads a small team live on every overview", async () => {
    const { state, load } = team(40);
    const cache = createTeamNowCache(load, { limit: 1_000, maxAgeMs: 60_000 });
    expect((await cache.read("demo", 1, 0)).value.teamBalance).toBe("100");
    state.balance = 250;
    expect((await cache.read("demo", 1, 1)).value.teamBalance).toBe("250");
    expect(state.reads).toBe(2);
  });

  it("serves a large team's copy for a minute, then the old copy while one refresh runs", async () => {
    const { state, load } = team(5_000);
    const cache = createTeamNowCache(load, { limit: 1_000, maxAgeMs: 60_000 });
    expect(await cache.read("demo", 7, 0)).toMatchObject({ at: 0, value: { teamBalance: "100" } });
    state.balance = 900;
    expect((await cache.read("demo", 7, 59_999)).value.teamBalance).toBe("100");
    expect(state.reads).toBe(1);

    // Older than a minute: the caller still gets the copy, and one refresh starts behind it.
    const [first, second] = await Promise.all([cache.read("demo", 7, 60_000), cache.read("demo", 7, 60_001)]);
    expect([first.value.teamBalance, second.value.teamBalance]).toEqual(["100", "100"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.reads).toBe(2);
    expect(await cache.read("demo", 7, 60_002)).toMatchObject({ at: 60_000, value: { teamBalance: "900" } });
  });

  it("keeps agents and merchants apart, and drops the copy of a team that became small", async () => {
    const big = team(5_000);
    const cache = createTeamNowCache(big.load, { limit: 1_000, maxAgeMs: 10 });
    await cache.read("demo", 7, 0);
    await cache.read("other", 7, 0);
    expect(big.state.reads).toBe(2);
    big.state.size = 10;
    await cache.read("demo", 7, 20);
    await new Promise((resolve) => setTimeout(resolve, 0));
    big.state.balance = 5;
    expect((await cache.read("demo", 7, 21)).value.teamBalance).toBe("5");
  });
});
