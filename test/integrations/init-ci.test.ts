// The commands `init --ci` writes: npx with the exact version of the package
// that wrote them (read from its package.json as it runs: a copy of the
// package with another version pins that one), or with the `--from` spec,
// quoted so YAML and the shell read it back whole; never a bare name. The
// pages that document the files show them as written. Running them is
// init-ci.slow.test.ts's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';
import { REPO, packageCopy } from '../helpers/pack.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const base = tempBase();
afterAll(() => removeBase(base));
const VERSION = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string }).version;

function generate(kind: 'github' | 'pre-commit', extra: string[] = [], bin?: string): string {
  const cwd = tempBase();
  try {
    const r = runCli(['init', '--ci', kind, ...extra], { cwd, bin });
    expect(r.code, r.stderr).toBe(0);
    return readFileSync(path.join(cwd, kind === 'github' ? '.github/workflows/ongrid-skills.yml' : '.pre-commit-config.yaml'), 'utf8');
  } finally {
    removeBase(cwd);
  }
}

/** Every command in a generated file: the workflow's run steps, the hooks' entries. */
function commands(kind: 'github' | 'pre-commit', text: string): string[] {
  const doc = parse(text) as { jobs?: Record<string, { steps: Array<{ run?: string }> }>; repos?: Array<{ hooks: Array<{ entry: string }> }> };
  return kind === 'github'
    ? Object.values(doc.jobs!).flatMap((j) => j.steps.flatMap((s) => (s.run ? [s.run] : [])))
    : doc.repos!.flatMap((r) => r.hooks.map((h) => h.entry));
}

describe('init --ci: what the generated commands start', () => {
  for (const kind of ['github', 'pre-commit'] as const) {
    it(`${kind}: npx --yes ongrid-skills@${VERSION}, never the bare name`, () => {
      const cmds = commands(kind, generate(kind));
      expect(cmds).toHaveLength(2);
      for (const c of cmds) expect(c.startsWith(`npx --yes ongrid-skills@${VERSION} `)).toBe(true);
    });
  }

  it('pins the version in the package.json of the copy that runs, read as it runs', () => {
    const copy = packageCopy(path.join(base, 'other-version'), { version: '9.8.7' });
    for (const c of commands('github', generate('github', [], path.join(copy, 'bin/ongrid-skills.js')))) expect(c).toMatch(/^npx --yes ongrid-skills@9\.8\.7 /);
  });

  it('--from SPEC: npx --package SPEC, quoted so the YAML and the shell read the spec back whole', () => {
    const cmds = commands('pre-commit', generate('pre-commit', ['--from', './my tools/ongrid skills.tgz']));
    for (const c of cmds) expect(c).toMatch(/^npx --yes --package '\.\/my tools\/ongrid skills\.tgz' ongrid-skills /);
    const git = commands('github', generate('github', ['--from', 'git+https://git.example.com/tools/ongrid-skills.git#v1: x']));
    for (const c of git) expect(c).toMatch(/^npx --yes --package 'git\+https:\/\/git\.example\.com\/tools\/ongrid-skills\.git#v1: x' ongrid-skills /);
  });

  it('--from without --ci, or a spec with a control character, is a usage error and writes nothing', () => {
    const cwd = tempBase();
    try {
      const alone = runCli(['init', 'x', '--yes', '--from', 'a.tgz'], { cwd });
      expect(alone.code).toBe(2);
      expect(alone.stderr).toContain('--from names what the CI file installs');
      const bad = runCli(['init', '--ci', 'github', '--from', 'a\nb'], { cwd });
      expect(bad.code).toBe(2);
      expect(bad.stderr.split('\n')[0]).toBe('error: --from "a\\nb" is not an install spec: it is blank or holds a control character');
      expect(readdirSync(cwd)).toEqual([]);
    } finally {
      removeBase(cwd);
    }
  });
});

describe('docs/commands/init.md shows the files as init writes them', () => {
  const page = readFileSync(path.join(REPO, 'docs/commands/init.md'), 'utf8');
  const blocks = [...page.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
  it('the workflow and the pre-commit config', () => {
    expect(blocks).toContain(generate('github'));
    expect(blocks).toContain(generate('pre-commit'));
  });
});
