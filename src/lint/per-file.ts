// The per-file ecosystem setup without `--profile` (docs/ecosystems-profiles.md): config `profiles` by glob, later
// winning; container searches stop at each named path's repository root, so a file is judged alike whichever folder is named.
import path from 'node:path';
import { EcosystemPicker, repositoryRoot } from '../ecosystems/ecosystem.js';
import type { Profile, ProfileOverride } from '../ecosystems/profiles.js';
import { globTest } from './globs.js';
import type { PerFile } from './validate-docs.js';

/** The folder each named path's searches stop at: its repository root, else the path itself. */
export function topFolders(named: readonly string[]): (file: string) => string {
  const tops = named.map((n) => ({ n, top: repositoryRoot(n) ?? n }));
  return (file) => {
    const hit = tops.find(({ n }) => file === n || file.startsWith(n + '/')) ?? tops.find(({ top }) => file.startsWith(top + '/'));
    return hit?.top ?? path.dirname(file);
  };
}

export function perFile(named: readonly string[], overrides: readonly ProfileOverride[], base: string | undefined, forced: ReadonlySet<string> = new Set()): PerFile {
  const tests = overrides.map((o) => ({ test: globTest(o.files), profile: o.profile }));
  const override = (file: string): Profile | undefined => {
    if (base === undefined || tests.length === 0) return undefined;
    const rel = path.relative(base, file).split(path.sep).join('/');
    let hit: Profile | undefined;
    for (const t of tests) if (t.test(rel)) hit = t.profile;
    return hit;
  };
  const folders = named.map((n) => (n.endsWith('.md') || n.endsWith('.json') ? path.dirname(n) : n));
  return {
    picker: new EcosystemPicker(topFolders(folders)),
    override,
    namedFolder: (file) => folders.find((n) => file.startsWith(n + '/')) ?? path.dirname(file),
    forced,
  };
}
