// Shared by every command that loads skills: config, roots, built-ins.
import { type Config, loadConfig } from '../session/config.js';
import type { LoadResult } from '../loader/loader.js';
import type { NativeRow } from '../native/native-scan.js';
import { type RootChoice, chooseRoots } from '../session/roots.js';

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
}

export async function resolveLoadContext(positionals: string[], flags: LoadFlags): Promise<LoadContext> {
  const cwd = process.cwd();
  const { file, config } = await loadConfig(cwd, flags.config);
  const args = [...positionals, ...(flags.dir ?? [])];
  const choice = chooseRoots({ args, configDirs: config.dirs, env: process.env, cwd });
  return { cwd, choice, builtins: flags.builtins ?? config.builtins ?? true, configFile: file, config };
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
