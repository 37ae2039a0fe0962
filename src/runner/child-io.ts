// Parts of running a child that do not spawn: the manager's cappedWriter (drains past its cap), a long timer.

/** Capped collector: keeps the first `cap` bytes, counts (and drops) the rest. */
export class Capped {
  private parts: Buffer[] = [];
  kept = 0;
  seen = 0;
  constructor(private readonly cap: number) {}
  add(chunk: Buffer): void {
    this.seen += chunk.length;
    const room = this.cap - this.kept;
    if (room <= 0) return;
    const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
    this.parts.push(part);
    this.kept += part.length;
  }
  bytes(): Buffer {
    return Buffer.concat(this.parts, this.kept);
  }
}

/** setTimeout that also works past 2^31-1 ms (Node would fire at once). */
export function longTimer(ms: number, fn: () => void): () => void {
  const MAX = 2 ** 31 - 1;
  let handle: NodeJS.Timeout;
  const arm = (left: number): void => {
    handle = setTimeout(() => (left > MAX ? arm(left - MAX) : fn()), Math.min(Math.max(left, 0), MAX));
  };
  arm(ms);
  return () => clearTimeout(handle);
}
