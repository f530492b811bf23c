/** Characters XML 1.0 cannot carry at all: every C0 but tab, newline and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Drops what XML cannot carry, or an importer (Moodle, a QTI player, Excel) refuses the file. */
export const xmlSafe = (value: string) => value.replace(NOT_XML, '');

/**
 * Text for XML 1.0: the five entities escaped, and the control characters XML cannot carry
 * dropped (the text guard lets tab, newline and carriage return through).
 */
export function xmlText(value: string): string {
  return xmlSafe(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
