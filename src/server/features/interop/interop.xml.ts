/**
 * Text for XML 1.0: the five entities escaped, and the control characters XML cannot carry at
 * all (every C0 but tab, newline and carriage return, which the text guard lets through) dropped,
 * or a Moodle or QTI importer would refuse the whole file.
 */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
