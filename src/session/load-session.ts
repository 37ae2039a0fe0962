// The one way a command loads skills: config, folders (docs/commands/scan.md),
// built-ins, the load, and the `load`-tier findings. A relative --dir is
// resolved with a note; only scan's positional folders reach the loader as
// given (a relative one gets the manager's skip line: the contract).
import path from 'node:path';
import { type BStr, toBStr } from '../go/bytes.js';
import { goEnvTable } from '../go/environ.js';
import type { LoadFinding } from '../lint/load-findings.js';
import type { NativeEntry } from '../lint/native-findings.js';
import type { DirSetting } from '../lint/rule.js';
import { type LoadResult, loadSkills } from '../loader/loader.js';
import { type Config, loadConfig } from './config.js';
import { dirSettings } from './dir-settings.js';
import { rawEnv } from './raw-process.js';
import { type RootChoice, chooseRoots } from './roots.js';

export interface SessionFlags {
  dir?: string[];
  config?: string | false;
  /** --no-builtins gives false; undefined means "as configured". */
  builtins?: boolean;
  /** false with --no-code-config: a config that is code is refused, not run. */
  codeConfig?: boolean;
  /** Says a code config is about to run (before it runs). */
  beforeCodeConfig?: (file: string) => void;
}

export interface SessionOptions {
  /** scan: positionals go to the loader untouched. */
  asGiven?: boolean;
  /** scan --json: keep each schema's raw bytes. */
  keepSchemas?: boolean;
  /** validate: keep each manifest's bytes and parse tree, so the rules decode nothing again. */
  keepSources?: boolean;
  /** validate, test, mcp: no skill.json linked out of its root is read (LoadOptions.confine). */
  confine?: boolean;
  /** Load these roots instead of choosing them (validate's targets, which depend on the config's `root`). */
  roots?: (config: Config) => BStr[];
  cwd?: string;
  /** Called with the chosen roots before the walk; true when it told the user about them (printLoad then does not again). */
  beforeLoad?: (choice: RootChoice) => boolean;
  /** Default: the process's own, read raw (raw-process.ts). */
  env?: NodeJS.ProcessEnv;
}

export interface LoadSession {
  cwd: string;
  config: Config;
  configFile?: string;
  /** Config files beside package.json#ongrid-skills, not used (every command names them on stderr). */
  configShadowed?: string[];
  choice: RootChoice;
  /** `beforeLoad` told the user which folders are walked. */
  announced: boolean;
  builtins: boolean;
  /** Folders given relative, and the absolute folder used for each. */
  relativeDirs: Array<{ given: string; absolute: string }>;
  /** The folder lists as written (env value, config), for the rules. */
  dirs: DirSetting[];
  load: LoadResult;
  /** Load other roots with the same settings (`test`: one load per test root). */
  loadRoots(roots: BStr[]): LoadResult;
  /** What the tier-`load` rules find in this load (scan, list and run print it). */
  findings(): Promise<LoadFinding[]>;
  /** The SKILL.md skills the walk passed, with their load-tier findings; read only when there is one. */
  natives(): Promise<NativeEntry[]>;
}

export async function openSession(positionals: string[], flags: SessionFlags, opts: SessionOptions = {}): Promise<LoadSession> {
  const cwd = opts.cwd ?? process.cwd();
  const env = opts.env ?? process.env;
  const { file, config } = await loadConfig(cwd, flags.config, { allowCode: flags.codeConfig, beforeCode: flags.beforeCodeConfig });
  // Lazily: only a package.json config has rc files to shadow.
  const shadowed = file && !flags.config && path.basename(file) === 'package.json' ? await (await import('./config-shadow.js')).shadowedConfigs(file) : undefined;
  const relativeDirs: LoadSession['relativeDirs'] = [];
  const resolve = (given: string): string => {
    if (given.trim() === '' || path.isAbsolute(given)) return given;
    const absolute = path.resolve(cwd, given);
    relativeDirs.push({ given, absolute });
    return absolute;
  };
  const args = [...(opts.asGiven ? positionals : positionals.map(resolve)), ...(flags.dir ?? []).map(resolve)];
  // The environment's raw bytes (a folder name that is not UTF-8 stays as the manager sees it).
  const goEnv = opts.env ? goEnvTable(Object.entries(opts.env).map(([k, v]) => toBStr(`${k}=${v ?? ''}`))) : rawEnv();
  const choice = chooseRoots({ args, configDirs: config.dirs, env: goEnv, cwd });
  const builtins = flags.builtins ?? config.builtins ?? true;
  const loadRoots = (roots: BStr[]): LoadResult => loadSkills({ roots, builtins, keepSchemas: opts.keepSchemas, keepSources: opts.keepSources, confine: opts.confine });
  const announced = opts.beforeLoad?.(choice) ?? false;
  const load = loadRoots(opts.roots ? opts.roots(config) : choice.roots);
  const dirs = dirSettings(config, file, env);
  const levels = config.rules ?? {};
  return {
    cwd,
    config,
    configFile: file,
    configShadowed: shadowed,
    choice,
    announced,
    builtins,
    relativeDirs,
    dirs,
    load,
    loadRoots,
    findings: async () => (await import('../lint/load-findings.js')).loadFindings(load, dirs, levels),
    natives: async () => {
      if (!load.packMarkers.some((m) => m.endsWith('/SKILL.md'))) return [];
      const rows = (await import('../ecosystems/native-scan.js')).nativeSkills(load.packMarkers);
      return (await import('../lint/native-findings.js')).withFindings(rows, levels);
    },
  };
}
