// Per-path settings (docs/configuration.md): `ignores` drops findings on matching files; `overrides` tune rules in
// order over `rules`, with `--rule` last.
import path from 'node:path';
import { type Diagnostic, type SeverityInputs, type SeveritySetting, resolveSeverities } from './diagnostics.js';
import type { RuleId } from './findings.js';
import type { Rule, Severity } from './rule.js';
import { type PathTest, globTest } from './globs.js';

export interface Override {
  files: string[];
  rules: Record<string, SeveritySetting>;
}

export interface PathSettings {
  base: string;
  ignores: string[];
  overrides: Override[];
}

export interface PathPolicy {
  /** The severities to run the rules at: every rule some path has on. */
  run: Map<RuleId, Severity>;
  /** Diagnostics with each one's severity for its own file; ignored and switched-off ones dropped. */
  apply(diagnostics: Diagnostic[]): Diagnostic[];
}

interface Inputs extends Omit<SeverityInputs, 'settings'> {
  config: Readonly<Record<string, SeveritySetting>>;
  cli: Readonly<Record<string, SeveritySetting>>;
}

export function pathPolicy(rules: readonly Rule[], input: Inputs, paths: PathSettings | undefined): PathPolicy {
  const resolve = (layers: Array<Readonly<Record<string, SeveritySetting>>>): Map<RuleId, Severity> =>
    resolveSeverities(rules, { providers: input.providers, profiles: input.profiles, settings: [input.config, ...layers, input.cli] });
  const base = resolve([]);
  if (!paths || (paths.ignores.length === 0 && paths.overrides.length === 0)) return { run: base, apply: (d) => d };
  const ignored: PathTest = globTest(paths.ignores);
  const tests = paths.overrides.map((o) => globTest(o.files));
  const run = new Map(base);
  // A rule's level on a file is the last layer's that sets it, so a rule on
  // for some file is on in the base or under one override alone.
  for (const o of paths.overrides) for (const [id, level] of resolve([o.rules])) if (!run.has(id)) run.set(id, level);
  const cache = new Map<string, Map<RuleId, Severity>>();
  const forFile = (file: string): Map<RuleId, Severity> | undefined => {
    const rel = path.relative(paths.base, path.resolve(file)).split(path.sep).join('/');
    if (ignored(rel)) return undefined;
    const hits = tests.map((t, i) => (t(rel) ? i : -1)).filter((i) => i >= 0);
    const key = hits.join(',');
    let map = cache.get(key);
    if (!map) cache.set(key, (map = resolve(hits.map((i) => paths.overrides[i].rules))));
    return map;
  };
  return {
    run,
    apply: (diagnostics) =>
      diagnostics.flatMap((d) => {
        // Findings on something that is not a file (the environment variable) have no path to match.
        if (d.file.startsWith('$')) return base.has(d.rule) ? [{ ...d, severity: base.get(d.rule)! }] : [];
        const level = forFile(d.file)?.get(d.rule);
        if (level === undefined) return [];
        // A level set for the file wins; else the one the engine chose (a foreign pack's notes stay notes).
        return [{ ...d, severity: level === base.get(d.rule) ? d.severity : level }];
      }),
  };
}
