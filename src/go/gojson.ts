// A JSON reader that fails where, and in the words, Go's encoding/json does (docs/manager.md#decoding), keeping every
// key's and value's byte offsets so `validate` can point at them.
import { type BStr, encodeRune, replaceBadBytes } from './bytes.js';
import { jsonQuoteChar } from './goquote.js';
import { Pieces } from './pieces.js';

export interface JsonMember {
  key: BStr; // unescaped key bytes
  keyStart: number;
  keyEnd: number;
  value: JsonNode;
}

export type JsonNode =
  | { kind: 'object'; start: number; end: number; members: JsonMember[] }
  | { kind: 'array'; start: number; end: number; items: JsonNode[] }
  | { kind: 'string'; start: number; end: number; value: BStr }
  | { kind: 'number'; start: number; end: number; raw: string }
  | { kind: 'bool'; start: number; end: number; value: boolean }
  | { kind: 'null'; start: number; end: number };

export interface JsonSyntaxError {
  message: string; // Go's SyntaxError text
  offset: number; // byte offset of the offending byte (input length at EOF)
}

export type ParseResult = { ok: true; value: JsonNode } | { ok: false; error: JsonSyntaxError };

const MAX_DEPTH = 10000;

class Fail {
  constructor(readonly error: JsonSyntaxError) {}
}

const isWs = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

interface Frame {
  node: JsonNode & { kind: 'object' | 'array' };
  key: BStr;
  keyStart: number;
  keyEnd: number;
}

export function parseGoJson(src: BStr): ParseResult {
  try {
    return { ok: true, value: new Reader(src).document() };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.error };
    throw e;
  }
}

class Reader {
  private i = 0;
  constructor(private readonly s: BStr) {}

  private fail(context: string, at = this.i): never {
    // Past the end Go feeds a space to the scanner (scanner.eof).
    const c = at < this.s.length ? this.s.charCodeAt(at) : 0x20;
    throw new Fail({ message: `invalid character ${jsonQuoteChar(c)} ${context}`, offset: at });
  }

  private eof(): never {
    throw new Fail({ message: 'unexpected end of JSON input', offset: this.s.length });
  }

  private skipWs(): number {
    const s = this.s;
    while (this.i < s.length && isWs(s.charCodeAt(this.i))) this.i++;
    return this.i < s.length ? s.charCodeAt(this.i) : -1;
  }

  document(): JsonNode {
    const stack: Frame[] = [];
    let root: JsonNode | undefined;
    // What the next token may be: a value, a value or ']', a key or '}', a key.
    let want: 'value' | 'value-or-close' | 'key-or-close' | 'key' = 'value';
    for (;;) {
      let c = this.skipWs();
      let value: JsonNode | undefined;
      if (want === 'key' || want === 'key-or-close') {
        if (c === -1) this.eof();
        const frame = stack[stack.length - 1];
        if (c === 0x7d && want === 'key-or-close') {
          value = this.close(stack);
        } else {
          if (c !== 0x22) this.fail('looking for beginning of object key string');
          const keyStart = this.i;
          const key = this.string().value;
          const keyEnd = this.i;
          c = this.skipWs();
          if (c === -1) this.eof();
          if (c !== 0x3a) this.fail('after object key');
          this.i++;
          frame.key = key;
          frame.keyStart = keyStart;
          frame.keyEnd = keyEnd;
          want = 'value';
          continue;
        }
      } else {
        if (c === -1) this.eof();
        if (c === 0x5d && want === 'value-or-close') {
          value = this.close(stack);
        } else if (c === 0x7b || c === 0x5b) {
          if (stack.length + 1 > MAX_DEPTH) this.fail('exceeded max depth');
          const node: Frame['node'] =
            c === 0x7b
              ? { kind: 'object', start: this.i, end: -1, members: [] }
              : { kind: 'array', start: this.i, end: -1, items: [] };
          stack.push({ node, key: '', keyStart: -1, keyEnd: -1 });
          this.i++;
          want = c === 0x7b ? 'key-or-close' : 'value-or-close';
          continue;
        } else {
          value = this.scalar(c);
        }
      }
      // A value is complete: attach it, then read what may follow it.
      if (stack.length === 0) {
        root = value;
        const after = this.skipWs();
        if (after !== -1) this.fail('after top-level value');
        return root;
      }
      const frame = stack[stack.length - 1];
      if (frame.node.kind === 'object') {
        frame.node.members.push({ key: frame.key, keyStart: frame.keyStart, keyEnd: frame.keyEnd, value });
      } else {
        frame.node.items.push(value);
      }
      const next = this.skipWs();
      if (next === -1) this.eof();
      if (frame.node.kind === 'object') {
        if (next === 0x2c) {
          this.i++;
          want = 'key';
        } else if (next === 0x7d) {
          want = 'key-or-close';
        } else this.fail('after object key:value pair');
      } else if (next === 0x2c) {
        this.i++;
        want = 'value';
      } else if (next === 0x5d) {
        want = 'value-or-close';
      } else this.fail('after array element');
    }
  }

