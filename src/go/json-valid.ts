// Go's json.Valid over bytes, without building a tree (docs/manager.md#running-a-skill: the
// runner checks params and up to 16 MiB of stdout with it). V8's JSON.parse
// accepts exactly the RFC 8259 grammar Go's scanner accepts when the bytes
// are read as latin1 (one char per byte, so invalid UTF-8 inside strings
// stays legal in both), and it keeps memory near the input size. Go also
// rejects nesting deeper than 10,000: a cheap scan finds such input first
// (JSON.parse would take seconds on millions of brackets) and hands it, and
// anything JSON.parse cannot decide, to the exact reader in gojson.ts.
import { parseGoJson } from './gojson.js';

const MAX_DEPTH = 10000;

/** Deepest nesting of `[`/`{` outside strings, stopping once past `limit`. */
export function nestingDepth(b: Uint8Array, limit = MAX_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max && (max = depth) > limit) return max;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

export function goJsonValid(b: Buffer): boolean {
  const text = b.toString('latin1');
  if (nestingDepth(b) > MAX_DEPTH) return parseGoJson(text).ok;
  try {
    JSON.parse(text);
    return true;
  } catch (e) {
    return e instanceof SyntaxError ? false : parseGoJson(text).ok;
  }
}
