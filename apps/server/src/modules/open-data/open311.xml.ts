/*
 * GeoReport v2's XML: a root element holding one element per item, each field an element of
 * its name, schemaless and without a namespace, as the specification's examples are.
 */

type Scalar = string | number | boolean | null;

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** Element text needs only these (no attributes are written). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Element text: escaped, and without what XML cannot carry; null is an empty element. */
export function xmlText(value: Scalar): string {
  if (value === null) return '';
  return String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>]/g, (character) => ESCAPES[character]!);
}

/** `<root><element><field>…</field>…</element>…</root>` with the declaration the specification asks for. */
export function xmlList(root: string, element: string, items: readonly Record<string, Scalar>[]): string {
  const body = items
    .map((item) => `<${element}>${Object.entries(item).map(([field, value]) => `<${field}>${xmlText(value)}</${field}>`).join('')}</${element}>`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>\n<${root}>${body}</${root}>\n`;
}
