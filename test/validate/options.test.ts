// validate's switches and exit codes as a user meets them: --strict,
// --max-warnings, --rule, the config's `rules`, --root, --no-builtins,
// and exit 2 with one line naming the problem for every usage error.
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const ok = (name: string, extra: object = {}) => ({ name, description: 'd', entry: 'run.sh', timeout_seconds: 5, ...extra });

/** One skill with one warning (unknown key) and one note (mutating). */
function warned(): string {
  base = tempBase();
  buildTree(base, { files: skill('s/a', ok('warned', { timeout: 3, class: 'mutating' })) });
  return `${base}/s`;
}

const json = (stdout: string) => JSON.parse(stdout) as { diagnostics: Array<{ rule: string; severity: string }>; errorCount: number; warningCount: number; infoCount: number };

describe('exit codes', () => {
  it('0 when only warnings and notes; notes never count', () => {
    const r = runCli(['validate', warned(), '--format', 'json']);
    expect(r.code).toBe(0);
    const doc = json(r.stdout);
    expect(doc).toMatchObject({ errorCount: 0, warningCount: 1, infoCount: 1 });
    expect(doc.diagnostics.map((d) => `${d.rule}:${d.severity}`)).toEqual(['unknown-key:warning', 'agent-invisible-class:info']);
  });

  it('1 under --strict, or past --max-warnings', () => {
    const dir = warned();
    expect(runCli(['validate', dir, '--strict']).code).toBe(1);
    expect(runCli(['validate', dir, '--strict']).stdout).toContain('warnings fail the run (--strict)');
    expect(runCli(['validate', dir, '--max-warnings', '0']).code).toBe(1);
    expect(runCli(['validate', dir, '--max-warnings', '1']).code).toBe(0);
  });

  it('1 when a manifest is rejected; 0 on a clean tree with a summary line', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('s/a', ok('fine'))!, ...skill('t/a', '{"name":')!] });
    const clean = runCli(['validate', `${base}/s`]);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toBe('no problems in 1 skill.json file\n');
    expect(clean.stderr).toBe(`skill loader: registered subprocess skill "fine" from ${base}/s/a/skill.json\n`);
    const bad = runCli(['validate', `${base}/t`]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^\S+\/t\/a\/skill\.json:1:9 {2}error {2}not valid JSON for the manager \(unexpected end of JSON input\)/);
  });
});

describe('rule levels', () => {
  it('--rule turns a rule off, into a warning or into an error', () => {
    const dir = warned();
    expect(json(runCli(['validate', dir, '--format', 'json', '--rule', 'unknown-key=off']).stdout).warningCount).toBe(0);
    const up = runCli(['validate', dir, '--format', 'json', '--rule', 'unknown-key=error', '--rule', 'agent-invisible-class=warn']);
    expect(up.code).toBe(1);
    expect(json(up.stdout)).toMatchObject({ errorCount: 1, warningCount: 1, infoCount: 0 });
  });

  it('the config sets levels, and --rule wins over it', () => {
    const dir = warned();
    writeFileSync(`${base}/.ongrid-skillsrc.json`, JSON.stringify({ rules: { 'unknown-key': 'error' } }));
    expect(runCli(['validate', dir], { cwd: base }).code).toBe(1);
    expect(runCli(['validate', dir, '--rule', 'unknown-key=warn'], { cwd: base }).code).toBe(0);
  });

  it('a provider rule is off until asked for, by --providers or by setting its level', () => {
    base = tempBase();
    const schema = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false };
    buildTree(base, { files: skill('s/a', ok('open', { schema })) });
    const rules = (args: string[]) => json(runCli(['validate', `${base}/s`, '--format', 'json', ...args]).stdout).diagnostics.map((d) => d.rule);
    expect(rules([])).toEqual([]);
    expect(rules(['--providers', 'openai'])).toEqual(['provider-openai-strict']);
    expect(rules(['--rule', 'provider-gemini=warn'])).toEqual(['provider-gemini']);
    expect(rules(['--providers', 'gemini,anthropic'])).toEqual(['provider-gemini']);
    expect(rules(['--providers', 'anthropic'])).toEqual([]);
  });
});

describe('paths', () => {
  it('a skill.json is checked alone, in its folder as the root', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('s/a', ok('one', { timeout: 1 }))!, ...skill('s/a/b', ok('two', { timeout: 1 }))!] });
    const r = runCli(['validate', `${base}/s/a/skill.json`, '--format', 'json']);
    expect(json(r.stdout).diagnostics).toHaveLength(1);
  });

  it('--root walks the deployment root, reporting on the named paths only (duplicates across it included)', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('r/a', ok('same'))!, ...skill('r/b', ok('same'))!, ...skill('r/c', ok('other', { timeout: 1 }))!] });
    const r = runCli(['validate', '--root', `${base}/r`, `${base}/r/b`, '--format', 'json']);
    expect(json(r.stdout).diagnostics.map((d) => d.rule)).toEqual(['duplicate-name']);
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('--no-builtins lets a built-in name load', () => {
    base = tempBase();
    buildTree(base, { files: skill('s/a', ok('web_search')) });
    expect(runCli(['validate', `${base}/s`]).code).toBe(1);
    expect(runCli(['validate', `${base}/s`, '--no-builtins']).code).toBe(0);
  });
});

describe('usage errors exit 2 with one line', () => {
  it.each([
    [['validate', '/nonexistent/skills'], /^error: \/nonexistent\/skills: no such file or folder\n/],
    [['validate', '--rule', 'unknown-kee=off'], /^error: --rule unknown-kee=off: no rule "unknown-kee" \(did you mean unknown-key\?\)/],
    [['validate', '--rule', 'unknown-key=loud'], /^error: --rule unknown-key=loud: expected id=off, id=warn or id=error/],
    [['validate', '--format', 'xml'], /argument 'xml' is invalid\. Allowed choices are text, json, github, sarif/],
    [['validate', '--max-warnings', 'many'], /expected a whole number/],
    [['validate', '--providers', 'openai,mistral'], /unknown provider "mistral"/],
  ])('%j', (args, message) => {
    base = tempBase();
    const r = runCli(args as string[], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a file that is neither a skill.json nor markdown', () => {
    base = tempBase();
    writeFileSync(`${base}/notes.txt`, 'x');
    const r = runCli(['validate', 'notes.txt'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: notes.txt: not a folder, a skill.json or a .md file');
  });

  it('a config with an unknown rule names the file and the key', () => {
    base = tempBase();
    writeFileSync(`${base}/.ongrid-skillsrc.json`, JSON.stringify({ rules: { 'unknown-keys': 'off' } }));
    const r = runCli(['validate', '.'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`error: ${base}/.ongrid-skillsrc.json: key "rules.unknown-keys": no rule "unknown-keys" (did you mean unknown-key?)`);
  });
});

describe('colour', () => {
  it('only when forced or on a TTY, never with NO_COLOR', () => {
    const dir = warned();
    expect(runCli(['validate', dir]).stdout).not.toContain('\x1b[');
    expect(runCli(['validate', dir], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } }).stdout).toContain('\x1b[33m');
  });
});
