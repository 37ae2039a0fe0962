// Line:column lookups cost O(log n) each, so a one-line
// manifest with 60,000 keys is checked in seconds, not minutes; and the
// checkpointed lookup gives exactly what the plain column walk gives, for
// any bytes (valid UTF-8 or not) and any offset.
import { afterEach, describe, expect, it } from 'vitest';
import { type BStr, decodeRune } from '../../src/go/bytes.js';
import { LineIndex } from '../../src/source/position.js';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

/** The plain walk: characters from the line's start to the offset. */
function walked(src: string, offset: number): { line: number; column: number } {
  const at = Math.max(0, Math.min(offset, src.length));
  const start = src.lastIndexOf('\n', at - 1) + 1;
  let line = 1;
  for (let i = src.indexOf('\n'); i !== -1 && i < at; i = src.indexOf('\n', i + 1)) line++;
  let column = 1;
  for (let i = start; i < at; column++) i += decodeRune(src as BStr, i)[1];
  return { line, column };
}

function seeded(seed: number): () => number {
  let x = seed;
  return () => ((x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
}

describe('positions', () => {
  it('match the plain column walk on random bytes, long lines included', () => {
    const rnd = seeded(7);
    // Byte strings (one char per byte): whole UTF-8 characters, cut ones, a stray byte, long ASCII runs.
    const pieces = ['a', '\n', '\xc3\xa9', '\xe2\x82\xac', '\xf0\x9f\x98\x80', '\xff', '\xe2\x82', '\xf0\x9f', '{"k":1}', 'x'.repeat(700)];
    for (let round = 0; round < 40; round++) {
      let src = '';
      while (src.length < 3000) src += pieces[Math.floor(rnd() * pieces.length)];
      const index = new LineIndex(src as BStr);
      for (let k = 0; k < 60; k++) {
        const offset = Math.floor(rnd() * (src.length + 2));
        expect(index.position(offset), `round ${round} offset ${offset}`).toEqual(walked(src, offset));
        // A file's first lookup walks to its offset instead of indexing: the same answer.
        if (k < 20) expect(new LineIndex(src as BStr).position(offset), `round ${round} first lookup at ${offset}`).toEqual(walked(src, offset));
      }
    }
  });

  it('a one-line manifest with 60,000 keys: validate reports the first 100 keys of the rule, and one summary of the rest', () => {
    base = tempBase();
    const keys = Array.from({ length: 60_000 }, (_, i) => `"é${i}":1`).join(',');
    buildTree(base, { files: [{ path: 's/skill.json', text: `{"name":"s","description":"d","entry":"run.sh",${keys}}` }, { path: 's/run.sh', text: '#!/bin/sh\necho {}\n', mode: '0755' }] });
    // The temporary root is 0700: uid 65532 in the manager's container could not list it (container-no-access), not what this test is about.
    const r = runCli(['validate', '--format', 'json', '--target', 'host', base], { timeoutMs: 90_000 });
    expect(r.code, r.stderr.slice(0, 500)).toBe(0);
    const found = (JSON.parse(r.stdout) as { diagnostics: Array<{ rule: string; pointer: string; line: number; column: number; args: unknown }> }).diagnostics.filter((d) => d.rule === 'unknown-key');
    // Key 99 of `"éN":1,` items after the 47 bytes of the known fields: columns count characters.
    expect(found.at(-1)).toMatchObject({ pointer: '/é99', line: 1 });
    expect(found.at(-1)!.column).toBeGreaterThan(99 * 7);
    expect(found.find((d) => d.pointer === '')?.args).toEqual({ more: 59_900 });
  }, 100_000);
});
