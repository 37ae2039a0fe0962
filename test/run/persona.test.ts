// run's permission mode: --permission-mode, else the persona's
// permission_mode (read with validate's persona parser), else the config,
// else the default; a persona the manager would reject is a usage error.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { permissionMode } from '../../src/commands/run/gate.js';
import { UsageError } from '../../src/errors.js';
import { tempDir } from './helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());

function personaFile(name: string, front: string): string {
  const file = path.join(tmp.dir, `${name}.md`);
  writeFileSync(file, `---\n${front}\n---\nYou are ${name}.\n`);
  return file;
}
const full = (extra: string) => `name: ops\ndescription: d\nwhen_to_use: w\n${extra}`;

describe('permissionMode', () => {
  it('takes the flag first, then the persona, then the config, then the default', async () => {
    const ro = personaFile('ro', full('permission_mode: read-only'));
    expect(await permissionMode('dual-sign-required', ro, {})).toEqual({ mode: 'dual-sign-required', source: 'flag' });
    expect(await permissionMode(undefined, ro, { permissionMode: 'dual-sign-required' })).toEqual({ mode: 'read-only', source: 'persona' });
    const none = personaFile('none', full(''));
    expect(await permissionMode(undefined, none, { permissionMode: 'read-only' })).toEqual({ mode: 'read-only', source: 'config' });
    expect(await permissionMode(undefined, undefined, {})).toEqual({ mode: 'mutating-with-confirm', source: 'default' });
  });

  it('refuses a persona with an unknown mode, a repeated key, a missing field, or no file', async () => {
    const fails = async (file: string): Promise<string> => {
      try {
        await permissionMode(undefined, file, {});
      } catch (e) {
        expect(e).toBeInstanceOf(UsageError);
        return (e as Error).message;
      }
      throw new Error('expected a usage error');
    };
    expect(await fails(personaFile('yolo', full('permission_mode: yolo')))).toMatch(/permission_mode/);
    expect(await fails(personaFile('twice', full('permission_mode: read-only\npermission_mode: read-only')))).toMatch(/already defined/);
    expect(await fails(personaFile('partial', 'name: ops\ndescription: d'))).toContain("frontmatter missing required field 'when_to_use'");
    expect(await fails(path.join(tmp.dir, 'missing.md'))).toMatch(/cannot read/);
  });
});
