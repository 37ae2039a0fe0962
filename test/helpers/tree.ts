// Builds a temporary skill tree from a compact description, for tests.
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TreeSpec {
  dirs?: string[];
  files?: Array<{ path?: string; path_b64?: string; text?: string; content_b64?: string; mode?: string; subst?: boolean }>;
  symlinks?: Array<{ path?: string; path_b64?: string; target: string }>;
}

export const RUN_SH = "#!/bin/sh\necho '{}'\n";

/** A fresh, symlink-free temporary folder. */
export function tempBase(prefix = 'ongrid-skills-test-'): string {
  return realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
}

export function removeBase(base: string): void {
  rmSync(base, { recursive: true, force: true });
}

const sub = (s: string, base: string): string => s.split('$T').join(base);

function target(base: string, rel: { path?: string; path_b64?: string }): Buffer {
  const relBytes = rel.path_b64 !== undefined ? Buffer.from(rel.path_b64, 'base64') : Buffer.from(rel.path ?? '', 'utf8');
  return Buffer.concat([Buffer.from(base + '/'), relBytes]);
}

function parentOf(p: Buffer): Buffer {
  return p.subarray(0, p.lastIndexOf(0x2f));
}

/** Materialise `spec` under `base` ($T in texts and targets stands for base). */
export function buildTree(base: string, spec: TreeSpec): void {
  for (const d of spec.dirs ?? []) mkdirSync(path.join(base, d), { recursive: true });
  for (const f of spec.files ?? []) {
    const p = target(base, f);
    mkdirSync(parentOf(p), { recursive: true });
    const data =
      f.content_b64 !== undefined ? Buffer.from(f.content_b64, 'base64') : Buffer.from(f.subst ? sub(f.text ?? '', base) : (f.text ?? ''));
    const mode = parseInt(f.mode ?? '0644', 8);
    writeFileSync(p, data, { mode });
    chmodSync(p, mode);
  }
  for (const l of spec.symlinks ?? []) {
    const p = target(base, l);
    mkdirSync(parentOf(p), { recursive: true });
    symlinkSync(sub(l.target, base), p);
  }
}

/** A skill folder: skill.json with `manifest` plus an executable run.sh. */
export function skill(dir: string, manifest: unknown, entry = 'run.sh'): TreeSpec['files'] {
  const text = typeof manifest === 'string' ? manifest : JSON.stringify(manifest);
  return [
    { path: `${dir}/skill.json`, text },
    { path: `${dir}/${entry}`, text: RUN_SH, mode: '0755' },
  ];
}
