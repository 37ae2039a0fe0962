// Control characters from the skill tree never reach a terminal raw: a name could set the window title or, with a
// newline, forge a `skill loader:` line (docs/security.md#earlier-guarantees, "What is escaped, what is raw"). Our own
// newlines, tabs and colours are kept unless `line` marks one line of data.

const HEX = '0123456789abcdef';
const SGR = /^\x1b\[[0-9;]*m/;

function hex2(b: number): string {
  return HEX[b >> 4]! + HEX[b & 15]!;
}

/** The bytes with control characters escaped; the same Buffer when there are none. */
export function escapeControls(buf: Buffer, line = false): Buffer {
  let out: string[] | undefined;
  let from = 0;
  const flush = (to: number, text: string): void => {
    out ??= [];
    out.push(buf.toString('latin1', from, to), text);
  };
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i]!;
    if (b >= 0x20 && b !== 0x7f && b !== 0xc2) continue;
    if (b === 0xc2) {
      const n = buf[i + 1];
      if (n !== undefined && n >= 0x80 && n <= 0x9f) {
        flush(i, `\\u00${hex2(n)}`);
        from = ++i + 1;
      }
      continue;
    }
    if (!line && (b === 0x0a || b === 0x09)) continue;
    if (!line && b === 0x1b) {
      const m = SGR.exec(buf.toString('latin1', i, i + 24));
      if (m) {
        i += m[0].length - 1;
        continue;
      }
    }
    flush(i, `\\x${hex2(b)}`);
    from = i + 1;
  }
  if (!out) return buf;
  out.push(buf.toString('latin1', from));
  return Buffer.from(out.join(''), 'latin1');
}
