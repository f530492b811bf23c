/**
 * The formula-safe CSV writer every export shares (students, attendance, game results). Written
 * here rather than taken from a library for the escaping: a cell a spreadsheet would run as a
 * formula is written as text (OWASP CSV injection).
 */

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** True for text a spreadsheet would run as a formula; the XLSX writer guards the same cells. */
export const looksLikeFormula = (value: string) => FORMULA_START.test(value);

/**
 * Prefixes a formula-looking cell with a single quote, then quotes it if it needs quoting: a
 * semicolon too, since Excel in many locales (de, fr, es, ...) opens CSV with it as the separator.
 */
export function escapeCell(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Undoes escapeCell's quote prefix, so an exported roster re-imports unchanged. */
export function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** CRLF line endings, as RFC 4180 and Excel expect. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}