  private close(stack: Frame[]): JsonNode {
    const frame = stack.pop()!;
    this.i++;
    frame.node.end = this.i;
    return frame.node;
  }

  private scalar(c: number): JsonNode {
    if (c === 0x22) return this.string();
    if (c === 0x2d || isDigit(c)) return this.number();
    if (c === 0x74) return this.literal('true', { kind: 'bool', start: this.i, end: 0, value: true });
    if (c === 0x66) return this.literal('false', { kind: 'bool', start: this.i, end: 0, value: false });
    if (c === 0x6e) return this.literal('null', { kind: 'null', start: this.i, end: 0 });
    return this.fail('looking for beginning of value');
  }

  private literal<N extends JsonNode>(word: string, node: N): N {
    for (let k = 1; k < word.length; k++) {
      const at = this.i + k;
      if (this.s.charCodeAt(at) !== word.charCodeAt(k)) {
        this.fail(`in literal ${word} (expecting '${word[k]}')`, at);
      }
    }
    this.i += word.length;
    node.end = this.i;
    return node;
  }

  private number(): JsonNode {
    const s = this.s;
    const start = this.i;
    let i = start;
    const at = (k: number): number => (k < s.length ? s.charCodeAt(k) : -1);
    if (at(i) === 0x2d) i++;
    if (at(i) === 0x30) i++;
    else if (isDigit(at(i))) while (isDigit(at(i))) i++;
    else this.fail('in numeric literal', i);
    if (at(i) === 0x2e) {
      i++;
      if (!isDigit(at(i))) this.fail('after decimal point in numeric literal', i);
      while (isDigit(at(i))) i++;
    }
    if (at(i) === 0x65 || at(i) === 0x45) {
      i++;
      if (at(i) === 0x2b || at(i) === 0x2d) i++;
      if (!isDigit(at(i))) this.fail('in exponent of numeric literal', i);
      while (isDigit(at(i))) i++;
    }
    this.i = i;
    return { kind: 'number', start, end: i, raw: s.slice(start, i) };
  }

  private string(): JsonNode & { kind: 'string' } {
    const s = this.s;
    const start = this.i;
    let i = start + 1;
    let simple = true;
    for (;;) {
      if (i >= s.length) this.eof();
      const c = s.charCodeAt(i);
      if (c === 0x22) break;
      if (c < 0x20) this.fail('in string literal', i);
      if (c === 0x5c) {
        simple = false;
        const e = i + 1 < s.length ? s.charCodeAt(i + 1) : -1;
        if (e === -1) this.fail('in string escape code', i + 1);
        if (e === 0x75) {
          for (let k = 2; k < 6; k++) {
            if (i + k >= s.length) this.fail('in \\u hexadecimal character escape', i + k);
            if (!isHex(s.charCodeAt(i + k))) this.fail('in \\u hexadecimal character escape', i + k);
          }
          i += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(String.fromCharCode(e))) this.fail('in string escape code', i + 1);
        i += 2;
        continue;
      }
      if (c >= 0x80) simple = false;
      i++;
    }
    this.i = i + 1;
    const body = s.slice(start + 1, i);
    return { kind: 'string', start, end: this.i, value: simple ? body : unquote(body) };
  }
}

const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Go's unquote of a syntactically valid string body: escapes, surrogates, bad UTF-8 -> U+FFFD. */
function unquote(body: BStr): BStr {
  // Text between escapes is copied whole (bad bytes replaced in one go), the pieces gathered in batches (Pieces).
  const out = new Pieces();
  let run = 0;
  const put = (text: string, at: number, next: number): void => {
    if (run < at) out.push(replaceBadBytes(body, run, at));
    out.push(text);
    run = next;
  };
  for (let i = body.indexOf('\\'); i !== -1; i = body.indexOf('\\', i)) {
    const e = body[i + 1];
    if (e !== 'u') {
      put(SIMPLE_ESCAPES[e], i, i + 2);
      i += 2;
      continue;
    }
    const at = i;
    let r = parseInt(body.slice(i + 2, i + 6), 16);
    i += 6;
    if (r >= 0xd800 && r <= 0xdfff) {
      // A high surrogate pairs only with a directly following \u low surrogate.
      const next = body.slice(i, i + 2) === '\\u' ? parseInt(body.slice(i + 2, i + 6), 16) : -1;
      if (r < 0xdc00 && next >= 0xdc00 && next <= 0xdfff) {
        r = 0x10000 + ((r - 0xd800) << 10) + (next - 0xdc00);
        i += 6;
      } else {
        r = 0xfffd;
      }
    }
    put(encodeRune(r), at, i);
  }
  if (run === 0) return replaceBadBytes(body);
  if (run < body.length) out.push(replaceBadBytes(body, run, body.length));
  return out.join();
}
