import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutraliseCell } from './csv.ts';

describe('neutraliseCell', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('prefixes a quote to text starting with %j', (trigger) => {
    expect(neutraliseCell(`${trigger}HYPERLINK("http://x")`)).toBe(`'${trigger}HYPERLINK("http://x")`);
  });

  it('leaves other text, numbers, booleans and blanks alone', () => {
    expect(neutraliseCell('Bas lambat = teruk')).toBe('Bas lambat = teruk');
    expect(neutraliseCell(-3)).toBe(-3);
    expect(neutraliseCell(true)).toBe(true);
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(null)).toBeNull();
  });
});

describe('csvField and csvLine', () => {
  it('quotes fields with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Jalan Gasing, Petaling Jaya')).toBe('"Jalan Gasing, Petaling Jaya"');
    expect(csvField('He said "wait"')).toBe('"He said ""wait"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('plain')).toBe('plain');
  });

  it('neutralises before quoting, so a dangerous cell stays one quoted field', () => {
    expect(csvField('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvField('\r=cmd')).toBe(`"'\r=cmd"`);
  });

  it('writes blanks as empty fields and ends the record with CRLF', () => {
    expect(csvLine(['Siti', null, undefined, 0, -1, false, 'Kuala Lumpur'])).toBe('Siti,,,0,-1,false,Kuala Lumpur\r\n');
  });
});
