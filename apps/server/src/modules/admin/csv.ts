import { z } from "zod";

/** A list's rows as a spreadsheet takes them: the header, then one array per row. */
export type CsvTable = {
  /** The download's name without extension, e.g. "members-2026-12-02". */
  filename: string;
  header: readonly string[];
  rows: readonly (readonly (string | number | boolean | null)[])[];
};

/**
 * `format=csv` on a listing call answers its rows as text/csv instead of the envelope: one way for
 * every list, so the back office's export button is the same everywhere.
 */
export const csvFormatQuery = { format: z.enum(["json", "csv"]).optional() };

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell, quoted when it must be (RFC 4180). Text a spreadsheet would run as a formula (starting
 * with = + - @ or a control character) gets a leading apostrophe; plain numbers such as "-25.00"
 * stay numbers.
 */
function cell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(table: CsvTable): string {
  return [table.header, ...table.rows]
    .map((row) => row.map(cell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
