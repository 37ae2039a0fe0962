// yaml.v3's nesting limits (10,000 flow and 10,000 indentation levels), counted without recursion, since the `yaml`
// package gives up hundreds deep (docs/differences.md#not-possible-on-node-20); the rules: docs/internals.md#yaml.
import YAML from 'yaml';
import type { YAMLError } from 'yaml';

export const V3_MAX_DEPTH = 10000;

export interface DepthRefusal {
  message: string;
  offset: number;
}

interface Scan {
  flow: number;
  /** Columns that pushed an indentation level, innermost last (yaml.v3's parser.indent is the last). */
  indents: number[];
  /** Offset of the last possible simple key at the block level. */
  keyMark: number;
  keyLine: number;
  keyColumn: number;
  keyPossible: boolean;
  keyAllowed: boolean;
}

/** The `yaml` package's error for running out of stack (its composer recurses). */
export function isDepthOverflow(e: YAMLError): boolean {
  return e.code === 'RESOURCE_EXHAUSTION' && e.message.startsWith('Maximum call stack');
}

/** When the `yaml` package ran out of stack: yaml.v3's refusal, or (it accepts) the offset where `yaml` gave up. */
export function depthVerdict(text: string, errors: readonly YAMLError[]): { refusal?: DepthRefusal; gaveUp?: number } | undefined {
  const overflow = errors.find(isDepthOverflow);
  if (!overflow) return undefined;
  const refusal = v3DepthRefusal(text);
  return refusal ? { refusal } : { gaveUp: overflow.pos[0] };
}

const MARKERS = new Set<string>([YAML.CST.DOCUMENT, YAML.CST.SCALAR, YAML.CST.FLOW_END]);

const NODE_START = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'alias', 'anchor', 'tag', 'flow-map-start', 'flow-seq-start']);

export function v3DepthRefusal(text: string): DepthRefusal | undefined {
  const s: Scan = { flow: 0, indents: [], keyMark: 0, keyLine: 0, keyColumn: 0, keyPossible: false, keyAllowed: true };
  let offset = 0;
  let line = 0;
  let lineStart = 0;
  let scalarNext = false;
  let blockScalar = false;
  const refuse = (context: number, contextLine: number, problemLine: number): DepthRefusal => {
    const shown = contextLine !== 0 ? contextLine : problemLine;
    return { message: `${shown === 0 ? '' : `line ${shown + 1}: `}exceeded max depth of ${V3_MAX_DEPTH}`, offset: context };
  };
  for (const token of new YAML.Lexer().lex(text, false)) {
    const column = offset - lineStart;
    let type: string | null = YAML.CST.tokenType(token);
    if (scalarNext) type = blockScalar ? 'block-scalar' : 'scalar';
    scalarNext = token === YAML.CST.SCALAR;
    const at = offset;
    if (MARKERS.has(token)) continue; // the lexer's own control tokens: not in the text
    offset += token.length;
    for (let i = token.indexOf('\n'); i !== -1; i = token.indexOf('\n', i + 1)) {
      line++;
      lineStart = at + i + 1;
    }
    if (type === 'space' || type === 'comment') continue;
    if (type === 'newline') {
      if (s.flow === 0) {
        s.keyAllowed = true;
        s.keyPossible = false;
      }
      continue;
    }
    if (type === 'block-scalar-header') {
      blockScalar = true;
      s.keyPossible = false;
      continue;
    }
    if (type === 'block-scalar') {
      blockScalar = false;
      s.keyAllowed = true;
      continue;
    }
    if (type === 'flow-map-start' || type === 'flow-seq-start') {
      if (s.flow === 0) saveKey(s, at, line, column);
      s.flow++;
      if (s.flow > V3_MAX_DEPTH) return refuse(at, line, line);
      continue;
    }
    if (type === 'flow-map-end' || type === 'flow-seq-end') {
      if (s.flow > 0) s.flow--;
      if (s.flow === 0) {
        s.keyPossible = false;
        s.keyAllowed = false;
      }
      continue;
    }
    if (s.flow > 0) continue;
    while (s.indents.length > 0 && s.indents[s.indents.length - 1] > column) s.indents.pop();
    let roll: number | undefined;
    if (type === 'seq-item-ind' || type === 'explicit-key-ind') roll = column;
    else if (type === 'map-value-ind') roll = s.keyPossible ? s.keyColumn : column;
    else if (type && NODE_START.has(type)) saveKey(s, at, line, column);
    if (roll === undefined) continue;
    s.keyPossible = false;
    s.keyAllowed = true;
    const indent = s.indents.length > 0 ? s.indents[s.indents.length - 1] : -1;
    if (indent < roll) {
      s.indents.push(roll);
      if (s.indents.length > V3_MAX_DEPTH) return refuse(s.keyMark, s.keyLine, line);
    }
  }
  return undefined;
}

function saveKey(s: Scan, at: number, line: number, column: number): void {
  if (!s.keyAllowed) return;
  s.keyMark = at;
  s.keyLine = line;
  s.keyColumn = column;
  s.keyPossible = true;
  s.keyAllowed = false;
}
