// Long output written while it is made, CHUNK at a time through io/write.ts, never one huge string and Buffer. A chunk
// never ends inside a UTF-8 sequence or surrogate pair, so the escaping of C1 controls sees each whole.
import type { PieceSink } from '../go/pieces.js';
import { writeOut } from './write.js';

const CHUNK = 1 << 20;

export class OutStream implements PieceSink {
  private batch: string[] = [];
  private size = 0;

  constructor(
    private readonly encoding: 'latin1' | 'utf8' = 'latin1',
    private readonly emit: (bytes: Buffer) => void = writeOut,
  ) {}

  push(piece: string): void {
    if (piece.length < CHUNK) {
      this.batch.push(piece);
      this.size += piece.length;
      if (this.size >= CHUNK) this.flush();
      return;
    }
    this.flush();
    for (let at = 0; at < piece.length; ) {
      const end = (this.encoding === 'latin1' ? runeStart : pairStart)(piece, Math.min(piece.length, at + CHUNK), at);
      this.emit(Buffer.from(piece.slice(at, end), this.encoding));
      at = end;
    }
  }

  run(s: string, from: number, to: number): void {
    if (from < to) this.push(s.slice(from, to));
  }

  flush(): void {
    if (this.size === 0) return;
    this.emit(Buffer.from(this.batch.join(''), this.encoding));
    this.batch = [];
    this.size = 0;
  }
}

/** `end`, moved back before any UTF-8 continuation bytes (at most 3), but never to `from` or below. */
function runeStart(s: string, end: number, from: number): number {
  let k = end;
  while (k < s.length && k > end - 3 && k - 1 > from && (s.charCodeAt(k) & 0xc0) === 0x80) k--;
  return k;
}

/** `end`, moved back off the low half of a surrogate pair, but never to `from`. */
function pairStart(s: string, end: number, from: number): number {
  const c = s.charCodeAt(end);
  return end < s.length && end - 1 > from && c >= 0xdc00 && c <= 0xdfff ? end - 1 : end;
}
