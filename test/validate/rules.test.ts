// One fixture per rule (fixtures/validate/<rule-id>/): what it plants is
// found at the planted position, and its near misses (good/) stay quiet.
// Checked in-process, the way `validate` runs: fixtures/validate as the
// deployment root, one fixture folder as the path.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import type { Profile } from '../../src/ecosystems/profiles.js';
import type { ManifestContext } from '../../src/lint/rule.js';
import { RULES } from '../../src/lint/rules/index.js';
import rootUnresolvable from '../../src/lint/rules/manifest/root-unresolvable.js';
import { makeDeepChain, removeDeep } from '../helpers/deep.js';
import { removeBase, tempBase } from '../helpers/tree.js';
import { FIXTURES, type Fixture, REPO, copyFixture, fixtures, positions } from './fixtures.js';

const ALL = fixtures();
const rel = (f: Fixture, file: string): string => path.relative(REPO, path.join(f.dir, file));

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

function caseArgs(args: string[]): { paths: string[]; providers?: Array<'openai' | 'anthropic' | 'gemini'>; profile?: Profile[]; rule?: string[] } {
  const paths: string[] = [];
  const rule: string[] = [];
  let providers: Array<'openai' | 'anthropic' | 'gemini'> | undefined;
  let profile: Profile[] | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--providers') providers = args[++i].split(',') as typeof providers;
    else if (args[i] === '--profile') profile = args[++i].split(',') as Profile[];
    else if (args[i] === '--rule') rule.push(args[++i]);
    else paths.push(path.join(FIXTURES, args[i]));
  }
  return { paths, providers, profile, ...(rule.length ? { rule } : {}) };
}

describe('every rule has a fixture', () => {
  it('one folder per rule id, and no folder without a rule', () => {
    expect(ALL.map((f) => f.rule)).toEqual(RULES.map((r) => r.id).sort());
  });
});

describe.each(ALL.map((f) => [f.rule, f] as const))('%s', (_rule, f) => {
  it('finds what the fixture plants, at its position, and nothing else', async () => {
    const v = await collectValidation([f.dir], { root: FIXTURES }, { cwd: REPO, env: {} });
    expect(positions(v.diagnostics)).toEqual(positions(f.diagnostics.map((d) => ({ ...d, file: rel(f, d.file) }))));
    for (const d of f.diagnostics) expect(RULES.some((r) => r.id === d.rule)).toBe(true);
  });

  for (const [i, c] of f.cases.filter((c) => !c.made).entries()) {
    it(`case ${i + 1}: ${JSON.stringify(c.args ?? [])}${c.env ? ' with ' + JSON.stringify(c.env) : ''}`, async () => {
      const cwd = c.cwd ? path.join(FIXTURES, c.cwd) : REPO;
      const { paths, providers, profile, rule } = caseArgs(c.args ?? []);
      const v = await collectValidation(c.cwd ? (c.args ?? []) : paths, { providers, profile, rule }, { cwd, env: c.env ?? {} });
      const want = (c.diagnostics as Fixture['diagnostics']).map((d) => ({
        ...d,
        file: d.file.startsWith('$') ? d.file : path.relative(cwd, path.join(f.dir, d.file)),
      }));
      expect(positions(v.diagnostics.filter((d) => d.rule === f.rule))).toEqual(positions(want));
    });
  }
});

describe('rules that need a tree git cannot hold', () => {
  it('manifest-blocks: a FIFO named skill.json', async () => {
    base = tempBase();
    const f = ALL.find((x) => x.rule === 'manifest-blocks')!;
    const dir = copyFixture(f, base);
    mkdirSync(path.join(dir, 'bad'));
    execFileSync('mkfifo', [path.join(dir, 'bad/skill.json')]);
    const v = await collectValidation([dir], {}, { cwd: base, env: {} });
    expect(positions(v.diagnostics)).toEqual(['manifest-blocks/bad/skill.json:1:1 manifest-blocks']);
  });

  it('walk-error: a folder chain past PATH_MAX', async () => {
    base = tempBase();
    const f = ALL.find((x) => x.rule === 'walk-error')!;
    const dir = copyFixture(f, base);
    makeDeepChain(dir, 'd'.repeat(200), 25);
    try {
      const v = await collectValidation([dir], {}, { cwd: base, env: {} });
      expect(v.diagnostics.map((d) => d.rule)).toEqual(['walk-error']);
      expect(v.diagnostics[0].message).toContain('file name too long');
      expect(v.lines.some((l) => l.startsWith('skill loader: walk '))).toBe(true);
    } finally {
      removeDeep(path.join(dir, 'd'.repeat(200)));
    }
  });

  it('root-unresolvable: the loader outcome it maps', () => {
    const found: unknown[] = [];
    const m = {
      outcome: { status: 'build-error', check: 'root-symlinks', message: 'eval allowlist root: lstat /r: permission denied', path: '/r/a/skill.json' },
      where: () => ({ pointer: '/entry' }),
    } as unknown as ManifestContext;
    rootUnresolvable.manifest!(m, (args, where) => found.push({ args, where }));
    expect(found).toEqual([{ args: { message: 'eval allowlist root: lstat /r: permission denied' }, where: { pointer: '/entry' } }]);
  });
});
