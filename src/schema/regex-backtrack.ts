// Does an ECMAScript pattern need exponential backtracking to fail? A heuristic quiet on ordinary patterns
// (docs/internals.md#regex-heuristics); its parser keeps its own stack and patterns past MAX_DEPTH are not judged.

type Ranges = Array<[number, number]>;
export interface CharSet {
  ranges: Ranges;
  negated: boolean;
}
export interface Item {
  atom: { kind: 'char'; set: CharSet } | { kind: 'group'; alts: Item[][]; source: string[] } | { kind: 'other' };
  min: number;
  max: number;
}

const MAX_DEPTH = 200;
const r = (a: string, b = a): [number, number] => [a.codePointAt(0)!, b.codePointAt(0)!];
const DIGIT: Ranges = [r('0', '9')];
const WORD: Ranges = [r('0', '9'), r('A', 'Z'), r('a', 'z'), r('_')];
const SPACE: Ranges = [[9, 13], [32, 32], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff]];
const NEWLINES: Ranges = [[10, 10], [13, 13], [0x2028, 0x2029]];
const ANY: CharSet = { ranges: [], negated: true };

function inRanges(c: number, rs: Ranges): boolean {
  return rs.some(([a, b]) => c >= a && c <= b);
}

export function overlap(a: CharSet, b: CharSet): boolean {
  if (a.negated && b.negated) return true;
  if (a.negated || b.negated) {
    const [neg, pos] = a.negated ? [a, b] : [b, a];
    // Some character of pos lies outside neg's excluded ranges.
    return pos.ranges.some(([lo, hi]) => {
      for (let c = lo; c <= hi && c - lo < 4096; c++) if (!inRanges(c, neg.ranges)) return true;
      return hi - lo >= 4096;
    });
  }
  return a.ranges.some(([lo, hi]) => b.ranges.some(([lo2, hi2]) => lo <= hi2 && lo2 <= hi));
}

/** An escape at s[i] (s[i] is the backslash): its set (undefined for assertions/back-references) and length. */
function escape(s: string, i: number): { set?: CharSet; len: number } {
  const c = s[i + 1] ?? '';
  const cls: Record<string, [Ranges, boolean]> = { d: [DIGIT, false], D: [DIGIT, true], w: [WORD, false], W: [WORD, true], s: [SPACE, false], S: [SPACE, true] };
  if (cls[c]) return { set: { ranges: cls[c][0], negated: cls[c][1] }, len: 2 };
  if (c === 'b' || c === 'B' || /[1-9]/.test(c)) return { len: 2 };
  if (c === 'k') return { len: s.indexOf('>', i) > i ? s.indexOf('>', i) - i + 1 : 2 };
  if (c === 'p' || c === 'P') return { set: ANY, len: s[i + 2] === '{' && s.indexOf('}', i) > i ? s.indexOf('}', i) - i + 1 : 2 };
  const hex = /^(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|u\{[0-9a-fA-F]+\}|c[A-Za-z])/.exec(s.slice(i + 1, i + 12));
  if (hex) {
    const h = hex[0];
    const code = h[0] === 'c' ? h.charCodeAt(1) % 32 : parseInt(h.replace(/[xu{}]/g, ''), 16);
    return { set: { ranges: [[code, code]], negated: false }, len: 1 + h.length };
  }
  const map: Record<string, number> = { n: 10, r: 13, t: 9, v: 11, f: 12, '0': 0 };
  const code = map[c] ?? c.codePointAt(0) ?? 92;
  return { set: { ranges: [[code, code]], negated: false }, len: c.length > 0 ? 1 + (c.codePointAt(0)! > 0xffff ? 2 : 1) : 1 };
}

function charClass(s: string, i: number): { set: CharSet; len: number } {
  let j = i + 1;
  const negated = s[j] === '^';
  if (negated) j++;
  const ranges: Ranges = [];
  let any = false;
  let first = true;
  while (j < s.length && (s[j] !== ']' || first)) {
    first = false;
    let lo: CharSet | undefined;
    let len = 1;
    if (s[j] === '\\') ({ set: lo, len } = escape(s, j));
    else lo = { ranges: [[s.codePointAt(j)!, s.codePointAt(j)!]], negated: false };
    if (lo === undefined || lo.negated || lo.ranges.length !== 1 || lo.ranges[0]![0] !== lo.ranges[0]![1]) {
      if (lo?.negated !== false) any = true;
      else ranges.push(...lo.ranges);
      j += len;
      continue;
    }
    j += len;
    if (s[j] === '-' && s[j + 1] !== ']' && j + 1 < s.length) {
      const hiEsc = s[j + 1] === '\\' ? escape(s, j + 1) : { set: { ranges: [[s.codePointAt(j + 1)!, s.codePointAt(j + 1)!]] as Ranges, negated: false }, len: 1 };
      ranges.push([lo.ranges[0]![0], hiEsc.set?.ranges[0]?.[1] ?? lo.ranges[0]![0]]);
      j += 1 + hiEsc.len;
    } else ranges.push(lo.ranges[0]!);
  }
  const set: CharSet = any ? ANY : { ranges, negated };
  return { set: negated && any ? ANY : set, len: j + 1 - i };
}

