import { readFileSync } from "node:fs";

/** /proc counts CPU time in clock ticks of 1/100 s (USER_HZ on every common platform). */
export const TICKS_PER_SECOND = 100;

/**
 * The fields of a `/proc/…/stat` line after the command's name, which may itself hold spaces and
 * parentheses: [0] state, [1] ppid, [7] minflt (fresh pages), [11] utime, [12] stime.
 */
export function fieldsAfterName(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** The fields after the name of a stat file, or undefined once the process has gone (or without /proc). */
export function readStatFields(file: string): string[] | undefined {
  try {
    return fieldsAfterName(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** utime + stime, in seconds, of a stat line's fields after the name. */
export const cpuSecondsOf = (fields: string[]) =>
  (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
