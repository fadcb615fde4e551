// How each play of the quick draws is picked on the page: a board of numbers per place (rows), one
// board of numbers (set) or a row of options, written as the play's content format in the contract
// (ssc-plays.ts, pk10-plays.ts, k3-plays.ts, 11x5-plays.ts, pc28-plays.ts, keno-plays.ts).

/** The numbers a board offers, and how many digits each is written with (0: as it is). */
export type Board = { min: number; max: number; width: number };

export type Shape =
  | {
      kind: "rows";
      rows: number;
      board: Board;
      /** Keys of the rows' labels; "Position N" when absent. */
      rowLabels?: readonly string[];
      sections?: readonly string[];
    }
  | {
      kind: "set";
      board: Board;
      /** Key of the board's label. */
      label: string;
      /** Columns of the board (at most ten by default). */
      columns?: number;
      sections?: readonly string[];
      /** The play pays by how many of its numbers are drawn (Keno): list each count's odds. */
      tiers?: boolean;
    }
  | {
      kind: "options";
      options: readonly string[];
      /** The catalogue's block of the options' names (lottery.option.<labels>.<code>). */
      labels: string;
      /** The options belong to one place (or pair of places) picked first. */
      places?: { count: number; label: "position" | "pk10Pair" };
      sections?: readonly string[];
    };

const DIGITS: Board = { min: 0, max: 9, width: 0 };
const CARS: Board = { min: 1, max: 10, width: 2 };
const FACES: Board = { min: 1, max: 6, width: 0 };
const ELEVEN: Board = { min: 1, max: 11, width: 2 };
const KENO: Board = { min: 1, max: 80, width: 2 };
const S3 = ["front", "middle", "last"] as const;
const S2 = ["front", "last"] as const;
const BSOE = ["B", "S", "O", "E"] as const;

const rows = (count: number, board: Board, sections?: readonly string[]): Shape => ({
  kind: "rows",
  rows: count,
  board,
  ...(sections ? { sections } : {}),
});
const set = (board: Board, label: string, extra: Partial<Extract<Shape, { kind: "set" }>> = {}): Shape => ({
  kind: "set",
  board,
  label,
  ...extra,
});
const options = (
  codes: readonly string[],
  labels: string,
  extra: Partial<Extract<Shape, { kind: "options" }>> = {},
): Shape => ({ kind: "options", options: codes, labels, ...extra });

/** The shape of each play, per game group. */
export const SHAPES: Record<string, Record<string, Shape>> = {
  SSC: {
    position: rows(5, DIGITS),
    star5: rows(5, DIGITS),
    star4: rows(4, DIGITS),
    star3: rows(3, DIGITS, S3),
    star2: rows(2, DIGITS, S2),
    group5: set(DIGITS, "lottery.digits"),
    group4: set(DIGITS, "lottery.digits"),
    group3: set(DIGITS, "lottery.digits", { sections: S3 }),
    group3_pair: set(DIGITS, "lottery.digits", { sections: S3 }),
    group2: set(DIGITS, "lottery.digits", { sections: S2 }),
    bsoe: options(BSOE, "trait", { places: { count: 5, label: "position" } }),
    sum: options(BSOE, "trait"),
    dragon_tiger: options(["D", "T", "X"], "dt"),
    form3: options(["T", "S", "P", "H", "M"], "form", { sections: S3 }),
  },
  PK10: {
    pk10_position: rows(10, CARS),
    pk10_bsoe: options(BSOE, "trait", { places: { count: 10, label: "position" } }),
    pk10_dragon_tiger: options(["D", "T"], "dt", { places: { count: 5, label: "pk10Pair" } }),
    pk10_sum2: set({ min: 3, max: 19, width: 0 }, "lottery.sums", { columns: 9 }),
    pk10_sum2_bsoe: options(BSOE, "trait"),
    pk10_top1: rows(1, CARS),
    pk10_top2: rows(2, CARS),
    pk10_top3: rows(3, CARS),
  },
  K3: {
    k3_sum: set({ min: 3, max: 18, width: 0 }, "lottery.sums", { columns: 8 }),
    k3_bsoe: options(BSOE, "trait"),
    k3_any_triple: options(["T"], "k3"),
    k3_triple: set(FACES, "lottery.faces"),
    k3_pair: set(FACES, "lottery.faces"),
    k3_pair_single: {
      kind: "rows",
      rows: 2,
      board: FACES,
      rowLabels: ["lottery.pairFace", "lottery.singleFace"],
    },
    k3_diff3: set(FACES, "lottery.faces"),
    k3_diff2: set(FACES, "lottery.faces"),
    k3_run: options(["R"], "k3"),
  },
  "11X5": {
    "11x5_any1": set(ELEVEN, "lottery.numbers", { columns: 11 }),
    "11x5_any2": set(ELEVEN, "lottery.numbers", { columns: 11 }),
    "11x5_any3": set(ELEVEN, "lottery.numbers", { columns: 11 }),
    "11x5_any4": set(ELEVEN, "lottery.numbers", { columns: 11 }),
    "11x5_any5": set(ELEVEN, "lottery.numbers", { columns: 11 }),
    "11x5_front3": rows(3, ELEVEN),
    "11x5_front3_group": set(ELEVEN, "lottery.numbers", { columns: 11 }),
    "11x5_front2": rows(2, ELEVEN),
    "11x5_front2_group": set(ELEVEN, "lottery.numbers", { columns: 11 }),
    "11x5_position": rows(5, ELEVEN),
  },
  PC28: {
    pc28_number: set({ min: 0, max: 27, width: 0 }, "lottery.sums"),
    pc28_bsoe: options([...BSOE, "BO", "BE", "SO", "SE"], "trait"),
    pc28_extreme: options(["XB", "XS"], "trait"),
    pc28_colour: options(["R", "G", "B"], "colour"),
  },
  KENO: {
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((size) => [`keno_pick${size}`, set(KENO, "lottery.numbers", { tiers: true })]),
    ),
    keno_sum: options(BSOE, "trait"),
    keno_half: options(["U", "L", "M"], "half"),
    keno_parity: options(["O", "E", "T"], "majority"),
  },
};

export const shapeOf = (group: string, playId: string): Shape | null => SHAPES[group]?.[playId] ?? null;

/** How a board's number is written in a selection and on its button. */
export const written = (board: Board, value: number) =>
  board.width > 0 ? String(value).padStart(board.width, "0") : String(value);

export const boardValues = (board: Board) =>
  Array.from({ length: board.max - board.min + 1 }, (_, i) => board.min + i);
