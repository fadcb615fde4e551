// Types of the verifier's browser script (fair.js), so the server's tests can run it against play.

export type BrowserStream = { nextInt(n: number): number; firstBlockHex: string };
export type SlotDefinition = {
  strips: readonly (readonly string[])[];
  paylines: readonly (readonly number[])[];
  paytable: Record<string, readonly number[]>;
};

export function sha256Hex(text: string): Promise<string>;
export function outcomeStream(serverSeed: string, clientSeed: string, nonce: number): Promise<BrowserStream>;
export function linePay(
  symbols: readonly string[],
  paytable: SlotDefinition["paytable"],
): { pay: number; symbol: string; count: number };
export function slotRound(
  stream: BrowserStream,
  slot: SlotDefinition,
): { stops: number[]; grid: string[][]; wins: { line: number; pay: number }[]; totalLinePay: number };
export function diceRound(
  stream: BrowserStream,
  target: number,
  direction: "under" | "over",
): { roll: number; won: boolean };
export function minesRound(stream: BrowserStream, mines: number): { mines: number[] };
