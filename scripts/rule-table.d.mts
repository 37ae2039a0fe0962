// Types of scripts/rule-table.mjs for the rule-pages test.
export interface RuleDocRow {
  id: string;
  level: string;
  enabled: boolean;
  tier: 'load' | 'validate';
  group: string;
  groupTitle: string;
  help: string;
  why: string;
  howto: string;
  example: string;
}
export function renderPage(d: RuleDocRow, source: string): string;
export function renderIndex(docs: readonly RuleDocRow[]): string;
export function ruleSources(root: string): Map<string, string>;
export function renderRuleDocs(docs: readonly RuleDocRow[], sources: Map<string, string>): Map<string, string>;
export function staleRuleDocs(dir: string, files: Map<string, string>): { stale: string[]; extra: string[] };
