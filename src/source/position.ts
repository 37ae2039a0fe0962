// Byte offsets (what the JSON reader records) -> 1-based line and column,
// the column counted in characters of the UTF-8-decoded line, so editors
// and CI annotations land on the right spot in non-ASCII files.
import { type BStr, decodeRune } from '../go/bytes.js';

export interface Position {
  line: number;
  column: number;
}

export class LineIndex {
  private starts?: number[];
  constructor(private readonly src: BStr) {}

  private lineStarts(): number[] {
    if (!this.starts) {
      const starts = [0];
      for (let i = this.src.indexOf('\n'); i !== -1; i = this.src.indexOf('\n', i + 1)) starts.push(i + 1);
      this.starts = starts;
    }
    return this.starts;
  }

  position(offset: number): Position {
    const starts = this.lineStarts();
    const at = Math.max(0, Math.min(offset, this.src.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    let column = 1;
    for (let i = starts[lo]; i < at; column++) i += decodeRune(this.src, i)[1];
    return { line: lo + 1, column };
  }
}
