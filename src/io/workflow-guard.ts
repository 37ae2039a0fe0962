// When a GitHub Actions runner reads our output, a line starting with `::` or holding `##[` is a workflow command, so
// tree text could forge one (docs/security.md#output-read-by-a-github-actions-runner). The guard writes the first `:`
// as `%3A` and `##[` as `##%5B`, tracking line starts across writes.

const COLON = 0x3a;
const HASH = 0x23;
const BRACKET = 0x5b;

/** The UTF-8 length of a non-ASCII white space the runner's TrimStart skips at `i` (.NET char.IsWhiteSpace), else 0. */
function wideSpace(buf: Buffer, i: number): number {
  const a = buf[i];
  const b = buf[i + 1];
  const c = buf[i + 2];
  if (a === 0xc2) return b === 0x85 || b === 0xa0 ? 2 : 0;
  if (a === 0xe1) return b === 0x9a && c === 0x80 ? 3 : 0;
  if (a === 0xe3) return b === 0x80 && c === 0x80 ? 3 : 0;
  if (a !== 0xe2 || c === undefined) return 0;
  if (b === 0x80) return (c >= 0x80 && c <= 0x8a) || c === 0xa8 || c === 0xa9 || c === 0xaf ? 3 : 0;
  return b === 0x81 && c === 0x9f ? 3 : 0;
}

// Tab, vertical tab and form feed; 1C..1F too, which some trims count.
const isSpace = (b: number): boolean => b === 0x20 || b === 0x09 || b === 0x0b || b === 0x0c || (b >= 0x1c && b <= 0x1f);

/** A lead byte this buffer cuts short, or a continuation byte: the line's head is decided by what follows. */
const cutShort = (buf: Buffer, i: number): boolean => {
  const b = buf[i]!;
  return (b >= 0x80 && b <= 0xbf) || (b === 0xc2 && i + 2 > buf.length) || (b >= 0xe1 && b <= 0xe3 && i + 3 > buf.length);
};

export class WorkflowGuard {
  private head = true;
  private hashes = 0;

  neutralise(buf: Buffer): Buffer {
    let out: Buffer[] | undefined;
    let from = 0;
    const swap = (i: number, text: string): void => {
      out ??= [];
      out.push(buf.subarray(from, i), Buffer.from(text));
      from = i + 1;
    };
    for (let i = 0; i < buf.length; i++) {
      const b = buf[i]!;
      if (b === 0x0a || b === 0x0d) {
        this.head = true;
        this.hashes = 0;
        continue;
      }
      if (this.head) {
        if (isSpace(b)) continue;
        const wide = wideSpace(buf, i);
        if (wide > 0) {
          i += wide - 1;
          continue;
        }
        if (cutShort(buf, i)) continue;
        this.head = false;
        if (b === COLON) {
          swap(i, '%3A');
          continue;
        }
      }
      if (b === BRACKET && this.hashes >= 2) swap(i, '%5B');
      this.hashes = b === HASH ? this.hashes + 1 : 0;
    }
    if (!out) return buf;
    out.push(buf.subarray(from));
    return Buffer.concat(out);
  }

  /** Our own command lines went out unguarded: keep the place in the line. */
  passed(buf: Buffer): void {
    if (buf.length === 0) return;
    const last = buf[buf.length - 1];
    this.head = last === 0x0a || last === 0x0d;
    this.hashes = 0;
  }
}

/** A loader line kept on one line the runner's way: GitHub's data escapes (%25, %0D, %0A). */
export function oneLine(line: string): string {
  return line.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
