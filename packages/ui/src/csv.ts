/**
 * CSV text for spreadsheets: RFC 4180 quoting, a byte-order mark so Excel reads UTF-8 (Chinese
 * names), and text cells that a spreadsheet would run as a formula (=, +, -, @ first) prefixed
 * with an apostrophe. Numbers stay numbers, so "-25.00" is not touched.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function cellText(value: CsvCell) {
  if (value === null || value === undefined) return "";
  const text = String(value);
  const safe =
    typeof value === "string" && FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cellText).join(",")).join("\r\n")}\r\n`;
}

/** Hands the text to the browser as a download named `fileName`. */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download by the next task; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
