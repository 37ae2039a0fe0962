// validate's reading of golden test files in a hostile tree: a FIFO or a
// link named like a test file is never opened (no hang, no read through
// the link), and an oversized file is a finding, not a read without end.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const ok = { name: 'a', description: 'd', entry: 'run.sh', timeout_seconds: 5 };
const found = async (dir: string) => (await collectValidation([dir], {}, { cwd: base, env: {} })).diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`);

it('skips a FIFO and a link named like a test file', async () => {
  base = tempBase();
  buildTree(base, { files: [...skill('s/a', ok)!, { path: 'elsewhere.json', text: '{"cases": [{"nam": "x"}]}' }] });
  mkdirSync(path.join(base, 's/a/tests'));
  execFileSync('mkfifo', [path.join(base, 's/a/tests/pipe.test.json')]);
  symlinkSync(path.join(base, 'elsewhere.json'), path.join(base, 's/a/tests/link.test.json'));
  expect(await found(path.join(base, 's'))).toEqual([]);
});

it('a test file over 4 MiB is a finding at 1:1, not read', async () => {
  base = tempBase();
  buildTree(base, { files: skill('s/a', ok) });
  mkdirSync(path.join(base, 's/a/tests'));
  writeFileSync(path.join(base, 's/a/tests/big.test.json'), Buffer.alloc(4 * 1024 * 1024 + 1, 0x20));
  expect(await found(path.join(base, 's'))).toEqual(['s/a/tests/big.test.json:1:1 test-file-invalid']);
});
