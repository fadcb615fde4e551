import { KIND_PREFIX_TYPES } from "@banca/contract/records";

const WORD = /^[a-z_]+$/;

/**
 * `recordTypeOfKind` of the contract as a SQL expression over a kind column, built from the same
 * table so the filter and the type shown never disagree. The words are constants of the contract,
 * checked here before they are written into SQL.
 */
export function recordTypeSql(column: string): string {
  const branches = KIND_PREFIX_TYPES.map(([prefix, type]) => {
    if (!WORD.test(prefix) || !WORD.test(type)) throw new Error(`record type rule ${prefix} is not a word`);
    return `WHEN split_part(${column}, '.', 1) = '${prefix}' THEN '${type}'`;
  });
  return `(CASE WHEN ${column} = 'fee' OR ${column} LIKE '%.fee' THEN 'fee' ${branches.join(" ")} ELSE 'other' END)`;
}
