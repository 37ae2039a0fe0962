// Relative links in a markdown body (`[text](path)`, `![alt](path)`) outside code, with where each is: what a reader
// or a model follows to another file of the skill.
export interface BodyLink {
  target: string;
  offset: number;
}

const LINK = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"\n]*")?\s*\)/g;
const FENCE = /^\s{0,3}(`{3,}|~{3,})(.*)$/;

/** Relative file links of `text` (URLs, anchors, absolute paths and templated paths left out). */
export function relativeLinks(text: string): BodyLink[] {
  const out: BodyLink[] = [];
  if (!text.includes('](')) return out; // most documents link nothing: no line walk
  let fence: string | undefined;
  let offset = 0;
  for (let start = 0; start <= text.length; ) {
    const nl = text.indexOf('\n', start);
    const line = text.slice(start, nl === -1 ? text.length : nl);
    start = nl === -1 ? text.length + 1 : nl + 1;
    // Only a line holding three backticks or tildes can be a fence.
    const f = line.includes('```') || line.includes('~~~') ? FENCE.exec(line) : null;
    // CommonMark: a fence closes on a line of the same character, at least as long, with nothing after it.
    if (f && fence === undefined) fence = f[1];
    else if (f && f[1][0] === fence![0] && f[1].length >= fence!.length && f[2].trim() === '') fence = undefined;
    else if (fence === undefined && line.includes('](')) {
      const plain = line.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length));
      for (const m of plain.matchAll(LINK)) {
        const target = m[1];
        if (isRelativeFile(target)) out.push({ target, offset: offset + m.index });
      }
    }
    offset += line.length + 1;
  }
  return out;
}

function isRelativeFile(target: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/') || target.startsWith('~')) return false;
  // A bare word (`url`) is a template's placeholder far more often than an extensionless file.
  if (!/[./]/.test(target)) return false;
  return !/[{}$<>*]/.test(target);
}

/** The path part of a link: fragment and query dropped, percent-escapes decoded. */
export function linkPath(target: string): string {
  const bare = target.replace(/[#?].*$/, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}
