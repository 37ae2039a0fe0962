// `validate` and `test` agree on golden test files: what `test` refuses
// (exit 2) is an error in `validate` (exit 1), so a CI validate step fails
// where the test step would; both give the same did-you-mean for a
// mistyped key (`expected`) or matcher (`$regx`); and `test --update` says
// which cases it could not record and why.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => removeBase(base));

/** A skill `init` scaffolds, with one more test file holding `text`. */
function skillWith(text: string): string {
  base = tempBase();
  const dir = path.join(base, 'hello');
  expect(runCli(['init', dir, '--yes']).code).toBe(0);
  writeFileSync(path.join(dir, 'tests/more.test.json'), text);
  return dir;
}

const BAD_FILES: Record<string, string> = {
  'a mistyped key': '{"cases":[{"name":"a","args":{"name":"ana"},"expected":{"ok":true}}]}',
  'a mistyped matcher': '{"cases":[{"name":"a","args":{"name":"ana"},"expect":{"result":{"greeting":{"$regx":"^h"}}}}]}',
  'not JSON': '{"cases":[',
  'an env the skill does not pass': '{"cases":[{"name":"a","args":{"name":"ana"},"env":{"SECRET":"x"}}]}',
};

describe('a test file test refuses', () => {
  for (const [what, text] of Object.entries(BAD_FILES)) {
    it(`${what}: test exits 2, validate fails with an error`, () => {
      const dir = skillWith(text);
      expect(runCli(['test', dir]).code).toBe(2);
      const v = runCli(['validate', dir, '--format', 'json']);
      const found = (JSON.parse(v.stdout) as { diagnostics: Array<{ rule: string; severity: string; file: string }> }).diagnostics.filter((d) => d.file.endsWith('more.test.json'));
      expect(found.length).toBeGreaterThan(0);
      for (const d of found) expect(d.severity).toBe('error');
      expect(v.code).toBe(1);
    });
  }

  it('both say did you mean "expect" for `expected` and $regex for `$regx`', () => {
    const key = skillWith(BAD_FILES['a mistyped key']);
    expect(runCli(['test', key]).stdout).toContain('unknown key "expected" in case 1; did you mean "expect"?');
    expect(runCli(['validate', key]).stdout).toContain('Did you mean `expect`?');
    removeBase(base);
    const matcher = skillWith(BAD_FILES['a mistyped matcher']);
    expect(runCli(['test', matcher]).stdout).toContain('unknown matcher $regx; did you mean $regex?');
    expect(runCli(['validate', matcher]).stdout).toContain('unknown matcher $regx; did you mean $regex?');
  });
});

describe('test --update', () => {
  it('names each case it cannot record, and why', () => {
    const dir = skillWith('{"cases":[{"name":"bad args","args":{"name":5}},{"name":"good","args":{"name":"bo"},"expect":{"result":{"greeting":"x"}}}]}');
    const r = runCli(['test', dir, '--update']);
    expect(r.stderr).toContain(
      `not recorded: ${path.join(dir, 'tests/more.test.json')}: case "bad args": args do not match the schema of "hello" (1 problem); nothing was started (the skill never ran: nothing to record)\n`,
    );
    expect(r.stderr).toContain('(1 case recorded)');
  });
});
