// Config code is never loaded from
// above the project root, is named on stderr when it runs, --no-config
// loads nothing, and a bad config is one line with its position.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

describe('config trust', () => {
  it('never runs a config above the project root (.git), names a code config, and --no-config skips it', () => {
    mkdirSync(`${base}/proj/.git`, { recursive: true });
    mkdirSync(`${base}/proj/sub`);
    writeFileSync(`${base}/.ongrid-skillsrc.mjs`, 'process.stderr.write("PLANTED RAN\\n"); export default {};\n');
    const above = runCli(['scan'], { cwd: `${base}/proj/sub` });
    expect(above.stderr).not.toContain('PLANTED RAN');
    writeFileSync(`${base}/proj/ongrid-skills.config.mjs`, 'export default { builtins: false };\n');
    const own = runCli(['scan'], { cwd: `${base}/proj/sub` });
    expect(own.stderr).toContain(`note: config ${base}/proj/ongrid-skills.config.mjs is code; running it with your permissions (--no-config skips it, --no-code-config refuses it)\n`);
    writeFileSync(`${base}/proj/ongrid-skills.config.mjs`, 'process.stderr.write("RAN\\n"); export default {};\n');
    for (const args of [['scan', '--no-config'], ['--no-config', 'list'], ['validate', '--no-config', '--allow-empty', '.']]) {
      expect(runCli(args, { cwd: `${base}/proj/sub` }).stderr).not.toMatch(/RAN|note: config/);
    }
  });

  it('--no-code-config refuses a code config before it runs (exit 2) and still reads a data config', () => {
    mkdirSync(`${base}/.git`);
    writeFileSync(`${base}/ongrid-skills.config.mjs`, 'process.stderr.write("RAN\\n"); export default {};\n');
    for (const args of [['--no-code-config', 'scan'], ['run', 'x', '--no-code-config'], ['test', '--no-code-config', '.']]) {
      const refused = runCli(args, { cwd: base });
      expect(refused.code).toBe(2);
      expect(refused.stderr).not.toContain('RAN');
      expect(refused.stderr.split('\n')[0]).toBe(`error: ${base}/ongrid-skills.config.mjs: the config is code and --no-code-config refuses to run it`);
    }
    expect(runCli(['run', 'x'], { cwd: base }).stderr).toMatch(/^note: config .* is code; running it with your permissions .*\nRAN\n/);
    writeFileSync(`${base}/ongrid-skills.config.mjs`, '');
    writeFileSync(`${base}/.ongrid-skillsrc.json`, '{"builtins": "yes"}');
    const data = runCli(['scan', '--no-code-config'], { cwd: base });
    expect(data.code).toBe(2);
    expect(data.stderr).toContain('.ongrid-skillsrc.json: key "builtins" must be true or false');
  });

  it('a throwing getter, a Proxy or a thrown string is one error line, exit 2', () => {
    mkdirSync(`${base}/.git`);
    for (const code of ['export default { get dirs() { throw new Error("boom") } };', 'export default new Proxy({}, { ownKeys() { throw 42 } });', 'throw "x";']) {
      writeFileSync(`${base}/ongrid-skills.config.mjs`, code);
      const r = runCli(['scan'], { cwd: base });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^note: config .* is code; running it.*\nerror: .*ongrid-skills\.config\.mjs: /);
      expect(r.stderr).not.toMatch(/unexpected failure|\n\s+at /);
    }
  });

  it('syntax errors name the line and column; a package.json with the key but broken JSON is exit 2', () => {
    mkdirSync(`${base}/.git`);
    writeFileSync(`${base}/.ongrid-skillsrc.json`, '{"dirs": ["a",]}');
    expect(runCli(['scan'], { cwd: base }).stderr.split('\n')[0]).toBe(`error: ${base}/.ongrid-skillsrc.json: cannot read config: invalid character ']' looking for beginning of value (line 1, column 15)`);
    writeFileSync(`${base}/.ongrid-skillsrc.json`, '{}');
    writeFileSync(`${base}/package.json`, '{"ongrid-skills": {},}');
    const pkg = runCli(['scan'], { cwd: base });
    expect(pkg.code).toBe(2);
    expect(pkg.stderr.split('\n')[0]).toBe(`error: ${base}/package.json: not valid JSON: invalid character '}' looking for beginning of object key string (line 1, column 22)`);
  });
});
