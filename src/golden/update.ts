// `test --update`: each `expect` rewritten from the call's result, the author's matchers kept where they hold; only
// each `expect` value's text changes (or one is added), in the file's own indentation and key order.
import { type BStr, fromBStr, toBStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';
import { type Located, type Out, asOut, lastMembers, nodeDepth, render } from './json-node.js';
import { type Observed, resultOf } from './evaluate.js';
import { project } from './matcher.js';
import { MAX_EXPECT_DEPTH, type TestCase } from './test-file.js';
import { textHolds } from './text-match.js';

interface Edit {
  start: number;
  end: number;
  text: BStr;
}

const quote = (s: string): BStr => toBStr(JSON.stringify(s));

function lastLine(stderr: Buffer): string | undefined {
  const lines = stderr.toString('utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return lines.at(-1);
}

function newExpect(src: BStr, c: TestCase, got: Observed): Out {
  const old = new Map<string, Out>();
  const order: string[] = [];
  const node = c.expectNode;
  if (node?.kind === 'object') for (const m of lastMembers(node)) {
    old.set(fromBStr(m.key), asOut({ node: m.value, src }));
    order.push(fromBStr(m.key));
  }
  const next = new Map<string, Out | undefined>(old);
  next.set('ok', { raw: got.ok ? 'true' : 'false' });
  if (got.ok) {
    next.delete('error');
    const actual = got.stdout ? resultOf(got.stdout) : undefined;
    if (actual) next.set('result', recorded(src, c, actual));
  } else {
    next.delete('result');
    const error = fromBStr(got.error ?? '');
    if (!(c.expect.error && textHolds(c.expect.error, error, true) === true)) next.set('error', { raw: quote(error) });
  }
  if (old.has('exact') && got.reply) next.set('exact', { raw: quote(got.reply.toString('utf8')) });
  if (c.expect.stderr && textHolds(c.expect.stderr, got.stderr.toString('utf8'), false) !== true) {
    const line = lastLine(got.stderr);
    if (line === undefined) next.delete('stderr');
    else next.set('stderr', { raw: quote(line) });
  }
  const keys = [...order.filter((k) => next.has(k)), ...['ok', 'result', 'error'].filter((k) => next.has(k) && !order.includes(k))];
  return { object: keys.map((k) => [quote(k), next.get(k)!]) };
}

/** The result to record: matchers kept where they hold, else the result; one nested deeper than `test` compares is
 * recorded as its type alone. */
function recorded(src: BStr, c: TestCase, actual: Located): Out {
  if (nodeDepth(actual.node) > MAX_EXPECT_DEPTH) return { object: [['"$type"', { raw: quote(actual.node.kind) }]] };
  return c.expect.result ? project({ node: c.expect.result, src }, actual, true) : asOut(actual);
}

/** The file's indent unit: tabs if a line starts with one, else the narrowest run of spaces. */
export function indentUnit(src: BStr): string {
  if (/^\t/m.test(src)) return '\t';
  let unit = '';
  for (const m of src.matchAll(/^( +)\S/gm)) if (unit === '' || m[1].length < unit.length) unit = m[1];
  return unit || '  ';
}

function lineIndent(src: BStr, offset: number): string {
  const start = src.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(src.slice(start))![0];
}

function editFor(src: BStr, c: TestCase, got: Observed, unit: string): Edit {
  const out = newExpect(src, c, got);
  const node: JsonNode | undefined = c.expectNode;
  if (node) {
    const inline = !src.slice(node.start, node.end).includes('\n');
    const member = c.caseNode.members.find((m) => m.value === node)!;
    return { start: node.start, end: node.end, text: render(out, inline ? '' : unit, lineIndent(src, member.keyStart)) };
  }
  const last = c.caseNode.members.at(-1);
  const inline = !src.slice(c.caseNode.start, c.caseNode.end).includes('\n');
  const at = last ? last.value.end : c.caseNode.start + 1;
  const indent = last ? lineIndent(src, last.keyStart) : '';
  const lead = last ? (inline ? ', ' : ',\n' + indent) : '';
  return { start: at, end: at, text: `${lead}"expect": ${render(out, inline ? '' : unit, indent)}` };
}

/** The file's new text with every given case's expectation recorded. */
export function updateTestFile(src: BStr, results: ReadonlyArray<{ testCase: TestCase; got: Observed }>): BStr {
  const unit = indentUnit(src);
  const edits = results.map(({ testCase, got }) => editFor(src, testCase, got, unit)).sort((a, b) => b.start - a.start);
  let out = src;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