function quantifier(s: string, i: number): { min: number; max: number; len: number } | undefined {
  const c = s[i];
  let q: { min: number; max: number; len: number } | undefined;
  if (c === '*') q = { min: 0, max: Infinity, len: 1 };
  else if (c === '+') q = { min: 1, max: Infinity, len: 1 };
  else if (c === '?') q = { min: 0, max: 1, len: 1 };
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(i, i + 40));
    if (m) q = { min: Number(m[1]), max: m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]), len: m[0].length };
  }
  if (q && s[i + q.len] === '?') q.len++;
  return q;
}

interface Frame {
  alts: Item[][];
  starts: number[];
  lookaround: boolean;
}

export function parseRegex(s: string): Item[][] | undefined {
  const stack: Frame[] = [{ alts: [[]], starts: [0], lookaround: false }];
  let i = 0;
  while (i < s.length) {
    const top = stack[stack.length - 1]!;
    const seq = top.alts[top.alts.length - 1]!;
    const c = s[i]!;
    let atom: Item['atom'] | undefined;
    let len = 1;
    if (c === '(') {
      if (stack.length > MAX_DEPTH) return undefined;
      const head = /^\((\?(:|=|!|<=|<!|<[A-Za-z_$][\w$]*>))?/.exec(s.slice(i, i + 40))![0];
      stack.push({ alts: [[]], starts: [i + head.length], lookaround: /^\(\?(=|!|<=|<!)/.test(head) });
      i += head.length;
      continue;
    }
    if (c === '|') {
      top.alts.push([]);
      top.starts.push(i + 1);
      i++;
      continue;
    }
    if (c === ')' && stack.length > 1) {
      stack.pop();
      const source = top.alts.map((_, k) => s.slice(top.starts[k], k + 1 < top.starts.length ? top.starts[k + 1]! - 1 : i));
      atom = top.lookaround ? { kind: 'other' } : { kind: 'group', alts: top.alts, source };
      const outer = stack[stack.length - 1]!;
      pushItem(outer.alts[outer.alts.length - 1]!, atom, s, i + 1);
      i = i + 1 + (quantifier(s, i + 1)?.len ?? 0);
      continue;
    }
    if (c === '[') {
      const cc = charClass(s, i);
      atom = { kind: 'char', set: cc.set };
      len = cc.len;
    } else if (c === '\\') {
      const e = escape(s, i);
      atom = e.set ? { kind: 'char', set: e.set } : { kind: 'other' };
      len = e.len;
    } else if (c === '^' || c === '$') atom = { kind: 'other' };
    else if (c === '.') atom = { kind: 'char', set: { ranges: NEWLINES, negated: true } };
    else {
      const cp = s.codePointAt(i)!;
      len = cp > 0xffff ? 2 : 1;
      atom = { kind: 'char', set: { ranges: [[cp, cp]], negated: false } };
    }
    pushItem(seq, atom, s, i + len);
    i += len + (quantifier(s, i + len)?.len ?? 0);
  }
  return stack.length === 1 ? stack[0]!.alts : undefined;
}

function pushItem(seq: Item[], atom: Item['atom'], s: string, after: number): void {
  const q = quantifier(s, after);
  seq.push({ atom, min: q?.min ?? 1, max: q?.max ?? 1 });
}

const repeats = (it: Item): boolean => it.max > 1 || (it.atom.kind === 'group' && it.atom.alts.some((b) => b.some(repeats)));
const firstSet = (it: Item): CharSet => (it.atom.kind === 'char' ? it.atom.set : ANY);

/** A branch that can go round the outer repetition many ways: only repeating, optional or overlapping single parts. */
function ambiguousBranch(branch: Item[]): boolean {
  const rep = branch.filter(repeats);
  if (rep.length === 0) return false;
  return branch.every((it) => repeats(it) || it.min === 0 || (it.atom.kind === 'char' && rep.some((r) => overlap(firstSet(r), firstSet(it)))));
}

function ambiguousAlternation(alts: Item[][], source: string[]): boolean {
  if (new Set(source).size < source.length) return true;
  const singles = alts.filter((b) => b.length === 1 && b[0]!.atom.kind === 'char' && b[0]!.max === 1).map((b) => firstSet(b[0]!));
  return singles.some((a, k) => singles.slice(k + 1).some((b) => overlap(a, b)));
}

/** The source of the first repeated group that backtracks exponentially, or undefined. */
export function backtrackingGroup(pattern: string): string | undefined {
  const top = parseRegex(pattern);
  if (!top) return undefined;
  const todo: Item[][] = [...top];
  while (todo.length > 0) {
    for (const it of todo.pop()!) {
      if (it.atom.kind !== 'group') continue;
      todo.push(...it.atom.alts);
      if (it.max <= 1) continue;
      if (it.atom.alts.some(ambiguousBranch) || ambiguousAlternation(it.atom.alts, it.atom.source)) return `(${it.atom.source.join('|')})`;
    }
  }
  return undefined;
}
