// A Python script's top-level imports: import statements in column 0 outside triple-quoted strings (an indented one may
// be guarded), relative and __future__ skipped. Line-based over a capped read: no recursion, no evaluation.

const IMPORT = /^import[ \t]+([^#;\n]+)/;
const FROM = /^from[ \t]+([A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]*)?[ \t]+import\b/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface PythonImport {
  module: string;
  line: number;
}

export function topLevelImports(source: string): PythonImport[] {
  const found: PythonImport[] = [];
  const seen = new Set<string>();
  let quote: string | undefined;
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    if (quote === undefined) take(text, i + 1, found, seen);
    quote = quoteAfter(text, quote);
  }
  return found;
}

function take(text: string, line: number, found: PythonImport[], seen: Set<string>): void {
  const add = (module: string): void => {
    if (module === '__future__' || !NAME.test(module) || seen.has(module)) return;
    seen.add(module);
    found.push({ module, line });
  };
  const from = FROM.exec(text);
  if (from) return add(from[1]);
  const plain = IMPORT.exec(text);
  if (!plain) return;
  for (const part of plain[1].replace(/[\\]/g, '').split(',')) add(part.trim().split(/[ \t.]/)[0]);
}

/** Which triple quote is open after `text`, given the one open before it (quotes inside strings and comments are read plainly). */
function quoteAfter(text: string, open: string | undefined): string | undefined {
  let quote = open;
  let i = 0;
  while (i < text.length) {
    if (quote === undefined) {
      const c = text[i];
      if (c === '#') return undefined;
      if ((c === '"' || c === "'") && text.startsWith(c.repeat(3), i)) {
        quote = c.repeat(3);
        i += 3;
        continue;
      }
      if (c === '"' || c === "'") {
        const end = text.indexOf(c, i + 1);
        if (end === -1) return undefined;
        i = end + 1;
        continue;
      }
      i++;
    } else {
      const end = text.indexOf(quote, i);
      if (end === -1) return quote;
      i = end + 3;
      quote = undefined;
    }
  }
  return quote;
}
