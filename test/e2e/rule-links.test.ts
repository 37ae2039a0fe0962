// Links a user copies from the CLI resolve, or are not printed: `explain`,
// `rules --json` and SARIF's helpUri point at docs/rules/ID.md in the
// repository package.json names (GitHub), read from the package that runs;
// with no repository, or another host, there is no link at all. Nothing a
// user copies (the CLI's output, the sources, docs, fixtures, the files
// init writes, action.yml) holds a placeholder like <owner> or <ref>, or
// an npx of the bare package name.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { REPO, packageCopy } from '../helpers/pack.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const PLACEHOLDERS = /<owner>|%3Cowner%3E|<ref>|%3Cref%3E/i;
/** npx of the bare name runs whatever is published under it later: every npx names a version or a --package. */
const UNPINNED_NPX = /npx( --yes| -y)? ongrid-skills(?!@)/;
const FIXTURE = path.join(REPO, 'fixtures/validate/entry-not-executable/bad');
const base = tempBase();
afterAll(() => removeBase(base));

/** What a user sees of the rules: explain of one, rules --json, and SARIF's rule entries. */
function outputs(bin?: string): { explain: string; json: Array<{ id: string; helpUri?: string }>; sarif: Array<{ id: string; helpUri?: string }>; raw: string } {
  const explain = runCli(['explain', 'entry-not-executable'], { bin });
  const rules = runCli(['rules', '--json'], { bin });
  const sarif = runCli(['validate', FIXTURE, '--format', 'sarif'], { bin });
  expect([explain.code, rules.code]).toEqual([0, 0]);
  const log = JSON.parse(sarif.stdout) as { runs: Array<{ tool: { driver: { rules: Array<{ id: string; helpUri?: string }> } } }> };
  return {
    explain: explain.stdout,
    json: JSON.parse(rules.stdout) as Array<{ id: string; helpUri?: string }>,
    sarif: log.runs[0].tool.driver.rules,
    raw: explain.stdout + rules.stdout + sarif.stdout + explain.stderr + rules.stderr + sarif.stderr,
  };
}

describe('rule links', () => {
  const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { repository?: unknown };

  it('this package: a link only to a page that exists, no placeholder', () => {
    const out = outputs();
    expect(out.raw).not.toMatch(PLACEHOLDERS);
    const links = [...out.json, ...out.sarif].flatMap((r) => (r.helpUri ? [r.helpUri] : []));
    if (pkg.repository === undefined) {
      expect(links).toEqual([]);
      expect(out.explain).not.toContain('More:');
    }
    // Each page a link names is in this checkout (docs/rules/ID.md), so it resolves once pushed.
    for (const link of links) expect(existsSync(path.join(REPO, /\/blob\/HEAD\/(.*)$/.exec(link)![1]))).toBe(true);
  });

  it('a GitHub repository in package.json: every link is that repository\'s docs/rules/ID.md', () => {
    const bin = path.join(packageCopy(path.join(base, 'github'), { repository: { type: 'git', url: 'git+https://github.com/acme/ongrid-skills.git' } }), 'bin/ongrid-skills.js');
    const out = outputs(bin);
    expect(out.explain).toContain('More: https://github.com/acme/ongrid-skills/blob/HEAD/docs/rules/entry-not-executable.md\n');
    for (const r of [...out.json, ...out.sarif]) expect(r.helpUri).toBe(`https://github.com/acme/ongrid-skills/blob/HEAD/docs/rules/${r.id}.md`);
  });

  it('the shorthand and a monorepo directory', () => {
    const bin = path.join(packageCopy(path.join(base, 'short'), { repository: { url: 'github:acme/tools', directory: 'packages/ongrid-skills' } }), 'bin/ongrid-skills.js');
    expect(outputs(bin).explain).toContain('More: https://github.com/acme/tools/blob/HEAD/packages/ongrid-skills/docs/rules/entry-not-executable.md\n');
  });

  it('another host: no link rather than a guess', () => {
    const bin = path.join(packageCopy(path.join(base, 'other'), { repository: 'https://git.example.com/acme/ongrid-skills.git' }), 'bin/ongrid-skills.js');
    const out = outputs(bin);
    expect(out.explain).not.toContain('More:');
    expect([...out.json, ...out.sarif].filter((r) => r.helpUri !== undefined)).toEqual([]);
  });
});

describe('no placeholder anywhere a user copies from', () => {
  const roots = ['src', 'docs', 'fixtures', 'action.yml', '.pre-commit-hooks.yaml', 'bin', 'skill.schema.json'];
  /** Every file under the roots (a bounded walk of this checkout). */
  function files(): string[] {
    const out: string[] = [];
    const stack = roots.map((r) => path.join(REPO, r)).filter((p) => existsSync(p));
    for (let p = stack.pop(); p !== undefined; p = stack.pop()) {
      const st = lstatSync(p);
      if (st.isDirectory()) for (const e of readdirSync(p)) stack.push(path.join(p, e));
      else if (st.isFile()) out.push(p);
    }
    return out;
  }

  it('sources, docs, fixtures, the Action and the hook file', () => {
    const hits = files().filter((f) => {
      const text = readFileSync(f, 'latin1');
      return PLACEHOLDERS.test(text) || UNPINNED_NPX.test(text);
    });
    expect(hits.map((f) => path.relative(REPO, f))).toEqual([]);
  });

  it('every command\'s --help', () => {
    const top = runCli(['--help']).stdout;
    const commands = [...top.split('Commands:')[1].matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]).filter((c) => c !== 'help');
    expect(commands).toContain('mcp');
    for (const c of commands) {
      const help = runCli([c, '--help']).stdout;
      expect(help, c).not.toMatch(PLACEHOLDERS);
      expect(help, c).not.toMatch(UNPINNED_NPX);
    }
  });

  it('the files init writes', () => {
    const cwd = path.join(base, 'init');
    mkdirSync(cwd);
    for (const args of [['skills/one', '--yes', '--class', 'mutating'], ['skills/two', '--yes', '--native'], ['--ci', 'github'], ['--ci', 'pre-commit']]) {
      const r = runCli(['init', ...args], { cwd });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).not.toMatch(PLACEHOLDERS);
    }
    const written = (function walk(d: string): string[] {
      return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    })(cwd);
    expect(written.length).toBeGreaterThan(5);
    for (const f of written) {
      expect(readFileSync(f, 'utf8'), f).not.toMatch(PLACEHOLDERS);
      expect(readFileSync(f, 'utf8'), f).not.toMatch(UNPINNED_NPX);
    }
  });
});
