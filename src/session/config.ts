// The project config (docs/configuration.md): cosmiconfig's names, searched from the working directory up to the
// project root, never above; cosmiconfig is imported only when a file is found.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../errors.js';
import { plainData, thrownText } from './config-data.js';
import { parseGoJson } from '../go/gojson.js';
import { toBStr } from '../go/bytes.js';
import { GoError } from '../go/errno.js';
import { type ReadOutcome, readCapped } from '../go/readfile.js';
import { DOCUMENT_CAP, refusalText } from '../source/caps.js';
import { lineColumn } from '../source/position.js';
import { PERMISSION_MODES } from '../ecosystems/permission-modes.js';
import type { Profile, ProfileOverride } from '../ecosystems/profiles.js';
import { checkProfiles, isStringArray, quoted } from './config-profiles.js';
import { PROVIDERS, type Provider, isProvider } from '../views/providers.js';
import { TARGET_NAMES, type TargetName, isTargetName } from '../target/targets.js';

export const CONFIG_NAME = 'ongrid-skills';

export const SEARCH_PLACES = [
  'package.json',
  `.${CONFIG_NAME}rc`,
  `.${CONFIG_NAME}rc.json`,
  `.${CONFIG_NAME}rc.yaml`,
  `.${CONFIG_NAME}rc.yml`,
  `.${CONFIG_NAME}rc.js`,
  `.${CONFIG_NAME}rc.ts`,
  `.${CONFIG_NAME}rc.mjs`,
  `.${CONFIG_NAME}rc.cjs`,
  `${CONFIG_NAME}.config.js`,
  `${CONFIG_NAME}.config.ts`,
  `${CONFIG_NAME}.config.mjs`,
  `${CONFIG_NAME}.config.cjs`,
];

export const SEVERITY_SETTINGS = ['off', 'warn', 'error'] as const;

export interface Config {
  dirs?: string[];
  root?: string;
  rules?: Record<string, (typeof SEVERITY_SETTINGS)[number]>;
  providers?: Provider[];
  /** validate's ecosystems: names for every document (`--profile`), or `{files, profile}` per path (config-profiles.ts). */
  profiles?: Profile[] | ProfileOverride[];
  permissionMode?: (typeof PERMISSION_MODES)[number];
  builtins?: boolean;
  ignores?: string[];
  /** Where skills are judged to run (docs/target.md): the manager's container (default) or this machine. */
  target?: TargetName;
  overrides?: Array<{ files: string[]; rules: Record<string, (typeof SEVERITY_SETTINGS)[number]> }>;
}

export interface LoadedConfig {
  file?: string;
  config: Config;
}

/** A config file's text, read non-blocking and capped (a planted FIFO or device would hang or fill memory). */
export function readConfigBytes(file: string): Buffer {
  let read: ReadOutcome;
  try {
    read = readCapped(toBStr(file), { cap: DOCUMENT_CAP, regularOnly: true });
  } catch (e) {
    throw new ConfigError(`${file}: cannot read config: ${e instanceof GoError ? e.text : (e as Error).message}`);
  }
  if (read.kind !== 'bytes') throw new ConfigError(`${file}: cannot read config: it ${refusalText(read)}`, 'make the config a regular file');
  return read.bytes;
}

export function readConfigText(file: string): string {
  return readConfigBytes(file).toString('utf8');
}

/** A syntax error with line and column: JSON re-read by the Go-style reader, which names the byte; YAML's "(L:C)" spelled out. */
function syntaxAt(file: string, text: string): string {
  const yaml = /^(.*?) \((\d+):(\d+)\)/.exec(text);
  if (yaml) return `${yaml[1]} (line ${yaml[2]}, column ${yaml[3]})`;
  if (!/\.json$|rc$/.test(file)) return text;
  let src: string;
  try {
    src = readConfigBytes(file).toString('latin1');
  } catch {
    return text;
  }
  const parsed = parseGoJson(src);
  if (parsed.ok) return text;
  const { line, column } = lineColumn(src, parsed.error.offset);
  return `${parsed.error.message} (line ${line}, column ${column})`;
}

