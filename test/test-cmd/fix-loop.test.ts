// The author's loop with --fix, through the bin, for each --lang: a skill
// from init, broken the way hand edits break skills (the #! line gone, the
// x bit lost, a key misspelt, a name in the wrong case), is put back by
// `validate --fix` to exactly what init wrote, and its tests pass again.
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base: string;
beforeAll(() => (base = tempBase()));
afterAll(() => removeBase(base));

const ENTRY: Record<string, string> = { sh: 'run.sh', python: 'run.py', node: 'run.js' };

describe.each(['sh', 'python', 'node'])('--lang %s', (lang) => {
  it('init, break, validate --fix, back to what init wrote, test green', () => {
    const dir = `fixme_${lang}`;
    expect(runCli(['init', dir, '--lang', lang, '--yes'], { cwd: base }).code).toBe(0);
    const manifest = path.join(base, dir, 'skill.json');
    const entry = path.join(base, dir, ENTRY[lang]);
    const [manifestText, entryText, entryMode] = [readFileSync(manifest, 'utf8'), readFileSync(entry, 'utf8'), statSync(entry).mode];

    writeFileSync(manifest, manifestText.replace('"timeout_seconds"', '"timeout"').replace(`"name": "${dir}"`, `"name": "${dir.toUpperCase()}"`));
    writeFileSync(entry, entryText.slice(entryText.indexOf('\n') + 1));
    chmodSync(entry, 0o644);
    // The manager's image has no Node (docs/target.md): a node skill is judged on this machine.
    const host = lang === 'node' ? ['--target', 'host'] : [];
    expect(runCli(['validate', dir, ...host], { cwd: base }).code).toBe(1);

    const fixed = runCli(['validate', dir, '--fix', ...host], { cwd: base });
    expect(fixed.stdout).toBe('no problems in 1 skill.json file\n');
    expect(fixed.code).toBe(0);
    expect(fixed.stderr).toContain('note: --fix: fixed 4 problems in 2 files; 0 problems left');
    expect(readFileSync(manifest, 'utf8')).toBe(manifestText);
    expect(readFileSync(entry, 'utf8')).toBe(entryText);
    expect(statSync(entry).mode).toBe(entryMode);

    const green = runCli(['test', dir], { cwd: base });
    expect(green.code, green.stdout + green.stderr).toBe(0);
  }, 120_000); // six CLI runs: give a loaded machine time
});
