// A string built from many small pieces: neither `out += piece` (a rope node each) nor one array of all pieces scales
// to huge inputs, so pieces are joined a batch at a time, and the batches once at the end.

const BATCH = 4096;
const LONG = 1 << 16;

/** Where text built piece by piece goes: Pieces (joined at the end) or a stream (io/out-stream.ts). */
export interface PieceSink {
  push(piece: string): void;
  /** `s.slice(from, to)` as a piece, when not empty. */
  run(s: string, from: number, to: number): void;
}

export class Pieces implements PieceSink {
  private readonly done: string[] = [];
  private batch: string[] = [];

  constructor(first?: string) {
    if (first !== undefined) this.batch.push(first);
  }

  push(piece: string): void {
    // A long piece is kept as it is, so that only the last join copies it.
    if (piece.length >= LONG) {
      this.flush();
      this.done.push(piece);
      return;
    }
    this.batch.push(piece);
    if (this.batch.length >= BATCH) this.flush();
  }

  private flush(): void {
    if (this.batch.length > 0) this.done.push(this.batch.join(''));
    this.batch = [];
  }

  run(s: string, from: number, to: number): void {
    if (from < to) this.push(s.slice(from, to));
  }

  join(): string {
    if (this.done.length === 0) return this.batch.join('');
    this.flush();
    return this.done.join('');
  }
}
