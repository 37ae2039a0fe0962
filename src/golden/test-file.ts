// A golden test file (docs/commands/test.md) read with the Go-exact reader, so every problem has a byte offset and
// `args` reach the skill byte for byte. Returns data: the cases, or the problems.
import { type BStr, fromBStr } from '../go/bytes.js';
import { type JsonNode, parseGoJson } from '../go/gojson.js';
import { closest } from '../suggest.js';
import { lastMembers, member } from './json-node.js';
import { matcherOf, matcherProblem } from './matcher.js';
import { type TextMatch, textMatch } from './text-match.js';

export const CALL_PATHS = ['direct', 'rest', 'llm'] as const;
export type CallPath = (typeof CALL_PATHS)[number];

/** A test file and an args_file are read whole up to these sizes (by `test` and by validate). */
export const TEST_FILE_CAP = 4 * 1024 * 1024;
export const ARGS_FILE_CAP = 16 * 1024 * 1024;

const FILE_KEYS = ['skill', 'cases'] as const;
const CASE_KEYS = ['name', 'args', 'args_file', 'env', 'timeout', 'as', 'expect'] as const;
const EXPECT_KEYS = ['ok', 'result', 'exact', 'error', 'stderr', 'max_seconds'] as const;
/** How deep an expected result may nest (docs/commands/test.md); the skill's result may nest as deep as Go's decoder takes. */
export const MAX_EXPECT_DEPTH = 500;
/** A Go time.Duration holds at most 2^63-1 ns. */
const MAX_SECONDS = 2 ** 63 / 1e9;

export interface Expect {
  ok: boolean;
  result?: JsonNode;
  exact?: string;
  error?: TextMatch;
  stderr?: TextMatch;
  maxSeconds?: number;
}

export interface TestCase {
  name: string;
  offset: number;
  /** The args bytes as written in the file (BStr), or undefined with argsFile. */
  args?: BStr;
  argsFile?: string;
  env: Record<string, string>;
  timeoutSeconds?: number;
  as: CallPath;
  expect: Expect;
  /** The expect node, and the offset of the case's closing brace (to add one). */
  expectNode?: JsonNode;
  caseNode: JsonNode & { kind: 'object' };
}

export interface Problem {
  offset: number;
  message: string;
  /** Set for a key the format does not know (validate's test-unknown-key rule words it itself). */
  unknownKey?: { key: string; in: string; suggestion?: string; keys: readonly string[] };
}

export interface TestFile {
  src: BStr;
  skill?: string;
  cases: TestCase[];
  problems: Problem[];
}

/** The key meant: the closest by edit distance, else one the key starts with or is the start of (`expected` for `expect`). */
function suggestKey(key: string, keys: readonly string[]): string | undefined {
  return closest(key, keys) ?? (key.length >= 3 ? keys.find((k) => k.length >= 3 && (key.startsWith(k) || k.startsWith(key))) : undefined);
}

class Reader {
  readonly problems: Problem[] = [];
  problem(n: { start: number } | number, message: string, unknownKey?: Problem['unknownKey']): void {
    this.problems.push({ offset: typeof n === 'number' ? n : n.start, message, ...(unknownKey && { unknownKey }) });
  }

  object(n: JsonNode, what: string, keys: readonly string[]): (JsonNode & { kind: 'object' }) | undefined {
    if (n.kind !== 'object') {
      this.problem(n, `${what} must be an object`);
      return undefined;
    }
    const seen = new Set<string>();
    for (const m of n.members) {
      const k = fromBStr(m.key);
      if (seen.has(k)) this.problem(m.keyStart, `"${k}" is given twice in ${what}`);
      seen.add(k);
      if (!keys.includes(k)) {
        const guess = suggestKey(k, keys);
        this.problem(m.keyStart, `unknown key "${k}" in ${what}${guess ? `; did you mean "${guess}"?` : ` (keys: ${keys.join(', ')})`}`, { key: k, in: what, suggestion: guess, keys });
      }
    }
    return n;
  }

  string(n: JsonNode | undefined, what: string): string | undefined {
    if (n === undefined) return undefined;
    if (n.kind === 'string') return fromBStr(n.value);
    this.problem(n, `${what} must be a string`);
    return undefined;
  }

  seconds(n: JsonNode | undefined, what: string): number | undefined {
    if (n === undefined) return undefined;
    const v = n.kind === 'number' ? Number(n.raw) : NaN;
    if (v > 0 && v < MAX_SECONDS) return v;
    this.problem(n, `${what} must be a number of seconds above 0`);
    return undefined;
  }

  text(n: JsonNode | undefined, what: string): TextMatch | undefined {
    const s = this.string(n, what);
    if (s === undefined) return undefined;
    const t = textMatch(s);
    if ('error' in t) {
      this.problem(n!, `${what} ${t.error}`);
      return undefined;
    }
    return t;
  }

