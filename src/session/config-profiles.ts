// The config's `profiles` (docs/ecosystems-profiles.md#config): names check every document under those, as
// `--profile`; `{files, profile}` entries pick one per path, later winning.
import { PROFILE_NAMES } from '../ecosystems/profiles.js';

export const quoted = (names: readonly string[]): string => names.map((p) => `"${p}"`).join(', ');
export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isProfileName = (p: unknown): boolean => (PROFILE_NAMES as unknown[]).includes(p);

export function checkProfiles(v: unknown, bad: (key: string, what: string) => never): void {
  const shape = `must be a non-empty array of ${quoted(PROFILE_NAMES)}, or of {"files": [globs], "profile": name}`;
  if (!Array.isArray(v) || v.length === 0) bad('profiles', shape);
  if ((v as unknown[]).every((p) => typeof p === 'string')) {
    if (!(v as unknown[]).every(isProfileName)) bad('profiles', shape);
    return;
  }
  for (const [i, o] of (v as unknown[]).entries()) {
    const entry = o as Record<string, unknown>;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) bad(`profiles[${i}]`, 'must be {"files": [globs], "profile": name} (names and entries do not mix)');
    for (const k of Object.keys(entry)) if (k !== 'files' && k !== 'profile') bad(`profiles[${i}].${k}`, 'is not a profiles key (known: files, profile)');
    if (!isStringArray(entry.files) || entry.files.length === 0) bad(`profiles[${i}].files`, 'must be a non-empty array of path globs');
    if (!isProfileName(entry.profile)) bad(`profiles[${i}].profile`, `must be one of ${quoted(PROFILE_NAMES)}`);
  }
}

