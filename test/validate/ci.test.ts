// CI ergonomics on real repositories: config `ignores` and
// `overrides`, and `--baseline` / `--update-baseline`, matched by rule,
// file and content, never by line.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';
import { globTest } from '../../src/lint/globs.js';
import { applyBaseline, fingerprint } from '../../src/lint/baseline.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const ok = (name: string, extra: object = {}) => ({ name, description: 'd', entry: 'run.sh', timeout_seconds: 5, ...extra });
const json = (stdout: string) => JSON.parse(stdout) as { diagnostics: Array<{ rule: string; severity: string; file: string }> };

/** A repo: one good skill, a deliberately broken fixture, and one with an unknown key. */
function repo(config: object): string {
  base = tempBase();
  buildTree(base, {
    files: [
      ...skill('repo/skills/good', ok('good'))!,
      ...skill('repo/test/fixtures/broken', ok('Broken'))!,
      ...skill('repo/skills/extra', ok('extra', { timeout: 3 }))!,
    ],
  });
  writeFileSync(`${base}/repo/package.json`, JSON.stringify({ name: 'r', 'ongrid-skills': config }));
  return `${base}/repo`;
}

describe('globs', () => {
  it('match a path or a parent folder; * stays in a segment, ** spans them; bare names match at any depth', () => {
    expect(globTest(['test/fixtures/**'])('test/fixtures/a/skill.json')).toBe(true);
    expect(globTest(['test/fixtures'])('test/fixtures/a/skill.json')).toBe(true);
    expect(globTest(['fixtures/'])('test/fixtures/a/skill.json')).toBe(true);
    expect(globTest(['test/*/skill.json'])('test/a/b/skill.json')).toBe(false);
    expect(globTest(['test/**/skill.json'])('test/a/b/skill.json')).toBe(true);
    expect(globTest(['skills/{a,b}/*.json'])('skills/b/skill.json')).toBe(true);
    expect(globTest(['skills/{a,b}/*.json'])('skills/c/skill.json')).toBe(false);
    expect(globTest(['**'])('../outside/skill.json')).toBe(false);
  });
});

describe('config ignores and overrides', () => {
  it('ignores drop every finding on matching files; the manager lines still print', () => {
    const dir = repo({ ignores: ['test/fixtures/**'] });
    const r = runCli(['validate', '.', '--format', 'json'], { cwd: dir });
    expect(json(r.stdout).diagnostics.map((d) => `${d.file}:${d.rule}`)).toEqual(['skills/extra/skill.json:unknown-key']);
    expect(r.stderr).toContain('must be lower_snake');
    expect(r.code).toBe(0);
  });

  it('overrides tune rules per path, in order, and --rule wins over them', () => {
    const dir = repo({ rules: { 'unknown-key': 'error' }, overrides: [{ files: ['test/**'], rules: { 'name-format': 'warn' } }, { files: ['skills/extra'], rules: { 'unknown-key': 'off' } }] });
    const r = runCli(['validate', '.', '--format', 'json'], { cwd: dir });
    expect(json(r.stdout).diagnostics.map((d) => `${d.file}:${d.rule}:${d.severity}`)).toEqual(['test/fixtures/broken/skill.json:name-format:warning']);
    expect(r.code).toBe(0);
    const cli = runCli(['validate', '.', '--format', 'json', '--rule', 'name-format=error'], { cwd: dir });
    expect(json(cli.stdout).diagnostics.map((d) => d.severity)).toEqual(['error']);
  });

  it('an override can switch on a rule that is off elsewhere', () => {
    const dir = repo({ rules: { 'unknown-key': 'off' }, overrides: [{ files: ['skills/extra/**'], rules: { 'unknown-key': 'error' } }] });
    const r = runCli(['validate', 'skills', '--format', 'json'], { cwd: dir });
    expect(json(r.stdout).diagnostics.map((d) => `${d.rule}:${d.severity}`)).toEqual(['unknown-key:error']);
  });

  it('a bad key, glob list or rule id in an override is exit 2 naming it', () => {
    for (const [config, text] of [
      [{ ignores: 'x' }, 'key "ignores" must be an array of path globs'],
      [{ overrides: [{ files: [], rules: {} }] }, 'key "overrides[0].files" must be a non-empty array'],
      [{ overrides: [{ files: ['x'], rules: { 'no-such-rule': 'off' } }] }, 'key "overrides[0].rules.no-such-rule": no rule'],
      [{ overrides: [{ files: ['x'], rule: {} }] }, 'key "overrides[0].rule" is not an override key'],
    ] as const) {
      const dir = repo(config);
      const r = runCli(['validate', '.'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(text);
      removeBase(base);
      base = '';
    }
  });
});

describe('--baseline', () => {
  it('suppresses known findings across unrelated edits, fails on new ones, reports stale entries', () => {
    const dir = repo({});
    const write = runCli(['validate', '.', '--baseline', 'baseline.json', '--update-baseline'], { cwd: dir });
    expect(write.code).toBe(0);
    expect(write.stderr).toContain('note: wrote 2 findings to the baseline baseline.json');
    const doc = JSON.parse(readFileSync(`${dir}/baseline.json`, 'utf8')) as { version: number; findings: Array<{ rule: string; file: string }> };
    expect(doc.findings.map((f) => `${f.file}:${f.rule}`)).toEqual(['test/fixtures/broken/skill.json:name-format', 'skills/extra/skill.json:unknown-key']);
    // Lines move: the baseline still holds them.
    writeFileSync(`${dir}/skills/extra/skill.json`, '\n\n\n' + JSON.stringify(ok('extra', { timeout: 3 }), null, 2));
    const again = runCli(['validate', '.', '--baseline', 'baseline.json'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^no problems/);
    expect(again.stderr).toContain('2 known findings not reported');
    // A new finding fails; a fixed one is a stale entry.
    writeFileSync(`${dir}/test/fixtures/broken/skill.json`, JSON.stringify(ok('broken')));
    writeFileSync(`${dir}/skills/good/skill.json`, JSON.stringify(ok('Good')));
    const changed = runCli(['validate', '.', '--baseline', 'baseline.json'], { cwd: dir });
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('skills/good/skill.json:1:9  error  name "Good"');
    expect(changed.stderr).toContain('note: stale baseline entry: test/fixtures/broken/skill.json [name-format]');
    // From another folder the same baseline still matches (paths are relative to it).
    const elsewhere = runCli(['validate', dir, '--baseline', `${dir}/baseline.json`, '--format', 'json'], { cwd: base });
    expect(json(elsewhere.stdout).diagnostics.map((d) => d.rule)).toEqual(['name-format']);
  });

  it('counts equal findings; a changed offending line is a new finding', () => {
    const e = (content: string) => ({ rule: 'r', file: 'f', fingerprint: fingerprint('r', 'f', content) });
    const res = applyBaseline([{ item: 1, entry: e('a') }, { item: 2, entry: e('a') }, { item: 3, entry: e('b') }], { version: 1, findings: [e('a'), e('c')] });
    expect(res).toEqual({ fresh: [2, 3], suppressed: 1, stale: [e('c')] });
  });

  it('--update-baseline without --baseline, or a broken baseline, is exit 2', () => {
    const dir = repo({});
    expect(runCli(['validate', '.', '--update-baseline'], { cwd: dir }).stderr).toContain('error: --update-baseline needs --baseline FILE');
    writeFileSync(`${dir}/b.json`, '{"version":1,"findings":[{"rule":1}]}');
    const r = runCli(['validate', '.', '--baseline', 'b.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: --baseline b\.json: "findings\[0\]" must be/);
  });
});
