import { VN_LAYOUTS, type VnLayout } from "@banca/contract/lottery/fair-draw";
import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

export type QueueItem = {
  gameCode: string;
  numero: string;
  drawAt: string;
  station: string | null;
  pending: {
    entryId: number;
    station: string;
    prizes: string[][];
    enteredBy: string;
    enteredAt: string;
    /** Entered by the signed-in member, who may not confirm it. */
    mine: boolean;
  } | null;
  voidRequest: { reason: string; requestedBy: string; requestedAt: string; mine: boolean } | null;
};

export type Entry = {
  entryId: number;
  station: string;
  prizes: string[][];
  source: string;
  state: string;
  enteredBy: string;
  enteredAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
};

export type LotteryGame = {
  code: string;
  group: string;
  names: Record<string, string | undefined>;
  enabled: boolean;
  results: "rng" | "official";
  draw: { kind: string; layout: VnLayout | null };
  payoutTable: string | null;
  intervalSeconds: number;
  lockSeconds: number;
  drawTime: string | null;
  utcOffsetMinutes: number;
  weekdays: number[] | null;
  awaitingResults: number;
};

export type LotteryGroup = {
  code: string;
  area: string;
  names: Record<string, string | undefined>;
  settings: {
    minStake?: number;
    maxStake?: number;
    topSeries?: number | null;
    minSeries?: number | null;
    defaultSeries?: number | null;
  };
};

export const queueQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "lottery", "queue"],
    queryFn: () => adminCall<{ list: QueueItem[] }>("GET", "/admin/api/lottery/results/queue"),
    refetchInterval: 30_000,
  });

export const entriesQuery = (merchant: string, gameCode: string, numero: string) =>
  queryOptions({
    queryKey: [merchant, "lottery", "entries", gameCode, numero],
    queryFn: () => adminCall<Entry[]>("GET", "/admin/api/lottery/results", { query: { gameCode, numero } }),
  });

export const gamesQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "lottery", "games"],
    queryFn: () => adminCall<{ list: LotteryGame[] }>("GET", "/admin/api/lottery/games"),
  });

export const groupsQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "lottery", "groups"],
    queryFn: () => adminCall<LotteryGroup[]>("GET", "/admin/api/lottery/groups"),
  });

type Issue = { gameCode: string; numero: string };

export const enterResult = (body: Issue & { station?: string; prizes: string[][] }) =>
  adminCall<unknown>("POST", "/admin/api/lottery/results/enter", { body });
export const importResults = (body: { format: "csv" | "json"; content: string }) =>
  adminCall<{ entries: unknown[] }>("POST", "/admin/api/lottery/results/import", { body });
export const confirmResult = (body: Issue) =>
  adminCall<{ bets: number; winNo: string }>("POST", "/admin/api/lottery/results/confirm", { body });
export const rejectResult = (body: Issue & { reason: string }) =>
  adminCall<unknown>("POST", "/admin/api/lottery/results/reject", { body });
export const voidIssue = (body: Issue & { reason: string }) =>
  adminCall<{ state: "void" | "pending" }>("POST", "/admin/api/lottery/issues/void", { body });
export const confirmVoid = (body: Issue) =>
  adminCall<{ state: "void" }>("POST", "/admin/api/lottery/issues/void/confirm", { body });

/** A prize's typed numbers: separated by spaces or commas. */
export const splitNumbers = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The rows of a table of `layout`, special prize first: how many numbers of how many digits. */
export const layoutRows = (layout: VnLayout) => VN_LAYOUTS[layout];

/**
 * Why a typed prize row is not one of its layout (the server's check, so the form says it before
 * sending): "count" the wrong number of numbers, "digits" a number of the wrong length; null fits.
 */
export function rowProblem(
  row: { count: number; digits: number },
  numbers: readonly string[],
): "count" | "digits" | null {
  if (numbers.length !== row.count) return "count";
  const pattern = new RegExp(`^\\d{${row.digits}}$`);
  return numbers.every((number) => pattern.test(number)) ? null : "digits";
}
