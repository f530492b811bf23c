import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Names sorted the way a person reads them, on the server, the same on PGlite and PostgreSQL
 * (issue 32 item 12; decision 0025). Neither database's default collation can be relied on
 * (PGlite has no ICU collations and sorts byte-wise), so each student row carries a folded copy
 * of each name, kept by the database itself (a generated column): accents off, lower case,
 * ß as ss and the like. Compared byte-wise (COLLATE "C") the folded names order as the seat
 * chart's Intl.Collator with base sensitivity does: "Ågren", "Ó Súilleabháin", "van der Berg",
 * "Wiśniewski"; spaces, apostrophes and hyphens before letters.
 */

/** Letters that do not come apart under NFKD but have a plain spelling. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŧ: 't',
  Ŧ: 't',
  ŀ: 'l',
  Ŀ: 'l',
  ŉ: 'n',
  ĸ: 'k',
  ſ: 's',
};

/** One character folded: accents off, lower case, special letters spelled out. */
function foldChar(ch: string): string {
  if (SPECIAL[ch] !== undefined) return SPECIAL[ch];
  return ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Latin letters with accents (Latin-1 Supplement, Extended-A and -B, Extended Additional). */
const FOLDED_RANGES: readonly [number, number][] = [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];

/** Every character the SQL folds, with what it becomes (the same as `foldName`). */
function foldTable(): { single: [string, string][]; multi: [string, string][] } {
  const single: [string, string][] = [];
  const multi: [string, string][] = [];
  for (const [from, to] of FOLDED_RANGES)
    for (let code = from; code <= to; code++) {
      const ch = String.fromCodePoint(code);
      if (ch === '×' || ch === '÷') continue;
      const folded = foldChar(ch);
      if (folded === ch || !/^[a-z]+$/.test(folded)) continue;
      (folded.length === 1 ? single : multi).push([ch, folded]);
    }
  return { single, multi };
}
const TABLE = foldTable();
const FOLDS = new Map([...TABLE.single, ...TABLE.multi]);

/** A name as the database folds it: the table's letters, then A to Z lower-cased as lower() does. */
export function foldName(name: string): string {
  return [...name]
    .map((ch) => FOLDS.get(ch) ?? ch.replace(/[A-Z]/, (c) => c.toLowerCase()))
    .join('');
}

/**
 * The generated column's expression over `column` (a column name): replace() for the letters
 * spelled with two, translate() for the rest, then lower() for A to Z. Only immutable functions,
 * as a generated column needs; a literal string, as drizzle-kit writes it into the migration.
 */
export function foldNameSql(column: string): SQL {
  let expr = `"${column}"`;
  for (const [from, to] of TABLE.multi) expr = `replace(${expr}, '${from}', '${to}')`;
  const from = TABLE.single.map(([f]) => f).join('');
  const to = TABLE.single.map(([, t]) => t).join('');
  return sql.raw(`lower(translate(${expr}, '${from}', '${to}'))`);
}

/** `column COLLATE "C"`: the folded names compared byte by byte, whatever the database's collation. */
export const bytewise = (column: AnyColumn | SQL) => sql`${column} collate "C"`;
