// One real editor: Neovim (Debian's package) headless, its built-in LSP
// client attached to the built `ongrid-skills lsp` on a fixture workspace;
// the diagnostics it received and a code action it applied are read back.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from './client.js';

const nvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status === 0;
const SCRIPT = path.resolve(import.meta.dirname, 'nvim/attach.lua');

describe('Neovim headless', () => {
  it.skipIf(!nvim)('receives the diagnostics and applies the quick fix (skipped without nvim: apt-get install neovim)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ongrid-nvim-'));
    try {
      writeFileSync(path.join(root, 'package.json'), '{}');
      cpSync(path.resolve(import.meta.dirname, '../../fixtures/fix/class-invalid/before'), path.join(root, 'skill'), { recursive: true });
      const file = path.join(root, 'skill', 'skill.json');
      const out = path.join(root, 'out.json');
      const run = spawnSync('nvim', ['--headless', '--clean', '-n', '-c', `luafile ${SCRIPT}`], {
        cwd: root,
        env: { ...process.env, FILE: file, WS: root, BIN, OUT: out },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.error).toBeUndefined();
      const result = JSON.parse(readFileSync(out, 'utf8')) as { received: boolean; codes: string[]; applied?: string; text: string; after: string[] };
      expect(result.received).toBe(true);
      expect(result.codes).toContain('class-invalid');
      expect(result.applied).toContain('class-invalid');
      expect(result.text).toContain('"class": "safe"');
      expect(result.after).not.toContain('class-invalid');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
