// The manager's frontmatter split as docs/ecosystems.md#frontmatter gives it (a BOM means none, `...` does not close,
// a line over 1 MiB fails like Go's bufio.Scanner).

export const MAX_LINE = 1024 * 1024;

export type FrontmatterSplit =
  | { kind: 'none'; body: string }
  | {
      kind: 'ok';
      yaml: string;
      /** 1-based line of the file where the YAML starts (after the opening fence). */
      yamlLine: number;
      body: string;
    }
  | { kind: 'error'; reason: 'unclosed' | 'too-long'; message: string; line: number };

const isFence = (line: string): boolean => /^---[ \t]*$/.test(line);
/** Blank by Go's unicode.IsSpace (JS trim() would also drop U+FEFF). */
const isBlank = (line: string): boolean => /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/.test(line);

function offsetOfLine(lines: readonly string[], n: number): number {
  let offset = 0;
  for (let i = 0; i < n; i++) offset += lines[i].length + 1;
  return offset;
}

/** The split of a text without CRs or a near-1 MiB line, read line by line to the closing fence; the body is never split. */
function splitPlain(text: string, file: string): FrontmatterSplit {
  let start = 0;
  let line = 0;
  const next = (): string | undefined => {
    if (start > text.length) return undefined;
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    const s = text.slice(start, end);
    start = end + 1;
    line++;
    return s;
  };
  let l = next();
  while (l !== undefined && isBlank(l)) l = next();
  if (l === undefined || !isFence(l)) return { kind: 'none', body: text };
  const fenceLine = line;
  const yamlStart = start;
  for (let lineStart = start, m = next(); m !== undefined; lineStart = start, m = next()) {
    if (isFence(m)) {
      return { kind: 'ok', yaml: text.slice(yamlStart, Math.max(yamlStart, lineStart - 1)), yamlLine: fenceLine + 1, body: start > text.length ? '' : text.slice(start) };
    }
  }
  return { kind: 'error', reason: 'unclosed', message: `chatruntime: ${file}: frontmatter started with --- but never closed`, line: fenceLine };
}

export function splitFrontmatter(text: string, file: string): FrontmatterSplit {
  if (text.length < MAX_LINE / 4 && !text.includes('\r')) return splitPlain(text, file);
  const raw = text.split('\n');
  // A UTF-16 unit is at most 3 bytes of UTF-8: a text under a quarter MiB of units has no 1 MiB line.
  for (let i = 0; text.length >= MAX_LINE / 4 && i < raw.length; i++) {
    // bufio.Scanner with a 1 MiB buffer fails once a line (its \r included) fills the buffer.
    if (raw[i].length >= MAX_LINE / 4 && Buffer.byteLength(raw[i]) >= MAX_LINE) {
      return { kind: 'error', reason: 'too-long', message: `chatruntime: ${file}: bufio.Scanner: token too long`, line: i + 1 };
    }
  }
  const crlf = text.includes('\r');
  const lines = crlf ? raw.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l)) : raw;
  let first = 0;
  while (first < lines.length && isBlank(lines[first])) first++;
  if (first >= lines.length || !isFence(lines[first])) return { kind: 'none', body: text };
  for (let end = first + 1; end < lines.length; end++) {
    if (isFence(lines[end])) {
      return {
        kind: 'ok',
        yaml: lines.slice(first + 1, end).join('\n'),
        yamlLine: first + 2,
        // Without CRs the body is the text after the fence line as it stands: no join of its lines.
        body: crlf ? lines.slice(end + 1).join('\n') : text.slice(offsetOfLine(lines, end + 1)),
      };
    }
  }
  return {
    kind: 'error',
    reason: 'unclosed',
    message: `chatruntime: ${file}: frontmatter started with --- but never closed`,
    line: first + 1,
  };
}
