import { environmentManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Near, nearRefetchDelay, nearRefetchInterval } from "#app/features/lottery/api.ts";

const onSale = (remainTime: number, previousState = "settled"): Near => ({
  currentNumero: {
    numero: "202612070101",
    gameId: 1,
    remainTime,
    lockTime: Math.floor((remainTime - 5_000) / 1000),
    isSale: remainTime > 5_000,
    seedHash: "ab".repeat(32),
    drawTime: Date.now() + remainTime,
  },
  previousNumero: { numero: "202612070100", winNo: "1,2,3", state: previousState },
  nextNumero: { numero: "202612070102" },
});

describe("when a lottery page asks for the issue on sale again", () => {
  it("asks a moment after the issue on sale is drawn, counting from when the answer came", () => {
    expect(nearRefetchDelay(onSale(40_000), 0)).toBe(40_500);
    expect(nearRefetchDelay(onSale(40_000), 10_000)).toBe(30_500);
  });

  it("asks every two seconds while the last drawn issue waits for its result", () => {
    expect(nearRefetchDelay(onSale(40_000, "open"), 0)).toBe(2_000);
  });

  it("waits at most a minute, however far off the draw", () => {
    expect(nearRefetchDelay(onSale(6 * 3600_000), 0)).toBe(60_000);
  });

  it("asks soon, not at once and not never, when the draw time has already passed", () => {
    expect(nearRefetchDelay(onSale(1_000), 5_000)).toBe(500);
  });

  it("looks again every half minute when nothing is on sale, and retries an answer it lacks", () => {
    expect(nearRefetchDelay({ currentNumero: null, previousNumero: null, nextNumero: null }, 0)).toBe(30_000);
    expect(nearRefetchDelay(undefined, 0)).toBe(2_000);
  });
});

describe("the near query on a page left open", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // TanStack Query keeps no timers where there is no window: this file plays the browser.
    environmentManager.setIsServer(() => false);
  });
  afterEach(() => {
    environmentManager.setIsServer(() => typeof window === "undefined");
    vi.useRealTimers();
  });

  it("is fetched again when its issue is drawn, not every few seconds before", async () => {
    const client = new QueryClient();
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: ["lottery", "near", "SSC1"],
      queryFn: () => {
        fetches += 1;
        return onSale(fetches === 1 ? 20_000 : 60_000);
      },
      refetchInterval: nearRefetchInterval,
    });
    const stop = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(1);

    // The first answer's issue is drawn in 20 s: nothing is asked before then.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(fetches).toBe(2);

    // The second answer's issue is drawn in a minute: the next call comes then.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fetches).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetches).toBe(3);
    stop();
    client.clear();
  });
});
