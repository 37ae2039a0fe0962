// The manager's frontmatter split for SKILL.md, personas and commands
// (ecosystem.md 1): leading blank lines are skipped; the first other line
// must be exactly "---" (trailing spaces or tabs allowed, leading not; a BOM
// in front means "no frontmatter"); the block ends at the next such line
// ("..." does not end it); CRLF is fine; a line over 1 MiB fails like Go's
// bufio.Scanner.

export const MAX_LINE = 1024 * 1024;

export type FrontmatterSplit =
  | { kind: 'none'; body: string }
  | {
      kind: 'ok';
      /** The YAML text between the fences (lines joined with "\n"). */
      yaml: string;
      /** 1-based line of the file where the YAML starts (after the opening fence). */
      yamlLine: number;
      body: string;
    }
  | { kind: 'error'; reason: 'unclosed' | 'too-long'; message: string; line: number };

const isFence = (line: string): boolean => /^---[ \t]*$/.test(line);
/** Blank by Go's unicode.IsSpace (JS trim() would also drop U+FEFF). */
const isBlank = (line: string): boolean => /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/.test(line);

export function splitFrontmatter(text: string, file: string): FrontmatterSplit {
  const raw = text.split('\n');
  for (let i = 0; i < raw.length; i++) {
    // bufio.Scanner with a 1 MiB buffer fails once a line (its \r included) fills the buffer.
    if (raw[i].length >= MAX_LINE / 4 && Buffer.byteLength(raw[i]) >= MAX_LINE) {
      return { kind: 'error', reason: 'too-long', message: `chatruntime: ${file}: bufio.Scanner: token too long`, line: i + 1 };
    }
  }
  const lines = raw.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  let first = 0;
  while (first < lines.length && isBlank(lines[first])) first++;
  if (first >= lines.length || !isFence(lines[first])) return { kind: 'none', body: text };
  for (let end = first + 1; end < lines.length; end++) {
    if (isFence(lines[end])) {
      return {
        kind: 'ok',
        yaml: lines.slice(first + 1, end).join('\n'),
        yamlLine: first + 2,
        body: lines.slice(end + 1).join('\n'),
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