  /** Matchers inside an expected result, checked where written, and its depth: one deeper than MAX_EXPECT_DEPTH is
   * refused here rather than taking the stack down when `test` compares. */
  matchers(root: JsonNode, what: string): void {
    const stack: Array<[JsonNode, number]> = [[root, 1]];
    let tooDeep = false;
    for (let top = stack.pop(); top; top = stack.pop()) {
      const [n, depth] = top;
      const m = matcherOf(n);
      if (m) {
        const p = matcherProblem(m.name, m.arg);
        if (p) this.problem(n, p);
        continue;
      }
      if (n.kind !== 'object' && n.kind !== 'array') continue;
      if (depth > MAX_EXPECT_DEPTH) {
        if (!tooDeep) this.problem(n, `${what}: "result" nests deeper than ${MAX_EXPECT_DEPTH} levels here; test compares at most ${MAX_EXPECT_DEPTH}`);
        tooDeep = true;
        continue;
      }
      const children = n.kind === 'object' ? n.members.map((mm) => mm.value) : n.items;
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
    }
  }
}

export function parseTestFile(src: BStr): TestFile {
  const parsed = parseGoJson(src);
  if (!parsed.ok) return { src, cases: [], problems: [{ offset: parsed.error.offset, message: `not JSON: ${parsed.error.message}` }] };
  const r = new Reader();
  const top = r.object(parsed.value, 'the test file', FILE_KEYS);
  if (!top) return { src, cases: [], problems: r.problems };
  const skill = r.string(member(top, 'skill'), '"skill"');
  const casesNode = member(top, 'cases');
  const cases: TestCase[] = [];
  if (casesNode === undefined) r.problem(top, 'the test file needs "cases": a list of cases');
  else if (casesNode.kind !== 'array') r.problem(casesNode, '"cases" must be an array of cases');
  else {
    const names = new Set<string>();
    casesNode.items.forEach((item, i) => {
      const c = readCase(r, src, item, i);
      if (!c) return;
      if (names.has(c.name)) r.problem(item, `two cases are named ${JSON.stringify(c.name)}`);
      names.add(c.name);
      cases.push(c);
    });
  }
  return { src, skill, cases, problems: r.problems };
}

function readCase(r: Reader, src: BStr, n: JsonNode, i: number): TestCase | undefined {
  const what = `case ${i + 1}`;
  const o = r.object(n, what, CASE_KEYS);
  if (!o) return undefined;
  const name = r.string(member(o, 'name'), `${what}: "name"`);
  if (name === undefined && member(o, 'name') === undefined) r.problem(o, `${what} needs a "name"`);
  const args = member(o, 'args');
  const argsFile = r.string(member(o, 'args_file'), `${what}: "args_file"`);
  if (args && argsFile !== undefined) r.problem(args, `${what} gives both "args" and "args_file"; keep one`);
  const env: Record<string, string> = {};
  const envNode = member(o, 'env');
  if (envNode) {
    if (envNode.kind !== 'object') r.problem(envNode, `${what}: "env" must be an object of strings`);
    else for (const m of lastMembers(envNode)) {
      const v = r.string(m.value, `${what}: env "${fromBStr(m.key)}"`);
      if (v !== undefined) env[fromBStr(m.key)] = v;
    }
  }
  const asText = r.string(member(o, 'as'), `${what}: "as"`);
  if (asText !== undefined && !(CALL_PATHS as readonly string[]).includes(asText)) r.problem(member(o, 'as')!, `${what}: "as" is one of ${CALL_PATHS.join(', ')}`);
  const expectNode = member(o, 'expect');
  const expect = expectNode ? readExpect(r, expectNode, what) : { ok: true };
  if (name === undefined || !expect) return undefined;
  return {
    name,
    offset: o.start,
    args: args ? src.slice(args.start, args.end) : undefined,
    argsFile,
    env,
    timeoutSeconds: r.seconds(member(o, 'timeout'), `${what}: "timeout"`),
    as: (asText ?? 'direct') as CallPath,
    expect,
    expectNode,
    caseNode: o,
  };
}

function readExpect(r: Reader, n: JsonNode, what: string): Expect | undefined {
  const o = r.object(n, `${what}: "expect"`, EXPECT_KEYS);
  if (!o) return undefined;
  const okNode = member(o, 'ok');
  if (okNode && okNode.kind !== 'bool') r.problem(okNode, `${what}: "ok" must be true or false`);
  const error = r.text(member(o, 'error'), `${what}: "error"`);
  const ok = okNode?.kind === 'bool' ? okNode.value : member(o, 'error') === undefined;
  const result = member(o, 'result');
  if (result) r.matchers(result, what);
  if (ok && member(o, 'error')) r.problem(member(o, 'error')!, `${what}: "error" with "ok": true can never hold`);
  if (!ok && result) r.problem(result, `${what}: "result" with "ok": false can never hold (a failed call has no result)`);
  return {
    ok,
    result,
    exact: r.string(member(o, 'exact'), `${what}: "exact"`),
    error,
    stderr: r.text(member(o, 'stderr'), `${what}: "stderr"`),
    maxSeconds: r.seconds(member(o, 'max_seconds'), `${what}: "max_seconds"`),
  };
}
