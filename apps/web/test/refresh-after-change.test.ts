import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshAfterChange } from "#app/lib/query-client.ts";

const listKey = ["member", "games", "favourites", { gameType: "LIVE" }, "en"] as const;
const changedKey = ["member", "games", "favourites"] as const;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * A list on screen whose first fetch the server answers "before" the change, but whose answer
 * arrives only after the change has been made; any later fetch gets "after".
 */
function listLoadingDuringChange() {
  const client = new QueryClient();
  let answerFirst: (value: string) => void = () => {};
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey: listKey,
    queryFn: () => {
      fetches += 1;
      if (fetches === 1) return new Promise<string>((resolve) => (answerFirst = resolve));
      return Promise.resolve("after");
    },
  });
  // What the screen was given, answer after answer.
  const shown: unknown[] = [];
  const stop = observer.subscribe((result) => shown.push(result.data));
  cleanups.push(() => {
    stop();
    client.clear();
  });
  return { client, observer, shown, answerFirst: () => answerFirst("before"), fetches: () => fetches };
}

describe("refreshAfterChange", () => {
  it("shows the answer from after the change even when the list's first fetch began before it", async () => {
    const list = listLoadingDuringChange();
    expect(list.fetches()).toBe(1);

    await refreshAfterChange(list.client, changedKey);
    list.answerFirst();

    await vi.waitFor(() => expect(list.observer.getCurrentResult().data).toBe("after"));
    expect(list.fetches()).toBe(2);
    expect(list.observer.getCurrentResult().isError).toBe(false);
  });

  it("is needed: invalidating alone lets the first fetch stand in for the refetch", async () => {
    // If TanStack Query starts replacing a first fetch in flight, this fails, and the helper can go.
    const list = listLoadingDuringChange();

    // The refetch it asks for is the first fetch itself, so it settles only once that is answered.
    const invalidated = list.client.invalidateQueries({ queryKey: changedKey });
    list.answerFirst();
    await invalidated;

    await vi.waitFor(() => expect(list.observer.getCurrentResult().isSuccess).toBe(true));
    expect(list.observer.getCurrentResult().data).toBe("before");
    expect(list.fetches()).toBe(1);
  });

  it("keeps the list's answer on screen while it loads again once it has one", async () => {
    const list = listLoadingDuringChange();
    list.answerFirst();
    await vi.waitFor(() => expect(list.observer.getCurrentResult().data).toBe("before"));

    const shownBefore = list.shown.length;
    await refreshAfterChange(list.client, changedKey);
    expect(list.observer.getCurrentResult().data).toBe("after");
    // Never an empty list in between: the old answer stays until the new one replaces it.
    expect(new Set(list.shown.slice(shownBefore))).toEqual(new Set(["before", "after"]));
  });
});
