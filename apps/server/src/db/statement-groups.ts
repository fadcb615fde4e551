/**
 * Runs calls that arrive together as one statement (a group commit, decision 110). A call that
 * finds its kind with nothing in flight runs at once, alone; calls that arrive while a statement of
 * their kind runs wait and go together in the next one (in a further free lane only once
 * `fewestBeside` of them wait), so under load one statement, one plan start and one commit serve
 * many calls, and when quiet nothing waits.
 *
 * A group is all or nothing: when its statement fails (one call's key already taken, one balance
 * too low, a deadlock), every call of it runs again alone, and each gets its own answer or error,
 * as if it had never been grouped. Calls with the same key (the same member) never share a group
 * nor run at the same time, whatever their kinds, so a group never writes one row twice and no two
 * statements in flight write the same rows.
 */
export type StatementGroups<Kind, Call, Outcome> = {
  run(kind: Kind, call: Call): Promise<Outcome>;
  /**
   * Statements run and calls served so far (a call run again alone counts again), and the groups
   * whose statement failed and whose calls ran again alone.
   */
  readonly counts: GroupCounts;
};

export type GroupCounts = { statements: number; calls: number; groupsRunAgain: number };

type Waiting<Call, Outcome> = {
  call: Call;
  key: string;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
};

export function statementGroups<Kind, Call, Outcome>(options: {
  /** Runs calls of one kind as one statement; answers their outcomes in the same order. */
  statement: (kind: Kind, calls: Call[]) => Promise<Outcome[]>;
  keyOf: (call: Call) => string;
  /** Statements of one kind in flight at once. */
  lanes: number;
  /**
   * The fewest calls a statement takes while another of its kind is in flight (default 1): fewer
   * wait for a lane to free, so a lane beyond the first opens only for a group worth its statement.
   */
  fewestBeside?: number;
  /** The most calls in one statement. */
  most: number;
}): StatementGroups<Kind, Call, Outcome> {
  const waiting = new Map<Kind, Waiting<Call, Outcome>[]>();
  const inFlight = new Map<Kind, number>();
  const busy = new Set<string>();
  const counts: GroupCounts = { statements: 0, calls: 0, groupsRunAgain: 0 };

  async function runOnce(kind: Kind, calls: Call[]) {
    counts.statements++;
    counts.calls += calls.length;
    return options.statement(kind, calls);
  }

  async function runGroup(kind: Kind, group: Waiting<Call, Outcome>[]) {
    try {
      const outcomes = await runOnce(
        kind,
        group.map((entry) => entry.call),
      );
      for (const [index, entry] of group.entries()) entry.resolve(outcomes[index]!);
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      // The statement wrote nothing: each call again, alone, for its own answer.
      counts.groupsRunAgain++;
      await Promise.all(
        group.map((entry) =>
          runOnce(kind, [entry.call]).then(
            (outcomes) => entry.resolve(outcomes[0]!),
            (alone: unknown) => entry.reject(alone),
          ),
        ),
      );
    }
  }

  /**
   * The next group of `queue`: calls of keys not in flight, one per key, oldest first; none when
   * fewer than `fewest` could go.
   */
  function takeGroup(queue: Waiting<Call, Outcome>[], fewest: number) {
    const group: Waiting<Call, Outcome>[] = [];
    const keys = new Set<string>();
    for (const entry of queue) {
      if (group.length === options.most) break;
      if (busy.has(entry.key) || keys.has(entry.key)) continue;
      keys.add(entry.key);
      group.push(entry);
    }
    if (group.length < fewest) return { group: [], keys: new Set<string>() };
    const taken = new Set(group);
    const left = queue.filter((entry) => !taken.has(entry));
    queue.splice(0, queue.length, ...left);
    return { group, keys };
  }

  function pump() {
    for (const [kind, queue] of waiting) {
      for (let running = inFlight.get(kind) ?? 0; running < options.lanes; running++) {
        // Beside a running statement, only a group worth a statement of its own.
        const { group, keys } = takeGroup(queue, running > 0 ? (options.fewestBeside ?? 1) : 1);
        if (group.length === 0) break;
        for (const key of keys) busy.add(key);
        inFlight.set(kind, running + 1);
        void runGroup(kind, group).finally(() => {
          for (const key of keys) busy.delete(key);
          inFlight.set(kind, inFlight.get(kind)! - 1);
          pump();
        });
      }
    }
  }

  return {
    counts,
    run(kind, call) {
      return new Promise<Outcome>((resolve, reject) => {
        let queue = waiting.get(kind);
        if (!queue) {
          queue = [];
          waiting.set(kind, queue);
        }
        queue.push({ call, key: options.keyOf(call), resolve, reject });
        pump();
      });
    },
  };
}

/** A column of a grouped statement's input: its name and SQL type. */
export type InputColumn = readonly [name: string, type: string];

/**
 * The input of a statement for `rows` calls, as a list of rows of scalar parameters (`$first`…,
 * row by row), numbered `n` from 1. The planner knows how many rows it holds, so a plan made for
 * one size may be kept (see `sizeFor`).
 */
export function valuesInput(columns: readonly InputColumn[], rows: number, first = 1): string {
  const row = (index: number) =>
    `(${columns.map(([, type], column) => `$${first + index * columns.length + column}::${type}`).join(", ")}, ${index + 1}::bigint)`;
  const names = columns.map(([name]) => name).join(", ");
  return `SELECT * FROM (VALUES ${Array.from({ length: rows }, (_, index) => row(index)).join(", ")}) AS i (${names}, n)`;
}

/** The statement size that carries `calls`: a power of two, so a few texts (and plans) serve all groups. */
export function sizeFor(calls: number): number {
  let size = 1;
  while (size < calls) size *= 2;
  return size;
}
