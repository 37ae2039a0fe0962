// What `scan`, `list` and `run` say beyond the loader lines: the tier-`load` rules' findings on the loader's verdict,
// roots and folder settings, in the rules' own words. Levels: the rule's default, or the config's `rules`.
import { realpathSync } from 'node:fs';
import { fromBStr, fsPath } from '../go/bytes.js';
import type { LoadResult } from '../loader/loader.js';
import type { SeveritySetting } from './diagnostics.js';
import type { RuleId } from './findings.js';
import type { DirSetting, LoadedManifest, RootFacts, Rule, RunContext, Severity, Where } from './rule.js';
import { LOAD_RULES } from './rules/load-tier.js';

export interface LoadFinding {
  rule: RuleId;
  severity: Severity;
  file: string;
  message: string;
}

/** The config's `rules` levels: `off` drops a rule, `warn`/`error` set its level. */
export type Levels = Readonly<Record<string, SeveritySetting>>;

export function levelOf(rule: Rule, levels: Levels): Severity | undefined {
  const set = levels[rule.id];
  if (set === 'off' || (set === undefined && rule.optIn)) return undefined;
  return set === 'warn' ? 'warning' : set === 'error' ? 'error' : rule.severity;
}

export function collector(out: LoadFinding[], rule: Rule, severity: Severity, file: string) {
  return (args: unknown, where: Where = {}): void => {
    out.push({ rule: rule.id, severity, file: where.file ? fromBStr(where.file.path) : file, message: rule.message(args as never) });
  };
}

/** The roots as the rules see them: a root that is a symbolic link to a folder carries its target. */
function rootFacts(load: LoadResult): RootFacts[] {
  return load.roots.map((root) => {
    const given = fromBStr(root.path);
    if (root.status !== 'symlink') return { given, path: root.path };
    try {
      return { given, path: root.path, linkTarget: realpathSync(fsPath(root.path)) };
    } catch {
      return { given, path: root.path };
    }
  });
}

export function loadFindings(load: LoadResult, dirs: DirSetting[], levels: Levels = {}): LoadFinding[] {
  const out: LoadFinding[] = [];
  const run: RunContext = { load, roots: rootFacts(load), dirs, inScope: () => true };
  for (const rule of LOAD_RULES) {
    const severity = levelOf(rule, levels);
    if (severity) rule.run?.(run, collector(out, rule, severity, ''));
  }
  for (const outcome of load.manifests) {
    const m: LoadedManifest = { outcome, load, where: () => ({}) };
    for (const rule of LOAD_RULES) {
      const severity = levelOf(rule, levels);
      if (severity) rule.loaded?.(m, collector(out, rule, severity, fromBStr(outcome.path)));
    }
  }
  return out;
}
