import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../../../test/fixture-files.ts';
import { MAX_DECODED_BYTES, decodeName, findPdfActiveContent } from './pdf-active-content.ts';
import { JAVASCRIPT_ACTION, objectStream, withCatalog } from './pdf-samples.test-support.ts';

describe('findPdfActiveContent', () => {
  it('passes plain documents: no objects, compressed page content, a benign object stream, a link to a URL', () => {
    expect(findPdfActiveContent(minimalPdf())).toBeUndefined();
    expect(findPdfActiveContent(withCatalog('/PageMode /UseOutlines'))).toBeUndefined();
    expect(findPdfActiveContent(withCatalog('/Metadata 5 0 R', objectStream(['<< /Title (Aduan bas) /Author (Siti) >>'], 6)))).toBeUndefined();
    // An image's data is opaque, even when it happens to spell a name.
    expect(findPdfActiveContent(withCatalog('', { dict: '<< /Type /XObject /Subtype /Image /Filter /DCTDecode >>', data: Buffer.from('\xff\xd8/JS /AA \xff\xd9', 'latin1') }))).toBeUndefined();
    expect(findPdfActiveContent(withCatalog('/URI << /Base (https://example.my/JS/) >>'))).toBeUndefined();
    // Names that merely start like one: /JSON, /JavaScriptX, /AAA.
    expect(findPdfActiveContent(withCatalog('/JSON 1 /JavaScriptX 2 /AAA 3'))).toBeUndefined();
  });

  it.each([
    ['/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>', 'javascript'],
    ['/Names << /JavaScript << /Names [(a) 5 0 R] >> >>', 'javascript'],
    ['/OpenAction << /S /Launch /F (cmd.exe) >>', 'launch'],
    ['/AA << /WC << /S /URI /URI (https://example.my) >> >>', 'automatic_action'],
    ['/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >>', 'embedded_file'],
    ['/Extra << /Type /EmbeddedFile >>', 'embedded_file'],
    ['/Extra << /Subtype /RichMedia >>', 'rich_media'],
    ['/AcroForm << /Fields [] /XFA 5 0 R >>', 'xfa_form'],
  ])('finds %s', (extra, feature) => {
    expect(findPdfActiveContent(withCatalog(extra))).toEqual({ kind: 'active', feature });
  });

  it('finds names written with #xx escapes', () => {
    expect(decodeName('J#61vaScript')).toBe('JavaScript');
    expect(decodeName('A#2')).toBe('A#2');
    expect(findPdfActiveContent(withCatalog('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'))).toEqual({ kind: 'active', feature: 'javascript' });
    expect(findPdfActiveContent(withCatalog('/#41#41 << >>'))).toEqual({ kind: 'active', feature: 'automatic_action' });
  });

  it('finds them inside a compressed object stream, with or without a PNG predictor', () => {
    expect(findPdfActiveContent(withCatalog('/OpenAction 6 0 R', objectStream([JAVASCRIPT_ACTION], 6)))).toEqual({ kind: 'active', feature: 'javascript' });

    // Predictor 12 ('Up' on every row of 4 columns): the names cannot be read without undoing it.
    const columns = 4;
    const withUpPredictor = (data: Buffer) => {
      const rows: Buffer[] = [];
      for (let at = 0; at < data.length; at += columns) {
        const row = Buffer.alloc(columns);
        data.copy(row, 0, at, at + columns);
        const previous = at === 0 ? Buffer.alloc(columns) : data.subarray(at - columns, at);
        rows.push(Buffer.from([2]), Buffer.from(row.map((byte, i) => (byte - (previous[i] ?? 0)) & 0xff)));
      }
      return deflateSync(Buffer.concat(rows));
    };
    const predicted = objectStream([JAVASCRIPT_ACTION], 6, `/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns ${columns} >>`, withUpPredictor);
    expect(Buffer.from((predicted as { data: Buffer }).data).includes('JavaScript')).toBe(false);
    expect(findPdfActiveContent(withCatalog('/OpenAction 6 0 R', predicted))).toEqual({ kind: 'active', feature: 'javascript' });
  });

  it("finds an object stream's names inside its strings, where an offset may point", () => {
    expect(findPdfActiveContent(withCatalog('', objectStream(['(<< /S /JavaScript >>)'], 6)))).toEqual({ kind: 'active', feature: 'javascript' });
  });

  it('finds objects hidden where a sequential reading sees a string, a comment or stream data', () => {
    expect(findPdfActiveContent(withCatalog('/Title (cover 9 0 obj << /AA << >> >> endobj)'))).toEqual({ kind: 'active', feature: 'automatic_action' });
    expect(findPdfActiveContent(Buffer.concat([withCatalog(''), Buffer.from('% 9 0 obj << /Launch 1 >>\n%%EOF\n')]))).toEqual({ kind: 'active', feature: 'launch' });
    expect(findPdfActiveContent(withCatalog('', { dict: '<< >>', data: Buffer.from('9 0 obj << /S /Launch >> endobj') }))).toEqual({ kind: 'active', feature: 'launch' });
    // An object stream inside another stream's data is decoded too.
    const hidden = objectStream([JAVASCRIPT_ACTION], 10) as { dict: string; data: Buffer };
    const inner = Buffer.concat([Buffer.from(`9 0 obj ${hidden.dict.replace('>>', ` /Length ${hidden.data.length} >>`)} stream\n`, 'latin1'), hidden.data, Buffer.from('\nendstream endobj')]);
    expect(findPdfActiveContent(withCatalog('', { dict: '<< >>', data: inner }))).toEqual({ kind: 'active', feature: 'javascript' });
  });

  it("is not fooled by a 'stream' keyword inside a string", () => {
    expect(findPdfActiveContent(withCatalog('/Title (<< /Length 4 >> stream\n) /AA << >> /Note (endstream)'))).toEqual({ kind: 'active', feature: 'automatic_action' });
  });

  it('cannot check an object stream that is encrypted or broken, compressed another way, or a decompression bomb', () => {
    const uncheckable = { kind: 'uncheckable' };
    const garbage = () => Buffer.from('not deflate data at all');
    expect(findPdfActiveContent(withCatalog('', objectStream([JAVASCRIPT_ACTION], 6, '/Filter /FlateDecode', garbage)))).toEqual(uncheckable);
    expect(findPdfActiveContent(withCatalog('', objectStream(['<< >>'], 6, '/Filter /LZWDecode')))).toEqual(uncheckable);
    expect(findPdfActiveContent(withCatalog('', objectStream(['<< >>'], 6, '/Filter [/ASCIIHexDecode /FlateDecode]')))).toEqual(uncheckable);
    expect(findPdfActiveContent(withCatalog('', objectStream(['<< >>'], 6, '/Filter 9 0 R')))).toEqual(uncheckable);
    const bomb = { dict: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', data: deflateSync(Buffer.alloc(MAX_DECODED_BYTES + 1, 0x20)) };
    expect(findPdfActiveContent(withCatalog('', bomb))).toEqual(uncheckable);
  });
});
