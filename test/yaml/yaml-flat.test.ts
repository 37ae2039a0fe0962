// The flat-frontmatter path against the full parser: over generated
// frontmatter and every SKILL.md and agent file of the real repositories in
// $ONGRID_ECO_CORPUS (default /tmp/eco-corpus; skipped when absent), every
// text the flat path takes must give the very nodes the `yaml` package
// composes (values, tags, key order, ranges, marks), hence the same
// positions, decode issues and values downstream.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import type { Document, Node } from 'yaml';
import { parseFlat } from '../../src/yaml/yaml-flat.js';
import { parseLikeV3 } from '../../src/yaml/yaml-v3-syntax.js';
import { frontOf, resolve, scalarText } from '../../src/yaml/yaml-front.js';
import { decodeIssues } from '../../src/yaml/yaml-decode.js';
import { splitFrontmatter } from '../../src/ecosystems/frontmatter.js';
import { SKILL_SHAPE } from '../../src/ecosystems/native-skill.js';
import { PERSONA_SHAPE } from '../../src/ecosystems/persona-doc.js';

/** A plain JS view of a node (scalars as their values, aliases resolved), to compare the two paths' readings. */
function valueOf(doc: Document.Parsed, raw: unknown): unknown {
  const node = resolve(doc, raw);
  if (!node) return undefined;
  if (YAML.isScalar(node)) return node.value === null ? undefined : node.value;
  if (YAML.isSeq(node)) return node.items.map((i) => valueOf(doc, i));
  if (YAML.isMap(node)) return Object.fromEntries(node.items.map((p) => [YAML.isScalar(p.key) ? scalarText(p.key) : String(p.key), valueOf(doc, p.value)]));
  return undefined;
}

