// --help, --version and scan never load execa or ajv; run loads ajv only
// when there is a schema to check that runner/args-fast.ts cannot vouch for
// the args of. (That run takes the child addon where it is built:
// test/packaging/addon-prebuild.test.ts.)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_COLD } from '../../scripts/build-run.mjs';
import { loadedBy } from '../helpers/loaded.js';
import { makeSkill, tempDir } from './helpers.js';

const tmp = tempDir();
const root = path.join(tmp.dir, 'skills');
beforeAll(() => {
  makeSkill(root, 'plain', "#!/bin/sh\nprintf '{}'\n");
  makeSkill(root, 'typed', "#!/bin/sh\nprintf '{}'\n", { schema: { type: 'object', properties: { n: { type: 'integer' } } } });
  makeSkill(root, 'patterned', "#!/bin/sh\nprintf '{}'\n", { schema: { type: 'object', properties: { n: { pattern: '^a' } } } });
});
afterAll(() => tmp.remove());

/** Which bundled dependencies `args` initialised (V8 coverage of the bundle). */
function loadedDeps(args: string[], input = ''): Set<string> {
  const r = loadedBy(args, { input, env: { ONGRID_SKILLS_EXTERNAL_DIRS: root } });
  // --version is answered by the bin shim before the bundle loads at all.
  expect(r.bundleLoaded).toBe(args[0] !== '--version');
  return r.packages;
}

describe('lazy imports', () => {
  for (const args of [['--help'], ['--version'], ['run', '--help'], ['scan', '/nonexistent']]) {
    it(`${args.join(' ')} loads neither execa nor ajv`, () => {
      const deps = loadedDeps(args);
      expect(deps.has('execa')).toBe(false);
      expect(deps.has('ajv')).toBe(false);
    });
  }
  it('run without a schema loads neither execa nor ajv', () => {
    const plain = loadedDeps(['run', 'plain']);
    expect(plain.has('execa')).toBe(false);
    expect(plain.has('ajv')).toBe(false);
  });
  it("run initialises ajv's half of the args check only where ajv is asked", () => {
    const sources = (args: string[], input: string) => loadedBy(args, { input, env: { ONGRID_SKILLS_EXTERNAL_DIRS: root } }).sources;
    // run's own bundle holds the args check at its top level (src/cli-run.ts), so
    // only the halves behind an import() have an init to see; the last line shows one seen.
    for (const [name, input] of [['plain', ''], ['typed', '{"n":1}']]) {
      const loaded = sources(['run', name], input);
      expect(loaded.has('src/runner/args-ajv.ts')).toBe(false);
      expect(loaded.has('src/schema/bounded-regexp.ts')).toBe(false);
    }
    expect(sources(['run', 'patterned'], '{"n":"abc"}').has('src/runner/args-ajv.ts')).toBe(true);
  });
  it('a run that needs none of them initialises no module of run-cold.cjs (a persona does)', () => {
    const sources = (args: string[]) => loadedBy(args, { input: '{}', env: { ONGRID_SKILLS_EXTERNAL_DIRS: root } }).sources;
    const plain = sources(['run', 'plain']);
    expect(RUN_COLD.filter((f) => plain.has(f))).toEqual([]);
    const persona = path.join(tmp.dir, 'persona.md');
    writeFileSync(persona, '---\nname: p\ndescription: d\npermission_mode: read-only\n---\nbody\n');
    expect(sources(['run', 'plain', '--persona', persona]).has('src/ecosystems/persona-doc.ts')).toBe(true);
  });
  it('run with a schema loads ajv only for args it cannot tell valid without', () => {
    expect(loadedDeps(['run', 'typed'], '{"n":1}').has('ajv')).toBe(false);
    // Invalid args: ajv words the issues.
    const refused = loadedDeps(['run', 'typed'], '{"n":"x"}');
    expect(refused.has('ajv')).toBe(true);
    expect(refused.has('execa')).toBe(false);
    // A keyword args-fast.ts leaves to ajv.
    expect(loadedDeps(['run', 'patterned'], '{"n":"abc"}').has('ajv')).toBe(true);
  });
});
