// The matcher language of golden tests (docs/commands/test.md): expected keys must be there and match (extra keys
// fine), arrays item by item, scalars as JSON values; `$type`, `$regex`, `$any` stand for classes of values.
import { fromBStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';
import { escapeToken } from '../source/pointer.js';
import { closest } from '../suggest.js';
import { type Located, type Out, asOut, lastMembers, member, preview } from './json-node.js';
import { type RegexAnswer, RegexJudge } from './regex-judge.js';
import { REGEX_BUDGET_MS } from '../schema/bounded-regexp.js';

export const MATCHERS = ['$type', '$regex', '$any'] as const;
export const TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'] as const;

export interface Mismatch {
  pointer: string;
  message: string;
}

/** The matcher an expected node is, if it is one ({"$..." : x} alone). */
export function matcherOf(n: JsonNode): { name: string; arg: JsonNode } | undefined {
  if (n.kind !== 'object' || n.members.length !== 1) return undefined;
  const [m] = n.members;
  return m.key.startsWith('$') ? { name: m.key, arg: m.value } : undefined;
}

/** What is wrong with a matcher as written, for the test-file parser; undefined when it is fine. */
export function matcherProblem(name: string, arg: JsonNode): string | undefined {
  if (name === '$type') {
    const ok = arg.kind === 'string' && (TYPE_NAMES as readonly string[]).includes(arg.value);
    return ok ? undefined : `$type takes one of ${TYPE_NAMES.join(', ')}`;
  }
  if (name === '$regex') {
    if (arg.kind !== 'string') return '$regex takes a string';
    try {
      new RegExp(fromBStr(arg.value), 'u');
      return undefined;
    } catch (e) {
      return `$regex is not a regular expression: ${(e as Error).message}`;
    }
  }
  if (name === '$any') return arg.kind === 'bool' && arg.value ? undefined : '$any takes true';
  const near = closest(name, MATCHERS);
  return `unknown matcher ${name}${near ? `; did you mean ${near}?` : ''} (matchers: ${MATCHERS.join(', ')}; a key starting with $ alone in an object is a matcher)`;
}

function typeName(n: JsonNode): string {
  return n.kind === 'bool' ? 'boolean' : n.kind;
}

function matcherHolds(name: string, arg: JsonNode, got: JsonNode, judge: RegexJudge): RegexAnswer {
  if (name === '$any') return true;
  if (name === '$regex') return got.kind === 'string' && arg.kind === 'string' && judge.holds(fromBStr(arg.value), 'u', fromBStr(got.value));
  if (arg.kind !== 'string') return false;
  if (arg.value === 'integer') return got.kind === 'number' && Number.isInteger(Number(got.raw));
  return typeName(got) === arg.value;
}

function scalarEqual(a: JsonNode, b: JsonNode): boolean {
  if (a.kind === 'number' && b.kind === 'number') return Number(a.raw) === Number(b.raw);
  if (a.kind === 'string' && b.kind === 'string') return a.value === b.value;
  if (a.kind === 'bool' && b.kind === 'bool') return a.value === b.value;
  return a.kind === 'null' && b.kind === 'null';
}

/** Every way `got` differs from `want`, with pointers into the result. */
export function mismatches(want: Located, got: Located, pointer = '', judge = new RegexJudge(true)): Mismatch[] {
  const w = want.node;
  const g = got.node;
  const at = (message: string): Mismatch[] => [{ pointer, message }];
  const m = matcherOf(w);
  if (m) {
    const holds = matcherHolds(m.name, m.arg, g, judge);
    if (holds === 'over') return at(`${preview(want)} ran over ${REGEX_BUDGET_MS / 1000} s on ${preview(got)} (the pattern backtracks; make each repetition consume something the next cannot)`);
    return holds ? [] : at(`expected ${preview(want)}, got ${preview(got)}`);
  }
  if (w.kind === 'object') {
    if (g.kind !== 'object') return at(`expected an object, got ${preview(got)}`);
    return lastMembers(w).flatMap((mw) => {
      const p = `${pointer}/${escapeToken(fromBStr(mw.key))}`;
      const gv = member(g, mw.key);
      if (gv === undefined) return [{ pointer: p, message: 'missing' }];
      return mismatches({ node: mw.value, src: want.src }, { node: gv, src: got.src }, p, judge);
    });
  }
  if (w.kind === 'array') {
    if (g.kind !== 'array') return at(`expected an array, got ${preview(got)}`);
    if (g.items.length !== w.items.length) return at(`expected ${w.items.length} items, got ${g.items.length}`);
    return w.items.flatMap((item, i) => mismatches({ node: item, src: want.src }, { node: g.items[i], src: got.src }, `${pointer}/${i}`, judge));
  }
  return scalarEqual(w, g) ? [] : at(`expected ${preview(want)}, got ${preview(got)}`);
}

/** `got` in want's shape: matched matchers stay, want's keys first, then with `extra` got's own; the rest is got's.
 * Without `extra`, what a diff compares to `want`; with it, what --update records. */
export function project(want: Located, got: Located, extra: boolean, judge = new RegexJudge(true)): Out {
  const w = want.node;
  const g = got.node;
  const m = matcherOf(w);
  if (m) return matcherHolds(m.name, m.arg, g, judge) === true ? asOut(want) : asOut(got);
  if (w.kind === 'object' && g.kind === 'object') {
    const named = new Set(w.members.map((mw) => mw.key));
    const kept: Array<[string, Out]> = [];
    for (const mw of lastMembers(w)) {
      const gv = member(g, mw.key);
      if (gv !== undefined) kept.push([want.src.slice(mw.keyStart, mw.keyEnd), project({ node: mw.value, src: want.src }, { node: gv, src: got.src }, extra, judge)]);
    }
    if (extra) {
      for (const mg of lastMembers(g)) if (!named.has(mg.key)) kept.push([got.src.slice(mg.keyStart, mg.keyEnd), asOut({ node: mg.value, src: got.src })]);
    }
    return { object: kept };
  }
  if (w.kind === 'array' && g.kind === 'array' && w.items.length === g.items.length) {
    return { array: w.items.map((item, i) => project({ node: item, src: want.src }, { node: g.items[i], src: got.src }, extra, judge)) };
  }
  if (w.kind !== 'object' && w.kind !== 'array' && scalarEqual(w, g)) return asOut(want);
  return asOut(got);
}
