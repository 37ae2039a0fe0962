// Which folders a command loads from (docs/commands/scan.md): --dir / positionals, else config dirs, else
// ONGRID_SKILLS_EXTERNAL_DIRS split like the manager's getEnvCSV, else the current directory.
import { type BStr, escapedBytes, fromBStr, toBStr } from '../go/bytes.js';
import type { GoEnv } from '../go/environ.js';
import { ENV_DIRS, splitEnvDirs } from '../loader/env-dirs.js';

export type RootNotice = { kind: 'cwd-fallback'; dir: string } | { kind: 'env-empty'; value: string };

export interface RootChoice {
  roots: BStr[];
  notices: RootNotice[];
}

export interface RootInputs {
  /** Folders from the command line, surrogate-escaped where not UTF-8 (raw-process.ts). */
  args: string[];
  configDirs?: string[];
  env: GoEnv;
  cwd: string;
}

export function chooseRoots(input: RootInputs): RootChoice {
  if (input.args.length > 0) return { roots: input.args.map(escapedBytes), notices: [] };
  if (input.configDirs && input.configDirs.length > 0) {
    return { roots: input.configDirs.map(toBStr), notices: [] };
  }
  const value = input.env.get(ENV_DIRS);
  if (value !== undefined && value !== '') {
    const roots = splitEnvDirs(value);
    // A ":" in a part is the colon-joined-dirs rule's (a tier-load finding).
    const notices: RootNotice[] = [];
    if (roots.length === 0) notices.push({ kind: 'env-empty', value: fromBStr(value) });
    return { roots, notices };
  }
  return { roots: [toBStr(input.cwd)], notices: [{ kind: 'cwd-fallback', dir: input.cwd }] };
}
