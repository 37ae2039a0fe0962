// Shared by every command that loads skills: config, roots, built-ins.
import { loadConfig } from '../core/config.js';
import { type RootChoice, chooseRoots } from '../core/roots.js';

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
}

export async function resolveLoadContext(positionals: string[], flags: LoadFlags): Promise<LoadContext> {
  const cwd = process.cwd();
  const { file, config } = await loadConfig(cwd, flags.config);
  const args = [...positionals, ...(flags.dir ?? [])];
  const choice = chooseRoots({ args, configDirs: config.dirs, env: process.env, cwd });
  return { cwd, choice, builtins: flags.builtins ?? config.builtins ?? true, configFile: file };
}
