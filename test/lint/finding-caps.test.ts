// The per-file finding caps: the first FINDINGS_PER_FILE_RULE findings of a
// rule in a file are shown, the rest counted for one summary; and a file's
// tally does not keep the file (its bytes and tree) alive once the engine
// has dropped it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { FINDINGS_PER_FILE_RULE, FindingCaps } from '../../src/lint/finding-caps.js';

interface File {
  path: string;
  src?: string;
}

it('shows the first findings of a rule in a file and counts the rest, per file object and rule', () => {
  const caps = new FindingCaps<File>((f) => f.path);
  const a: File = { path: 'a/skill.json' };
  const b: File = { path: 'b/skill.json' };
  const shown = (file: File, rule: 'unknown-key' | 'name-format', n: number) => Array.from({ length: n }, () => caps.admit(file, rule, 'warning')).filter(Boolean).length;
  expect(shown(a, 'unknown-key', FINDINGS_PER_FILE_RULE + 5)).toBe(FINDINGS_PER_FILE_RULE);
  expect(shown(a, 'name-format', 3)).toBe(3);
  expect(shown(b, 'unknown-key', FINDINGS_PER_FILE_RULE)).toBe(FINDINGS_PER_FILE_RULE);
  expect(caps.capped()).toEqual([{ path: 'a/skill.json', rule: 'unknown-key', severity: 'warning', more: 5 }]);
  // Counted on after the summary entry exists: the entry holds the final count.
  shown(a, 'unknown-key', 2);
  shown(b, 'unknown-key', 1);
  expect(caps.capped().map((c) => `${c.path} ${c.more}`)).toEqual(['a/skill.json 7', 'b/skill.json 1']);
});

it('does not keep a file alive once nothing else holds it', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  if (typeof gc !== 'function') throw new Error('no gc() with --expose-gc: the check cannot run');
  const caps = new FindingCaps<File>((f) => f.path);
  const ref = ((): WeakRef<File> => {
    const file: File = { path: 'big/skill.json', src: 'x'.repeat(1 << 20) };
    for (let i = 0; i < FINDINGS_PER_FILE_RULE + 1; i++) caps.admit(file, 'unknown-key', 'warning');
    return new WeakRef(file);
  })();
  // A WeakRef's target is held until the current job ends.
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
  expect(ref.deref()).toBeUndefined();
  expect(caps.capped()).toEqual([{ path: 'big/skill.json', rule: 'unknown-key', severity: 'warning', more: 1 }]);
});
