/**
 * The .xlsx writer grade exports share: one sheet, a bold frozen header row, text and numbers.
 * Written here on fflate (already a dependency) rather than taken from a library: the whole of
 * what is needed is five small XML parts, and the formula guard below has to be ours anyway.
 */
import { strToU8, zipSync } from 'fflate';
import { looksLikeFormula } from '../csv/csv-write';
import { XML_DECLARATION, xmlText } from '../xml/xml-text';

/** A number is a number cell; text is a text cell; null is an empty cell. */
export type SheetCell = string | number | null;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Style 0 default, 1 bold (the header), 2 text kept as text (quotePrefix). */
const STYLE = { header: 1, quoted: 2 } as const;

const STYLES = `${XML_DECLARATION}
<styleSheet xmlns="${MAIN}">
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs>
</styleSheet>`;

/** A (1-based) column number as Excel's letters: 1 A, 26 Z, 27 AA. */
export function columnName(n: number): string {
  let name = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26))
    name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}

/**
 * One cell. Text is an inline string, which no spreadsheet evaluates; one that would read as a
 * formula (OWASP CSV injection: `=`, `+`, `-`, `@`, tab, CR first) also gets Excel's quotePrefix
 * style, so editing the cell keeps it text, as the CSV writer's leading quote does, without
 * changing the value a teacher sees.
 */
function cell(value: SheetCell, ref: string, header: boolean): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return `<c r="${ref}"${header ? ` s="${STYLE.header}"` : ''}><v>${value}</v></c>`;
  }
  const style = header ? STYLE.header : looksLikeFormula(value) ? STYLE.quoted : 0;
  // xml:space keeps leading and trailing spaces, which Excel would otherwise trim.
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

/** Column widths from the longest text in each column, within Excel's sensible range. */
function widths(rows: readonly (readonly SheetCell[])[]): string {
  const count = Math.max(0, ...rows.map((r) => r.length));
  if (count === 0) return '';
  const cols = Array.from({ length: count }, (_, c) => {
    const longest = Math.max(...rows.map((r) => String(r[c] ?? '').length));
    const width = Math.min(60, Math.max(8, longest + 2));
    return `<col min="${c + 1}" max="${c + 1}" width="${width}" customWidth="1"/>`;
  });
  return `<cols>${cols.join('')}</cols>`;
}

function sheet(rows: readonly (readonly SheetCell[])[]): string {
  const body = rows.map(
    (row, r) =>
      `<row r="${r + 1}">${row.map((v, c) => cell(v, `${columnName(c + 1)}${r + 1}`, r === 0)).join('')}</row>`,
  );
  // The header row stays in view while scrolling a long class.
  const frozen =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
  return `${XML_DECLARATION}
<worksheet xmlns="${MAIN}" xmlns:r="${REL}">${frozen}${widths(rows)}<sheetData>${body.join('')}</sheetData></worksheet>`;
}

/**
 * An Office Open XML workbook with one sheet named `sheetName` (at most 31 characters, none of
 * `[]:*?/\`, as Excel requires); the first row is the header.
 */
export function toXlsx(sheetName: string, rows: readonly (readonly SheetCell[])[]): Uint8Array {
  const name = xmlText(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  const files = {
    '[Content_Types].xml': `${XML_DECLARATION}
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${XML_DECLARATION}
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_DECLARATION}
<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_DECLARATION}
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': STYLES,
    'xl/worksheets/sheet1.xml': sheet(rows),
  };
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])),
    { level: 6 },
  );
}
