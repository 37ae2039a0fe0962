// A `yaml` package syntax error told in yaml.v3's words and line, as the manager prints it (docs/skill-md.md#skillmd);
// rules: docs/internals.md#yaml. Wording with no yaml.v3 equivalent stays the `yaml` package's.
import YAML from 'yaml';
import type { Document, YAMLError } from 'yaml';

export interface V3Syntax {
  message: string;
  offset: number;
}

type Kind = 'scanner' | 'parser';

const lineOf = (text: string, offset: number): number => {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

const lineStart = (text: string, offset: number): number => text.lastIndexOf('\n', offset - 1) + 1;

function indentAt(text: string, start: number): number {
  let i = start;
  while (text[i] === ' ') i++;
  return i - start;
}

function enclosingMapStart(doc: Document.Parsed, offset: number): number | undefined {
  let best: number | undefined;
  YAML.visit(doc, {
    Map(_k, node) {
      const r = node.range;
      if (!node.flow && r && r[0] <= offset && offset <= r[2]) best = r[0];
    },
  });
  return best;
}

function printed(text: string, kind: Kind, mark: number, fallback: number): string {
  const line = lineOf(text, mark);
  if (kind === 'scanner') return line === 0 ? '' : `line ${line + 1}: `;
  const n = line !== 0 ? line : lineOf(text, fallback);
  return n === 0 ? '' : `line ${n}: `;
}

/** The `:` that ends a plain scalar on or after `from` (`:` followed by a blank or the end). */
function colonAfter(text: string, from: number, until = text.length): number {
  for (let i = from; i < until; i++) if (text[i] === ':' && (i + 1 >= text.length || /[ \t\n]/.test(text[i + 1]))) return i;
  return -1;
}

/** A key that runs onto the next line: what yaml.v3's scanner makes of it. */
function multilineKey(text: string, doc: Document.Parsed, key: number): V3Syntax {
  const start = lineStart(text, key);
  const before = text.slice(0, key).trim() === '';
  // At the top, before any mapping, nothing limits a continuation; inside one, only deeper lines continue.
  const indent = before ? -1 : indentAt(text, start);
  let nl = text.indexOf('\n', key);
  while (nl !== -1) {
    const next = nl + 1;
    const end = text.indexOf('\n', next) === -1 ? text.length : text.indexOf('\n', next);
    const content = text.slice(next, end);
    if (content.trim() === '' || content.trim().startsWith('#')) {
      nl = text.indexOf('\n', next);
      continue;
    }
    const ind = indentAt(text, next);
    if (ind <= indent) {
      if (content.slice(ind).startsWith('- ') || content.slice(ind) === '-') {
        const map = enclosingMapStart(doc, key) ?? 0;
        return { message: printed(text, 'parser', map, next + ind) + 'did not find expected key', offset: next + ind };
      }
      break;
    }
    const colon = colonAfter(text, next, end);
    if (colon !== -1) return { message: printed(text, 'scanner', colon, colon) + 'mapping values are not allowed in this context', offset: colon };
    nl = end < text.length ? end : -1;
  }
  return couldNotFindColon(text, key);
}

function couldNotFindColon(text: string, key: number): V3Syntax {
  const line = lineOf(text, key);
  if (line !== 0) return { message: `line ${line + 1}: could not find expected ':'`, offset: key };
  // A key on the first line: the line printed is where the scanner noticed (the next token's).
  const nl = text.indexOf('\n', key);
  let at = nl === -1 ? text.length : nl + 1;
  while (at < text.length && /[ \n]/.test(text[at])) at++;
  const noticed = lineOf(text, at);
  return { message: noticed === 0 ? "could not find expected ':'" : `line ${noticed + 1}: could not find expected ':'`, offset: key };
}

/** The unmatched `open` before `offset` (the flow collection the error is in). */
function flowStart(text: string, offset: number, open: string, close: string): number {
  let depth = 0;
  for (let i = Math.min(offset, text.length - 1); i >= 0; i--) {
    if (text[i] === close && i < offset) depth++;
    else if (text[i] === open) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return offset;
}

const SCANNER: Array<[RegExp, string]> = [
  [/^Missing closing .?quote/, 'found unexpected end of stream'],
  [/^Invalid escape sequence/, 'found unknown escape character'],
  [/^Plain value cannot start with (reserved character|block scalar indicator|directive indicator|tag indicator)/, 'found character that cannot start any token'],
  [/^Block scalar header includes extra characters/, 'did not find expected comment or line break'],
  [/^Tabs are not allowed as indentation/, 'found character that cannot start any token'],
  [/^Anchor cannot be an empty string|^Alias cannot be an empty string/, 'did not find expected alphabetic or numeric character'],
];

/** yaml.v3's message for a `yaml` package error; undefined when yaml.v3 has no like one. */
export function v3Syntax(text: string, doc: Document.Parsed, error: YAMLError): V3Syntax | undefined {
  const at = error.pos[0];
  const msg = error.message.split('\n')[0];
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY') {
    const colon = colonAfter(text, at);
    const mark = colon === -1 ? at : colon;
    return { message: printed(text, 'scanner', mark, mark) + 'mapping values are not allowed in this context', offset: mark };
  }
  if (error.code === 'MULTILINE_IMPLICIT_KEY') return multilineKey(text, doc, at);
  if (msg.startsWith('Implicit map keys need to be followed by map values')) return couldNotFindColon(text, at);
  const flow = /^(?:Missing , or : between flow (sequence|map) items|Flow (sequence|mapping|map) in block collection must be)/.exec(msg);
  if (flow) {
    const seq = (flow[1] ?? flow[2]) === 'sequence';
    const start = flowStart(text, at, seq ? '[' : '{', seq ? ']' : '}');
    return { message: printed(text, 'parser', start, at) + `did not find expected ',' or '${seq ? ']' : '}'}'`, offset: at };
  }
  if (/^Plain value cannot start with flow indicator|^Unexpected , in flow/.test(msg)) {
    return { message: printed(text, 'parser', at, at) + 'did not find expected node content', offset: at };
  }
  if (msg.startsWith('Sequence item without - indicator')) {
    return { message: printed(text, 'parser', enclosingMapStart(doc, at) ?? at, at) + "did not find expected '-' indicator", offset: at };
  }
  if (/^All mapping items must start at the same column|^Unexpected .* at node end|^Unexpected flow-(seq|map)-end|^A block sequence may not be used as an implicit map key/.test(msg)) {
    return { message: printed(text, 'parser', enclosingMapStart(doc, at) ?? 0, at) + 'did not find expected key', offset: at };
  }
  for (const [re, v3] of SCANNER) if (re.test(msg)) return { message: printed(text, 'scanner', at, at) + v3, offset: at };
  return undefined;
}

const FLOW_INDENT = /^Flow (sequence|map|mapping) in block collection must be sufficiently indented/;

/** Where the flow collection opened at `open` closes, or -1 (quotes skipped). */
function flowEnd(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      if (--depth === 0) return i;
    }
  }
  return -1;
}