/** A package.json that holds the key; one that is not valid JSON but names it counts (loading it then fails, exit 2). */
function packageJsonHasKey(file: string): boolean {
  let text = '';
  try {
    text = readConfigText(file);
    const pkg = JSON.parse(text) as Record<string, unknown>;
    return pkg !== null && typeof pkg === 'object' && CONFIG_NAME in pkg;
  } catch {
    return text.includes(`"${CONFIG_NAME}"`);
  }
}

/** The config file for `cwd`, searched upward but never above the project root (the first folder with .git or
 * package.json), so a config planted above the project never loads. */
export function findConfigFile(cwd: string): string | undefined {
  let dir = path.resolve(cwd);
  for (;;) {
    for (const place of SEARCH_PLACES) {
      const file = path.join(dir, place);
      if (!existsSync(file)) continue;
      if (place !== 'package.json' || packageJsonHasKey(file)) return file;
    }
    const parent = path.dirname(dir);
    if (parent === dir || existsSync(path.join(dir, 'package.json')) || existsSync(path.join(dir, '.git'))) return undefined;
    dir = parent;
  }
}

export function isCodeConfig(file: string): boolean {
  return /\.(c|m)?js$|\.ts$/.test(file);
}

/** JavaScript configs (.js, .mjs) are ES modules or CommonJS; import() loads both. */
async function loadModule(file: string): Promise<unknown> {
  try {
    return ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
  } catch (e) {
    // cosmiconfig cannot carry a thrown string or symbol: make it an Error.
    throw e instanceof Error ? e : new Error(`it threw ${thrownText(e)}`);
  }
}

async function readConfigFile(file: string): Promise<unknown> {
  // cosmiconfig is CommonJS: bundled, its exports may sit under `default`.
  const mod = (await import('cosmiconfig')) as typeof import('cosmiconfig') & { default?: typeof import('cosmiconfig') };
  const cosmiconfig = mod.cosmiconfig ?? mod.default!.cosmiconfig;
  try {
    const found = await cosmiconfig(CONFIG_NAME, { loaders: { '.js': loadModule, '.mjs': loadModule } }).load(file);
    const config = found?.config as Record<string, unknown> | undefined;
    // A .ts config compiled to CommonJS: its export default sits under `default`.
    if (config && typeof config === 'object' && config.__esModule === true && 'default' in config) return config.default;
    return config ?? {};
  } catch (e) {
    if (/Cannot find module 'typescript'/.test(thrownText(e))) {
      throw new ConfigError(`${file}: a .ts config needs the typescript package, which is not installed`, 'npm install --save-dev typescript, or write the config as .mjs or .json');
    }
    const full = e instanceof Error ? String(e.message) : thrownText(e);
    const lines = full.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !/^(JSON|YAML) Error in/.test(l));
    throw new ConfigError(`${file}: cannot read config: ${syntaxAt(file, lines[0] ?? full)}`, 'fix the file, pass --config with another one, or --no-config');
  }
}

function checkLevels(key: string, rules: unknown, bad: (key: string, want: string) => never): void {
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) bad(key, 'must map rule ids to "off", "warn" or "error"');
  for (const [id, level] of Object.entries(rules as object)) {
    if (!(SEVERITY_SETTINGS as readonly unknown[]).includes(level)) bad(`${key}.${id}`, 'must be "off", "warn" or "error"');
  }
}

