// `npm run conformance` in a clone without the project's shared/ folder says
// what it needs, in one line, exit 2.
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { cliDocument } from '../helpers/doc.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const REPO = path.resolve(path.dirname(BIN), '..');
const base = tempBase();
afterAll(() => removeBase(base));

it('names the missing corpus instead of a stack trace', async () => {
  const script = path.join(base, 'clone', 'scripts', 'conformance.mjs');
  cpSync(path.join(REPO, 'scripts', 'conformance.mjs'), script);
  const r = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  expect(r.status).toBe(2);
  await expect(cliDocument('npm run conformance', { code: r.status, stdout: r.stdout, stderr: r.stderr }, { [base]: '<tmp>' })).toMatchFileSnapshot('./__snapshots__/conformance-missing.md');
});