/** The text with the lines of a closed flow collection indented past its owner, or undefined. */
function reindentFlow(text: string, doc: Document.Parsed): string | undefined {
  const bad = doc.errors.find((e) => FLOW_INDENT.test(e.message));
  if (!bad) return undefined;
  const seq = !/^Flow map/.test(bad.message);
  const open = flowStart(text, bad.pos[0], seq ? '[' : '{', seq ? ']' : '}');
  const close = open === bad.pos[0] ? -1 : flowEnd(text, open);
  if (close === -1) return undefined;
  const pad = ' '.repeat(indentAt(text, lineStart(text, open)) + 1);
  const head = text.slice(0, open);
  const body = text.slice(open, close).replace(/\n(?! )|\n( +)/g, (m, sp: string | undefined) => (sp && sp.length >= pad.length ? m : '\n' + pad));
  return head + body + text.slice(close);
}

const { isScalar } = YAML;

/** Parse as yaml.v3 reads it: indentation inside brackets does not count, and nothing after the root is read when the
 * root can end before the text does (a scalar, a flow collection, a block one not in column 1). */
export function parseLikeV3(yaml: string): { doc: Document.Parsed; text: string } {
  const parse = (t: string): Document.Parsed => YAML.parseDocument(t, { uniqueKeys: false, prettyErrors: false });
  let text = yaml;
  let doc = parse(text);
  for (let round = 0; round < 8; round++) {
    const fixed = reindentFlow(text, doc);
    if (fixed === undefined) break;
    const again = parse(fixed);
    if (again.errors.length >= doc.errors.length) break;
    text = fixed;
    doc = again;
  }
  const root = doc.contents;
  const end = root?.range?.[1];
  if (root && end !== undefined && doc.errors.length > 0 && doc.errors.every((e) => e.pos[0] >= end)) {
    const col = root.range![0] - lineStart(text, root.range![0]);
    const canEnd = isScalar(root) || (root as { flow?: boolean }).flow === true || col > 0;
    if (canEnd) doc.errors.length = 0;
  }
  return { doc, text };
}
