// Shared by every command that loads skills: config, roots, built-ins.
// A relative --dir (and a relative folder given to `list`) is resolved
// against the current directory, with a note (cli.md "Where skills are
// looked for"); only scan's positional folders go to the loader as given.
import path from 'node:path';
import { type Config, loadConfig } from '../session/config.js';
import type { LoadResult } from '../loader/loader.js';
import type { NativeRow } from '../native/native-scan.js';
import { type RootChoice, chooseRoots } from '../session/roots.js';
import { rawEnv } from '../session/raw-process.js';

export interface LoadFlags {
  dir?: string[];
  config?: string;
  /** commander's --no-builtins gives false; undefined means "as configured". */
  builtins?: boolean;
}

export interface LoadContext {
  cwd: string;
  choice: RootChoice;
  builtins: boolean;
  configFile?: string;
  /** The whole config, for command-specific keys (run's permissionMode). */
  config: Config;
  /** Folders given relative, and the absolute folder used for each. */
  relativeDirs: Array<{ given: string; absolute: string }>;
}

/**
 * `asGiven`: the positionals are scan's, passed to the loader untouched (a
 * relative one gets the manager's skip line: the conformance contract).
 */
export async function resolveLoadContext(positionals: string[], flags: LoadFlags, { asGiven = false } = {}): Promise<LoadContext> {
  const cwd = process.cwd();
  const { file, config } = await loadConfig(cwd, flags.config);
  const relativeDirs: LoadContext['relativeDirs'] = [];
  const resolve = (given: string): string => {
    if (given.trim() === '' || path.isAbsolute(given)) return given;
    const absolute = path.resolve(cwd, given);
    relativeDirs.push({ given, absolute });
    return absolute;
  };
  const args = [...(asGiven ? positionals : positionals.map(resolve)), ...(flags.dir ?? []).map(resolve)];
  const choice = chooseRoots({ args, configDirs: config.dirs, env: rawEnv(), cwd });
  return { cwd, choice, builtins: flags.builtins ?? config.builtins ?? true, configFile: file, config, relativeDirs };
}

/**
 * Native skills (SKILL.md in packs) the walk passed. Read only when there is
 * one, so a tree of skill.json skills costs nothing extra; they never change
 * the exit status, which is about the skill.json loader.
 */
export async function nativeRows(result: LoadResult): Promise<NativeRow[]> {
  if (!result.packMarkers.some((m) => m.endsWith('/SKILL.md'))) return [];
  return (await import('../native/native-scan.js')).nativeSkills(result.packMarkers);
}
