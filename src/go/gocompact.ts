// encoding/json's byte passes over valid JSON: Compact (HTML escaping on, as json.Marshal applies it to a RawMessage)
// for the envelopes (docs/manager.md#rest-api, #what-the-model-sees), and Indent for --pretty. Strings pass untouched.

const HEX = '0123456789abcdef';
const isWs = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/** json.Compact with HTML escaping: whitespace outside strings dropped, `<>&` and U+2028/2029 escaped. */
export function goCompact(src: Buffer): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  let inString = false;
  const cut = (i: number, skip: number, insert?: string): void => {
    if (start < i) parts.push(src.subarray(start, i));
    if (insert) parts.push(Buffer.from(insert, 'latin1'));
    start = i + skip;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === 0x3c || c === 0x3e || c === 0x26) cut(i, 1, '\\u00' + HEX[c >> 4] + HEX[c & 15]);
    else if (c === 0xe2 && src[i + 1] === 0x80 && (src[i + 2] === 0xa8 || src[i + 2] === 0xa9)) {
      cut(i, 3, '\\u202' + HEX[src[i + 2] & 15]);
      i += 2;
    } else if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (isWs(c)) cut(i, 1);
  }
  if (start === 0) return src;
  cut(src.length, 0);
  return Buffer.concat(parts);
}

/** json.Indent(dst, src, "", indent) plus a final newline. */
export function goIndent(src: Buffer, indent = '  '): Buffer {
  const out: Buffer[] = [];
  const text = (s: string): void => {
    out.push(Buffer.from(s, 'latin1'));
  };
  let depth = 0;
  let pendingOpen = false; // `{`/`[` written; the newline waits until we know it is not empty
  const newline = (): string => '\n' + indent.repeat(depth);
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (isWs(c)) continue;
    if (pendingOpen && c !== 0x5d && c !== 0x7d) text(newline());
    const wasOpen = pendingOpen;
    pendingOpen = false;
    if (c === 0x22) {
      let j = i + 1;
      while (src[j] !== 0x22) j += src[j] === 0x5c ? 2 : 1;
      out.push(src.subarray(i, j + 1));
      i = j;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      pendingOpen = true;
      text(String.fromCharCode(c));
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      text((wasOpen ? '' : newline()) + String.fromCharCode(c));
    } else if (c === 0x2c) text(',' + newline());
    else if (c === 0x3a) text(': ');
    else {
      let j = i;
      while (j + 1 < src.length && !isWs(src[j + 1]) && !',:]}'.includes(String.fromCharCode(src[j + 1]))) j++;
      out.push(src.subarray(i, j + 1));
      i = j;
    }
  }
  text('\n');
  return Buffer.concat(out);
}
