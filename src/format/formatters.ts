// The validate output formats, the only table of them (`--format`'s choices come from it); each formatter is imported
// only when chosen and returns the whole output.
import type { Counts, Diagnostic } from '../lint/diagnostics.js';
import type { CheckedDoc } from '../lint/validate-docs.js';
import type { Rule } from '../lint/rule.js';
import type { Checked } from '../lint/validate.js';
import type { Paint } from '../io/color.js';

export interface ValidateReport {
  diagnostics: Diagnostic[];
  counts: Counts;
  checked: Checked;
  /** Set when warnings alone fail the run (--strict, --max-warnings). */
  warningLimit?: { strict: boolean; max?: number };
  rules: readonly Rule[];
  documents?: readonly CheckedDoc[];
}

export type Formatter = (report: ValidateReport, paint: Paint) => string;

const FORMATTERS = {
  text: async () => (await import('./text.js')).formatText,
  json: async () => (await import('./json.js')).formatJson,
  github: async () => (await import('./github.js')).formatGithub,
  sarif: async () => (await import('./sarif.js')).formatSarif,
} satisfies Record<string, () => Promise<Formatter>>;

export type FormatName = keyof typeof FORMATTERS;
export const FORMAT_NAMES = Object.keys(FORMATTERS) as FormatName[];

export function loadFormatter(name: FormatName): Promise<Formatter> {
  return FORMATTERS[name]();
}
