import { inflateSync } from 'node:zlib';

/*
 * Finds what makes a PDF more than a document: JavaScript, launch actions, automatic actions,
 * embedded files, rich media and XFA forms. A reader only acts on them through a dictionary key
 * or value (/JS, /S /JavaScript, /AA, /EmbeddedFiles ...), so every name the reader could parse is
 * looked at: the file's own syntax, with #xx escapes decoded, and the insides of object streams,
 * which hold dictionaries compressed. Readers find objects by byte offset, so an object can hide
 * where a sequential reading sees a string, a comment or another stream's data: such a region is
 * read as syntax too when it holds an object header ('12 0 obj').
 */

/** Names a reader acts on (keys, or action types as values); the value the scan reports. */
const ACTIVE_NAMES: ReadonlyMap<string, PdfActiveFeature> = new Map([
  ['JS', 'javascript'],
  ['JavaScript', 'javascript'],
  ['Launch', 'launch'],
  ['AA', 'automatic_action'],
  ['EmbeddedFile', 'embedded_file'],
  ['EmbeddedFiles', 'embedded_file'],
  ['RichMedia', 'rich_media'],
  ['XFA', 'xfa_form'],
]);

export type PdfActiveFeature = 'javascript' | 'launch' | 'automatic_action' | 'embedded_file' | 'rich_media' | 'xfa_form';

/**
 * What keeps a PDF out: a feature found, or a part that cannot be checked (an object stream that
 * is encrypted, broken or compressed in a way we do not decode, or nesting past our depth).
 */
export type PdfFinding = { kind: 'active'; feature: PdfActiveFeature } | { kind: 'uncheckable' };

/** Decompressed object streams, all together: a bound on the memory a crafted file can take. */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;
/** Regions within regions within object streams: no real file comes close. */
const MAX_DEPTH = 8;

const WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const isRegular = (c: string | undefined) => c !== undefined && !WHITESPACE.has(c) && !DELIMITERS.has(c);
const OBJECT_HEADER = /\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/;
const REFERENCE_TAIL = /^[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R(?![^\0\t\n\f\r ()<>[\]{}/%])/;

class Found extends Error {
  constructor(readonly finding: PdfFinding) {
    super(finding.kind);
  }
}

/** The first reason to refuse `bytes` (a PDF), or undefined when it is a plain document. */
export function findPdfActiveContent(bytes: Buffer): PdfFinding | undefined {
  try {
    new Scan(bytes.toString('latin1'), { decoded: 0 }).syntax(0, bytes.length, 0);
    return undefined;
  } catch (error) {
    if (error instanceof Found) return error.finding;
    throw error;
  }
}

type Value = { name: string } | { number: number } | { dict: Dict } | { array: Value[] } | { other: true };
type Dict = Map<string, Value>;
const OTHER: Value = { other: true };
const UNCHECKABLE: PdfFinding = { kind: 'uncheckable' };

/** Bytes decompressed so far, for the whole file: nested scans share it. */
type Budget = { decoded: number };

class Scan {
  constructor(
    readonly text: string,
    private readonly budget: Budget,
  ) {}

  /** Reads text[start, end) as PDF syntax: every name checked, every stream's data looked into. */
  syntax(start: number, end: number, depth: number) {
    if (depth > MAX_DEPTH) throw new Found(UNCHECKABLE);
    const reader = new Reader(this, start, end, depth);
    while (reader.skipSpace()) {
      const value = reader.value();
      if (value && 'dict' in value && reader.keyword('stream')) reader.skipStream(value.dict);
    }
  }

  /** A string, comment or stream's data: read as syntax from its first object header, if it has one. */
  opaque(start: number, end: number, depth: number) {
    const header = OBJECT_HEADER.exec(this.text.slice(start, end));
    if (header) this.syntax(start + header.index, end, depth + 1);
  }

  /** Every name in `text`, wherever it is (an object stream's offsets may point into its strings). */
  private names(text: string) {
    for (let at = text.indexOf('/'); at !== -1; at = text.indexOf('/', at + 1)) {
      let stop = at + 1;
      while (isRegular(text[stop])) stop += 1;
      checkName(decodeName(text.slice(at + 1, stop)));
    }
  }

  /** An object stream: decompressed, then read both ways. */
  objectStream(dict: Dict, start: number, end: number, depth: number) {
    const decoded = this.decode(dict, Buffer.from(this.text.slice(start, end), 'latin1')).toString('latin1');
    this.names(decoded);
    new Scan(decoded, this.budget).syntax(0, decoded.length, depth + 1);
  }

  /** Stream data through its filters: none, or FlateDecode with or without a PNG predictor. */
  private decode(dict: Dict, data: Buffer): Buffer {
    const filters = listOf(dict.get('Filter'));
    if (filters.length === 0) return data;
    const filter = filters[0]!;
    if (filters.length > 1 || !('name' in filter) || filter.name !== 'FlateDecode') throw new Found(UNCHECKABLE);
    const params = listOf(dict.get('DecodeParms'));
    if (params.length > 1 || (params[0] && !('dict' in params[0]))) throw new Found(UNCHECKABLE);
    const predictor = params[0] && 'dict' in params[0] ? params[0].dict : new Map<string, Value>();
    let inflated: Buffer;
    try {
      inflated = inflateSync(data, { maxOutputLength: Math.max(1, MAX_DECODED_BYTES - this.budget.decoded) });
    } catch {
      // Encrypted, corrupt, or past the budget.
      throw new Found(UNCHECKABLE);
    }
    this.budget.decoded += inflated.length;
    return unpredict(inflated, predictor);
  }
}

/** A sequential reading of a range: values, with dictionaries built so a stream's filters can be read. */
class Reader {
  private readonly text: string;

  constructor(
    private readonly scan: Scan,
    private at: number,
    private readonly end: number,
    private readonly depth: number,
  ) {
    this.text = scan.text;
  }

  /** Moves past whitespace and comments (comments are opaque regions); false at the end. */
  skipSpace(): boolean {
    for (;;) {
      while (this.at < this.end && WHITESPACE.has(this.text[this.at]!)) this.at += 1;
      if (this.text[this.at] !== '%' || this.at >= this.end) return this.at < this.end;
      const start = this.at;
      while (this.at < this.end && this.text[this.at] !== '\n' && this.text[this.at] !== '\r') this.at += 1;
      this.scan.opaque(start, this.at, this.depth);
    }
  }

  /** True, and moves past it, when the next token is this keyword. */
  keyword(word: string): boolean {
    if (!this.skipSpace()) return false;
    const stop = this.at + word.length;
    if (this.text.startsWith(word, this.at) && stop <= this.end && !isRegular(this.text[stop])) {
      this.at = stop;
      return true;
    }
    return false;
  }

  /** One value (undefined for a stray closing bracket, skipped). */
  value(nesting = 0): Value | undefined {
    if (nesting > 64) throw new Found(UNCHECKABLE);
    const c = this.text[this.at]!;
    if (c === '/') return { name: this.name() };
    if (c === '(') return this.literalString();
    if (c === '<' && this.text[this.at + 1] === '<') return { dict: this.dict(nesting) };
    if (c === '<') return this.hexString();
    if (c === '[') return { array: this.array(nesting) };
    if (c === ')' || c === '>' || c === ']' || c === '{' || c === '}') {
      this.at += 1;
      return undefined;
    }
    const start = this.at;
    while (this.at < this.end && isRegular(this.text[this.at])) this.at += 1;
    const token = this.text.slice(start, this.at);
    return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(token) ? { number: Number(token) } : OTHER;
  }

  private name(): string {
    const start = (this.at += 1);
    while (this.at < this.end && isRegular(this.text[this.at])) this.at += 1;
    const name = decodeName(this.text.slice(start, this.at));
    checkName(name);
    return name;
  }

  private dict(nesting: number): Dict {
    this.at += 2;
    const dict: Dict = new Map();
    let key: string | undefined;
    while (this.skipSpace()) {
      if (this.text.startsWith('>>', this.at)) {
        this.at += 2;
        return dict;
      }
      const value = this.value(nesting + 1);
      if (!value) continue;
      if (key === undefined) {
        key = 'name' in value ? value.name : undefined;
      } else {
        dict.set(key, this.referenceOr(value));
        key = undefined;
      }
    }
    return dict;
  }

  /** A number followed by ' 0 R' is an indirect reference (consumed): a value we cannot see. */
  private referenceOr(value: Value): Value {
    if (!('number' in value)) return value;
    const tail = REFERENCE_TAIL.exec(this.text.slice(this.at, Math.min(this.end, this.at + 40)));
    if (!tail) return value;
    this.at += tail[0].length;
    return OTHER;
  }

  private array(nesting: number): Value[] {
    this.at += 1;
    const items: Value[] = [];
    while (this.skipSpace()) {
      if (this.text[this.at] === ']') {
        this.at += 1;
        return items;
      }
      const value = this.value(nesting + 1);
      if (value) items.push(this.referenceOr(value));
    }
    return items;
  }

  /** Balanced parentheses, backslash escapes: the string's bytes are an opaque region. */
  private literalString(): Value {
    const start = this.at;
    let open = 0;
    for (; this.at < this.end; this.at += 1) {
      const c = this.text[this.at];
      if (c === '\\') this.at += 1;
      else if (c === '(') open += 1;
      else if (c === ')' && --open === 0) break;
    }
    this.at = Math.min(this.end, this.at + 1);
    this.scan.opaque(start, this.at, this.depth);
    return OTHER;
  }

  private hexString(): Value {
    const start = this.at;
    const close = this.text.indexOf('>', this.at);
    this.at = close === -1 || close >= this.end ? this.end : close + 1;
    this.scan.opaque(start, this.at, this.depth);
    return OTHER;
  }

  /**
   * After 'stream': its data ends where /Length says when 'endstream' follows there (as readers
   * check), else at the next 'endstream'. Object streams are decoded; other data is opaque.
   */
  skipStream(dict: Dict) {
    if (this.text.startsWith('\r\n', this.at)) this.at += 2;
    else if (this.text[this.at] === '\n' || this.text[this.at] === '\r') this.at += 1;
    const start = this.at;
    const length = dict.get('Length');
    let end = -1;
    if (length && 'number' in length && Number.isInteger(length.number) && length.number >= 0 && start + length.number <= this.end) {
      const after = /^[\0\t\n\f\r ]*endstream/.exec(this.text.slice(start + length.number, start + length.number + 64));
      if (after) end = start + length.number;
    }
    if (end === -1) {
      const found = this.text.indexOf('endstream', start);
      end = found === -1 || found > this.end ? this.end : found;
    }
    const type = dict.get('Type');
    if (dict.has('First') || (type && 'name' in type && type.name === 'ObjStm')) this.scan.objectStream(dict, start, end, this.depth);
    else this.scan.opaque(start, end, this.depth);
    this.at = end;
    this.keyword('endstream');
  }
}

function checkName(name: string) {
  const feature = ACTIVE_NAMES.get(name);
  if (feature) throw new Found({ kind: 'active', feature });
}

/** '#xx' is the byte xx (PDF 1.2 and later); a '#' without two hex digits stands for itself. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const listOf = (value: Value | undefined): Value[] => (value === undefined ? [] : 'array' in value ? value.array : [value]);

const integerParam = (params: Dict, key: string, fallback: number) => {
  const value = params.get(key);
  return value && 'number' in value && Number.isInteger(value.number) && value.number > 0 ? value.number : fallback;
};

/** Undoes a PNG predictor (Predictor 10-15, each row led by its filter type); none for 1 or absent. */
function unpredict(data: Buffer, params: Dict): Buffer {
  const predictor = integerParam(params, 'Predictor', 1);
  if (predictor === 1) return data;
  if (predictor < 10) throw new Found(UNCHECKABLE); // TIFF predictor 2: unseen in object streams
  const colors = integerParam(params, 'Colors', 1);
  const bits = integerParam(params, 'BitsPerComponent', 8);
  const columns = integerParam(params, 'Columns', 1);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * (rowBytes + 1)]!;
    if (type > 4) throw new Found(UNCHECKABLE);
    const input = row * (rowBytes + 1) + 1;
    const base = row * rowBytes;
    for (let i = 0; i < rowBytes; i += 1) {
      const left = i >= pixelBytes ? out[base + i - pixelBytes]! : 0;
      const up = row > 0 ? out[base - rowBytes + i]! : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[base - rowBytes + i - pixelBytes]! : 0;
      const raw = data[input + i]!;
      out[base + i] = (raw + predicted(type, left, up, upLeft)) & 0xff;
    }
  }
  return out;
}

/** PNG filter types: 0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth. */
function predicted(type: number, left: number, up: number, upLeft: number): number {
  if (type === 0) return 0;
  if (type === 1) return left;
  if (type === 2) return up;
  if (type === 3) return (left + up) >> 1;
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  if (pa <= pb && pa <= pc) return left;
  return pb <= pc ? up : upLeft;
}

const FEATURE_TEXT: Record<PdfActiveFeature, string> = {
  javascript: 'contains JavaScript',
  launch: 'can launch a program',
  automatic_action: 'runs actions by itself',
  embedded_file: 'has files embedded in it',
  rich_media: 'has embedded rich media',
  xfa_form: 'is an XFA form',
};

/** What was found, in English, to follow the file's name in an error message. */
export function describePdfFinding(finding: PdfFinding): string {
  return finding.kind === 'active' ? FEATURE_TEXT[finding.feature] : 'has parts we cannot check (it may be encrypted)';
}
