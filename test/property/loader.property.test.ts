// Thousands of random and mutated manifests and trees: the loader never
// throws, and every skill.json gets exactly one verdict with one log line.
// The decoder is also checked against JSON.parse as an independent oracle.
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { parseGoJson } from '../../src/go/gojson.js';
import { loadSkills } from '../../src/loader/loader.js';
import { decodeManifest } from '../../src/loader/manifest.js';
import { fastDecodeManifest } from '../../src/loader/manifest-fast.js';
import { removeBase, RUN_SH, tempBase } from '../helpers/tree.js';

const base = tempBase('ongrid-skills-prop-');
afterAll(() => removeBase(base));

const FIELD_KEYS = ['name', 'NAME', 'description', 'entry', 'Entry', 'schema', 'env_allow', 'timeout_seconds', 'class', 'category', 'timeout', 'cla\u017fs'];
const jsonValue = fc.oneof(
  fc.string(),
  fc.constantFrom('run.sh', './run.sh', '../x', '/bin/sh', 'missing', 'sub/run.sh', 'a_b', 'Bad', 'safe', 'dangerous'),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const manifestObject = fc.array(fc.tuple(fc.constantFrom(...FIELD_KEYS), jsonValue), { maxLength: 9 }).map(
  (pairs) => '{' + pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',') + '}',
);

/** Byte-level damage: insert, delete or replace a few bytes. */
const mutated = fc
  .tuple(manifestObject, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('ins', 'del', 'set')), { maxLength: 4 }))
  .map(([text, edits]) => {
    let b = toBStr(text);
    for (const [pos, byte, op] of edits) {
      const i = b.length === 0 ? 0 : pos % b.length;
      const c = String.fromCharCode(byte);
      b = op === 'ins' ? b.slice(0, i) + c + b.slice(i) : op === 'del' ? b.slice(0, i) + b.slice(i + 1) : b.slice(0, i) + c + b.slice(i + 1);
    }
    return b;
  });

const manifestBytes = fc.oneof(manifestObject.map(toBStr), mutated, fc.string().map(toBStr), fc.uint8Array({ maxLength: 40 }).map((u) => Buffer.from(u).toString('latin1')));

describe('loader properties', () => {
  let run = 0;
  it('never throws and logs exactly one line per skill.json', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'B', '_', 'a/b', 'x/y/z', '\u00e9'), manifestBytes, fc.boolean()), { minLength: 1, maxLength: 6 }),
        (skills) => {
          const root = `${base}/t${run++}`;
          const dirs = new Set<string>();
          for (const [dir, bytes, withEntry] of skills) {
            const d = `${root}/${dir}`;
            mkdirSync(d, { recursive: true });
            writeFileSync(`${d}/skill.json`, Buffer.from(bytes, 'latin1'));
            if (withEntry) writeFileSync(`${d}/run.sh`, RUN_SH, { mode: 0o755 });
            dirs.add(dir);
          }
          const result = loadSkills({ roots: [toBStr(root)], builtins: true });
          expect(result.manifests).toHaveLength(dirs.size);
          expect(result.lines).toHaveLength(dirs.size);
          for (const m of result.manifests) expect(m.line).toBeDefined();
          expect(result.skills.length).toBe(result.manifests.filter((m) => m.status === 'registered').length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('decodes thousands of damaged manifests without throwing', () => {
    fc.assert(
      fc.property(manifestBytes, (bytes) => {
        const r = decodeManifest(bytes);
        if (r.error) expect(r.error.message).toMatch(/^(invalid character .+|unexpected end of JSON input|json: cannot unmarshal .+)$/s);
      }),
      { numRuns: 5000 },
    );
  });

  it('takes the native fast path only where it gives the exact decoder\'s verdict', () => {
    // Many keys (past the pairwise check, counted through a Set), with a repeat at the end or none.
    const many = (tail: string): string => `{${Array.from({ length: 20 }, (_, i) => `"k${i}":${i}`).join(',')},"name":1${tail}}`;
    const dupes = fc.constantFrom('{"name":"a","name":1}', '{"name":"a","NAME":"b","name":"c"}', '{"n\\u0061me":"x","name":"y"}', '{"timeout_seconds":1e2}', '{"schema" : [ 1 ,2 ],"entry":"\\ud800"}', many(',"name":"b"'), many(''));
    fc.assert(
      fc.property(fc.oneof(manifestBytes, dupes.map(toBStr)), (bytes) => {
        const fast = fastDecodeManifest(Buffer.from(bytes, 'latin1'));
        if (!fast) return;
        const exact = decodeManifest(bytes);
        expect(fast.manifest).toEqual(exact.manifest);
        expect(fast.error?.message).toEqual(exact.error?.message);
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with JSON.parse on what is valid JSON (valid UTF-8 input)', () => {
    fc.assert(
      fc.property(fc.oneof(manifestObject, mutated.map((b) => Buffer.from(b, 'latin1').toString('utf8'))), (text) => {
        let jsOk = true;
        try {
          JSON.parse(text);
        } catch {
          jsOk = false;
        }
        expect(parseGoJson(toBStr(text)).ok).toBe(jsOk);
      }),
      { numRuns: 5000 },
    );
  });

  it('decodes strings to the same text as JSON.parse when no lone surrogate is involved', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const r = parseGoJson(toBStr(JSON.stringify(s)));
        expect(r.ok && r.value.kind === 'string' && Buffer.from(r.value.value, 'latin1').toString('utf8')).toBe(s);
      }),
      { numRuns: 3000 },
    );
  });
});
