// Byte offsets -> 1-based line and column, the column in characters of the decoded line (so editors and CI land right
// in non-ASCII files). The first lookup walks the text; later ones use a line index and character checkpoints.
import { type BStr, runeWidth } from '../go/bytes.js';

export interface Position {
  line: number;
  column: number;
}

/** Bytes between checkpoints: the longest walk one lookup makes. */
const STEP = 512;

export class LineIndex {
  /** Lookups made: the first is answered by a walk up to its offset, without an index. */
  private lookups = 0;
  private starts?: number[];
  /** Checkpoint byte offsets (each a character's first byte) and characters before each; none for ASCII. */
  private marks?: { at: number[]; chars: number[] };
  constructor(private readonly src: BStr) {}

  private lineStarts(): number[] {
    if (!this.starts) {
      const starts = [0];
      for (let i = this.src.indexOf('\n'); i !== -1; i = this.src.indexOf('\n', i + 1)) starts.push(i + 1);
      this.starts = starts;
    }
    return this.starts;
  }

  private checkpoints(): { at: number[]; chars: number[] } {
    if (!this.marks) {
      const at: number[] = [];
      const chars: number[] = [];
      if (/[^\x00-\x7f]/.test(this.src)) {
        const s = this.src;
        let next = 0;
        let count = 0;
        for (let i = 0; i < s.length; count++) {
          if (i >= next) {
            at.push(i);
            chars.push(count);
            next = i + STEP;
          }
          i += charWidth(s, i);
        }
      }
      this.marks = { at, chars };
    }
    return this.marks;
  }

  /** Characters that start before byte `x` (a character cut at `x` counts, as the column walk always did). */
  private charsBefore(x: number): number {
    const { at, chars } = this.checkpoints();
    if (at.length === 0) return x;
    const k = lastAtOrBelow(at, x);
    let count = chars[k];
    for (let i = at[k]; i < x; count++) i += charWidth(this.src, i);
    return count;
  }

  position(offset: number): Position {
    const at = Math.max(0, Math.min(offset, this.src.length));
    // Most files get one finding: walking to it costs less than indexing the whole file.
    if (this.lookups++ === 0) return walkTo(this.src, at);
    const starts = this.lineStarts();
    const line = lastAtOrBelow(starts, at);
    // A line starts after "\n", which is always a character of its own.
    return { line: line + 1, column: this.charsBefore(at) - this.charsBefore(starts[line]) + 1 };
  }
}

/** The position of byte `at`, found by walking the text up to it (what the index answers, without one). */
function walkTo(s: BStr, at: number): Position {
  let line = 1;
  let start = 0;
  for (let i = s.indexOf('\n'); i !== -1 && i < at; i = s.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  // Characters that start in [start, at): a character cut at `at` counts, as charsBefore counts it.
  let column = 1;
  for (let i = start; i < at; column++) i += charWidth(s, i);
  return { line, column };
}

/** Bytes of the character at s[i]: a byte that starts no valid UTF-8 sequence is one character. */
function charWidth(s: BStr, i: number): number {
  return s.charCodeAt(i) < 0x80 ? 1 : runeWidth(s, i) || 1;
}

/** Index of the last element <= x in a sorted array whose first element is <= x. */
function lastAtOrBelow(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** 1-based line and column of `offset` in `text`, the column in the string's own units: UTF-16 code units, or bytes
 * of a byte string. */
export function lineColumn(text: string, offset: number): Position {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}
