// The operator's view from Compose files (`scan --compose`, docs/target.md): the manager service's environment, volumes
// and user with Compose's interpolation; only the fields read are interpolated, so another service's variables do not matter.
import { tmpdir } from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { UsageError } from '../errors.js';
import { toBStr, fromBStr } from '../go/bytes.js';
import { readCapped } from '../source/read-capped.js';
import { DOCUMENT_CAP } from '../source/caps.js';
import { splitEnvDirs } from '../loader/env-dirs.js';
import type { Mount } from './sandbox.js';

export interface ComposeView {
  service: string;
  user?: string;
  /** ONGRID_SKILLS_EXTERNAL_DIRS as the manager reads it, each with its host folder when a bind mount holds it. */
  dirs: Array<{ container: string; host?: string }>;
  mounts: Mount[];
}

type Service = { environment?: unknown; volumes?: unknown; user?: unknown };

function readText(file: string): string {
  const got = readCapped(file, DOCUMENT_CAP);
  if (typeof got === 'string') throw new UsageError(`${file}: cannot read the compose file: ${got}`);
  return got.toString('utf8');
}

/** `.env` beside the first file: NAME=VALUE lines, # comments, optional quotes. */
function dotEnv(dir: string): Map<string, string> {
  const vars = new Map<string, string>();
  const got = readCapped(path.join(dir, '.env'), DOCUMENT_CAP);
  if (typeof got === 'string') return vars;
  for (const raw of got.toString('utf8').split('\n')) {
    const line = raw.trim();
    const eq = line.indexOf('=');
    if (line === '' || line.startsWith('#') || eq < 1) continue;
    const value = line.slice(eq + 1).trim().replace(/^(["'])(.*)\1$/, '$2');
    vars.set(line.slice(0, eq).replace(/^export\s+/, '').trim(), value);
  }
  return vars;
}

const VAR = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

function interpolator(file: string, lookup: (name: string) => string | undefined) {
  return (text: string, where: string): string =>
    text.replace(VAR, (whole, braced: string | undefined, op: string | undefined, arg: string | undefined, bare: string | undefined) => {
      if (whole === '$$') return '$';
      const name = braced ?? bare!;
      const value = lookup(name);
      const unset = value === undefined || (op?.startsWith(':') === true && value === '');
      if (op === ':-' || op === '-') return unset ? arg! : value!;
      if (op === ':?' || op === '?') {
        if (unset) throw new UsageError(`${file}: ${where}: variable ${name} is required: ${arg || 'not set'}`, `set ${name} in the environment or in .env`);
        return value!;
      }
      if (value === undefined) throw new UsageError(`${file}: ${where}: variable ${name} is not set`, `set ${name} in the environment or in .env, or write \${${name}:-default}`);
      return value;
    });
}

function parse(file: string): Record<string, Service> {
  const doc = YAML.parseDocument(readText(file), { uniqueKeys: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const at = e.linePos?.[0];
    throw new UsageError(`${file}${at ? `:${at.line}:${at.col}` : ''}: not valid YAML: ${e.message.split('\n')[0].replace(/:$/, '')}`);
  }
  const value = doc.toJS({ maxAliasCount: 100 }) as unknown;
  const services = (value as { services?: unknown } | null)?.services;
  if (services === null || typeof services !== 'object' || Array.isArray(services)) throw new UsageError(`${file}: no "services" mapping`, 'a compose file lists its containers under services:');
  return services as Record<string, Service>;
}

function environment(value: unknown): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  if (Array.isArray(value)) {
    for (const item of value) {
      const s = String(item);
      const eq = s.indexOf('=');
      out.set(eq === -1 ? s : s.slice(0, eq), eq === -1 ? undefined : s.slice(eq + 1));
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.set(k, v === null ? undefined : String(v));
  }
  return out;
}

/** A bind mount's host and container paths; named volumes and tmpfs are not host folders. */
function bind(entry: unknown): { source: string; target: string } | undefined {
  if (typeof entry === 'string') {
    const [source, target] = entry.split(':');
    if (target === undefined || !/^[./~]/.test(source)) return undefined;
    return { source, target };
  }
  const long = entry as { type?: string; source?: string; target?: string } | null;
  if (long?.type === 'bind' && long.source && long.target) return { source: long.source, target: long.target };
  return undefined;
}

function hostPath(source: string, base: string): string {
  if (source.startsWith('~/')) return path.join(process.env.HOME ?? '/', source.slice(2));
  return path.resolve(base, source);
}

export function readCompose(files: readonly string[], serviceName: string | undefined, env: NodeJS.ProcessEnv = process.env): ComposeView {
  const base = path.dirname(path.resolve(files[0]));
  const fromFile = dotEnv(base);
  const lookup = (name: string): string | undefined => env[name] ?? fromFile.get(name);
  const merged: { environment: Map<string, string | undefined>; volumes: Map<string, { raw: string; file: string }>; user?: { raw: string; file: string } } = {
    environment: new Map(),
    volumes: new Map(),
  };
  let found: string | undefined;
  for (const file of files) {
    const services = parse(file);
    const name = serviceName ?? (services.ongrid ? 'ongrid' : Object.keys(services).find((k) => environment(services[k]?.environment).has('ONGRID_SKILLS_EXTERNAL_DIRS')));
    const s = name === undefined ? undefined : services[name];
    if (!s) continue;
    found = name;
    for (const [k, v] of environment(s.environment)) merged.environment.set(k, v);
    for (const v of Array.isArray(s.volumes) ? s.volumes : []) {
      const raw = typeof v === 'string' ? v : JSON.stringify(v);
      const b = bind(v);
      merged.volumes.set(b?.target ?? raw, { raw, file });
    }
    if (s.user !== undefined) merged.user = { raw: String(s.user), file };
  }
  if (found === undefined) {
    const which = serviceName ? `no service "${serviceName}"` : 'no service named ongrid, and none sets ONGRID_SKILLS_EXTERNAL_DIRS';
    throw new UsageError(`${files.join(', ')}: ${which}`, 'name the manager service with --service NAME');
  }
  const mounts: Mount[] = [];
  for (const { raw, file } of merged.volumes.values()) {
    const text = raw.startsWith('{') ? raw : interpolator(file, lookup)(raw, `services.${found}.volumes`);
    const b = bind(raw.startsWith('{') ? JSON.parse(raw) : text);
    if (b) mounts.push({ host: hostPath(b.source, base), container: path.posix.normalize(b.target) });
  }
  const rawDirs = merged.environment.get('ONGRID_SKILLS_EXTERNAL_DIRS');
  const value = rawDirs === undefined ? '' : interpolator(files[files.length - 1], lookup)(rawDirs, `services.${found}.environment.ONGRID_SKILLS_EXTERNAL_DIRS`);
  const dirs = splitEnvDirs(toBStr(value)).map((d) => fromBStr(d)).map((container) => ({ container, host: hostOf(container, mounts) }));
  const user = merged.user && interpolator(merged.user.file, lookup)(merged.user.raw, `services.${found}.user`);
  return { service: found, user, dirs, mounts };
}

function hostOf(container: string, mounts: readonly Mount[]): string | undefined {
  let best: Mount | undefined;
  for (const m of mounts) {
    const inside = container === m.container || container.startsWith(m.container.endsWith('/') ? m.container : m.container + '/');
    if (inside && (!best || m.container.length > best.container.length)) best = m;
  }
  return best && path.join(best.host, container.slice(best.container.length));
}

/** Loader lines as the manager in the container logs them: container paths, the host path beside each. */
export function containerLines(lines: readonly string[], dirs: readonly LoaderDir[]): string[] {
  const pairs = [...dirs].sort((a, b) => b.host.length - a.host.length);
  const out: string[] = [];
  for (const line of lines) {
    const hit = pairs.find((p) => line.includes(p.host));
    if (!hit) {
      out.push(line);
      continue;
    }
    out.push(line.split(hit.host).join(hit.container));
    if (hit.unmounted) continue;
    const at = line.indexOf(hit.host);
    const end = line.slice(at).search(/["\s:)]|$/);
    out.push(`  host: ${line.slice(at, at + end)}`);
  }
  return out;
}

export function containerPath(host: string, dirs: readonly LoaderDir[]): string | undefined {
  let best: LoaderDir | undefined;
  for (const d of dirs) {
    if (d.unmounted || !(host === d.host || host.startsWith(d.host.endsWith('/') ? d.host : d.host + '/'))) continue;
    if (!best || d.host.length > best.host.length) best = d;
  }
  return best && path.posix.join(best.container, host.slice(best.host.length));
}

export interface LoaderDir {
  container: string;
  host: string;
  /** No bind mount holds it: `host` is a path sure not to exist. */
  unmounted?: boolean;
}

/** The loader's folders in the manager's order: a mounted one's host folder, else a path sure not to exist, which the
 * loader logs as not present and containerLines names by its container path. */
export function loaderRoots(dirs: ComposeView['dirs']): LoaderDir[] {
  const absent = path.join(tmpdir(), `ongrid-skills-not-mounted-${process.pid}-${Date.now()}`);
  return dirs.map((d, i) => {
    if (d.host !== undefined) return { container: d.container, host: d.host };
    // A relative one the loader skips by its own line, as given.
    if (!d.container.startsWith('/')) return { container: d.container, host: d.container, unmounted: true };
    return { container: d.container, host: `${absent}-${i}`, unmounted: true };
  });
}
