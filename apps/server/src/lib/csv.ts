/*
 * Cells for files an administrator opens in a spreadsheet program (CSV and XLSX exports).
 * A text cell that starts with a formula trigger would run as a formula there ("CSV injection",
 * OWASP): it gets a leading single quote so the program shows it as text.
 */

export type Cell = string | number | boolean | null | undefined;

/** A start that makes a spreadsheet program read a cell as a formula. */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/**
 * Text is neutralised; numbers (a negative score is data, not a formula), booleans and blanks pass.
 * Enough for XLSX, whose text cells are never split: only editing one could make it a formula.
 */
export function neutraliseCell(value: Cell): Cell {
  return typeof value === 'string' && FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}

/**
 * Where a cell could start in a CSV text: at its start, or just after a character that can cut it
 * into cells. A program whose list separator is ';' (most of Europe) or that reads tabs splits our
 * ','-separated record there, honouring quotes only at the start of a cell, so our quoting does not
 * hold the text together; a line break ends the record for a program that ignores quotes. When a
 * formula trigger follows (past blanks and double quotes), or a tab or carriage return opens the
 * text, a single quote goes at that start, so every piece reads as text.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[\s"]*[=+\-@])|^(?=[\t\r])/g;

/** CSV text with every possible cell made formula-free: 'a;=1+1' becomes "a;'=1+1". */
export function neutraliseCsvText(text: string): string {
  return text.replace(FORMULA_START, "'");
}

/** Byte-order mark: without it Excel reads UTF-8 as the local code page and garbles Malay names. */
export const CSV_BOM = '\uFEFF';

/**
 * One RFC 4180 field. Text is neutralised and always quoted (inner quotes doubled), so a program
 * told to use any separator keeps it one cell; numbers and booleans stay bare so they read as such.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return `"${neutraliseCsvText(value).replaceAll('"', '""')}"`;
}

/** One CSV record with its CRLF line ending (RFC 4180). */
export function csvLine(values: readonly Cell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