function check(file: string, raw: unknown): Config {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ConfigError(`${file}: the config must be an object`, 'write it as {"dirs": ["/etc/ongrid/skills"]}');
  }
  const bad = (key: string, want: string): never => {
    throw new ConfigError(`${file}: key "${key}" ${want}`);
  };
  const c = raw as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    switch (key) {
      case 'dirs':
        if (!isStringArray(c.dirs)) bad(key, 'must be an array of folder paths');
        break;
      case 'root':
        if (typeof c.root !== 'string') bad(key, 'must be a folder path');
        break;
      case 'rules':
        checkLevels(key, c.rules, bad);
        break;
      case 'providers':
        if (!isStringArray(c.providers) || !c.providers.every(isProvider)) bad(key, `must be an array of ${quoted(PROVIDERS)}`);
        break;
      case 'profiles':
        checkProfiles(c.profiles, bad);
        break;
      case 'permissionMode':
        if (!(PERMISSION_MODES as readonly unknown[]).includes(c.permissionMode)) bad(key, `must be one of ${quoted(PERMISSION_MODES)}`);
        break;
      case 'builtins':
        if (typeof c.builtins !== 'boolean') bad(key, 'must be true or false');
        break;
      case 'target':
        if (!isTargetName(c.target)) bad(key, `must be one of ${quoted(TARGET_NAMES)}`);
        break;
      case 'ignores':
        if (!isStringArray(c.ignores) || c.ignores.some((g) => g.trim() === '')) bad(key, 'must be an array of path globs, e.g. ["test/fixtures/**"]');
        break;
      case 'overrides':
        if (!Array.isArray(c.overrides)) bad(key, 'must be an array of {"files": [globs], "rules": {id: level}}');
        for (const [i, o] of (c.overrides as unknown[]).entries()) {
          const entry = o as Record<string, unknown>;
          if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) bad(`overrides[${i}]`, 'must be {"files": [globs], "rules": {id: level}}');
          for (const k of Object.keys(entry)) if (k !== 'files' && k !== 'rules') bad(`overrides[${i}].${k}`, 'is not an override key (known: files, rules)');
          if (!isStringArray(entry.files) || entry.files.length === 0) bad(`overrides[${i}].files`, 'must be a non-empty array of path globs');
          checkLevels(`overrides[${i}].rules`, entry.rules, bad);
        }
        break;
      default:
        bad(key, `is not a config key (known: dirs, root, rules, providers, profiles, permissionMode, builtins, target, ignores, overrides)`);
    }
  }
  const config = c as Config;
  if (config.dirs) {
    // Relative folders in a config file are relative to that file.
    config.dirs = config.dirs.map((d) => (d.trim() === '' || path.isAbsolute(d.trim()) ? d : path.resolve(path.dirname(file), d)));
  }
  if (config.root && !path.isAbsolute(config.root)) config.root = path.resolve(path.dirname(file), config.root);
  return config;
}

/** How a code config is treated: refused (`--no-code-config`), or announced and then run. */
export interface CodePolicy {
  allowCode?: boolean;
  /** Told the file just before a code config runs, so the notice precedes anything it does. */
  beforeCode?: (file: string) => void;
}

/** Load `explicit` (--config) or the file found from `cwd`; none is fine; `false` (--no-config) loads nothing. */
export async function loadConfig(cwd: string, explicit?: string | false, policy: CodePolicy = {}): Promise<LoadedConfig> {
  if (explicit === false) return { config: {} };
  const file = explicit ? path.resolve(cwd, explicit) : findConfigFile(cwd);
  if (!file) return { config: {} };
  if (explicit && !existsSync(file)) {
    throw new ConfigError(`${explicit}: config file not found`, 'check the path given to --config');
  }
  if (path.basename(file) === 'package.json') {
    let pkg: Record<string, unknown>;
    const text = readConfigText(file);
    try {
      pkg = JSON.parse(text) as Record<string, unknown>;
    } catch (e) {
      throw new ConfigError(`${file}: not valid JSON: ${syntaxAt(file, thrownText(e))}`);
    }
    return { file, config: check(`${file}#${CONFIG_NAME}`, pkg?.[CONFIG_NAME] ?? {}) };
  }
  // cosmiconfig and import() read the file themselves, blocking: check it can be read first.
  readConfigText(file);
  const code = isCodeConfig(file);
  if (code && policy.allowCode === false) {
    throw new ConfigError(
      `${file}: the config is code and --no-code-config refuses to run it`,
      'write it as data (.ongrid-skillsrc.json or .yaml), or drop --no-code-config if you trust this tree (the Action: allow-code-config: true)',
    );
  }
  if (code) policy.beforeCode?.(file);
  return { file, config: check(file, plainData(file, await readConfigFile(file))) };
}
