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
  } | null;
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

/** The typed table: one prize a line, special prize first, a prize's numbers separated by spaces or commas. */
export const parsePrizes = (text: string) =>
  text
    .split("\n")
    .map((line) => line.split(/[\s,]+/).filter(Boolean))
    .filter((line) => line.length > 0);
