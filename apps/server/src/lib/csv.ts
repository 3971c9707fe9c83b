/*
 * Cells for files an administrator opens in a spreadsheet program (CSV and XLSX exports).
 * A text cell that starts with a formula trigger would run as a formula there ("CSV injection",
 * OWASP): it gets a leading single quote so the program shows it as text.
 */

export type Cell = string | number | boolean | null | undefined;

/** The characters that make a spreadsheet program read a cell as a formula. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Text is neutralised; numbers (a negative score is data, not a formula), booleans and blanks pass. */
export function neutraliseCell(value: Cell): Cell {
  return typeof value === 'string' && value.length > 0 && FORMULA_TRIGGERS.has(value[0]!) ? `'${value}` : value;
}

/** Byte-order mark: without it Excel reads UTF-8 as the local code page and garbles Malay names. */
export const CSV_BOM = '\uFEFF';

/** One RFC 4180 field: neutralised, and quoted (inner quotes doubled) when it holds a comma, quote or line break. */
export function csvField(value: Cell): string {
  const safe = neutraliseCell(value);
  if (safe === null || safe === undefined) return '';
  const text = String(safe);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record with its CRLF line ending (RFC 4180). */
export function csvLine(values: readonly Cell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
