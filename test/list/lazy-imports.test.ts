// cli.md "Everywhere": `--help`, `--version`, `scan` and `list` never load
// ajv (or the SARIF writer); `validate` loads ajv only when a manifest has
// a schema to check. Traced with a module resolve hook: every module the
// process actually loads is written to a file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';
import { spawnSync } from 'node:child_process';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const HOOK = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  appendFileSync(process.env.ONGRID_TRACE, r.url + '\\n');
  return r;
}`;
const REGISTER = `import { register } from 'node:module';\nregister('./hook.mjs', import.meta.url);\n`;

/** Source markers of what must stay unloaded: ajv's core, ajv-formats, the SARIF writer's fs-extra. */
const HEAVY: Record<string, string> = { ajv: 'allowMatchingProperties', 'ajv-formats': 'fullFormats', 'node-sarif-builder': 'gracefulify' };

function loaded(args: string[]): string[] {
  const trace = path.join(base, 'trace.txt');
  writeFileSync(path.join(base, 'hook.mjs'), HOOK);
  writeFileSync(path.join(base, 'register.mjs'), REGISTER);
  writeFileSync(trace, '');
  const r = spawnSync(process.execPath, ['--import', path.join(base, 'register.mjs'), BIN, ...args], {
    env: { ...process.env, NO_COLOR: '1', ONGRID_TRACE: trace },
    cwd: base,
  });
  expect(r.status === 0 || r.status === 1).toBe(true);
  const files = readFileSync(trace, 'utf8').split('\n').filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
  const found = new Set<string>();
  for (const f of new Set(files)) {
    const src = readFileSync(f, 'utf8');
    for (const [name, marker] of Object.entries(HEAVY)) if (src.includes(marker)) found.add(name);
  }
  return [...found].sort();
}

describe('heavy modules load only where needed', () => {
  it.each([[['--help']], [['validate', '--help']], [['list', '--help']], [['scan']], [['list']], [['list', '--tools', 'openai']], [['list', '--json']]])(
    '%j loads none of them',
    (args) => {
      base = tempBase();
      buildTree(base, { files: skill('a', { name: 'typed', description: 'd', entry: 'run.sh', schema: { type: 'object' } }) });
      expect(loaded(args as string[])).toEqual([]);
    },
  );

  it('validate loads ajv for a schema, and not without one', () => {
    base = tempBase();
    buildTree(base, { files: skill('a', { name: 'plain', description: 'd', entry: 'run.sh', timeout_seconds: 5 }) });
    expect(loaded(['validate', '.'])).toEqual([]);
    buildTree(base, { files: skill('b', { name: 'typed', description: 'd', entry: 'run.sh', timeout_seconds: 5, schema: { type: 'object' } }) });
    expect(loaded(['validate', '.'])).toEqual(['ajv', 'ajv-formats']);
    expect(loaded(['validate', '.', '--format', 'sarif'])).toEqual(['ajv', 'ajv-formats', 'node-sarif-builder']);
  });
});
