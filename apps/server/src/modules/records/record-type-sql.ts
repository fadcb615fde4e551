import { KIND_EXACT_TYPES, KIND_PREFIX_TYPES } from "@banca/contract/records";

const WORD = /^[a-z_]+$/;
const KIND = /^[a-z_]+(\.[a-z_]+)*$/;

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
  const exact = KIND_EXACT_TYPES.map(([kind, type]) => {
    if (!KIND.test(kind) || !WORD.test(type)) throw new Error(`record type rule ${kind} is not a kind`);
    return `WHEN ${column} = '${kind}' THEN '${type}'`;
  });
  return `(CASE WHEN ${column} = 'fee' OR ${column} LIKE '%.fee' THEN 'fee' ${exact.join(" ")} ${branches.join(" ")} ELSE 'other' END)`;
}