/** Where two object graphs differ (own properties, symbols and non-enumerable ones included), or undefined. */
function difference(a: unknown, b: unknown, at = '$'): string | undefined {
  if (a === b) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b) ? undefined : `${at}: ${String(a)} != ${String(b)}`;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${at}: ${a.constructor?.name} != ${b.constructor?.name}`;
  const keys = (o: object) => Reflect.ownKeys(o).map(String).sort();
  const ka = keys(a);
  if (ka.join() !== keys(b).join()) return `${at}: keys ${ka.join()} != ${keys(b).join()}`;
  for (const k of Reflect.ownKeys(a)) {
    // A collection's schema is the document's: compared once, as the document's.
    if (k === 'schema' && !YAML.isDocument(a)) continue;
    const d = difference((a as Record<PropertyKey, unknown>)[k], (b as Record<PropertyKey, unknown>)[k], `${at}.${String(k)}`);
    if (d) return d;
  }
  return undefined;
}

/** Every node of a document with its pointer-ish path. */
function nodes(doc: Document.Parsed): Node[] {
  const out: Node[] = [];
  YAML.visit(doc, (_k, node) => {
    if (YAML.isNode(node)) out.push(node);
    return undefined;
  });
  return out;
}

/** Asserts the flat path agrees with the full parser on `yaml`; whether the flat path took it. */
function agrees(yaml: string, firstLine = 2): boolean {
  const flat = parseFlat(yaml);
  if (!flat) return false;
  const full = parseLikeV3(yaml);
  expect(full.text).toBe(yaml);
  expect(difference(flat, full.doc), JSON.stringify(yaml)).toBeUndefined();
  // The same nodes give the same readings; checked on the readings too.
  const a = frontOf(flat, yaml, firstLine);
  const b = frontOf(full.doc, full.text, firstLine);
  expect(a.issues).toEqual(b.issues);
  expect(valueOf(flat, flat.contents)).toEqual(valueOf(full.doc, full.doc.contents));
  expect(Object.keys(valueOf(flat, flat.contents) as object)).toEqual(Object.keys(valueOf(full.doc, full.doc.contents) as object));
  expect(nodes(flat).map((n) => a.pos(n))).toEqual(nodes(full.doc).map((n) => b.pos(n)));
  for (const pair of a.map?.items ?? []) {
    const key = String((pair.key as YAML.Scalar).value);
    expect(a.at(`/${key}`, true)).toEqual(b.at(`/${key}`, true));
  }
  const bytes = Buffer.from(yaml);
  for (const shape of [SKILL_SHAPE, PERSONA_SHAPE]) expect(decodeIssues(a, bytes, shape, firstLine)).toEqual(decodeIssues(b, bytes, shape, firstLine));
  return true;
}

/** Mostly what real frontmatter holds, now and then something the flat path must refuse or get exactly right. */
const mostly = <T,>(usual: readonly T[], odd: readonly T[]): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: fc.constantFrom(...usual), weight: 40 }, { arbitrary: fc.constantFrom(...odd), weight: 1 });

const KEYS = mostly(['name', 'description', 'tools', 'allowed-tools', 'version', 'user-invocable', 'when_to_use', 'model', 'a', 'A_b', 'x1'], ['true', 'null', 'on', 'yes', '1x', '12', '<<', 'k y', 'key:', '"name"', "'q'", '-k', 'é', 'name ']);
const SCALARS = mostly(
  ['plain text', 'x', 'Use when: asked', 'a:b', 'a#b', 'what? yes!', 'a, b, [c]', 'café 🎮 ok', '12', '-3', '1.5', '1e3', '0x1F', '0o17', 'true', 'False', 'yes', 'No', 'on', 'null', '~', '1.0.0', '2024-01-01', '"q"', '"a b"', '""', '"it\'s"', "'s'", "'it''s'", "''", 'a  b', 'ends with space ', '…', 'x:y', 'a/b.c', '-x', '.5', '+4', '.inf', '-.Inf', '.nan', 'NaN', 'TRUE', 'Null', '0b1', 'a\\b'],
  ['a #b', '#c', '- x', '?x', ':x', 'x:', 'x: ', '"a\\"b"', '"a\\nb"', "'a\"b'", '"unclosed', "'unclosed", '[a, b]', '{a: 1}', '|', '>', '&a x', '*a', '!t x', '%x', '@x', '`x`', 'x\t', 'tab\there', 'a\rb', '\u0085', 'line\u2028sep', 'ends :', '"\\\\"', '\ufeffbom', "'a' b", '"a" b', "'a'#", '? x'],
);

const FLOW_SCALARS = mostly(
  ['"x"', 'x', '1', '2.5', 'true', 'null', '"a b"', "'s'", "'it''s'", '"🎮"', 'a b', '"https://x.y/z"', '""', "''", '-x', '"a: b"', '"#c"', 'x.y', 'node'],
  ['"a\\"b"', '"\\u00e9"', 'a:b', 'https://x', 'a #b', '', '- x', '"', "it's", '*a', '&a x', '!t x', '?', ':', '#', 'a,b', '~', '<<', '? x', 'x ', '.inf', '0x1f'],
);
const FLOW_KEYS = mostly(['"openclaw"', 'emoji', '"bins"', "'k'", 'a', '"requires"', 'os'], ['true', '1', '"a" ', 'a ', '<<', '? a', '"a\\nb"', 'a:b', '""', 'null']);
const PAD = mostly(['', ''], [' ', '  ']);
const COMMA = mostly([', ', ','], [' , ', ',  ', ' ,']);
const COLON = mostly([': ', ': '], [':', ' : ', ':  ']);
const { flow } = fc.letrec<{ flow: string; node: string }>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, FLOW_SCALARS, tie('flow')),
  flow: fc.oneof(
    fc.tuple(fc.array(fc.tuple(FLOW_KEYS, COLON, tie('node')), { maxLength: 3 }), PAD, PAD, COMMA, mostly([''], [','])).map(([items, a, b, comma, tail]) => `{${a}${items.map(([k, c, v]) => k + c + v).join(comma)}${tail}${b}}`),
    fc.tuple(fc.array(tie('node'), { maxLength: 3 }), PAD, PAD, COMMA, mostly([''], [','])).map(([items, a, b, comma, tail]) => `[${a}${items.join(comma)}${tail}${b}]`),
  ),
}));

/** A nested mapping's lines (each starting with a newline), `depth` levels deep, indented by `pad` per level. */
const nested = (depth: number): fc.Arbitrary<string> =>
  fc
    .tuple(
      mostly(['  '], [' ', '    ', '   ']),
      fc.array(
        fc.tuple(KEYS, mostly([': '], [':', ':  ']), fc.oneof(SCALARS, flow, depth > 1 ? nested(depth - 1).map((t) => `\n${t}`) : SCALARS), mostly([''], ['\n', ' ', '\n  '])),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([pad, items]) =>
      items.map(([k, c, v, before]) => (v.startsWith('\n\n') ? `${before}\n${pad}${k}:${v.slice(1).replaceAll('\n', `\n${pad}`)}` : `${before}\n${pad}${k}${c}${v}`)).join(''),
    );

const entry = fc.record({
  key: KEYS,
  after: mostly([': ', ': ', ':  '], [':', ': \t', ' : ', ':\t']),
  kind: fc.constantFrom('scalar', 'scalar', 'scalar', 'list', 'empty', 'flow', 'flow', 'map'),
  flow,
  map: nested(3),
  value: SCALARS,
  items: fc.array(fc.record({ indent: mostly(['', '  ', '  '], ['    ', ' ']), dash: mostly(['- '], ['-  ', '-', '-\t']), value: SCALARS }), { maxLength: 4 }),
  trail: mostly(['', '', ' '], ['  ', '\t', ' # c']),
  blank: mostly(['', '', '', '\n'], ['\n\n', '\n  \n', '# c\n']),
});

type Entry = typeof entry extends fc.Arbitrary<infer T> ? T : never;

function render(entries: Entry[], lead: string, tail: string): string {
  const out: string[] = [];
  for (const e of entries) {
    let text = e.blank;
    if (e.kind === 'scalar') text += `${e.key}${e.after}${e.value}${e.trail}`;
    else if (e.kind === 'flow') text += `${e.key}${e.after}${e.flow}${e.trail}`;
    else if (e.kind === 'map') text += `${e.key}:${e.map}`;
    else if (e.kind === 'empty') text += `${e.key}:${e.trail}`;
    else text += `${e.key}:${e.trail}` + e.items.map((i) => `\n${i.indent}${i.dash}${i.value}`).join('');
    out.push(text);
  }
  return lead + out.join('\n') + tail;
}

describe('parseFlat against the full parser', () => {
  it('composes the same document for generated frontmatter, and takes most plain ones', () => {
    let taken = 0;
    let nestedTaken = 0;
    let flowTaken = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 6 }), mostly(['', '\n'], [' ', '\n\n']), mostly(['', '\n'], ['\n\n', ' ', '\n ', '\n# c']), (entries, lead, tail) => {
        runs++;
        const yaml = render(entries, lead, tail);
        if (agrees(yaml)) {
          taken++;
          if (/:\n +[\w-]+:/.test(yaml)) nestedTaken++;
          if (/: [[{]/.test(yaml)) flowTaken++;
        }
      }),
      { numRuns: 5000, seed: 35 },
    );
    // Not vacuous: a good share of the generated texts went through the flat path.
    expect(taken).toBeGreaterThan(runs / 5);
    expect(nestedTaken).toBeGreaterThan(runs / 50);
    expect(flowTaken).toBeGreaterThan(runs / 50);
    console.log(`${taken} of ${runs} generated texts took the flat path (${nestedTaken} with nested mappings, ${flowTaken} with flow collections)`);
  }, 60_000);

  it('takes the usual shapes', () => {
    for (const yaml of ['name: x\ndescription: Does things.', 'name: "x"\ntools:\n  - Read\n  - Write\n', "name: 'a''b'\n\nversion: 1.2.0\nn: 12\nok: true\nnone:", 'tools:\n- a\n- "b"', 'metadata: {"openclaw":{"emoji":"🎮","requires":{"bins":["node", "jq"]}}}', "m: { a: 1 , 'b': [ x , \"y\" ] }  \nn: []\no: {}"]) {
      expect(agrees(yaml), yaml).toBe(true);
    }
  });

  it('leaves what is outside the subset to the full parser', () => {
    for (const yaml of ['', 'a: |\n  x', 'a:\n  b: c\n d: e', 'a:\n  b:\n  - c\n   - d', 'a:\n  b: c\n    d: e', 'a: x # c', 'a: "\\n"', 'a: &x y', 'a: !t y', 'a: x\n  y', '- a', 'a:\tx', 'a: x\r', '"a": x', 'a: {"b": "\\n"}', 'a: [b, ]', 'a: {b}', 'a: {b:c}', 'a: [b: c]', 'a: {b: }', 'a: [x] y']) {
      expect(parseFlat(yaml), JSON.stringify(yaml)).toBeUndefined();
    }
  });
});

const CORPUS = process.env.ONGRID_ECO_CORPUS ?? '/tmp/eco-corpus';

/** SKILL.md files and .md files under agents/ folders, by an iterative walk (.git and node_modules skipped). */
function corpusFiles(root: string): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === '.git' || e.name === 'node_modules') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (e.isFile() && (e.name === 'SKILL.md' || (e.name.endsWith('.md') && path.basename(dir) === 'agents'))) out.push(p);
    }
  }
  return out;
}

describe.skipIf(!existsSync(CORPUS))(`parseFlat on every SKILL.md and agent of ${CORPUS} (set ONGRID_ECO_CORPUS; skipped when absent)`, () => {
  it('composes the same document as the full parser wherever it takes the frontmatter', () => {
    let fronts = 0;
    let taken = 0;
    for (const file of corpusFiles(CORPUS)) {
      const split = splitFrontmatter(readFileSync(file, 'utf8'), file);
      if (split.kind !== 'ok') continue;
      fronts++;
      if (agrees(split.yaml, split.yamlLine)) taken++;
    }
    expect(fronts).toBeGreaterThan(0);
    expect(taken).toBeGreaterThan(0);
    console.log(`${taken} of ${fronts} frontmatter blocks took the flat path`);
  }, 120_000);
});
