// validate lists each folder once: the document search
// and the rules that look at tests/ and examples/ reuse the loader walk's
// listings, and find exactly what listing the folder again would find.
import fs, { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { keepListings, keptHas, keptListing } from '../../src/source/listings.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
  keepListings(false);
  if (base) removeBase(base);
  base = '';
});

const ok = { name: 'a', description: 'd', entry: 'run.sh', timeout_seconds: 5, schema: { type: 'object', properties: { n: { type: 'integer' } } } };

function fixture(): void {
  base = tempBase();
  buildTree(base, { files: [...skill('s/a', ok)!, ...skill('s/b', { ...ok, name: 'b' })!] });
  mkdirSync(path.join(base, 's/a/tests'));
  writeFileSync(path.join(base, 's/a/tests/x.test.json'), '{"cases": [{"nam": "x"}]}');
  mkdirSync(path.join(base, 's/a/examples'));
  writeFileSync(path.join(base, 's/a/examples/e.json'), '{"n": "not a number"}');
  // A link that stays inside the skill's folder (one leading out is read-escapes-tree's, never listed).
  mkdirSync(path.join(base, 's/b/kept/examples'), { recursive: true });
  writeFileSync(path.join(base, 's/b/kept/examples/e.json'), '{"n": "linked"}');
  symlinkSync(path.join(base, 's/b/kept/examples'), path.join(base, 's/b/examples')); // not walked: read the slow way
  mkdirSync(path.join(base, 's/pack/skills/doc'), { recursive: true });
  writeFileSync(path.join(base, 's/pack/skills/doc/SKILL.md'), '---\nname: doc\ndescription: d\n---\nbody\n');
}

const run = async () => {
  const v = await collectValidation([path.join(base, 's')], {}, { cwd: base, env: {} });
  return { diagnostics: v.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`), checked: v.checked };
};

it('lists every folder of the tree once, and finds tests, examples and documents', async () => {
  fixture();
  const spy = vi.spyOn(fs, 'readdirSync');
  syncBuiltinESMExports();
  const got = await run();
  expect(got.checked).toMatchObject({ manifests: 2, skills: 1, packs: 1 });
  expect(got.diagnostics).toEqual(expect.arrayContaining([expect.stringMatching(/^s\/a\/tests\/x\.test\.json:.* test-file-invalid$/), expect.stringMatching(/^s\/a\/examples\/e\.json:.* example-invalid$/), expect.stringMatching(/^s\/b\/examples\/e\.json:.* example-invalid$/)]));
  const listed = spy.mock.calls.map((c) => String(c[0]));
  // Outside packs (whose checks read their own layout) no folder is listed
  // twice; the linked examples/, which the walk does not follow, is listed by the rule.
  const twice = listed.filter((p, i) => listed.indexOf(p) !== i && !p.startsWith(path.join(base, 's/pack')));
  expect(twice).toEqual([]);
  expect(listed).toContain(path.join(base, 's/b/examples'));
});

it('a kept listing is what readdir gives, and only while kept', () => {
  fixture();
  keepListings();
  const dir = path.join(base, 's/a');
  expect(keptListing(dir)).toBeUndefined();
  keepListings(false);
  expect(keptHas(dir, 'tests')).toBeUndefined();
});
