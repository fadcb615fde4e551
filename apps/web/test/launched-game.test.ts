import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type LaunchedWallet,
  launchedGameUrl,
  launchedGameWallet,
  offersTransfer,
  parseLaunchedWallet,
  rememberLaunchedGame,
} from "#app/features/games/launched-game.ts";

const launched = (wallet: Partial<LaunchedWallet["wallet"]> = {}): LaunchedWallet => ({
  game: { nodeId: 41, vassalage: "VLIVE" },
  wallet: {
    vassalage: "VLIVE",
    displayName: "Velvet Live",
    balance: 0,
    moved: 0,
    autoTransfer: false,
    ...wallet,
  },
});

describe("the game page's transfer offer", () => {
  it("is made for an empty vendor wallet with automatic transfer off", () => {
    expect(offersTransfer(launched())).toBe(true);
  });

  it("is not made when the wallet holds money, when the launch moved it there, or for a main-wallet game", () => {
    expect(offersTransfer(launched({ balance: 12.5 }))).toBe(false);
    expect(offersTransfer(launched({ autoTransfer: true, balance: 100, moved: 100 }))).toBe(false);
    // With automatic transfer on, an empty vendor wallet means the main wallet was empty too.
    expect(offersTransfer(launched({ autoTransfer: true }))).toBe(false);
    expect(offersTransfer(null)).toBe(false);
  });

  it("reads back only a well-formed stored launch", () => {
    expect(parseLaunchedWallet(JSON.stringify(launched()))).toEqual(launched());
    expect(parseLaunchedWallet(null)).toBeNull();
    expect(parseLaunchedWallet("{not json")).toBeNull();
    expect(parseLaunchedWallet(JSON.stringify({ wallet: { balance: "0" } }))).toBeNull();
    expect(parseLaunchedWallet(JSON.stringify({ ...launched(), game: { nodeId: "41" } }))).toBeNull();
  });
});

describe("what a launch leaves for the game page in this tab", () => {
  const original = (globalThis as { window?: unknown }).window;
  beforeEach(() => {
    const items = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    (globalThis as { window?: unknown }).window = {
      sessionStorage,
      location: { origin: "https://site.example" },
    };
  });
  afterEach(() => {
    (globalThis as { window?: unknown }).window = original;
  });

  it("keeps a transfer wallet with the address, and forgets it when the next game has none", () => {
    rememberLaunchedGame("https://site.example/vendors/demo/play?token=a", launched());
    expect(launchedGameUrl()).toBe("https://site.example/vendors/demo/play?token=a");
    expect(launchedGameWallet()).toEqual(launched());

    rememberLaunchedGame("https://site.example/bgs/slot?token=b");
    expect(launchedGameUrl()).toBe("https://site.example/bgs/slot?token=b");
    expect(launchedGameWallet()).toBeNull();
  });
});
