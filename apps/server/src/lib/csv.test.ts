import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutraliseCell, neutraliseCsvText } from './csv.ts';

describe('neutraliseCell (XLSX)', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('prefixes a quote to text starting with %j', (trigger) => {
    expect(neutraliseCell(`${trigger}HYPERLINK("http://x")`)).toBe(`'${trigger}HYPERLINK("http://x")`);
  });

  it('leaves other text, numbers, booleans and blanks alone', () => {
    expect(neutraliseCell('Bas lambat = teruk')).toBe('Bas lambat = teruk');
    expect(neutraliseCell('a;=1+1')).toBe('a;=1+1');
    expect(neutraliseCell(-3)).toBe(-3);
    expect(neutraliseCell(true)).toBe(true);
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(null)).toBeNull();
  });
});

/** How a program whose list separator is ';' cuts a ','-separated line: quotes count only at a cell's start. */
const semicolonCells = (line: string) => line.split(/[;\r\n]/).map((cell) => (cell.startsWith('"') ? cell.slice(1).replace(/"$/, '') : cell));
const isFormula = (cell: string) => /^[=+\-@]/.test(cell.trimStart());

describe('neutraliseCsvText', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('prefixes a quote to text starting with %j', (trigger) => {
    expect(neutraliseCsvText(`${trigger}1+1`)).toBe(`'${trigger}1+1`);
  });

  it.each([
    ['a;=1+1', "a;'=1+1"],
    ['a,=1+1', "a,'=1+1"],
    ['a\t@SUM(A1)', "a\t'@SUM(A1)"],
    ['baris satu\n-2+3+cmd', "baris satu\n'-2+3+cmd"],
    ['a; "=1+1"', `a;' "=1+1"`],
    ['  =1+1', "'  =1+1"],
  ])('puts a quote where a cell of %j could start with a formula', (text, safe) => {
    expect(neutraliseCsvText(text)).toBe(safe);
  });

  it('leaves text alone where no cell could start with a formula', () => {
    for (const text of ['Bas lambat = teruk', 'Jalan 5, Seksyen 7', 'a;b', 'e-mel: siti@example.my', '']) expect(neutraliseCsvText(text)).toBe(text);
  });

  it('leaves no formula when a ;-separated program splits the record', () => {
    const line = csvLine(['Siti', 'a;=1+1;b', 'x;@cmd|" /C calc"!A0', 'y,"-2+3', 'z\n+1']);
    expect(semicolonCells(line).filter(isFormula)).toEqual([]);
    // Without the quotes each of them would have been one.
    expect(semicolonCells(['Siti', 'a;=1+1;b', 'x;@cmd', 'z\n+1'].join(',')).filter(isFormula)).toEqual(['=1+1', '@cmd,z', '+1']);
  });
});

describe('csvField and csvLine', () => {
  it('quotes every text field, doubling inner quotes', () => {
    expect(csvField('Jalan Gasing, Petaling Jaya')).toBe('"Jalan Gasing, Petaling Jaya"');
    expect(csvField('He said "wait"')).toBe('"He said ""wait"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('')).toBe('""');
  });

  it('neutralises before quoting, so a dangerous cell stays one quoted field', () => {
    expect(csvField('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvField('\r=cmd')).toBe(`"'\r'=cmd"`);
    expect(csvField('a;"=1')).toBe(`"a;'""=1"`);
  });

  it('writes numbers and booleans bare, blanks as empty fields, and ends the record with CRLF', () => {
    expect(csvLine(['Siti', null, undefined, 0, -1, false, 'Kuala Lumpur'])).toBe('"Siti",,,0,-1,false,"Kuala Lumpur"\r\n');
  });
});
