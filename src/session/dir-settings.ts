// The folder lists the manager would split, where written (ONGRID_SKILLS_EXTERNAL_DIRS, config `dirs`/`root`), for
// the colon-joined-dirs rule.
import { readConfigBytes } from './config.js';
import { fromBStr, toBStr } from '../go/bytes.js';
import type { DirSetting, SourceFile } from '../lint/rule.js';
import type { Config } from './config.js';
import { ENV_DIRS, splitEnvDirs } from '../loader/env-dirs.js';

export function dirSettings(config: Config, file: string | undefined, environment: NodeJS.ProcessEnv): DirSetting[] {
  const out: DirSetting[] = [];
  const env = environment[ENV_DIRS];
  if (env) {
    const source: SourceFile = { path: `$${ENV_DIRS}`, src: toBStr(env) };
    for (const part of splitEnvDirs(toBStr(env))) out.push({ value: fromBStr(part), source: 'env', file: source });
  }
  const values = [...(config.dirs ?? []), ...(config.root ? [config.root] : [])];
  if (file && values.length > 0) {
    const source: SourceFile = { path: toBStr(file), src: readConfigBytes(file).toString('latin1') };
    for (const value of values) out.push({ value, source: 'config', file: source });
  }
  return out;
}
