// PostgreSQL parses, analyses and plans a statement sent without a name every time it runs; a
// named one is parsed once per connection, and after a few runs may keep a generic plan. The hot
// paths send the same few texts thousands of times a second (a seamless bet is one statement of
// several CTEs), so statements are named, the way other drivers keep a statement cache. A name
// costs memory in every pooled backend for as long as it lives, so only texts that keep coming
// back get one, and only so many: SQL built per call stays unnamed instead of filling the backends.

/** Runs of the same text before it is named: one-off statements (start-up, seeding) stay unnamed. */
const RUNS_BEFORE_NAMING = 3;
/** Named statements per pool at most; later texts run unnamed, as every statement did before. */
const MAX_NAMED = 300;

export function createStatementNames(
  options = { runsBeforeNaming: RUNS_BEFORE_NAMING, maxNamed: MAX_NAMED },
) {
  const named = new Map<string, string>();
  const runs = new Map<string, number>();
  return {
    /** The name `sql` runs under, or undefined while it runs unnamed. */
    nameOf(sql: string): string | undefined {
      const name = named.get(sql);
      if (name !== undefined || named.size >= options.maxNamed) return name;
      const seen = (runs.get(sql) ?? 0) + 1;
      if (seen < options.runsBeforeNaming) {
        // Counted texts are bounded too: dynamic SQL must not grow this map without end.
        if (runs.size < options.maxNamed * 10) runs.set(sql, seen);
        return undefined;
      }
      runs.delete(sql);
      const fresh = `banca_${named.size + 1}`;
      named.set(sql, fresh);
      return fresh;
    },
    get size() {
      return named.size;
    },
  };
}
