// Diagnostics are data (docs/commands/validate.md). Severity: the rule's default, then config `rules`, then
// `--rule id=level`; `info` never fails a run; provider and profile rules are off unless asked for.
import type { RuleArgs, RuleId } from './findings.js';
import type { Provider } from '../views/providers.js';
import { DEFAULT_PROFILES, type Profile } from '../ecosystems/profiles.js';
import type { Rule, Severity } from './rule.js';
import { compareBytes } from '../go/bytes.js';

export type SeveritySetting = 'off' | 'warn' | 'error';

export interface Diagnostic {
  rule: RuleId;
  severity: Severity;
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  args: RuleArgs[RuleId];
  /** Found beyond the manager's first failure in this manifest (the manager stops there and reports only that one). */
  beyond?: true;
  /** A summary standing for this many findings of the rule in the file, past its cap (lint/finding-caps.ts). */
  more?: number;
}

export interface SeverityInputs {
  /** Config `rules`, then `--rule` values (later wins). */
  settings: ReadonlyArray<Readonly<Record<string, SeveritySetting>>>;
  providers: ReadonlySet<Provider>;
  /** SKILL.md profiles asked for (`--profile`); default ongrid. */
  profiles?: ReadonlySet<Profile>;
}

const LEVEL: Record<Exclude<SeveritySetting, 'off'>, Severity> = { warn: 'warning', error: 'error' };

/** The severity each rule runs at; rules that end up off are left out. */
export function resolveSeverities(rules: readonly Rule[], input: SeverityInputs): Map<RuleId, Severity> {
  const out = new Map<RuleId, Severity>();
  const profiles = input.profiles ?? new Set(DEFAULT_PROFILES);
  for (const rule of rules) {
    const asked = !rule.optIn && (!rule.provider || input.providers.has(rule.provider)) && (!rule.profile || profiles.has(rule.profile));
    const own = rule.manager && !profiles.has('ongrid') ? 'info' : rule.severity;
    let level: Severity | 'off' = asked ? own : 'off';
    for (const settings of input.settings) {
      const s = settings[rule.id];
      if (s !== undefined) level = s === 'off' ? 'off' : LEVEL[s];
    }
    if (level !== 'off') out.set(rule.id, level);
  }
  return out;
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return compareBytes(a.file, b.file) || a.line - b.line || a.column - b.column || compareBytes(a.rule, b.rule) || compareBytes(a.message, b.message);
}

export interface Counts {
  errorCount: number;
  warningCount: number;
  infoCount: number;
}

export function countDiagnostics(diagnostics: readonly Diagnostic[]): Counts {
  const counts: Counts = { errorCount: 0, warningCount: 0, infoCount: 0 };
  for (const d of diagnostics) {
    // A cap's summary counts the findings it stands for.
    const n = d.more ?? 1;
    if (d.severity === 'error') counts.errorCount += n;
    else if (d.severity === 'warning') counts.warningCount += n;
    else counts.infoCount += n;
  }
  return counts;
}

/** Exit status 1 when errors, or warnings past --max-warnings / under --strict. */
export function failsRun(counts: Counts, opts: { strict?: boolean; maxWarnings?: number }): boolean {
  if (counts.errorCount > 0) return true;
  if (opts.strict && counts.warningCount > 0) return true;
  return opts.maxWarnings !== undefined && counts.warningCount > opts.maxWarnings;
}
