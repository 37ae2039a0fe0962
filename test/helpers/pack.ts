// The package as a user gets it: `npm pack` of exactly what package.json's
// `files` lists, made from a copy of the built tree (global-setup builds
// dist/), so packing never rebuilds the dist/ other tests are running.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A copy of the package's files in `dest` (package.json with `patch` merged
 * in); returns the folder. Its bin/ongrid-skills.js runs as an installed copy.
 */
export function packageCopy(dest: string, patch: Record<string, unknown> = {}): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { files: string[] };
  mkdirSync(dest, { recursive: true });
  for (const f of pkg.files) cpSync(path.join(REPO, f), path.join(dest, f), { recursive: true });
  writeFileSync(path.join(dest, 'package.json'), JSON.stringify({ ...pkg, ...patch }, null, 2) + '\n');
  return dest;
}

/** Packs the package into `dest`; returns the tarball's absolute path. */
export function packTarball(dest: string): string {
  const copy = packageCopy(path.join(dest, 'package-copy'));
  const r = spawnSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dest], { cwd: copy, encoding: 'utf8', env: npmEnv(dest) });
  if (r.status !== 0) throw new Error(`npm pack failed: ${r.stderr}`);
  return path.join(dest, r.stdout.trim().split('\n').at(-1)!);
}

/** npm with its own cache under `base`, quiet, and no update or audit traffic. */
export function npmEnv(base: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NO_COLOR: '1',
    npm_config_cache: path.join(base, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    ...extra,
  };
}
