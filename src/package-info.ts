// The package's own package.json, read when first asked for: the exact version `init --ci` and `mcp --help` pin (a bare
// name would run whatever is published later), and the repository rule links point into.
import { readFileSync } from 'node:fs';
import { VERSION } from './version.js';

export interface PackageInfo {
  name: string;
  version: string;
  web?: string;
  /** `repository.directory`: where the package sits inside that repository. */
  directory?: string;
}

let cached: PackageInfo | undefined;

export function packageInfo(): PackageInfo {
  if (cached) return cached;
  let pkg: { name?: unknown; version?: unknown; repository?: unknown } = {};
  try {
    pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as typeof pkg;
  } catch {
    // The bundle carries the version it was built from; links need the file.
  }
  const repo = pkg.repository;
  const url = typeof repo === 'string' ? repo : typeof repo === 'object' && repo !== null ? (repo as { url?: unknown }).url : undefined;
  const directory = typeof repo === 'object' && repo !== null ? (repo as { directory?: unknown }).directory : undefined;
  cached = {
    name: typeof pkg.name === 'string' ? pkg.name : 'ongrid-skills',
    version: typeof pkg.version === 'string' ? pkg.version : VERSION,
    web: typeof url === 'string' ? githubWeb(url) : undefined,
    directory: typeof directory === 'string' && directory !== '' ? directory.replace(/^\/+|\/+$/g, '') : undefined,
  };
  return cached;
}

const GITHUB_URL = /^(?:git\+)?(?:https?|ssh|git):\/\/(?:[^@/]+@)?github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/;
const GITHUB_SCP = /^git@github\.com:([\w.-]+)\/([\w.-]+?)(?:\.git)?$/;
const SHORTHAND = /^(?:github:)?([\w.-]+)\/([\w.-]+)$/;

/** The https address of a GitHub repository as npm's `repository` forms name it; undefined for any other host. */
export function githubWeb(url: string): string | undefined {
  const m = GITHUB_URL.exec(url) ?? GITHUB_SCP.exec(url) ?? SHORTHAND.exec(url);
  return m ? `https://github.com/${m[1]}/${m[2]}` : undefined;
}

/** The pinned install spec of this very version (`ongrid-skills@0.1.0`). */
export function pinnedSpec(): string {
  const { name, version } = packageInfo();
  return `${name}@${version}`;
}
