import { deflateSync } from 'node:zlib';

/** Hand-made PDFs for the upload tests: plain ones and hostile ones, built as bytes. */

/** An object's body: dictionary text, or a dictionary and the (already filtered) data of its stream. */
export type PdfObject = string | { dict: string; data: Buffer };

/** A PDF of these objects (numbered from 1, the first is the catalogue), with its cross-reference table. */
function pdf(objects: readonly PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  const size = () => parts.reduce((sum, part) => sum + part.length, 0);
  objects.forEach((object, i) => {
    offsets.push(size());
    if (typeof object === 'string') {
      parts.push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      const dict = object.dict.replace('>>', ` /Length ${object.data.length} >>`);
      parts.push(Buffer.from(`${i + 1} 0 obj\n${dict}\nstream\n`, 'latin1'), object.data, Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = size();
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  parts.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>'];
const CONTENT = { dict: '<< /Filter /FlateDecode >>', data: deflateSync('BT /F1 12 Tf 20 100 Td (Tiket bas / JS ) Tj ET') };
/** A document whose catalogue carries `extra`. */
export const withCatalog = (extra: string, ...more: PdfObject[]) => pdf([`<< /Type /Catalog /Pages 2 0 R ${extra} >>`, ...PAGES, CONTENT, ...more]);

/** An object stream holding these objects, numbered from `first`. */
export function objectStream(objects: readonly string[], first: number, filter = '/Filter /FlateDecode', encode: (data: Buffer) => Buffer = deflateSync): PdfObject {
  let header = '';
  let body = '';
  objects.forEach((object, i) => {
    header += `${first + i} ${body.length} `;
    body += `${object}\n`;
  });
  return { dict: `<< /Type /ObjStm /N ${objects.length} /First ${header.length} ${filter} >>`, data: encode(Buffer.from(header + body, 'latin1')) };
}

export const JAVASCRIPT_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
